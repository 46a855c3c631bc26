import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationServerMessage } from '@transitdocs/domain';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { documentKeys } from '../../api/documents.ts';
import { transitKeys } from '../../api/transits.ts';
import { reportBlockedAccount } from '../../app/blocked-account.ts';
import { clearSession } from '../../app/session-store.ts';
import { useSession } from '../../app/session.tsx';
import { clientQueryKeys } from '../clients/client-queries.ts';
import {
  createNotificationsClient,
  notificationsSocketUrl,
  type NotificationsClient,
  type NotificationsState,
} from './notifications-client.ts';

/** Refetches what a server message says has changed, so open lists update without a reload. */
export function invalidateFor(queryClient: QueryClient, message: NotificationServerMessage): void {
  switch (message.type) {
    case 'new.notification': {
      const { type, data } = message.data;
      if (type === 'invitation') {
        void queryClient.invalidateQueries({ queryKey: clientQueryKeys.allInvitations });
      }
      if (typeof data.transit_id === 'number') {
        void queryClient.invalidateQueries({ queryKey: transitKeys.all });
        void queryClient.invalidateQueries({ queryKey: documentKeys.list(data.transit_id) });
      }
      return;
    }
    case 'clear.for.transit':
      void queryClient.invalidateQueries({ queryKey: transitKeys.all });
      return;
    case 'clear.for.document':
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      return;
    case 'unread.notifications.count':
    case 'more.notifications':
    case 'pong':
    case 'error':
      return;
  }
}

const NotificationsContext = createContext<NotificationsClient | null>(null);

/** Opens the notifications socket for the signed-in session; closes it at logout. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [client, setClient] = useState<NotificationsClient | null>(null);

  useEffect(() => {
    if (!token) return;
    const created = createNotificationsClient({
      url: notificationsSocketUrl(token),
      onServerMessage: (message) => {
        invalidateFor(queryClient, message);
      },
      // Like a 401 of the HTTP client: the route guard then sends the user to /login.
      onBadToken: clearSession,
      onBlocked: reportBlockedAccount,
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the socket lives as long as this effect
    setClient(created);
    return () => {
      created.dispose();
      setClient(null);
    };
  }, [token, queryClient]);

  return <NotificationsContext.Provider value={client}>{children}</NotificationsContext.Provider>;
}

const DISCONNECTED: NotificationsState = {
  connected: false,
  unread: 0,
  items: [],
  hasMore: false,
  isLoading: false,
};
const noSubscription = () => () => undefined;
const disconnected = () => DISCONNECTED;

/** The notifications state and the client's actions (null before the socket exists). */
export function useNotifications(): {
  state: NotificationsState;
  client: NotificationsClient | null;
} {
  const client = useContext(NotificationsContext);
  const state = useSyncExternalStore(
    client ? client.subscribe : noSubscription,
    client ? client.getState : disconnected,
  );
  return { state, client };
}
