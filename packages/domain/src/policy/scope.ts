import { ROLES, type Role } from '../enums.ts';

/**
 * Which transits an actor sees at all, before any rule on one of them (spec 1 §6):
 * - `company`: the company's own and those other companies shared in to it;
 * - `driven_by`: only the transits whose carrier slots user `userId` drives: the company's own,
 *   and those shared in to it where he drives for another company as its subcontractor (spec 2
 *   §4); a driver works from his phone on his own runs, the rest of a share goes to the office;
 * - `shared`: a share link's one transit.
 */
export type TransitScope =
  | { kind: 'company' }
  | { kind: 'driven_by'; userId: number }
  | { kind: 'shared'; transitId: number };

/**
 * Who asks for transits: a signed-in user, a company API key (seeing what its creator `userId`
 * sees with his current role), or a share link.
 */
export type TransitViewer =
  | { kind: 'user'; role: Role; userId: number }
  | { kind: 'api_key'; role: Role; userId: number }
  | { kind: 'link'; transitId: number };

/** The one place that says whose transits a viewer sees. */
export function transitScopeOf(viewer: TransitViewer): TransitScope {
  switch (viewer.kind) {
    case 'user':
    case 'api_key':
      return viewer.role === 'Kierowca'
        ? { kind: 'driven_by', userId: viewer.userId }
        : { kind: 'company' };
    case 'link':
      return { kind: 'shared', transitId: viewer.transitId };
  }
}

/** Whether the scope takes in transits other companies shared in (and so hears of new ones). */
export function seesSharedIn(scope: TransitScope): boolean {
  return scope.kind === 'company';
}

/**
 * Whether the scope reads any transit shared in to its company: the company all of them, a driver
 * those he drives (he is not told of new shares: `seesSharedIn`).
 */
export function readsSharedIn(scope: TransitScope): boolean {
  return scope.kind === 'company' || scope.kind === 'driven_by';
}

/** The roles whose users see the transits shared in to their company. */
export function rolesSeeingSharedIn(): Role[] {
  return ROLES.filter((role) => seesSharedIn(transitScopeOf({ kind: 'user', role, userId: 0 })));
}

/** Whether the scope is one driver's: his own runs only, the driver view (spec 1 §2). */
export function isDriverScope(scope: TransitScope): scope is { kind: 'driven_by'; userId: number } {
  return scope.kind === 'driven_by';
}
