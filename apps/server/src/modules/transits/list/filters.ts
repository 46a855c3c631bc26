import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TransitListQuery, TransitStatus } from '@transitdocs/domain';
import type { Database } from '../../../db/schema.ts';
import { polishDayBounds } from './polish-day.ts';
import type { TransitsEb, VisibleRows } from './visibility.ts';

/*
 * THE filters of the transit list (spec 1 §3), one entry each, keyed by the query-string name
 * of the domain's `TransitListQuery`: how its value is read (and what counts as empty: no
 * filter), and the condition it puts on `transits`. Adding a filter is a field of that schema
 * and an entry here; the route, the statement and the SQL snapshots follow.
 */

/** What a filter's condition is built from. */
export type FilterScope = {
  eb: TransitsEb;
  /** the rows this condition may read (own, shared-in: visibility.ts) */
  visible: VisibleRows;
  /** yyyy-MM-dd in Poland: decides pending/running */
  today: string;
  /**
   * PostgreSQL, cutting a page: a set of transit ids filters a walk of the (created_at, id)
   * index instead of being joined back to transits (see `transitIdIn`).
   */
  walk?: boolean;
};

type FilterEntry<Raw, Value> = {
  /** The query-string value as the list uses it; `undefined`: empty, no filter. */
  parse: (raw: Raw) => Value | undefined;
  where: (scope: FilterScope, value: Value) => Expression<SqlBool>;
  /**
   * Whether the condition finds its transits as a set of ids (through a text index or another
   * table) rather than by reading each transit's own columns: such a list builds the set once
   * for its count and its page (query.ts, `compileMatchingSetStatement`).
   */
  idSet: boolean;
};

/** The query-string fields that page rather than filter. */
type PagingField = 'page' | 'page_size' | 'cursor';
export type FilterName = Exclude<keyof TransitListQuery, PagingField>;

/** An entry whose `parse` reads the schema's type of its field. */
const entry = <Raw, Value>(filter: FilterEntry<Raw, Value>) => filter;

/** A text that counts only when not empty (the schema has trimmed it). */
const text = (raw: string) => (raw === '' ? undefined : raw);
const id = (raw: number) => raw;

/**
 * `transits.id in (ids)` as a page needs it. Joined back to transits, a set of 1,600 ids costs 1,600 row reads and a
 * sort before a page of 10 is cut (PostgreSQL estimates such a set at a few rows, so it never
 * walks the order index instead). Wrapped in `coalesce` the set cannot be pulled up into a join:
 * it becomes a hashed filter on the index walk, which stops after the page's rows (10k tenant,
 * a 16 % match: 5,200 buffers -> 390, 50-70 ms -> 3 ms). Counting reads every id anyway, so
 * there the join stays.
 */
function idSetFilter(scope: FilterScope, inIds: Expression<SqlBool>): Expression<SqlBool> {
  return scope.walk ? sql<SqlBool>`coalesce(${inIds}, false)` : inIds;
}

/** transits whose sender, a receiver or a carrier is one of the contractors `ids` names */
function byClients(
  scope: FilterScope,
  match: (column: 'r.client_id' | 'c.client_id' | 's.sender_client_id') => Expression<SqlBool>,
): Expression<SqlBool> {
  const { eb, visible } = scope;
  return idSetFilter(
    scope,
    eb(
      'transits.id',
      'in',
      eb
        .selectFrom('transits as s')
        .select('s.id as id')
        .where(visible.rows('s.company_id', 's.id'))
        .where(match('s.sender_client_id'))
        .union(
          eb
            .selectFrom('transit_receivers as r')
            .select('r.transit_id as id')
            .where(visible.rows('r.company_id', 'r.transit_id'))
            .where(match('r.client_id')),
        )
        .union(
          eb
            .selectFrom('transit_carriers as c')
            .select('c.transit_id as id')
            .where(visible.rows('c.company_id', 'c.transit_id'))
            .where(match('c.client_id')),
        ),
    ),
  );
}

/** contractors (own, or named by a shared-in transit) that `where` picks */
function clientIds({ eb }: FilterScope, where: Expression<SqlBool>) {
  return eb.selectFrom('clients').select('clients.id').where(where);
}

/** carriers of visible transits that `where` picks; several are joined by UNION (see below) */
function carriersWhere(
  { eb }: FilterScope,
  where: (inner: ExpressionBuilder<Database, 'transit_carriers'>) => Expression<SqlBool>,
) {
  return eb.selectFrom('transit_carriers').select('transit_carriers.transit_id as id').where(where);
}

function placesContain(scope: FilterScope, kind: 'loading' | 'unloading', value: string) {
  const { eb, visible } = scope;
  const target = {
    table: 'transit_places',
    alias: 'p',
    texts: ['town', 'address', 'place'],
  } as const;
  return idSetFilter(
    scope,
    eb(
      'transits.id',
      'in',
      eb
        .selectFrom('transit_places as p')
        .select('p.transit_id')
        .where(visible.rowsContaining(target, value))
        // A literal, not a parameter: PostgreSQL's partial index per kind (migration 0021)
        // serves a prepared statement's generic plan only when the kind is in its text.
        .where('p.kind', '=', sql.lit(kind)),
    ),
  );
}

/** pending / running / finished as `transitStatusOf` decides, in SQL. */
function statusCondition({ eb, today }: FilterScope, status: TransitStatus): Expression<SqlBool> {
  switch (status) {
    case 'finished':
      return eb('transits.status', '=', 'finished');
    case 'running':
      return eb.or([
        eb('transits.status', '=', 'running'),
        eb.and([eb('transits.status', '=', 'pending'), eb('transits.loading_date', '<=', today)]),
      ]);
    case 'pending':
      return eb.and([
        eb('transits.status', '=', 'pending'),
        eb.or([eb('transits.loading_date', 'is', null), eb('transits.loading_date', '>', today)]),
      ]);
  }
}

export const TRANSIT_FILTERS = {
  client_id: entry({
    idSet: true,
    parse: id,
    where: (scope, clientId: number) =>
      byClients(scope, (column) => sql<SqlBool>`${sql.ref(column)} = ${clientId}`),
  }),
  client_name: entry({
    idSet: true,
    parse: text,
    where: (scope, value: string) =>
      byClients(
        scope,
        (column) =>
          sql<SqlBool>`${sql.ref(column)} in ${clientIds(
            scope,
            scope.visible.mastersContaining(
              { table: 'clients', alias: 'clients', texts: ['name'] },
              value,
            ),
          )}`,
      ),
  }),
  employee_id: entry({
    idSet: true,
    parse: id,
    where: (scope, employeeId: number) => {
      const { eb, visible } = scope;
      return eb.or([
        eb('transits.sender_employee_id', '=', employeeId),
        idSetFilter(
          scope,
          eb(
            'transits.id',
            'in',
            eb
              .selectFrom('transit_receivers as r')
              .select('r.transit_id as id')
              .where(visible.rows('r.company_id', 'r.transit_id'))
              .where('r.employee_id', '=', employeeId)
              .union(
                eb
                  .selectFrom('transit_carriers as c')
                  .select('c.transit_id as id')
                  .where(visible.rows('c.company_id', 'c.transit_id'))
                  .where('c.employee_id', '=', employeeId),
              ),
          ),
        ),
      ]);
    },
  }),
  /** created that day in Poland: [from, to) in UTC */
  created_at: entry({
    idSet: false,
    parse: (raw: string) => (raw === '' ? undefined : polishDayBounds(raw)),
    where: ({ eb }, day: { from: string; to: string }) =>
      eb.and([eb('transits.created_at', '>=', day.from), eb('transits.created_at', '<', day.to)]),
  }),
  loading_date: entry({
    idSet: false,
    parse: text,
    where: ({ eb }, date: string) => eb('transits.loading_date', '=', date),
  }),
  unloading_date: entry({
    idSet: false,
    parse: text,
    where: ({ eb }, date: string) => eb('transits.unloading_date', '=', date),
  }),
  transit_number: entry({
    idSet: true,
    parse: text,
    where: ({ visible }, value: string) =>
      visible.rowsContaining(
        { table: 'transits', alias: 'transits', texts: ['transit_number'] },
        value,
      ),
  }),
  transit_type: entry({
    idSet: false,
    parse: text,
    where: ({ eb, visible }, type: string) =>
      type === 'send'
        ? // `send`: shared in by another company (or stored as sent).
          eb.or([
            eb('transits.company_id', '!=', visible.companyId),
            eb('transits.type', '=', 'send'),
          ])
        : eb.and([
            eb('transits.company_id', '=', visible.companyId),
            eb('transits.type', '=', type),
          ]),
  }),
  transit_status: entry({
    idSet: false,
    parse: (raw: TransitStatus | '') => (raw === '' ? undefined : raw),
    where: statusCondition,
  }),
  loading_place: entry({
    idSet: true,
    parse: text,
    where: (scope, value: string) => placesContain(scope, 'loading', value),
  }),
  unloading_place: entry({
    idSet: true,
    parse: text,
    where: (scope, value: string) => placesContain(scope, 'unloading', value),
  }),
  // One indexed path per branch, joined by UNION (an OR of them would scan the carriers).
  vehicle_number: entry({
    idSet: true,
    parse: text,
    where: (scope, value: string) => {
      const { eb, visible } = scope;
      const vehicles = () =>
        eb
          .selectFrom('vehicles as v')
          .select('v.id')
          .where(
            visible.mastersContaining({ table: 'vehicles', alias: 'v', texts: ['number'] }, value),
          );
      const carrierRows = visible.rows(
        'transit_carriers.company_id',
        'transit_carriers.transit_id',
      );
      return idSetFilter(
        scope,
        eb(
          'transits.id',
          'in',
          carriersWhere(scope, (inner) =>
            inner.and([carrierRows, inner('transit_carriers.vehicle_id', 'in', vehicles())]),
          )
            .union(
              carriersWhere(scope, (inner) =>
                inner.and([
                  carrierRows,
                  inner('transit_carriers.semitrailer_id', 'in', vehicles()),
                ]),
              ),
            )
            .union(
              carriersWhere(scope, () =>
                visible.rowsContaining(
                  {
                    table: 'transit_carriers',
                    alias: 'transit_carriers',
                    texts: ['vehicle', 'semitrailer'],
                  },
                  value,
                ),
              ),
            ),
        ),
      );
    },
  }),
  /** a contractor's VAT EU number: country prefix and number, upper case, no spaces or dashes */
  vies: entry({
    idSet: true,
    parse: (raw: string) => text(raw.replace(/[\s-]/g, '').toUpperCase()),
    where: (scope, vies: string) =>
      byClients(
        scope,
        (column) =>
          sql<SqlBool>`${sql.ref(column)} in ${clientIds(
            scope,
            sql<SqlBool>`${scope.visible.masters('clients.company_id')} and clients.vies = ${vies}`,
          )}`,
      ),
  }),
  driver_full_name: entry({
    idSet: true,
    parse: text,
    where: (scope, value: string) => {
      const { eb, visible } = scope;
      const drivers = eb
        .selectFrom('users as d')
        .select('d.id')
        .where(
          visible.mastersContaining(
            { table: 'users', alias: 'd', texts: ['first_last', 'last_first'] },
            value,
          ),
        );
      return idSetFilter(
        scope,
        eb(
          'transits.id',
          'in',
          carriersWhere(scope, (inner) =>
            inner.and([
              visible.rows('transit_carriers.company_id', 'transit_carriers.transit_id'),
              inner('transit_carriers.driver_id', 'in', drivers),
            ]),
          ).union(
            carriersWhere(scope, () =>
              visible.rowsContaining(
                { table: 'transit_carriers', alias: 'transit_carriers', texts: ['driver'] },
                value,
              ),
            ),
          ),
        ),
      );
    },
  }),
} satisfies {
  [K in FilterName]: { parse: (raw: NonNullable<TransitListQuery[K]>) => unknown };
};

/** The filters of one request, as their entries read them; absent ones are not filtering. */
export type TransitFilters = {
  [K in FilterName]?: NonNullable<ReturnType<(typeof TRANSIT_FILTERS)[K]['parse']>>;
};

const FILTER_NAMES = Object.keys(TRANSIT_FILTERS) as FilterName[];

/** The filters a list query asks for (empty values dropped). */
export function parseFilters(query: TransitListQuery): TransitFilters {
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const raw = query[name];
    if (raw === undefined || raw === null) continue;
    const parse: (raw: never) => unknown = TRANSIT_FILTERS[name].parse;
    const value = parse(raw as never);
    if (value !== undefined) filters[name] = value;
  }
  return filters;
}

/** Whether any of the given filters finds its transits as a set of ids (`idSet`). */
export function readsIdSet(filters: TransitFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined && TRANSIT_FILTERS[name].idSet);
}

/** The conditions of the given filters, in the table's order. */
export function filterConditions(
  scope: FilterScope,
  filters: TransitFilters,
): Expression<SqlBool>[] {
  return FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    if (value === undefined) return [];
    const where = TRANSIT_FILTERS[name].where as (
      s: FilterScope,
      v: unknown,
    ) => Expression<SqlBool>;
    return [where(scope, value)];
  });
}
