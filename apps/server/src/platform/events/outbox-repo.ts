import type { Db, Executor } from '../../db/index.ts';
import type { EventOutboxRow } from '../../db/schema.ts';

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

/** Claims the oldest due row that no live instance holds, for `leaseUntil`. */
export async function claimDue(
  db: Db,
  claim: { now: string; leaseUntil: string; claimId: string },
): Promise<ClaimedRow | undefined> {
  const due = await db
    .selectFrom('event_outbox')
    .select('id')
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!due) return undefined;
  // Taken only if still free: another instance may have claimed it since the select.
  const taken = await db
    .updateTable('event_outbox')
    .set({ claimed_until: claim.leaseUntil, claim_id: claim.claimId })
    .where('id', '=', due.id)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', claim.now)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return claimDue(db, claim);
  return findClaimed(db, due.id, claim.claimId);
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

export async function nextDueAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('event_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .executeTakeFirst();
  return row?.due ?? null;
}
