import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_SHOWN_CHARS,
  type ApiKey,
  type ApiKeyCreateRequest,
  type ApiKeyCreateResponse,
  type ApiKeyScope,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { FastifyInstance } from 'fastify';
import {
  apiKeyRefusalOf,
  asRole,
  requireAccountAction,
  type ApiKeyIdentity,
  type ApiKeyRefusal,
  type Caller,
} from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { generateToken, hashToken } from '../../platform/crypto.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordRefusal } from '../../platform/events/index.ts';
import * as repo from './repo.ts';

/** last_used_at is written at most this often per key. */
const LAST_USED_EVERY_MS = 60_000;

function asScope(value: string): ApiKeyScope {
  const scope = API_KEY_SCOPES.find((s) => s === value);
  if (!scope) throw new Error(`Unknown API key scope in database: ${value}`);
  return scope;
}

function toApiKey(row: repo.ApiKeyWithCreator): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: asScope(row.scope),
    key_prefix: row.key_prefix,
    created_at: row.created_at,
    created_by:
      row.created_by !== null && row.creator_is_active !== null
        ? {
            id: row.created_by,
            first_name: row.creator_first_name ?? '',
            last_name: row.creator_last_name ?? '',
            is_active: row.creator_is_active === 1,
          }
        : null,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** A new key: the prefix and 32 random bytes (base64url); only its SHA-256 is stored. */
export async function createApiKey(
  deps: Deps,
  caller: Caller,
  request: ApiKeyCreateRequest,
): Promise<ApiKeyCreateResponse> {
  requireAccountAction(caller, 'manage_api_keys');
  const key = `${API_KEY_PREFIX}${generateToken(32)}`;
  const row = await repo.insertApiKey(deps.db, {
    company_id: caller.companyId,
    name: request.name,
    scope: request.scope,
    key_prefix: key.slice(0, API_KEY_SHOWN_CHARS),
    key_hash: hashToken(key),
    created_by: caller.userId,
    created_at: nowIso(),
    last_used_at: null,
    revoked_at: null,
  });
  const listed = await repo.findApiKeyWithCreator(deps.db, caller.companyId, row.id);
  if (!listed) throw notFound();
  return { ...toApiKey(listed), key };
}

export async function listApiKeys(deps: Deps, caller: Caller): Promise<ApiKey[]> {
  requireAccountAction(caller, 'manage_api_keys');
  const rows = await repo.listApiKeys(deps.db, caller.companyId);
  return rows.map(toApiKey);
}

/** Revoking is final; revoking a revoked key again answers the same. Another company's: 404. */
export async function revokeApiKey(deps: Deps, caller: Caller, id: number): Promise<void> {
  requireAccountAction(caller, 'manage_api_keys');
  const row = await repo.findCompanyApiKey(deps.db, caller.companyId, id);
  if (!row) throw notFound();
  await repo.revokeApiKey(deps.db, row.id, nowIso());
}

/**
 * Revokes, in the caller's transaction, the live keys that `userId` made (an Admin removing him
 * chose so); the caller has asked the rulebook already. Answers how many.
 */
export function revokeKeysOfCreator(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<number> {
  return repo.revokeKeysOfCreator(db, companyId, userId, nowIso());
}

/**
 * The authenticate hook's lookup: an unrevoked key by the SHA-256 of what the client sent, acting
 * with its creator's role as it is now (`stopped` while he is blocked); none once he is gone.
 */
export async function findApiKey(deps: Deps, keyHash: string): Promise<ApiKeyIdentity | undefined> {
  const row = await repo.findLiveApiKey(deps.db, keyHash);
  if (!row || row.created_by === null) return undefined;
  return {
    stopped: row.creator_is_active !== 1,
    id: row.id,
    companyId: row.company_id,
    userId: row.created_by,
    role: asRole(row.creator_role),
    name: row.name,
    scope: asScope(row.scope),
    lastUsedAt: row.last_used_at,
  };
}

/**
 * A key allowed on its route: counts against its own rate limit (API_KEY_RATE_LIMIT requests per
 * RATE_LIMIT_WINDOW_MS, 429 past it) and records the use at most once a minute.
 */
export async function useApiKey(deps: Deps, key: ApiKeyIdentity): Promise<void> {
  const limit = deps.config.apiKeyRateLimit;
  await deps.limiter.consume('api_key', [`apikey:${key.id}`], { max: limit, ipMax: limit });
  const now = Date.now();
  const staleBefore = new Date(now - LAST_USED_EVERY_MS).toISOString();
  if (key.lastUsedAt !== null && key.lastUsedAt >= staleBefore) return;
  await repo.touchApiKey(deps.db, key.id, new Date(now).toISOString(), staleBefore);
}

/**
 * A live key refused: its creator blocked (401), or beyond its scope, its creator's role or on
 * personal credentials (403). The company's log records it after the request's own work rolled
 * back, once a minute at most per key and reason; it names the key, never its secret.
 */
export async function recordApiKeyRefusal(
  deps: Pick<Deps, 'db' | 'events' | 'log'>,
  key: Pick<ApiKeyIdentity, 'id' | 'companyId' | 'userId' | 'name'>,
  refusal: ApiKeyRefusal,
): Promise<void> {
  await recordRefusal(deps, {
    companyId: key.companyId,
    subject: `api_key:${String(key.id)}`,
    reason: refusal.reason,
    data: {
      type: 'api_key_refused',
      api_key_id: key.id,
      api_key_name: key.name,
      status: refusal.status,
      reason: refusal.reason,
      route: refusal.route.slice(0, 300),
    },
    actor: { userId: key.userId, apiKeyId: key.id, companyId: key.companyId },
    ip: refusal.ip,
    userAgent: refusal.userAgent,
  });
}

/**
 * The 403s a key gets once authenticated (a service asking the rulebook again) go to the
 * company's log too; the authenticate hook reports its own refusals through `ApiKeyAccess`.
 */
export function recordApiKeyRefusals(app: FastifyInstance, deps: Deps): void {
  app.addHook('onError', async (request, _reply, error) => {
    const caller = request.caller;
    if (!caller?.apiKey || !(error instanceof AppError) || error.status !== 403) return;
    const key = { ...caller.apiKey, companyId: caller.companyId, userId: caller.userId };
    await recordApiKeyRefusal(deps, key, apiKeyRefusalOf(request, 403, error.key));
  });
}
