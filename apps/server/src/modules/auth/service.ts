import {
  PHONE_DEFAULT_PREFIX,
  SESSION_LIFETIME_MS,
  normalizePhone,
  type LoginRequest,
  type LoginResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Caller, Session } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { generateToken, hashToken, verifySecret } from '../../platform/crypto.ts';
import { nonFieldError } from '../../platform/errors.ts';
import { loadUserResponse, normalizeEmail, rememberLanguage } from '../accounts/service.ts';
import {
  findLiveSession,
  findUserByLogin,
  insertAuthToken,
  revokeToken,
  revokeUserTokens,
} from './repo.ts';

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
  const user = await findUserByLogin(
    deps.db,
    input.login.includes('@') ? { email: key } : { phone: key },
  );
  const passwordOk = await verifySecret(input.password, user?.password_hash);
  if (!user || !passwordOk) throw nonFieldError('wrong_login_or_password');
  if (user.is_active !== 1) throw nonFieldError('your_account_is_blocked', { inactive_user: true });
  deps.limiter.reset('login', `login:${key}`);

  await rememberLanguage(deps, user, meta.language);
  const response = await loadUserResponse(deps, user.id);
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
  return { token, expires_at: expiresAt, user: response };
}

export async function logout(deps: Deps, caller: Caller): Promise<void> {
  await revokeToken(deps.db, caller.tokenHash, nowIso());
}

/** The live session of a token hash: for the platform's authenticate hook and the notifications socket. */
export function liveSession(
  deps: Pick<Deps, 'db'>,
  tokenHash: string,
): Promise<Session | undefined> {
  return findLiveSession(deps.db, tokenHash, nowIso());
}

/** Signs a user out everywhere (password reset or change), except the session given. */
export async function revokeSessions(
  deps: Pick<Deps, 'db'>,
  userId: number,
  exceptTokenHash?: string,
): Promise<void> {
  await revokeUserTokens(deps.db, userId, nowIso(), exceptTokenHash);
}
