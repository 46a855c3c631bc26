import type { Kysely } from 'kysely';

/**
 * Which company API key acted, on transit and document events: the key acts as its
 * creator (`actor_user_id`), so without this the history reads as if he did it by hand. Only the
 * key's id is kept; the history reads its name from `api_keys` (a revoked key keeps its row;
 * docs/decisions/0061-api-keys.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transit_events').addColumn('actor_api_key_id', 'integer').execute();
  await db.schema.alterTable('document_events').addColumn('actor_api_key_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_events').dropColumn('actor_api_key_id').execute();
  await db.schema.alterTable('transit_events').dropColumn('actor_api_key_id').execute();
}
