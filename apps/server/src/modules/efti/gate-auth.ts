import { createHash, timingSafeEqual } from 'node:crypto';

export type GateKey = { gateId: string; key: string };

const BEARER = /^Bearer\s+(\S{1,500})$/i;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The gate whose key `Authorization: Bearer <key>` carries, or null. Keys are compared as
 * SHA-256 digests (equal lengths) with timingSafeEqual, and against every configured key, so
 * the answer's time tells neither a key's length nor which one matched.
 */
export function gateOfAuthorization(
  header: string | undefined,
  keys: readonly GateKey[],
): string | null {
  const token = BEARER.exec(header ?? '')?.[1];
  if (!token) return null;
  const given = digest(token);
  let found: string | null = null;
  for (const { gateId, key } of keys) {
    if (timingSafeEqual(given, digest(key)) && found === null) found = gateId;
  }
  return found;
}
