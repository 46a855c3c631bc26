import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../../../db/index.ts';

/*
 * "Contains" filters (case-insensitive, `%` and `_` literal) as conditions that an index serves,
 * on the indexes of migration 0014_text_search:
 * - PostgreSQL: `lower(expr) like '%text%'` beside `tenant_trigrams(company_id, lower(expr)) @>
 *   tenant_trigrams(company, text)`, served by a GIN index whose keys are the company and a
 *   trigram together (migration 0024), so one index scan reads only the company's rows;
 * - SQLite: an FTS5 trigram table per searched table, written by triggers with the lower-cased
 *   texts, whose rowid is `company_id << 32 | id`: a phrase query within one company's rowid
 *   range reads that company's matches only. Places also carry their kind in bit 31
 *   (`company_id << 32 | unloading << 31 | id`, migration 0025), so a place filter reads one
 *   kind's matches.
 * Both need 3 characters (one trigram) to use the index; a shorter text is tested on the
 * company's own rows one by one (`companyRowsContaining`).
 * Lower case is PostgreSQL's `lower()` and, on SQLite, the app's `lower()` (JavaScript
 * `toLowerCase`, db/index.ts): both fold Polish letters alike.
 */

/** Which database's text index a "contains" condition reads. */
export type TextSearch = 'postgres' | 'sqlite';

/**
 * The searched tables: their FTS5 table (SQLite) and their searched texts by name there, each
 * the columns it is made of (several: joined by a space).
 */
export const SEARCHED = {
  transits: { fts: 'transits_text', texts: { transit_number: ['transit_number'] } },
  transit_places: {
    fts: 'transit_places_text',
    texts: { town: ['town'], address: ['address'], place: ['place'] },
  },
  transit_carriers: {
    fts: 'transit_carriers_text',
    texts: {
      driver: ['driver_not_from_system'],
      vehicle: ['vehicle_not_from_system'],
      semitrailer: ['semitrailer_not_from_system'],
    },
  },
  clients: { fts: 'clients_text', texts: { name: ['name'] } },
  users: {
    fts: 'users_text',
    texts: { first_last: ['first_name', 'last_name'], last_first: ['last_name', 'first_name'] },
  },
  vehicles: { fts: 'vehicles_text', texts: { number: ['number'] } },
} as const;

type Searched = typeof SEARCHED;
export type SearchedTable = keyof Searched;
export type SearchedText<T extends SearchedTable> = keyof Searched[T]['texts'] & string;

/** A place's kind: its half of a company's rowid range in the places' FTS5 table. */
export type PlaceKind = 'loading' | 'unloading';

/**
 * What a contains condition searches: some texts of a table, read under an alias; for places,
 * optionally of one kind only (a condition on the kind must still be given beside it: shared-in
 * rows are tested one by one, not through the index).
 */
export type TextTarget<T extends SearchedTable> = {
  table: T;
  alias: string;
  texts: readonly SearchedText<T>[];
  kind?: T extends 'transit_places' ? PlaceKind : never;
};

/** A searched text of a row under `alias`, as SQL (the expression the indexes are built on). */
function textOf<T extends SearchedTable>(target: TextTarget<T>, text: SearchedText<T>) {
  const texts: Readonly<Record<string, readonly string[]>> = SEARCHED[target.table].texts;
  const columns = texts[text] ?? [];
  return sql.join(
    columns.map((column) => sql.ref(`${target.alias}.${column}`)),
    sql` || ' ' || `,
  );
}

/** The FTS5 query: the lower-cased text as one phrase (its trigrams in a row), in `columns`. */
export function ftsPhrase(columns: readonly string[], text: string): string {
  return `{${columns.join(' ')}} : "${text.toLowerCase().replace(/"/g, '""')}"`;
}

/** Whether any of the target's texts of the row contain `text`, read row by row. */
export function rowContains<T extends SearchedTable>(
  target: TextTarget<T>,
  text: string,
): Expression<SqlBool> {
  const pattern = likePattern(text);
  const each = target.texts.map(
    (name) => sql<SqlBool>`lower(${textOf(target, name)}) like ${pattern} escape '\\'`,
  );
  return each.length === 1
    ? (each[0] as RawBuilder<SqlBool>)
    : sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

/**
 * Rows of the target of company `companyId` whose texts contain `text`, through the index of
 * each database (see the top of this file).
 */
export function companyRowsContaining<T extends SearchedTable>(
  search: TextSearch,
  target: TextTarget<T>,
  companyId: number,
  text: string,
): Expression<SqlBool> {
  const ref = (column: string) => sql.ref(`${target.alias}.${column}`);
  if (Array.from(text.toLowerCase()).length < TRIGRAM) {
    // One or two characters hold no trigram, so neither index can serve them: the company's own
    // rows are read through their company index and tested one by one. Bounded by one tenant,
    // and the `like` is cheap beside the page's other work.
    return sql<SqlBool>`(${ref('company_id')} = ${companyId} and ${rowContains(target, text)})`;
  }
  if (search === 'postgres') {
    // The company is in every key: a row whose keys hold the text's is the company's. A text
    // without a trigram would have no keys and so match every row of every company.
    const lowered = text.toLowerCase();
    // No `company_id = …` beside it: a prepared statement's generic plan estimated that as
    // selective as the keys and read the company's 10,000 places through it, computing the keys
    // of each (317 ms).
    const wanted = sql`tenant_trigrams(${companyId}, ${lowered})`;
    const keyed = target.texts.map(
      (name) =>
        sql<SqlBool>`tenant_trigrams(${ref('company_id')}, lower(${textOf(target, name)})) @> ${wanted}`,
    );
    // The keys and the texts as two conditions, not a text's keys beside its `like`: the index
    // answers the first, so each row found is tested by `like` alone (as one OR of pairs, each
    // row's keys were computed again: 800 places, 6 ms). A text a row contains is among its keys.
    return sql<SqlBool>`((${sql.join(keyed, sql` or `)}) and ${rowContains(target, text)})`;
  }
  const fts = sql.table(SEARCHED[target.table].fts);
  const { first, span, idMask } = rowidRange(target, companyId);
  return sql<SqlBool>`${ref('id')} in (select rowid & ${sql.lit(idMask)} from ${fts} where ${fts} match ${ftsPhrase(target.texts, text)} and rowid between ${first} and ${first} + ${sql.lit(span - 1)})`;
}

/** The characters of one trigram: what the text indexes need to serve a search. */
const TRIGRAM = 3;

const HALF = 2 ** 31;
const WHOLE = 2 ** 32;

/**
 * The rowids of the target's FTS5 table that belong to the company (and the kind), and the mask
 * that takes a row's id out of its rowid.
 */
function rowidRange<T extends SearchedTable>(target: TextTarget<T>, companyId: number) {
  const places = target.table === 'transit_places';
  const kindOffset = target.kind === 'unloading' ? HALF : 0;
  // The driver binds a JavaScript number as a REAL: a REAL rowid bound is not handed to FTS5,
  // which then reads every company's matches (0.7 ms -> 10 ms for a 500-transit tenant).
  const first = sql`cast(${companyId} as integer) * ${sql.lit(WHOLE)}${kindOffset ? sql` + ${sql.lit(kindOffset)}` : sql``}`;
  return {
    first,
    span: target.kind ? HALF : WHOLE,
    idMask: (places ? HALF : WHOLE) - 1,
  };
}
