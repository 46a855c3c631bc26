import { expressionBuilder, sql, type CompiledQuery, type SqlBool } from 'kysely';
import { readsSharedIn, seesSharedIn } from '@transitdocs/domain';
import { isPostgres, sqlBoolean, toCount, type Executor } from '../../../db/index.ts';
import type { Database, TransitRow } from '../../../db/schema.ts';
import {
  PAGE_DETAILS,
  PAGE_DETAIL_ROWS,
  TRANSIT_COLUMNS,
  detailsOf,
  jsonColumns,
  loadTransitDetails,
  rowsOf,
  type DetailJson,
  type JsonColumns,
  type TransitDetails,
} from '../details-query.ts';
import type { TextSearch } from './contains.ts';
import {
  filterRowConditions,
  readsKeySets,
  setsAndConditions,
  type TransitFilters,
} from './filters.ts';
import {
  seenBy,
  sharedTransitIds,
  visibleRows,
  type TransitScope,
  type TransitSource,
  type TransitVisibility,
} from './visibility.ts';

/*
 * The list statement: the transits a caller may see (visibility.ts) that match its filters
 * (filters.ts), one page of them in (created_at desc, id desc) order, the count, and whether
 * rows lie past a cursor. PostgreSQL answers all that and the page's details in one round trip;
 * SQLite in two statements (the page, then its details).
 */

/** A position in the (created_at desc, id desc) order. */
export type TransitKey = { createdAt: string; id: number };

export type ListWindow =
  | { kind: 'page'; limit: number; offset: number }
  /** `after`: rows older than the key (next); `before`: rows newer than the key (previous) */
  | { kind: 'cursor'; limit: number; key: TransitKey | null; direction: 'after' | 'before' };

export type TransitListPage = {
  count: number;
  rows: TransitRow[];
  details: TransitDetails;
  /** cursor paging: whether rows exist past either end of `rows` */
  hasOlder: boolean;
  hasNewer: boolean;
};

/** Everything a list statement is built from. */
export type ListInput = {
  scope: TransitScope;
  filters: TransitFilters;
  window: ListWindow;
  /** yyyy-MM-dd in Poland: decides pending/running */
  today: string;
  /** SQLite: the transits shared in, read beforehand (PostgreSQL reads them in the statement) */
  sharedIds: readonly number[];
};

/** What a page query answers besides its rows; computed once per query (uncorrelated). */
type PageScalars = { total: number | string | bigint | null; other_side: unknown };
/** The page's transits as JSON columns, in the page's order (PostgreSQL). */
type PageRowsJson = { d_rows: JsonColumns };

/**
 * The transits of `source` that the filters pick, as a condition on `transits`: for row filters
 * only (a set filter's statements read `matchingKeys`).
 */
function matching(input: ListInput, source: TransitSource, search: TextSearch): TransitVisibility {
  return (eb) => {
    const visible = visibleRows(eb, input.scope, source, search);
    const filters = filterRowConditions({ eb, visible, today: input.today }, input.filters);
    return filters.length === 0 ? visible.transits : eb.and([visible.transits, ...filters]);
  };
}

/**
 * The transits of `source` that the filters pick, with their sort keys, as a query (for the
 * matching-set statement: at least one set filter is given). The sets' rows carry the keys, so
 * when no condition is left for `transits` (only set filters, or row filters the places' copied
 * columns answer: filters.ts, `setsAndConditions`) and the source is the company's own transits
 * (no driver's restriction) the sets are the answer and no transit is read (PostgreSQL, the 10,000-transit
 * tenant's client "001-03", 1,607 matches: the statement 5.8 -> 2.2-2.5 ms). Otherwise the
 * transits the sets found are read for the visibility and the row filters, one by one: SQLite,
 * given the same as a membership test on `transits`, read all 10,000 of the company's transits
 * to keep the 476 of 800 places' transits that were running (4.0 -> 3.0-3.75 ms).
 */
function matchingKeys(input: ListInput, source: TransitSource, search: TextSearch) {
  const eb = expressionBuilder<Database, 'transits'>();
  const visible = visibleRows(eb, input.scope, source, search);
  const scope = { eb, visible, today: input.today };
  const { sets, conditions } = setsAndConditions(scope, input.filters);
  const [only] = sets;
  // A query in a template is parenthesised; the intersection is given its parentheses.
  const found =
    only && sets.length === 1
      ? only
      : sql`(${sql.join(
          sets.map((set, index) => sql`select * from ${set} as ${sql.ref(`set_${index}`)}`),
          sql` intersect `,
        )})`;
  const ownOnly = source === 'own' || (typeof source === 'object' && source.sharedIds.length === 0);
  if (ownOnly && seesSharedIn(input.scope.sees) && conditions.length === 0) return found;
  // CROSS JOIN: SQLite then reads the found transits first (PostgreSQL orders joins freely).
  return sql`(select transits.id, transits.created_at from ${found} as k cross join transits
    where transits.id = k.id and ${sql.join([visible.transits, ...conditions], sql` and `)})`;
}

/**
 * How a window reads the list: the cursor's key (none for numbered pages), whether it goes to
 * older rows, and so the order its rows are read in.
 */
function readingOf(window: ListWindow) {
  const key = window.kind === 'cursor' ? window.key : null;
  const older = window.kind === 'cursor' && window.direction === 'after';
  const direction: 'asc' | 'desc' = window.kind === 'page' || older ? 'desc' : 'asc';
  return { key, older, direction };
}

function keyCondition(key: TransitKey, op: '<' | '>' | '<=' | '>=', table = 'transits') {
  return sql<SqlBool>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) ${sql.raw(op)} (${key.createdAt}, ${key.id})`;
}

function countOfTransits(db: Executor, where: TransitVisibility) {
  return db.selectFrom('transits').select(db.fn.countAll().as('n')).where(where);
}

/**
 * Whether transits of `where` lie on the far side of a cursor's key (older when paging `older`),
 * the key's own row included: it was on the page the cursor came from.
 */
function rowsPastKey(
  db: Executor,
  where: TransitVisibility,
  key: TransitKey | null,
  older: boolean,
) {
  return key
    ? sql<boolean>`exists ${db
        .selectFrom('transits')
        .select('transits.id')
        .where(where)
        .where(keyCondition(key, older ? '>=' : '<='))}`
    : sql<boolean>`1 = 0`;
}

/** The page's transits as JSON columns, in the page's order (PostgreSQL). */
function pageRowsSql(order: 'asc' | 'desc') {
  return sql.raw(
    jsonColumns(
      true,
      TRANSIT_COLUMNS,
      'p',
      // An aggregate reads a sorted subquery in its order.
      `from (select * from page order by created_at ${order}, id ${order}) p`,
    ),
  );
}
const PAGE_ROWS = { asc: pageRowsSql('asc'), desc: pageRowsSql('desc') };

/**
 * The list statement. PostgreSQL: one round trip answers the count, the cursor probe, the page
 * and its details. Own and shared-in transits are two branches, each an ordered index scan (an
 * OR of the two would read and sort every transit of the company). SQLite: the page is cut
 * first and the count read beside it (computed once); its details are a second statement
 * (`loadTransitDetails`: as one statement its planner computed the details subqueries per
 * candidate row).
 */
export function compileListStatement(db: Executor, input: ListInput): CompiledQuery {
  const { window } = input;
  const { key, older, direction } = readingOf(window);
  const search: TextSearch = isPostgres(db) ? 'postgres' : 'sqlite';
  /** The rows of `where` in page order, cut to the page (SQLite). */
  const pageOf = (where: TransitVisibility) => {
    let page = db.selectFrom('transits').selectAll('transits').where(where);
    if (key) page = page.where(keyCondition(key, older ? '<' : '>'));
    page = page.orderBy('transits.created_at', direction).orderBy('transits.id', direction);
    // Cursor pages read one row past the page: it tells whether more follow.
    if (window.kind === 'cursor') return page.limit(window.limit + 1);
    return page.limit(window.limit).offset(window.offset);
  };
  /**
   * The sort keys of `where` in page order, as far as a page of a union of branches needs: each
   * branch gives every row up to the page's end. Keys only, from the index: with whole rows, a
   * page at offset 5,000 read 5,010 rows from the table to keep 10 (16.8 ms against 0.8 ms).
   */
  const keysOf = (where: TransitVisibility) => {
    let keys = db
      .selectFrom('transits')
      .select(['transits.created_at', 'transits.id'])
      .where(where);
    if (key) keys = keys.where(keyCondition(key, older ? '<' : '>'));
    keys = keys.orderBy('transits.created_at', direction).orderBy('transits.id', direction);
    return keys.limit(window.kind === 'cursor' ? window.limit + 1 : window.offset + window.limit);
  };

  if (readsKeySets(input.filters)) return compileMatchingSetStatement(db, input);
  if (isPostgres(db)) {
    const branches: TransitSource[] = readsSharedIn(input.scope.sees) ? ['own', 'shared'] : ['own'];
    const sources = branches.map((source) => matching(input, source, search));
    const cut =
      window.kind === 'page'
        ? sql`limit ${window.limit} offset ${window.offset}`
        : sql`limit ${window.limit + 1}`;
    return sql<PageScalars & DetailJson & PageRowsJson>`
      with page_keys as materialized (
        select * from (${sql.join(sources.map(keysOf), sql` union all `)}) u
        order by u.created_at ${sql.raw(direction)}, u.id ${sql.raw(direction)} ${cut}),
      page as materialized (
        select * from transits where transits.id in (select id from page_keys))${PAGE_DETAIL_ROWS.postgres}
      select ${sql.join(
        sources.map((where) => countOfTransits(db, where)),
        sql` + `,
      )} as total,
        ${sql.join(
          sources.map((where) => rowsPastKey(db, where, key, older)),
          sql` or `,
        )} as other_side,
        ${PAGE_ROWS[direction]} as d_rows,
        ${PAGE_DETAILS.postgres}`.compile(db);
  }
  const where = matching(input, { sharedIds: input.sharedIds }, search);
  return db
    .selectFrom(pageOf(where).as('transits'))
    .selectAll('transits')
    .select([
      countOfTransits(db, where).as('total'),
      rowsPastKey(db, where, key, older).as('other_side'),
    ])
    .orderBy('transits.created_at', direction)
    .orderBy('transits.id', direction)
    .compile();
}

/**
 * The list statement when a filter finds its transits as a set (text indexes, contractors,
 * places: `SetFilter` in filters.ts). The matches are built once, as `matching` (with each row's
 * sort key), and the count, the cursor probe and the page all read it: counted and then cut again,
 * as a list of row filters is, it was built twice (SQLite, 999 of 10,000 transits matching a
 * driver: 10.9 ms -> 6.8 ms). The page is the set's first rows in list order, joined back to
 * `transits`: a sort of the matches only, however few of the company's transits match.
 */
function compileMatchingSetStatement(db: Executor, input: ListInput): CompiledQuery {
  const { window } = input;
  const { key, older, direction: order } = readingOf(window);
  const direction = sql.raw(order);
  const postgres = isPostgres(db);
  const search: TextSearch = postgres ? 'postgres' : 'sqlite';
  const sources: TransitSource[] = !postgres
    ? [{ sharedIds: input.sharedIds }]
    : readsSharedIn(input.scope.sees)
      ? ['own', 'shared']
      : ['own'];
  const matchingRows = sql.join(
    sources.map(
      (source, index) =>
        // A CTE's body cannot start with a parenthesis: read from each branch.
        sql`select * from ${matchingKeys(input, source, search)} as ${sql.ref(`source_${index}`)}`,
    ),
    sql` union all `,
  );
  const cut =
    window.kind === 'page'
      ? sql`limit ${window.limit} offset ${window.offset}`
      : // Cursor pages read one row past the page: it tells whether more follow.
        sql`limit ${window.limit + 1}`;
  const pageIds = sql`select m.id from matching m ${key ? sql`where ${keyCondition(key, older ? '<' : '>', 'm')}` : sql``} order by m.created_at ${direction}, m.id ${direction} ${cut}`;
  const { total, otherSide } = matchingScalars(key, older);
  if (postgres) {
    return sql<PageScalars & DetailJson & PageRowsJson>`
      with matching as materialized (${matchingRows}),
      page as materialized (
        select * from transits where transits.id in (${pageIds}))${PAGE_DETAIL_ROWS.postgres}
      select ${total} as total, ${otherSide} as other_side,
        ${PAGE_ROWS[order]} as d_rows,
        ${PAGE_DETAILS.postgres}`.compile(db);
  }
  return sql<TransitRow & PageScalars>`
    with matching as materialized (${matchingRows})
    select transits.*, ${total} as total, ${otherSide} as other_side
    from transits where transits.id in (${pageIds})
    order by transits.created_at ${direction}, transits.id ${direction}`.compile(db);
}

/** The count of the CTE `matching` and whether rows of it lie past a cursor's key. */
function matchingScalars(key: TransitKey | null, older: boolean) {
  return {
    total: sql`(select count(*) from matching)`,
    otherSide: key
      ? sql`exists (select 1 from matching m where ${keyCondition(key, older ? '>=' : '<=', 'm')})`
      : sql`1 = 0`,
  };
}

/** A selected row without the columns the list query adds to the table's own. */
function transitRowOf(row: TransitRow & Partial<PageScalars>): TransitRow {
  const transit = { ...row };
  delete transit.total;
  delete transit.other_side;
  return transit;
}

/** SQLite, a page past the last row: the count and the cursor probe without the page. */
async function emptyPageScalars(db: Executor, input: ListInput): Promise<PageScalars> {
  const { key, older } = readingOf(input.window);
  const source = { sharedIds: input.sharedIds };
  if (readsKeySets(input.filters)) {
    const { total, otherSide } = matchingScalars(key, older);
    const { rows } = await sql<PageScalars>`
      with matching as materialized (select * from ${matchingKeys(input, source, 'sqlite')} as m)
      select ${total} as total, ${otherSide} as other_side`.execute(db);
    return rows[0] ?? { total: 0, other_side: false };
  }
  const where = matching(input, source, 'sqlite');
  return db
    .selectNoFrom([
      countOfTransits(db, where).as('total'),
      rowsPastKey(db, where, key, older).as('other_side'),
    ])
    .executeTakeFirstOrThrow();
}

/** One page of the transits `scope` may see that match `filters`, with their details. */
export async function listTransits(
  db: Executor,
  scope: TransitScope,
  filters: TransitFilters,
  window: ListWindow,
  today: string,
): Promise<TransitListPage> {
  const postgres = isPostgres(db);
  const input: ListInput = {
    scope,
    filters,
    window,
    today,
    sharedIds: postgres ? [] : await sharedTransitIds(db, scope),
  };
  const statement = compileListStatement(db, input);
  const { key: cursorKey, older } = readingOf(window);

  let answer: PageScalars;
  let fetched: TransitRow[];
  let details: TransitDetails | undefined;
  if (postgres) {
    const { rows } = await db.executeQuery<PageScalars & DetailJson & PageRowsJson>(statement);
    const row = rows[0];
    if (!row) throw new Error('the page query answers one row');
    answer = row;
    fetched = rowsOf<TransitRow>(TRANSIT_COLUMNS, row.d_rows);
    details = detailsOf(row);
  } else {
    const { rows } = await db.executeQuery<TransitRow & PageScalars>(statement);
    fetched = rows.map(transitRowOf);
    answer =
      rows[0] ??
      // No rows carry the scalars; an empty first page needs no second query.
      (window.kind === 'page' && window.offset === 0
        ? { total: 0, other_side: false }
        : await emptyPageScalars(db, input));
  }
  const limit = window.limit;
  const more = window.kind === 'cursor' && fetched.length > limit;
  const pageRows = fetched.slice(0, limit);
  if (window.kind === 'cursor' && !older) pageRows.reverse();
  const otherSideFound = cursorKey !== null && sqlBoolean(answer.other_side);
  return {
    count: toCount(answer.total),
    rows: pageRows.map((row) => seenBy(scope, row)),
    details:
      details ??
      (await loadTransitDetails(
        db,
        pageRows.map((row) => row.id),
      )),
    hasOlder: older ? more : otherSideFound,
    hasNewer: older ? otherSideFound : more,
  };
}
