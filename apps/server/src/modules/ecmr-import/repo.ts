import type { Executor } from '../../db/index.ts';
import type { EcmrImportRow, TransitRow } from '../../db/schema.ts';

/** The company's import of the file with this SHA-256, with its transit's number. */
export function findImport(
  db: Executor,
  companyId: number,
  sourceSha256: string,
): Promise<(EcmrImportRow & { transit_number: string }) | undefined> {
  return db
    .selectFrom('ecmr_imports as i')
    .innerJoin('transits as t', 't.id', 'i.transit_id')
    .selectAll('i')
    .select('t.transit_number')
    .where('i.company_id', '=', companyId)
    .where('i.source_sha256', '=', sourceSha256)
    .executeTakeFirst();
}

export function countImportedSignatures(db: Executor, documentId: number): Promise<number> {
  return db
    .selectFrom('document_imported_signatures')
    .select(db.fn.countAll().as('n'))
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** The receiver the transit was written with (an import has one). */
export async function firstReceiverId(db: Executor, transit: TransitRow): Promise<number | null> {
  const row = await db
    .selectFrom('transit_receivers')
    .select('id')
    .where('transit_id', '=', transit.id)
    .orderBy('position')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function insertImport(db: Executor, row: Omit<EcmrImportRow, 'id'>): Promise<EcmrImportRow> {
  return db.insertInto('ecmr_imports').values(row).returningAll().executeTakeFirstOrThrow();
}
