import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  isDriverScope,
  readsSharedIn,
  type TransitScope as DomainTransitScope,
} from '@transitdocs/domain';
import { isPostgres, type Executor } from '../../../db/index.ts';
import type { Database, TransitRow } from '../../../db/schema.ts';
import {
  companyRowsContaining,
  rowContains,
  type SearchedTable,
  type TextSearch,
  type TextTarget,
} from './contains.ts';

/*
 * What a caller may see of the transits, apart from what its filters ask for: its company's
 * own, those other companies shared in, and for a driver only those of them he drives.
 */

/**
 * Whose transits a query reads: the caller's company and what the rulebook's `transitScopeOf`
 * says he sees of them (all, shared-in included, or only the runs he drives).
 */
export type TransitScope = { companyId: number; sees: CompanyTransitScope };

/** The rulebook's scopes of a company's users and keys (a share link reads one transit). */
export type CompanyTransitScope = Exclude<DomainTransitScope, { kind: 'shared' }>;

/** Everything a company sees (its own and shared-in transits): what its writes read. */
export function companyScope(companyId: number): TransitScope {
  return { companyId, sees: { kind: 'company' } };
}

/**
 * Which transits a condition starts from: the company's own and the shared-in ids given (read
 * beforehand), only the own ones, or only those other companies shared in (read by the
 * database itself, in the statement).
 */
export type TransitSource = { sharedIds: readonly number[] } | 'own' | 'shared';

export type TransitsEb = ExpressionBuilder<Database, 'transits'>;

/** Which transits a scope may read, as a condition on `transits` (see `visibleTransits`). */
export type TransitVisibility = (eb: TransitsEb) => Expression<SqlBool>;

/** What a source lets a condition read: the transits, and rows of the tables they name. */
export type VisibleRows = {
  companyId: number;
  /** the visible transits, the driver's restriction included */
  transits: Expression<SqlBool>;
  /**
   * Rows of a child table (or of `transits` read again) that can belong to a visible transit. A
   * shared-in transit keeps its owner's company_id on every row.
   */
  rows(companyColumn: string, transitColumn: string): Expression<SqlBool>;
  /**
   * Contractors, people and vehicles a visible transit can name: a shared-in transit names its
   * owner's, so text filters match what the reader sees on it.
   */
  masters(companyColumn: string): Expression<SqlBool>;
  /** `rows` of the target's table whose texts contain `text`; the own ones found by index */
  rowsContaining<T extends SearchedTable>(target: TextTarget<T>, text: string): Expression<SqlBool>;
  /** `masters` of the target's table whose texts contain `text`; the own ones found by index */
  mastersContaining<T extends SearchedTable>(
    target: TextTarget<T>,
    text: string,
  ): Expression<SqlBool>;
};

export function visibleRows(
  eb: TransitsEb,
  scope: TransitScope,
  source: TransitSource,
  search: TextSearch,
): VisibleRows {
  const { companyId } = scope;
  // Transits other companies shared in (spec 3 §1) are read by their ids: a short list, so both
  // branches stay index lookups.
  const shared = eb
    .selectFrom('transit_shares')
    .select('transit_shares.transit_id')
    .where('transit_shares.company_id', '=', companyId);
  const sharedIds = typeof source === 'object' ? source.sharedIds : [];
  const rows = (companyColumn: string, transitColumn: string): Expression<SqlBool> => {
    const own = sql<SqlBool>`${sql.ref(companyColumn)} = ${companyId}`;
    if (source === 'own') return own;
    if (source === 'shared') return sql<SqlBool>`${sql.ref(transitColumn)} in ${shared}`;
    if (sharedIds.length === 0) return own;
    return sql<SqlBool>`(${own} or ${sql.ref(transitColumn)} in (${sql.join(sharedIds)}))`;
  };
  const masters = (companyColumn: string): Expression<SqlBool> => {
    const own = sql<SqlBool>`${sql.ref(companyColumn)} = ${companyId}`;
    const owners = (ids: Expression<unknown>) =>
      sql`(select owner.company_id from transits owner where owner.id in ${ids})`;
    if (source === 'own') return own;
    if (source === 'shared') return sql<SqlBool>`${sql.ref(companyColumn)} in ${owners(shared)}`;
    if (sharedIds.length === 0) return own;
    const ids = sql`(${sql.join(sharedIds)})`;
    return sql<SqlBool>`(${own} or ${sql.ref(companyColumn)} in ${owners(ids)})`;
  };
  /**
   * The own rows that contain a text through the index; the rows of shared-in transits (a few,
   * reached by transit id or owner) tested one by one.
   */
  const containing = <T extends SearchedTable>(
    target: TextTarget<T>,
    text: string,
    sharedPart: (ids: Expression<unknown>) => Expression<SqlBool>,
  ): Expression<SqlBool> => {
    const own = companyRowsContaining(search, target, companyId, text);
    const each = rowContains(target, text);
    if (source === 'own') return own;
    if (source === 'shared') return sql<SqlBool>`(${sharedPart(shared)} and ${each})`;
    if (sharedIds.length === 0) return own;
    return sql<SqlBool>`(${own} or (${sharedPart(sql`(${sql.join(sharedIds)})`)} and ${each}))`;
  };
  const rowsContaining = <T extends SearchedTable>(target: TextTarget<T>, text: string) => {
    const transitColumn = target.table === 'transits' ? 'id' : 'transit_id';
    return containing(
      target,
      text,
      (ids) => sql<SqlBool>`${sql.ref(`${target.alias}.${transitColumn}`)} in ${ids}`,
    );
  };
  const mastersContaining = <T extends SearchedTable>(target: TextTarget<T>, text: string) =>
    containing(
      target,
      text,
      (ids) =>
        sql<SqlBool>`${sql.ref(`${target.alias}.company_id`)} in (select owner.company_id from transits owner where owner.id in ${ids})`,
    );
  const conditions: Expression<SqlBool>[] = [
    source === 'own' || (source !== 'shared' && sharedIds.length === 0)
      ? eb('transits.company_id', '=', companyId)
      : source === 'shared'
        ? eb.and([eb('transits.company_id', '!=', companyId), eb('transits.id', 'in', shared)])
        : eb.or([
            eb('transits.company_id', '=', companyId),
            sql<SqlBool>`${sql.ref('transits.id')} in (${sql.join(sharedIds)})`,
          ]),
  ];
  if (isDriverScope(scope.sees)) {
    conditions.push(
      eb(
        'transits.id',
        'in',
        // By the driver alone: a shared-in transit's carrier rows keep its owner's company_id
        // (a subcontractor's driver, spec 2 §4); the conditions above keep the company's reach.
        eb
          .selectFrom('transit_carriers as dc')
          .select('dc.transit_id')
          .where('dc.driver_id', '=', scope.sees.userId),
      ),
    );
  }
  return {
    companyId,
    transits: conditions.length === 1 ? (conditions[0] as Expression<SqlBool>) : eb.and(conditions),
    rows,
    masters,
    rowsContaining,
    mastersContaining,
  };
}

/**
 * Ids of the transits other companies shared with the scope's company; for a driver only those
 * he drives (a short list either way).
 */
export async function sharedTransitIds(db: Executor, scope: TransitScope): Promise<number[]> {
  if (!readsSharedIn(scope.sees)) return [];
  let query = db
    .selectFrom('transit_shares')
    .select('transit_id')
    .where('company_id', '=', scope.companyId);
  if (isDriverScope(scope.sees)) {
    const { userId } = scope.sees;
    query = query.where((eb) =>
      eb(
        'transit_id',
        'in',
        eb.selectFrom('transit_carriers').select('transit_id').where('driver_id', '=', userId),
      ),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => row.transit_id);
}

/**
 * The transits a scope may read: its company's own and those other companies shared with it; a
 * driver only the own ones he drives. A transit's details and the report go by this rule, as the
 * list does.
 */
export async function visibleTransits(
  db: Executor,
  scope: TransitScope,
): Promise<TransitVisibility> {
  const source = { sharedIds: await sharedTransitIds(db, scope) };
  const search = isPostgres(db) ? 'postgres' : 'sqlite';
  return (eb) => visibleRows(eb, scope, source, search).transits;
}

/** A transit another company shared in has type `send` for the company reading it. */
export function seenBy(scope: TransitScope, row: TransitRow): TransitRow {
  return row.company_id === scope.companyId ? row : { ...row, type: 'send' };
}
