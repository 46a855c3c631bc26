import type { Kysely } from 'kysely';

/**
 * An invitation to a company not in the product carries the SHA-256 of the secret in its
 * `/signup/{token}` link (docs/decisions/0116-invitation-signup-links.md); the link is single-use
 * because only a pending invitation answers to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitations').addColumn('signup_token_hash', 'text').execute();
  await db.schema
    .createIndex('invitations_signup_token_hash')
    .on('invitations')
    .column('signup_token_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invitations_signup_token_hash').execute();
  await db.schema.alterTable('invitations').dropColumn('signup_token_hash').execute();
}
