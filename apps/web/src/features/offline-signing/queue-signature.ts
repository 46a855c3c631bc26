import {
  offlineSignaturePayload,
  type ActionLocation,
  type OfflineSignatureItem,
  type SignatureDataInput,
  type SignerType,
} from '@transitdocs/domain';
import type { KeyValueStore } from './idb.ts';
import { enqueue, queueStore, type QueueItem, type QueuedSignature } from './queue.ts';
import { signWithDeviceKey } from './device-key.ts';

export type OfflineSignatureInput = {
  userId: number;
  transitId: number;
  documentId: number;
  /** shown with a refusal on the card */
  documentName: string;
  /** the cached document's `version`: the server refuses the item when it changed since */
  documentVersion: string;
  signedByType: SignerType;
  receiverId: number | null;
  signatureData: SignatureDataInput;
  png: Blob;
  /** an uploaded PDF's place of the signature (fractions of the page, from its top left) */
  placement: { page: number; x: number; y: number } | null;
  /** null without the user's consent to geolocation */
  location: ActionLocation | null;
  /** the unlocked device key */
  keyId: number;
  privateKey: CryptoKey;
  now?: Date;
};

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Signs a signature made offline with the device key and queues it
 * (docs/decisions/0042-offline-signing-protocol.md). The payload is built from the texts that will
 * be sent, parsed back, exactly as the server rebuilds it.
 */
export async function queueOfflineSignature(
  input: OfflineSignatureInput,
  store: KeyValueStore<QueueItem> = queueStore(),
): Promise<QueuedSignature> {
  const itemId = crypto.randomUUID();
  const capturedAt = (input.now ?? new Date()).toISOString();
  const signatureData = JSON.stringify(input.signatureData);
  const location = input.location ? JSON.stringify(input.location) : null;
  const dimensions = input.placement
    ? JSON.stringify({ x: input.placement.x, y: input.placement.y })
    : null;
  const payload = offlineSignaturePayload({
    item_id: itemId,
    document_id: input.documentId,
    signed_by_type: input.signedByType,
    receiver_id: input.receiverId,
    signature_data: JSON.parse(signatureData) as unknown,
    captured_at: capturedAt,
    position: location === null ? null : (JSON.parse(location) as unknown),
    dimensions: dimensions === null ? null : (JSON.parse(dimensions) as unknown),
    pg_num: input.placement?.page ?? null,
    image_sha256: await sha256Hex(input.png),
    document_version: input.documentVersion,
  });
  const offline: OfflineSignatureItem = {
    item_id: itemId,
    key_id: input.keyId,
    signature: await signWithDeviceKey(input.privateKey, payload),
    document_version: input.documentVersion,
  };
  const queued = await enqueue(
    {
      kind: 'signature',
      itemId,
      userId: input.userId,
      transitId: input.transitId,
      documentId: input.documentId,
      documentName: input.documentName,
      capturedAt,
      signedByType: input.signedByType,
      receiverId: input.receiverId,
      signatureData,
      offline: JSON.stringify(offline),
      location,
      png: input.png,
      ...(input.placement && dimensions !== null
        ? { placement: { dimensions, pgNum: input.placement.page } }
        : {}),
    },
    store,
  );
  return queued as QueuedSignature;
}
