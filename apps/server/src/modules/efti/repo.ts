import { randomUUID } from 'node:crypto';
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
 * Transits whose data set may be out of date: none yet (created before eFTI or by a path that
 * did not make one), never checked, or whose transit, documents or signatures changed since it
 * was last checked. In id order after `afterId`, at most `limit`. With `since`, only transits
 * whose row, documents or signatures changed from then on are looked at (indexed), so a
 * periodic sweep does not read every transit.
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
      ]),
    );
  if (since !== undefined) {
    query = query.where('t.id', 'in', (eb) =>
      eb
        .selectFrom('transits as ct')
        .select('ct.id')
        .where('ct.updated_at', '>=', since)
        .union(
          eb
            .selectFrom('documents as cd')
            .select('cd.transit_id as id')
            .where('cd.updated_at', '>=', since),
        )
        .union(
          eb
            .selectFrom('document_signatures as s')
            .innerJoin('documents as sd', 'sd.id', 's.document_id')
            .select('sd.transit_id as id')
            .where('s.created_at', '>=', since),
        ),
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
