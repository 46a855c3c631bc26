import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * A stored answer can hold a secret that is shown once and otherwise kept only hashed (an API
 * key, a share link's token). So the key is stored as a hash, and the answer encrypted with
 * another hash of the key: reading the table alone reveals neither; the client that holds the
 * key gets its answer back.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What the table stores for a key: it finds the row, and cannot decrypt the answer. */
export function keyHashOf(key: string): string {
  return createHash('sha256').update('idempotency-key\0').update(key).digest('hex');
}

function answerKeyOf(key: string): Buffer {
  return createHash('sha256').update('idempotency-answer\0').update(key).digest();
}

/** The body encrypted (AES-256-GCM) for the holder of `key`: base64 of iv, tag, ciphertext. */
export function sealAnswer(key: string, body: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', answerKeyOf(key), iv);
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The body `sealAnswer` encrypted; throws when the key or the text does not fit. */
export function openAnswer(key: string, text: string): Buffer {
  const bytes = Buffer.from(text, 'base64');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', answerKeyOf(key), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
