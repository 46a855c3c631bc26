import {
  ACTIVATION_LINK_MS,
  DEFAULT_ALERT_TYPES,
  GENERATED_DOCUMENT_CODES,
  PASSWORD_RESET_LINK_MS,
  PIN_LENGTH,
  REGULATIONS_VERSION,
  accountActions,
  decideUserChange,
  normalizePhone,
  type Language,
  type PasswordChangeRequest,
  type RegisterRequest,
  type RequestResetPasswordRequest,
  type ResetLinkPurpose,
  type ResetPasswordRequest,
  type Role,
  type UpdatePinRequest,
  type User,
  type UserPatchRequest,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type Executor } from '../../db/index.ts';
import type { CompanyRow, NewUser, UserRow, UserUpdate } from '../../db/schema.ts';
import {
  asOwnership,
  asRole,
  memberOf,
  requireAccountAction,
  type Caller,
} from '../../platform/auth.ts';
import {
  generatePin,
  generateToken,
  hashSecret,
  hashToken,
  verifySecret,
} from '../../platform/crypto.ts';
import { AppError, enforce, fieldError, nonFieldError, notFound } from '../../platform/errors.ts';
import { toLanguage, type Deps, type RequestMeta } from '../../platform/context.ts';
import { revokeKeysOfCreator } from '../api-keys/index.ts';
import { checkUserPin } from './pin-lock.ts';
import * as repo from './repo.ts';

export type LinkPurpose = 'password_reset' | 'activation';

const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  password_reset: PASSWORD_RESET_LINK_MS,
  activation: ACTIVATION_LINK_MS,
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toUserResponse(user: UserRow, company: CompanyRow): User {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role: asRole(user.role),
    avatar: null,
    language: toLanguage(user.language),
    is_active: user.is_active === 1,
    has_pin: user.pin_hash !== null,
    inspecto_linking_token: user.inspecto_linking_token,
    company: { id: company.id, name: company.name, phone: company.phone },
    // Employee id is the user id: one row per person
    // (docs/decisions/0012-registration-and-users.md).
    employee_data: { id: user.id, ownership: asOwnership(user.ownership) },
    actions: accountActions({
      role: asRole(user.role),
      primary: asOwnership(user.ownership) === 'primary',
    }),
  };
}

export async function loadUserResponse(deps: Deps, userId: number): Promise<User> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw notFound();
  const company = await repo.findCompanyById(deps.db, user.company_id);
  if (!company) throw notFound();
  return toUserResponse(user, company);
}

export type RegisteredAccount = { companyId: number; userId: number };

/**
 * Company + primary Admin + regulations acceptance + default alert types, in one transaction.
 * `within` runs in that transaction once they exist (a signup through an invitation connects the
 * companies there); what it throws undoes the registration.
 */
export async function registerCompany(
  deps: Pick<Deps, 'db'>,
  input: RegisterRequest,
  meta: RequestMeta,
  within?: (trx: Executor, account: RegisteredAccount) => Promise<void>,
): Promise<RegisteredAccount> {
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.company.phone);
  const errors: Record<string, unknown> = {};
  if (await repo.findUserByEmail(deps.db, email)) errors.email = ['email_taken'];
  if (await repo.findUserByPhone(deps.db, phone)) errors.company = { phone: ['phone_taken'] };
  if (Object.keys(errors).length > 0) throw new AppError(400, 'email_taken', errors);

  const passwordHash = await hashSecret(input.password);
  const now = nowIso();
  const vies = input.company.vies.toUpperCase();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const companyId = await repo.insertCompany(trx, {
        name: input.company.name,
        nip: input.company.nip.replace(/[\s-]/g, ''),
        tax_country: vies.slice(0, 2),
        vies,
        address: input.company.address,
        zip_code: input.company.zip_code,
        town: input.company.town,
        country: input.company.country,
        vat_group: input.company.vat_group ?? '',
        phone,
        is_auto_accept_notifications: 0,
        csv_upload_settings: null,
        report_settings: null,
        document_types: JSON.stringify(GENERATED_DOCUMENT_CODES),
        created_at: now,
      });
      const userId = await repo.insertUser(trx, {
        company_id: companyId,
        email,
        // The owner signs in with the company phone too.
        phone,
        password_hash: passwordHash,
        pin_hash: null,
        first_name: input.first_name,
        last_name: input.last_name,
        role: 'Admin',
        ownership: 'primary',
        is_active: 1,
        language: meta.language ?? 'pl',
        inspecto_linking_token: null,
        default_document: 'NONE',
        created_at: now,
        updated_at: now,
      });
      await repo.insertRegulationsAcceptance(trx, {
        company_id: companyId,
        user_id: userId,
        version: REGULATIONS_VERSION,
        accepted_at: now,
        ip: meta.ip,
        user_agent: meta.userAgent,
      });
      await trx
        .insertInto('alert_types')
        .values(
          DEFAULT_ALERT_TYPES.map((alert, position) => ({
            company_id: companyId,
            message: alert.message,
            is_default: 1,
            position,
            created_at: now,
          })),
        )
        .execute();
      await within?.(trx, { companyId, userId });
      return { companyId, userId };
    });
  } catch (error) {
    // Two registrations racing for the same e-mail or phone.
    if (isUniqueViolation(error)) throw fieldError('email', 'email_taken');
    throw error;
  }
}

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  return Number(text);
}

function linkPath(purpose: LinkPurpose): string {
  return purpose === 'activation' ? 'first-login/password-reset' : 'login/password-reset';
}

/** A single-use link; only the token's SHA-256 is stored. Earlier unused links of the purpose end. */
export async function createLink(
  deps: Deps,
  userId: number,
  purpose: LinkPurpose,
): Promise<{ uid: string; token: string; url: string; expiresAt: string }> {
  const token = generateToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString();
  await repo.expireLinkTokens(deps.db, userId, now.toISOString(), purpose);
  await repo.insertLinkToken(deps.db, {
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  const uid = encodeUid(userId);
  return {
    uid,
    token,
    url: `${deps.config.publicUrl}/${linkPath(purpose)}/${uid}/${token}`,
    expiresAt,
  };
}

/** For invitations of employees: creates the activation link and sends it by e-mail or SMS. */
export async function createActivationLink(
  deps: Deps,
  userId: number,
): Promise<{ url: string; channel: 'email' | 'sms' | null }> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw notFound();
  const company = await repo.findCompanyById(deps.db, user.company_id);
  if (!company) throw notFound();
  const link = await createLink(deps, userId, 'activation');
  const channel = await deps.outbound.send(recipientOf(user), 'activation', {
    name: user.first_name,
    link: link.url,
    companyName: company.name,
    days: Math.round(ACTIVATION_LINK_MS / 86_400_000),
  });
  return { url: link.url, channel };
}

function recipientOf(user: UserRow, prefer?: 'email' | 'sms') {
  return {
    companyId: user.company_id,
    userId: user.id,
    email: prefer === 'sms' ? null : user.email,
    phone: user.phone,
    language: toLanguage(user.language),
  };
}

/** Same answer whether or not an account exists, so the call reveals nothing. */
export async function requestPasswordReset(
  deps: Deps,
  input: RequestResetPasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  const email = input.email ? normalizeEmail(input.email) : null;
  const phone = !email && input.phone ? normalizePhone(input.phone) : null;
  await deps.limiter.consume('request_reset', [`ip:${meta.ip}`, email ?? phone]);
  const user = email
    ? await repo.findUserByEmail(deps.db, email)
    : phone
      ? await repo.findUserByPhone(deps.db, phone)
      : undefined;
  if (!user || user.is_active !== 1) {
    deps.log.info(
      { by: email ? 'email' : 'phone' },
      'password reset requested for no active account',
    );
    return;
  }
  const link = await createLink(deps, user.id, 'password_reset');
  await deps.outbound.send(recipientOf(user, email ? 'email' : 'sms'), 'password_reset', {
    name: user.first_name,
    link: link.url,
    hours: Math.round(PASSWORD_RESET_LINK_MS / 3_600_000),
  });
}

async function findLink(
  deps: Deps,
  uid: string,
  token: string,
): Promise<{ userId: number; linkId: number; purpose: ResetLinkPurpose }> {
  const userId = decodeUid(uid);
  const link =
    userId === null
      ? undefined
      : await repo.findUsableLinkToken(deps.db, userId, hashToken(token), nowIso());
  if (userId === null || !link) throw nonFieldError('link_invalid_or_expired');
  return {
    userId,
    linkId: link.id,
    purpose: link.purpose === 'activation' ? 'activation' : 'reset',
  };
}

export async function checkLink(deps: Deps, uid: string, token: string): Promise<ResetLinkPurpose> {
  return (await findLink(deps, uid, token)).purpose;
}

/** Sets the password from a mailed link; the link is used up and every session ends. */
export async function resetPassword(
  deps: Deps,
  input: ResetPasswordRequest,
  meta: RequestMeta,
): Promise<void> {
  // A link token is guessed only by failing: failures count per address and per address and
  // uid (never per uid alone, so a stranger cannot hold up the owner's reset).
  const keys = [`ip:${meta.ip}`, `uid:${input.uid}@${meta.ip}`];
  await deps.limiter.check('reset_password', keys);
  const link = await findLink(deps, input.uid, input.token).catch(async (error: unknown) => {
    if (error instanceof AppError) await deps.limiter.fail('reset_password', keys);
    throw error;
  });
  await deps.limiter.succeed('reset_password', `uid:${input.uid}@${meta.ip}`);
  const passwordHash = await hashSecret(input.password);
  const now = nowIso();
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.useLinkToken(trx, link.linkId, now))) return false;
    await repo.updateUser(trx, link.userId, { password_hash: passwordHash, updated_at: now });
    await repo.expireLinkTokens(trx, link.userId, now);
    return true;
  });
  if (!used) throw nonFieldError('link_invalid_or_expired');
  await revokeSessions(deps, link.userId);
}

async function loadCallerUser(deps: Deps, caller: Caller): Promise<UserRow> {
  const user = await repo.findUserById(deps.db, caller.userId);
  if (!user) throw notFound();
  return user;
}

export async function updatePin(
  deps: Deps,
  caller: Caller,
  input: UpdatePinRequest,
  meta: RequestMeta,
): Promise<void> {
  requireAccountAction(caller, 'own_credentials');
  // The old PIN has its own lock; the password may also be guessed here, so failures count,
  // reserved first like the password change's.
  const userKey = `user:${caller.userId}`;
  const ipKey = `ip:${meta.ip}`;
  await deps.limiter.reserve('update_pin', userKey, [ipKey]);
  const user = await loadCallerUser(deps, caller);
  try {
    await proveForNewPin(deps, user, input);
  } catch (error) {
    if (error instanceof AppError) await deps.limiter.fail('update_pin', [ipKey]);
    throw error;
  }
  await repo.updateUser(deps.db, user.id, {
    pin_hash: await hashSecret(input.new_pin),
    pin_failures: 0,
    updated_at: nowIso(),
  });
  await deps.limiter.succeed('update_pin', `user:${caller.userId}`);
}

/**
 * The old PIN (counted: five wrong lock it), or the account password, which also opens a locked
 * PIN: whoever knows it could reset the PIN by a password reset anyway.
 */
async function proveForNewPin(deps: Deps, user: UserRow, input: UpdatePinRequest): Promise<void> {
  if (input.password !== undefined) {
    if (!(await verifySecret(input.password, user.password_hash))) {
      throw fieldError('password', 'wrong_password');
    }
    return;
  }
  if (!user.pin_hash) throw fieldError('old_pin', 'wrong_pin');
  await checkUserPin(deps.db, user, input.old_pin ?? '', 'old_pin');
}

/**
 * The PIN is stored hashed, so it cannot be re-sent: a new one is generated and sent by e-mail
 * (else SMS). If sending fails the previous PIN stays valid.
 */
export async function remindPin(
  deps: Deps,
  caller: Caller,
  meta: RequestMeta,
): Promise<'email' | 'sms'> {
  requireAccountAction(caller, 'own_credentials');
  await deps.limiter.consume('remind_pin', [`ip:${meta.ip}`, `user:${caller.userId}`]);
  const user = await loadCallerUser(deps, caller);
  if (!user.email && !user.phone) throw nonFieldError('email_or_phone_required');
  const pin = generatePin(PIN_LENGTH);
  await repo.updateUser(deps.db, user.id, {
    pin_hash: await hashSecret(pin),
    updated_at: nowIso(),
  });
  try {
    const channel = await deps.outbound.send(recipientOf(user), 'pin_reminder', {
      name: user.first_name,
      pin,
    });
    if (!channel) throw new Error('no channel');
    return channel;
  } catch (error) {
    await repo.updateUser(deps.db, user.id, {
      pin_hash: user.pin_hash,
      updated_at: user.updated_at,
    });
    throw error;
  }
}

/** Changes the password; other sessions of the user end, this one stays. */
export async function changePassword(
  deps: Deps,
  caller: Caller,
  input: PasswordChangeRequest,
  meta: RequestMeta,
): Promise<void> {
  // A stolen session must not become a way to guess the password: wrong old passwords count, a
  // try reserved before the password is compared (as a PIN's), so guesses sent at once count too.
  const userKey = `user:${caller.userId}`;
  const ipKey = `ip:${meta.ip}`;
  await deps.limiter.reserve('change_password', userKey, [ipKey]);
  const user = await loadCallerUser(deps, caller);
  if (!(await verifySecret(input.old_password, user.password_hash))) {
    await deps.limiter.fail('change_password', [ipKey]);
    throw fieldError('old_password', 'wrong_password');
  }
  await deps.limiter.succeed('change_password', userKey);
  const now = nowIso();
  await repo.updateUser(deps.db, user.id, {
    password_hash: await hashSecret(input.new_password),
    updated_at: now,
  });
  await revokeSessions(deps, user.id, caller.tokenHash);
}

/** A user of the caller's company, or 404 (never reveal other companies' ids). */
async function findCompanyUser(deps: Deps, caller: Caller, id: number): Promise<UserRow> {
  const target = await repo.findUserById(deps.db, id);
  if (!target || target.company_id !== caller.companyId) throw notFound();
  return target;
}

/**
 * Self: names, inspecto_linking_token, and the first PIN (gt_id). An Admin on another account of
 * the company: names, inspecto_linking_token, role, is_active. Role and state of the primary
 * account never change. Sending a field's current value is not a change.
 */
export async function patchUser(
  deps: Deps,
  caller: Caller,
  id: number,
  input: UserPatchRequest,
): Promise<User> {
  const target = await findCompanyUser(deps, caller, id);
  const isSelf = target.id === caller.userId;
  const member = memberOf(caller);
  const subject = { isSelf, primary: target.ownership === 'primary' };
  enforce(decideUserChange(member, 'names', subject));

  const patch: UserUpdate = {};
  if (input.first_name !== undefined) patch.first_name = input.first_name;
  if (input.last_name !== undefined) patch.last_name = input.last_name;
  if (input.inspecto_linking_token !== undefined) {
    patch.inspecto_linking_token =
      input.inspecto_linking_token === '' ? null : input.inspecto_linking_token;
  }
  const roleChanges = input.role !== undefined && input.role !== asRole(target.role);
  const activeChanges =
    input.is_active !== undefined && input.is_active !== (target.is_active === 1);
  if (roleChanges || activeChanges) {
    enforce(decideUserChange(member, 'role_or_state', subject));
    if (input.role !== undefined) patch.role = input.role satisfies Role;
    if (input.is_active !== undefined) patch.is_active = input.is_active ? 1 : 0;
  }
  if (input.gt_id !== undefined) {
    requireAccountAction(caller, 'own_credentials');
    enforce(decideUserChange(member, 'pin', subject));
    if (target.pin_hash !== null) throw fieldError('gt_id', 'pin_already_set');
    patch.pin_hash = await hashSecret(input.gt_id);
  }
  if (input.reset_pin) {
    enforce(decideUserChange(member, 'reset_pin', subject));
    patch.pin_hash = null;
    patch.pin_failures = 0;
  }
  if (Object.keys(patch).length > 0) {
    patch.updated_at = nowIso();
    await repo.updateUser(deps.db, target.id, patch);
  }
  return loadUserResponse(deps, target.id);
}

/** Deletes a sub-account; with `revokeApiKeys` the keys he made are revoked in the same step. */
export async function deleteUser(
  deps: Deps,
  caller: Caller,
  id: number,
  options: { revokeApiKeys: boolean } = { revokeApiKeys: false },
): Promise<void> {
  const target = await findCompanyUser(deps, caller, id);
  enforce(
    decideUserChange(memberOf(caller), 'delete', {
      isSelf: target.id === caller.userId,
      primary: target.ownership === 'primary',
    }),
  );
  await deps.db.transaction().execute(async (trx) => {
    if (options.revokeApiKeys) await revokeKeysOfCreator(trx, target.company_id, target.id);
    await repo.deleteUser(trx, target.id);
  });
}

/** Updates the stored language from the request's Accept-Language (login, registration). */
export async function rememberLanguage(
  deps: Deps,
  user: UserRow,
  language: Language | null,
): Promise<UserRow> {
  if (!language || language === user.language) return user;
  await repo.updateUser(deps.db, user.id, { language });
  return { ...user, language };
}

/** A user's PIN, counted and locked after five wrong ones (signing uses it). */
export { checkUserPin } from './pin-lock.ts';

/*
 * Data access for other modules (users and companies are this module's tables). They decide
 * nothing: the caller has already asked the rulebook. Each takes the executor, so that a caller's
 * transaction stays whole.
 */

export function getUser(db: Executor, id: number): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

export function getCompany(db: Executor, id: number): Promise<CompanyRow | undefined> {
  return repo.findCompanyById(db, id);
}

/** By the stored (normalized) e-mail address. */
export function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** By the stored (normalized) phone number. */
export function userByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  return repo.findUserByPhone(db, phone);
}

/** Inserts a user row (the employees flow); returns its id. */
export function createUser(db: Executor, row: NewUser): Promise<number> {
  return repo.insertUser(db, row);
}

/** Deletes a user row; `deleteUser` is the caller-facing action that asks the rulebook first. */
export async function removeUser(db: Executor, id: number): Promise<void> {
  await repo.deleteUser(db, id);
}

/** Signs a user out everywhere (password reset or change), except the session given. */
export async function revokeSessions(
  deps: Pick<Deps, 'db'>,
  userId: number,
  exceptTokenHash?: string,
): Promise<void> {
  await repo.revokeUserTokens(deps.db, userId, nowIso(), exceptTokenHash);
}

/** A company in the product by its VIES id (country prefix plus number, upper case). */
export function companyByVies(db: Executor, vies: string): Promise<CompanyRow | undefined> {
  return repo.findCompanyByVies(db, vies);
}
