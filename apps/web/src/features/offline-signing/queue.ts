import type { RemarkType, ReservationBox, ReservationKind, SignerType } from '@transitdocs/domain';
import { ApiError } from '../../api/http.ts';
import { indexedDbStore, QUEUE_STORE, type KeyValueStore } from './idb.ts';

/**
 * The phone's queue of work done offline (docs/decisions/0043-offline-signing-on-the-phone.md):
 * signatures, remarks and reservations (photos as Blobs) in IndexedDB, in the order they were made, sent one at a
 * time when the network is back. Each item carries its own id, so a replay (a lost answer, two
 * tabs) is applied once by the server.
 */

export type QueueStatus = 'waiting' | 'sending' | 'sent' | 'refused';

type QueueItemBase = {
  itemId: string;
  /** position in the queue: items are sent in this order */
  seq: number;
  userId: number;
  transitId: number;
  documentId: number;
  /** device time the item was made at (ISO, UTC) */
  capturedAt: string;
  status: QueueStatus;
  /** the document's name when queued, to say which one a refusal is about (older items lack it) */
  documentName?: string;
  /** the server's error key of a refused item */
  reason: string | null;
  /** when it was sent or refused */
  doneAt: string | null;
};

/** A signature made offline: the multipart fields exactly as they were signed by the device. */
export type QueuedSignature = QueueItemBase & {
  kind: 'signature';
  signedByType: SignerType;
  receiverId: number | null;
  /** the JSON text of `signature_data` as sent */
  signatureData: string;
  /** the JSON text of the OfflineSignatureItem as sent */
  offline: string;
  /** the JSON text of the Action-location header, or null without consent */
  location: string | null;
  /** the pad's PNG; dropped once sent */
  png: Blob | null;
  /** an uploaded PDF's place of the signature as sent: the `dimensions` JSON text and the page */
  placement?: { dimensions: string; pgNum: number };
};

export type QueuedRemark = QueueItemBase & {
  kind: 'remark';
  remarkType: RemarkType;
  message: string;
  /** resized PNG photos; dropped once sent */
  photos: Blob[];
};

/**
 * A reservation of box 18 or 24 made offline (docs/decisions/0126-reservations.md): its fields as
 * the form had them, sent before anything queued after it (a signature of its box).
 */
export type QueuedReservation = QueueItemBase & {
  kind: 'reservation';
  box: ReservationBox;
  reservationKind: ReservationKind;
  /** indexes of the document's goods lines */
  lines: number[];
  countedQuantity: string;
  statedQuantity: string;
  text: string;
  /** photos as the camera took them (Files keep their names); dropped once sent */
  photos: Blob[];
};

export type QueueItem = QueuedSignature | QueuedRemark | QueuedReservation;

type Queued<T> = Omit<T, 'seq' | 'status' | 'reason' | 'doneAt'>;

/** What enqueue needs: the queue gives the position and the status. */
export type NewQueueItem =
  Queued<QueuedSignature> | Queued<QueuedRemark> | Queued<QueuedReservation>;

/** Sends one item; throws ApiError (status 0 without a network) when it is not applied. */
export type SendItem = (item: QueueItem) => Promise<void>;

/** Sent items are shown on the card this long, refused ones a week; then they are forgotten. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;
export const REFUSED_KEPT_MS = 7 * SENT_KEPT_MS;

let defaultStore: KeyValueStore<QueueItem> | null = null;
export function queueStore(): KeyValueStore<QueueItem> {
  defaultStore ??= indexedDbStore<QueueItem>(QUEUE_STORE);
  return defaultStore;
}

/** The store's key: the position, zero-padded, so the store's own order is the queue's. */
const keyOf = (seq: number) => String(seq).padStart(12, '0');

export async function listQueue(store: KeyValueStore<QueueItem> = queueStore()) {
  const items = await store.getAll();
  return items.sort((a, b) => a.seq - b.seq);
}

export async function enqueue(
  item: NewQueueItem,
  store: KeyValueStore<QueueItem> = queueStore(),
): Promise<QueueItem> {
  const items = await listQueue(store);
  const seq = (items.at(-1)?.seq ?? 0) + 1;
  const queued = { ...item, seq, status: 'waiting', reason: null, doneAt: null } as QueueItem;
  await store.put(keyOf(seq), queued);
  notifyQueueChanged();
  return queued;
}

/**
 * A refusal the server will repeat (the item itself is wrong or in conflict): the item is marked
 * refused and the queue goes on. No answer, a lost session, a rate limit or a server error may
 * pass: the queue stops and waits.
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 401 || status === 408 || status === 429) {
    return null;
  }
  return error.allMessages()[0] ?? 'server_error';
}

/** What a sent item keeps: its photos and image are no longer needed on the phone. */
function withoutFiles(item: QueueItem): QueueItem {
  return item.kind === 'signature' ? { ...item, png: null } : { ...item, photos: [] };
}

export type FlushResult = { sent: number; refused: number; stopped: boolean };

/**
 * Sends the user's waiting items one at a time in order. An item left as 'sending' (the page
 * closed mid-way) is sent again: the server answers a replay with the first answer.
 */
export async function flushQueue(
  userId: number,
  send: SendItem,
  store: KeyValueStore<QueueItem> = queueStore(),
  now: Date = new Date(),
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, stopped: false };
  for (const item of await listQueue(store)) {
    if (item.userId !== userId) continue;
    if (item.status === 'sent' || item.status === 'refused') {
      const keptMs = item.status === 'sent' ? SENT_KEPT_MS : REFUSED_KEPT_MS;
      if (now.getTime() - Date.parse(item.doneAt ?? item.capturedAt) > keptMs) {
        await store.delete(keyOf(item.seq));
      }
      continue;
    }
    await store.put(keyOf(item.seq), { ...item, status: 'sending' });
    notifyQueueChanged();
    try {
      await send(item);
      await store.put(keyOf(item.seq), {
        ...withoutFiles(item),
        status: 'sent',
        doneAt: now.toISOString(),
      });
      result.sent += 1;
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === null) {
        await store.put(keyOf(item.seq), { ...item, status: 'waiting' });
        notifyQueueChanged();
        result.stopped = true;
        return result;
      }
      await store.put(keyOf(item.seq), {
        ...withoutFiles(item),
        status: 'refused',
        reason,
        doneAt: now.toISOString(),
      });
      result.refused += 1;
    }
    notifyQueueChanged();
  }
  return result;
}

/**
 * Forgets a refused item once the driver has read why, so the list shows what still matters: it
 * stays in the document's history on the server. Items not refused are left alone, so nothing
 * waiting is lost.
 */
export async function dismissRefused(
  seq: number,
  store: KeyValueStore<QueueItem> = queueStore(),
): Promise<void> {
  const item = await store.get(keyOf(seq));
  if (item?.status !== 'refused') return;
  await store.delete(keyOf(seq));
  notifyQueueChanged();
}

const listeners = new Set<() => void>();

/** Called on every change of the queue (the card's counts follow it). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notifyQueueChanged(): void {
  for (const listener of listeners) listener();
}

export type QueueSummary = {
  /** items not sent yet (waiting, or being sent) */
  waiting: number;
  /** every item went through, none waits */
  isAllSent: boolean;
  refused: QueueItem[];
};

/** What the card says about a set of queued items. */
export function summarizeQueue(items: readonly QueueItem[]): QueueSummary {
  const waiting = items.filter((item) => item.status === 'waiting' || item.status === 'sending');
  const refused = items.filter((item) => item.status === 'refused');
  return {
    waiting: waiting.length,
    isAllSent: waiting.length === 0 && items.some((item) => item.status === 'sent'),
    refused,
  };
}
