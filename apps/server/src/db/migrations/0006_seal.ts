import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

function idColumn(db: Kysely<unknown>): {
  type: 'serial' | 'integer';
  build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
} {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

/**
 * Sealed PDFs: the company-seal key generated at first need (one row, id 1), the public
 * verification id of a signed document, and every sealed PDF the server issued (its SHA-256 and
 * the signatures it carried), so the public verification page can tell whether a file is ours
 * (docs/decisions/0035-stamp-seal-and-verification.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('seal_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('certificate_pem', 'text', (c) => c.notNull())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('documents').addColumn('verify_id', 'text').execute();
  await db.schema
    .createIndex('documents_verify_id_idx')
    .on('documents')
    .column('verify_id')
    .unique()
    .execute();

  await db.schema
    .createTable('issued_pdfs')
    .addColumn('id', id.type, id.build)
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('sha256', 'text', (c) => c.notNull())
    // JSON array of the document_signatures ids the PDF showed
    .addColumn('signature_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('issued_pdfs_document_sha_idx')
    .on('issued_pdfs')
    .columns(['document_id', 'sha256'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issued_pdfs').execute();
  await db.schema.dropIndex('documents_verify_id_idx').execute();
  await db.schema.alterTable('documents').dropColumn('verify_id').execute();
  await db.schema.dropTable('seal_keys').execute();
}
