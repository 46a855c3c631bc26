import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The after-commit work of a write: its events (ids and bodies) and the real-time messages its
 * in-transaction subscribers staged, written in the write's own transaction. The row goes once
 * every after-commit subscriber has run; a failure leaves it for a retry with backoff, so a
 * committed write never loses what should follow it (a lost instance's claim runs out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('event_outbox')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    /** JSON: the RecordedEvents of the write */
    .addColumn('events', 'text', (c) => c.notNull())
    /** JSON: the messages to publish, [{ channel, message }] */
    .addColumn('messages', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('claim_id', 'text')
    .execute();
  await db.schema
    .createIndex('event_outbox_due_idx')
    .on('event_outbox')
    .column('next_attempt_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_outbox').execute();
}
