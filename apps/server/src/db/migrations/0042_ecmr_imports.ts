import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Imported eCMR messages: the source file kept unchanged in the file store (`source_sha256`,
 * one import per file and company), and the signatures the issuing platform recorded, each in
 * its box. They are not rows of `document_signatures`: those stay "signed here"
 * (docs/decisions/0132-ecmr-import.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('ecmr_imports')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('transit_id', 'integer', (c) =>
      c.notNull().references('transits.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('source_sha256', 'text', (c) => c.notNull())
    .addColumn('source_size', 'integer', (c) => c.notNull())
    .addColumn('original_file_name', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('issued_at', 'text')
    .addColumn('issuing_platform', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ecmr_imports_source_uq', ['company_id', 'source_sha256'])
    .execute();
  await db.schema
    .createTable('document_imported_signatures')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('import_id', 'integer', (c) =>
      c.notNull().references('ecmr_imports.id').onDelete('cascade'),
    )
    .addColumn('signed_by_type', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer')
    .addColumn('signatory', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text')
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('signature_sha256', 'text')
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('issuing_platform', 'text', (c) => c.notNull())
    .addColumn('source_sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_imported_signatures_document_idx')
    .on('document_imported_signatures')
    .column('document_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_imported_signatures').execute();
  await db.schema.dropTable('ecmr_imports').execute();
}
