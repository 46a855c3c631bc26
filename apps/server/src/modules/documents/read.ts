// Reading: documents, their render view, history and stored files.
import {
  SignatureData,
  type Document,
  type DocumentCode,
  type SignerType,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentRow, TransitRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { requireTransit } from '../transits/index.ts';
import { orderWithSubDocuments } from '../transits/index.ts';
import { asUser } from './access.ts';
import { asSignerType, codeOf } from './codes.ts';
import { parseDocumentEventData, type ParsedDocumentEventData } from '@transitdocs/domain';
import { parseObject, requireDocument } from './guard.ts';
import * as repo from './repo.ts';
import { toDocument, toDocuments } from './responses.ts';

/** GET document/{transitId}/: by id, each main document's sub-documents right after it. */
export async function listDocuments(
  deps: Deps,
  caller: Caller,
  transitId: number,
): Promise<Document[]> {
  const { transit, actor } = await requireTransit(deps.db, asUser(caller), transitId, 'view');
  const rows = await repo.listTransitDocuments(deps.db, [transit.id]);
  return toDocuments(deps.db, orderWithSubDocuments(rows), actor, transit);
}

export async function getDocument(deps: Deps, caller: Caller, id: number): Promise<Document> {
  const { document, actor, transit } = await requireDocument(deps.db, asUser(caller), id, 'view');
  return toDocument(deps.db, document, actor, transit);
}

/** What the PDF, XML and history renderers need of a document. */
export type DocumentForRender = {
  id: number;
  transitId: number;
  transitNumber: string;
  companyId: number;
  type: number;
  code: DocumentCode;
  name: string;
  /** the stored `document_data` (already validated when written), null for uploads */
  documentData: Record<string, unknown> | null;
  /** the uploaded PDF in the file store (read it with `readDocumentFile`) */
  fileSha256: string | null;
  originalFileName: string | null;
  parentDocumentId: number | null;
  subDocumentIds: number[];
  isMainDocument: boolean;
  receiverId: number | null;
  receiverName: string | null;
  contentSha256: string | null;
  createdAt: string;
  updatedAt: string;
  signatures: {
    id: number;
    signedByType: SignerType;
    receiverId: number | null;
    /** the signature image (PNG) in the file store */
    signatureSha256: string | null;
    signatureData: SignatureData | null;
    /** on an uploaded PDF: page (1-based) and position as fractions of the page, from top left */
    placement: { page: number; x: number; y: number } | null;
    createdAt: string;
    /** the device's time of the signature, when it gave one */
    capturedAt: string | null;
    /** the signature's link in the document's hash chain */
    chainSha256: string | null;
    /** the stored Action-location (JSON text), null without consent */
    geolocation: string | null;
  }[];
};

function placementOf(text: string | null): { page: number; x: number; y: number } | null {
  const value = parseObject(text);
  if (!value) return null;
  const { page, x, y } = value;
  return typeof page === 'number' && typeof x === 'number' && typeof y === 'number'
    ? { page, x, y }
    : null;
}

/** A document the caller may read, with its data, signatures and file; 404 otherwise. */
export async function getDocumentForCaller(
  deps: Deps,
  caller: Caller,
  id: number,
): Promise<DocumentForRender> {
  const { document, transit } = await requireDocument(deps.db, asUser(caller), id, 'view');
  return documentForRender(deps.db, document, transit);
}

/** The render view of a document whose access was checked (by a caller or a share link). */
export async function documentForRender(
  db: Executor,
  document: DocumentRow,
  transit: TransitRow,
): Promise<DocumentForRender> {
  const [signatures, receivers, subDocuments] = await Promise.all([
    repo.listSignatures(db, [document.id]),
    repo.listTransitReceivers(db, [transit.id]),
    repo.listSubDocuments(db, document.id),
  ]);
  const receiver = receivers.find((r) => r.id === document.receiver_id);
  return {
    id: document.id,
    transitId: transit.id,
    transitNumber: transit.transit_number,
    companyId: document.company_id,
    type: document.type,
    code: codeOf(document.type),
    name: document.name,
    documentData: parseObject(document.document_data),
    fileSha256: document.file_sha256,
    originalFileName: document.original_file_name,
    parentDocumentId: document.parent_document_id,
    subDocumentIds: subDocuments.map((d) => d.id),
    isMainDocument: document.is_main_document === 1,
    receiverId: document.receiver_id,
    receiverName: receiver?.name ?? null,
    contentSha256: document.content_sha256,
    createdAt: document.created_at,
    updatedAt: document.updated_at,
    signatures: signatures.map((s) => {
      const data = SignatureData.safeParse(parseObject(s.signature_data));
      return {
        id: s.id,
        signedByType: asSignerType(s.signed_by_type),
        receiverId: s.receiver_id,
        signatureSha256: s.signature_sha256,
        signatureData: data.success ? data.data : null,
        placement: placementOf(s.placement),
        createdAt: s.created_at,
        capturedAt: s.captured_at,
        chainSha256: s.chain_sha256,
        geolocation: s.geolocation,
      };
    }),
  };
}

export type DocumentEventOut = {
  id: number;
  type: string;
  data: ParsedDocumentEventData;
  /** "first last" of the acting user, or the name given on a share link */
  actor: string;
  /** the name of the company API key the actor acted through, or null */
  actorApiKey: string | null;
  actorCompany: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
};

/** The document's history, oldest first (for the history PDF); 404 outside the caller's reach. */
export async function listDocumentEvents(
  deps: Deps,
  caller: Caller,
  id: number,
): Promise<DocumentEventOut[]> {
  const { document } = await requireDocument(deps.db, asUser(caller), id, 'download_history');
  const rows = await repo.listDocumentEvents(deps.db, document.id);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    data: parseDocumentEventData(row.data),
    actor:
      row.actor_name ??
      ([row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ') || ''),
    actorApiKey: row.actor_api_key_name,
    actorCompany: row.actor_company_name,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }));
}

/** The bytes of a stored file by its SHA-256, or null. Callers check access first. */
export async function readDocumentFile(
  deps: Pick<Deps, 'files'>,
  sha256: string,
): Promise<Buffer | null> {
  return deps.files.get(sha256);
}
