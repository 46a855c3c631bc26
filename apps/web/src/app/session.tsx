import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { LoginResponse, User } from '@transitdocs/domain';
import { forgetInspections } from '../features/inspection/inspection-cache.ts';
import { forgetOfflineCopies } from '../features/offline-copy/forget-offline-copy.ts';
import {
  clearSession,
  getSession,
  loadSession,
  storeLogin,
  storeUser,
  subscribeSession,
} from './session-store.ts';

export type Session = {
  user: User | null;
  token: string | null;
  expiresAt: string | null;
  signIn: (response: LoginResponse) => void;
  setUser: (user: User) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

// An expired session (30 days) is dropped before anything renders (spec 1 §4).
loadSession();

export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeSession, getSession);
  const hasToken = state.token !== null;

  useEffect(() => {
    if (!hasToken) return;
    // Refresh the remembered user once per session start; a 401 ends the session in apiRequest.
    // The API module (and its schemas) loads here, not with the first page.
    import('../api/auth.ts').then(({ fetchMe }) => fetchMe()).then(storeUser, () => undefined);
  }, [hasToken]);

  const signOut = useCallback(async () => {
    try {
      if (getSession().token) {
        const [{ forgetPushSubscription }, { logout }] = await Promise.all([
          import('../features/notifications/push-subscription.ts'),
          import('../api/auth.ts'),
        ]);
        // While the token still works: this device stops getting the user's web pushes.
        await forgetPushSubscription();
        await logout();
      }
    } catch {
      // The token is dropped locally whatever the server says.
    } finally {
      clearSession();
      // The inspection copies kept for offline use leave with the user, offline too, so the next
      // user of the phone reads nothing back (docs/decisions/0060-roadside-inspection-view.md):
      // a static import, so no chunk has to be fetched for it.
      await forgetInspections().catch(() => undefined);
      // So does the driver's working set (docs/decisions/0044-driver-working-set.md); the queue of
      // what waits to be sent stays, so nothing signed offline is lost.
      await forgetOfflineCopies().catch(() => undefined);
      // Loaded with the first screen that read data; a page that never did has nothing cached.
      await import('./query-client.ts').then(
        ({ appQueryClient }) => {
          appQueryClient.clear();
        },
        () => undefined,
      );
    }
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, signIn: storeLogin, setUser: storeUser, signOut }),
    [state, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
