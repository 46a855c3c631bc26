import type { User } from '@transitdocs/domain';
import { loadSession, storeLogin } from '../app/session-store.ts';

/** A session token as the server issues them: 40 random bytes, base64url (`seed` varies it). */
export function tokenOf(seed: number): string {
  const bytes = Uint8Array.from({ length: 40 }, (_, index) => (index * 13 + seed) % 256);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const TEST_TOKEN = tokenOf(1);

/** Starts the session the app keeps after a login: token, user and expiry in localStorage. */
export function signIn(user: User, token: string = TEST_TOKEN): void {
  const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  storeLogin({ token, expires_at: expiresAt, user });
}

/**
 * Starts the app as a browser without a session would. Unlike a logout it keeps the rest of
 * localStorage (e.g. list filters a test put there).
 */
export function forgetSession(): void {
  for (const key of ['token', 'user', 'expires_at']) localStorage.removeItem(key);
  loadSession();
}
