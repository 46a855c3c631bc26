// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import type { QueueItem } from './queue.ts';
import { sendQueueItem } from './queue-sync.ts';

const ADD = 'POST /company/api/v1/document-reservation/';

setUpComponentTests();

describe('sending a queued reservation', () => {
  it('posts its fields with the device time and its item id, the photos as taken', async () => {
    const calls = fakeServer({ [ADD]: { status: 201, body: {} } });
    // A signed-in session: the request carries its token.
    renderRoutes([{ path: '/', element: null }], { path: '/', user: DRIVER_USER });
    const photo = new Blob([new Uint8Array(5000)], { type: 'image/jpeg' });
    const item: QueueItem = {
      kind: 'reservation',
      itemId: 'c0ffee00-0000-4000-8000-000000000002',
      seq: 1,
      userId: DRIVER_USER.id,
      transitId: 10,
      documentId: 20,
      capturedAt: '2026-12-07T09:58:00.000Z',
      status: 'waiting',
      reason: null,
      doneAt: null,
      box: 'delivery',
      reservationKind: 'wet',
      lines: [1],
      countedQuantity: '',
      statedQuantity: '',
      text: 'Mokre',
      photos: [photo],
    };
    await sendQueueItem(item);
    const sent = calls.find((call) => `${call.method} ${call.path}` === ADD)?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      document: '20',
      box: 'delivery',
      kind: 'wet',
      lines: '1',
      text: 'Mokre',
      captured_at: '2026-12-07T09:58:00.000Z',
      item_id: 'c0ffee00-0000-4000-8000-000000000002',
    });
    expect((form.get('files') as File).size).toBe(5000);
  });
});
