import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * PostgreSQL: the place filters (loading_place, unloading_place; spec 1 §3) search one kind of
 * place, but the trigram indexes of migration 0014 held both: the large benchmark tenant's
 * "Berli" found 2,460 places in the index and read each from the table to keep its 800 loading
 * ones (1,834 heap blocks). One partial index per kind finds only that kind. (A `kind` key inside
 * the GIN index would read the kind's postings of every company instead.) The list inlines the
 * kind as a literal so that a prepared statement's generic plan can use the partial index.
 * SQLite's FTS5 tables are unchanged.
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const TEXTS = ['town', 'address', 'place'] as const;
const KINDS = ['loading', 'unloading'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const text of TEXTS) {
    for (const kind of KINDS) {
      await sql
        .raw(
          `create index transit_places_${kind}_${text}_trgm_idx on transit_places using gin (company_id, (lower(${text})) gin_trgm_ops) where kind = '${kind}'`,
        )
        .execute(db);
    }
    await sql.raw(`drop index transit_places_${text}_trgm_idx`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const text of TEXTS) {
    await sql
      .raw(
        `create index transit_places_${text}_trgm_idx on transit_places using gin (company_id, (lower(${text})) gin_trgm_ops)`,
      )
      .execute(db);
    for (const kind of KINDS) {
      await sql.raw(`drop index transit_places_${kind}_${text}_trgm_idx`).execute(db);
    }
  }
}
