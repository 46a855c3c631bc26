import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

/** The transits the caller may read, as a condition on `transits`: given by the transits module. */
export type TransitVisibility = (
  eb: ExpressionBuilder<Database, 'transits'>,
) => Expression<SqlBool>;

export type ReportRange = { startDate: string; endDate: string };

/**
 * The transits of the report: those the caller may read (`visibleTransits`: the company's own and
 * those shared in; a driver's own), loaded within the range. Every query below selects its rows
 * by this same subquery, so a report is a handful of queries whatever its size.
 */
function transitIds(db: Executor, visible: TransitVisibility, range: ReportRange) {
  return db
    .selectFrom('transits')
    .select('transits.id')
    .where(visible)
    .where('transits.loading_date', '>=', range.startDate)
    .where('transits.loading_date', '<=', range.endDate);
}

export async function loadReportTransits(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('transits as t')
    .leftJoin('clients as s', 's.id', 't.sender_client_id')
    .select([
      't.id',
      't.transit_number',
      't.loading_date',
      't.unloading_date',
      's.name as sender_name',
    ])
    .where('t.id', 'in', transitIds(db, visible, range))
    .orderBy('t.loading_date')
    .orderBy('t.transit_number')
    .execute();
}

export async function loadReportReceivers(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('transit_receivers as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .select(['r.id', 'r.transit_id', 'c.name'])
    .where('r.transit_id', 'in', transitIds(db, visible, range))
    .orderBy('r.transit_id')
    .orderBy('r.position')
    .execute();
}

export async function loadReportCarriers(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('transit_carriers as k')
    .innerJoin('clients as c', 'c.id', 'k.client_id')
    .select(['k.transit_id', 'c.name'])
    .where('k.transit_id', 'in', transitIds(db, visible, range))
    .orderBy('k.transit_id')
    .orderBy('k.position')
    .execute();
}

export async function loadReportDestinations(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('transit_places')
    .select(['transit_id', 'address', 'zip_code', 'town', 'country'])
    .where('kind', '=', 'unloading')
    .where('transit_id', 'in', transitIds(db, visible, range))
    .orderBy('transit_id')
    .orderBy('receiver_id')
    .orderBy('position')
    .execute();
}

export async function loadReportCargo(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('transit_cargo')
    .select(['transit_id', 'name', 'quantity'])
    .where('transit_id', 'in', transitIds(db, visible, range))
    .orderBy('transit_id')
    .orderBy('receiver_id')
    .orderBy('position')
    .execute();
}

/** Documents of the transits; the data (order, invoice) only of main documents. */
export async function loadReportDocuments(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('documents')
    .select((eb) => [
      'id',
      'transit_id',
      'name',
      'is_main_document',
      'parent_document_id',
      eb
        .case()
        .when('is_main_document', '=', 1)
        .then(eb.ref('document_data'))
        .else(null)
        .end()
        .as('main_data'),
    ])
    .where('transit_id', 'in', transitIds(db, visible, range))
    .orderBy('transit_id')
    .orderBy('id')
    .execute();
}

/** The real signatures of the transits' documents, oldest first. */
export async function loadReportSignatures(
  db: Executor,
  visible: TransitVisibility,
  range: ReportRange,
) {
  return db
    .selectFrom('document_signatures as g')
    .innerJoin('documents as d', 'd.id', 'g.document_id')
    .select([
      'd.transit_id',
      'g.document_id',
      'g.signed_by_type',
      'g.receiver_id',
      'g.signature_data',
      'g.created_at',
    ])
    .where('d.transit_id', 'in', transitIds(db, visible, range))
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
}
