/**
 * Values kept in localStorage encrypted with AES-GCM (spec 1 §9): the key is the first 32 bytes
 * of the base64-decoded session token and a fresh 12-byte IV is stored beside each value. Only
 * the signed-in session can read them back; after a new login (new token) they read as missing.
 */

const IV_BYTES = 12;
const KEY_BYTES = 32;

/** What is stored: `{"iv": base64, "data": base64}` (data = ciphertext with the GCM tag). */
type Sealed = { iv: string; data: string };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard or URL-safe base64, with or without padding. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

let cachedKey: { token: string; key: Promise<CryptoKey> } | null = null;

/** The AES-256-GCM key of a token; a token shorter than 32 bytes cannot make one. */
function keyOf(token: string): Promise<CryptoKey> {
  if (cachedKey?.token === token) return cachedKey.key;
  const key = (async () => {
    const raw = fromBase64(token);
    if (raw.length < KEY_BYTES) throw new Error('The token is too short for an AES-256 key');
    return crypto.subtle.importKey('raw', raw.slice(0, KEY_BYTES), { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
  })();
  cachedKey = { token, key };
  return key;
}

/** Encrypts `text` with the token's key; the result carries its own random IV. */
export async function encryptText(token: string, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyOf(token),
    new TextEncoder().encode(text),
  );
  const sealed: Sealed = { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
  return JSON.stringify(sealed);
}

function parseSealed(stored: string): Sealed {
  const value: unknown = JSON.parse(stored);
  if (
    typeof value === 'object' &&
    value !== null &&
    'iv' in value &&
    'data' in value &&
    typeof value.iv === 'string' &&
    typeof value.data === 'string'
  ) {
    return { iv: value.iv, data: value.data };
  }
  throw new Error('Not an encrypted value');
}

/** Decrypts what `encryptText` gave; a wrong token or a changed value rejects. */
export async function decryptText(token: string, stored: string): Promise<string> {
  const sealed = parseSealed(stored);
  const iv = fromBase64(sealed.iv);
  if (iv.length !== IV_BYTES) throw new Error('Wrong IV length');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv },
    await keyOf(token),
    fromBase64(sealed.data),
  );
  return new TextDecoder().decode(plain);
}

/** Stores `text` encrypted under `storageKey`. */
export async function writeEncrypted(
  storageKey: string,
  text: string,
  token: string,
): Promise<void> {
  localStorage.setItem(storageKey, await encryptText(token, text));
}

/** The decrypted value under `storageKey`; null when missing or not readable with this token. */
export async function readEncrypted(storageKey: string, token: string): Promise<string | null> {
  const stored = localStorage.getItem(storageKey);
  if (stored === null) return null;
  try {
    return await decryptText(token, stored);
  } catch {
    return null;
  }
}

/** A per-user storage key: `savedQsDocumentsAll` + user id -> `savedQsDocumentsAll7`. */
export function perUserKey(prefix: string, userId: number): string {
  return `${prefix}${userId}`;
}
