import { z } from '../zod-config.ts';
import { offlineItemId } from './captured-at.ts';
import type { SignMethod } from '../documents/document-api.ts';
import type { SignerType } from '../enums.ts';
import { canonicalJson, slotOf } from './rules.ts';

/**
 * Signing offline (the driver at a loading dock without a network). When a driver first sets his
 * PIN online, his phone makes an ECDSA P-256 key pair (WebCrypto, the private half non-extractable
 * in IndexedDB) and registers the public half here. A signature made without a network is queued
 * with a device signature (ES256) over `offlineSignaturePayload`, made after the PIN is entered on
 * the phone; the server checks it on arrival with the registered key.
 */

/** Active (not revoked) keys a user may hold: one per phone, a few phones. */
export const SIGNING_KEYS_MAX_ACTIVE = 10;

/** base64url (no padding) of exactly 32 bytes: 43 characters, the last carrying 2 zero bits. */
const COORDINATE = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
/** base64url (no padding) of exactly 64 bytes (ES256 r||s): 86 characters. */
const ES256_SIGNATURE = /^[A-Za-z0-9_-]{85}[AQgw]$/;

const coordinate = () => z.string().regex(COORDINATE, { message: 'signing_key_invalid' });

/**
 * The public key as WebCrypto's `exportKey('jwk', publicKey)` gives it: EC, P-256, the point's
 * x and y (32 bytes each). The members WebCrypto adds (alg ES256, key_ops ['verify'], ext) are
 * accepted; a private part (`d`) or anything else is refused. Whether the point lies on the curve
 * is the server's check.
 */
export const SigningPublicKeyJwk = z.strictObject({
  kty: z.literal('EC', { message: 'signing_key_invalid' }),
  crv: z.literal('P-256', { message: 'signing_key_invalid' }),
  x: coordinate(),
  y: coordinate(),
  alg: z.literal('ES256', { message: 'signing_key_invalid' }).optional(),
  use: z.literal('sig', { message: 'signing_key_invalid' }).optional(),
  key_ops: z
    .array(z.literal('verify', { message: 'signing_key_invalid' }))
    .max(1)
    .optional(),
  ext: z.boolean().optional(),
  kid: z.string().max(200).optional(),
  d: z.never({ message: 'signing_key_private_part' }).optional(),
});
export type SigningPublicKeyJwk = z.infer<typeof SigningPublicKeyJwk>;

/** What is stored and answered: the key's point only. */
export const SigningPublicKey = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
});
export type SigningPublicKey = z.infer<typeof SigningPublicKey>;

/**
 * POST /company/api/v1/signing-keys/: the phone's public key and the user's PIN (the same check,
 * and the same lockout, as the PIN verification of a signature).
 */
export const SigningKeyCreateRequest = z.strictObject({
  public_key: SigningPublicKeyJwk,
  pin: z.string().trim().min(1).max(20),
});
export type SigningKeyCreateRequest = z.infer<typeof SigningKeyCreateRequest>;

export const SigningKeyCreateResponse = z.object({
  id: z.number().int(),
  created_at: z.string(),
});
export type SigningKeyCreateResponse = z.infer<typeof SigningKeyCreateResponse>;

/** One of the signed-in user's keys (GET signing-keys/). */
export const SigningKey = z.object({
  id: z.number().int(),
  public_key: SigningPublicKey,
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type SigningKey = z.infer<typeof SigningKey>;
export const SigningKeyListResponse = z.array(SigningKey);
export type SigningKeyListResponse = z.infer<typeof SigningKeyListResponse>;

/**
 * The multipart field `offline` (JSON) of POST sign-document-signature/ for a signature made
 * offline: the phone's id of the queued item, the registered key it was signed with, the device
 * signature (base64url of WebCrypto's raw r||s) over offlineSignaturePayload, and the `version`
 * of the document as the phone showed it.
 */
export const OfflineSignatureItem = z.strictObject({
  item_id: offlineItemId(),
  key_id: z.number().int().positive(),
  signature: z.string().regex(ES256_SIGNATURE, { message: 'offline_signature_invalid' }),
  document_version: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, { message: 'invalid_format' }),
});
export type OfflineSignatureItem = z.infer<typeof OfflineSignatureItem>;

/**
 * What the device signs for one queued signature. The phone builds it from the values it sends,
 * as it sends them; the server from the request as received (JSON fields parsed, not cleaned),
 * so both get the same text.
 */
export type OfflineSignaturePayloadInput = {
  item_id: string;
  document_id: number;
  signed_by_type: string;
  /** the `receiver_id` sent, or null */
  receiver_id: number | null;
  /** the `signature_data` object sent */
  signature_data: unknown;
  /** the `captured_at` text sent */
  captured_at: string;
  /** the `Action-location` object sent, or null without consent */
  position: unknown;
  /** an uploaded PDF's `dimensions` object and `pg_num`, or null */
  dimensions: unknown;
  pg_num: number | null;
  /** SHA-256 (hex, lower case) of the signature PNG's bytes as uploaded */
  image_sha256: string;
  /** the document's `version` the signer saw */
  document_version: string;
};

/**
 * The text (canonical JSON: keys sorted, no whitespace) whose UTF-8 bytes the device key signs
 * with ECDSA P-256 / SHA-256. Any change to the slot, the signer's data, the time, the position,
 * the image or the document version makes the device signature fail.
 */
export function offlineSignaturePayload(input: OfflineSignaturePayloadInput): string {
  return canonicalJson({
    captured_at: input.captured_at,
    dimensions: input.dimensions ?? null,
    document_id: input.document_id,
    document_version: input.document_version,
    image_sha256: input.image_sha256,
    item_id: input.item_id,
    pg_num: input.pg_num,
    position: input.position ?? null,
    purpose: 'transitdocs.offline-signature',
    receiver_id: input.receiver_id,
    signature_data: input.signature_data ?? null,
    signed_by_type: input.signed_by_type,
    v: 1,
  });
}

/**
 * The `sign_method` a signature made offline states: the driver's PIN, entered on the phone,
 * confirms his own (carrier's) box; another party's box is signed on screen at his phone. SMS
 * needs a network and is never offline.
 */
export function offlineSignMethodOf(
  signedByType: SignerType,
): Extract<SignMethod, 'pin' | 'on screen'> {
  return slotOf(signedByType) === 'carrier' ? 'pin' : 'on screen';
}
