// How a signature's signer is verified: a PIN/SMS verification, a share link's code, the phone's
// key (a queued offline signature) or nothing (a plain method).
import {
  UNVERIFIED_SIGN_METHODS,
  offlineSignMethodOf,
  type SignatureDataInput,
  type SignerType,
} from '@transitdocs/domain';
import type { SignVerificationRow } from '../../db/schema.ts';
import { fieldError } from '../../platform/errors.ts';
import type { SignActor, SignTarget } from './access.ts';
import type { SignVerificationInput } from './sign-input.ts';
import { hashVerificationToken } from './verification.ts';

type VerificationPlan =
  | { kind: 'none'; signMethod: 'on screen' | 'handwritten' }
  | { kind: 'token'; tokenHash: string }
  | { kind: 'link_code' }
  | { kind: 'sign_all'; signMethod: 'pin' | 'sms' }
  | { kind: 'device_key'; signMethod: 'on screen' | 'handwritten' | 'pin' };

export function planVerification(
  actor: SignActor,
  data: SignatureDataInput,
  given: SignVerificationInput,
): VerificationPlan {
  if (typeof given === 'string' && given !== '') {
    return { kind: 'token', tokenHash: hashVerificationToken(given) };
  }
  if (given !== null && typeof given === 'object') {
    return given.checkedBy === 'sign_all'
      ? { kind: 'sign_all', signMethod: given.method }
      : { kind: 'link_code' };
  }
  if (actor.kind === 'link') throw fieldError('verification', 'verification_required');
  const method = data.sign_method ?? 'on screen';
  const plain = UNVERIFIED_SIGN_METHODS.find((m) => m === method);
  if (plain) return { kind: 'none', signMethod: plain };
  if (method === 'pin' || method === 'sms') {
    throw fieldError('verification', 'verification_required');
  }
  throw fieldError('signature_data.sign_method', 'invalid_choice');
}

/**
 * A queued offline signature was checked with the phone's key, made after the driver's PIN on
 * the phone: "pin" where the domain says an offline signature states it (the driver's own box),
 * else a plain method; SMS cannot be offline.
 */
export function planOfflineVerification(
  data: SignatureDataInput,
  signedByType: SignerType,
): VerificationPlan {
  const method = data.sign_method ?? 'on screen';
  if (method === 'pin' && offlineSignMethodOf(signedByType) === 'pin') {
    return { kind: 'device_key', signMethod: 'pin' };
  }
  const plain = UNVERIFIED_SIGN_METHODS.find((m) => m === method);
  if (plain) return { kind: 'device_key', signMethod: plain };
  throw fieldError('signature_data.sign_method', 'invalid_choice');
}

/** A passed, unspent, unexpired verification of exactly this document and slot by this actor. */
export function verificationMatches(
  row: SignVerificationRow | undefined,
  target: SignTarget,
  actor: SignActor,
  signedByType: string,
  receiverId: number | null,
  now: string,
): row is SignVerificationRow {
  if (!row) return false;
  const sameActor =
    actor.kind === 'user' ? row.user_id === actor.caller.userId : row.user_id === null;
  return (
    sameActor &&
    row.company_id === target.document.company_id &&
    row.document_id === target.document.id &&
    row.signed_by_type === signedByType &&
    (row.receiver_id ?? null) === receiverId &&
    row.passed_at !== null &&
    row.consumed_at === null &&
    row.expires_at > now
  );
}
