import { ACTION_LOCATION_HEADER } from '@transitdocs/domain';
import { apiRequest, deviceCredentials } from '../../api/http.ts';
import { reservationForm } from '../reservations/reservations-api.ts';
import { flushQueue, type FlushResult, type QueueItem } from './queue.ts';

const API = '/company/api/v1';
/** The Background Sync tag; sw.js asks the open pages to flush when it fires. */
export const QUEUE_SYNC_TAG = 'transitdocs-offline-queue';
/** What sw.js posts to the pages on a 'sync' event. */
export const FLUSH_MESSAGE = 'flush-offline-queue';

/** The multipart request a queued item stands for; the device's proof is added as credentials. */
function formOf(item: QueueItem): { path: string; form: FormData } {
  if (item.kind === 'reservation') {
    const form = reservationForm({
      document: item.documentId,
      box: item.box,
      kind: item.reservationKind,
      lines: item.lines,
      countedQuantity: item.countedQuantity,
      statedQuantity: item.statedQuantity,
      text: item.text,
      photos: item.photos,
      itemId: item.itemId,
      capturedAt: item.capturedAt,
    });
    return { path: `${API}/document-reservation/`, form };
  }
  const form = new FormData();
  form.append('document', String(item.documentId));
  form.append('captured_at', item.capturedAt);
  if (item.kind === 'signature') {
    form.append('transit', String(item.transitId));
    // An uploaded PDF's signature carries its place; a generated document's does not.
    form.append('document_type', item.placement ? 'file' : 'json');
    form.append('signed_by_type', item.signedByType);
    if (item.receiverId !== null) form.append('receiver_id', String(item.receiverId));
    form.append('signature_data', item.signatureData);
    if (item.placement) {
      form.append('dimensions', item.placement.dimensions);
      form.append('pg_num', String(item.placement.pgNum));
    }
    if (item.png) form.append('signature', item.png, 'signature.png');
    return { path: `${API}/sign-document-signature/`, form };
  }
  form.append('type', item.remarkType);
  form.append('item_id', item.itemId);
  const message = item.message.trim();
  if (message) form.append('message', message);
  item.photos.forEach((photo, index) => {
    form.append('files', photo, `photo-${String(index + 1)}.png`);
  });
  return { path: `${API}/document-remark/`, form };
}

/** Sends one queued item as the multipart request it stands for. Failures throw ApiError. */
export async function sendQueueItem(item: QueueItem): Promise<void> {
  const { path, form } = formOf(item);
  const isSignature = item.kind === 'signature';
  await apiRequest('POST', path, {
    body: form,
    credentials: deviceCredentials(isSignature ? item.offline : null),
    headers:
      isSignature && item.location !== null ? { [ACTION_LOCATION_HEADER]: item.location } : {},
  });
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the user's queue unless a flush is already running in this page; other tabs are kept
 * out by a Web Lock where the browser has them (a replay would be harmless, only wasteful).
 */
export function flushNow(userId: number): Promise<FlushResult> {
  running ??= (async () => {
    try {
      const flush = () => flushQueue(userId, sendQueueItem);
      if (typeof navigator !== 'undefined' && 'locks' in navigator) {
        return await navigator.locks.request(QUEUE_SYNC_TAG, flush);
      }
      return await flush();
    } finally {
      running = null;
    }
  })();
  return running;
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

/**
 * Asks the browser for a Background Sync once the network is back (Chromium has it; others flush
 * on start and on the `online` event instead).
 */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration: SyncRegistration | undefined =
    await navigator.serviceWorker.getRegistration();
  try {
    await registration?.sync?.register(QUEUE_SYNC_TAG);
  } catch {
    // Not permitted (e.g. a private window): the other triggers remain.
  }
}
