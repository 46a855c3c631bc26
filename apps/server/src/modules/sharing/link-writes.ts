// What an outsider adds through a share link: PDFs, remarks and alerts.
import type {
  AlertResponse,
  Document,
  DocumentRemark,
  ShareAlertRequest,
  Reservation,
  ShareRemarkFields,
  ShareReservationFields,
  ShareUploadFields,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { reencodePhotos } from '../../platform/images/photos.ts';
import { recordUsage } from '../billing/index.ts';
import { requireDocument } from '../documents/index.ts';
import type { UploadedFile } from '../documents/index.ts';
import {
  checkLines,
  checkedOriginals,
  insertReservation,
  listReservations,
  receiversOfTransit,
  storeDocument,
  storeRemark,
  toDocuments,
  uploadedDocumentRow,
} from '../documents/index.ts';
import { checkCapturedAt } from '../documents/index.ts';
import { holdOpenTransit } from '../transits/index.ts';
import { sendAlertOnTransit } from '../transits/index.ts';
import { requireTransitOf, type ResolvedShare } from './resolve.ts';

export function visitorName(identity: { first_name?: string; last_name?: string }): string | null {
  const name = [identity.first_name, identity.last_name].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** An outsider's write: he is named as he gave his name (and notifications name him so). */
export function visitorCircumstances(
  meta: RequestMeta,
  at: string,
  actorName: string | null,
  visitor: { first_name?: string; last_name?: string; company_name?: string },
) {
  return {
    actor: { userId: null, apiKeyId: null, companyId: null, name: actorName, companyName: null },
    ip: meta.ip,
    userAgent: meta.userAgent,
    at,
    author: {
      company_name: visitor.company_name ?? '',
      first_name: visitor.first_name ?? '',
      last_name: visitor.last_name ?? '',
    },
  };
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
  const written = await writeTransaction(deps, async (trx) => {
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
    await recordEvent(trx, {
      subject: 'document',
      documentId: inserted.id,
      transitId: transit.id,
      companyId: transit.company_id,
      ...visitorCircumstances(
        meta,
        now,
        visitorName(fields) ?? fields.company_name ?? null,
        fields,
      ),
      data: {
        type: 'document_uploaded',
        document_type: fields.type,
        name,
        file_name: originalName,
        sha256: stored.sha256,
        size: stored.size,
        pages: pdf.pages,
      },
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
    return { inserted };
  });
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
  const written = await writeTransaction(deps, async (trx) => {
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
    await recordEvent(trx, {
      subject: 'document',
      documentId: document.id,
      transitId: transit.id,
      companyId: document.company_id,
      ...visitorCircumstances(meta, now, visitorName(fields), fields),
      data: {
        type: 'remark_added',
        remark_id: remark.id,
        remark_type: fields.type,
        photos: stored.length,
      },
    });
    return { id: remark.id };
  });
  const [full] = await toDocuments(deps.db, [document], actor, transit);
  const created = full?.remarks.find((remark) => remark.id === written.id);
  if (!created) throw notFound();
  return created;
}

/**
 * POST transit-token/{id}/document-reservation/: the link's party records a reservation (the
 * consignee's in box 24 through his receiver link) by the same rules, photos kept as taken.
 */
export async function reservationFromLink(
  deps: Deps,
  resolved: ResolvedShare,
  fields: ShareReservationFields,
  photos: UploadedFile[],
  meta: RequestMeta,
): Promise<Reservation> {
  const { document, transit } = await requireDocument(
    deps.db,
    resolved.requester,
    fields.document,
    fields.box === 'taking_over' ? 'reserve_taking_over' : 'reserve_delivery',
  );
  checkLines(document, fields.lines);
  const now = nowIso();
  checkCapturedAt(fields.captured_at, now);
  const originals = await checkedOriginals(deps, photos);
  const stored: { sha256: string; size: number; mime: string; width: number; height: number }[] =
    [];
  for (const original of originals) {
    const put = await deps.files.put(original.bytes);
    stored.push({ ...put, mime: original.mime, width: original.width, height: original.height });
  }
  const name = visitorName(fields) ?? '';
  const capturedAt = fields.captured_at ?? now;
  const made = await writeTransaction(deps, async (trx) => {
    await holdOpenTransit(trx, transit);
    const created = await insertReservation(trx, deps.dialect, {
      document,
      fields,
      author: { user_id: null, name, company_name: fields.company_name },
      photos: stored,
      capturedAt,
      now,
    });
    await recordEvent(trx, {
      subject: 'document',
      documentId: document.id,
      transitId: transit.id,
      companyId: document.company_id,
      ...visitorCircumstances(meta, now, visitorName(fields), fields),
      data: {
        type: 'reservation_recorded',
        reservation_id: created.id,
        box: fields.box,
        kind: fields.kind,
        lines: fields.lines,
        photos: stored.length,
        chain_sha256: created.chain,
        captured_at: capturedAt,
      },
    });
    return created;
  });
  const list = await listReservations(deps, resolved.requester, document.id);
  const found = list.find((r) => r.id === made.id);
  if (!found) throw notFound();
  return found;
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
