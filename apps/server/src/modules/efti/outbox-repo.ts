import { isPostgres, type Executor } from '../../db/index.ts';
import type { EftiOutboxRow } from '../../db/schema.ts';

/**
 * The outbox of identifier payloads for the gates: one row per data set, remembering which gates
 * took its payload. SQL only; the sender
 * (outbox-sender.ts) decides how long to wait, the outbox loop when to send.
 */

export type OutboxEntry = {
  transit_id: number;
  dataset_id: string;
  request_id: string;
  body: string;
  identifiers_sha256: string;
};

/**
 * Queues the newest payload of a data set: it replaces a waiting one (never sent twice, never an
 * older one after a newer) and starts its retries afresh. A send in flight keeps its claim; when
 * it ends it finds the hash changed and leaves the row waiting (markSent).
 */
export async function enqueue(db: Executor, entry: OutboxEntry, now: string): Promise<void> {
  await db
    .insertInto('efti_outbox')
    .values({ ...entry, attempts: 0, next_attempt_at: now, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('transit_id').doUpdateSet({
        request_id: entry.request_id,
        body: entry.body,
        identifiers_sha256: entry.identifiers_sha256,
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        sent_to_gates: '',
        sent_at: null,
        updated_at: now,
      }),
    )
    .execute();
}

/**
 * Claims up to `limit` rows that are due and not leased by another instance, until `leaseUntil`.
 * On PostgreSQL the candidate rows are locked with SKIP LOCKED, so instances claiming at the
 * same moment take different rows; SQLite has one writer, the update is atomic there.
 */
export async function claimDue(
  db: Executor,
  claim: { now: string; leaseUntil: string; claimId: string; limit: number },
): Promise<EftiOutboxRow[]> {
  let due = db
    .selectFrom('efti_outbox')
    .select('transit_id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]))
    .orderBy('next_attempt_at')
    .limit(claim.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('efti_outbox')
    .set({ claimed_until: claim.leaseUntil, claim_id: claim.claimId })
    .where('transit_id', 'in', due)
    .returningAll()
    .execute();
}

/** The gate took the payload: done, unless a newer one was queued while it was in flight. */
export async function markSent(
  db: Executor,
  row: Pick<EftiOutboxRow, 'transit_id' | 'claim_id' | 'identifiers_sha256'>,
  sent: { sentToGates: string; now: string },
): Promise<void> {
  const { now } = sent;
  const updated = await db
    .updateTable('efti_outbox')
    .set({
      sent_at: now,
      sent_to_gates: sent.sentToGates,
      claimed_until: null,
      claim_id: null,
      last_error: null,
      updated_at: now,
    })
    .where('transit_id', '=', row.transit_id)
    .where('claim_id', '=', row.claim_id)
    .where('identifiers_sha256', '=', row.identifiers_sha256)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) await release(db, row);
}

/** The send failed: the next attempt waits; a newer payload queued meanwhile keeps its own. */
export async function markFailed(
  db: Executor,
  row: Pick<EftiOutboxRow, 'transit_id' | 'claim_id' | 'identifiers_sha256'>,
  failure: {
    attempts: number;
    nextAttemptAt: string;
    error: string;
    /** the gates that took this payload so far, comma-separated */
    sentToGates: string;
    now: string;
  },
): Promise<void> {
  const updated = await db
    .updateTable('efti_outbox')
    .set({
      attempts: failure.attempts,
      next_attempt_at: failure.nextAttemptAt,
      last_error: failure.error.slice(0, 1000),
      sent_to_gates: failure.sentToGates,
      claimed_until: null,
      claim_id: null,
      updated_at: failure.now,
    })
    .where('transit_id', '=', row.transit_id)
    .where('claim_id', '=', row.claim_id)
    .where('identifiers_sha256', '=', row.identifiers_sha256)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) await release(db, row);
}

async function release(
  db: Executor,
  row: Pick<EftiOutboxRow, 'transit_id' | 'claim_id'>,
): Promise<void> {
  await db
    .updateTable('efti_outbox')
    .set({ claimed_until: null, claim_id: null })
    .where('transit_id', '=', row.transit_id)
    .where('claim_id', '=', row.claim_id)
    .execute();
}

/** When the earliest waiting row is due (a lease's end counts), or null when none waits. */
export async function nextDueAt(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('efti_outbox')
    .select(['next_attempt_at', 'claimed_until'])
    .where('sent_at', 'is', null)
    .orderBy('next_attempt_at')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return row.claimed_until && row.claimed_until > row.next_attempt_at
    ? row.claimed_until
    : row.next_attempt_at;
}
