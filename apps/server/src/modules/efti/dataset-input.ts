import {
  mainDocumentOf,
  CmrData,
  DOCUMENT_TYPES,
  RESERVATION_BOXES,
  RESERVATION_BOX_NUMBER,
  type Actor,
  type EftiConsignmentInput,
  type Transit,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentRow } from '../../db/schema.ts';
import {
  documentsOfTransit,
  rowMarks,
  signaturesOfDocuments,
  storedReservationsOf,
} from '../documents/index.ts';
import { toTransits, transitRowById } from '../transits/index.ts';

/**
 * The transit as the data set reads it: its response (parties, places, goods, vehicles) without
 * anyone's permissions. The actor only fills `actions`, which the data set never reads.
 */
const DATASET_READER: Actor = { kind: 'member', role: 'Admin', primary: true, drives: true };

/** The transit's own CMR: its main one, else its first stand-alone one. */
function mainCmr(documents: readonly DocumentRow[]): DocumentRow | undefined {
  const cmrs = documents
    .filter((doc) => doc.type === DOCUMENT_TYPES.CMR && doc.document_data !== null)
    .sort((a, b) => a.id - b.id);
  return mainDocumentOf(cmrs, rowMarks, { orFirstStandAlone: true }) ?? undefined;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * What the data set of `transit` is built from: the transit, its main CMR's `document_data` and
 * the CMR's signatures and reservations (the same mapping as the eCMR export of the documents
 * module).
 */
export async function consignmentInputOf(
  db: Executor,
  transit: Transit,
): Promise<EftiConsignmentInput> {
  const cmrRow = mainCmr(await documentsOfTransit(db, transit.id));
  const parsed = cmrRow ? CmrData.safeParse(parseJson(cmrRow.document_data)) : null;
  if (!cmrRow || !parsed?.success) return { transit, cmr: null, signatures: [] };
  const [signatures, reservations] = await Promise.all([
    signaturesOfDocuments(db, [cmrRow.id]),
    storedReservationsOf(db, [cmrRow.id]),
  ]);
  return {
    transit,
    cmr: { documentId: cmrRow.id, data: parsed.data },
    signatures: signatures.map((s) => ({
      type: s.signed_by_type,
      signedAt: s.created_at,
      receiverId: s.receiver_id,
    })),
    reservations: (reservations.get(cmrRow.id) ?? []).map((r) => ({
      boxNumber:
        RESERVATION_BOX_NUMBER[RESERVATION_BOXES.find((box) => box === r.box) ?? 'taking_over'],
      party: r.party,
      kind: r.kind,
      text: r.text,
    })),
  };
}

/** The transit of id `transitId` as the data set reads it, and its company; undefined once deleted. */
export async function datasetTransit(
  db: Executor,
  transitId: number,
): Promise<{ transit: Transit; companyId: number } | undefined> {
  const row = await transitRowById(db, transitId);
  if (!row) return undefined;
  const [transit] = await toTransits(db, [row], DATASET_READER);
  return transit ? { transit, companyId: row.company_id } : undefined;
}
