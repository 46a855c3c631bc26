import {
  PHONE_DEFAULT_PREFIX,
  SESSION_LIFETIME_MS,
  normalizePhone,
  type LoginRequest,
  type LoginResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { generateToken, hashToken, verifySecret } from '../../platform/crypto.ts';
import { nonFieldError, notFound } from '../../platform/errors.ts';
import * as accountsRepo from '../accounts/repo.ts';
import { normalizeEmail, rememberLanguage, toUserResponse } from '../accounts/service.ts';
import { insertAuthToken, revokeToken } from './repo.ts';

/** A Polish number typed without its prefix (9 digits) gets the default +48. */
function loginKey(login: string): string {
  if (login.includes('@')) return normalizeEmail(login);
  const phone = normalizePhone(login);
  return /^\d{9}$/.test(phone) ? `${PHONE_DEFAULT_PREFIX}${phone}` : phone;
}

/**
 * E-mail or phone plus password. An unknown login and a wrong password give the same answer and
 * cost the same time; a blocked account is only revealed to someone who knows its password.
 */
export async function login(
  deps: Deps,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const key = loginKey(input.login);
  deps.limiter.consume('login', [`ip:${meta.ip}`, `login:${key}`]);
  const user = input.login.includes('@')
    ? await accountsRepo.findUserByEmail(deps.db, key)
    : await accountsRepo.findUserByPhone(deps.db, key);
  const passwordOk = await verifySecret(input.password, user?.password_hash);
  if (!user || !passwordOk) throw nonFieldError('wrong_login_or_password');
  if (user.is_active !== 1) throw nonFieldError('your_account_is_blocked', { inactive_user: true });
  deps.limiter.reset('login', `login:${key}`);

  const company = await accountsRepo.findCompanyById(deps.db, user.company_id);
  if (!company) throw notFound();
  const current = await rememberLanguage(deps, user, meta.language);
  const token = generateToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  await insertAuthToken(deps.db, {
    user_id: user.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: expiresAt,
    ip: meta.ip,
    user_agent: meta.userAgent,
  });
  return { token, expires_at: expiresAt, user: toUserResponse(current, company) };
}

export async function logout(deps: Deps, caller: Caller): Promise<void> {
  await revokeToken(deps.db, caller.tokenHash, nowIso());
}
