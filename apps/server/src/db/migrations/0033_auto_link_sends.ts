import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * A transit's link sent by itself to its contractors outside the product (spec 2 §4;
 * docs/decisions/0115-links-sent-by-themselves.md): a company switch (on by default), one row per
 * transit and party whose unique key makes a repeated after-commit run send nothing more, and
 * the last outcome kept on the contractor for its row in the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('companies')
    .addColumn('is_auto_send_links', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of [
    'last_auto_send_status',
    'last_auto_send_channel',
    'last_auto_send_reason',
    'last_auto_send_at',
    'last_auto_send_transit',
  ]) {
    await db.schema.alterTable('clients').addColumn(column, 'text').execute();
  }
  await db.schema
    .createTable('auto_link_sends')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('transit_id', 'integer', (c) => c.notNull())
    /** sender | receiver:<transit receiver id> | carrier:<client id> */
    .addColumn('party_key', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) => c.notNull())
    /** claimed (being sent) | sent | skipped */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('channel', 'text')
    .addColumn('reason', 'text')
    .addColumn('share_token_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('auto_link_sends_party_uq', ['transit_id', 'party_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auto_link_sends').execute();
  for (const column of [
    'last_auto_send_transit',
    'last_auto_send_at',
    'last_auto_send_reason',
    'last_auto_send_channel',
    'last_auto_send_status',
  ]) {
    await db.schema.alterTable('clients').dropColumn(column).execute();
  }
  await db.schema.alterTable('companies').dropColumn('is_auto_send_links').execute();
}
