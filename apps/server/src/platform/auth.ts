import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decideAccount,
  OWNERSHIPS,
  ROLES,
  type AccountAction,
  type Member,
  type Ownership,
  type Role,
} from '@transitdocs/domain';
import { hashToken } from './crypto.ts';
import { AppError, enforce, notAuthenticated } from './errors.ts';

/** The signed-in user a request acts for. */
export type Caller = {
  userId: number;
  companyId: number;
  role: Role;
  ownership: Ownership;
  tokenHash: string;
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

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

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

/** onRequest hook: `Authorization: Token <token>` -> request.caller, else 401. */
export function createAuthenticate(findSession: SessionLookup): Authenticate {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
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
  };
}

/** The caller of an authenticated route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw notAuthenticated();
  return request.caller;
}

/** The caller as the rulebook's account member: his role, and whether he is the owner account. */
export function memberOf(caller: Caller): Member {
  return { role: caller.role, primary: caller.ownership === 'primary' };
}

/** The guard of master-data and account actions: throws the rulebook's refusal. */
export function requireAccountAction(caller: Caller, action: AccountAction): void {
  enforce(decideAccount(memberOf(caller), action));
}
