import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? { type: 'serial', build: (col) => col.primaryKey() }
    : { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

/**
 * A receiver's box handed over to his own phone (docs/decisions/0124-receiver-hand-over.md): the
 * short code the driver's card shows (only its SHA-256 kept), valid 15 minutes; the first opening
 * claims it and only then mints the receiver's link (`share_token_id`), so a second opening finds
 * it used and nobody but the first holder ever gets the link's token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('handovers')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('transit_id', 'integer', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('receiver_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('share_token_id', 'integer', (c) =>
      c.references('share_tokens.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('handovers_code_hash')
    .on('handovers')
    .column('code_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handovers').execute();
}
