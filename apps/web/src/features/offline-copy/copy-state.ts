import { useSyncExternalStore } from 'react';

/**
 * When the signed-in user's offline copy was taken, for the card's freshness line: set when the
 * card saves a copy and when one is read back for use offline.
 */
type CopyState = { userId: number; savedAt: string } | null;

let state: CopyState = null;
const listeners = new Set<() => void>();

/** Takes `savedAt` unless a newer copy of the same user is already known. */
export function noteCopySaved(userId: number, savedAt: string): void {
  if (state?.userId === userId && Date.parse(state.savedAt) >= Date.parse(savedAt)) return;
  state = { userId, savedAt };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The user's copy time (ISO), or null while none is known. */
export function useCopySavedAt(userId: number | null): string | null {
  const current = useSyncExternalStore(subscribe, () => state);
  return current !== null && current.userId === userId ? current.savedAt : null;
}
