import type { Kysely } from 'kysely';

/**
 * A share-link code may be for answering a reservation (`reservation_id`) through the sender's or
 * the carrier's link, so that a signing code never answers and an answer code never signs
 * (docs/decisions/0129-answers-through-links.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_sign_codes').addColumn('reservation_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_sign_codes').dropColumn('reservation_id').execute();
}
