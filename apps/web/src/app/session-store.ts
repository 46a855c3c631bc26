import { isSessionExpired, type LoginResponse, type User } from '@transitdocs/domain';

/**
 * The session lives outside React so the HTTP client can read the token and drop a session the
 * server no longer accepts; React subscribes through `useSyncExternalStore`.
 */
export type SessionState = {
  user: User | null;
  token: string | null;
  expiresAt: string | null;
};

const KEYS = { token: 'token', user: 'user', expiresAt: 'expires_at' } as const;
/** Remembered list state of the documents screen, dropped at logout (spec 1 §4). */
const LIST_STATE_KEYS = ['qsDocumentsAll', 'transits'];
// Remembered list state (spec 1 §4: cleared at logout), incl. the per-list filters of ui/list.
const LIST_STATE_PREFIXES = ['savedQsDocumentsAll', 'listFilters:'];

const EMPTY: SessionState = { user: null, token: null, expiresAt: null };
const listeners = new Set<() => void>();
let state: SessionState = EMPTY;

/**
 * The user kept with the session. Only its shape is looked at here, so the first load of every
 * page does not carry the schema library: the signed-in screens check it against the `User`
 * schema before they render (stored-user.ts), and drop the session when it does not match.
 */
function readStoredUser(): User | null {
  const raw = localStorage.getItem(KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const isUserLike =
      typeof parsed === 'object' &&
      parsed !== null &&
      'id' in parsed &&
      typeof parsed.id === 'number' &&
      'role' in parsed &&
      typeof parsed.role === 'string';
    return isUserLike ? (parsed as User) : null;
  } catch {
    return null;
  }
}

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the stored session, dropping it when it has expired or is incomplete. */
export function loadSession(now: Date = new Date()): SessionState {
  const token = localStorage.getItem(KEYS.token);
  const expiresAt = localStorage.getItem(KEYS.expiresAt);
  const user = readStoredUser();
  if (!token || !expiresAt || !user || isSessionExpired(expiresAt, now)) {
    if (token) clearSession();
    state = EMPTY;
    return state;
  }
  state = { token, expiresAt, user };
  return state;
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeLogin(response: LoginResponse): void {
  localStorage.setItem(KEYS.token, response.token);
  localStorage.setItem(KEYS.expiresAt, response.expires_at);
  localStorage.setItem(KEYS.user, JSON.stringify(response.user));
  emit({ token: response.token, expiresAt: response.expires_at, user: response.user });
}

export function storeUser(user: User): void {
  if (!state.token) return;
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  emit({ ...state, user });
}

export function clearSession(): void {
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.user);
  localStorage.removeItem(KEYS.expiresAt);
  for (const key of Object.keys(localStorage)) {
    if (LIST_STATE_KEYS.includes(key) || LIST_STATE_PREFIXES.some((p) => key.startsWith(p))) {
      localStorage.removeItem(key);
    }
  }
  if (state !== EMPTY) emit(EMPTY);
}
