import type { Kysely } from 'kysely';

/**
 * The `Idempotency-Key`s of creating POSTs and the answers they got, kept 24 hours
 * (docs/decisions/0110-idempotency-keys.md). A key is unique across companies, so a key another
 * company already used is refused rather than answered. The key is stored as its hash and the
 * answer encrypted with a key derived from it: an answer can hold a secret shown once (an API
 * key, a share link's token) that the database otherwise keeps only hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    /** session | api_key */
    .addColumn('caller_kind', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    /** in_progress | done */
    .addColumn('status', 'text', (c) => c.notNull())
    /** which request holds the key while in progress */
    .addColumn('claim_id', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    /** JSON: the answer's Content-Type and Location */
    .addColumn('response_headers', 'text')
    /** base64 of the encrypted body */
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
