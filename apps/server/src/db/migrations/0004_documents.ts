import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Auto-increment primary key in either dialect. */
function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

async function index(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/**
 * Documents of a transit (generated with `document_data`, or an uploaded PDF by its SHA-256 in
 * the file store), their signatures, their append-only history, and remarks with photos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const company = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('companies.id').onDelete('cascade');
  const user = (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('set null');

  await db.schema
    .createTable('documents')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', (c) =>
      c.notNull().references('transits.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', company)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    // JSON text; null for an uploaded file.
    .addColumn('document_data', 'text')
    .addColumn('file_sha256', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('original_file_name', 'text')
    // The service refuses to delete a parent that still has sub-documents; the cascade only
    // serves a transit's (or company's) deletion, which removes both in one statement.
    .addColumn('parent_document_id', 'integer', (c) =>
      c.references('documents.id').onDelete('cascade'),
    )
    // A transit receiver's id; no foreign key because a transit edit re-inserts its receivers
    // under the same ids.
    .addColumn('receiver_id', 'integer')
    .addColumn('is_main_document', 'integer', (c) => c.notNull().defaultTo(0))
    // SHA-256 of the exact content signed (set by signing).
    .addColumn('content_sha256', 'text')
    .addColumn('created_by', 'integer', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'documents_transit_idx', 'documents', ['transit_id', 'id']);
  await index(db, 'documents_company_idx', 'documents', ['company_id', 'transit_id']);
  await index(db, 'documents_parent_idx', 'documents', ['parent_document_id']);
  await index(db, 'documents_file_idx', 'documents', ['file_sha256']);

  await db.schema
    .createTable('document_signatures')
    .addColumn('id', id.type, id.build)
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', company)
    // sender | carrier | receiver | driver
    .addColumn('signed_by_type', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer')
    .addColumn('signature_sha256', 'text')
    // JSON text: the spec's signature_data (sign_fullname, ..., sign_method)
    .addColumn('signature_data', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON text: where a signature sits on an uploaded PDF ({page, x, y} as page fractions)
    .addColumn('placement', 'text')
    .addColumn('signed_by_user_id', 'integer', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'document_signatures_document_idx', 'document_signatures', ['document_id', 'id']);

  // Append-only history; kept after a document is deleted (no foreign key on document_id).
  await db.schema
    .createTable('document_events')
    .addColumn('id', id.type, id.build)
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('transit_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', company)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', user)
    .addColumn('actor_company_id', 'integer')
    // who acted without an account (share links): the name given on the link
    .addColumn('actor_name', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'document_events_document_idx', 'document_events', ['document_id', 'id']);
  await index(db, 'document_events_company_idx', 'document_events', ['company_id', 'created_at']);

  await db.schema
    .createTable('document_remarks')
    .addColumn('id', id.type, id.build)
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', company)
    // pickup | delivery
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', user)
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'document_remarks_document_idx', 'document_remarks', ['document_id', 'id']);

  await db.schema
    .createTable('remark_files')
    .addColumn('id', id.type, id.build)
    .addColumn('remark_id', 'integer', (c) =>
      c.notNull().references('document_remarks.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', company)
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await index(db, 'remark_files_remark_idx', 'remark_files', ['remark_id', 'id']);
  await index(db, 'remark_files_company_idx', 'remark_files', ['company_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'remark_files',
    'document_remarks',
    'document_events',
    'document_signatures',
    'documents',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
