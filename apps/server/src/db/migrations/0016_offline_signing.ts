import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

/**
 * Signing offline: the device keys phones register (the public half of an ECDSA
 * P-256 pair), the queued items received from phones (each applied or refused once, by the
 * phone's item id), and the device time on signatures and remarks. A signature also records the
 * document version it produced, so a queued signature can tell "only other signatures were added
 * since my copy" from "the document was changed" (docs/decisions/0042-offline-signing-protocol.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('signing_keys')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    // canonical JWK text {crv, kty, x, y}
    .addColumn('public_key', 'text', (c) => c.notNull())
    // RFC 7638 SHA-256 thumbprint of the key (base64url): one row per key and user
    .addColumn('thumbprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('signing_keys_user_thumbprint_uq')
    .on('signing_keys')
    .columns(['user_id', 'thumbprint'])
    .unique()
    .execute();

  await db.schema
    .createTable('offline_items')
    .addColumn('id', id.type, id.build)
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the phone's UUID of the queued item
    .addColumn('item_id', 'text', (c) => c.notNull())
    // signature | remark
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('key_id', 'integer', (c) => c.references('signing_keys.id').onDelete('set null'))
    // the device signature (base64url) the item came with
    .addColumn('device_signature', 'text')
    // applied | refused
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signature_id', 'integer')
    .addColumn('remark_id', 'integer')
    // a refused item's answer (status, error key, JSON body), repeated to a replay
    .addColumn('answer_status', 'integer')
    .addColumn('answer_key', 'text')
    .addColumn('answer_body', 'text')
    .addColumn('captured_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offline_items_user_item_uq')
    .on('offline_items')
    .columns(['user_id', 'item_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('offline_items_document_idx')
    .on('offline_items')
    .column('document_id')
    .execute();

  // ISO device time; null on rows stored before (read as created_at).
  await db.schema.alterTable('document_signatures').addColumn('captured_at', 'text').execute();
  // the document's version right after this signature was added (null on rows stored before)
  await db.schema
    .alterTable('document_signatures')
    .addColumn('document_version', 'integer')
    .execute();
  await db.schema.alterTable('document_remarks').addColumn('captured_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_remarks').dropColumn('captured_at').execute();
  await db.schema.alterTable('document_signatures').dropColumn('document_version').execute();
  await db.schema.alterTable('document_signatures').dropColumn('captured_at').execute();
  await db.schema.dropTable('offline_items').ifExists().execute();
  await db.schema.dropTable('signing_keys').ifExists().execute();
}
