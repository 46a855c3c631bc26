import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decideAccount,
  OWNERSHIPS,
  type AccountActor,
  type ApiKeyActor,
  type TransitViewer,
  ROLES,
  type AccountAction,
  type ApiKeyScope,
  type EventCircumstances,
  type Member,
  type Ownership,
  type Role,
} from '@transitdocs/domain';
import type { ShareTokenRow } from '../db/schema.ts';
import { hashToken } from './crypto.ts';
import { AppError, enforce, notAuthenticated } from './errors.ts';

/** The signed-in user a request acts for. */
export type Caller = {
  userId: number;
  companyId: number;
  role: Role;
  ownership: Ownership;
  tokenHash: string;
  /**
   * Set when a company API key, not a session, authenticated the request: `userId` and `role`
   * are then its creator's, as he is now.
   */
  apiKey?: { id: number; name: string; scope: ApiKeyScope };
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function asRole(value: string): Role {
  const role = ROLES.find((r) => r === value);
  if (!role) throw new Error(`Unknown role in database: ${value}`);
  return role;
}

export function asOwnership(value: string): Ownership {
  return OWNERSHIPS.find((o) => o === value) ?? 'secondary';
}

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,200})$/i;

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The onRequest hook of authenticated routes. A route (or a module, for all of its routes) that
 * is an account action other than reading or changing the company's data says which with
 * `authenticate.as(action)`, so that an API key is answered by the rulebook before the request
 * is read: the hook knows what routes are, never who may call them.
 */
export type Authenticate = AuthHook & { as(action: AccountAction): Authenticate };

/** Plain company routes: a read, or a change of the company's data. */
function defaultActionOf(method: string): AccountAction {
  return method === 'GET' || method === 'HEAD' ? 'read_company' : 'change_company';
}

/** Each authenticate hook and the action it was declared for (null: the method's default). */
const declaredActions = new WeakMap<object, AccountAction | null>();

/**
 * The account action a route stands for when `hook` is one of its authenticate hooks, else
 * null: the API document derives what a route asks of an API key from it.
 */
export function authenticatedAction(hook: unknown, method: string): AccountAction | null {
  if (typeof hook !== 'function') return null;
  const declared = declaredActions.get(hook);
  if (declared === undefined) return null;
  return declared ?? defaultActionOf(method);
}

/** A live (unexpired, unrevoked) session and the user it belongs to. */
export type Session = {
  user_id: number;
  company_id: number;
  role: string;
  ownership: string;
  language: string;
  is_active: number;
};

/**
 * Finds the live session of a token hash. Sessions are the auth module's data; buildApp passes
 * its lookup in, so the platform imports no module.
 */
export type SessionLookup = (tokenHash: string) => Promise<Session | undefined>;

const API_KEY_HEADER = /^Api-Key\s+([A-Za-z0-9_-]{16,200})$/i;

/**
 * A live (unrevoked) API key, its company and the user it acts as: its creator, still of the
 * company and not blocked, with his role as it is now.
 */
export type ApiKeyIdentity = {
  id: number;
  companyId: number;
  userId: number;
  role: Role;
  name: string;
  scope: ApiKeyScope;
  lastUsedAt: string | null;
  /** its creator is blocked: the key answers 401 until he is unblocked */
  stopped: boolean;
};

/** Why a live key was refused, for the company's log. */
export type ApiKeyRefusal = {
  status: 401 | 403;
  reason: string;
  /** the route as declared, `POST /api/transits/` */
  route: string;
  ip: string | null;
  userAgent: string | null;
};

/**
 * The api-keys module's part, passed in by buildApp like the session lookup: `find` by the key's
 * hash; `use` once the key is allowed on the route (rate limit per key, last use).
 */
export type ApiKeyAccess = {
  find(keyHash: string): Promise<ApiKeyIdentity | undefined>;
  use(key: ApiKeyIdentity): Promise<void>;
  /** a live key refused here (creator blocked, or the route's action): the company's log */
  refused(key: ApiKeyIdentity, refusal: ApiKeyRefusal): Promise<void>;
};

/** A key's refusal as its entry in the company's log reads it. */
export function apiKeyRefusalOf(
  request: FastifyRequest,
  status: 401 | 403,
  reason: string,
): ApiKeyRefusal {
  const agent = request.headers['user-agent'];
  return {
    status,
    reason,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    ip: request.ip,
    userAgent: agent ? agent.slice(0, 500) : null,
  };
}

/**
 * onRequest hook: `Authorization: Token <token>` (a session) or `Api-Key <key>` (a company key,
 * acting with its creator's current role within its scope) -> request.caller, else 401 (a key
 * whose creator is blocked or gone too); a key the rulebook refuses the route's action: 403
 * before anything is read or written. A person's own routes check him in their guards, with the
 * object's facts.
 */
export function createAuthenticate(
  findSession: SessionLookup,
  apiKeys?: ApiKeyAccess,
): Authenticate {
  const hookFor = (declared: AccountAction | null): Authenticate => {
    const hook: Authenticate = Object.assign(
      async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
        const keyMatch = API_KEY_HEADER.exec(request.headers.authorization ?? '');
        const key = keyMatch?.[1];
        if (key && apiKeys) {
          const keyHash = hashToken(key);
          const identity = await apiKeys.find(keyHash);
          if (!identity) throw notAuthenticated();
          if (identity.stopped) {
            await apiKeys.refused(identity, apiKeyRefusalOf(request, 401, 'creator_blocked'));
            throw notAuthenticated();
          }
          const action = declared ?? defaultActionOf(request.method);
          const verdict = decideAccount(
            { kind: 'api_key', scope: identity.scope, role: identity.role },
            action,
          );
          if (!verdict.allowed && verdict.status === 403) {
            await apiKeys.refused(identity, apiKeyRefusalOf(request, 403, verdict.key));
          }
          enforce(verdict);
          await apiKeys.use(identity);
          request.caller = {
            userId: identity.userId,
            companyId: identity.companyId,
            role: identity.role,
            ownership: 'secondary',
            tokenHash: keyHash,
            apiKey: { id: identity.id, name: identity.name, scope: identity.scope },
          };
          return;
        }
        const match = TOKEN_HEADER.exec(request.headers.authorization ?? '');
        const token = match?.[1];
        if (!token) throw notAuthenticated();
        const tokenHash = hashToken(token);
        const session = await findSession(tokenHash);
        if (!session) throw notAuthenticated();
        if (session.is_active !== 1) {
          throw new AppError(401, 'your_account_is_blocked', {
            detail: 'your_account_is_blocked',
            inactive_user: true,
          });
        }
        request.caller = {
          userId: session.user_id,
          companyId: session.company_id,
          role: asRole(session.role),
          ownership: asOwnership(session.ownership),
          tokenHash,
        };
      },
      { as: (action: AccountAction) => hookFor(action) },
    );
    declaredActions.set(hook, declared);
    return hook;
  };
  return hookFor(null);
}

/** The caller of an authenticated route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw notAuthenticated();
  return request.caller;
}

/** The caller as the rulebook's account member: his role, and whether he is the owner account. */
export function memberOf(caller: Pick<Caller, 'role' | 'ownership'>): Member {
  return { role: caller.role, primary: caller.ownership === 'primary' };
}

/** The caller's key as the rulebook's actor, when a company API key made the request. */
export function keyActorOf(caller: Pick<Caller, 'apiKey' | 'role'>): ApiKeyActor | null {
  return caller.apiKey ? { kind: 'api_key', scope: caller.apiKey.scope, role: caller.role } : null;
}

/** The caller as one who asks for transits (`transitScopeOf` says which he sees). */
export function transitViewerOf(caller: Caller): TransitViewer {
  return {
    kind: caller.apiKey ? 'api_key' : 'user',
    role: caller.role,
    userId: caller.userId,
  };
}

/** The caller as the account rules read him: his key, or the member. */
export function accountActorOf(
  caller: Pick<Caller, 'apiKey' | 'role' | 'ownership'>,
): AccountActor {
  return keyActorOf(caller) ?? memberOf(caller);
}

/** The guard of master-data and account actions: throws the rulebook's refusal. */
export function requireAccountAction(caller: Caller, action: AccountAction): void {
  enforce(decideAccount(accountActorOf(caller), action));
}

/** Who sent a request: a signed-in user, or the visitor of a (live) share link. */
export type Requester = { kind: 'user'; caller: Caller } | { kind: 'link'; share: ShareTokenRow };

/**
 * A signed-in caller's write, as its events record it: the user, and the API key when one made
 * the request, so the history says the key acted rather than its creator by hand
 * (docs/decisions/0061-api-keys.md).
 */
export function circumstancesOf(
  caller: Caller,
  meta: { ip: string | null; userAgent: string | null },
  at: string,
): EventCircumstances {
  return {
    actor: {
      userId: caller.userId,
      apiKeyId: caller.apiKey?.id ?? null,
      companyId: caller.companyId,
      name: null,
      companyName: null,
    },
    ip: meta.ip,
    userAgent: meta.userAgent,
    at,
  };
}

export type EventActor = { actorUserId: number; actorApiKeyId: number | null };

/** Who an event row (transit or document history) names as its actor. */
export function eventActorOf(caller: Caller): EventActor {
  return { actorUserId: caller.userId, actorApiKeyId: caller.apiKey?.id ?? null };
}
