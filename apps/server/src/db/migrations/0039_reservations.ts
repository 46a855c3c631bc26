import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Reservations (CMR Art. 8 and 30; boxes 18 and 24), their photos kept as taken, and the other
 * side's answer to each (at most one: unique on the reservation). Each row is a chain entry of
 * its document (docs/decisions/0126-reservations.md); a queued reservation is remembered by its
 * offline item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('document_reservations')
    .addColumn('id', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    /** taking_over (box 18) | delivery (box 24) */
    .addColumn('box', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON array of the document's goods line indexes */
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('counted_quantity', 'double precision')
    .addColumn('stated_quantity', 'double precision')
    .addColumn('text', 'text', (c) => c.notNull())
    /** carrier | receiver: the party it was recorded for */
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('captured_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('chain_sha256', 'text')
    .execute();
  await db.schema
    .createIndex('document_reservations_document_idx')
    .on('document_reservations')
    .column('document_id')
    .execute();
  await db.schema
    .createTable('document_reservation_photos')
    .addColumn('id', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('document_reservations.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_reservation_photos_reservation_idx')
    .on('document_reservation_photos')
    .column('reservation_id')
    .execute();
  await db.schema
    .createTable('document_reservation_answers')
    .addColumn('id', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().unique().references('document_reservations.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    /** accepted | contested */
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    /** sender | carrier */
    .addColumn('party', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    /** pin | share_link_code */
    .addColumn('verification_method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('chain_sha256', 'text')
    .execute();
  await db.schema.alterTable('offline_items').addColumn('reservation_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offline_items').dropColumn('reservation_id').execute();
  await db.schema.dropTable('document_reservation_answers').execute();
  await db.schema.dropTable('document_reservation_photos').execute();
  await db.schema.dropTable('document_reservations').execute();
}
