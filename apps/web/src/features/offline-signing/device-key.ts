import {
  SigningKeyCreateResponse,
  type SigningKeyCreateRequest,
  type SigningPublicKeyJwk,
} from '@transitdocs/domain';
import { ApiError, apiRequest } from '../../api/http.ts';
import { indexedDbStore, KEYS_STORE, type KeyValueStore } from './idb.ts';

/**
 * The phone's signing key (docs/decisions/0043-offline-signing-on-the-phone.md): an ECDSA P-256
 * pair whose private half WebCrypto never lets out, kept in IndexedDB per user. Its public half is
 * registered with the user's PIN; a signature made offline is signed with it after the PIN is
 * entered on the phone.
 */

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** Wrong PINs on the phone before offline signing waits for the network (a PIN check online). */
export const OFFLINE_PIN_MAX_FAILURES = 5;
const PIN_CHECK_ITERATIONS = 100_000;

/** What the phone can compare an entered PIN with: PBKDF2 of the PIN the server accepted. */
type PinCheck = { salt: string; hash: string };

export type DeviceKeyRecord = {
  userId: number;
  keyPair: CryptoKeyPair;
  /** the server's id of the registered public key; null until registered */
  keyId: number | null;
  pinCheck: PinCheck | null;
  pinFailures: number;
};

export type RegisterKey = (body: SigningKeyCreateRequest) => Promise<SigningKeyCreateResponse>;

/** POST signing-keys/: the public key and the PIN. */
export const postSigningKey: RegisterKey = (body) =>
  apiRequest('POST', '/company/api/v1/signing-keys/', { body, schema: SigningKeyCreateResponse });

let defaultStore: KeyValueStore<DeviceKeyRecord> | null = null;
export function deviceKeyStore(): KeyValueStore<DeviceKeyRecord> {
  defaultStore ??= indexedDbStore<DeviceKeyRecord>(KEYS_STORE);
  return defaultStore;
}

const recordKey = (userId: number) => `user-${String(userId)}`;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function pinHash(pin: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(pin),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PIN_CHECK_ITERATIONS },
    material,
    256,
  );
  return toBase64Url(new Uint8Array(bits));
}

async function pinCheckOf(pin: string): Promise<PinCheck> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64Url(salt), hash: await pinHash(pin, salt) };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function isPinRight(check: PinCheck, pin: string): Promise<boolean> {
  return (await pinHash(pin, fromBase64Url(check.salt))) === check.hash;
}

export function readDeviceKey(
  userId: number,
  store: KeyValueStore<DeviceKeyRecord> = deviceKeyStore(),
): Promise<DeviceKeyRecord | undefined> {
  return store.get(recordKey(userId));
}

async function newRecord(userId: number): Promise<DeviceKeyRecord> {
  // The private half cannot be exported; the public half always can.
  const keyPair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  return { userId, keyPair, keyId: null, pinCheck: null, pinFailures: 0 };
}

/**
 * Makes the user's key (once) and registers it with `pin` while online; a registered key only
 * takes the PIN as the phone's new check. A key the server has revoked is replaced by a new one.
 * Throws the server's refusal (a wrong PIN) or a network error; the key then stays unregistered
 * and the next PIN entered online tries again.
 */
export async function registerDeviceKey(
  userId: number,
  pin: string,
  register: RegisterKey = postSigningKey,
  store: KeyValueStore<DeviceKeyRecord> = deviceKeyStore(),
): Promise<DeviceKeyRecord> {
  let record = (await store.get(recordKey(userId))) ?? (await newRecord(userId));
  // Ready before the POST: its answer is then kept in one write.
  const pinCheck = await pinCheckOf(pin);
  if (record.keyId === null) {
    await store.put(recordKey(userId), record);
    const jwk = await crypto.subtle.exportKey('jwk', record.keyPair.publicKey);
    const publicKey: SigningPublicKeyJwk = {
      kty: 'EC',
      crv: 'P-256',
      x: jwk.x ?? '',
      y: jwk.y ?? '',
    };
    try {
      const created = await register({ public_key: publicKey, pin });
      record = { ...record, keyId: created.id };
    } catch (error) {
      const isRevoked =
        error instanceof ApiError &&
        error.fieldErrors()['public_key']?.includes('signing_key_revoked') === true;
      if (!isRevoked) throw error;
      await store.delete(recordKey(userId));
      return registerDeviceKey(userId, pin, register, store);
    }
  }
  record = { ...record, pinCheck, pinFailures: 0 };
  await store.put(recordKey(userId), record);
  return record;
}

export type UnlockResult =
  | { kind: 'unlocked'; keyId: number; privateKey: CryptoKey }
  | { kind: 'no_key' }
  | { kind: 'wrong_pin'; attemptsLeft: number }
  | { kind: 'locked' };

/**
 * The key for an offline signature, once the PIN entered on the phone matches the one the
 * server last accepted. Wrong PINs are counted; after OFFLINE_PIN_MAX_FAILURES the phone signs
 * offline again only after a PIN accepted online.
 */
export async function unlockDeviceKey(
  userId: number,
  pin: string,
  store: KeyValueStore<DeviceKeyRecord> = deviceKeyStore(),
): Promise<UnlockResult> {
  const record = await store.get(recordKey(userId));
  if (!record || record.keyId === null || record.pinCheck === null) return { kind: 'no_key' };
  if (record.pinFailures >= OFFLINE_PIN_MAX_FAILURES) return { kind: 'locked' };
  if (!(await isPinRight(record.pinCheck, pin))) {
    const pinFailures = record.pinFailures + 1;
    await store.put(recordKey(userId), { ...record, pinFailures });
    return pinFailures >= OFFLINE_PIN_MAX_FAILURES
      ? { kind: 'locked' }
      : { kind: 'wrong_pin', attemptsLeft: OFFLINE_PIN_MAX_FAILURES - pinFailures };
  }
  if (record.pinFailures > 0) await store.put(recordKey(userId), { ...record, pinFailures: 0 });
  return { kind: 'unlocked', keyId: record.keyId, privateKey: record.keyPair.privateKey };
}

/** Whether the user can sign offline on this phone: a registered key and a PIN to check. */
export async function canSignOffline(
  userId: number,
  store: KeyValueStore<DeviceKeyRecord> = deviceKeyStore(),
): Promise<boolean> {
  try {
    const record = await store.get(recordKey(userId));
    return record !== undefined && record.keyId !== null && record.pinCheck !== null;
  } catch {
    return false;
  }
}

/** ES256 over the UTF-8 of `payload`: base64url of WebCrypto's raw r||s (64 bytes). */
export async function signWithDeviceKey(privateKey: CryptoKey, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    SIGNING,
    privateKey,
    new TextEncoder().encode(payload),
  );
  return toBase64Url(new Uint8Array(signature));
}

/** Whether this browser can keep a device key (IndexedDB and WebCrypto). */
export function hasDeviceKeySupport(): boolean {
  return typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && 'subtle' in crypto;
}

/**
 * After a PIN the server accepted (the first PIN set, a PIN verification): registers this
 * phone's key in the background; a failure is tried again at the next PIN entered online.
 */
export function registerDeviceKeyInBackground(userId: number, pin: string): void {
  if (!hasDeviceKeySupport()) return;
  registerDeviceKey(userId, pin).catch((error: unknown) => {
    console.warn('The signing key of this phone could not be registered', error);
  });
}
