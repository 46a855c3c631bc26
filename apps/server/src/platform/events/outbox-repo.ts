import type { Db, Executor } from '../../db/index.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, EventOutboxRow } from '../../db/schema.ts';

export type ClaimedRow = EventOutboxRow & { claim_id: string };

export async function insertClaimed(
  trx: Executor,
  row: Pick<
    EventOutboxRow,
    'events' | 'messages' | 'created_at' | 'next_attempt_at' | 'claimed_until' | 'claim_id'
  >,
): Promise<number> {
  const inserted = await trx
    .insertInto('event_outbox')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findClaimed(
  db: Db,
  id: number,
  claimId: string,
): Promise<ClaimedRow | undefined> {
  const row = await db
    .selectFrom('event_outbox')
    .selectAll()
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return row ? { ...row, claim_id: claimId } : undefined;
}

/** Claims up to `limit` due rows that no live instance holds, for `leaseUntil`. */
export async function claimDue(
  db: Db,
  claim: { now: string; leaseUntil: string; claimId: string; limit: number },
): Promise<ClaimedRow[]> {
  const free = (eb: ExpressionBuilder<Database, 'event_outbox'>) =>
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]);
  const due = await db
    .selectFrom('event_outbox')
    .select('id')
    .where('next_attempt_at', '<=', claim.now)
    .where(free)
    .orderBy('id')
    .limit(claim.limit)
    .execute();
  if (due.length === 0) return [];
  // Taken only if still free: another instance may have claimed some since the select.
  await db
    .updateTable('event_outbox')
    .set({ claimed_until: claim.leaseUntil, claim_id: claim.claimId })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where(free)
    .execute();
  const rows = await db
    .selectFrom('event_outbox')
    .selectAll()
    .where('claim_id', '=', claim.claimId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, claim_id: claim.claimId }));
}

export async function remove(db: Db, row: ClaimedRow): Promise<void> {
  await db
    .deleteFrom('event_outbox')
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .execute();
}

export async function release(
  db: Db,
  row: ClaimedRow,
  outcome: { attempts: number; nextAttemptAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('event_outbox')
    .set({
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.error.slice(0, 1000),
      claimed_until: null,
      claim_id: null,
    })
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .execute();
}

/** When the earliest waiting row is due: its next attempt, or its lease's end if later. */
export async function nextDueAt(db: Db): Promise<string | null> {
  const rows = await db
    .selectFrom('event_outbox')
    .select(['next_attempt_at', 'claimed_until'])
    .orderBy('next_attempt_at')
    .limit(50)
    .execute();
  const due = rows.map((row) =>
    row.claimed_until !== null && row.claimed_until > row.next_attempt_at
      ? row.claimed_until
      : row.next_attempt_at,
  );
  return due.sort()[0] ?? null;
}
