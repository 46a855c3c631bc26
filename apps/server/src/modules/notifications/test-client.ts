import { createRequire } from 'node:module';
import { NotificationServerMessage } from '@transitdocs/domain';

/**
 * A WebSocket client for tests and the benchmark, on the `ws` package (a dependency of
 * @fastify/websocket; it ships no types, so the part used is typed here).
 */
type WsClient = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};
type WsClientConstructor = new (url: string) => WsClient;

const require = createRequire(import.meta.url);
const WebSocketClient = (require('ws') as { WebSocket: WsClientConstructor }).WebSocket;

export type NotificationSocket = {
  /** every message received so far, parsed */
  readonly received: NotificationServerMessage[];
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** Waits for the next message (after those already taken) that matches. */
  next<T extends NotificationServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<NotificationServerMessage, { type: T }>>;
  /** Resolves with the close code and reason. */
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
  close(): void;
  /** Called with each parsed message and the time it arrived (performance.now()). */
  onMessage?: (message: NotificationServerMessage, at: number) => void;
};

export function notificationsUrl(baseUrl: string, token: string): string {
  const url = new URL('/notifications/api/v1/', baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('token', token);
  return url.toString();
}

/** Opens a socket; resolves once it is open (the server may still close it right after). */
export function openNotificationSocket(
  url: string,
  options: { validate?: boolean } = {},
): Promise<NotificationSocket> {
  // The benchmark skips validation: it measures the server, not this client's parsing.
  const validate = options.validate ?? true;
  const socket = new WebSocketClient(url);
  const received: NotificationServerMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  let closeInfo: { code: number; reason: string } | null = null;
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const client: NotificationSocket = {
    received,
    send(message) {
      socket.send(JSON.stringify(message));
    },
    sendRaw(text) {
      socket.send(text);
    },
    next(type, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = taken; i < received.length; i++) {
            const message = received[i];
            if (message?.type === type) {
              taken = i + 1;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(message as Extract<NotificationServerMessage, { type: typeof type }>);
              return;
            }
          }
          if (closeInfo) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(
              new Error(`socket closed (${closeInfo.code} ${closeInfo.reason}) before ${type}`),
            );
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    closed(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!closeInfo) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(closeInfo);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`socket not closed within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      socket.close();
    },
  };
  socket.on('message', (data) => {
    const at = performance.now();
    const json = JSON.parse(data.toString('utf8')) as unknown;
    const message = validate
      ? NotificationServerMessage.parse(json)
      : (json as NotificationServerMessage);
    received.push(message);
    client.onMessage?.(message, at);
    wake();
  });
  socket.on('close', (code, reason) => {
    closeInfo = { code, reason: reason.toString('utf8') };
    wake();
  });
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      resolve(client);
    });
    socket.on('error', (error) => {
      if (socket.readyState !== 1) reject(error);
    });
  });
}
