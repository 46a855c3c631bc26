// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { memoryStore } from './idb.ts';
import { isOfflineRefusal } from './refusal-text.ts';
import {
  dismissRefused,
  enqueue,
  flushQueue,
  listQueue,
  refusalOf,
  SENT_KEPT_MS,
  subscribeQueue,
  summarizeQueue,
  type NewQueueItem,
  type QueueItem,
} from './queue.ts';

const USER = 3;
const NOW = new Date('2026-11-26T10:00:00.000Z');

function remark(itemId: string, userId = USER): NewQueueItem {
  return {
    kind: 'remark',
    itemId,
    userId,
    transitId: 10,
    documentId: 20,
    capturedAt: '2026-11-26T08:00:00.000Z',
    remarkType: 'pickup',
    message: `remark ${itemId}`,
    photos: [new Blob(['png'], { type: 'image/png' })],
  };
}

function signature(itemId: string): NewQueueItem {
  return {
    kind: 'signature',
    itemId,
    userId: USER,
    transitId: 10,
    documentId: 20,
    capturedAt: '2026-11-26T07:00:00.000Z',
    signedByType: 'driver',
    receiverId: null,
    signatureData: '{"sign_fullname":"Jan"}',
    offline: '{}',
    location: null,
    png: new Blob(['png'], { type: 'image/png' }),
  };
}

function reservation(itemId: string): NewQueueItem {
  return {
    kind: 'reservation',
    itemId,
    userId: USER,
    transitId: 10,
    documentId: 20,
    capturedAt: '2026-11-26T06:30:00.000Z',
    box: 'taking_over',
    reservationKind: 'packaging_damaged',
    lines: [0],
    countedQuantity: '31',
    statedQuantity: '33',
    text: 'Folia rozdarta',
    photos: [new Blob(['jpeg'], { type: 'image/jpeg' })],
  };
}

const offline = () => new ApiError(0, { non_field_errors: [NETWORK_ERROR] });

describe('offline queue', () => {
  it('keeps items in the order they were made and sends them in that order', async () => {
    const store = memoryStore<QueueItem>();
    // More than nine items: the order is numeric, not by text.
    const ids = Array.from({ length: 12 }, (_, index) => `item-${String(index)}`);
    for (const id of ids) await enqueue(remark(id), store);
    expect((await listQueue(store)).map((item) => item.status)).toEqual(ids.map(() => 'waiting'));
    const sent: string[] = [];
    const result = await flushQueue(
      USER,
      (item) => {
        sent.push(item.itemId);
        return Promise.resolve();
      },
      store,
      NOW,
    );
    expect(sent).toEqual(ids);
    expect(result).toEqual({ sent: 12, refused: 0, stopped: false });
    const after = await listQueue(store);
    expect(after.every((item) => item.status === 'sent')).toBe(true);
    // A sent item no longer holds its photos.
    expect(after[0]).toMatchObject({ photos: [], doneAt: NOW.toISOString() });
  });

  it('sends a reservation made before a signature of its box first, and forgets its photos once sent', async () => {
    const store = memoryStore<QueueItem>();
    await enqueue(reservation('reservation-1'), store);
    await enqueue(signature('signature-1'), store);
    const sent: string[] = [];
    const result = await flushQueue(
      USER,
      (item) => {
        sent.push(`${item.kind}:${item.itemId}`);
        return Promise.resolve();
      },
      store,
      NOW,
    );
    expect(sent).toEqual(['reservation:reservation-1', 'signature:signature-1']);
    expect(result).toEqual({ sent: 2, refused: 0, stopped: false });
    const [kept] = await listQueue(store);
    expect(kept).toMatchObject({ kind: 'reservation', status: 'sent', photos: [] });
  });

  it('stops at a network failure and sends the same item first next time', async () => {
    const store = memoryStore<QueueItem>();
    await enqueue(signature('a'), store);
    await enqueue(remark('b'), store);
    const tried: string[] = [];
    const first = await flushQueue(
      USER,
      (item) => {
        tried.push(item.itemId);
        return Promise.reject(offline());
      },
      store,
      NOW,
    );
    expect(first).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(tried).toEqual(['a']);
    expect((await listQueue(store)).map((item) => item.status)).toEqual(['waiting', 'waiting']);

    // A server error (5xx) waits too.
    await flushQueue(USER, () => Promise.reject(new ApiError(503, {})), store, NOW);
    expect((await listQueue(store))[0]?.status).toBe('waiting');

    const retried: string[] = [];
    await flushQueue(
      USER,
      (item) => {
        retried.push(item.itemId);
        return Promise.resolve();
      },
      store,
      NOW,
    );
    expect(retried).toEqual(['a', 'b']);
  });

  it('marks a refused item with the server reason and goes on with the next', async () => {
    const store = memoryStore<QueueItem>();
    await enqueue(signature('a'), store);
    await enqueue(remark('b'), store);
    const result = await flushQueue(
      USER,
      (item) =>
        item.itemId === 'a'
          ? Promise.reject(new ApiError(409, { detail: 'offline_slot_signed' }))
          : Promise.resolve(),
      store,
      NOW,
    );
    expect(result).toEqual({ sent: 1, refused: 1, stopped: false });
    const [first, second] = await listQueue(store);
    expect(first).toMatchObject({ status: 'refused', reason: 'offline_slot_signed', png: null });
    expect(second?.status).toBe('sent');
    // A refused item is not sent again.
    let calls = 0;
    await flushQueue(
      USER,
      () => {
        calls += 1;
        return Promise.resolve();
      },
      store,
      NOW,
    );
    expect(calls).toBe(0);
  });

  it('sends again an item left as sending (the page closed mid-way)', async () => {
    const store = memoryStore<QueueItem>();
    const item = await enqueue(remark('a'), store);
    await store.put(String(item.seq).padStart(12, '0'), { ...item, status: 'sending' });
    const sent: string[] = [];
    await flushQueue(
      USER,
      (next) => {
        sent.push(next.itemId);
        return Promise.resolve();
      },
      store,
      NOW,
    );
    expect(sent).toEqual(['a']);
  });

  it("sends only the signed-in user's items and forgets old sent ones", async () => {
    const store = memoryStore<QueueItem>();
    await enqueue(remark('mine'), store);
    await enqueue(remark('theirs', 99), store);
    const sent: string[] = [];
    await flushQueue(
      USER,
      (item) => {
        sent.push(item.itemId);
        return Promise.resolve();
      },
      store,
      NOW,
    );
    expect(sent).toEqual(['mine']);
    const later = new Date(NOW.getTime() + SENT_KEPT_MS + 1);
    await flushQueue(USER, () => Promise.resolve(), store, later);
    expect((await listQueue(store)).map((item) => item.itemId)).toEqual(['theirs']);
  });

  it('tells listeners about changes', async () => {
    const store = memoryStore<QueueItem>();
    let changes = 0;
    const stop = subscribeQueue(() => {
      changes += 1;
    });
    await enqueue(remark('a'), store);
    stop();
    await enqueue(remark('b'), store);
    expect(changes).toBe(1);
  });

  it('refuses on answers the server will repeat, waits on the rest', () => {
    expect(refusalOf(new ApiError(400, { captured_at: ['captured_at_in_future'] }))).toBe(
      'captured_at_in_future',
    );
    expect(refusalOf(new ApiError(409, { detail: 'offline_document_changed' }))).toBe(
      'offline_document_changed',
    );
    expect(refusalOf(new ApiError(404, {}))).toBe('server_error');
    expect(refusalOf(offline())).toBeNull();
    expect(refusalOf(new ApiError(401, {}))).toBeNull();
    expect(refusalOf(new ApiError(429, {}))).toBeNull();
    expect(refusalOf(new ApiError(500, {}))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });

  it('sums up for the card: waiting, all sent, refused with their reasons', async () => {
    const store = memoryStore<QueueItem>();
    await enqueue(signature('a'), store);
    await enqueue(remark('b'), store);
    expect(summarizeQueue(await listQueue(store))).toEqual({
      waiting: 2,
      isAllSent: false,
      refused: [],
    });
    await flushQueue(
      USER,
      (item) =>
        item.itemId === 'a'
          ? Promise.reject(new ApiError(409, { detail: 'offline_document_changed' }))
          : Promise.resolve(),
      store,
      NOW,
    );
    const summary = summarizeQueue(await listQueue(store));
    expect(summary).toMatchObject({ waiting: 0, isAllSent: true });
    expect(summary.refused.map((item) => [item.itemId, item.reason])).toEqual([
      ['a', 'offline_document_changed'],
    ]);
    expect(summarizeQueue([])).toEqual({ waiting: 0, isAllSent: false, refused: [] });
  });

  it('lets the driver dismiss a refused item, and only a refused one', async () => {
    const store = memoryStore<QueueItem>();
    const refused = await enqueue(signature('a'), store);
    const waiting = await enqueue(remark('b'), store);
    await flushQueue(
      USER,
      (item) =>
        item.itemId === 'a'
          ? Promise.reject(new ApiError(409, { non_field_errors: ['offline_slot_signed'] }))
          : Promise.reject(offline()),
      store,
      NOW,
    );
    expect((await listQueue(store)).map((item) => [item.itemId, item.status, item.reason])).toEqual(
      [
        ['a', 'refused', 'offline_slot_signed'],
        ['b', 'waiting', null],
      ],
    );
    let changes = 0;
    const stop = subscribeQueue(() => {
      changes += 1;
    });
    await dismissRefused(waiting.seq, store);
    expect(changes).toBe(0);
    await dismissRefused(refused.seq, store);
    stop();
    expect(changes).toBe(1);
    expect((await listQueue(store)).map((item) => item.itemId)).toEqual(['b']);
  });
});

describe('refusal texts', () => {
  it('gives the offline reasons their own text and the others "not accepted"', () => {
    for (const reason of [
      'offline_slot_signed',
      'offline_document_changed',
      'offline_signature_invalid',
      'offline_item_reused',
      'signing_key_unknown',
      'signing_key_foreign',
      'signing_key_revoked',
      'captured_at_in_future',
      'captured_at_too_old?days=7',
    ]) {
      expect(isOfflineRefusal(reason)).toBe(true);
    }
    expect(isOfflineRefusal('field_required')).toBe(false);
    expect(isOfflineRefusal('invalid_format')).toBe(false);
  });
});
