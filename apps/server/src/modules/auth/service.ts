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
import { loadUserResponse, normalizeEmail, rememberLanguage } from '../accounts/index.ts';
import { findLiveSession, findUserByLogin, insertAuthToken, revokeToken } from './repo.ts';

/** A Polish number typed without its prefix (9 digits) gets the default +48. */
function loginKey(login: string): string {
  if (login.includes('@')) return normalizeEmail(login);
  const phone = normalizePhone(login);
  return /^\d{9}$/.test(phone) ? `${PHONE_DEFAULT_PREFIX}${phone}` : phone;
}

/**
 * Which counters a login failure adds to: the account from this address (RATE_LIMIT_MAX free
 * failures, then a doubling wait), the address (RATE_LIMIT_IP_MAX), and the account from any
 * address (many free failures, a wait of at most a minute: against guessing from many addresses,
 * yet a stranger failing on purpose never locks the owner out). Successes never count.
 */
function loginKeys(key: string, ip: string): { all: string[]; pair: string } {
  const pair = `login:${key}@${ip}`;
  return { all: [`ip:${ip}`, pair, `account:${key}`], pair };
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
  const keys = loginKeys(key, meta.ip);
  await deps.limiter.check('login', keys.all);
  const user = await findUserByLogin(
    deps.db,
    input.login.includes('@') ? { email: key } : { phone: key },
  );
  const passwordOk = await verifySecret(input.password, user?.password_hash);
  if (!user || !passwordOk) {
    await deps.limiter.fail('login', keys.all);
    throw nonFieldError('wrong_login_or_password');
  }
  await deps.limiter.succeed('login', keys.pair);
  if (user.is_active !== 1) throw nonFieldError('your_account_is_blocked', { inactive_user: true });

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
