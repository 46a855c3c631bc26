import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import {
  SIGNING_KEYS_MAX_ACTIVE,
  SigningPublicKey,
  canonicalJson,
  type SigningKey,
  type SigningKeyCreateRequest,
  type SigningKeyCreateResponse,
  type SigningPublicKeyJwk,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso } from '../../db/index.ts';
import type { SigningKeyRow } from '../../db/schema.ts';
import { requireAccountAction, type Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { checkUserPin, getUser } from '../accounts/index.ts';
import * as repo from './repo.ts';

/**
 * Device signing keys: the public half of the ECDSA P-256 key a phone made for signing
 * offline. Registered by the signed-in user with his PIN; a queued offline signature is checked
 * against it on arrival, which makes it as attributable as one made online
 * (docs/decisions/0042-offline-signing-protocol.md).
 */

/** The key's point only, as stored: canonical JSON, which is also RFC 7638's thumbprint input. */
function storedKey(jwk: SigningPublicKeyJwk): SigningPublicKey {
  return { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
}

function thumbprintOf(key: SigningPublicKey): string {
  return createHash('sha256').update(canonicalJson(key), 'utf8').digest('base64url');
}

/** A stored key as node:crypto's key object, or null when it is not a P-256 point. */
function publicKeyObject(key: SigningPublicKey): KeyObject | null {
  try {
    const object = createPublicKey({ key, format: 'jwk' });
    return object.asymmetricKeyType === 'ec' &&
      object.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      ? object
      : null;
  } catch {
    return null;
  }
}

function keyOut(row: SigningKeyRow): SigningKey {
  const parsed = SigningPublicKey.safeParse(JSON.parse(row.public_key));
  return {
    id: row.id,
    public_key: parsed.success ? parsed.data : { kty: 'EC', crv: 'P-256', x: '', y: '' },
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/**
 * POST signing-keys/: the PIN is checked as the signature's PIN verification checks it (wrong
 * ones count toward the same lockout and the same per-address limit). The same key registered
 * again by its user answers the row it has (a phone retrying after a lost answer); a revoked key
 * is not revived.
 */
export async function registerSigningKey(
  deps: Deps,
  caller: Caller,
  input: SigningKeyCreateRequest,
  ip: string,
): Promise<SigningKeyCreateResponse> {
  requireAccountAction(caller, 'own_credentials');
  const key = storedKey(input.public_key);
  if (!publicKeyObject(key)) throw fieldError('public_key', 'signing_key_invalid');
  const limits = [`ip:${ip}`];
  await deps.limiter.check('sign-pin', limits);
  const user = await getUser(deps.db, caller.userId);
  if (!user) throw notFound();
  if (!user.pin_hash) throw fieldError('pin', 'pin_not_set');
  try {
    await checkUserPin(deps.db, user, input.pin, 'pin');
  } catch (error) {
    if (error instanceof AppError) await deps.limiter.fail('sign-pin', limits);
    throw error;
  }
  const thumbprint = thumbprintOf(key);
  const existing = await repo.findSigningKeyByThumbprint(deps.db, caller.userId, thumbprint);
  if (existing) {
    if (existing.revoked_at !== null) throw fieldError('public_key', 'signing_key_revoked');
    return { id: existing.id, created_at: existing.created_at };
  }
  if ((await repo.countActiveSigningKeys(deps.db, caller.userId)) >= SIGNING_KEYS_MAX_ACTIVE) {
    throw fieldError('public_key', 'signing_keys_too_many');
  }
  try {
    const row = await repo.insertSigningKey(deps.db, {
      user_id: caller.userId,
      company_id: caller.companyId,
      public_key: canonicalJson(key),
      thumbprint,
      created_at: nowIso(),
      revoked_at: null,
      last_used_at: null,
    });
    return { id: row.id, created_at: row.created_at };
  } catch (error) {
    // The same key registered twice at once: the first one stands.
    if (!isUniqueViolation(error)) throw error;
    const row = await repo.findSigningKeyByThumbprint(deps.db, caller.userId, thumbprint);
    if (!row) throw error;
    return { id: row.id, created_at: row.created_at };
  }
}

/** GET signing-keys/: the signed-in user's own keys, newest first, revoked ones included. */
export async function listSigningKeys(deps: Deps, caller: Caller): Promise<SigningKey[]> {
  requireAccountAction(caller, 'own_credentials');
  return (await repo.listSigningKeys(deps.db, caller.userId)).map(keyOut);
}

/** DELETE signing-keys/{id}/: revokes one of the user's keys; another's (or none) is 404. */
export async function revokeSigningKey(deps: Deps, caller: Caller, id: number): Promise<void> {
  requireAccountAction(caller, 'own_credentials');
  const key = await repo.findSigningKey(deps.db, id);
  if (!key || key.user_id !== caller.userId) throw notFound();
  if (key.revoked_at !== null) return;
  await repo.revokeSigningKey(deps.db, id, caller.userId, nowIso());
}

/**
 * The registered key a queued item names, checked for the user sending it: unknown, revoked, or
 * another user's (or company's) key is refused, each with its own key. A company API key never
 * sends an item signed with a person's phone.
 */
export async function usableSigningKey(
  deps: Deps,
  caller: Caller,
  keyId: number,
): Promise<SigningKeyRow> {
  requireAccountAction(caller, 'own_credentials');
  const key = await repo.findSigningKey(deps.db, keyId);
  if (!key) throw fieldError('offline.key_id', 'signing_key_unknown');
  if (key.user_id !== caller.userId || key.company_id !== caller.companyId) {
    throw fieldError('offline.key_id', 'signing_key_foreign');
  }
  if (key.revoked_at !== null) throw fieldError('offline.key_id', 'signing_key_revoked');
  return key;
}

/** Whether `signature` (base64url of ES256's raw r||s) signs `payload` (UTF-8) with `key`. */
export function isDeviceSignatureValid(
  key: SigningKeyRow,
  payload: string,
  signature: string,
): boolean {
  const parsed = SigningPublicKey.safeParse(JSON.parse(key.public_key));
  const object = parsed.success ? publicKeyObject(parsed.data) : null;
  if (!object) return false;
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== 64) return false;
  return verify(
    'sha256',
    Buffer.from(payload, 'utf8'),
    { key: object, dsaEncoding: 'ieee-p1363' },
    bytes,
  );
}
