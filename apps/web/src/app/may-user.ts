import { isPrimary, mayAccount, type AccountAction, type User } from '@transitdocs/domain';

/** Whether the signed-in user may do a master-data or account action (the rulebook's answer). */
export function mayUser(user: User | null, action: AccountAction): boolean {
  return user !== null && mayAccount({ role: user.role, primary: isPrimary(user) }, action);
}
