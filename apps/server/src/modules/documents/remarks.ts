// Remarks: a document's remark thread and its photos.
import type { Readable } from 'node:stream';
import type { DocumentRemark, DocumentRemarkFields } from '@transitdocs/domain';
import { isUniqueViolation, nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { reencodePhotos } from '../../platform/images/photos.ts';
import { getCompany } from '../accounts/index.ts';
import {
  checkCapturedAt,
  findQueuedItem,
  recordQueuedRemark,
  type QueuedItem,
} from './offline-items.ts';
import { holdOpenTransit, requireTransit } from '../transits/index.ts';
import { appendEvent, asUser } from './access.ts';
import { requireDocument } from './guard.ts';
import type { UploadedFile } from './multipart.ts';
import * as repo from './repo.ts';
import { remarksOf } from './responses.ts';

/** At most this many photos in one remark. */
export const REMARK_MAX_PHOTOS = 10;
/** Per photo as uploaded (the client sends at most 900 px PNGs, far below this). */
export const REMARK_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

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
  // A queued remark sent again answers the remark it made the first time, even if remarks of
  // its type have closed since: a phone resends until it hears back
  // (docs/decisions/0042-offline-signing-protocol.md).
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
  let remarkId: number;
  try {
    remarkId = await writeTransaction(deps, async (trx) => {
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
        { caller, meta, now, author: { company_name: company?.name ?? '' } },
        {
          type: 'remark_added',
          remark_id: remark.id,
          remark_type: fields.type,
          photos: stored.length,
          captured_at: capturedAt,
          ...(itemId === undefined ? {} : { item_id: itemId }),
        },
      );
      return remark.id;
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
