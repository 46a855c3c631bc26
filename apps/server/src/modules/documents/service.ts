import type { Readable } from 'node:stream';
import {
  DOCUMENT_TYPES,
  SIGNER_TYPES,
  SignatureData,
  decideDocument,
  documentActions,
  documentLocksOf,
  documentPatchRequest,
  generateDocumentData,
  generatedCodeOf,
  isFullySigned,
  polishDate,
  lockedChanges,
  lockedChangesToFieldErrors,
  remarkPermissionsOf,
  signableReceivers,
  signPermissionsOf,
  splitPerReceiver,
  type Actor,
  type Document,
  type DocumentCode,
  type DocumentCreateRequest,
  type DocumentFacts,
  type DocumentPatchRequest,
  type DocumentRemark,
  type DocumentRemarkFields,
  type DocumentUploadFields,
  type GenerateDocumentDataRequest,
  type SignerType,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type Executor } from '../../db/index.ts';
import type {
  DocumentRemarkRow,
  NewDocumentRemark,
  DocumentRow,
  DocumentSignatureRow,
  NewDocument,
  NewDocumentSignature,
  RemarkFileRow,
  TransitRow,
} from '../../db/schema.ts';
import { type Caller, eventActorOf } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import {
  AppError,
  RequestValidationError,
  enforce,
  fieldError,
  notFound,
} from '../../platform/errors.ts';
import { requireVersion, versionOf, type ExpectedVersion } from '../../platform/row-version.ts';
import { reencodePhotos } from '../../platform/images/photos.ts';
import { getCompany } from '../accounts/service.ts';
import {
  clearDocumentNotifications,
  notifyTransitEvent,
  publishCleared,
  publishNotifications,
} from '../notifications/notify.ts';
import { recordUsage } from '../billing/service.ts';
import { companyDocumentTypes } from '../settings/service.ts';
import {
  checkCapturedAt,
  findQueuedItem,
  recordQueuedRemark,
  type QueuedItem,
} from '../signing/offline-items.ts';
import type { Requester } from '../sharing/actor.ts';
import { holdOpenTransit, requireTransit, transitFactsOf } from '../transits/guard.ts';
import {
  getTransit,
  markTransitSigned,
  orderWithSubDocuments,
  transitRowById,
} from '../transits/service.ts';
import { WEBHOOK_READER, enqueueWebhookEvent, sendQueuedWebhooks } from '../webhooks/events.ts';
import {
  parseDocumentEventData,
  type DocumentEventData,
  type ParsedDocumentEventData,
} from './events.ts';
import { documentFactsOf, loadDocumentFacts, parseObject, requireDocument } from './guard.ts';
import type { UploadedFile } from './multipart.ts';
import * as repo from './repo.ts';

export const API = '/company/api/v1/';
export const documentFileUrl = (documentId: number) => `${API}document/id/${documentId}/download`;
export const remarkFileUrl = (fileId: number) => `${API}document-file/${fileId}/download`;

/** At most this many photos in one remark. */
export const REMARK_MAX_PHOTOS = 10;
/** Per photo as uploaded (the client sends at most 900 px PNGs, far below this). */
export const REMARK_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const CODE_BY_TYPE = new Map<number, DocumentCode>(
  Object.entries(DOCUMENT_TYPES).map(([code, type]) => [type, code as DocumentCode]),
);

function codeOf(type: number): DocumentCode {
  return CODE_BY_TYPE.get(type) ?? 'OTH';
}

function asSignerType(value: string): SignerType {
  return SIGNER_TYPES.find((type) => type === value) ?? 'sender';
}

// ---------------------------------------------------------------------------------------------
// Access

const asUser = (caller: Caller): Requester => ({ kind: 'user', caller });

type EventContext = { caller: Caller; meta: RequestMeta; now: string };

async function appendEvent(
  trx: Executor,
  document: { id: number; transit_id: number; company_id: number },
  context: EventContext,
  data: DocumentEventData,
): Promise<void> {
  await repo.insertDocumentEvent(trx, {
    documentId: document.id,
    transitId: document.transit_id,
    companyId: document.company_id,
    ...eventActorOf(context.caller),
    actorCompanyId: context.caller.companyId,
    actorName: null,
    ip: context.meta.ip,
    userAgent: context.meta.userAgent,
    type: data.type,
    data,
    now: context.now,
  });
}

// ---------------------------------------------------------------------------------------------
// Responses

function authorName(row: repo.RemarkWithAuthor): string {
  return [row.author_first_name, row.author_last_name].filter(Boolean).join(' ');
}

async function remarksOf(
  db: Executor,
  documentIds: number[],
): Promise<Map<number, DocumentRemark[]>> {
  const remarks = await repo.listRemarks(db, documentIds);
  const files = await repo.listRemarkFiles(
    db,
    remarks.map((remark) => remark.id),
  );
  const filesByRemark = new Map<number, { id: number; photo: string }[]>();
  for (const file of files) {
    const list = filesByRemark.get(file.remark_id) ?? [];
    list.push({ id: file.id, photo: remarkFileUrl(file.id) });
    filesByRemark.set(file.remark_id, list);
  }
  const result = new Map<number, DocumentRemark[]>();
  for (const remark of remarks) {
    const list = result.get(remark.document_id) ?? [];
    list.push({
      id: remark.id,
      type: remark.type === 'pickup' ? 'pickup' : 'delivery',
      user: authorName(remark),
      company_name: remark.company_name,
      timestamp: remark.created_at,
      captured_at: remark.captured_at ?? remark.created_at,
      message: remark.message,
      document: remark.document_id,
      files: filesByRemark.get(remark.id) ?? [],
    });
    result.set(remark.document_id, list);
  }
  return result;
}

function signedByOut(row: DocumentSignatureRow): Document['signed_by'][number] {
  const data = SignatureData.safeParse(parseObject(row.signature_data));
  return {
    id: row.id,
    signed_by_type: asSignerType(row.signed_by_type),
    created_at: row.created_at,
    captured_at: row.captured_at ?? row.created_at,
    receiver_id: row.receiver_id,
    // Served to the document's company by the signing module (share links read the PDF).
    signature: row.signature_sha256 ? `${API}sign-document-signature/${row.id}/image` : null,
    signature_data: data.success ? data.data : null,
  };
}

/**
 * Rows (documents of `transit`) -> responses in five queries whatever their number, with what
 * `actor` may do to each (also for share links: the link's actor).
 */
export async function toDocuments(
  db: Executor,
  rows: DocumentRow[],
  actor: Actor,
  transit: TransitRow,
): Promise<Document[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const transitIds = [...new Set(rows.map((row) => row.transit_id))];
  const [remarks, receivers, siblings] = await Promise.all([
    remarksOf(db, ids),
    repo.listTransitReceivers(db, transitIds),
    repo.listTransitDocuments(db, transitIds),
  ]);
  // Sub-documents' signatures too: a main document's delete reads them.
  const signatures = await repo.listSignatures(
    db,
    siblings.map((d) => d.id),
  );
  const signaturesByDocument = new Map<number, DocumentSignatureRow[]>();
  for (const signature of signatures) {
    const list = signaturesByDocument.get(signature.document_id) ?? [];
    list.push(signature);
    signaturesByDocument.set(signature.document_id, list);
  }
  const receiverNames = new Map(receivers.map((r) => [r.id, r.name]));
  const byId = new Map(siblings.map((d) => [d.id, d]));
  const children = new Map<number, number[]>();
  for (const d of siblings) {
    if (d.parent_document_id === null) continue;
    const list = children.get(d.parent_document_id) ?? [];
    list.push(d.id);
    children.set(d.parent_document_id, list);
  }
  const transitFacts = transitFactsOf(transit, polishDate());
  const receiverIds = receivers.filter((r) => r.transit_id === transit.id).map((r) => r.id);
  const permissions = { sign: signPermissionsOf(actor), remarks: remarkPermissionsOf(actor) };
  return rows.map((row) => {
    const receiverName = row.receiver_id === null ? undefined : receiverNames.get(row.receiver_id);
    const parent = row.parent_document_id === null ? undefined : byId.get(row.parent_document_id);
    const subIds = children.get(row.id) ?? [];
    const facts = documentFactsOf(
      row,
      [row.id, ...subIds].flatMap((id) => signaturesByDocument.get(id) ?? []),
      subIds,
      receiverIds,
      transitFacts,
    );
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      document_data: parseObject(row.document_data),
      remarks: remarks.get(row.id) ?? [],
      document: row.file_sha256 === null ? null : documentFileUrl(row.id),
      signed_by: (signaturesByDocument.get(row.id) ?? []).map(signedByOut),
      parent_document: row.parent_document_id,
      sub_documents: children.get(row.id) ?? [],
      is_main_document: row.is_main_document === 1,
      parent_document_is_main_document: parent?.is_main_document === 1,
      receiver: receiverName === undefined ? null : { name: receiverName },
      created_at: row.created_at,
      transit: row.transit_id,
      permissions,
      actions: documentActions(actor, facts),
      signable_receivers: signableReceivers(actor, facts),
      version: versionOf(row),
    };
  });
}

async function toDocument(
  db: Executor,
  row: DocumentRow,
  actor: Actor,
  transit: TransitRow,
): Promise<Document> {
  const [document] = await toDocuments(db, [row], actor, transit);
  if (!document) throw notFound();
  return document;
}

// ---------------------------------------------------------------------------------------------
// Reading

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
  /** the name of the company API key the actor acted through (issue 23), or null */
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

// ---------------------------------------------------------------------------------------------
// Generating

async function requireDocumentType(
  db: Executor,
  caller: Caller,
  code: DocumentCode,
): Promise<void> {
  const company = await getCompany(db, caller.companyId);
  if (!company) throw notFound();
  const available: readonly string[] = companyDocumentTypes(company);
  if (!available.includes(code)) throw fieldError('type', 'document_type_not_available');
}

/** POST generate-document-data/: the type's `document_data` filled from the transit. */
export async function generateData(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  input: GenerateDocumentDataRequest,
): Promise<{ document_data: Record<string, unknown> }> {
  const transit = await getTransit(deps, caller, input.transit);
  const code = generatedCodeOf(input.type);
  if (!code) throw fieldError('type', 'invalid_choice');
  await requireDocumentType(deps.db, caller, code);
  return { document_data: generateDocumentData(code, transit) };
}

function receiverIdsOf(data: unknown): (number | null)[] {
  const receivers = (data as { receivers?: { id?: number | null }[] | null }).receivers ?? [];
  return receivers.map((receiver) => receiver.id ?? null);
}

function documentNameOf(code: DocumentCode, data: unknown): string {
  const name = (data as { documentName?: string | null }).documentName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : code;
}

/**
 * POST transit-document/ (generated): one document; with several receivers (unless
 * `split_per_receiver` is false) a main document plus one sub-document per receiver, in one
 * transaction with their events and usage records. Answers the (main) document.
 */
export async function createGeneratedDocument(
  deps: Pick<Deps, 'db' | 'webhooks'>,
  caller: Caller,
  input: DocumentCreateRequest,
  meta: RequestMeta,
): Promise<Document> {
  const { transit, actor } = await requireTransit(
    deps.db,
    asUser(caller),
    input.transit,
    'generate',
  );
  const code = generatedCodeOf(input.type);
  if (!code) throw fieldError('type', 'invalid_choice');
  await requireDocumentType(deps.db, caller, code);
  const data = input.document_data;
  const transitReceivers = new Set(
    (await repo.listTransitReceivers(deps.db, [transit.id])).map((r) => r.id),
  );
  // A receiver id names the transit's receiver (its sub-document's receiver); others are refused.
  const receiverIds = receiverIdsOf(data);
  receiverIds.forEach((receiverId, index) => {
    if (receiverId !== null && !transitReceivers.has(receiverId)) {
      throw fieldError(`document_data.receivers.${index}.id`, 'invalid_choice');
    }
  });
  const parts = input.split_per_receiver === false ? [] : splitPerReceiver(data).subDocuments;
  const now = nowIso();
  const context = { caller, meta, now };
  const main = await deps.db.transaction().execute(async (trx) => {
    await holdOpenTransit(trx, transit);
    const base = {
      transit_id: transit.id,
      company_id: caller.companyId,
      type: input.type,
      file_sha256: null,
      file_size: null,
      original_file_name: null,
      content_sha256: null,
      created_by: caller.userId,
      created_at: now,
      updated_at: now,
    };
    const isGroup = parts.length > 1;
    const onlyReceiver = receiverIds.length === 1 ? (receiverIds[0] ?? null) : null;
    // The document of the transit's receivers is its main document, with one receiver as with
    // several (the driver's sign tile opens it, spec 1 §4).
    const isMain = isGroup || (onlyReceiver !== null && input.split_per_receiver !== false);
    const mainRow = await repo.insertDocument(trx, {
      ...base,
      name: documentNameOf(code, data),
      document_data: JSON.stringify(data),
      parent_document_id: null,
      receiver_id: isGroup ? null : onlyReceiver,
      is_main_document: isMain ? 1 : 0,
    });
    await appendEvent(trx, mainRow, context, {
      type: 'document_created',
      document_type: input.type,
      name: mainRow.name,
      parent_document: null,
      receiver_id: mainRow.receiver_id,
      sub_documents: isGroup ? parts.length : 0,
    });
    await recordUsage(trx, {
      company_id: caller.companyId,
      user_id: caller.userId,
      kind: 'document_generated',
      created_at: now,
    });
    const created = [mainRow.id];
    if (isGroup) {
      for (const part of parts) {
        const receiverId = part.receiverId;
        const sub = await repo.insertDocument(trx, {
          ...base,
          name: documentNameOf(code, part.data),
          document_data: JSON.stringify(part.data),
          parent_document_id: mainRow.id,
          receiver_id: receiverId,
          is_main_document: 0,
        });
        await appendEvent(trx, sub, context, {
          type: 'document_created',
          document_type: input.type,
          name: sub.name,
          parent_document: mainRow.id,
          receiver_id: receiverId,
        });
        await recordUsage(trx, {
          company_id: caller.companyId,
          user_id: caller.userId,
          kind: 'document_generated',
          created_at: now,
        });
        created.push(sub.id);
      }
    }
    // After the group is whole, so the main document's answer lists its sub-documents.
    let queued = false;
    for (const id of created) queued = (await enqueueDocumentCreated(trx, transit, id)) || queued;
    return { mainRow, queued };
  });
  sendQueuedWebhooks(deps, main.queued);
  return toDocument(deps.db, main.mainRow, actor, transit);
}

// ---------------------------------------------------------------------------------------------
// Uploading

function fileNameWithoutExtension(name: string): string {
  return name.replace(/\.pdf$/i, '').trim();
}

/** POST transit-document/ (multipart): a PDF checked by its content, stored content-addressed. */
export async function uploadDocument(
  deps: Deps,
  caller: Caller,
  fields: DocumentUploadFields,
  file: UploadedFile | undefined,
  meta: RequestMeta,
): Promise<Document> {
  const { transit, actor } = await requireTransit(
    deps.db,
    asUser(caller),
    fields.transit,
    'upload',
  );
  if (!file) throw fieldError('document', 'field_required');
  if (fields.receiver !== undefined) {
    const receivers = await repo.listTransitReceivers(deps.db, [transit.id]);
    if (!receivers.some((r) => r.id === fields.receiver)) {
      throw fieldError('receiver', 'invalid_choice');
    }
  }
  const pdf = await deps.pdfInspector.inspect(file.bytes);
  if (!pdf.ok) throw fieldError('document', pdf.key);
  // Stored before the transaction: a failed insert leaves an unreferenced file, never a row
  // without its file.
  const stored = await deps.files.put(pdf.storable);
  const originalName = file.fileName.slice(0, 255);
  const code = codeOf(fields.type);
  const name = fields.name?.trim() || fileNameWithoutExtension(originalName) || code;
  const now = nowIso();
  const row = await deps.db.transaction().execute(async (trx) => {
    await holdOpenTransit(trx, transit);
    const inserted = await repo.insertDocument(
      trx,
      uploadedDocumentRow({
        transitId: transit.id,
        companyId: caller.companyId,
        createdBy: caller.userId,
        type: fields.type,
        name,
        receiverId: fields.receiver ?? null,
        stored,
        originalName,
        now,
      }),
    );
    await appendEvent(
      trx,
      inserted,
      { caller, meta, now },
      {
        type: 'document_uploaded',
        document_type: fields.type,
        name,
        file_name: originalName,
        sha256: stored.sha256,
        size: stored.size,
        pages: pdf.pages,
      },
    );
    await recordUsage(trx, {
      company_id: caller.companyId,
      user_id: caller.userId,
      kind: 'file_uploaded',
      created_at: now,
    });
    const notifications = await notifyTransitEvent(trx, {
      type: 'document_uploaded',
      transit,
      document: inserted,
      actorUserId: caller.userId,
    });
    const queued = await enqueueDocumentCreated(trx, transit, inserted.id);
    return { inserted, notifications, queued };
  });
  await publishNotifications(deps.pubsub, row.notifications);
  sendQueuedWebhooks(deps, row.queued);
  return toDocument(deps.db, row.inserted, actor, transit);
}

/** The row of an uploaded PDF (company upload or share link): no data, the stored file's hash. */
export function uploadedDocumentRow(upload: {
  transitId: number;
  companyId: number;
  createdBy: number | null;
  type: number;
  name: string;
  receiverId: number | null;
  stored: { sha256: string; size: number };
  originalName: string;
  now: string;
}): Parameters<typeof repo.insertDocument>[1] {
  return {
    transit_id: upload.transitId,
    company_id: upload.companyId,
    type: upload.type,
    name: upload.name,
    document_data: null,
    file_sha256: upload.stored.sha256,
    file_size: upload.stored.size,
    original_file_name: upload.originalName,
    parent_document_id: null,
    receiver_id: upload.receiverId,
    is_main_document: 0,
    content_sha256: null,
    created_by: upload.createdBy,
    created_at: upload.now,
    updated_at: upload.now,
  };
}

// ---------------------------------------------------------------------------------------------
// Editing and deleting

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * PATCH transit-document/{id}/ `{document_data}`: validated against the document's type; refused
 * when the document may no longer be edited or when a locked section would change (spec 2 §4).
 */
export async function updateDocument(
  deps: Deps,
  caller: Caller,
  id: number,
  input: DocumentPatchRequest,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<Document> {
  const { document, transit, actor, facts } = await requireDocument(
    deps.db,
    asUser(caller),
    id,
    'edit',
  );
  const code = generatedCodeOf(document.type);
  // The rulebook allowed the edit of a generated type; the check keeps the types honest.
  if (!code) throw fieldError('document_data', 'document_not_editable');
  const parsed = documentPatchRequest(code).safeParse(input);
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  const data = parsed.data.document_data as Record<string, unknown>;
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await holdOpenTransit(trx, transit);
    // The row is held so a signature cannot be stored between the check and the write: the
    // rulebook is asked again on the document as it is now.
    if (!(await repo.lockDocument(trx, document.id))) throw notFound();
    const current = await repo.findDocument(trx, document.company_id, document.id);
    if (!current) throw notFound();
    // Read with the row held: of two saves from one version, the second sees the first's.
    requireVersion(current, expected);
    const fresh = await loadDocumentFacts(trx, current, facts.transit);
    enforce(decideDocument(actor, 'edit', fresh));
    const before = parseObject(current.document_data) ?? {};
    const refused = lockedChanges(before, data, documentLocksOf(actor, fresh));
    if (refused.length > 0) {
      throw new AppError(400, 'document_section_locked', {
        document_data: lockedChangesToFieldErrors(refused),
      });
    }
    const changed = Object.keys({ ...before, ...data }).filter(
      (key) => !sameJson(before[key], data[key]),
    );
    await repo.updateDocumentData(trx, document.id, JSON.stringify(data), now);
    await appendEvent(
      trx,
      document,
      { caller, meta, now },
      { type: 'document_updated', fields: changed },
    );
  });
  const row = await repo.findDocument(deps.db, document.company_id, document.id);
  if (!row) throw notFound();
  return toDocument(deps.db, row, actor, transit);
}

/**
 * DELETE transit-document/{id}/: only without signatures and without a parent (spec 2 §4). A
 * main document goes with its sub-documents, and only while none of them is signed either.
 */
export async function deleteDocument(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const { document, transit, actor, facts } = await requireDocument(
    deps.db,
    asUser(caller),
    id,
    'delete',
  );
  const now = nowIso();
  const cleared = await deps.db.transaction().execute(async (trx) => {
    await holdOpenTransit(trx, transit);
    // Asked again in the transaction: a signature may have come in meanwhile.
    enforce(decideDocument(actor, 'delete', await loadDocumentFacts(trx, document, facts.transit)));
    const group = [document, ...(await repo.listSubDocuments(trx, document.id))];
    for (const doc of group) {
      await appendEvent(
        trx,
        doc,
        { caller, meta, now },
        {
          type: 'document_deleted',
          name: doc.name,
          with_main_document: doc.id === document.id ? null : document.id,
        },
      );
    }
    // Race guard of the delete rule (document_is_signed): only an unsigned group goes.
    if (!(await repo.deleteDocumentGroup(trx, document.id))) {
      throw fieldError('non_field_errors', 'document_is_signed');
    }
    return clearDocumentNotifications(
      trx,
      group.map((doc) => doc.id),
    );
  });
  await publishCleared(deps.pubsub, cleared);
}

// ---------------------------------------------------------------------------------------------
// Remarks

/** The remark thread of a document, oldest first. */
export async function listRemarks(
  deps: Deps,
  caller: Caller,
  documentId: number,
): Promise<DocumentRemark[]> {
  const { document } = await requireDocument(deps.db, asUser(caller), documentId, 'view');
  return (await remarksOf(deps.db, [document.id])).get(document.id) ?? [];
}

/**
 * POST document-remark/: a message and/or photos; every photo is decoded and stored as a fresh
 * PNG at most 900 px on its longer side. Anyone who may read the document may add one while the
 * remark rules of spec 2 §4 allow it.
 */
export async function addRemark(
  deps: Deps,
  caller: Caller,
  fields: DocumentRemarkFields,
  photos: UploadedFile[],
  meta: RequestMeta,
): Promise<DocumentRemark> {
  // A queued remark sent again (issue 22) answers the remark it made the first time, even if
  // remarks of its type have closed since.
  const itemId = fields.item_id;
  const earlier = itemId === undefined ? undefined : await findQueuedItem(deps.db, caller, itemId);
  if (earlier) {
    const seen = await requireDocument(deps.db, asUser(caller), fields.document, 'view');
    return replayedRemark(deps, earlier, seen.document.id);
  }
  const { document, transit } = await requireDocument(
    deps.db,
    asUser(caller),
    fields.document,
    fields.type === 'pickup' ? 'remark_pickup' : 'remark_delivery',
  );
  const message = fields.message?.trim() ?? '';
  if (message === '' && photos.length === 0) throw fieldError('message', 'remark_empty');
  checkCapturedAt(fields.captured_at, nowIso());
  const images = await reencodePhotos(deps.images, photos);
  const stored: { width: number; height: number; sha256: string; size: number }[] = [];
  for (const image of images) {
    const put = await deps.files.put(image.png);
    stored.push({ width: image.width, height: image.height, ...put });
  }
  const company = await getCompany(deps.db, caller.companyId);
  const now = nowIso();
  const capturedAt = fields.captured_at ?? now;
  let committed: {
    remarkId: number;
    notifications: Awaited<ReturnType<typeof notifyTransitEvent>>;
    queued: boolean;
  };
  try {
    committed = await deps.db.transaction().execute(async (trx) => {
      await holdOpenTransit(trx, transit);
      const remark = await repo.insertRemark(trx, {
        document_id: document.id,
        company_id: document.company_id,
        type: fields.type,
        message,
        user_id: caller.userId,
        company_name: company?.name ?? '',
        created_at: now,
        captured_at: capturedAt,
      });
      if (itemId !== undefined) {
        await recordQueuedRemark(trx, caller, {
          itemId,
          documentId: document.id,
          remarkId: remark.id,
          capturedAt,
          now,
        });
      }
      await repo.insertRemarkFiles(
        trx,
        stored.map((file) => ({
          remark_id: remark.id,
          company_id: document.company_id,
          sha256: file.sha256,
          mime: 'image/png',
          size: file.size,
          width: file.width,
          height: file.height,
        })),
      );
      await appendEvent(
        trx,
        document,
        { caller, meta, now },
        {
          type: 'remark_added',
          remark_id: remark.id,
          remark_type: fields.type,
          photos: stored.length,
          captured_at: capturedAt,
          ...(itemId === undefined ? {} : { item_id: itemId }),
        },
      );
      const notifications = await notifyTransitEvent(trx, {
        type: 'remark_added',
        transit,
        document,
        actorUserId: caller.userId,
        author: { company_name: company?.name ?? '' },
      });
      const queued = await enqueueRemarkAdded(trx, transit, document.id, remark.id);
      return { remarkId: remark.id, notifications, queued };
    });
  } catch (error) {
    // The same queued remark arrived twice at once: the first one stands.
    const winner =
      itemId !== undefined && isUniqueViolation(error)
        ? await findQueuedItem(deps.db, caller, itemId)
        : undefined;
    if (winner) return replayedRemark(deps, winner, document.id);
    throw error;
  }
  const { remarkId, notifications, queued } = committed;
  await publishNotifications(deps.pubsub, notifications);
  sendQueuedWebhooks(deps, queued);
  const thread = (await remarksOf(deps.db, [document.id])).get(document.id) ?? [];
  const created = thread.find((remark) => remark.id === remarkId);
  if (!created) throw notFound();
  return created;
}

/** The remark a queued item made, answered again; an item id used for another is refused. */
async function replayedRemark(
  deps: Deps,
  item: QueuedItem,
  documentId: number,
): Promise<DocumentRemark> {
  const thread = (await remarksOf(deps.db, [documentId])).get(documentId) ?? [];
  const remark = thread.find((r) => r.id === item.remark_id);
  if (item.kind !== 'remark' || item.document_id !== documentId || !remark) {
    throw fieldError('item_id', 'offline_item_reused');
  }
  return remark;
}

/** GET document-file/{id}/download: a remark photo the caller may see. */
export async function readRemarkFile(
  deps: Deps,
  caller: Caller,
  fileId: number,
): Promise<StoredFileAnswer> {
  const file = await repo.findRemarkFile(deps.db, fileId);
  if (!file) throw notFound();
  // 404 unless the transit is the caller's own or shared in (a driver: one he drives).
  await requireTransit(deps.db, asUser(caller), file.transit_id, 'view');
  return storedRemarkPhoto(deps, file);
}

/** A stored file streamed to the client: its size goes into Content-Length. */
export type StoredFileAnswer = { stream: Readable; size: number; mime: string; fileName: string };

/** A remark photo (access checked by the caller) streamed from the file store; 404 when lost. */
export async function storedRemarkPhoto(
  deps: Pick<Deps, 'files'>,
  file: { id: number; sha256: string; mime: string },
): Promise<StoredFileAnswer> {
  const stored = await deps.files.stream(file.sha256);
  if (!stored) throw notFound();
  return { ...stored, mime: file.mime, fileName: `remark-photo-${file.id}.png` };
}

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
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
 * Stores a signature and marks its transit signed in the same transaction: the transit's
 * `has_signed_documents` (which the rulebook's edit and delete verdicts read) follows the
 * signatures.
 */
export async function storeSignature(
  trx: Executor,
  transitId: number,
  row: NewDocumentSignature,
): Promise<DocumentSignatureRow> {
  const inserted = await repo.insertSignature(trx, row);
  await repo.bumpDocumentVersion(trx, row.document_id);
  await markTransitSigned(trx, transitId, row.created_at);
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

/** Appends an entry to a document's history (the caller names the actor). */
export async function recordDocumentEvent(
  trx: Executor,
  event: repo.DocumentEventInsert,
): Promise<void> {
  await repo.insertDocumentEvent(trx, event);
}
