import { sql, type Expression, type SqlBool } from 'kysely';
import type { TransitListQuery, TransitStatus } from '@transitdocs/domain';
import { polishDayBounds } from './polish-day.ts';
import type { TransitsEb, VisibleRows } from './visibility.ts';

/*
 * THE filters of the transit list (spec 1 §3), one entry each, keyed by the query-string name
 * of the domain's `TransitListQuery`: how its value is read (and what counts as empty: no
 * filter), and either the condition it puts on a transit's own columns (a row filter) or the set
 * of transits it finds elsewhere, each with its sort key (a set filter). Adding a filter is a
 * field of that schema and an entry here; the route, the statement and the SQL snapshots follow.
 */

/** What a filter's condition is built from. */
export type FilterScope = {
  eb: TransitsEb;
  /** the rows this condition may read (own, shared-in: visibility.ts) */
  visible: VisibleRows;
  /** yyyy-MM-dd in Poland: decides pending/running */
  today: string;
};

/** A transit a set filter found, with its sort key (the list's order). */
export type TransitKeyRow = { id: number; created_at: string };
/** The transits a set filter finds, each once: a query of `TransitKeyRow`s. */
export type KeySet = Expression<TransitKeyRow>;

type Parse<Raw, Value> = {
  /** The query-string value as the list uses it; `undefined`: empty, no filter. */
  parse: (raw: Raw) => Value | undefined;
};

/**
 * The transit's columns that its places copy (`transit_created_at`, 0023; `transit_status`,
 * `transit_loading_date`, 0026), as a condition reads them: on `transits` or on a place row.
 */
export type CopiedColumns = { createdAt: string; status: string; loadingDate: string };
const ON_TRANSITS: CopiedColumns = {
  createdAt: 'transits.created_at',
  status: 'transits.status',
  loadingDate: 'transits.loading_date',
};
const onPlaces = (alias: string): CopiedColumns => ({
  createdAt: `${alias}.transit_created_at`,
  status: `${alias}.transit_status`,
  loadingDate: `${alias}.transit_loading_date`,
});

/** A condition on the copied columns, wherever they are read. */
type CopiedCondition = (columns: CopiedColumns) => Expression<SqlBool>;

/**
 * A filter on the transit's own columns: a condition on `transits`. One that reads only the
 * copied columns (`onCopies`) is tested instead on the rows a set filter found, when that set's
 * rows copy them (`setsAndConditions`): no lookup of each match in `transits`.
 */
type RowFilter<Raw, Value> = Parse<Raw, Value> & {
  kind: 'row';
  where: (scope: FilterScope, value: Value) => Expression<SqlBool>;
  onCopies?: (scope: FilterScope, value: Value, columns: CopiedColumns) => Expression<SqlBool>;
};

/**
 * A filter that finds its transits in other tables or through a text index: the set of them,
 * each with its sort key as the row where it was found holds it (receivers, carriers and places
 * keep `transit_created_at`; 0023_child_sort_keys). Such a list builds the set once for its count
 * and its page, and with no other condition reads no transit but the page's (query.ts,
 * `compileMatchingSetStatement`).
 */
type SetFilter<Raw, Value> = Parse<Raw, Value> & {
  kind: 'set';
  /** `copied`: also a condition on the copied columns of the rows found (see `copies`) */
  keys: (scope: FilterScope, value: Value, copied?: CopiedCondition) => KeySet;
  /** whether the rows it finds copy the transit's columns (places) */
  copies?: true;
};

/** The query-string fields that page rather than filter. */
type PagingField = 'page' | 'page_size' | 'cursor';
export type FilterName = Exclude<keyof TransitListQuery, PagingField>;

/** Entries whose `parse` reads the schema's type of their field. */
const rowFilter = <Raw, Value>(filter: Omit<RowFilter<Raw, Value>, 'kind' | 'onCopies'>) =>
  ({ kind: 'row', ...filter }) as const;
/** A row filter on the copied columns only: its condition, on `transits` or on copies. */
const copiedRowFilter = <Raw, Value>(
  filter: Parse<Raw, Value> & {
    where: (scope: FilterScope, value: Value, columns: CopiedColumns) => Expression<SqlBool>;
  },
) =>
  ({
    kind: 'row',
    parse: filter.parse,
    where: (scope: FilterScope, value: Value) => filter.where(scope, value, ON_TRANSITS),
    onCopies: filter.where,
  }) as const;
const setFilter = <Raw, Value>(filter: Omit<SetFilter<Raw, Value>, 'kind'>) =>
  ({ kind: 'set', ...filter }) as const;

/** A text that counts only when not empty (the schema has trimmed it). */
const text = (raw: string) => (raw === '' ? undefined : raw);
const id = (raw: number) => raw;

/** A condition on a column that names a contractor, a person or a vehicle. */
type ColumnMatch = (column: string) => Expression<SqlBool>;

/** visible transits whose own `column` `match` picks, with their keys */
function transitKeys(
  { eb, visible }: FilterScope,
  match: ColumnMatch,
  column: 'n.sender_client_id' | 'n.sender_employee_id',
) {
  return eb
    .selectFrom('transits as n')
    .select(['n.id as id', 'n.created_at as created_at'])
    .where(visible.rows('n.company_id', 'n.id'))
    .where(match(column));
}

/** visible receivers' transits whose `column` `match` picks, with their keys */
function receiverKeys(
  { eb, visible }: FilterScope,
  match: ColumnMatch,
  column: 'r.client_id' | 'r.employee_id',
) {
  return eb
    .selectFrom('transit_receivers as r')
    .select(['r.transit_id as id', 'r.transit_created_at as created_at'])
    .where(visible.rows('r.company_id', 'r.transit_id'))
    .where(match(column));
}

type CarrierColumn =
  'c.client_id' | 'c.employee_id' | 'c.driver_id' | 'c.vehicle_id' | 'c.semitrailer_id';

/** carriers' transits that `where` picks (visibility included by the caller), with their keys */
function carrierKeys({ eb }: FilterScope, where: Expression<SqlBool>) {
  return eb
    .selectFrom('transit_carriers as c')
    .select(['c.transit_id as id', 'c.transit_created_at as created_at'])
    .where(where);
}

/** visible carriers' transits whose `column` `match` picks */
function carrierColumnKeys(scope: FilterScope, match: ColumnMatch, column: CarrierColumn) {
  return carrierKeys(
    scope,
    scope.eb.and([scope.visible.rows('c.company_id', 'c.transit_id'), match(column)]),
  );
}

/**
 * transits whose sender, a receiver or a carrier `match` picks; one indexed path per role,
 * joined by UNION (an OR of them would scan the carriers)
 */
function byClients(scope: FilterScope, match: ColumnMatch): KeySet {
  return transitKeys(scope, match, 'n.sender_client_id')
    .union(receiverKeys(scope, match, 'r.client_id'))
    .union(carrierColumnKeys(scope, match, 'c.client_id'));
}

/** contractors (own, or named by a shared-in transit) that `where` picks */
function clientIds({ eb }: FilterScope, where: Expression<SqlBool>) {
  return eb.selectFrom('clients').select('clients.id').where(where);
}

function placesContain(
  scope: FilterScope,
  kind: 'loading' | 'unloading',
  value: string,
  copied: CopiedCondition | undefined,
): KeySet {
  const { eb, visible } = scope;
  const target = {
    table: 'transit_places',
    alias: 'p',
    texts: ['town', 'address', 'place'],
    kind,
  } as const;
  // Several places of a transit can match: each transit once.
  const places = eb
    .selectFrom('transit_places as p')
    .select(['p.transit_id as id', 'p.transit_created_at as created_at'])
    .distinct()
    .where(visible.rowsContaining(target, value))
    // A literal, not a parameter: PostgreSQL's partial index per kind (migration 0021)
    // serves a prepared statement's generic plan only when the kind is in its text.
    .where('p.kind', '=', sql.lit(kind));
  return copied ? places.where(copied(onPlaces('p'))) : places;
}

/** pending / running / finished as `transitStatusOf` decides, in SQL. */
function statusCondition(
  { eb, today }: FilterScope,
  status: TransitStatus,
  columns: CopiedColumns,
): Expression<SqlBool> {
  const stored = sql.ref<string>(columns.status);
  const loadingDate = sql.ref<string | null>(columns.loadingDate);
  switch (status) {
    case 'finished':
      return eb(stored, '=', 'finished');
    case 'running':
      return eb.or([
        eb(stored, '=', 'running'),
        eb.and([eb(stored, '=', 'pending'), eb(loadingDate, '<=', today)]),
      ]);
    case 'pending':
      return eb.and([
        eb(stored, '=', 'pending'),
        eb.or([eb(loadingDate, 'is', null), eb(loadingDate, '>', today)]),
      ]);
  }
}

export const TRANSIT_FILTERS = {
  client_id: setFilter({
    parse: id,
    keys: (scope, clientId: number) =>
      byClients(scope, (column) => sql<SqlBool>`${sql.ref(column)} = ${clientId}`),
  }),
  client_name: setFilter({
    parse: text,
    keys: (scope, value: string) =>
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
  employee_id: setFilter({
    parse: id,
    keys: (scope, employeeId: number) => {
      const match: ColumnMatch = (column) => sql<SqlBool>`${sql.ref(column)} = ${employeeId}`;
      return transitKeys(scope, match, 'n.sender_employee_id')
        .union(receiverKeys(scope, match, 'r.employee_id'))
        .union(carrierColumnKeys(scope, match, 'c.employee_id'));
    },
  }),
  /** created that day in Poland: [from, to) in UTC */
  created_at: copiedRowFilter({
    parse: (raw: string) => (raw === '' ? undefined : polishDayBounds(raw)),
    where: ({ eb }, day: { from: string; to: string }, columns) => {
      const createdAt = sql.ref<string>(columns.createdAt);
      return eb.and([eb(createdAt, '>=', day.from), eb(createdAt, '<', day.to)]);
    },
  }),
  loading_date: copiedRowFilter({
    parse: text,
    where: ({ eb }, date: string, columns) =>
      eb(sql.ref<string | null>(columns.loadingDate), '=', date),
  }),
  unloading_date: rowFilter({
    parse: text,
    where: ({ eb }, date: string) => eb('transits.unloading_date', '=', date),
  }),
  transit_number: setFilter({
    parse: text,
    keys: ({ eb, visible }, value: string) =>
      eb
        .selectFrom('transits as n')
        .select(['n.id as id', 'n.created_at as created_at'])
        .where(
          visible.rowsContaining(
            { table: 'transits', alias: 'n', texts: ['transit_number'] },
            value,
          ),
        ),
  }),
  transit_type: rowFilter({
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
  transit_status: copiedRowFilter({
    parse: (raw: TransitStatus | '') => (raw === '' ? undefined : raw),
    where: statusCondition,
  }),
  loading_place: setFilter({
    parse: text,
    keys: (scope, value: string, copied) => placesContain(scope, 'loading', value, copied),
    copies: true,
  }),
  unloading_place: setFilter({
    parse: text,
    keys: (scope, value: string, copied) => placesContain(scope, 'unloading', value, copied),
    copies: true,
  }),
  vehicle_number: setFilter({
    parse: text,
    keys: (scope, value: string) => {
      const { eb, visible } = scope;
      const vehicles: ColumnMatch = (column) =>
        sql<SqlBool>`${sql.ref(column)} in ${eb
          .selectFrom('vehicles as v')
          .select('v.id')
          .where(
            visible.mastersContaining({ table: 'vehicles', alias: 'v', texts: ['number'] }, value),
          )}`;
      return carrierColumnKeys(scope, vehicles, 'c.vehicle_id')
        .union(carrierColumnKeys(scope, vehicles, 'c.semitrailer_id'))
        .union(
          carrierKeys(
            scope,
            visible.rowsContaining(
              { table: 'transit_carriers', alias: 'c', texts: ['vehicle', 'semitrailer'] },
              value,
            ),
          ),
        );
    },
  }),
  /** a contractor's VAT EU number: country prefix and number, upper case, no spaces or dashes */
  vies: setFilter({
    parse: (raw: string) => text(raw.replace(/[\s-]/g, '').toUpperCase()),
    keys: (scope, vies: string) =>
      byClients(
        scope,
        (column) =>
          sql<SqlBool>`${sql.ref(column)} in ${clientIds(
            scope,
            sql<SqlBool>`${scope.visible.masters('clients.company_id')} and clients.vies = ${vies}`,
          )}`,
      ),
  }),
  driver_full_name: setFilter({
    parse: text,
    keys: (scope, value: string) => {
      const { eb, visible } = scope;
      const drivers: ColumnMatch = (column) =>
        sql<SqlBool>`${sql.ref(column)} in ${eb
          .selectFrom('users as d')
          .select('d.id')
          .where(
            visible.mastersContaining(
              { table: 'users', alias: 'd', texts: ['first_last', 'last_first'] },
              value,
            ),
          )}`;
      return carrierColumnKeys(scope, drivers, 'c.driver_id').union(
        carrierKeys(
          scope,
          visible.rowsContaining(
            { table: 'transit_carriers', alias: 'c', texts: ['driver'] },
            value,
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

/** Whether any of the given filters finds its transits as a set (`SetFilter`). */
export function readsKeySets(filters: TransitFilters): boolean {
  return FILTER_NAMES.some(
    (name) => filters[name] !== undefined && TRANSIT_FILTERS[name].kind === 'set',
  );
}

/** The given filters' entries with their values, in the table's order. */
function givenFilters(filters: TransitFilters) {
  return FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    if (value === undefined) return [];
    const filter = TRANSIT_FILTERS[name] as RowFilter<never, unknown> | SetFilter<never, unknown>;
    return [{ filter, value }];
  });
}

/**
 * A list with set filters: the sets they find, in the table's order, and the conditions left
 * for `transits`. The row filters on copied columns are tested on the first set whose rows copy
 * them (places): with no condition left, a list of the company's own transits reads no transit
 * but the page's (query.ts).
 */
export function setsAndConditions(
  scope: FilterScope,
  filters: TransitFilters,
): { sets: KeySet[]; conditions: Expression<SqlBool>[] } {
  const given = givenFilters(filters);
  const copying = given.find(({ filter }) => filter.kind === 'set' && filter.copies);
  // The copied row filters' conditions, each on a given set of columns.
  const moved = copying
    ? given.flatMap(({ filter, value }) => {
        const onCopies = filter.kind === 'row' ? filter.onCopies : undefined;
        return onCopies
          ? [{ filter, test: (columns: CopiedColumns) => onCopies(scope, value, columns) }]
          : [];
      })
    : [];
  const copied: CopiedCondition | undefined =
    moved.length === 0
      ? undefined
      : (columns) => scope.eb.and(moved.map(({ test }) => test(columns)));
  return {
    sets: given.flatMap((entry) =>
      entry.filter.kind === 'set'
        ? [entry.filter.keys(scope, entry.value, entry === copying ? copied : undefined)]
        : [],
    ),
    conditions: given.flatMap((entry) =>
      entry.filter.kind === 'row' && !moved.some(({ filter }) => filter === entry.filter)
        ? [entry.filter.where(scope, entry.value)]
        : [],
    ),
  };
}

/** The conditions of the given row filters on `transits`, in the table's order. */
export function filterRowConditions(
  scope: FilterScope,
  filters: TransitFilters,
): Expression<SqlBool>[] {
  return givenFilters(filters).flatMap(({ filter, value }) =>
    filter.kind === 'row' ? [filter.where(scope, value)] : [],
  );
}
