import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  SIGN_SMS_CODE_LENGTH,
  SIGN_SMS_CODE_MAX_ATTEMPTS,
  SIGN_SMS_CODE_TTL_MS,
  SIGN_VERIFICATION_TTL_MS,
  isLanguage,
  phoneHint,
  type Language,
  type SignPinVerificationRequest,
  type SignSmsConfirmRequest,
  type SignSmsVerificationRequest,
  type SignSmsVerificationResponse,
  type SignVerificationResponse,
  type SignerType,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { SignVerificationRow } from '../../db/schema.ts';
import { requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { generatePin, generateToken, hashSecret, verifySecret } from '../../platform/crypto.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { createSmsSender } from '../../platform/sms.ts';
import { checkUserPin, getUser } from '../accounts/index.ts';
import {
  appendSigningEvent,
  recordSigningEvent,
  checkSlot,
  resolveTarget,
  type ActorMeta,
  type SignActor,
  type SignTarget,
} from './access.ts';
import * as repo from './repo.ts';
import { signCodeSms } from './sms-text.ts';

/**
 * Codes sent per document and per address in a window, whatever the general limits are: each
 * SMS costs money and bothers a person.
 */
const SMS_LIMITS = { max: 5, ipMax: 20 };

/** Only this digest of a verification id is stored. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const later = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

/**
 * The document and the receiver of a slot the rulebook lets the actor sign now (a verification
 * for a slot he may not sign is never made).
 */
async function signableTarget(
  deps: Deps,
  actor: SignActor,
  input: { document: number; signed_by_type: SignerType; receiver_id?: number | null | undefined },
): Promise<{ target: SignTarget; receiverId: number | null }> {
  const target = await resolveTarget(deps.db, actor, input.document);
  const receiverId = checkSlot(target, input.signed_by_type, input.receiver_id ?? null);
  return { target, receiverId };
}

/**
 * POST sign-verification/pin/: the signed-in user's PIN (the signer is the person using the
 * app). Five wrong PINs in a row lock it (accounts/pin-lock.ts); failures also count per address.
 * A passed verification is bound to the document, slot and receiver and is spent by one
 * signature within 10 minutes.
 */
export async function verifyPin(
  deps: Deps,
  actor: Extract<SignActor, { kind: 'user' }>,
  input: SignPinVerificationRequest,
  meta: ActorMeta,
): Promise<SignVerificationResponse> {
  // Trying a person's PIN (and so counting towards its lock) is his alone, never a key's.
  requireAccountAction(actor.caller, 'own_credentials');
  const { target, receiverId } = await signableTarget(deps, actor, input);
  const slot = { method: 'pin', signed_by_type: input.signed_by_type, receiver_id: receiverId };
  const keys = [`ip:${meta.ip}`];
  await deps.limiter.check('sign-pin', keys);
  const user = await getUser(deps.db, actor.caller.userId);
  if (!user) throw notFound();
  if (!user.pin_hash) throw fieldError('pin', 'pin_not_set');
  try {
    await checkUserPin(deps.db, user, input.pin, 'pin');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await deps.limiter.fail('sign-pin', keys);
    await recordSigningEvent(
      deps,
      target.document,
      actor,
      meta,
      { type: 'verification_failed', ...slot, reason: error.key },
      nowIso(),
    );
    throw error;
  }
  const now = nowIso();
  const token = generateToken(32);
  const expiresAt = later(now, SIGN_VERIFICATION_TTL_MS);
  await writeTransaction(deps, async (trx) => {
    await repo.insertVerification(trx, {
      token_hash: hashVerificationToken(token),
      company_id: target.document.company_id,
      document_id: target.document.id,
      signed_by_type: input.signed_by_type,
      receiver_id: receiverId,
      method: 'pin',
      user_id: actor.caller.userId,
      verifier: null,
      phone: null,
      code_hash: null,
      created_at: now,
      expires_at: expiresAt,
      passed_at: now,
      consumed_at: null,
      signature_id: null,
    });
    await appendSigningEvent(
      trx,
      target.document,
      actor,
      meta,
      { type: 'verification_passed', ...slot },
      now,
    );
  });
  return { verification: token, expires_at: expiresAt, method: 'pin', passed: true };
}

/** The phone of the transit's sender or of the signing receiver: the person's, else the firm's. */
async function partyPhone(
  deps: Deps,
  target: SignTarget,
  verifier: 'sender' | 'receiver',
  receiverId: number | null,
): Promise<string | null> {
  const { transit, document } = target;
  if (verifier === 'sender') {
    return (
      (await repo.userPhone(deps.db, transit.sender_employee_id)) ??
      (await repo.clientPhone(deps.db, transit.sender_client_id))
    );
  }
  const id = receiverId ?? document.receiver_id;
  if (id === null) return null;
  const receiver = await repo.findTransitReceiver(deps.db, transit.id, id);
  if (!receiver) return null;
  return (
    (await repo.userPhone(deps.db, receiver.employee_id)) ??
    (await repo.clientPhone(deps.db, receiver.client_id))
  );
}

async function languageOf(deps: Deps, actor: SignActor, fallback: Language | null) {
  if (fallback) return fallback;
  if (actor.kind === 'user') {
    const user = await getUser(deps.db, actor.caller.userId);
    if (user && isLanguage(user.language)) return user.language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * POST sign-verification/sms/: a 6-digit code, valid 5 minutes, to the phone of the party that
 * verifies (the transit's sender or the signing receiver), else to the phone given. Five codes
 * per document (and 20 per IP) in 15 minutes. Only the code's hash is stored.
 */
export async function sendSmsCode(
  deps: Deps,
  actor: SignActor,
  input: SignSmsVerificationRequest,
  meta: ActorMeta & { language: Language | null },
): Promise<SignSmsVerificationResponse> {
  const { target, receiverId } = await signableTarget(deps, actor, input);
  const phone = (await partyPhone(deps, target, input.verifier, receiverId)) ?? input.phone ?? null;
  if (!phone) throw fieldError('phone', 'phone_required');
  await deps.limiter.consume(
    'sign-sms',
    [`ip:${meta.ip}`, `document:${target.document.id}`],
    SMS_LIMITS,
  );
  const now = nowIso();
  const code = generatePin(SIGN_SMS_CODE_LENGTH);
  const token = generateToken(32);
  const expiresAt = later(now, SIGN_SMS_CODE_TTL_MS);
  const hint = phoneHint(phone);
  await repo.insertVerification(deps.db, {
    token_hash: hashVerificationToken(token),
    company_id: target.document.company_id,
    document_id: target.document.id,
    signed_by_type: input.signed_by_type,
    receiver_id: receiverId,
    method: 'sms',
    user_id: actor.kind === 'user' ? actor.caller.userId : null,
    verifier: input.verifier,
    phone,
    code_hash: await hashSecret(code),
    created_at: now,
    expires_at: expiresAt,
    passed_at: null,
    consumed_at: null,
    signature_id: null,
  });
  const language = await languageOf(deps, actor, meta.language);
  const sms = createSmsSender({ ...deps.config.sms, dataDir: deps.config.dataDir, log: deps.log });
  await sms.send({
    to: phone,
    kind: 'sign_code',
    text: signCodeSms(language, {
      code,
      documentName: target.document.name,
      minutes: SIGN_SMS_CODE_TTL_MS / 60_000,
    }),
  });
  await repo.recordSmsSent(deps.db, {
    companyId: target.document.company_id,
    userId: actor.kind === 'user' ? actor.caller.userId : null,
    phone,
    now,
  });
  await recordSigningEvent(
    deps,
    target.document,
    actor,
    meta,
    {
      type: 'verification_sent',
      method: 'sms',
      signed_by_type: input.signed_by_type,
      receiver_id: receiverId,
      verifier: input.verifier,
      phone_hint: hint,
    },
    now,
  );
  return {
    verification: token,
    expires_at: expiresAt,
    method: 'sms',
    passed: false,
    phone_hint: hint,
  };
}

/** The verification was made by this signer (a user by his id: the document may be another company's). */
function ownedBy(row: SignVerificationRow, actor: SignActor): boolean {
  return actor.kind === 'user' ? row.user_id === actor.caller.userId : row.user_id === null;
}

/**
 * POST sign-verification/sms/confirm/: the code sent. Five wrong codes and the code is dead; an
 * expired one too. Passed, it is spent by one signature of its slot within 10 minutes.
 */
export async function confirmSmsCode(
  deps: Deps,
  actor: SignActor,
  input: SignSmsConfirmRequest,
  meta: ActorMeta,
): Promise<SignVerificationResponse> {
  const row = await repo.findVerification(deps.db, hashVerificationToken(input.verification));
  if (!row || row.method !== 'sms' || !ownedBy(row, actor)) {
    throw fieldError('verification', 'verification_invalid');
  }
  // A link visitor reaches only its transit's documents.
  const target = await resolveTarget(deps.db, actor, row.document_id);
  const slot = {
    method: 'sms',
    signed_by_type: row.signed_by_type,
    receiver_id: row.receiver_id,
  };
  const fail = async (key: 'code_invalid' | 'code_expired' | 'too_many_attempts') => {
    await recordSigningEvent(
      deps,
      target.document,
      actor,
      meta,
      { type: 'verification_failed', ...slot, reason: key },
      nowIso(),
    );
    return fieldError('code', key);
  };
  if (row.passed_at !== null) throw fieldError('verification', 'verification_invalid');
  if (row.expires_at <= nowIso()) throw await fail('code_expired');
  if (!(await repo.reserveAttempt(deps.db, row.id, SIGN_SMS_CODE_MAX_ATTEMPTS))) {
    throw await fail('too_many_attempts');
  }
  if (!(await verifySecret(input.code, row.code_hash))) {
    // The fifth wrong code kills it: the answer says so at once.
    throw await fail(
      row.attempts + 1 >= SIGN_SMS_CODE_MAX_ATTEMPTS ? 'too_many_attempts' : 'code_invalid',
    );
  }
  const now = nowIso();
  const expiresAt = later(now, SIGN_VERIFICATION_TTL_MS);
  const passed = await writeTransaction(deps, async (trx) => {
    if (!(await repo.markPassed(trx, row.id, now, expiresAt))) return false;
    await appendSigningEvent(
      trx,
      target.document,
      actor,
      meta,
      { type: 'verification_passed', ...slot },
      now,
    );
    return true;
  });
  if (!passed) throw fieldError('verification', 'verification_invalid');
  return { verification: input.verification, expires_at: expiresAt, method: 'sms', passed: true };
}
