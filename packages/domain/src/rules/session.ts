import { SESSION_LIFETIME_MS } from '../constants.ts';

export function sessionExpiresAt(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + SESSION_LIFETIME_MS);
}

/** A session without a readable expiry counts as expired. */
export function isSessionExpired(expiresAt: string | null | undefined, now: Date): boolean {
  if (!expiresAt) return true;
  const time = Date.parse(expiresAt);
  return Number.isNaN(time) || time <= now.getTime();
}
