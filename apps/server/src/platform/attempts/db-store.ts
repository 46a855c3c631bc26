import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { AttemptCounter, AttemptStore } from './store.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Counters in `attempt_counters` (0012), so a restart keeps them and instances on one database
 * share them. `add` is one upsert (SQLite and PostgreSQL both have ON CONFLICT ... RETURNING):
 * the count is decided in the statement, never read first and written after.
 */
export function createDbAttemptStore(db: Db): AttemptStore {
  return {
    async add(key, now, forget) {
      const since = sql.ref(
        `attempt_counters.${forget.by === 'window' ? 'window_started_at' : 'last_attempt_at'}`,
      );
      const restart = sql<boolean>`${since} <= ${iso(forget.before)}`;
      const row = await db
        .insertInto('attempt_counters')
        .values({
          key,
          attempts: 1,
          window_started_at: iso(now),
          last_attempt_at: iso(now),
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            attempts: sql<number>`case when ${restart} then 1 else ${sql.ref('attempt_counters.attempts')} + 1 end`,
            window_started_at: sql<string>`case when ${restart} then ${iso(now)} else ${sql.ref('attempt_counters.window_started_at')} end`,
            last_attempt_at: iso(now),
          }),
        )
        .returning(['attempts', 'window_started_at', 'last_attempt_at'])
        .executeTakeFirstOrThrow();
      return toCounter(row);
    },
    async get(keys) {
      const found = new Map<string, AttemptCounter>();
      if (keys.length === 0) return found;
      const rows = await db
        .selectFrom('attempt_counters')
        .selectAll()
        .where('key', 'in', [...keys])
        .execute();
      for (const row of rows) found.set(row.key, toCounter(row));
      return found;
    },
    async clear(key) {
      await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
    },
    async sweep(before) {
      await db.deleteFrom('attempt_counters').where('last_attempt_at', '<=', iso(before)).execute();
    },
    close() {
      // The database belongs to the app, which closes it.
      return Promise.resolve();
    },
  };
}

function toCounter(row: {
  attempts: number;
  window_started_at: string;
  last_attempt_at: string;
}): AttemptCounter {
  return {
    attempts: row.attempts,
    windowStartedAt: Date.parse(row.window_started_at),
    lastAttemptAt: Date.parse(row.last_attempt_at),
  };
}
