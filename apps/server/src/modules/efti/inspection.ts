import {
  buildConsignmentModel,
  DOCUMENT_TYPES,
  inspectionElements,
  type EftiInspectionCmr,
  type EftiInspectionResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { DocumentRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { ensureVerifyId } from '../documents/index.ts';
import { documentFileUrl, documentsOfTransit, signaturesOfDocuments } from '../documents/index.ts';
import { requireTransit, userRequester } from '../transits/index.ts';
import { verifyDocument } from '../verify/index.ts';
import { datasetTransit } from './dataset-input.ts';
import { transitEftiWithInput } from './datasets.ts';
import { eftiUilOf } from './uil.ts';

/**
 * The transit's CMR an inspector is shown: its newest CMR that is not a receiver's
 * sub-document (a corrected CMR is made after the one it replaces). Generated, as CMRs are.
 */
function newestCmr(documents: readonly DocumentRow[]): DocumentRow | undefined {
  return documents
    .filter((doc) => doc.type === DOCUMENT_TYPES.CMR && doc.parent_document_id === null)
    .reduce<DocumentRow | undefined>(
      (newest, doc) => (newest && newest.id > doc.id ? newest : doc),
      undefined,
    );
}

/**
 * The CMR part of the answer. A member who may view the transit may view and download each of
 * its documents (the rulebook limits only share links), so its download address is the caller's.
 * A signed CMR gets its verification id now if no sealed PDF was written yet: the PDF the
 * driver downloads later prints the same id.
 */
async function inspectionCmr(deps: Deps, document: DocumentRow): Promise<EftiInspectionCmr> {
  const signatures = await signaturesOfDocuments(deps.db, [document.id]);
  const verifyId = signatures.length > 0 ? await ensureVerifyId(deps.db, document.id) : null;
  return {
    document_id: document.id,
    name: document.name,
    verify_id: verifyId,
    pdf_url: documentFileUrl(document.id),
    verification: verifyId === null ? null : await verifyDocument(deps, verifyId),
  };
}

/**
 * GET all-transit/{id}/efti-inspection/: what a driver shows at a roadside inspection. The data
 * set is the owning company's (a shared-in transit shows its owner's), read as the gate reads it.
 */
export async function eftiInspection(
  deps: Deps,
  caller: Caller,
  transitId: number,
): Promise<EftiInspectionResponse> {
  await requireTransit(deps.db, userRequester(caller), transitId, 'efti_inspect');
  const found = await datasetTransit(deps.db, transitId);
  if (!found) throw notFound();
  const { transit, companyId } = found;
  const [{ efti, input }, documents] = await Promise.all([
    transitEftiWithInput(deps.db, transit, companyId),
    documentsOfTransit(deps.db, transit.id),
  ]);
  const cmr = newestCmr(documents);
  return {
    transit: { id: transit.id, transit_number: transit.transit_number },
    efti,
    uil: eftiUilOf(deps.config.efti, efti.dataset_id),
    elements: inspectionElements(buildConsignmentModel(input)),
    cmr: cmr ? await inspectionCmr(deps, cmr) : null,
    read_at: nowIso(),
  };
}
