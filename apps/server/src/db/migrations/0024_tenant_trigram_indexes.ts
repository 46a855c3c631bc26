import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * PostgreSQL: the "contains" indexes of 0014/0021 were GIN over (company_id, lower(text)
 * gin_trgm_ops). Such an index keeps the company and each trigram as separate keys, so a search
 * reads each trigram's postings for every company and intersects them with the company's: the
 * 10,000-transit tenant's driver "adam lewan" read 8 trigrams' postings of all 200 companies
 * (1.8-3.1 ms), a town "berli" 0.8-0.9 ms. Here each key is the company and a trigram together
 * (`tenant_trigrams`: '7:ada'), so a search reads only its company's postings (0.17 and 0.15 ms).
 * The trigrams are the text's characters three by three, spaces and punctuation included, with
 * no word splitting: every trigram of a text a row contains is one of the row's, so the index
 * never misses a match, and the `like` beside it (transits/list/contains.ts) drops the others.
 * SQLite's FTS5 tables are unchanged.
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The searched texts: table, name in the index's name, the SQL of the text, the kinds (places). */
const SEARCHED: { table: string; name: string; text: string; kinds?: string[] }[] = [
  { table: 'transits', name: 'transit_number', text: 'transit_number' },
  ...['town', 'address', 'place'].map((name) => ({
    table: 'transit_places',
    name,
    text: name,
    kinds: ['loading', 'unloading'],
  })),
  { table: 'transit_carriers', name: 'driver', text: 'driver_not_from_system' },
  { table: 'transit_carriers', name: 'vehicle', text: 'vehicle_not_from_system' },
  { table: 'transit_carriers', name: 'semitrailer', text: 'semitrailer_not_from_system' },
  { table: 'clients', name: 'name', text: 'name' },
  { table: 'users', name: 'first_last', text: `first_name || ' ' || last_name` },
  { table: 'users', name: 'last_first', text: `last_name || ' ' || first_name` },
  { table: 'vehicles', name: 'number', text: 'number' },
];

/** Each index of a searched text: its name and its partial condition (places: one per kind). */
function indexesOf(searched: (typeof SEARCHED)[number]) {
  const kinds = searched.kinds ?? [null];
  return kinds.map((kind) => ({
    name: kind
      ? `${searched.table}_${kind}_${searched.name}_trgm_idx`
      : `${searched.table}_${searched.name}_trgm_idx`,
    where: kind ? ` where kind = '${kind}'` : '',
  }));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Parallel restricted: the planner charges the function for each row a bitmap scan finds, so a
  // search looked costly enough to start a worker (3-10 ms of start-up for 800 rows).
  await sql`
    create function tenant_trigrams(company integer, value text) returns text[]
    language sql immutable strict parallel restricted
    as $$
      select coalesce(array_agg(distinct company::text || ':' || substr(value, i, 3)), '{}')
      from generate_series(1, length(value) - 2) as i
    $$`.execute(db);
  for (const searched of SEARCHED) {
    for (const { name, where } of indexesOf(searched)) {
      await sql.raw(`drop index ${name}`).execute(db);
      await sql
        .raw(
          `create index ${name} on ${searched.table} using gin (tenant_trigrams(company_id, lower(${searched.text})))${where}`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const searched of SEARCHED) {
    for (const { name, where } of indexesOf(searched)) {
      await sql.raw(`drop index ${name}`).execute(db);
      await sql
        .raw(
          `create index ${name} on ${searched.table} using gin (company_id, (lower(${searched.text})) gin_trgm_ops)${where}`,
        )
        .execute(db);
    }
  }
  await sql`drop function tenant_trigrams(integer, text)`.execute(db);
}
