import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TransitDocumentSummary, TransitEventData, TransitStatus } from '@transitdocs/domain';
import {
  containsText,
  isPostgres,
  sqlBoolean,
  personNameContains,
  toCount,
  type Executor,
} from '../../db/index.ts';
import { Slot, StatementTemplates, type Param } from '../../db/statement-template.ts';
import type {
  AlertRow,
  Database,
  NewTransit,
  NewTransitCargo,
  NewTransitCarrier,
  NewTransitPlace,
  NewTransitReceiver,
  TransitCargoRow,
  TransitCarrierRow,
  TransitPlaceRow,
  TransitReceiverRow,
  TransitRow,
  TransitUpdate,
} from '../../db/schema.ts';

export const DRIVER_ROLE = 'Kierowca';
const TRAILER_TYPES = ['semitrailer', 'trailer'];

/** Whose transits a query reads: a company's, or only those a driver of it drives. */
export type TransitScope = { companyId: number; driverId?: number | undefined };

export type TransitFilters = {
  clientId?: number | undefined;
  clientName?: string | undefined;
  employeeId?: number | undefined;
  /** created_at within [from, to) (ISO UTC bounds of a Polish day) */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  loadingDate?: string | undefined;
  unloadingDate?: string | undefined;
  transitNumber?: string | undefined;
  type?: string | undefined;
  status?: TransitStatus | undefined;
  loadingPlace?: string | undefined;
  unloadingPlace?: string | undefined;
  vehicleNumber?: string | undefined;
  /** country prefix plus number, upper case, no spaces */
  vies?: string | undefined;
  driverFullName?: string | undefined;
  /** yyyy-MM-dd in Poland: decides pending/running */
  today: string;
};

type TransitsEb = ExpressionBuilder<Database, 'transits'>;

/**
 * Every filter is scoped to the company first; subqueries on the child tables read only rows of
 * that company (they carry company_id) or of the transits shared in, and answer transit ids.
 */
/**
 * Which transits a condition starts from: the company's own and the shared-in ids given, or
 * only the own ones, or only those other companies shared in (read by the database itself).
 */
type TransitSource = { sharedIds: readonly Param<number>[] } | 'own' | 'shared';

/** A scope whose values may be slots of a statement template (`listTransits`). */
type ScopeParams = { companyId: Param<number>; driverId?: Param<number> | undefined };

/**
 * Filters whose values may be slots of a statement template. `status` stays a value: each status
 * is a condition of its own shape.
 */
type FilterParams = {
  [K in Exclude<keyof TransitFilters, 'status' | 'today'>]?: Param<NonNullable<TransitFilters[K]>>;
} & { status?: TransitStatus | undefined; today: Param<string> };

/** A value, or a slot, as an SQL value expression. */
const value = <T>(param: Param<T>) => sql<T>`${param}`;

function transitConditions(
  scope: ScopeParams,
  filters: FilterParams,
  source: TransitSource = { sharedIds: [] },
) {
  const companyId = value(scope.companyId);
  return (eb: TransitsEb) => {
    // Transits shared in by other companies (sharing, issue 7) are read by their ids: a short
    // list, so both branches stay index lookups.
    const shared = eb
      .selectFrom('transit_shares')
      .select('transit_shares.transit_id')
      .where('transit_shares.company_id', '=', companyId);
    /**
     * Rows of the child tables (and of `transits` read again) that can belong to a transit of
     * this condition. A shared-in transit keeps its owner's company_id on every row, and names
     * the owner's contractors, people and vehicles (`masterScope`): text filters match what the
     * reader sees on it.
     */
    const rowScope = (companyColumn: string, transitColumn: string): Expression<SqlBool> => {
      const own = sql<SqlBool>`${sql.ref(companyColumn)} = ${companyId}`;
      if (source === 'own') return own;
      if (source === 'shared') return sql<SqlBool>`${sql.ref(transitColumn)} in ${shared}`;
      if (source.sharedIds.length === 0) return own;
      return sql<SqlBool>`(${own} or ${sql.ref(transitColumn)} in (${sql.join(source.sharedIds)}))`;
    };
    const masterScope = (companyColumn: string): Expression<SqlBool> => {
      const own = sql<SqlBool>`${sql.ref(companyColumn)} = ${companyId}`;
      const owners = (ids: Expression<unknown>) =>
        sql`(select owner.company_id from transits owner where owner.id in ${ids})`;
      if (source === 'own') return own;
      if (source === 'shared') return sql<SqlBool>`${sql.ref(companyColumn)} in ${owners(shared)}`;
      if (source.sharedIds.length === 0) return own;
      const ids = sql`(${sql.join(source.sharedIds)})`;
      return sql<SqlBool>`(${own} or ${sql.ref(companyColumn)} in ${owners(ids)})`;
    };
    const conditions: Expression<SqlBool>[] = [
      source === 'own'
        ? eb('transits.company_id', '=', companyId)
        : source === 'shared'
          ? eb.and([eb('transits.company_id', '!=', companyId), eb('transits.id', 'in', shared)])
          : source.sharedIds.length === 0
            ? eb('transits.company_id', '=', companyId)
            : eb.or([
                eb('transits.company_id', '=', companyId),
                sql<SqlBool>`${sql.ref('transits.id')} in (${sql.join(source.sharedIds)})`,
              ]),
    ];
    if (scope.driverId !== undefined) {
      conditions.push(
        eb(
          'transits.id',
          'in',
          eb
            .selectFrom('transit_carriers as dc')
            .select('dc.transit_id')
            .where('dc.company_id', '=', companyId)
            .where('dc.driver_id', '=', value(scope.driverId)),
        ),
      );
    }

    const clientIds = (
      where: (inner: ExpressionBuilder<Database, 'clients'>) => Expression<SqlBool>,
    ) =>
      eb
        .selectFrom('clients')
        .select('clients.id')
        .where(masterScope('clients.company_id'))
        .where(where);
    /** transits whose sender, a receiver or a carrier is one of `ids` */
    const byClients = (ids: () => ReturnType<typeof clientIds> | { id: Param<number> }) => {
      const match = (column: 'r.client_id' | 'c.client_id' | 's.sender_client_id') => {
        const set = ids();
        return 'id' in set
          ? sql<SqlBool>`${sql.ref(column)} = ${set.id}`
          : sql<SqlBool>`${sql.ref(column)} in ${set}`;
      };
      return eb(
        'transits.id',
        'in',
        eb
          .selectFrom('transits as s')
          .select('s.id as id')
          .where(rowScope('s.company_id', 's.id'))
          .where(match('s.sender_client_id'))
          .union(
            eb
              .selectFrom('transit_receivers as r')
              .select('r.transit_id as id')
              .where(rowScope('r.company_id', 'r.transit_id'))
              .where(match('r.client_id')),
          )
          .union(
            eb
              .selectFrom('transit_carriers as c')
              .select('c.transit_id as id')
              .where(rowScope('c.company_id', 'c.transit_id'))
              .where(match('c.client_id')),
          ),
      );
    };

    if (filters.clientId !== undefined) {
      const id = filters.clientId;
      conditions.push(byClients(() => ({ id })));
    }
    if (filters.clientName) {
      const text = filters.clientName;
      conditions.push(byClients(() => clientIds(() => containsText('clients.name', text))));
    }
    if (filters.vies) {
      const vies = filters.vies;
      conditions.push(
        byClients(() => clientIds((inner) => inner('clients.vies', '=', value(vies)))),
      );
    }
    if (filters.employeeId !== undefined) {
      const id = filters.employeeId;
      conditions.push(
        eb.or([
          eb('transits.sender_employee_id', '=', value(id)),
          eb(
            'transits.id',
            'in',
            eb
              .selectFrom('transit_receivers as r')
              .select('r.transit_id as id')
              .where(rowScope('r.company_id', 'r.transit_id'))
              .where('r.employee_id', '=', value(id))
              .union(
                eb
                  .selectFrom('transit_carriers as c')
                  .select('c.transit_id as id')
                  .where(rowScope('c.company_id', 'c.transit_id'))
                  .where('c.employee_id', '=', value(id)),
              ),
          ),
        ]),
      );
    }
    if (filters.createdFrom) {
      conditions.push(eb('transits.created_at', '>=', value(filters.createdFrom)));
    }
    if (filters.createdTo)
      conditions.push(eb('transits.created_at', '<', value(filters.createdTo)));
    if (filters.loadingDate) {
      conditions.push(eb('transits.loading_date', '=', value(filters.loadingDate)));
    }
    if (filters.unloadingDate) {
      conditions.push(eb('transits.unloading_date', '=', value(filters.unloadingDate)));
    }
    if (filters.transitNumber) {
      conditions.push(containsText('transits.transit_number', filters.transitNumber));
    }
    if (filters.type === 'send') {
      // `send`: shared in by another company (or stored as sent).
      conditions.push(
        eb.or([eb('transits.company_id', '!=', companyId), eb('transits.type', '=', 'send')]),
      );
    } else if (filters.type) {
      conditions.push(
        eb.and([
          eb('transits.company_id', '=', companyId),
          eb('transits.type', '=', value(filters.type)),
        ]),
      );
    }
    if (filters.status) conditions.push(statusCondition(eb, filters.status, filters.today));
    for (const [kind, text] of [
      ['loading', filters.loadingPlace],
      ['unloading', filters.unloadingPlace],
    ] as const) {
      if (!text) continue;
      conditions.push(
        eb(
          'transits.id',
          'in',
          eb
            .selectFrom('transit_places as p')
            .select('p.transit_id')
            .where(rowScope('p.company_id', 'p.transit_id'))
            .where('p.kind', '=', kind)
            .where((inner) =>
              inner.or([
                containsText('p.town', text),
                containsText('p.address', text),
                containsText('p.place', text),
              ]),
            ),
        ),
      );
    }
    // One indexed path per branch, joined by UNION (an OR would scan the company's carriers).
    const carriersWhere = (
      where: (inner: ExpressionBuilder<Database, 'transit_carriers'>) => Expression<SqlBool>,
    ) =>
      eb
        .selectFrom('transit_carriers')
        .select('transit_carriers.transit_id as id')
        .where(rowScope('transit_carriers.company_id', 'transit_carriers.transit_id'))
        .where(where);
    if (filters.vehicleNumber) {
      const text = filters.vehicleNumber;
      const vehicles = () =>
        eb
          .selectFrom('vehicles as v')
          .select('v.id')
          .where(masterScope('v.company_id'))
          .where(containsText('v.number', text));
      conditions.push(
        eb(
          'transits.id',
          'in',
          carriersWhere((inner) => inner('transit_carriers.vehicle_id', 'in', vehicles()))
            .union(
              carriersWhere((inner) => inner('transit_carriers.semitrailer_id', 'in', vehicles())),
            )
            .union(
              carriersWhere(() => containsText('transit_carriers.vehicle_not_from_system', text)),
            )
            .union(
              carriersWhere(() =>
                containsText('transit_carriers.semitrailer_not_from_system', text),
              ),
            ),
        ),
      );
    }
    if (filters.driverFullName) {
      const text = filters.driverFullName;
      conditions.push(
        eb(
          'transits.id',
          'in',
          carriersWhere((inner) =>
            inner(
              'transit_carriers.driver_id',
              'in',
              inner
                .selectFrom('users as d')
                .select('d.id')
                .where(masterScope('d.company_id'))
                .where(personNameContains('d', text)),
            ),
          ).union(
            carriersWhere(() => containsText('transit_carriers.driver_not_from_system', text)),
          ),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/** pending / running / finished as `transitStatusOf` decides, in SQL. */
function statusCondition(
  eb: TransitsEb,
  status: TransitStatus,
  todayParam: Param<string>,
): Expression<SqlBool> {
  const today = value(todayParam);
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

function keyCondition(
  key: { createdAt: Param<string>; id: Param<number> },
  op: '<' | '>' | '<=' | '>=',
) {
  return sql<SqlBool>`(transits.created_at, transits.id) ${sql.raw(op)} (${key.createdAt}, ${key.id})`;
}

/** What a page query answers besides its rows; computed once per query (uncorrelated). */
type PageScalars = { total: number | string | bigint | null; other_side: unknown };

/** Everything a list statement is built from. */
type ListInput = {
  scope: TransitScope;
  filters: TransitFilters;
  window: ListWindow;
  /** SQLite: the transits shared in, read beforehand (PostgreSQL reads them in the statement) */
  sharedIds: readonly number[];
};

/**
 * A list statement's input with every value a slot that reads it, so the statement built from it
 * fits every input of the same shape (`listShape`). Empty texts count as absent, as in
 * `transitConditions`.
 */
function listParams(input: ListInput) {
  const { scope, filters, window } = input;
  const slot = <T>(read: (from: ListInput) => T) => new Slot<ListInput, T>(read);
  const present = <K extends keyof TransitFilters>(name: K) =>
    isGiven(filters[name])
      ? slot((from) => from.filters[name] as NonNullable<TransitFilters[K]>)
      : undefined;
  const filterParams: FilterParams = {
    clientId: present('clientId'),
    clientName: present('clientName'),
    employeeId: present('employeeId'),
    createdFrom: present('createdFrom'),
    createdTo: present('createdTo'),
    loadingDate: present('loadingDate'),
    unloadingDate: present('unloadingDate'),
    transitNumber: present('transitNumber'),
    // `send` is a condition of its own, with no value.
    type: filters.type === 'send' ? 'send' : present('type'),
    status: filters.status,
    loadingPlace: present('loadingPlace'),
    unloadingPlace: present('unloadingPlace'),
    vehicleNumber: present('vehicleNumber'),
    vies: present('vies'),
    driverFullName: present('driverFullName'),
    today: slot((from) => from.filters.today),
  };
  const scopeParams: ScopeParams = {
    companyId: slot((from) => from.scope.companyId),
    driverId: scope.driverId === undefined ? undefined : slot((from) => given(from.scope.driverId)),
  };
  // The shape (`listShape`) guarantees what a slot reads is there; a miss is a bug.
  const given = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error('a list statement ran with another shape');
    return value;
  };
  const windowOf = (from: ListInput) => from.window;
  const cursorKey = (from: ListInput) => {
    const w = windowOf(from);
    const key = w.kind === 'cursor' ? w.key : null;
    return given(key ?? undefined);
  };
  return {
    scope: scopeParams,
    filters: filterParams,
    sharedIds: input.sharedIds.map((_, i) => slot((from) => given(from.sharedIds[i]))),
    window: {
      kind: window.kind,
      limit: slot((from) => windowOf(from).limit),
      /** one row past the page: tells whether more follow */
      limitAndOne: slot((from) => windowOf(from).limit + 1),
      offset: slot((from) => {
        const w = windowOf(from);
        return w.kind === 'page' ? w.offset : 0;
      }),
      /** what a branch of a union gives its page: every row up to the page's end */
      offsetAndLimit: slot((from) => {
        const w = windowOf(from);
        return w.kind === 'page' ? w.offset + w.limit : w.limit + 1;
      }),
      key:
        window.kind === 'cursor' && window.key
          ? {
              createdAt: slot((from) => cursorKey(from).createdAt),
              id: slot((from) => cursorKey(from).id),
            }
          : null,
      older: window.kind === 'cursor' && window.direction === 'after',
    },
  };
}
type ListParams = ReturnType<typeof listParams>;

/** A filter value that counts: absent and empty texts do not (as in `transitConditions`). */
const isGiven = (value: unknown) => value !== undefined && value !== '';

/** What decides a list statement's text: which values are given, never the values. */
function listShape(postgres: boolean, input: ListInput): string {
  const { scope, filters, window } = input;
  const given = (Object.keys(filters) as (keyof TransitFilters)[])
    .filter((name) => name !== 'today' && isGiven(filters[name]))
    .sort();
  return JSON.stringify([
    postgres,
    scope.driverId !== undefined,
    given,
    filters.status ?? null,
    filters.type === 'send',
    input.sharedIds.length,
    window.kind,
    window.kind === 'cursor' ? [window.key !== null, window.direction] : null,
  ]);
}

const LIST_STATEMENTS = new StatementTemplates<ListInput>();

/**
 * The list statement with slots for its values. PostgreSQL: one round trip answers the count,
 * the cursor probe, the page and its details. Own and shared-in transits are two branches, each
 * an ordered index scan (an OR of the two would read and sort every transit of the company).
 * SQLite: the page is cut first and the count read beside it (computed once); its details are a
 * second statement.
 */
function listStatement(db: Executor, postgres: boolean, p: ListParams) {
  const { window } = p;
  const descending = window.kind === 'page' || window.older;
  const countOf = (where: TransitVisibility) => countOfTransits(db, where);
  const otherSideOf = (where: TransitVisibility) =>
    rowsPastKey(db, where, window.key, window.older);
  /** The rows of `where` in page order, cut to the page (or to what a page of a union needs). */
  const pageOf = (where: TransitVisibility, cut: 'page' | 'union') => {
    let page = db.selectFrom('transits').selectAll('transits').where(where);
    if (window.key) page = page.where(keyCondition(window.key, window.older ? '<' : '>'));
    page = page
      .orderBy('transits.created_at', descending ? 'desc' : 'asc')
      .orderBy('transits.id', descending ? 'desc' : 'asc');
    if (window.kind === 'cursor') return page.limit(sql<number>`${window.limitAndOne}`);
    return cut === 'page'
      ? page.limit(sql<number>`${window.limit}`).offset(sql<number>`${window.offset}`)
      : page.limit(sql<number>`${window.offsetAndLimit}`);
  };

  if (postgres) {
    const sources = [transitConditions(p.scope, p.filters, 'own')];
    if (p.scope.driverId === undefined) {
      sources.push(transitConditions(p.scope, p.filters, 'shared'));
    }
    const direction = descending ? 'desc' : 'asc';
    const order = sql.raw(direction);
    const cut =
      window.kind === 'page'
        ? sql`limit ${window.limit} offset ${window.offset}`
        : sql`limit ${window.limitAndOne}`;
    return sql<PageScalars & DetailJson & PageRowsJson>`
      with page as materialized (
        select * from (${sql.join(
          sources.map((where) => pageOf(where, 'union')),
          sql` union all `,
        )}) u
        order by u.created_at ${order}, u.id ${order} ${cut})${PAGE_DETAIL_ROWS.postgres}
      select ${sql.join(sources.map(countOf), sql` + `)} as total,
        ${sql.join(sources.map(otherSideOf), sql` or `)} as other_side,
        ${PAGE_ROWS[direction]} as d_rows,
        ${PAGE_DETAILS.postgres}`.compile(db);
  }
  const where = transitConditions(p.scope, p.filters, { sharedIds: p.sharedIds });
  return db
    .selectFrom(pageOf(where, 'page').as('transits'))
    .selectAll('transits')
    .select([countOf(where).as('total'), otherSideOf(where).as('other_side')])
    .orderBy('transits.created_at', descending ? 'desc' : 'asc')
    .orderBy('transits.id', descending ? 'desc' : 'asc')
    .compile();
}

export async function listTransits(
  db: Executor,
  scope: TransitScope,
  filters: TransitFilters,
  window: ListWindow,
): Promise<TransitListPage> {
  const postgres = embedsDetails(db);
  const input: ListInput = {
    scope,
    filters,
    window,
    sharedIds: postgres ? [] : await sharedTransitIds(db, scope),
  };
  const statement = LIST_STATEMENTS.bind(listShape(postgres, input), input, () =>
    listStatement(db, postgres, listParams(input)),
  );
  const cursorKey = window.kind === 'cursor' ? window.key : null;
  const older = window.kind === 'cursor' && window.direction === 'after';

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

/** SQLite, a page past the last row: the count and the cursor probe without the page. */
async function emptyPageScalars(db: Executor, input: ListInput): Promise<PageScalars> {
  const { scope, filters, window, sharedIds } = input;
  const where = transitConditions(scope, filters, { sharedIds });
  const key = window.kind === 'cursor' ? window.key : null;
  const older = window.kind === 'cursor' && window.direction === 'after';
  return db
    .selectNoFrom([
      countOfTransits(db, where).as('total'),
      rowsPastKey(db, where, key, older).as('other_side'),
    ])
    .executeTakeFirstOrThrow();
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
  key: { createdAt: Param<string>; id: Param<number> } | null,
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

/** Which transits a scope may read, as a condition on `transits` (see `visibleTransits`). */
export type TransitVisibility = ReturnType<typeof transitConditions>;

/**
 * The transits a scope may read: its company's own and those other companies shared with it; a
 * driver only the own ones he drives. A transit's details and the report go by this rule, as the
 * list does.
 */
export async function visibleTransits(
  db: Executor,
  scope: TransitScope,
): Promise<TransitVisibility> {
  return transitConditions(scope, { today: '' }, { sharedIds: await sharedTransitIds(db, scope) });
}

export async function findTransit(
  db: Executor,
  scope: TransitScope,
  id: number,
): Promise<TransitRow | undefined> {
  return db
    .selectFrom('transits')
    .selectAll()
    .where(await visibleTransits(db, scope))
    .where('transits.id', '=', id)
    .executeTakeFirst()
    .then((row) => row && seenBy(scope, row));
}

/** A transit by id, whoever owns it (a share link reaches only its own transit: callers check). */
export async function findTransitById(db: Executor, id: number): Promise<TransitRow | undefined> {
  return db.selectFrom('transits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The main-document marks of a transit's documents (the driver's sign tile reads them). */
export async function documentMainMarks(
  db: Executor,
  transitId: number,
): Promise<{ is_main_document: boolean; parent_document_is_main_document: boolean }[]> {
  const rows = await db
    .selectFrom('documents as d')
    .leftJoin('documents as p', 'p.id', 'd.parent_document_id')
    .select(['d.is_main_document', 'p.is_main_document as parent_main'])
    .where('d.transit_id', '=', transitId)
    .execute();
  return rows.map((row) => ({
    is_main_document: row.is_main_document === 1,
    parent_document_is_main_document: row.parent_main === 1,
  }));
}

/** Ids of the transits other companies shared with the scope's company (not for drivers). */
async function sharedTransitIds(db: Executor, scope: TransitScope): Promise<number[]> {
  if (scope.driverId !== undefined) return [];
  // Asked on every list request: SQL text costs less CPU than the query builder.
  const { rows } = await sql<{
    transit_id: number;
  }>`select transit_id from transit_shares where company_id = ${scope.companyId}`.execute(db);
  return rows.map((row) => row.transit_id);
}

/** A transit another company shared in has type `send` for the company reading it. */
function seenBy(scope: TransitScope, row: TransitRow): TransitRow {
  return row.company_id === scope.companyId ? row : { ...row, type: 'send' };
}

export type TransitChildren = {
  places: TransitPlaceRow[];
  receivers: TransitReceiverRow[];
  cargo: TransitCargoRow[];
  carriers: TransitCarrierRow[];
};

/** Every child row of the given transits, four queries whatever their number. */
export async function loadTransitChildren(
  db: Executor,
  transitIds: number[],
): Promise<TransitChildren> {
  if (transitIds.length === 0) return { places: [], receivers: [], cargo: [], carriers: [] };
  const [places, receivers, cargo, carriers] = await Promise.all([
    db
      .selectFrom('transit_places')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('transit_receivers')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('transit_cargo')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('transit_carriers')
      .selectAll()
      .where('transit_id', 'in', transitIds)
      .orderBy('transit_id')
      .orderBy('position')
      .execute(),
  ]);
  return { places, receivers, cargo, carriers };
}

/** The child rows and document summaries of some transits, as responses are built from them. */
export type TransitDetails = {
  children: TransitChildren;
  documents: Map<number, TransitDocumentSummary[]>;
  /** the contractors, people and vehicles the rows name */
  references: References;
};

/** Every column of `transits` (the object makes the compiler check none is missing). */
const TRANSIT_COLUMNS = Object.keys({
  id: true,
  company_id: true,
  transit_number: true,
  status: true,
  type: true,
  has_signed_documents: true,
  loading_date: true,
  unloading_date: true,
  loading_time: true,
  unloading_time: true,
  sender_client_id: true,
  sender_employee_id: true,
  sender_instruction: true,
  special_agreements: true,
  remarks: true,
  created_by: true,
  created_at: true,
  updated_at: true,
  finished_at: true,
  version: true,
} satisfies Record<keyof TransitRow, true>);
/**
 * A JSON array per column (`jsonColumns`). PostgreSQL's driver parses json columns, SQLite
 * answers the text; a column of no rows is `null` on PostgreSQL.
 */
type JsonColumns = string | (unknown[] | null)[];
/** The page's transits as JSON columns, in the page's order (PostgreSQL). */
type PageRowsJson = { d_rows: JsonColumns };

const PLACE_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'kind',
  'receiver_id',
  'position',
  'place',
  'address',
  'zip_code',
  'town',
  'country',
  'additional_data',
  'client_id',
  'latitude',
  'longitude',
] as const;
const RECEIVER_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'position',
  'client_id',
  'employee_id',
] as const;
const CARGO_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'receiver_id',
  'position',
  'name',
  'quantity',
  'capacity',
  'method_of_packaging',
  'weight_gross_kg',
  'origin_country',
  'destination_country',
  'statistical_number',
  'marks',
] as const;
const CARRIER_COLUMNS = [
  'id',
  'transit_id',
  'company_id',
  'position',
  'client_id',
  'employee_id',
  'driver_id',
  'driver_not_from_system',
  'is_forwarder',
  'vehicle_id',
  'vehicle_not_from_system',
  'semitrailer_id',
  'semitrailer_not_from_system',
] as const;

const CLIENT_SUMMARY_COLUMNS = [
  'id',
  'name',
  'vies',
  'address',
  'zip_code',
  'town',
  'country',
  'phone',
  'pesel',
  'linked_company_id',
] as const;
const PERSON_COLUMNS = ['id', 'company_id', 'first_name', 'last_name', 'phone', 'role'] as const;
const VEHICLE_SUMMARY_COLUMNS = ['id', 'company_id', 'number', 'type'] as const;
const DOCUMENT_SUMMARY_COLUMNS = [
  'id',
  'transit_id',
  'name',
  'type',
  'is_main_document',
  'parent_document_id',
] as const;

type DocumentSummaryRow = {
  id: number;
  transit_id: number;
  name: string;
  type: number;
  is_main_document: number;
  parent_document_id: number | null;
};
const SIGNATURE_SUMMARY_COLUMNS = ['id', 'document_id', 'signed_by_type', 'receiver_id'] as const;
type SignatureSummaryRow = {
  id: number;
  document_id: number;
  signed_by_type: string;
  receiver_id: number | null;
};

/** What the details part of a page query answers: JSON columns per kind of row. */
type DetailJson = Record<
  | 'd_places'
  | 'd_receivers'
  | 'd_cargo'
  | 'd_carriers'
  | 'd_documents'
  | 'd_signatures'
  | 'd_clients'
  | 'd_users'
  | 'd_vehicles',
  JsonColumns
>;

/**
 * Rows of `from` as one JSON array per column, in `columns` order: `[[ids...], [names...]]`.
 * PostgreSQL types each column once per array instead of once per value, which cost a fifth of
 * the page statement's CPU with an array per row; every column's aggregate reads the rows in
 * the same order, so the arrays line up. No rows give `null` columns (PostgreSQL) or empty ones.
 */
function jsonColumns(postgres: boolean, columns: readonly string[], alias: string, from: string) {
  const each = columns.map((column) =>
    postgres ? `array_agg(${alias}.${column})` : `json_group_array(${alias}.${column})`,
  );
  return `(select ${postgres ? 'json_build_array' : 'json_array'}(${each.join(', ')}) ${from})`;
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
 * Which rows of `alias` belong to a transit of the `page` CTE. PostgreSQL: `= some(array(...))`
 * is one index scan over the page's ids; `in (select ...)` planned a hash of the page, a nested
 * loop and a scan per id, each node set up again on every execution.
 */
const inPage = (postgres: boolean, alias: string) =>
  postgres
    ? `${alias}.transit_id = some(array(select id from page))`
    : `${alias}.transit_id in (select id from page)`;

/**
 * The child rows of the transits of a `page` CTE as JSON columns, each read once for the whole
 * page, so a page and everything its responses need come in one query (PostgreSQL: one round
 * trip; SQLite: one statement). JSON columns cost less to build and parse than the drivers' own
 * row objects on both databases. Written once as SQL per dialect: the text has no parameters,
 * and building these nine subqueries with the query builder on every request cost more CPU than
 * the database spent running them. Order is restored in `detailsOf`.
 */
function pageDetailsSql(postgres: boolean) {
  const json = (columns: readonly string[], alias: string, from: string) =>
    jsonColumns(postgres, columns, alias, from);
  const childOf = (table: string, columns: readonly string[]) =>
    json(columns, 'c', `from ${table} c where ${inPage(postgres, 'c')}`);
  // Receivers and carriers are read once (PAGE_DETAIL_ROWS) for their own JSON and for the
  // contractors, people and vehicles they name: read again per use they cost a fifth more.
  const receiverColumn = (column: string) => `select r.${column} from page_receivers r`;
  const carrierColumn = (column: string) => `select k.${column} from page_carriers k`;
  const named = (table: string, columns: readonly string[], ids: string[]) =>
    json(
      columns,
      'n',
      // PostgreSQL: `= some(array(...))` reads the ids once and looks them up by primary key; as
      // `in (...)` or a join the planner scanned the whole table. SQLite plans `in` that way.
      postgres
        ? `from ${table} n where n.id = some(array(${ids.join(' union all ')}))`
        : `from ${table} n where n.id in (${ids.join(' union all ')})`,
    );
  const columns: Record<keyof DetailJson, string> = {
    d_places: childOf('transit_places', PLACE_COLUMNS),
    d_receivers: json(RECEIVER_COLUMNS, 'c', 'from page_receivers c'),
    d_cargo: childOf('transit_cargo', CARGO_COLUMNS),
    d_carriers: json(CARRIER_COLUMNS, 'c', 'from page_carriers c'),
    d_documents: json(
      DOCUMENT_SUMMARY_COLUMNS,
      'd',
      `from documents d where ${inPage(postgres, 'd')}`,
    ),
    d_signatures: json(
      SIGNATURE_SUMMARY_COLUMNS,
      's',
      `from document_signatures s join documents sd on sd.id = s.document_id where ${inPage(postgres, 'sd')}`,
    ),
    d_clients: named('clients', CLIENT_SUMMARY_COLUMNS, [
      'select sender_client_id from page',
      receiverColumn('client_id'),
      carrierColumn('client_id'),
    ]),
    d_users: named('users', PERSON_COLUMNS, [
      'select sender_employee_id from page',
      receiverColumn('employee_id'),
      carrierColumn('employee_id'),
      carrierColumn('driver_id'),
    ]),
    d_vehicles: named('vehicles', VEHICLE_SUMMARY_COLUMNS, [
      carrierColumn('vehicle_id'),
      carrierColumn('semitrailer_id'),
    ]),
  };
  return sql.raw(
    Object.entries(columns)
      .map(([alias, subquery]) => `${subquery} as ${alias}`)
      .join(',\n'),
  );
}
const PAGE_DETAILS = { postgres: pageDetailsSql(true), sqlite: pageDetailsSql(false) };

/** The common table expressions PAGE_DETAILS reads, to follow the `page` one. */
function pageDetailRowsSql(postgres: boolean) {
  return sql.raw(`,
  page_receivers as materialized (
    select * from transit_receivers r where ${inPage(postgres, 'r')}),
  page_carriers as materialized (
    select * from transit_carriers k where ${inPage(postgres, 'k')})`);
}
const PAGE_DETAIL_ROWS = { postgres: pageDetailRowsSql(true), sqlite: pageDetailRowsSql(false) };

/** A selected row without the columns the list query adds to the table's own. */
function transitRowOf(row: TransitRow & Partial<PageScalars>): TransitRow {
  const transit = { ...row };
  delete transit.total;
  delete transit.other_side;
  return transit;
}

const byPosition = (a: { transit_id: number; position: number }, b: typeof a) =>
  a.transit_id - b.transit_id || a.position - b.position;

/**
 * JSON columns (`jsonColumns`) back into rows keyed by `columns` (the list the SQL selected in
 * that order). The row types are the tables' own, as for every query result.
 */
function rowsOf<Row>(columns: readonly string[], value: JsonColumns): Row[] {
  const values = typeof value === 'string' ? (JSON.parse(value) as JsonColumns) : value;
  const count = values[0]?.length ?? 0;
  const rows: Row[] = [];
  for (let r = 0; r < count; r += 1) {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c += 1) row[columns[c] as string] = values[c]?.[r];
    rows.push(row as Row);
  }
  return rows;
}

/** The JSON columns of a page, in the order responses list them. */
function detailsOf(row: DetailJson): TransitDetails {
  const children: TransitChildren = {
    places: rowsOf<TransitPlaceRow>(PLACE_COLUMNS, row.d_places).sort(byPosition),
    receivers: rowsOf<TransitReceiverRow>(RECEIVER_COLUMNS, row.d_receivers).sort(byPosition),
    cargo: rowsOf<TransitCargoRow>(CARGO_COLUMNS, row.d_cargo).sort(byPosition),
    carriers: rowsOf<TransitCarrierRow>(CARRIER_COLUMNS, row.d_carriers).sort(byPosition),
  };
  const references = {
    clients: rowsOf<ClientSummaryRow>(CLIENT_SUMMARY_COLUMNS, row.d_clients),
    users: rowsOf<PersonRow>(PERSON_COLUMNS, row.d_users),
    vehicles: rowsOf<VehicleSummaryRow>(VEHICLE_SUMMARY_COLUMNS, row.d_vehicles),
  };
  const documents = documentSummaries(
    rowsOf<DocumentSummaryRow>(DOCUMENT_SUMMARY_COLUMNS, row.d_documents),
    rowsOf<SignatureSummaryRow>(SIGNATURE_SUMMARY_COLUMNS, row.d_signatures),
  );
  return { children, documents, references };
}

/**
 * PostgreSQL reads a page's child rows as JSON columns of the page query itself: each query is a
 * round trip. SQLite cuts the page in one statement and reads its details in a second (as one
 * statement its planner computed the details subqueries per candidate row).
 */
function embedsDetails(db: Executor): boolean {
  return isPostgres(db);
}

function noDetails(): TransitDetails {
  return {
    children: { places: [], receivers: [], cargo: [], carriers: [] },
    documents: new Map(),
    references: { clients: [], users: [], vehicles: [] },
  };
}

/** Details of the given transits (whichever company: callers have checked access). */
export async function loadTransitDetails(
  db: Executor,
  transitIds: number[],
): Promise<TransitDetails> {
  if (transitIds.length === 0) return noDetails();
  // The ids as one array (PostgreSQL) or JSON (SQLite) parameter: one statement text whatever
  // their number.
  const { rows } = isPostgres(db)
    ? await sql<DetailJson>`
        with page as materialized (
          select * from transits where id = some(${transitIds}::integer[]))${PAGE_DETAIL_ROWS.postgres}
        select ${PAGE_DETAILS.postgres}`.execute(db)
    : await sql<DetailJson>`
        with page as materialized (
          select * from transits where id in (select value from json_each(${JSON.stringify(transitIds)})))${PAGE_DETAIL_ROWS.sqlite}
        select ${PAGE_DETAILS.sqlite}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the details query answers one row');
  return detailsOf(row);
}

/** spec 1 §3 `document[]` of each transit: sub-documents after their parent, with who signed. */
function documentSummaries(
  documents: DocumentSummaryRow[],
  signatures: SignatureSummaryRow[],
): Map<number, TransitDocumentSummary[]> {
  const result = new Map<number, TransitDocumentSummary[]>();
  const signedBy = new Map<number, { signed_by_type: string; receiver_id: number | null }[]>();
  for (const s of [...signatures].sort((a, b) => a.id - b.id)) {
    const list = signedBy.get(s.document_id) ?? [];
    list.push({ signed_by_type: s.signed_by_type, receiver_id: s.receiver_id });
    signedBy.set(s.document_id, list);
  }
  const mainIds = new Set(documents.filter((d) => d.is_main_document === 1).map((d) => d.id));
  for (const d of orderWithSubDocuments(documents)) {
    const list = result.get(d.transit_id) ?? [];
    list.push({
      id: d.id,
      name: d.name,
      type: d.type,
      is_main_document: d.is_main_document === 1,
      parent_document_is_main_document:
        d.parent_document_id !== null && mainIds.has(d.parent_document_id),
      signed_by: signedBy.get(d.id) ?? [],
    });
    result.set(d.transit_id, list);
  }
  return result;
}

export type ClientSummaryRow = {
  id: number;
  name: string;
  vies: string | null;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  phone: string;
  pesel: string;
  linked_company_id: number | null;
};
export type PersonRow = {
  id: number;
  company_id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: string;
};
export type VehicleSummaryRow = { id: number; company_id: number; number: string; type: string };
export type References = {
  clients: ClientSummaryRow[];
  users: PersonRow[];
  vehicles: VehicleSummaryRow[];
};

/** Which of the ids are contractors, people, drivers, vehicles and trailers of the company. */
export async function findOwnReferences(
  db: Executor,
  companyId: number,
  ids: { clients: number[]; users: number[]; vehicles: number[] },
): Promise<{ clients: Set<number>; users: PersonRow[]; vehicles: VehicleSummaryRow[] }> {
  const [clients, users, vehicles] = await Promise.all([
    ids.clients.length === 0
      ? []
      : db
          .selectFrom('clients')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', 'in', ids.clients)
          .execute(),
    ids.users.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'company_id', 'first_name', 'last_name', 'phone', 'role'])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids.users)
          .execute(),
    ids.vehicles.length === 0
      ? []
      : db
          .selectFrom('vehicles')
          .select(['id', 'company_id', 'number', 'type'])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids.vehicles)
          .execute(),
  ]);
  return { clients: new Set(clients.map((row) => row.id)), users, vehicles };
}

export function isTrailerType(type: string): boolean {
  return TRAILER_TYPES.includes(type);
}

/** The drivers of these vehicles (vehicle id -> driver id). */
export async function findVehicleDrivers(
  db: Executor,
  companyId: number,
  vehicleIds: number[],
): Promise<Map<number, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'driver_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', vehicleIds)
    .where('driver_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.driver_id === null ? [] : [[row.id, row.driver_id]])));
}

/** Next number of the company's yearly counter (an upsert, serialised by the row). */
export async function nextTransitSequence(
  db: Executor,
  companyId: number,
  year: number,
): Promise<number> {
  const row = await db
    .insertInto('transit_counters')
    .values({ company_id: companyId, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['company_id', 'year']).doUpdateSet({
        last_number: sql<number>`transit_counters.last_number + 1`,
      }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertTransit(db: Executor, row: NewTransit): Promise<TransitRow> {
  return db.insertInto('transits').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateTransit(
  db: Executor,
  companyId: number,
  id: number,
  patch: TransitUpdate,
): Promise<void> {
  await db
    .updateTable('transits')
    .set(patch)
    .set(nextVersion)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * Every statement that changes a transit row sets this too: the version clients send back to
 * refuse lost updates (0013_versions). Lock-only updates (`status = status`) leave it.
 */
const nextVersion = (eb: ExpressionBuilder<Database, 'transits'>) => ({
  version: eb('transits.version', '+', 1),
});

/**
 * Holds the row until commit (PostgreSQL; SQLite runs one write transaction at a time), so what
 * is read next is the row as it is: a PATCH compares its version there. False when it is gone.
 */
export async function lockTransit(db: Executor, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('transits')
    .set((eb) => ({ version: eb.ref('transits.version') }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes the row for a change (PostgreSQL locks it until commit): only while it is not finished,
 * and with `requireUnsigned` only while nothing is signed. False when the condition failed.
 */
export async function lockOpenTransit(
  db: Executor,
  companyId: number,
  id: number,
  requireUnsigned: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('transits')
    .set((eb) => ({ status: eb.ref('transits.status') }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    // Race guard of "a finished transit is closed" (isTransitOpen); signed: edit's carriers-only rule.
    .where('status', '!=', 'finished');
  if (requireUnsigned) query = query.where('has_signed_documents', '=', 0);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function finishTransit(
  db: Executor,
  companyId: number,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('transits')
    .set({ status: 'finished', finished_at: now, updated_at: now })
    .set(nextVersion)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    // Race guard of decideTransit 'finish' (transit_already_finished).
    .where('status', '!=', 'finished')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Race guard of the rulebook's delete rule (decideTransit 'delete'): the row still allows it. */
export async function deleteDeletableTransit(
  db: Executor,
  companyId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('transits')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '!=', 'finished')
    .where('has_signed_documents', '=', 0)
    .where('type', '!=', 'send')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type Section = 'sender_location' | 'receivers' | 'carrier';

/** Ids of a section's rows in this transit (kept when a PATCH names them again). */
export async function sectionIds(
  db: Executor,
  transitId: number,
): Promise<{
  loading: Set<number>;
  receivers: Set<number>;
  unloading: Set<number>;
  cargo: Set<number>;
  carriers: Set<number>;
}> {
  const [places, receivers, cargo, carriers] = await Promise.all([
    db
      .selectFrom('transit_places')
      .select(['id', 'kind'])
      .where('transit_id', '=', transitId)
      .execute(),
    db.selectFrom('transit_receivers').select('id').where('transit_id', '=', transitId).execute(),
    db.selectFrom('transit_cargo').select('id').where('transit_id', '=', transitId).execute(),
    db.selectFrom('transit_carriers').select('id').where('transit_id', '=', transitId).execute(),
  ]);
  return {
    loading: new Set(places.filter((p) => p.kind === 'loading').map((p) => p.id)),
    unloading: new Set(places.filter((p) => p.kind === 'unloading').map((p) => p.id)),
    receivers: new Set(receivers.map((r) => r.id)),
    cargo: new Set(cargo.map((c) => c.id)),
    carriers: new Set(carriers.map((c) => c.id)),
  };
}

export async function deleteSection(
  db: Executor,
  transitId: number,
  section: Section,
): Promise<void> {
  switch (section) {
    case 'sender_location':
      await db
        .deleteFrom('transit_places')
        .where('transit_id', '=', transitId)
        .where('kind', '=', 'loading')
        .execute();
      return;
    case 'receivers':
      // Their cargo lines and unloading places go with them (on delete cascade).
      await db.deleteFrom('transit_cargo').where('transit_id', '=', transitId).execute();
      await db
        .deleteFrom('transit_places')
        .where('transit_id', '=', transitId)
        .where('kind', '=', 'unloading')
        .execute();
      await db.deleteFrom('transit_receivers').where('transit_id', '=', transitId).execute();
      return;
    case 'carrier':
      await db.deleteFrom('transit_carriers').where('transit_id', '=', transitId).execute();
      return;
  }
}

export async function insertPlaces(db: Executor, rows: NewTransitPlace[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('transit_places').values(rows).execute();
}

export async function insertReceiver(db: Executor, row: NewTransitReceiver): Promise<number> {
  const inserted = await db
    .insertInto('transit_receivers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertCargo(db: Executor, rows: NewTransitCargo[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('transit_cargo').values(rows).execute();
}

export async function insertCarriers(db: Executor, rows: NewTransitCarrier[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('transit_carriers').values(rows).execute();
}

/** Choosing a vehicle for a carrier marks the driver unavailable (spec 3 §4). */
export async function setDriversAvailability(
  db: Executor,
  companyId: number,
  driverIds: number[],
  available: boolean,
): Promise<void> {
  if (driverIds.length === 0) return;
  await db
    .updateTable('users')
    .set({ is_available: available ? 1 : 0 })
    .where('company_id', '=', companyId)
    .where('role', '=', DRIVER_ROLE)
    .where('id', 'in', driverIds)
    .execute();
}

/** Of these drivers, those still driving (with a vehicle) another unfinished transit. */
export async function driversStillBusy(
  db: Executor,
  companyId: number,
  driverIds: number[],
  exceptTransitId: number,
): Promise<Set<number>> {
  if (driverIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('transit_carriers as c')
    .innerJoin('transits as t', 't.id', 'c.transit_id')
    .select('c.driver_id')
    .where('c.company_id', '=', companyId)
    .where('c.driver_id', 'in', driverIds)
    .where('c.vehicle_id', 'is not', null)
    .where('t.status', '!=', 'finished')
    .where('t.id', '!=', exceptTransitId)
    .execute();
  return new Set(rows.flatMap((row) => (row.driver_id === null ? [] : [row.driver_id])));
}

export async function insertTransitEvent(
  db: Executor,
  event: {
    transitId: number;
    companyId: number;
    actorUserId: number | null;
    actorName?: string | null;
    ip: string | null;
    userAgent: string | null;
    data: TransitEventData;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('transit_events')
    .values({
      transit_id: event.transitId,
      company_id: event.companyId,
      type: event.data.type,
      actor_user_id: event.actorUserId,
      actor_name: event.actorName ?? null,
      ip: event.ip,
      user_agent: event.userAgent,
      data: JSON.stringify(event.data),
      created_at: event.now,
    })
    .execute();
}

export type TransitEventRow = {
  id: number;
  type: string;
  actor_user_id: number | null;
  actor_name: string | null;
  data: string;
  created_at: string;
};

export async function listTransitEvents(
  db: Executor,
  transitId: number,
): Promise<TransitEventRow[]> {
  return db
    .selectFrom('transit_events')
    .select(['id', 'type', 'actor_user_id', 'actor_name', 'data', 'created_at'])
    .where('transit_id', '=', transitId)
    .orderBy('id')
    .execute();
}

/**
 * Rows ordered by id with each document's sub-documents right after it (spec 2 §7). A
 * sub-document whose parent is not among the rows keeps its place by id.
 */
export function orderWithSubDocuments<T extends { id: number; parent_document_id: number | null }>(
  rows: T[],
): T[] {
  const byId = [...rows].sort((a, b) => a.id - b.id);
  const present = new Set(byId.map((row) => row.id));
  const children = new Map<number, T[]>();
  for (const row of byId) {
    if (row.parent_document_id !== null && present.has(row.parent_document_id)) {
      const list = children.get(row.parent_document_id) ?? [];
      list.push(row);
      children.set(row.parent_document_id, list);
    }
  }
  const ordered: T[] = [];
  const visit = (row: T) => {
    ordered.push(row);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  for (const row of byId) {
    if (row.parent_document_id === null || !present.has(row.parent_document_id)) visit(row);
  }
  return ordered;
}

/**
 * Records that a document of the transit is signed: `has_signed_documents` (edit and delete
 * rules) and status running. `documents/service.ts storeSignature` calls it (through this
 * module's service) in the transaction that stores a signature, so the flag follows the
 * signatures; tests also use it to reach the state.
 */
export async function markTransitSigned(
  db: Executor,
  transitId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('transits')
    .set({ has_signed_documents: 1, updated_at: now })
    .set(nextVersion)
    .where('id', '=', transitId)
    .execute();
  await db
    .updateTable('transits')
    .set({ status: 'running' })
    .where('id', '=', transitId)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertAlert(db: Executor, row: Omit<AlertRow, 'id'>): Promise<AlertRow> {
  return db.insertInto('alerts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Who hears of an alert: the company's active Admin and Dyspozytor users and the carriers' drivers. */
export async function alertRecipients(
  db: Executor,
  companyId: number,
  transitId: number,
): Promise<{ id: number; company_id: number }[]> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.company_id'])
    .where('users.is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('users.company_id', '=', companyId),
          eb('users.role', 'in', ['Admin', 'Dyspozytor']),
        ]),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('transit_carriers')
            .select('transit_carriers.driver_id')
            .where('transit_carriers.transit_id', '=', transitId)
            .where('transit_carriers.driver_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('users.id')
    .execute();
}
