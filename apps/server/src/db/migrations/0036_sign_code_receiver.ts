import type { Kysely } from 'kysely';

/**
 * A link's one-time code is for one receiver's box: a receiver link made for all the transit's
 * receivers sends it to the receiver the visitor picked, and only that box takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_sign_codes').addColumn('receiver_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_sign_codes').dropColumn('receiver_id').execute();
}
