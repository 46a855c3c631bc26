import type { Kysely } from 'kysely';

/**
 * Refusals go to the company's log at most once a minute for each (company, kind, subject,
 * reason): the row here is the last one written, and claiming it is one conditional upsert, so
 * instances racing on the same refusal write it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_log_throttle')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_log_throttle_pk', ['company_id', 'kind', 'subject', 'reason'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_log_throttle').execute();
}
