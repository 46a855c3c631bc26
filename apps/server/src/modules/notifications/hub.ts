import { randomUUID } from 'node:crypto';
import {
  illFormedTextPaths,
  NOTIFICATION_CLOSE_CODES,
  NotificationClientMessage,
  type NotificationMessage,
  type NotificationServerMessage,
} from '@transitdocs/domain';
import type { Deps } from '../../platform/context.ts';
import type { PushSender } from './push.ts';
import * as service from './service.ts';

/** The part of a `ws` WebSocket the hub uses (the package ships no types here). */
export type ServerSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  off(event: 'message', listener: (data: unknown, isBinary: boolean) => void): void;
};

const OPEN = 1;

/** Checks the session again: null while it is live, else how to close. */
export type SessionRecheck = () => Promise<{ code: number; reason: string } | null>;

type Connection = {
  id: string;
  userId: number;
  socket: ServerSocket;
  lastSeen: number;
  checkedAt: number;
  recheck: SessionRecheck;
};

export type NotificationHub = {
  /**
   * Starts serving a socket whose session was checked; `early` came in during the check. The
   * session is checked again on a ping once per idle timeout (a logout closes the socket).
   */
  attach(userId: number, socket: ServerSocket, early: unknown[], recheck: SessionRecheck): void;
  size(): number;
  close(): void;
};

function send(socket: ServerSocket, message: NotificationServerMessage): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

function textOf(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((part) => Buffer.isBuffer(part))) {
    return Buffer.concat(data).toString('utf8');
  }
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return null;
}

/**
 * The sockets of this instance by user. Events come from pubsub (any instance's writes), so a
 * user hears of a notification whichever instance they are connected to. Messages of one socket
 * are answered in order. A socket silent for longer than the idle timeout is closed.
 */
export function createNotificationHub(
  deps: Pick<Deps, 'db' | 'pubsub' | 'log'>,
  options: { idleTimeoutMs: number; push: PushSender },
): NotificationHub {
  const byUser = new Map<number, Set<Connection>>();

  async function sendCount(userId: number, sockets: Iterable<Connection>): Promise<number> {
    const count = await service.unreadCount(deps, userId);
    for (const connection of sockets) {
      send(connection.socket, { type: 'unread.notifications.count', count });
    }
    return count;
  }

  /** After a change on one socket: its answer, then the user's other sockets everywhere. */
  async function countChanged(connection: Connection): Promise<void> {
    const count = await sendCount(connection.userId, [connection]);
    await deps.pubsub.publish('notifications.changed', {
      user_id: connection.userId,
      count,
      source: connection.id,
    });
  }

  const unsubscribers = [
    deps.pubsub.subscribe('notifications.created', ({ notifications }) => {
      // One event's notifications usually share one data object: validate it once, not per user.
      const checked = new Map<unknown, NotificationMessage['data']>();
      for (const notification of notifications) {
        const connections = byUser.get(notification.user_id);
        if (!connections) continue;
        let data = checked.get(notification.data);
        if (!data) {
          data = service.publishedToMessage(notification).data;
          checked.set(notification.data, data);
        }
        const text = JSON.stringify({
          type: 'new.notification',
          data: service.publishedToMessage(notification, data),
        } satisfies NotificationServerMessage);
        for (const connection of connections) {
          if (connection.socket.readyState === OPEN) connection.socket.send(text);
        }
      }
      options.push.send(notifications).catch((error: unknown) => {
        deps.log.error({ err: error }, 'web push failed');
      });
    }),
    deps.pubsub.subscribe('notifications.cleared', (cleared) => {
      const message: NotificationServerMessage =
        cleared.transit_id !== undefined
          ? { type: 'clear.for.transit', transit_id: cleared.transit_id }
          : { type: 'clear.for.document', document_id: cleared.document_id };
      for (const userId of cleared.user_ids) {
        const connections = byUser.get(userId);
        if (!connections) continue;
        for (const connection of connections) send(connection.socket, message);
        sendCount(userId, connections).catch((error: unknown) => {
          deps.log.error({ err: error }, 'unread count failed');
        });
      }
    }),
    deps.pubsub.subscribe('notifications.changed', ({ user_id, count, source }) => {
      for (const connection of byUser.get(user_id) ?? []) {
        if (connection.id !== source) {
          send(connection.socket, { type: 'unread.notifications.count', count });
        }
      }
    }),
  ];

  async function handle(connection: Connection, data: unknown): Promise<void> {
    const { socket, userId } = connection;
    const text = textOf(data);
    let json: unknown;
    try {
      json = JSON.parse(text ?? '');
    } catch {
      send(socket, { type: 'error', error: 'malformed_json' });
      return;
    }
    // As an HTTP body: text that is not well-formed UTF-16 (a lone surrogate, escaped in the
    // JSON) is refused whole, whatever field carries it, and nothing is done.
    if (illFormedTextPaths(json).length > 0) {
      send(socket, { type: 'error', error: 'text_not_well_formed' });
      return;
    }
    const parsed = NotificationClientMessage.safeParse(json);
    if (!parsed.success) {
      const isKnownType =
        typeof json === 'object' &&
        json !== null &&
        NotificationClientMessage.options.some(
          (option) => option.shape.type.value === (json as { type?: unknown }).type,
        );
      send(socket, { type: 'error', error: isKnownType ? 'invalid_format' : 'invalid_choice' });
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'ping': {
        if (Date.now() - connection.checkedAt > options.idleTimeoutMs) {
          const refusal = await connection.recheck();
          if (refusal) {
            socket.close(refusal.code, refusal.reason);
            return;
          }
          connection.checkedAt = Date.now();
        }
        send(socket, { type: 'pong' });
        return;
      }
      case 'get.notifications':
        send(socket, {
          type: 'more.notifications',
          data: await service.batchOf(deps, userId, message.from_id ?? null),
        });
        return;
      case 'notifications.read':
        await service.markRead(deps, userId, message.to_id ?? null);
        await countChanged(connection);
        return;
      case 'delete.notification.for.user':
      case 'delete.all.notifications.for.user': {
        const id = message.type === 'delete.notification.for.user' ? message.notification_id : null;
        await service.deleteNotifications(deps, userId, id);
        await countChanged(connection);
        return;
      }
    }
  }

  const sweepEvery = Math.max(50, Math.min(options.idleTimeoutMs / 2, 10_000));
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const connections of byUser.values()) {
      for (const connection of connections) {
        if (now - connection.lastSeen > options.idleTimeoutMs) {
          connection.socket.close(NOTIFICATION_CLOSE_CODES.idle, 'idle_timeout');
        }
      }
    }
  }, sweepEvery);
  sweeper.unref();

  return {
    attach(userId, socket, early, recheck) {
      const now = Date.now();
      const connection: Connection = {
        id: randomUUID(),
        userId,
        socket,
        lastSeen: now,
        checkedAt: now,
        recheck,
      };
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(connection);
      let queue: Promise<void> = sendCount(userId, [connection]).then(
        () => undefined,
        (error: unknown) => {
          deps.log.error({ err: error }, 'unread count failed');
        },
      );
      const next = (work: () => Promise<void>) => {
        queue = queue.then(work).catch((error: unknown) => {
          deps.log.error({ err: error }, 'notification socket message failed');
          send(socket, { type: 'error', error: 'server_error' });
        });
      };
      for (const data of early) next(() => handle(connection, data));
      socket.on('message', (data) => {
        connection.lastSeen = Date.now();
        next(() => handle(connection, data));
      });
      socket.on('close', () => {
        const current = byUser.get(userId);
        current?.delete(connection);
        if (current?.size === 0) byUser.delete(userId);
      });
      socket.on('error', (error) => {
        deps.log.debug({ err: error }, 'notification socket error');
      });
    },
    size() {
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
    close() {
      clearInterval(sweeper);
      for (const unsubscribe of unsubscribers) unsubscribe();
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.socket.close(1001, 'server_shutdown');
      }
      byUser.clear();
    },
  };
}
