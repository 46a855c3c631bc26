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

/** Transit `t` names a contractor, vehicle or person changed at or after `since`. */
function namesPartyChangedSince(since: string) {
  const clients = sql`(select id from clients where updated_at >= ${since})`;
  const vehicles = sql`(select id from vehicles where updated_at >= ${since})`;
  const users = sql`(select id from users where updated_at >= ${since})`;
  return sql<boolean>`t.id in (
    select id from transits where sender_client_id in ${clients} or sender_employee_id in ${users}
    union select transit_id from transit_receivers
      where client_id in ${clients} or employee_id in ${users}
    union select transit_id from transit_carriers
      where client_id in ${clients} or vehicle_id in ${vehicles} or semitrailer_id in ${vehicles}
        or driver_id in ${users} or employee_id in ${users}
    union select transit_id from transit_places where client_id in ${clients})`;
}

/**
 * Transits whose data set may be out of date: none yet (created before eFTI or by a path that
 * did not make one), never checked, or whose transit, documents or signatures changed since it
 * was last checked, or a contractor, vehicle or person it names (an edit in the address book or
 * the fleet changes the consignment without touching the transit). In id order after
 * `afterId`, at most `limit`. With `since`, only transits whose row, documents, signatures or
 * named parties changed from then on are looked at, so a periodic sweep does not read every
 * transit.
 */
export async function staleTransitIds(
  db: Executor,
  page: { afterId: number; limit: number; since?: string },
): Promise<number[]> {
  const { since } = page;
  let query = db
    .selectFrom('transits as t')
    .leftJoin('efti_datasets as d', 'd.transit_id', 't.id')
    .select('t.id')
    .where('t.id', '>', page.afterId)
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
    );
  if (since !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('t.id', 'in', (inner) =>
          inner
            .selectFrom('transits as ct')
            .select('ct.id')
            .where('ct.updated_at', '>=', since)
            .union(
              inner
                .selectFrom('documents as cd')
                .select('cd.transit_id as id')
                .where('cd.updated_at', '>=', since),
            )
            .union(
              inner
                .selectFrom('document_signatures as s')
                .innerJoin('documents as sd', 'sd.id', 's.document_id')
                .select('sd.transit_id as id')
                .where('s.created_at', '>=', since),
            ),
        ),
        namesPartyChangedSince(since),
      ]),
    );
  }
  const rows = await query.orderBy('t.id').limit(page.limit).execute();
  return rows.map((row) => row.id);
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
