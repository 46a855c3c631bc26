import type { Executor } from '../../db/index.ts';
import type { DocumentRow } from '../../db/schema.ts';

/**
 * A document of a transit another company shared with `companyId`: the receiving company reads
 * the original, so it sees later edits and signatures
 * (docs/decisions/0047-sharing-inside-the-product.md). The caller still checks the transit's
 * visibility for the role (drivers see no shared transits).
 */
export async function findSharedInDocument(
  db: Executor,
  companyId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll('documents')
    .innerJoin('transit_shares', 'transit_shares.transit_id', 'documents.transit_id')
    .where('transit_shares.company_id', '=', companyId)
    .where('documents.id', '=', id)
    .executeTakeFirst();
}
