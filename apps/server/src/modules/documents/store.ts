import type { Executor } from '../../db/index.ts';
import type {
  DocumentRemarkRow,
  NewDocumentRemark,
  DocumentRow,
  DocumentSignatureRow,
  NewDocument,
  NewDocumentSignature,
  RemarkFileRow,
} from '../../db/schema.ts';
import { linkSignature } from './chain.ts';
import * as repo from './repo.ts';

// Data access for other modules (signing, sharing): documents, signatures, remarks and events are
// this module's tables. These decide nothing (the caller has asked the rulebook) and take the
// executor, so that the caller's transaction stays whole.

/** The transit's receivers (id and name), for choosing or checking a signer. */
export function receiversOfTransit(
  db: Executor,
  transitId: number,
): Promise<{ id: number; transit_id: number; name: string }[]> {
  return repo.listTransitReceivers(db, [transitId]);
}

/** Where a receiver of the transit is reached: its contractor's e-mail and phone. */
export function receiverContact(
  db: Executor,
  transitId: number,
  receiverId: number,
): Promise<{ email: string; phone: string } | undefined> {
  return repo.findReceiverContact(db, transitId, receiverId);
}

/** Every document row of the transit, sub-documents included. */
export function documentsOfTransit(db: Executor, transitId: number): Promise<DocumentRow[]> {
  return repo.listTransitDocuments(db, [transitId]);
}

/** The signatures of the documents given. */
export function signaturesOfDocuments(
  db: Executor,
  documentIds: number[],
): Promise<DocumentSignatureRow[]> {
  return repo.listSignatures(db, documentIds);
}

/**
 * Stores a signature, links it into the document's chain and moves its version on. The transit is marked signed by the
 * transits subscriber, from the signature's event, in the same transaction.
 */
export async function storeSignature(
  trx: Executor,
  transitId: number,
  row: NewDocumentSignature,
  /** the chain head the signature's chain hash was computed on (chainHead, document held) */
  previous: string,
): Promise<DocumentSignatureRow> {
  const inserted = await repo.insertSignature(trx, row);
  if (inserted.chain_sha256 !== null) {
    await linkSignature(trx, { ...inserted, chain_sha256: inserted.chain_sha256 }, previous);
  }
  await repo.bumpDocumentVersion(trx, row.document_id);
  return inserted;
}

/** Inserts a document row (a PDF uploaded through a share link). */
export function storeDocument(trx: Executor, row: NewDocument): Promise<DocumentRow> {
  return repo.insertDocument(trx, row);
}

/** Inserts a remark and its photos' rows. */
export async function storeRemark(
  trx: Executor,
  row: NewDocumentRemark,
  files: Omit<RemarkFileRow, 'id' | 'remark_id'>[],
): Promise<DocumentRemarkRow> {
  const remark = await repo.insertRemark(trx, row);
  await repo.insertRemarkFiles(
    trx,
    files.map((file) => ({ remark_id: remark.id, ...file })),
  );
  return remark;
}
