import {
  isFullySigned,
  polishDate,
  type Actor,
  type Document,
  type DocumentRemark,
} from '@transitdocs/domain';
import { transitFactsOf, transitRowById } from '../transits/index.ts';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { loadDocumentFacts } from './guard.ts';
import * as repo from './repo.ts';
import { remarksOf, toDocument } from './responses.ts';

// Documents and remarks as the API answers them to the transit's company: what the webhooks
// that announce them carry.

/** The document as GET transit-document/{id}/ answers it to the transit's company. */
export async function documentAsApi(
  db: Executor,
  transitId: number,
  id: number,
  reader: Actor,
): Promise<Document> {
  // The transit re-read as its company has it (a shared-in caller's row reads as type `send`).
  const transit = await transitRowById(db, transitId);
  const row = transit ? await repo.findTransitDocument(db, transitId, id) : undefined;
  if (!transit || !row) throw notFound();
  return toDocument(db, row, reader, transit);
}

/** `{document, signature}`: the document and the entry of its `signed_by` for one signature. */
export async function signatureAsApi(
  db: Executor,
  transitId: number,
  documentId: number,
  signatureId: number,
  reader: Actor,
): Promise<{ document: Document; signature: Document['signed_by'][number] }> {
  const document = await documentAsApi(db, transitId, documentId, reader);
  const signature = document.signed_by.find((entry) => entry.id === signatureId);
  if (!signature) throw notFound();
  return { document, signature };
}

/**
 * Whether the document's latest signature is the one that made it fully signed by the rulebook
 * (so that is announced once per document).
 */
export async function completedByLastSignature(
  db: Executor,
  transitId: number,
  documentId: number,
): Promise<boolean> {
  const transit = await transitRowById(db, transitId);
  const document = transit ? await repo.findTransitDocument(db, transitId, documentId) : undefined;
  if (!transit || !document) return false;
  const after = await loadDocumentFacts(db, document, transitFactsOf(transit, polishDate()));
  const before = { ...after, signed_by: after.signed_by.slice(1) };
  return (
    isFullySigned(after, after.receivers_count) && !isFullySigned(before, before.receivers_count)
  );
}

/** The remark as the document's remark thread answers it (photos included). */
export async function remarkAsApi(
  db: Executor,
  documentId: number,
  remarkId: number,
): Promise<DocumentRemark> {
  const thread = (await remarksOf(db, [documentId])).get(documentId) ?? [];
  const remark = thread.find((r) => r.id === remarkId);
  if (!remark) throw notFound();
  return remark;
}
