import {
  NOTIFICATION_BATCH,
  NOTIFICATION_CLOSE_CODES,
  NOTIFICATION_KEEP,
  NOTIFICATION_PING_MS,
  NOTIFICATION_RECONNECT_MS,
  NotificationServerMessage,
  type NotificationClientMessage,
  type NotificationMessage,
} from '@transitdocs/domain';

export const NOTIFICATIONS_SOCKET_PATH = '/notifications/api/v1/';

/** What the bell and the /notifications page show. */
export type NotificationsState = {
  connected: boolean;
  unread: number;
  /** newest first */
  items: NotificationMessage[];
  /** the server may have older ones than the last item */
  hasMore: boolean;
  /** a batch was asked for and has not come yet */
  isLoading: boolean;
};

export type NotificationsClientOptions = {
  /** The socket address with the session token (see {@link notificationsSocketUrl}). */
  url: string;
  /** A notification arrived, or the server cleared those of a transit or document. */
  onServerMessage?: (message: NotificationServerMessage) => void;
  /** The server refused the session token: sign out as a 401 does. */
  onBadToken?: () => void;
  /** The account is blocked. */
  onBlocked?: () => void;
};

export type NotificationsClient = {
  getState: () => NotificationsState;
  subscribe: (listener: () => void) => () => void;
  /** Asks for the batch older than the last loaded item (no-op while one is on its way). */
  loadMore: () => void;
  /** Marks everything up to the newest loaded item read. */
  markAllRead: () => void;
  /** Keeps the newest {@link NOTIFICATION_KEEP} (the panel closed). */
  trim: () => void;
  remove: (id: number) => void;
  removeAll: () => void;
  /** Closes the socket for good (logout, unmount). */
  dispose: () => void;
};

/** `ws(s)://{host}/notifications/api/v1/?token=…` for the page's own host. */
export function notificationsSocketUrl(token: string, location: Location = window.location) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${NOTIFICATIONS_SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}

const INITIAL: NotificationsState = {
  connected: false,
  unread: 0,
  items: [],
  hasMore: false,
  isLoading: false,
};

/** Newest first, each id once. */
function merged(...lists: NotificationMessage[][]): NotificationMessage[] {
  const byId = new Map<number, NotificationMessage>();
  for (const list of lists)
    for (const item of list) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

function parse(data: unknown): NotificationServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = NotificationServerMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One socket per signed-in session (spec 1 §7, §9): pings every 20 s, reconnects 10 s after an
 * error or close, and keeps the unread count and the loaded list. The first batch is asked for on
 * every (re)connect so the list is current after a gap.
 */
export function createNotificationsClient(
  options: NotificationsClientOptions,
): NotificationsClient {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  /** What each unanswered get.notifications asked for; the server answers in order. */
  let pending: ('newest' | 'older')[] = [];

  function update(next: Partial<NotificationsState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function send(message: NotificationClientMessage): boolean {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function request(kind: 'newest' | 'older', fromId: number | null): void {
    if (!send({ type: 'get.notifications', ...(fromId === null ? {} : { from_id: fromId }) })) {
      return;
    }
    pending.push(kind);
    update({ isLoading: true });
  }

  function receive(message: NotificationServerMessage): void {
    switch (message.type) {
      case 'new.notification':
        update({
          items: merged([message.data], state.items),
          unread: state.unread + (message.data.read ? 0 : 1),
        });
        break;
      case 'unread.notifications.count':
        update({ unread: message.count });
        break;
      case 'more.notifications': {
        const kind = pending.shift() ?? 'older';
        const newest = message.data[0]?.id ?? 0;
        // The newest batch replaces the list (deletions elsewhere while away), keeping only what
        // arrived after the server read it.
        const kept =
          kind === 'newest' ? state.items.filter((item) => item.id > newest) : state.items;
        update({
          items: merged(kept, message.data),
          hasMore: message.data.length >= NOTIFICATION_BATCH,
          isLoading: pending.length > 0,
        });
        break;
      }
      case 'clear.for.transit':
        update({
          items: state.items.filter((item) => item.data.transit_id !== message.transit_id),
        });
        break;
      case 'clear.for.document':
        update({
          items: state.items.filter((item) => item.data.document_id !== message.document_id),
        });
        break;
      case 'pong':
      case 'error':
        break;
    }
    options.onServerMessage?.(message);
  }

  function stopTimers(): void {
    clearInterval(pingTimer);
    clearTimeout(reconnectTimer);
    pingTimer = undefined;
    reconnectTimer = undefined;
  }

  function scheduleReconnect(): void {
    if (disposed || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, NOTIFICATION_RECONNECT_MS);
  }

  function connect(): void {
    if (disposed) return;
    const current = new WebSocket(options.url);
    socket = current;
    pending = [];
    current.addEventListener('open', () => {
      if (socket !== current) return;
      update({ connected: true, isLoading: false });
      request('newest', null);
      pingTimer = setInterval(() => {
        send({ type: 'ping' });
      }, NOTIFICATION_PING_MS);
    });
    current.addEventListener('message', (event: MessageEvent) => {
      if (socket !== current) return;
      const message = parse(event.data);
      if (message) receive(message);
    });
    const lost = (code: number | null) => {
      if (socket !== current) return;
      clearInterval(pingTimer);
      pingTimer = undefined;
      pending = [];
      update({ connected: false, isLoading: false });
      if (code === NOTIFICATION_CLOSE_CODES.notAuthenticated) {
        socket = null;
        disposed = true;
        stopTimers();
        options.onBadToken?.();
        return;
      }
      if (code === NOTIFICATION_CLOSE_CODES.blocked) {
        socket = null;
        disposed = true;
        stopTimers();
        options.onBlocked?.();
        return;
      }
      scheduleReconnect();
    };
    // A failed socket fires error then close; either starts the single 10 s wait.
    current.addEventListener('error', () => {
      lost(null);
    });
    current.addEventListener('close', (event: CloseEvent) => {
      lost(event.code);
      if (socket === current) socket = null;
    });
  }

  connect();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadMore() {
      const last = state.items.at(-1);
      if (!state.hasMore || state.isLoading || !last) return;
      request('older', last.id);
    },
    markAllRead() {
      const newest = state.items[0];
      if (!send({ type: 'notifications.read', ...(newest ? { to_id: newest.id } : {}) })) return;
      // The server answers with the new count; nothing newer than the list's first item exists.
      update({
        unread: 0,
        items: state.items.map((item) => (item.read ? item : { ...item, read: true })),
      });
    },
    trim() {
      if (state.items.length <= NOTIFICATION_KEEP) return;
      update({ items: state.items.slice(0, NOTIFICATION_KEEP), hasMore: true });
    },
    remove(id) {
      if (!send({ type: 'delete.notification.for.user', notification_id: id })) return;
      update({ items: state.items.filter((item) => item.id !== id) });
    },
    removeAll() {
      if (!send({ type: 'delete.all.notifications.for.user' })) return;
      update({ items: [], hasMore: false, unread: 0 });
    },
    dispose() {
      disposed = true;
      stopTimers();
      const current = socket;
      socket = null;
      if (current && current.readyState <= WebSocket.OPEN) current.close(1000, 'logout');
      listeners.clear();
    },
  };
}
