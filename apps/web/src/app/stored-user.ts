import { User } from '@transitdocs/domain';
import { clearSession, getSession, storeUser } from './session-store.ts';

/**
 * Checks the user remembered with the session against the `User` schema (an older build may
 * have stored another shape): a match is kept as the schema reads it, anything else ends the
 * session. Runs before the signed-in frame renders (the loader of SignedInScreens in routes.tsx).
 */
export function verifyStoredUser(): void {
  const { user } = getSession();
  if (!user) return;
  const parsed = User.safeParse(user);
  if (parsed.success) storeUser(parsed.data);
  else clearSession();
}
