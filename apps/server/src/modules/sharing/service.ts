import {
  SHARE_LINK_DAYS,
  SHARE_LINK_LIFETIME_MS,
  SHARE_TOKEN_PATTERN,
  SHARE_TYPES,
  isLanguage,
  shareLinkUrl,
  type AlertResponse,
  type Document,
  type GenerateTokenRequest,
  type GenerateTokenResponse,
  type Language,
  type SendTokenRequest,
  type SendTokenResponse,
  type ShareAlertRequest,
  type ShareRemarkFields,
  type ShareTransitRequest,
  type ShareTransitResponse,
  type ShareType,
  type ShareUploadFields,
  type TransitAction,
  type SharedTransitResponse,
  type SignReceiversResponse,
  type DocumentRemark,
  type TransitAlertTypesResponse,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { ShareTokenRow, TransitRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { generateToken, hashToken } from '../../platform/crypto.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { reencodePhotos } from '../../platform/images/photos.ts';
import { getCompany, getUser, userByEmail, userByPhone } from '../accounts/service.ts';
import { recordUsage } from '../billing/service.ts';
import { requireDocument } from '../documents/guard.ts';
import type { UploadedFile } from '../documents/multipart.ts';
import {
  renderDocumentDownload,
  renderDocumentPdf,
  renderDocumentXml,
  type FileAnswer,
} from '../documents/render/service.ts';
import {
  documentForRender,
  documentsOfTransit,
  enqueueDocumentCreated,
  enqueueRemarkAdded,
  receiversOfTransit,
  recordDocumentEvent,
  signaturesOfDocuments,
  storeDocument,
  storeRemark,
  storedRemarkPhoto,
  toDocuments,
  type StoredFileAnswer,
  uploadedDocumentRow,
} from '../documents/service.ts';
import {
  notifyTransitEvent,
  publishNotifications,
  storeNotifications,
} from '../notifications/notify.ts';
import { alertTypesOf } from '../settings/service.ts';
import {
  holdOpenTransit,
  requireTransit as guardTransit,
  userRequester,
} from '../transits/guard.ts';
import {
  orderWithSubDocuments,
  sendAlertOnTransit,
  toTransits,
  transitRowById,
} from '../transits/service.ts';
import { enqueueWebhookEvent, sendQueuedWebhooks } from '../webhooks/events.ts';
import type { Requester } from './actor.ts';
import * as repo from './repo.ts';

/** 32 random bytes: 43 base64url characters. */
const TOKEN_BYTES = 32;

export const shareLinkInvalid = (): AppError => new AppError(404, 'share_link_invalid');
/** 410 Gone: the link existed and is over; the page says so instead of "not found". */
export const shareLinkExpired = (): AppError => new AppError(410, 'share_link_expired');

function parseIds(text: string | null): Set<number> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return new Set(
      Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [],
    );
  } catch {
    return new Set();
  }
}

/** A link's party; rows written before parties were recorded read as their stored type. */
function asShareType(value: string): ShareType {
  return SHARE_TYPES.find((type) => type === value) ?? 'receiver';
}

/**
 * The transit receiver a receiver link acts for: the one named (the transit's own), else the
 * transit's only one. With several the sharer must choose: a link for "any receiver" would
 * sign in every receiver's box. Sender and carrier links name none.
 */
async function linkReceiver(
  db: Executor,
  transitId: number,
  type: ShareType,
  requested: number | null,
): Promise<number | null> {
  if (type !== 'receiver') {
    if (requested !== null) throw fieldError('receiver', 'invalid_choice');
    return null;
  }
  const receivers = await receiversOfTransit(db, transitId);
  if (requested !== null) {
    if (!receivers.some((receiver) => receiver.id === requested)) {
      throw fieldError('receiver', 'invalid_choice');
    }
    return requested;
  }
  if (receivers.length > 1) throw fieldError('receiver', 'field_required');
  return receivers[0]?.id ?? null;
}

/** The documents named must all be the transit's; answers the JSON kept on the grant. */
async function grantedDocumentsJson(
  db: Executor,
  transitId: number,
  documents: readonly number[] | undefined,
): Promise<string | null> {
  if (!documents || documents.length === 0) return null;
  const own = new Set((await documentsOfTransit(db, transitId)).map((d) => d.id));
  documents.forEach((id, index) => {
    if (!own.has(id)) throw fieldError(`documents.${index}`, 'invalid_choice');
  });
  return JSON.stringify([...new Set(documents)]);
}

// ---------------------------------------------------------------------------------------------
// Tokens (company side)

/**
 * POST generate-token/: a link acting for one party (a receiver link for one receiver) on a
 * transit the caller may share; the token is answered once.
 */
export async function createShareToken(
  deps: Deps,
  caller: Caller,
  input: GenerateTokenRequest,
): Promise<GenerateTokenResponse> {
  const { transit } = await guardTransit(deps.db, userRequester(caller), input.transit, 'share');
  const documents = await grantedDocumentsJson(deps.db, transit.id, input.documents);
  const receiverId = await linkReceiver(deps.db, transit.id, input.type, input.receiver ?? null);
  const token = generateToken(TOKEN_BYTES);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SHARE_LINK_LIFETIME_MS).toISOString();
  await repo.insertShareToken(deps.db, {
    token_hash: hashToken(token),
    company_id: transit.company_id,
    transit_id: transit.id,
    type: input.type,
    receiver_id: receiverId,
    documents,
    created_by: caller.userId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    revoked_at: null,
    sent_email: null,
    sent_phone: null,
  });
  return { id: token, expires_at: expiresAt };
}

/**
 * The language of a share mail: the recipient's own when the address belongs to a user of the
 * product; otherwise the sender's current interface language (Accept-Language), else his stored
 * one. An outsider's language is unknown; the sender usually writes to him in a shared one.
 */
async function recipientLanguage(
  deps: Deps,
  caller: Caller,
  address: { email?: string; phone?: string },
  meta: RequestMeta,
): Promise<Language> {
  const user = address.email
    ? await userByEmail(deps.db, address.email.toLowerCase())
    : address.phone
      ? await userByPhone(deps.db, address.phone)
      : undefined;
  if (user && isLanguage(user.language)) return user.language;
  if (meta.language) return meta.language;
  const sender = await getUser(deps.db, caller.userId);
  return sender && isLanguage(sender.language) ? sender.language : 'pl';
}

/** Sends `{PUBLIC_URL}/share/{token}` by e-mail and/or SMS (each in its recipient's language). */
async function deliverLink(
  deps: Deps,
  caller: Caller,
  share: ShareTokenRow,
  token: string,
  to: { email: string; phone: string },
  meta: RequestMeta,
): Promise<SendTokenResponse> {
  const transit = await transitRowById(deps.db, share.transit_id);
  const company = await getCompany(deps.db, share.company_id);
  if (!transit || !company) throw shareLinkInvalid();
  const params = {
    companyName: company.name,
    transitNumber: transit.transit_number,
    link: shareLinkUrl(deps.config.publicUrl, token),
    days: SHARE_LINK_DAYS,
  };
  const base = { companyId: caller.companyId, userId: caller.userId };
  let email = false;
  let sms = false;
  if (to.email) {
    const language = await recipientLanguage(deps, caller, { email: to.email }, meta);
    await deps.outbound.send(
      { ...base, email: to.email, phone: null, language },
      'share_link',
      params,
    );
    email = true;
  }
  if (to.phone) {
    const language = await recipientLanguage(deps, caller, { phone: to.phone }, meta);
    await deps.outbound.send(
      { ...base, email: null, phone: to.phone, language },
      'share_link',
      params,
    );
    sms = true;
  }
  await repo.recordTokenSent(deps.db, share.id, {
    email: to.email || null,
    phone: to.phone || null,
  });
  return { email, sms };
}

/** POST send-token-email-sms/: only a token of the caller's company, while it is valid. */
export async function sendShareToken(
  deps: Deps,
  caller: Caller,
  input: SendTokenRequest,
  meta: RequestMeta,
): Promise<SendTokenResponse> {
  const share = await repo.findShareTokenByHash(deps.db, hashToken(input.token));
  if (!share || share.company_id !== caller.companyId) throw shareLinkInvalid();
  if (share.revoked_at !== null || share.expires_at <= nowIso()) throw shareLinkExpired();
  await deps.limiter.consume('share_send', [`user:${caller.userId}`]);
  return deliverLink(deps, caller, share, input.token, input, meta);
}

/** POST revoke-token/: a link of the caller's company stops working at once. */
export async function revokeShareToken(deps: Deps, caller: Caller, token: string): Promise<void> {
  const share = await repo.findShareTokenByHash(deps.db, hashToken(token));
  if (!share || share.company_id !== caller.companyId) throw shareLinkInvalid();
  await repo.revokeShareToken(deps.db, share.id, nowIso());
}

/** POST share-link/: generate-token and send-token-email-sms in one call. */
export async function shareByLink(
  deps: Deps,
  caller: Caller,
  input: GenerateTokenRequest & { email: string; phone: string },
  meta: RequestMeta,
): Promise<SendTokenResponse & { expires_at: string }> {
  const created = await createShareToken(deps, caller, input);
  const share = await repo.findShareTokenByHash(deps.db, hashToken(created.id));
  if (!share) throw shareLinkInvalid();
  await deps.limiter.consume('share_send', [`user:${caller.userId}`]);
  const sent = await deliverLink(deps, caller, share, created.id, input, meta);
  return { ...sent, expires_at: created.expires_at };
}

// ---------------------------------------------------------------------------------------------
// The outsider side: every call resolves the token first

export type ResolvedShare = {
  share: ShareTokenRow;
  transit: TransitRow;
  /** the link as the guards take it: they answer what its party may do */
  requester: Requester;
  /** granted document ids; null: every document of the transit */
  granted: Set<number> | null;
};

/**
 * The one resolver of every outsider call: malformed or unknown -> 404 share_link_invalid;
 * revoked or past expires_at -> 410 share_link_expired. Only the token's transit comes back.
 */
export async function resolveShare(deps: Deps, token: string | undefined): Promise<ResolvedShare> {
  if (!token || !SHARE_TOKEN_PATTERN.test(token)) throw shareLinkInvalid();
  const share = await repo.findShareTokenByHash(deps.db, hashToken(token));
  if (!share) throw shareLinkInvalid();
  if (share.revoked_at !== null || share.expires_at <= nowIso()) throw shareLinkExpired();
  const transit = await transitRowById(deps.db, share.transit_id);
  if (!transit) throw shareLinkInvalid();
  return {
    share,
    transit,
    requester: { kind: 'link', share },
    granted: parseIds(share.documents),
  };
}

/** `{id}` in a path must be the token's transit; anything else is outside the link. */
export function requireTransit(resolved: ResolvedShare, transitId: number): void {
  if (resolved.transit.id !== transitId) throw notFound();
}

/**
 * GET transit-token/{token}/: the transit (its document summaries cut to the grant) and the
 * documents the link sees, each with what the link's party may do (`actions`).
 */
export async function getSharedTransit(
  deps: Deps,
  resolved: ResolvedShare,
): Promise<SharedTransitResponse> {
  const { actor, transit: row, documents } = await linkDocuments(deps, resolved);
  await recordLinkOpened(deps, resolved);
  const [transit] = await toTransits(deps.db, [row], actor);
  if (!transit) throw shareLinkInvalid();
  const visible = new Set(documents.map((document) => document.id));
  const company = await getCompany(deps.db, resolved.share.company_id);
  return {
    transit: { ...transit, document: transit.document.filter((d) => visible.has(d.id)) },
    document: documents,
    share: {
      type: asShareType(resolved.share.type),
      receiver: resolved.share.receiver_id,
      company_name: company?.name ?? '',
      expires_at: resolved.share.expires_at,
    },
  };
}

/**
 * A share link's page loads (transit-token/{key}/) closer together than this are one opening:
 * the page reloads its transit after every action and on focus.
 */
export const SHARE_LINK_OPENING_GAP_MS = 30 * 60_000;

/**
 * `share_link.opened` for the transit's company: the link's page loaded with no opening queued
 * for the link in the last SHARE_LINK_OPENING_GAP_MS (the queued delivery is the record). No
 * endpoint of the company wants it: nothing is written.
 */
async function recordLinkOpened(deps: Deps, resolved: ResolvedShare): Promise<void> {
  const { share, transit } = resolved;
  const now = Date.now();
  const openedAt = new Date(now).toISOString();
  const data = {
    id: share.id,
    transit: transit.id,
    transit_number: transit.transit_number,
    type: asShareType(share.type),
    receiver: share.receiver_id,
    documents: resolved.granted === null ? null : [...resolved.granted],
    created_at: share.created_at,
    expires_at: share.expires_at,
    opened_at: openedAt,
  };
  const queued = await enqueueWebhookEvent(
    deps.db,
    transit.company_id,
    'share_link.opened',
    { type: 'share_link', id: share.id, data: () => Promise.resolve(data) },
    { unlessQueuedSince: new Date(now - SHARE_LINK_OPENING_GAP_MS).toISOString() },
  );
  sendQueuedWebhooks(deps, queued);
}

/**
 * The transit's documents the link sees (the rulebook's `view` of each: the link's documents and
 * their sub-documents), answered with what the link's party may do, and their rows.
 */
async function linkDocuments(deps: Deps, resolved: ResolvedShare) {
  const { transit, actor } = await requireTransitOf(deps, resolved, 'view');
  const all = await documentsOfTransit(deps.db, transit.id);
  const answered = await toDocuments(deps.db, orderWithSubDocuments(all), actor, transit);
  const documents = answered.filter((document) => document.actions.view);
  const visible = new Set(documents.map((document) => document.id));
  return { transit, actor, documents, rows: all.filter((row) => visible.has(row.id)) };
}

/** The token's transit through the transits guard, for `action` by the link's party. */
function requireTransitOf(deps: Deps, resolved: ResolvedShare, action: TransitAction) {
  return guardTransit(deps.db, resolved.requester, resolved.transit.id, action);
}

export type ShareFileKind = 'pdf' | 'xml' | 'download';

/** Downloads by token through the documents' own renderers. */
export async function sharedDocumentFile(
  deps: Deps,
  resolved: ResolvedShare,
  documentId: number,
  kind: ShareFileKind,
  language: Language,
): Promise<FileAnswer> {
  const action = kind === 'xml' ? 'download_xml' : 'download_pdf';
  const { document, transit } = await requireDocument(
    deps.db,
    resolved.requester,
    documentId,
    action,
  );
  const doc = await documentForRender(deps.db, document, transit);
  if (kind === 'xml') return renderDocumentXml(doc);
  if (kind === 'pdf') return renderDocumentPdf(deps, doc, language);
  return renderDocumentDownload(deps, doc, language);
}

/** GET transit-token/{fileId}/document-file?token=: a remark photo of a granted document. */
export async function sharedRemarkFile(
  deps: Deps,
  resolved: ResolvedShare,
  fileId: number,
): Promise<StoredFileAnswer> {
  const file = await repo.findRemarkFileOfTransit(deps.db, resolved.transit.id, fileId);
  if (!file) throw notFound();
  await requireDocument(deps.db, resolved.requester, file.document_id, 'view');
  return storedRemarkPhoto(deps, file);
}

/** GET transit-token/{id}/receivers: the transit's receivers for choosing the signer. */
export async function sharedReceivers(
  deps: Deps,
  resolved: ResolvedShare,
): Promise<SignReceiversResponse> {
  const [receivers, { rows: documents }] = await Promise.all([
    receiversOfTransit(deps.db, resolved.transit.id),
    linkDocuments(deps, resolved),
  ]);
  const signatures = await signaturesOfDocuments(
    deps.db,
    documents.map((d) => d.id),
  );
  return receivers.map((receiver) => ({
    id: receiver.id,
    name: receiver.name,
    signed_documents: [
      ...new Set(
        signatures
          .filter((s) => s.signed_by_type === 'receiver' && s.receiver_id === receiver.id)
          .map((s) => s.document_id),
      ),
    ],
    sub_document:
      documents.find((d) => d.parent_document_id !== null && d.receiver_id === receiver.id)?.id ??
      null,
  }));
}

function visitorName(identity: { first_name?: string; last_name?: string }): string | null {
  const name = [identity.first_name, identity.last_name].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/**
 * POST transit-token/{id}/document-add/: a PDF (checked by its content, 20 MB) added to the
 * token's transit, owned by the transit's company; the token is granted the new document.
 */
export async function uploadFromLink(
  deps: Deps,
  resolved: ResolvedShare,
  fields: ShareUploadFields,
  file: UploadedFile | undefined,
  meta: RequestMeta,
): Promise<Document> {
  const { share } = resolved;
  const { transit, actor } = await requireTransitOf(deps, resolved, 'upload');
  if (!file) throw fieldError('document', 'field_required');
  if (fields.receiver !== undefined) {
    const receivers = await receiversOfTransit(deps.db, transit.id);
    if (!receivers.some((r) => r.id === fields.receiver)) {
      throw fieldError('receiver', 'invalid_choice');
    }
  }
  const pdf = await deps.pdfInspector.inspect(file.bytes);
  if (!pdf.ok) throw fieldError('document', pdf.key);
  const stored = await deps.files.put(pdf.storable);
  const originalName = file.fileName.slice(0, 255);
  const name = fields.name?.trim() || originalName.replace(/\.pdf$/i, '').trim() || 'OTH';
  const now = nowIso();
  const written = await deps.db.transaction().execute(async (trx) => {
    await holdOpenTransit(trx, transit);
    const inserted = await storeDocument(
      trx,
      uploadedDocumentRow({
        transitId: transit.id,
        companyId: transit.company_id,
        createdBy: null,
        type: fields.type,
        name,
        receiverId: fields.receiver ?? null,
        stored,
        originalName,
        now,
      }),
    );
    await recordDocumentEvent(trx, {
      documentId: inserted.id,
      transitId: transit.id,
      companyId: transit.company_id,
      actorUserId: null,
      actorCompanyId: null,
      actorName: visitorName(fields) ?? fields.company_name ?? null,
      ip: meta.ip,
      userAgent: meta.userAgent,
      type: 'document_uploaded',
      data: {
        type: 'document_uploaded',
        document_type: fields.type,
        name,
        file_name: originalName,
        sha256: stored.sha256,
        size: stored.size,
        pages: pdf.pages,
      },
      now,
    });
    await recordUsage(trx, {
      company_id: transit.company_id,
      user_id: null,
      kind: 'file_uploaded',
      created_at: now,
    });
    if (resolved.granted !== null) {
      await trx
        .updateTable('share_tokens')
        .set({ documents: JSON.stringify([...resolved.granted, inserted.id]) })
        .where('id', '=', share.id)
        .execute();
    }
    const notifications = await notifyTransitEvent(trx, {
      type: 'document_uploaded',
      transit,
      document: { id: inserted.id, name: inserted.name },
      actorUserId: null,
      author: {
        company_name: fields.company_name ?? '',
        first_name: fields.first_name ?? '',
        last_name: fields.last_name ?? '',
      },
    });
    const queued = await enqueueDocumentCreated(trx, transit, inserted.id);
    return { inserted, notifications, queued };
  });
  await publishNotifications(deps.pubsub, written.notifications);
  sendQueuedWebhooks(deps, written.queued);
  // The link was just granted the new document.
  const granted =
    actor.kind === 'link' && actor.documents !== null
      ? { ...actor, documents: [...actor.documents, written.inserted.id] }
      : actor;
  const [document] = await toDocuments(deps.db, [written.inserted], granted, transit);
  if (!document) throw notFound();
  return document;
}

/**
 * POST transit-token/{id}/document-remark/: a remark under the company name the visitor gave,
 * by the same remark rules and photo re-encoding as the company path.
 */
export async function remarkFromLink(
  deps: Deps,
  resolved: ResolvedShare,
  fields: ShareRemarkFields,
  photos: UploadedFile[],
  meta: RequestMeta,
): Promise<DocumentRemark> {
  const { document, transit, actor } = await requireDocument(
    deps.db,
    resolved.requester,
    fields.document,
    fields.type === 'pickup' ? 'remark_pickup' : 'remark_delivery',
  );
  const message = fields.message?.trim() ?? '';
  if (message === '' && photos.length === 0) throw fieldError('message', 'remark_empty');
  const images = await reencodePhotos(deps.images, photos);
  const stored: { width: number; height: number; sha256: string; size: number }[] = [];
  for (const image of images) {
    stored.push({ width: image.width, height: image.height, ...(await deps.files.put(image.png)) });
  }
  const now = nowIso();
  const written = await deps.db.transaction().execute(async (trx) => {
    await holdOpenTransit(trx, transit);
    const remark = await storeRemark(
      trx,
      {
        document_id: document.id,
        company_id: document.company_id,
        type: fields.type,
        message,
        user_id: null,
        company_name: fields.company_name,
        created_at: now,
      },
      stored.map((file) => ({
        company_id: document.company_id,
        sha256: file.sha256,
        mime: 'image/png',
        size: file.size,
        width: file.width,
        height: file.height,
      })),
    );
    await recordDocumentEvent(trx, {
      documentId: document.id,
      transitId: transit.id,
      companyId: document.company_id,
      actorUserId: null,
      actorCompanyId: null,
      actorName: visitorName(fields),
      ip: meta.ip,
      userAgent: meta.userAgent,
      type: 'remark_added',
      data: {
        type: 'remark_added',
        remark_id: remark.id,
        remark_type: fields.type,
        photos: stored.length,
      },
      now,
    });
    const notifications = await notifyTransitEvent(trx, {
      type: 'remark_added',
      transit,
      document: { id: document.id, name: document.name },
      actorUserId: null,
      author: {
        company_name: fields.company_name,
        first_name: fields.first_name,
        last_name: fields.last_name,
      },
    });
    const queued = await enqueueRemarkAdded(trx, transit, document.id, remark.id);
    return { id: remark.id, notifications, queued };
  });
  await publishNotifications(deps.pubsub, written.notifications);
  sendQueuedWebhooks(deps, written.queued);
  const [full] = await toDocuments(deps.db, [document], actor, transit);
  const created = full?.remarks.find((remark) => remark.id === written.id);
  if (!created) throw notFound();
  return created;
}

/** GET transit-token/{id}/alert/: the alert types of the transit's company. */
export async function sharedAlertTypes(
  deps: Deps,
  resolved: ResolvedShare,
): Promise<TransitAlertTypesResponse> {
  const types = await alertTypesOf(deps.db, resolved.transit.company_id);
  return types.map((type) => ({ message: type.message, default: type.is_default === 1 }));
}

/** POST transit-token/{id}/alert/: the transits alert, sent by the visitor under his name. */
export async function alertFromLink(
  deps: Deps,
  resolved: ResolvedShare,
  input: ShareAlertRequest,
  meta: RequestMeta,
): Promise<AlertResponse> {
  const { transit } = await requireTransitOf(deps, resolved, 'alert');
  return sendAlertOnTransit(
    deps,
    transit,
    {
      userId: null,
      company_name: input.company_name,
      first_name: input.first_name,
      last_name: input.last_name,
    },
    input.message,
    meta,
  );
}

// ---------------------------------------------------------------------------------------------
// Sharing inside the product

/**
 * POST share-transit/: a grant row, not a copy: the other company reads the original transit
 * and its documents live (type `send` in its list). Its users are notified after commit.
 */
export async function shareTransit(
  deps: Deps,
  caller: Caller,
  input: ShareTransitRequest,
): Promise<ShareTransitResponse> {
  const { transit } = await guardTransit(deps.db, userRequester(caller), input.transit, 'share');
  if (input.company_gt_id === caller.companyId) {
    throw fieldError('company_gt_id', 'cannot_share_with_own_company');
  }
  const target = await getCompany(deps.db, input.company_gt_id);
  if (!target) throw fieldError('company_gt_id', 'no_such_id_number');
  const now = nowIso();
  const notifications = await deps.db.transaction().execute(async (trx) => {
    await repo.upsertTransitShare(trx, {
      transit_id: transit.id,
      owner_company_id: caller.companyId,
      company_id: target.id,
      share_as: input.as,
      // every document of the transit, also later ones
      documents: null,
      created_by: caller.userId,
      created_at: now,
    });
    const company = await getCompany(trx, caller.companyId);
    const data = {
      transit_id: transit.id,
      transit_number: transit.transit_number,
      company_name: company?.name ?? '',
    };
    const recipients = await repo.shareRecipients(trx, target.id);
    const rows = await storeNotifications(
      trx,
      recipients.map((recipient) => ({
        user_id: recipient.id,
        company_id: recipient.company_id,
        type: 'transit_shared',
        transit_id: transit.id,
        data: JSON.stringify(data),
        created_at: now,
        read_at: null,
      })),
    );
    return rows.map((row): PublishedNotification => ({
      id: row.id,
      user_id: row.user_id,
      company_id: row.company_id,
      type: row.type,
      transit_id: row.transit_id,
      data,
      created_at: row.created_at,
    }));
  });
  await publishNotifications(deps.pubsub, notifications);
  return {
    transit: transit.id,
    company_gt_id: target.id,
    company_name: target.name,
    as: input.as,
  };
}
