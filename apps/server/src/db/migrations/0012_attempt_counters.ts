import type { Kysely } from 'kysely';

/**
 * Attempt limits that survive a restart and that every instance shares, so neither a restart
 * nor a second instance resets or doubles them (docs/decisions/0011-attempt-limits.md).
 * `attempt_counters`: one row per limited key (`<action>:<key>`), its attempts, when its
 * window started and when the last attempt came (ISO text); rows are changed by one upsert, so
 * parallel requests never lose a count. `users.pin_failures`: wrong PINs in a row; at 5 the PIN
 * is locked until the user sets a new one with his password or an Admin resets it. It lives on
 * the user row, not in the counters (which may be in Redis), because a lock must not expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('last_attempt_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_last_attempt_at')
    .on('attempt_counters')
    .column('last_attempt_at')
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('pin_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pin_failures').execute();
  await db.schema.dropTable('attempt_counters').execute();
}
