import { vi } from 'vitest';

/**
 * A browser `WebSocket` whose server side the test plays: `accept()` opens it, `receive()` sends
 * the app a message, `drop()` closes it from the server. What the app sent is in `sent` (parsed).
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;

  readonly url: string;
  readyState = 0;
  readonly sent: unknown[] = [];
  /** How the app closed it (undefined while it did not). */
  closedByApp: { code: number; reason: string } | undefined;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }

  send(data: string): void {
    if (this.readyState !== 1)
      throw new DOMException('Still in CONNECTING state', 'InvalidStateError');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.closedByApp = { code, reason };
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code, reason, wasClean: true }));
  }

  // The server's side ---------------------------------------------------------------------------

  accept(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  drop(code = 1006, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code, reason, wasClean: code !== 1006 }));
  }

  /** A network failure: error, then an abnormal close, as browsers report it. */
  fail(): void {
    this.dispatchEvent(new Event('error'));
    this.drop(1006);
  }
}

/**
 * Stubs `globalThis.WebSocket` (the browser boundary) and returns every socket the app opens, in
 * order. Undo it with `vi.unstubAllGlobals()`.
 */
export function fakeWebSockets(): FakeWebSocket[] {
  const sockets: FakeWebSocket[] = [];
  class RecordedWebSocket extends FakeWebSocket {
    constructor(url: string | URL) {
      super(url);
      sockets.push(this);
    }
  }
  vi.stubGlobal('WebSocket', RecordedWebSocket);
  return sockets;
}
