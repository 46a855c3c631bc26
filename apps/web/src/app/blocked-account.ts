/** Tells the app shell to show the blocked-account dialog; the HTTP client raises it. */
const listeners = new Set<() => void>();
let blocked = false;

export function reportBlockedAccount(): void {
  blocked = true;
  for (const listener of listeners) listener();
}

export function isAccountBlocked(): boolean {
  return blocked;
}

export function subscribeBlockedAccount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
