import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * A share-link code may be for answering a reservation (`reservation_id`) through the sender's or
 * the carrier's link, so that a signing code never answers and an answer code never signs. A
 * correction proposal's message to a party that signed through its link is sent once per
 * correction and party (`correction_link_sends`: claimed by its unique key before sending)
 * (docs/decisions/0129-link-answers-and-correction-messages.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema.alterTable('share_sign_codes').addColumn('reservation_id', 'integer').execute();
  await db.schema
    .createTable('correction_link_sends')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('correction_id', 'integer', (c) =>
      c.notNull().references('document_corrections.id').onDelete('cascade'),
    )
    .addColumn('party_key', 'text', (c) => c.notNull())
    .addColumn('share_token_id', 'integer')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('correction_link_sends_uq', ['correction_id', 'party_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('correction_link_sends').execute();
  await db.schema.alterTable('share_sign_codes').dropColumn('reservation_id').execute();
}
