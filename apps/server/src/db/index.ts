import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type RawBuilder,
  type SqlBool,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from './pg-prepared.ts';
import * as m0001 from './migrations/0001_accounts.ts';
import * as m0002 from './migrations/0002_master_data.ts';
import * as m0003 from './migrations/0003_transits.ts';
import * as m0004 from './migrations/0004_documents.ts';
import * as m0005 from './migrations/0005_signing.ts';
import * as m0006 from './migrations/0006_seal.ts';
import * as m0007 from './migrations/0007_sharing.ts';
import * as m0009 from './migrations/0009_notifications.ts';
import * as m0010 from './migrations/0010_share_party.ts';
import * as m0011 from './migrations/0011_positions.ts';
import * as m0012 from './migrations/0012_attempt_counters.ts';
import * as m0013 from './migrations/0013_versions.ts';
import * as m0014 from './migrations/0014_text_search.ts';
import * as m0015 from './migrations/0015_efti.ts';
import * as m0016 from './migrations/0016_offline_signing.ts';
import * as m0017 from './migrations/0017_api_keys.ts';
import * as m0018 from './migrations/0018_webhooks.ts';
import * as m0019 from './migrations/0019_event_api_key.ts';
import * as m0020 from './migrations/0020_status_count_index.ts';
import * as m0021 from './migrations/0021_place_kind_text_indexes.ts';
import * as m0022 from './migrations/0022_party_reference_indexes.ts';
import * as m0023 from './migrations/0023_child_sort_keys.ts';
import * as m0024 from './migrations/0024_tenant_trigram_indexes.ts';
import * as m0025 from './migrations/0025_place_kind_text_rowids.ts';
import * as m0026 from './migrations/0026_place_transit_status.ts';
import * as m0027 from './migrations/0027_event_outbox.ts';
import * as m0028 from './migrations/0028_company_events.ts';
import * as m0029 from './migrations/0029_webhook_secret_rotation.ts';
import * as m0030 from './migrations/0030_webhook_leases.ts';
import * as m0031 from './migrations/0031_idempotency_keys.ts';
import * as m0032 from './migrations/0032_company_log_throttle.ts';
import * as m0033 from './migrations/0033_auto_link_sends.ts';
import * as m0034 from './migrations/0034_invitation_signup_token.ts';
import * as m0036 from './migrations/0036_sign_code_receiver.ts';
import * as m0037 from './migrations/0037_document_chain.ts';
import * as m0038 from './migrations/0038_handovers.ts';
import * as m0039 from './migrations/0039_reservations.ts';
import * as m0040 from './migrations/0040_document_corrections.ts';
import * as m0041 from './migrations/0041_reservation_answer_codes.ts';
import * as m0042 from './migrations/0042_ecmr_imports.ts';
import * as m0043 from './migrations/0043_efti_gates.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  /** True when the database had no migrations applied before this start. */
  wasEmpty: boolean;
};

const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_master_data': m0002,
  '0003_transits': m0003,
  '0004_documents': m0004,
  '0005_signing': m0005,
  '0006_seal': m0006,
  '0007_sharing': m0007,
  '0009_notifications': m0009,
  '0010_share_party': m0010,
  '0011_positions': m0011,
  '0012_attempt_counters': m0012,
  '0013_versions': m0013,
  '0014_text_search': m0014,
  '0015_efti': m0015,
  '0016_offline_signing': m0016,
  '0017_api_keys': m0017,
  '0018_webhooks': m0018,
  '0019_event_api_key': m0019,
  '0020_status_count_index': m0020,
  '0021_place_kind_text_indexes': m0021,
  '0022_party_reference_indexes': m0022,
  '0023_child_sort_keys': m0023,
  '0024_tenant_trigram_indexes': m0024,
  '0025_place_kind_text_rowids': m0025,
  '0026_place_transit_status': m0026,
  '0027_event_outbox': m0027,
  '0028_company_events': m0028,
  '0029_webhook_secret_rotation': m0029,
  '0030_webhook_leases': m0030,
  '0031_idempotency_keys': m0031,
  '0032_company_log_throttle': m0032,
  '0033_auto_link_sends': m0033,
  '0034_invitation_signup_token': m0034,
  '0036_sign_code_receiver': m0036,
  '0037_document_chain': m0037,
  '0038_handovers': m0038,
  '0039_reservations': m0039,
  '0040_document_corrections': m0040,
  '0041_reservation_answer_codes': m0041,
  '0042_ecmr_imports': m0042,
  '0043_efti_gates': m0043,
};

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** PostgreSQL connections per instance; above the request concurrency a page's parallel queries need. */
  databasePoolMax?: number;
  /**
   * PostgreSQL: plan each prepared statement once, for any parameters (`plan_cache_mode =
   * force_generic_plan`). For connections that run only statements written for generic plans.
   */
  genericPlans?: boolean;
};

export function openDatabase(options: DatabaseOptions): {
  db: Db;
  dialect: DialectName;
} {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolMax ?? 10,
      ...(options.genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
      // Unreachable (not refusing) database: a request answers 503 after this, never hangs.
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the server closes (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would end the process. The pool replaces it.
    pool.on('error', () => undefined);
    // The same for a connection that is checked out between two queries of a transaction: with
    // no listener its 'error' would end the process; the running query fails instead, and the
    // pool drops the broken connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      }),
      dialect: 'postgres',
    };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  return { db: sqliteKysely(openSqliteConnection(options.sqliteFile)), dialect: 'sqlite' };
}

/**
 * A connection to the SQLite file with the functions our SQL relies on. `readonly` opens a
 * reading connection beside the writer (list reader threads): WAL lets it read while the
 * writer writes, and it can never write itself.
 */
export function openSqliteConnection(
  file: string,
  options: { readonly?: boolean } = {},
): SQLite.Database {
  const database = new SQLite(file, { readonly: options.readonly ?? false });
  if (!options.readonly) database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // SQLite's lower() folds ASCII only; searches must also match Ł, Ó, Ś, Ż like PostgreSQL does.
  database.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return database;
}

export function sqliteKysely(database: SQLite.Database): Db {
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small query. Queries
 * repeat by their SQL text (values are parameters), so prepared statements are kept, least
 * recently used dropped. Safe because Kysely runs one query at a time on its one connection.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = database.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
      }
      cache.set(text, statement);
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}

/** Applies every pending migration; reports whether the database was empty before. */
export async function migrate(db: Db): Promise<{ wasEmpty: boolean }> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const before = await migrator.getMigrations();
  const wasEmpty = before.every((migration) => migration.executedAt === undefined);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason =
      error instanceof Error ? error.message : (failed?.migrationName ?? 'unknown error');
    throw new Error(`Database migration failed: ${reason}`, { cause: error });
  }
  return { wasEmpty };
}

export async function openAndMigrate(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { db, dialect } = openDatabase(options);
  try {
    const { wasEmpty } = await migrate(db);
    return { db, dialect, wasEmpty };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // SQLite (better-sqlite3) and PostgreSQL (23505) unique violations.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export type Executor = Db | Transaction<Database>;

export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `?` placeholders (SQLite) as `$1, $2, ...` (PostgreSQL), for SQL written once as text. */
export function toNumberedParameters(text: string): string {
  let position = 0;
  return text.replace(/\?/g, () => `$${String((position += 1))}`);
}

/** A boolean expression's value: PostgreSQL answers true/false, SQLite 1/0. */
export function sqlBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Case-insensitive "contains" that treats % and _ in the text literally. */
export function containsText(
  column: string | RawBuilder<unknown>,
  text: string,
): RawBuilder<SqlBool> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`lower(${target}) like ${likePattern(text)} escape '\\'`;
}

/** `%text%` for LIKE, lower case, with LIKE's own characters escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** count(*) answers a bigint string on PostgreSQL and a number on SQLite. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** A person's "first last" or "last first" contains the text (`alias` is the users table's alias). */
export function personNameContains(alias: string, text: string): RawBuilder<SqlBool> {
  const first = sql.ref(`${alias}.first_name`);
  const last = sql.ref(`${alias}.last_name`);
  return sql<SqlBool>`(${containsText(sql`${first} || ' ' || ${last}`, text)} or ${containsText(sql`${last} || ' ' || ${first}`, text)})`;
}
