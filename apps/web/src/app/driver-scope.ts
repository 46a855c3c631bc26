import { isDriverScope, transitScopeOf, type User } from '@transitdocs/domain';

/**
 * Whether the signed-in user sees only the transits he drives (the rulebook's transit scope):
 * he gets the driver view, one transit at a time and no list filters (spec 1 §2).
 */
export function seesOnlyDrivenTransits(user: User | null): boolean {
  return (
    user !== null &&
    isDriverScope(transitScopeOf({ kind: 'user', role: user.role, userId: user.id }))
  );
}
