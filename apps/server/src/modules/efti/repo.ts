import { randomUUID } from 'node:crypto';
import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, toCount, type Executor } from '../../db/index.ts';
import type { EftiAccessLogRow, EftiDatasetRow } from '../../db/schema.ts';

/** Data sets, gate accesses and follow-ups: SQL only, no rules. */

export async function insertDatasets(
  db: Executor,
  transits: readonly { id: number; company_id: number }[],
  now: string,
): Promise<void> {
  if (transits.length === 0) return;
  await db
    .insertInto('efti_datasets')
    .values(
      transits.map((transit) => ({
        transit_id: transit.id,
        company_id: transit.company_id,
        dataset_id: randomUUID(),
        status: 'draft',
        identifiers_sha256: null,
        checked_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('transit_id').doNothing())
    .execute();
}

export function findDatasetOfTransit(
  db: Executor,
  transitId: number,
): Promise<EftiDatasetRow | undefined> {
  return db
    .selectFrom('efti_datasets')
    .selectAll()
    .where('transit_id', '=', transitId)
    .executeTakeFirst();
}

export function findDatasetById(
  db: Executor,
  datasetId: string,
): Promise<EftiDatasetRow | undefined> {
  return db
    .selectFrom('efti_datasets')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
}

/** Holds the data set row until commit (PostgreSQL), so two recomputations queue one after the other. */
export async function lockDataset(
  db: Executor,
  transitId: number,
): Promise<EftiDatasetRow | undefined> {
  let query = db.selectFrom('efti_datasets').selectAll().where('transit_id', '=', transitId);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateDataset(
  db: Executor,
  transitId: number,
  values: { status: string; identifiers_sha256?: string; checked_at: string; updated_at?: string },
): Promise<void> {
  await db.updateTable('efti_datasets').set(values).where('transit_id', '=', transitId).execute();
}

/**
 * A contractor, vehicle or person that transit `t` names was changed after its data set `d` was
 * last checked. Plain SQL: one condition over the four tables that name them, both dialects.
 * Each test starts from the transit's own rows and reaches each party by its key: written from
 * the parties' side (`exists (select 1 from clients p where p.updated_at > … and p.id in (…))`),
 * PostgreSQL read every company's contractors and people for each transit, and the start-up
 * sweep spent 2.3 s of its CPU on each range of 2,000 transits (126 s for 109,500).
 */
const PARTY_CHANGED_AFTER_CHECK = sql<boolean>`(
  exists (select 1 from clients p
    where p.id = t.sender_client_id and p.updated_at > d.checked_at)
  or exists (select 1 from transit_receivers r join clients p on p.id = r.client_id
    where r.transit_id = t.id and p.updated_at > d.checked_at)
  or exists (select 1 from transit_carriers k join clients p on p.id = k.client_id
    where k.transit_id = t.id and p.updated_at > d.checked_at)
  or exists (select 1 from transit_places l join clients p on p.id = l.client_id
    where l.transit_id = t.id and p.updated_at > d.checked_at)
  or exists (select 1 from transit_carriers k join vehicles p
    on p.id = k.vehicle_id or p.id = k.semitrailer_id
    where k.transit_id = t.id and p.updated_at > d.checked_at)
  or exists (select 1 from users p
    where p.id = t.sender_employee_id and p.updated_at > d.checked_at)
  or exists (select 1 from transit_carriers k join users p
    on p.id = k.driver_id or p.id = k.employee_id
    where k.transit_id = t.id and p.updated_at > d.checked_at)
  or exists (select 1 from transit_receivers r join users p on p.id = r.employee_id
    where r.transit_id = t.id and p.updated_at > d.checked_at))`;

/**
 * Transits whose data set may be out of date: none yet (created before eFTI or by a path that
 * did not make one), never checked, or whose transit, documents or signatures changed since it
 * was last checked, or a contractor, vehicle or person it names (an edit in the address book or
 * the fleet changes the consignment without touching the transit). The caller narrows the
 * transits: a statement over all of them held SQLite's event loop for 0.8 s at 109,500 transits.
 */
async function staleTransits(db: Executor, choice: TransitChoice): Promise<number[]> {
  const checkParties = await partiesChangedAfterCheck(db, chosen('d.transit_id', choice));
  const rows = await db
    .selectFrom('transits as t')
    // The choice on both sides: PostgreSQL did not carry it over the outer join, and read every
    // data set for each range (a hash join over 109,500 rows, 14 ms a range).
    .leftJoin('efti_datasets as d', (join) =>
      join.onRef('d.transit_id', '=', 't.id').on(chosen('d.transit_id', choice)),
    )
    .select('t.id')
    .where(chosen('t.id', choice))
    .where((eb) =>
      eb.or([
        eb('d.transit_id', 'is', null),
        eb('d.checked_at', 'is', null),
        eb('t.updated_at', '>', eb.ref('d.checked_at')),
        eb.exists(
          eb
            .selectFrom('documents as doc')
            .select('doc.id')
            .whereRef('doc.transit_id', '=', 't.id')
            .where((inner) =>
              inner.or([
                inner('doc.updated_at', '>', inner.ref('d.checked_at')),
                inner.exists(
                  inner
                    .selectFrom('document_signatures as s')
                    .select('s.id')
                    .whereRef('s.document_id', '=', 'doc.id')
                    .whereRef('s.created_at', '>', 'd.checked_at'),
                ),
              ]),
            ),
        ),
        ...(checkParties ? [PARTY_CHANGED_AFTER_CHECK] : []),
      ]),
    )
    .orderBy('t.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Which transits a sweep step checks: a range of ids, or some ids. */
type TransitChoice = { afterId: number; throughId: number } | { ids: readonly number[] };

/** The choice as a condition on a column holding transit ids. */
function chosen(column: 't.id' | 'd.transit_id', choice: TransitChoice): Expression<SqlBool> {
  const ref = sql.ref(column);
  return 'ids' in choice
    ? sql<SqlBool>`${ref} in (${sql.join(choice.ids)})`
    : sql<SqlBool>`${ref} > ${choice.afterId} and ${ref} <= ${choice.throughId}`;
}

/** The highest transit id: where a sweep of every transit ends. */
export async function lastTransitId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('transits')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** The stale transits (see `staleTransits`) with ids after `afterId`, up to `throughId`. */
export function staleTransitIdsInRange(
  db: Executor,
  range: { afterId: number; throughId: number },
): Promise<number[]> {
  return staleTransits(db, range);
}

/**
 * Whether the party test of `staleTransits` can find anything among the data sets `which`
 * picks: some party changed after the earliest of their checks. Almost never, and then the test
 * is left out: it reads about 20 rows per transit (PostgreSQL, 2,000 transits: 150 of the
 * range's 165 ms).
 */
async function partiesChangedAfterCheck(db: Executor, which: Expression<SqlBool>) {
  const earliest = await db
    .selectFrom('efti_datasets as d')
    .select((eb) => eb.fn.min('d.checked_at').as('at'))
    .where(which)
    .executeTakeFirst();
  // None checked: each is stale without the party test.
  return earliest?.at ? somePartyChangedSince(db, earliest.at) : false;
}

/** Those of `ids` whose data set is stale, in id order. */
export async function staleTransitIdsAmong(
  db: Executor,
  ids: readonly number[],
): Promise<number[]> {
  return ids.length === 0 ? [] : staleTransits(db, { ids });
}

/**
 * Transits whose row, documents or signatures changed at or after `since`, or that name a
 * contractor, vehicle or person changed then: each read from an index on its time, so a
 * periodic sweep costs what changed, not the size of the database. Parties change rarely; the
 * transits naming them are looked up only when some did.
 */
export async function transitIdsChangedSince(db: Executor, since: string): Promise<number[]> {
  const ids = new Set<number>();
  const add = (rows: readonly { id: number | null }[]) => {
    for (const row of rows) if (row.id !== null) ids.add(row.id);
  };
  add(await db.selectFrom('transits').select('id').where('updated_at', '>=', since).execute());
  add(
    await db
      .selectFrom('documents')
      .select('transit_id as id')
      .where('updated_at', '>=', since)
      .execute(),
  );
  add(
    await db
      .selectFrom('document_signatures as s')
      .innerJoin('documents as d', 'd.id', 's.document_id')
      .select('d.transit_id as id')
      .where('s.created_at', '>=', since)
      .execute(),
  );
  if (await somePartyChangedSince(db, since)) {
    add(await transitIdsNamingPartiesChangedSince(db, since));
  }
  return [...ids].sort((a, b) => a - b);
}

/** Whether any contractor, person or vehicle (of any company) changed at or after `since`. */
async function somePartyChangedSince(db: Executor, since: string): Promise<boolean> {
  for (const table of ['clients', 'users', 'vehicles'] as const) {
    const changed = await db
      .selectFrom(table)
      .select('id')
      .where('updated_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    if (changed) return true;
  }
  return false;
}

type Parties = 'clients' | 'users' | 'vehicles';

/** Every column that names a contractor, person or vehicle, and the table of its transit id. */
const PARTY_COLUMNS: readonly {
  table: string;
  transitId: string;
  column: string;
  parties: Parties;
}[] = [
  { table: 'transits', transitId: 'id', column: 'sender_client_id', parties: 'clients' },
  { table: 'transits', transitId: 'id', column: 'sender_employee_id', parties: 'users' },
  { table: 'transit_receivers', transitId: 'transit_id', column: 'client_id', parties: 'clients' },
  { table: 'transit_receivers', transitId: 'transit_id', column: 'employee_id', parties: 'users' },
  { table: 'transit_carriers', transitId: 'transit_id', column: 'client_id', parties: 'clients' },
  { table: 'transit_carriers', transitId: 'transit_id', column: 'driver_id', parties: 'users' },
  { table: 'transit_carriers', transitId: 'transit_id', column: 'employee_id', parties: 'users' },
  { table: 'transit_carriers', transitId: 'transit_id', column: 'vehicle_id', parties: 'vehicles' },
  {
    table: 'transit_carriers',
    transitId: 'transit_id',
    column: 'semitrailer_id',
    parties: 'vehicles',
  },
  { table: 'transit_places', transitId: 'transit_id', column: 'client_id', parties: 'clients' },
];

/**
 * Transits that name a contractor, person or vehicle changed at or after `since`: one arm per
 * column, so each reads that column's index (0003, 0022) for the few changed parties.
 */
async function transitIdsNamingPartiesChangedSince(
  db: Executor,
  since: string,
): Promise<{ id: number }[]> {
  const arms = PARTY_COLUMNS.map(
    ({ table, transitId, column, parties }) =>
      sql`select ${sql.ref(transitId)} as id from ${sql.table(table)}
        where ${sql.ref(column)} in (select id from ${sql.table(parties)} where updated_at >= ${since})`,
  );
  const result = await sql<{ id: number }>`${sql.join(arms, sql` union `)}`.execute(db);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------
// Gate accesses and follow-ups

export type AccessRecord = {
  request_id: string;
  gate_request_id: string | null;
  gate_id: string;
  dataset_id: string;
  transit_id: number | null;
  action: string;
  subsets: string;
  outcome: string;
  status_code: number;
  created_at: string;
};

export async function insertAccess(db: Executor, record: AccessRecord): Promise<void> {
  await db.insertInto('efti_access_log').values(record).execute();
}

export async function listAccesses(
  db: Executor,
  transitId: number,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: EftiAccessLogRow[] }> {
  const [count, results] = await Promise.all([
    db
      .selectFrom('efti_access_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('transit_id', '=', transitId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('efti_access_log')
      .selectAll()
      .where('transit_id', '=', transitId)
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { count: toCount(count.n), results };
}

export async function insertFollowUp(
  db: Executor,
  row: {
    transit_id: number;
    dataset_id: string;
    gate_id: string;
    request_id: string;
    message: string;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('efti_follow_ups').values(row).execute();
}
