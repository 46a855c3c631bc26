import { isFullySigned, type Document, type DocumentFacts } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentSignatureRow, TransitRow } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { transitRowById } from '../transits/service.ts';
import { WEBHOOK_READER, enqueueWebhookEvent } from '../webhooks/events.ts';
import * as repo from './repo.ts';
import { remarksOf, toDocument } from './responses.ts';

// Webhook events (issue 23): queued in the change's transaction for the transit's company, with
// the document or remark as its API answers it (built only when an endpoint wants the event).

type TransitRef = Pick<TransitRow, 'id' | 'company_id'>;

/** The document as GET transit-document/{id}/ answers it to the transit's company. */
async function documentAsApi(db: Executor, transitId: number, id: number): Promise<Document> {
  // The transit re-read as its company has it (a shared-in caller's row reads as type `send`).
  const transit = await transitRowById(db, transitId);
  const row = transit ? await repo.findTransitDocument(db, transitId, id) : undefined;
  if (!transit || !row) throw notFound();
  return toDocument(db, row, WEBHOOK_READER, transit);
}

/** `document.created`: a generated document (each sub-document too) or an uploaded PDF. */
export function enqueueDocumentCreated(
  trx: Executor,
  transit: TransitRef,
  documentId: number,
): Promise<boolean> {
  return enqueueWebhookEvent(trx, transit.company_id, 'document.created', {
    type: 'document',
    id: documentId,
    data: () => documentAsApi(trx, transit.id, documentId),
  });
}

/**
 * `document.signed` for a signature just stored, as `{document, signature}` (`signature` is
 * the slot's entry of the document's `signed_by`), and `document.fully_signed` (the document)
 * when this signature is the one that made it fully signed by the rulebook: once per document.
 * `before` are the document's facts read in the transaction before the signature.
 */
export async function enqueueDocumentSigned(
  trx: Executor,
  transit: TransitRef,
  signature: Pick<DocumentSignatureRow, 'id' | 'document_id' | 'signed_by_type' | 'receiver_id'>,
  before: DocumentFacts,
): Promise<boolean> {
  const documentId = signature.document_id;
  const signed = await enqueueWebhookEvent(trx, transit.company_id, 'document.signed', {
    type: 'document',
    id: documentId,
    data: async () => {
      const document = await documentAsApi(trx, transit.id, documentId);
      const slot = document.signed_by.find((entry) => entry.id === signature.id);
      if (!slot) throw notFound();
      return { document, signature: slot };
    },
  });
  const after: DocumentFacts = {
    ...before,
    signed_by: [
      ...before.signed_by,
      { signed_by_type: signature.signed_by_type, receiver_id: signature.receiver_id },
    ],
  };
  const completes =
    !isFullySigned(before, before.receivers_count) && isFullySigned(after, after.receivers_count);
  if (!completes) return signed;
  const full = await enqueueWebhookEvent(trx, transit.company_id, 'document.fully_signed', {
    type: 'document',
    id: documentId,
    data: () => documentAsApi(trx, transit.id, documentId),
  });
  return signed || full;
}

/** `remark.added`: the remark as the document's remark thread answers it (photos included). */
export function enqueueRemarkAdded(
  trx: Executor,
  transit: TransitRef,
  documentId: number,
  remarkId: number,
): Promise<boolean> {
  return enqueueWebhookEvent(trx, transit.company_id, 'remark.added', {
    type: 'remark',
    id: remarkId,
    data: async () => {
      const thread = (await remarksOf(trx, [documentId])).get(documentId) ?? [];
      const remark = thread.find((r) => r.id === remarkId);
      if (!remark) throw notFound();
      return remark;
    },
  });
}
