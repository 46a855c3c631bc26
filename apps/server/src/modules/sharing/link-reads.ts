// What an outsider reads through a share link: the transit, its documents, files, receivers and
// alert types.
import type {
  Language,
  SharedTransitResponse,
  SignReceiversResponse,
  TransitAlertTypesResponse,
} from '@transitdocs/domain';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { getCompany } from '../accounts/index.ts';
import { requireDocument } from '../documents/index.ts';
import {
  renderDocumentDownload,
  renderDocumentPdf,
  renderDocumentXml,
  type FileAnswer,
} from '../documents/index.ts';
import {
  documentForRender,
  documentsOfTransit,
  receiversOfTransit,
  signaturesOfDocuments,
  storedRemarkPhoto,
  toDocuments,
  type StoredFileAnswer,
} from '../documents/index.ts';
import { alertTypesOf } from '../settings/index.ts';
import { orderWithSubDocuments, toTransits } from '../transits/index.ts';
import { shareLinkInvalid } from './link-errors.ts';
import * as repo from './repo.ts';
import { asShareType, requireTransitOf, type ResolvedShare } from './resolve.ts';

/**
 * GET transit-token/{token}/: the transit (its document summaries cut to the grant) and the
 * documents the link sees, each with what the link's party may do (`actions`).
 */
export async function getSharedTransit(
  deps: Deps,
  resolved: ResolvedShare,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<SharedTransitResponse> {
  const { actor, transit: row, documents } = await linkDocuments(deps, resolved);
  await recordLinkOpened(deps, resolved, meta);
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
 * The link's page loaded with no opening counted in the last SHARE_LINK_OPENING_GAP_MS: an
 * opening, recorded on the transit (the owner's `share_link.opened` webhook follows from it).
 * The mark on the link settles two loads at once: only one of them moves it.
 */
async function recordLinkOpened(
  deps: Deps,
  resolved: ResolvedShare,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<void> {
  const { share, transit } = resolved;
  const now = Date.now();
  const at = new Date(now).toISOString();
  const countedBefore = new Date(now - SHARE_LINK_OPENING_GAP_MS).toISOString();
  await writeTransaction(deps, async (trx) => {
    if (!(await repo.markLinkOpened(trx, share.id, at, countedBefore))) return;
    await recordEvent(trx, {
      subject: 'transit',
      transitId: transit.id,
      companyId: transit.company_id,
      data: {
        type: 'share_link_opened',
        share_id: share.id,
        share_type: share.type,
        receiver_id: share.receiver_id,
        documents: resolved.granted === null ? null : [...resolved.granted],
        transit_number: transit.transit_number,
        created_at: share.created_at,
        expires_at: share.expires_at,
      },
      actor: { userId: null, apiKeyId: null, companyId: null, name: null, companyName: null },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at,
    });
  });
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
  if (kind === 'xml') return renderDocumentXml(deps, doc);
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

/** GET transit-token/{id}/alert/: the alert types of the transit's company. */
export async function sharedAlertTypes(
  deps: Deps,
  resolved: ResolvedShare,
): Promise<TransitAlertTypesResponse> {
  const types = await alertTypesOf(deps.db, resolved.transit.company_id);
  return types.map((type) => ({ message: type.message, default: type.is_default === 1 }));
}
