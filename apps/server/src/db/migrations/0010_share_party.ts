import type { Kysely } from 'kysely';

/**
 * Share links act for one party (docs/decisions/0046-share-links.md): a receiver link names the
 * transit receiver it acts for (null: any receiver, as links made before this did; or not a
 * receiver link). The party itself stays in `share_tokens.type`, which now also takes `carrier`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_tokens').addColumn('receiver_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_tokens').dropColumn('receiver_id').execute();
}
