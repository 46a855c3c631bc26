import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

/**
 * Company API keys (docs/decisions/0061-api-keys.md): an Admin names and scopes a key; only the
 * SHA-256 of the key is kept (a lookup by hash, like session tokens), with its first characters
 * for lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('api_keys')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    // read | write
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    // hex SHA-256 of the whole key
    .addColumn('key_hash', 'text', (c) => c.notNull())
    // the Admin who created it; the key acts as him (null once he is deleted: the key stops)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('api_keys_key_hash_uq')
    .on('api_keys')
    .column('key_hash')
    .unique()
    .execute();
  await db.schema.createIndex('api_keys_company_idx').on('api_keys').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').ifExists().execute();
}
