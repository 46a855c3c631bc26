import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type IdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function idColumn(db: Kysely<unknown>): { type: 'serial' | 'integer'; build: IdColumn } {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return { type: 'serial', build: (col) => col.primaryKey() };
  }
  return { type: 'integer', build: (col) => col.primaryKey().autoIncrement() };
}

const SIGNATURE_COLUMNS = [
  // SHA-256 of what was signed: canonical JSON of a generated document, the bytes of an upload
  'content_sha256',
  // SHA-256 of the stored (re-encoded) signature PNG
  'image_sha256',
  // SHA-256 over the previous signature's chain hash and this signature (domain signing/rules)
  'chain_sha256',
  'ip',
  'user_agent',
  // JSON text: the Action-location header (latitude, longitude, accuracy, timestamp) or null
  'geolocation',
  // none | pin | sms | share_link_code
  'verification_method',
  // who signed without an account (share link): "first last" as given
  'actor_name',
] as const;

/**
 * Signing: tamper-evidence columns on signatures (docs/decisions/0039-signature-hash-chain.md),
 * geolocation on the history, one signature per slot enforced by the database too, and the
 * PIN/SMS verifications (spec 2 §2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SIGNATURE_COLUMNS) {
    await db.schema.alterTable('document_signatures').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('document_events').addColumn('geolocation', 'text').execute();

  // The service checks the slot rules under a lock; these indexes keep a second signature of the
  // same slot out even if a code path forgot to (a driver signs in the carrier's box).
  await sql`create unique index document_signatures_sender_uq on document_signatures (document_id) where signed_by_type = 'sender'`.execute(
    db,
  );
  await sql`create unique index document_signatures_carrier_uq on document_signatures (document_id) where signed_by_type in ('carrier', 'driver')`.execute(
    db,
  );
  await sql`create unique index document_signatures_receiver_uq on document_signatures (document_id, receiver_id) where signed_by_type = 'receiver'`.execute(
    db,
  );

  const id = idColumn(db);
  await db.schema
    .createTable('sign_verifications')
    .addColumn('id', id.type, id.build)
    // SHA-256 of the id handed to the client; the id itself is never stored
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('signed_by_type', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer')
    // pin | sms
    .addColumn('method', 'text', (c) => c.notNull())
    // the signed-in user who asked for it (null from a share link)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // sms: sender | receiver, and where the code went
    .addColumn('verifier', 'text')
    .addColumn('phone', 'text')
    // sms: scrypt hash of the 6-digit code; wrong tries so far
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // until the code may be confirmed (sms), then until the passed verification may be spent
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('passed_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('signature_id', 'integer', (c) =>
      c.references('document_signatures.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('sign_verifications_document_idx')
    .on('sign_verifications')
    .columns(['document_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_verifications').ifExists().execute();
  for (const index of [
    'document_signatures_sender_uq',
    'document_signatures_carrier_uq',
    'document_signatures_receiver_uq',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('document_events').dropColumn('geolocation').execute();
  for (const column of SIGNATURE_COLUMNS) {
    await db.schema.alterTable('document_signatures').dropColumn(column).execute();
  }
}
