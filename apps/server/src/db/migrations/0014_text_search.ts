import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Indexes for the transit list's "contains" filters (spec 1 §3): client name, driver, loading and
 * unloading places, vehicle number, transit number. Each searched text is indexed per company,
 * as the list reads it (transits/list/contains.ts):
 * - PostgreSQL: GIN on (company_id, lower(text) gin_trgm_ops), pg_trgm for the trigrams and
 *   btree_gin for the company: one index scan answers `company_id = $1 and lower(text) like $2`.
 * - SQLite: an FTS5 trigram table per table, contentless, holding the lower-cased texts under
 *   rowid `company_id << 32 | id`, written by triggers. `lower` there is the app's (JavaScript
 *   toLowerCase, db/index.ts), which folds Polish letters as PostgreSQL's does; a write through
 *   a connection without it would fold ASCII only.
 */
const SEARCHED: { table: string; texts: Record<string, string[]> }[] = [
  { table: 'transits', texts: { transit_number: ['transit_number'] } },
  { table: 'transit_places', texts: { town: ['town'], address: ['address'], place: ['place'] } },
  {
    table: 'transit_carriers',
    texts: {
      driver: ['driver_not_from_system'],
      vehicle: ['vehicle_not_from_system'],
      semitrailer: ['semitrailer_not_from_system'],
    },
  },
  { table: 'clients', texts: { name: ['name'] } },
  {
    table: 'users',
    texts: { first_last: ['first_name', 'last_name'], last_first: ['last_name', 'first_name'] },
  },
  { table: 'vehicles', texts: { number: ['number'] } },
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The text's SQL over a row reached as `row` (`new`, `old` or the table itself). */
const textSql = (columns: string[], row: string) =>
  columns.map((column) => (row ? `${row}.${column}` : column)).join(` || ' ' || `);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create extension if not exists btree_gin`.execute(db);
    for (const { table, texts } of SEARCHED) {
      for (const [name, columns] of Object.entries(texts)) {
        await sql
          .raw(
            `create index ${table}_${name}_trgm_idx on ${table} using gin (company_id, (lower(${textSql(columns, '')})) gin_trgm_ops)`,
          )
          .execute(db);
      }
    }
    return;
  }
  for (const { table, texts } of SEARCHED) {
    const fts = `${table}_text`;
    const names = Object.keys(texts);
    const values = (row: string) =>
      Object.values(texts)
        .map((columns) => `lower(${textSql(columns, row)})`)
        .join(', ');
    const rowid = (row: string) => `${row}.company_id * 4294967296 + ${row}.id`;
    const watched = [...new Set(['company_id', ...Object.values(texts).flat()])].join(', ');
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${names.join(', ')}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${fts} (rowid, ${names.join(', ')}) select ${rowid(table)}, ${values(table)} from ${table}`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin
          insert into ${fts} (rowid, ${names.join(', ')}) values (${rowid('new')}, ${values('new')});
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${watched} on ${table} begin
          delete from ${fts} where rowid = ${rowid('old')};
          insert into ${fts} (rowid, ${names.join(', ')}) values (${rowid('new')}, ${values('new')});
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin
          delete from ${fts} where rowid = ${rowid('old')};
        end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, texts } of SEARCHED) {
    if (isPostgres(db)) {
      for (const name of Object.keys(texts)) {
        await sql.raw(`drop index if exists ${table}_${name}_trgm_idx`).execute(db);
      }
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_text_${event}`).execute(db);
      }
      await sql.raw(`drop table if exists ${table}_text`).execute(db);
    }
  }
}
