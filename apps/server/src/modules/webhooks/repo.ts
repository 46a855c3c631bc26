import { sql } from 'kysely';
import { isPostgres, type Executor } from '../../db/index.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.ts';

/** Webhook endpoints and deliveries (the outbox and its log). SQL only. */

export async function insertEndpoint(
  db: Executor,
  row: {
    company_id: number;
    url: string;
    events: string[];
    secret: string;
    created_by: number;
    created_at: string;
  },
): Promise<WebhookEndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      ...row,
      events: JSON.stringify(row.events),
      disabled_at: null,
      failing_since: null,
      previous_secret: null,
      previous_secret_expires_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listEndpoints(
  db: Executor,
  companyId: number,
): Promise<WebhookEndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

export async function findEndpoint(
  db: Executor,
  companyId: number,
  id: number,
): Promise<WebhookEndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function endpointById(
  db: Executor,
  id: number,
): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteEndpoint(
  db: Executor,
  companyId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Makes `secret` the endpoint's secret and the one it replaces the previous one, valid until
 * `previousUntil`, in one statement: the endpoint always has a secret, and two rotations at once
 * chain (the later keeps the earlier's secret as its previous) instead of losing one.
 */
export async function rotateSecret(
  db: Executor,
  companyId: number,
  id: number,
  secret: string,
  previousUntil: string,
): Promise<WebhookEndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: previousUntil,
      secret,
    }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The company's enabled endpoints (the caller filters by event: `events` is JSON). */
export async function enabledEndpoints(
  db: Executor,
  companyId: number,
): Promise<Pick<WebhookEndpointRow, 'id' | 'events'>[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('company_id', '=', companyId)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
}

export type NewDelivery = {
  endpoint_id: number;
  event_id: string;
  event: string;
  object_type: string;
  object_id: number;
  body: string;
  created_at: string;
};

export async function insertDeliveries(db: Executor, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(rows.map((row) => ({ ...row, attempts: 0, next_attempt_at: row.created_at })))
    .execute();
}

export async function insertDelivery(db: Executor, row: NewDelivery): Promise<WebhookDeliveryRow> {
  return db
    .insertInto('webhook_deliveries')
    .values({ ...row, attempts: 0, next_attempt_at: row.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listDeliveries(
  db: Executor,
  endpointId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findDelivery(
  db: Executor,
  endpointId: number,
  id: number,
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Claims up to `limit` due deliveries not leased by another instance, until `leaseUntil`. A
 * delivery waits while an older one of the same object to the same endpoint is neither delivered
 * nor given up, so one object's events arrive in the order they happened. On PostgreSQL the
 * candidates are locked with SKIP LOCKED; SQLite has one writer.
 */
export async function claimDue(
  db: Executor,
  claim: { now: string; leaseUntil: string; claimId: string; limit: number },
): Promise<WebhookDeliveryRow[]> {
  let due = db
    .selectFrom('webhook_deliveries as d')
    .select('d.id')
    .where('d.next_attempt_at', '<=', claim.now)
    .where((eb) =>
      eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', claim.now)]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhook_deliveries as e')
            .select(sql`1`.as('one'))
            .whereRef('e.endpoint_id', '=', 'd.endpoint_id')
            .whereRef('e.object_type', '=', 'd.object_type')
            .whereRef('e.object_id', '=', 'd.object_id')
            .whereRef('e.id', '<', 'd.id')
            .where('e.next_attempt_at', 'is not', null),
        ),
      ),
    )
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(claim.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('webhook_deliveries')
    .set({ claimed_until: claim.leaseUntil, claim_id: claim.claimId })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** An attempt's outcome: delivered (next null), retried at `next`, or given up (failedAt). */
export async function recordAttempt(
  db: Executor,
  row: Pick<WebhookDeliveryRow, 'id' | 'claim_id'>,
  outcome: {
    attempts: number;
    now: string;
    statusCode: number | null;
    error: string | null;
    delivered: boolean;
    nextAttemptAt: string | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: outcome.attempts,
      last_attempt_at: outcome.now,
      last_status_code: outcome.statusCode,
      last_error: outcome.error?.slice(0, 1000) ?? null,
      delivered_at: outcome.delivered ? outcome.now : null,
      next_attempt_at: outcome.nextAttemptAt,
      claimed_until: null,
      claim_id: null,
    })
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .execute();
}

export async function markEndpointHealthy(db: Executor, endpointId: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('id', '=', endpointId)
    .where('failing_since', 'is not', null)
    .execute();
}

/** Notes the first failure of a run of failures; answers when the run began. */
export async function markEndpointFailing(
  db: Executor,
  endpointId: number,
  now: string,
): Promise<string> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: now })
    .where('id', '=', endpointId)
    .where('failing_since', 'is', null)
    .execute();
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('failing_since')
    .where('id', '=', endpointId)
    .executeTakeFirst();
  return row?.failing_since ?? now;
}

/** Disables the endpoint (once) and gives up its waiting deliveries; true if this call did it. */
export async function disableEndpoint(
  db: Executor,
  endpointId: number,
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: now })
    .where('id', '=', endpointId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: null, failed_at: now, claimed_until: null, claim_id: null })
    .where('endpoint_id', '=', endpointId)
    .where('next_attempt_at', 'is not', null)
    .execute();
  return updated.numUpdatedRows > 0n;
}

export async function enableEndpoint(db: Executor, endpointId: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: null, failing_since: null })
    .where('id', '=', endpointId)
    .execute();
}

/** When the earliest waiting delivery is due, or null when none waits. */
export async function nextDueAt(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select(['next_attempt_at', 'claimed_until'])
    .where('next_attempt_at', 'is not', null)
    .orderBy('next_attempt_at')
    .limit(1)
    .executeTakeFirst();
  if (!row?.next_attempt_at) return null;
  return row.claimed_until && row.claimed_until > row.next_attempt_at
    ? row.claimed_until
    : row.next_attempt_at;
}
