import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery the receiver got, and what it answered. */
export type ReceivedWebhook = {
  path: string;
  event: string;
  /** the body's `id` (the event id) */
  id: string;
  body: { id: string; event: string; created_at: string; data: Record<string, unknown> };
  raw: string;
  signature: string;
  /** every request header, single-valued (what a verifier library is given) */
  headers: Record<string, string>;
  /** Date.now() when it arrived */
  at: number;
  status: number;
};

/** A request as the receiver's connection saw it: when it came in and when it closed. */
export type OpenedRequest = { path: string; openedAt: number; closedAt: number | null };

export type WebhookReceiver = {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Every request, answered or not, in the order they came in. */
  requests: OpenedRequest[];
  /** Answer 500 to the next `count` requests on `path` (Infinity: always). */
  failNext(path: string, count: number): void;
  /** Wait `ms` before answering on `path`. */
  delay(path: string, ms: number): void;
  /** Never answer on `path`: each request stays open until the sender gives up. */
  hold(path: string): void;
  /** Answer `status` on `path` at once, then a byte of body every 50 ms, never ending. */
  trickle(path: string, status: number): void;
  close(): Promise<void>;
};

/** The most of `requests` on `paths` that were open at the same time. */
export function mostOpenAtOnce(requests: readonly OpenedRequest[], paths: readonly string[]) {
  const edges = requests
    .filter((r) => paths.includes(r.path))
    .flatMap((r) => [
      { at: r.openedAt, step: 1 },
      { at: r.closedAt ?? Number.POSITIVE_INFINITY, step: -1 },
    ])
    // A request that closed in the same millisecond another opened did not overlap it.
    .sort((a, b) => a.at - b.at || a.step - b.step);
  let open = 0;
  let most = 0;
  for (const edge of edges) {
    open += edge.step;
    most = Math.max(most, open);
  }
  return most;
}

/**
 * Whether `header` (`t=..,v1=..`, one `v1=` per valid secret during a rotation) holds a valid
 * signature of `raw` with `secret`.
 */
export function verifySignature(secret: string, raw: string, header: string): boolean {
  const match = /^t=(\d+)((?:,v1=[0-9a-f]{64})+)$/.exec(header);
  if (!match?.[1] || !match[2]) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${raw}`).digest();
  return match[2]
    .split(',v1=')
    .slice(1)
    .some((mac) => timingSafeEqual(expected, Buffer.from(mac, 'hex')));
}

/**
 * A webhook receiver for the tests on 127.0.0.1 (plain http: the tests run with
 * WEBHOOK_ALLOW_PRIVATE=true, which allows it). Records every request; answers 200 unless told.
 */
export async function startWebhookReceiver(
  options: { port?: number } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const failures = new Map<string, number>();
  const delays = new Map<string, number>();
  const held = new Set<string>();
  const trickled = new Map<string, number>();
  const requests: OpenedRequest[] = [];
  const server = http.createServer((req, res) => {
    const opened: OpenedRequest = { path: req.url ?? '', openedAt: Date.now(), closedAt: null };
    requests.push(opened);
    res.on('close', () => {
      opened.closedAt = Date.now();
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const raw = Buffer.concat(chunks).toString('utf8');
      const left = failures.get(path) ?? 0;
      const status = left > 0 ? 500 : 200;
      if (left > 0) failures.set(path, left - 1);
      const answer = () => {
        let body: ReceivedWebhook['body'];
        try {
          body = JSON.parse(raw) as ReceivedWebhook['body'];
        } catch {
          body = { id: '', event: '', created_at: '', data: {} };
        }
        received.push({
          path,
          event: body.event,
          id: body.id,
          body,
          raw,
          signature: String(req.headers['x-transitdocs-signature'] ?? ''),
          headers: Object.fromEntries(
            Object.entries(req.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          at: Date.now(),
          status,
        });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'no');
      };
      if (held.has(path)) return;
      const trickle = trickled.get(path);
      if (trickle !== undefined) {
        res.writeHead(trickle, { 'content-type': 'text/plain' });
        const drip = setInterval(() => res.write('.'), 50);
        res.on('close', () => {
          clearInterval(drip);
        });
        return;
      }
      const wait = delays.get(path) ?? 0;
      if (wait > 0) setTimeout(answer, wait);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    received,
    requests,
    failNext(path, count) {
      failures.set(path, count);
    },
    delay(path, ms) {
      delays.set(path, ms);
    },
    hold(path) {
      held.add(path);
    },
    trickle(path, status) {
      trickled.set(path, status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
