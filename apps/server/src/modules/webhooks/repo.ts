import { sql } from 'kysely';
import { isPostgres, toCount, type Executor } from '../../db/index.ts';
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

/**
 * How many endpoints the company has (disabled ones too), its row locked until the transaction
 * ends on PostgreSQL; SQLite runs one write transaction at a time.
 */
export async function countEndpointsLocked(db: Executor, companyId: number): Promise<number> {
  if (isPostgres(db)) {
    await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
  }
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return toCount(row?.count);
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

/** The companies with deliveries in flight (leased at `now`, on any instance), and how many. */
export async function sendingPerCompany(
  db: Executor,
  now: string,
): Promise<{ companyId: number; sending: number }[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select((eb) => ['w.company_id', eb.fn.countAll().as('sending')])
    .where('d.claimed_until', '>=', now)
    .groupBy('w.company_id')
    .execute();
  return rows.map((row) => ({ companyId: row.company_id, sending: toCount(row.sending) }));
}

/**
 * The endpoints with waiting deliveries (`waiting`), found one index seek each (a loose index
 * scan), so however many deliveries one endpoint has waiting, it costs one step.
 */
function withWaitingEndpoints(db: Executor) {
  return db.withRecursive('waiting(endpoint_id)', (qb) =>
    qb
      .selectFrom('webhook_deliveries')
      .where('next_attempt_at', 'is not', null)
      .select((eb) => eb.fn.min<number | null>('endpoint_id').as('endpoint_id'))
      .unionAll((eb) =>
        eb
          .selectFrom('waiting')
          .where('waiting.endpoint_id', 'is not', null)
          .select((inner) =>
            inner
              .selectFrom('webhook_deliveries as x')
              .where('x.next_attempt_at', 'is not', null)
              .whereRef('x.endpoint_id', '>', 'waiting.endpoint_id')
              .select((m) => m.fn.min('x.endpoint_id').as('next'))
              .as('endpoint_id'),
          ),
      ),
  );
}

/**
 * Each endpoint's first waiting delivery a claim at `now` could take, earliest due first: not
 * leased, not behind an older waiting delivery of the same object to the same endpoint (one
 * object's events arrive in the order they happened). Only endpoints of companies not
 * `passedOver`; with `dueBy`, only deliveries due by then. One seek per endpoint that has
 * deliveries waiting: one company's backlog costs a claim nothing more.
 */
function endpointHeads(
  db: Executor,
  now: string,
  passedOver: readonly number[],
  dueBy: string | null,
) {
  return withWaitingEndpoints(db)
    .selectFrom('waiting')
    .innerJoin('webhook_endpoints as w', 'w.id', 'waiting.endpoint_id')
    .$if(passedOver.length > 0, (qb) => qb.where('w.company_id', 'not in', passedOver))
    .select((eb) =>
      eb
        .selectFrom('webhook_deliveries as h')
        .select('h.id')
        .whereRef('h.endpoint_id', '=', 'waiting.endpoint_id')
        .where('h.next_attempt_at', 'is not', null)
        .$if(dueBy !== null, (qb) => qb.where('h.next_attempt_at', '<=', dueBy ?? ''))
        .where((h) => h.or([h('h.claimed_until', 'is', null), h('h.claimed_until', '<', now)]))
        .where((h) =>
          h.not(
            h.exists(
              h
                .selectFrom('webhook_deliveries as e')
                .select(sql`1`.as('one'))
                .whereRef('e.endpoint_id', '=', 'h.endpoint_id')
                .whereRef('e.object_type', '=', 'h.object_type')
                .whereRef('e.object_id', '=', 'h.object_id')
                .whereRef('e.id', '<', 'h.id')
                .where('e.next_attempt_at', 'is not', null),
            ),
          ),
        )
        .orderBy('h.next_attempt_at')
        .orderBy('h.id')
        .limit(1)
        .as('id'),
    );
}

/**
 * Claims up to `limit` due deliveries, none of the `passedOver` companies (the caller takes
 * turns between companies), earliest due first, until `leaseUntil`. On PostgreSQL the
 * candidates are locked with SKIP LOCKED (and checked again once locked); SQLite has one writer.
 */
export async function claimDue(
  db: Executor,
  claim: { now: string; leaseUntil: string; claimId: string; limit: number },
  passedOver: readonly number[],
): Promise<WebhookDeliveryRow[]> {
  const { now } = claim;
  let due = db
    .selectFrom('webhook_deliveries as d')
    .select('d.id')
    .where('d.id', 'in', endpointHeads(db, now, passedOver, now))
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', now)]))
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

/**
 * When a claim may next find something, or null when nothing waits: the earliest due of the
 * deliveries a claim passing over `passedOver` could take (`endpointHeads`), or the end of a lease (a delivery sent
 * elsewhere frees its company's share and the deliveries behind it), whichever comes first. A
 * delivery held back is not named: it would be due already, and the loop would spin.
 */
export async function nextDueAt(
  db: Executor,
  now: string,
  passedOver: readonly number[],
): Promise<string | null> {
  const [due, lease] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .select('next_attempt_at as at')
      .where('id', 'in', endpointHeads(db, now, passedOver, null))
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('webhook_deliveries')
      .select('claimed_until as at')
      .where('claimed_until', '>=', now)
      .orderBy('claimed_until')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const times = [due?.at, lease?.at].filter((at): at is string => typeof at === 'string');
  return times.length === 0 ? null : times.reduce((a, b) => (a < b ? a : b));
}
