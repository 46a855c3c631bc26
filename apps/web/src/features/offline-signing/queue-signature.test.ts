// @vitest-environment jsdom
import {
  OfflineSignatureItem,
  offlineSignaturePayload,
  offlineSignMethodOf,
} from '@transitdocs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './idb.ts';
import { listQueue, type QueueItem } from './queue.ts';
import { queueOfflineSignature } from './queue-signature.ts';
import { sendQueueItem } from './queue-sync.ts';

async function hexOf(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queueOfflineSignature', () => {
  it('queues the fields and a device signature the server can check from them', async () => {
    const store = memoryStore<QueueItem>();
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' });
    const now = new Date('2026-11-26T07:15:00.000Z');
    const queued = await queueOfflineSignature(
      {
        userId: 4,
        transitId: 11,
        documentId: 22,
        documentName: 'CMR 1/2026',
        documentVersion: '3',
        signedByType: 'carrier',
        receiverId: null,
        signatureData: {
          sign_fullname: 'Jan Kowalski',
          sign_method: offlineSignMethodOf('carrier'),
        },
        png,
        placement: null,
        location: { latitude: 52.2, longitude: 21, accuracy: 12, timestamp: 1 },
        keyId: 8,
        privateKey: pair.privateKey,
        now,
      },
      store,
    );
    expect(await listQueue(store)).toEqual([queued]);
    expect(queued).toMatchObject({ status: 'waiting', capturedAt: now.toISOString(), seq: 1 });

    // What the server does with the request: parse the fields as sent, rebuild, verify.
    const item = OfflineSignatureItem.parse(JSON.parse(queued.offline));
    expect(item).toMatchObject({ item_id: queued.itemId, key_id: 8, document_version: '3' });
    const payload = offlineSignaturePayload({
      item_id: item.item_id,
      document_id: 22,
      signed_by_type: 'carrier',
      receiver_id: null,
      signature_data: JSON.parse(queued.signatureData) as unknown,
      captured_at: queued.capturedAt,
      position: JSON.parse(queued.location ?? 'null') as unknown,
      dimensions: null,
      pg_num: null,
      image_sha256: await hexOf(png),
      document_version: item.document_version,
    });
    const verify = (text: string) =>
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.publicKey,
        fromBase64Url(item.signature),
        new TextEncoder().encode(text),
      );
    await expect(verify(payload)).resolves.toBe(true);
    // Any change (here the document version) makes it fail.
    await expect(
      verify(payload.replace('"document_version":"3"', '"document_version":"4"')),
    ).resolves.toBe(false);
  });

  it('signs an uploaded PDF’s place with the rest, and sends it as a file’s signature', async () => {
    const store = memoryStore<QueueItem>();
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 9])], { type: 'image/png' });
    const queued = await queueOfflineSignature(
      {
        userId: 4,
        transitId: 11,
        documentId: 23,
        documentName: 'Annex',
        documentVersion: '1',
        signedByType: 'carrier',
        receiverId: null,
        signatureData: { sign_fullname: 'Jan Kowalski', sign_method: 'pin' },
        png,
        placement: { page: 2, x: 0.25, y: 0.75 },
        location: null,
        keyId: 8,
        privateKey: pair.privateKey,
      },
      store,
    );
    expect(queued.placement).toEqual({ dimensions: '{"x":0.25,"y":0.75}', pgNum: 2 });
    const item = OfflineSignatureItem.parse(JSON.parse(queued.offline));
    const payload = offlineSignaturePayload({
      item_id: item.item_id,
      document_id: 23,
      signed_by_type: 'carrier',
      receiver_id: null,
      signature_data: JSON.parse(queued.signatureData) as unknown,
      captured_at: queued.capturedAt,
      position: null,
      dimensions: { x: 0.25, y: 0.75 },
      pg_num: 2,
      image_sha256: await hexOf(png),
      document_version: '1',
    });
    await expect(
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.publicKey,
        fromBase64Url(item.signature),
        new TextEncoder().encode(payload),
      ),
    ).resolves.toBe(true);

    // The request names the document a file and carries the place the device signed.
    let sent: FormData | null = null;
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      sent = init.body as FormData;
      return Promise.resolve(new Response('{}', { status: 201 }));
    });
    await sendQueueItem(queued);
    const form = sent as FormData | null;
    expect(form?.get('document_type')).toBe('file');
    expect(form?.get('dimensions')).toBe('{"x":0.25,"y":0.75}');
    expect(form?.get('pg_num')).toBe('2');
  });

  it('states the PIN for the driver’s own box and on screen for the others', () => {
    expect(offlineSignMethodOf('carrier')).toBe('pin');
    expect(offlineSignMethodOf('driver')).toBe('pin');
    expect(offlineSignMethodOf('sender')).toBe('on screen');
    expect(offlineSignMethodOf('receiver')).toBe('on screen');
  });
});
