import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * A company's own log: what happened in its dealings outside any one transit (an invitation it
 * sent, a webhook endpoint given up on), one row per event, as the transit and document
 * histories are for theirs. A share link's last opening, so loads within the opening gap are one
 * opening whatever else the company has set up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('company_events')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_api_key_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    /** JSON: CompanyEventData */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('company_events_company_idx')
    .on('company_events')
    .columns(['company_id', 'id'])
    .execute();
  await db.schema.alterTable('share_tokens').addColumn('last_opened_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_tokens').dropColumn('last_opened_at').execute();
  await db.schema.dropTable('company_events').execute();
}
