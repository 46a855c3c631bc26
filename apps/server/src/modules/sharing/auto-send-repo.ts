import type { Executor } from '../../db/index.ts';

// One row per transit and party a link was (or was not) sent to by itself: its unique key is
// what makes a repeated after-commit run send nothing more (spec 2 §4, 0033_auto_link_sends).

/** Claims the party's send; false when a run before (or beside) this one already holds it. */
export async function claimAutoSend(
  db: Executor,
  row: {
    company_id: number;
    transit_id: number;
    party_key: string;
    client_id: number;
    document_id: number;
    created_at: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('auto_link_sends')
    .values({ ...row, status: 'claimed', channel: null, reason: null, share_token_id: null })
    .onConflict((oc) => oc.columns(['transit_id', 'party_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The claimed send's outcome: sent (by which channel, which link) or skipped (why). */
export async function settleAutoSend(
  db: Executor,
  transitId: number,
  partyKey: string,
  outcome: {
    status: 'sent' | 'skipped';
    channel: string | null;
    reason: string | null;
    share_token_id: number | null;
  },
): Promise<void> {
  await db
    .updateTable('auto_link_sends')
    .set(outcome)
    .where('transit_id', '=', transitId)
    .where('party_key', '=', partyKey)
    .execute();
}

/** Gives a claim back when sending failed, so the retried run sends it. */
export async function releaseAutoSend(
  db: Executor,
  transitId: number,
  partyKey: string,
): Promise<void> {
  await db
    .deleteFrom('auto_link_sends')
    .where('transit_id', '=', transitId)
    .where('party_key', '=', partyKey)
    .where('status', '=', 'claimed')
    .execute();
}
