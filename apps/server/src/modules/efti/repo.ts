import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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
 */
const PARTY_CHANGED_AFTER_CHECK = sql<boolean>`(
  exists (select 1 from clients p where p.updated_at > d.checked_at and (
    p.id = t.sender_client_id
    or p.id in (select client_id from transit_receivers where transit_id = t.id)
    or p.id in (select client_id from transit_carriers where transit_id = t.id)
    or p.id in (select client_id from transit_places where transit_id = t.id)))
  or exists (select 1 from transit_carriers k join vehicles p
    on p.id = k.vehicle_id or p.id = k.semitrailer_id
    where k.transit_id = t.id and p.updated_at > d.checked_at)
  or exists (select 1 from users p where p.updated_at > d.checked_at and (
    p.id = t.sender_employee_id
    or p.id in (select driver_id from transit_carriers where transit_id = t.id)
    or p.id in (select employee_id from transit_carriers where transit_id = t.id)
    or p.id in (select employee_id from transit_receivers where transit_id = t.id))))`;

/**
 * Transits whose data set may be out of date: none yet (created before eFTI or by a path that
 * did not make one), never checked, or whose transit, documents or signatures changed since it
 * was last checked, or a contractor, vehicle or person it names (an edit in the address book or
 * the fleet changes the consignment without touching the transit). The caller narrows the
 * transits: a statement over all of them held SQLite's event loop for 0.8 s at 109,500 transits.
 */
function staleTransits(db: Executor) {
  return db
    .selectFrom('transits as t')
    .leftJoin('efti_datasets as d', 'd.transit_id', 't.id')
    .select('t.id')
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
        PARTY_CHANGED_AFTER_CHECK,
      ]),
    )
    .orderBy('t.id');
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
export async function staleTransitIdsInRange(
  db: Executor,
  range: { afterId: number; throughId: number },
): Promise<number[]> {
  const rows = await staleTransits(db)
    .where('t.id', '>', range.afterId)
    .where('t.id', '<=', range.throughId)
    .execute();
  return rows.map((row) => row.id);
}

/** Those of `ids` whose data set is stale, in id order. */
export async function staleTransitIdsAmong(
  db: Executor,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await staleTransits(db).where('t.id', 'in', ids).execute();
  return rows.map((row) => row.id);
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
  const someChanged = async (table: 'clients' | 'users' | 'vehicles') =>
    (await db
      .selectFrom(table)
      .select('id')
      .where('updated_at', '>=', since)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  if (
    (await someChanged('clients')) ||
    (await someChanged('users')) ||
    (await someChanged('vehicles'))
  ) {
    add(await transitIdsNamingPartiesChangedSince(db, since));
  }
  return [...ids].sort((a, b) => a - b);
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
