import {
  decideDocument,
  type Actor,
  type DocumentAction,
  type DocumentFacts,
  type TransitFacts,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type {
  DocumentImportedSignatureRow,
  DocumentRow,
  DocumentSignatureRow,
  TransitRow,
} from '../../db/schema.ts';
import { enforce, notFound } from '../../platform/errors.ts';
import type { Requester } from '../../platform/auth.ts';
import { requireTransit } from '../transits/index.ts';
import { importedSignaturesOf } from './imported.ts';
import * as repo from './repo.ts';

/** A stored JSON object (document data, signature data); null when it is not one. */
export function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function dataReceivers(document: Pick<DocumentRow, 'document_data'>): unknown[] {
  const receivers = parseObject(document.document_data)?.receivers;
  return Array.isArray(receivers) ? receivers : [];
}

/** The transit receiver ids `document_data.receivers` names (generated documents). */
export function dataReceiverIds(document: Pick<DocumentRow, 'document_data'>): number[] {
  return dataReceivers(document)
    .map((r) => (typeof r === 'object' && r !== null ? (r as { id?: unknown }).id : null))
    .filter((id): id is number => typeof id === 'number');
}

/** Whether `documentFactsOf` needs the transit's receivers (the document names none itself). */
export function needsTransitReceivers(document: DocumentRow): boolean {
  return document.receiver_id === null && dataReceiverIds(document).length === 0;
}

/**
 * What the rulebook reads of a document: `signatures` are its own and its sub-documents' (any
 * order), `transitReceiverIds` the transit's receivers (read only when `needsTransitReceivers`).
 * The receivers who sign it: its own for a sub-document (or an upload made for one), else those
 * its data names, else the transit's.
 */
export function documentFactsOf(
  document: DocumentRow,
  signatures: readonly Pick<
    DocumentSignatureRow,
    'document_id' | 'signed_by_type' | 'receiver_id'
  >[],
  subDocumentIds: readonly number[],
  transitReceiverIds: readonly number[],
  transit: Pick<TransitFacts, 'status' | 'type'>,
  importedSignatures: readonly Pick<
    DocumentImportedSignatureRow,
    'document_id' | 'signed_by_type' | 'receiver_id'
  >[] = [],
): DocumentFacts {
  const subs = new Set(subDocumentIds);
  const named = dataReceiverIds(document);
  const receiverIds =
    document.receiver_id !== null
      ? [document.receiver_id]
      : named.length > 0
        ? named
        : [...transitReceiverIds];
  return {
    id: document.id,
    type: document.type,
    signed_by: signatures
      .filter((s) => s.document_id === document.id)
      .map((s) => ({ signed_by_type: s.signed_by_type, receiver_id: s.receiver_id })),
    signed_on_issuing_platform: importedSignatures
      .filter((s) => s.document_id === document.id)
      .map((s) => ({ signed_by_type: s.signed_by_type, receiver_id: s.receiver_id })),
    parent_document: document.parent_document_id,
    sub_documents: [...subDocumentIds],
    receivers_count: dataReceivers(document).length,
    receiver_ids: receiverIds,
    sub_documents_signed: [...signatures, ...importedSignatures].some((s) =>
      subs.has(s.document_id),
    ),
    transit: { status: transit.status, type: transit.type },
  };
}

/** Reads what `documentFactsOf` needs (in `db`: a transaction reads them as they are now). */
export async function loadDocumentFacts(
  db: Executor,
  document: DocumentRow,
  transit: Pick<TransitFacts, 'status' | 'type'>,
): Promise<DocumentFacts> {
  const subDocuments = await repo.listSubDocuments(db, document.id);
  const subIds = subDocuments.map((d) => d.id);
  const [signatures, imported, receivers, openCorrection] = await Promise.all([
    repo.listSignatures(db, [document.id, ...subIds]),
    importedSignaturesOf(db, [document.id, ...subIds]),
    needsTransitReceivers(document)
      ? repo.listTransitReceivers(db, [document.transit_id])
      : Promise.resolve([]),
    db
      .selectFrom('document_corrections')
      .select('id')
      .where('document_id', '=', document.id)
      .where('status', '=', 'open')
      .executeTakeFirst(),
  ]);
  return {
    ...documentFactsOf(
      document,
      signatures,
      subIds,
      receivers.map((r) => r.id),
      transit,
      imported,
    ),
    open_correction: openCorrection !== undefined,
  };
}

/** The document a requester reaches: his company's or shared in (a user), the link's transit's. */
async function findReachable(
  db: Executor,
  requester: Requester,
  id: number,
): Promise<DocumentRow | undefined> {
  if (requester.kind === 'link') {
    return repo.findTransitDocument(db, requester.share.transit_id, id);
  }
  const { companyId } = requester.caller;
  return (
    (await repo.findDocument(db, companyId, id)) ??
    (await repo.findSharedInDocument(db, companyId, id))
  );
}

export type DocumentAccess = {
  document: DocumentRow;
  transit: TransitRow;
  actor: Actor;
  facts: DocumentFacts;
};

/**
 * Loads the document within what the requester may see (its transit visible to him, a link's
 * documents only; 404 otherwise) and answers it once the rulebook allows `action`; its refusal
 * is thrown as its answer.
 */
export async function requireDocument(
  db: Executor,
  requester: Requester,
  id: number,
  action: DocumentAction,
): Promise<DocumentAccess> {
  const document = await findReachable(db, requester, id);
  if (!document) throw notFound();
  const {
    transit,
    actor,
    facts: transitFacts,
  } = await requireTransit(db, requester, document.transit_id, 'view');
  const facts = await loadDocumentFacts(db, document, transitFacts);
  enforce(decideDocument(actor, action, facts));
  return { document, transit, actor, facts };
}
