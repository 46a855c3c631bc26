import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Auto-increment primary key in either dialect. */
function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

/**
 * Sharing: share-link tokens for outsiders (spec 2 §2; only the SHA-256 of the token is stored,
 * as a link is a bearer credential: docs/decisions/0046-share-links.md) and grants of a transit
 * to another company in the product (it sees the original, live:
 * docs/decisions/0047-sharing-inside-the-product.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const company = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('companies.id').onDelete('cascade');
  const transit = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('transits.id').onDelete('cascade');
  const user = (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('set null');

  await db.schema
    .createTable('share_tokens')
    .addColumn('id', id.type, id.build)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', company)
    .addColumn('transit_id', 'integer', transit)
    // sender | receiver: the party the link holder acts as
    .addColumn('type', 'text', (c) => c.notNull())
    // JSON array of granted document ids; null grants every document of the transit
    .addColumn('documents', 'text')
    .addColumn('created_by', 'integer', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    // where the link was last sent (the one-time signing code goes there)
    .addColumn('sent_email', 'text')
    .addColumn('sent_phone', 'text')
    .execute();
  await db.schema
    .createIndex('share_tokens_transit_idx')
    .on('share_tokens')
    .columns(['transit_id'])
    .execute();

  await db.schema
    .createTable('transit_shares')
    .addColumn('id', id.type, id.build)
    .addColumn('transit_id', 'integer', transit)
    // the transit's own company
    .addColumn('owner_company_id', 'integer', company)
    // the company it is shared with (sees it with type `send`)
    .addColumn('company_id', 'integer', company)
    .addColumn('share_as', 'text', (c) => c.notNull())
    // JSON array of granted document ids; null grants every document of the transit
    .addColumn('documents', 'text')
    .addColumn('created_by', 'integer', user)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('transit_shares_transit_company_key', ['transit_id', 'company_id'])
    .execute();
  await db.schema
    .createIndex('transit_shares_company_idx')
    .on('transit_shares')
    .columns(['company_id', 'transit_id'])
    .execute();

  // One-time codes for signing from a link: only the code's scrypt hash is kept.
  await db.schema
    .createTable('share_sign_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('share_token_id', 'integer', (c) =>
      c.notNull().references('share_tokens.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    // email | sms, and where it went
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('share_sign_codes_share_idx')
    .on('share_sign_codes')
    .columns(['share_token_id', 'document_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_sign_codes').execute();
  await db.schema.dropTable('transit_shares').execute();
  await db.schema.dropTable('share_tokens').execute();
}
