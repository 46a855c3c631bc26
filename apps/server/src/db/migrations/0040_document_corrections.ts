import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Corrections of signed documents: a proposal (the changed fields with old and new values, and a
 * reason), each signatory party's verified decision, and the versions of a document's data so
 * that a replaced signed version stays downloadable. One open proposal per document; one
 * decision per party (`receiver_key`: the receiver's id, 0 for the sender's and carrier's box).
 * A share-link code may be for a correction's decision (`correction_id`) rather than a signature
 * (docs/decisions/0127-corrections-after-signing.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('document_corrections')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('proposed_by_user_id', 'integer')
    .addColumn('proposed_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('document_corrections_open_uq')
    .on('document_corrections')
    .column('document_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createTable('correction_decisions')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('correction_id', 'integer', (c) =>
      c.notNull().references('document_corrections.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer')
    .addColumn('receiver_key', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('decided_by_user_id', 'integer')
    .addColumn('decided_by_name', 'text', (c) => c.notNull())
    .addColumn('share_token_id', 'integer')
    .addColumn('verification_method', 'text', (c) => c.notNull())
    .addColumn('chain_sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('correction_decisions_party_uq', [
      'correction_id',
      'party',
      'receiver_key',
    ])
    .execute();
  await db.schema
    .createTable('document_versions')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document_data', 'text', (c) => c.notNull())
    .addColumn('content_sha256', 'text', (c) => c.notNull())
    .addColumn('correction_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_versions_version_uq', ['document_id', 'version'])
    .execute();
  await db.schema.alterTable('share_sign_codes').addColumn('correction_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_sign_codes').dropColumn('correction_id').execute();
  await db.schema.dropTable('document_versions').execute();
  await db.schema.dropTable('correction_decisions').execute();
  await db.schema.dropTable('document_corrections').execute();
}
