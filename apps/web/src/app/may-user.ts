import { isPrimary, mayAccount, type AccountAction, type User } from '@transitdocs/domain';

/**
 * Whether the signed-in user may do a master-data or account action: the server's answer
 * (`user.actions`); a user stored before the server sent it asks the same rulebook.
 */
export function mayUser(user: User | null, action: AccountAction): boolean {
  if (user === null) return false;
  return (
    user.actions?.[action] ?? mayAccount({ role: user.role, primary: isPrimary(user) }, action)
  );
}
