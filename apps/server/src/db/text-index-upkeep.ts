import { sql } from 'kysely';
import type { Db } from './index.ts';

/*
 * SQLite's upkeep, run between requests: statistics for its query planner, and compact text
 * indexes. SQLite's "contains" indexes (FTS5 trigram tables, migration 0014) are stored as segments:
 * every write transaction adds one, and FTS5 merges them only level by level, so a busy
 * database keeps 10-20 of them per table. A search reads every segment: on the benchmark's
 * 109,500 transits a 500-transit tenant's driver search took 5.1 ms with 18 segments and 0.4 ms
 * with one. Upkeep merges a table's segments into one, in small steps on the writer's
 * connection (each a short write transaction, with a pause between steps for the requests), and
 * spends at most `dutyCycle` of the time doing it: a table waits `duration / dutyCycle` after a
 * merge that took `duration` before it is merged again. PostgreSQL's GIN indexes need none.
 */

export type TextIndexUpkeepOptions = {
  /** How often the segment counts are looked at. */
  intervalMs: number;
  /** A table with more segments than this is merged. */
  maxSegments: number;
  /** Pages written per merge step (FTS5 `merge`); a step is a few milliseconds of writing. */
  stepPages: number;
  /** The share of time merging may take, per table. */
  dutyCycle: number;
};

export const TEXT_INDEX_UPKEEP_DEFAULTS: TextIndexUpkeepOptions = {
  intervalMs: 60_000,
  maxSegments: 3,
  stepPages: 16,
  dutyCycle: 0.01,
};

export type TextIndexUpkeep = {
  /** Merges every table that needs it now, ignoring the pause; resolves when done. */
  mergeNow(): Promise<void>;
  close(): Promise<void>;
};

type Log = { error: (details: object, message: string) => void };

/** The FTS5 tables of the database (their shadow tables are not listed as virtual). */
export async function textIndexTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and sql like 'create virtual table % using fts5%'
    order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** How many segments a table's index has now. */
export async function segmentCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db);
  return rows[0]?.n ?? 0;
}

async function totalChanges(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return rows[0]?.n ?? 0;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Merges every segment of `table` into one, `stepPages` at a time (a negative FTS5 `merge`
 * takes all segments, whatever their level). A step that changes fewer than 2 rows did no work
 * (the FTS5 documentation's test): the merge is done.
 */
export async function mergeSegments(
  db: Db,
  table: string,
  stepPages: number,
  stop: () => boolean = () => false,
): Promise<void> {
  while (!stop()) {
    const before = await totalChanges(db);
    await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('merge', ${-stepPages})`.execute(
      db,
    );
    if ((await totalChanges(db)) - before < 2) return;
    // Requests waiting for the connection go first.
    await pause(1);
  }
}

/**
 * SQLite plans with the statistics ANALYZE leaves (`sqlite_stat1`); a database that never had
 * them guesses, and on the benchmark's data it then read a whole tenant's status index to test
 * 999 driver-filter ids instead of looking the ids up (2.8 ms -> 5.0 ms). `optimize` with 0x10002
 * analyzes every table that has no statistics or has changed much since, and nothing else;
 * `analysis_limit` bounds each table's sample, so a pass costs milliseconds. (PostgreSQL's
 * autovacuum does this for it.)
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await sql`pragma analysis_limit = 400`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}

/** Starts the upkeep for a SQLite database; for PostgreSQL there is nothing to keep. */
export function startTextIndexUpkeep(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  log: Log,
  options: TextIndexUpkeepOptions = TEXT_INDEX_UPKEEP_DEFAULTS,
): TextIndexUpkeep {
  if (dialect !== 'sqlite')
    return { mergeNow: () => Promise.resolve(), close: () => Promise.resolve() };
  const state = { closed: false };
  /** When each table may be merged again. */
  const notBefore = new Map<string, number>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function pass(force: boolean): Promise<void> {
    await refreshPlannerStatistics(db);
    for (const table of await textIndexTables(db)) {
      if (state.closed) return;
      if (!force && Date.now() < (notBefore.get(table) ?? 0)) continue;
      if ((await segmentCount(db, table)) <= options.maxSegments && !force) continue;
      const started = performance.now();
      await mergeSegments(db, table, options.stepPages, () => state.closed);
      const took = performance.now() - started;
      notBefore.set(table, Date.now() + took / options.dutyCycle);
    }
  }

  function run(force: boolean): Promise<void> {
    if (state.closed) return Promise.resolve();
    running ??= pass(force)
      .catch((error: unknown) => {
        log.error({ err: error }, 'text index upkeep failed');
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule() {
    if (state.closed) return;
    timer = setTimeout(() => {
      void run(false).finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }
  // The first look soon after start: a database written by an earlier run may need it most.
  timer = setTimeout(() => {
    void run(false).finally(schedule);
  }, 1000);
  timer.unref();

  return {
    async mergeNow() {
      await running;
      await run(true);
    },
    async close() {
      state.closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
