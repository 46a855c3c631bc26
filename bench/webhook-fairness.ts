/**
 * One company's slow webhooks against another's (docs/decisions/0098-fair-webhook-delivery.md):
 * starts the real server (src/main.ts, SQLite in a temporary DATA_DIR, WEBHOOK_ALLOW_PRIVATE so
 * that it may post to receivers on 127.0.0.1) and registers two companies. The noisy one has
 * SLOW_ENDPOINTS (16) endpoints that never answer: each of its deliveries holds a connection
 * until the server's time limit (WEBHOOK_TIMEOUT_MS, 10 s by default) ends it. The quiet one has
 * one endpoint that answers at once.
 *
 * - alone: the quiet company creates a transit ROUNDS (20) times, GAP_MS (250) apart, and each
 *   time the time from its POST to its delivery's arrival is taken (the floor);
 * - noisy: the same while the noisy company creates a transit every NOISE_MS (500) ms, each
 *   queueing a delivery to each of its 16 endpoints (a backlog that grows all along).
 *
 * It prints the quiet company's delivery times (p50, p95, max) and the most of the noisy
 * company's requests open at once. Target: the quiet company's deliveries arrive in well under a
 * second while the noisy one's endpoints hang. SERVER_ROOT=<another checkout> runs that
 * checkout's server (its own node_modules) with this load, to measure the code before a change.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTransitDocsClient } from '@transitdocs/client';
import { registerPayload } from '../apps/server/test/factories.ts';
import { loadavg, percentile, signIn, startLocalServer } from './local-server.ts';

const SLOW_ENDPOINTS = Number(process.env.SLOW_ENDPOINTS ?? 16);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const GAP_MS = Number(process.env.GAP_MS ?? 250);
const NOISE_MS = Number(process.env.NOISE_MS ?? 500);
/** How long a round waits for the quiet company's delivery before it counts it as late. */
const WAIT_MS = Number(process.env.WAIT_MS ?? 20_000);

/** Receivers on 127.0.0.1: /slow/* never answers, /quick answers 200 and notes the arrival. */
function startReceivers() {
  const arrivals: number[] = [];
  let waiting: (() => void) | null = null;
  const open = { now: 0, most: 0, total: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    if ((req.url ?? '').startsWith('/slow/')) {
      open.now += 1;
      open.total += 1;
      open.most = Math.max(open.most, open.now);
      res.on('close', () => {
        open.now -= 1;
      });
      return;
    }
    req.on('end', () => {
      arrivals.push(performance.now());
      res.writeHead(200).end('ok');
      waiting?.();
    });
  });
  return new Promise<{
    url: string;
    open: typeof open;
    nextArrival: (ahead: number) => Promise<number>;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${String(port)}`,
        open,
        /** When the delivery `ahead` arrivals from now comes (1: the next one). */
        nextArrival(ahead: number) {
          const index = arrivals.length + ahead - 1;
          return new Promise((arrived) => {
            waiting = () => {
              if (arrivals.length > index) arrived(arrivals[index] ?? 0);
            };
          });
        },
        async close() {
          server.closeAllConnections();
          await new Promise((closed) => server.close(closed));
        },
      });
    });
  });
}

/** The typed API client (from the API document) as `token`'s user. */
const clientOf = (base: string, token?: string) =>
  createTransitDocsClient({ baseUrl: base, ...(token ? { token } : {}) });

/** Fails the benchmark unless the call succeeded. */
function succeeded(result: { error?: unknown; response: Response }, what: string): void {
  if (!result.response.ok) {
    throw new Error(`${what}: ${String(result.response.status)} ${JSON.stringify(result.error)}`);
  }
}

async function addEndpoint(base: string, token: string, url: string): Promise<void> {
  const result = await clientOf(base, token).POST('/company/api/v1/webhooks/', {
    body: { url, events: ['transit.created'] },
  });
  succeeded(result, `webhook ${url}`);
}

async function createTransit(base: string, token: string): Promise<void> {
  succeeded(
    await clientOf(base, token).POST('/company/api/v1/all-transit/', { body: {} }),
    'transit',
  );
}

/** Registers a company through the API and signs its owner in. */
async function company(base: string, name: string): Promise<string> {
  // The tests' registration payload (a valid NIP, unique e-mail and phone), loosely typed there.
  const payload = registerPayload({ company: { name } });
  const response = await fetch(`${base}/auth/api/v1/admin-user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (response.status !== 201) throw new Error(`registration: ${await response.text()}`);
  return signIn(base, payload.email, payload.password);
}

const receivers = await startReceivers();
const server = await startLocalServer(
  {
    SEED_DEMO: 'false',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_MAX_ENDPOINTS: String(Math.max(10, SLOW_ENDPOINTS)),
  },
  process.env.SERVER_ROOT,
);
try {
  const { base } = server;
  const noisy = await company(base, 'Noisy Sp. z o.o.');
  const quiet = await company(base, 'Quiet Sp. z o.o.');
  for (let n = 1; n <= SLOW_ENDPOINTS; n++) {
    await addEndpoint(base, noisy, `${receivers.url}/slow/${String(n)}`);
  }
  await addEndpoint(base, quiet, `${receivers.url}/quick`);
  console.log(
    `server pid ${String(server.pid)}${process.env.SERVER_ROOT ? ` (${process.env.SERVER_ROOT})` : ''}; ` +
      `${SLOW_ENDPOINTS} endpoints that never answer; load average ${loadavg()}`,
  );

  /**
   * The quiet company's delivery times in ms, from its POST to the arrival; a delivery that has
   * not come after WAIT_MS counts as that long, and the next round waits for it first.
   */
  const quietRounds = async () => {
    const times: number[] = [];
    let late = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const arrival = receivers.nextArrival(late + 1);
      const started = performance.now();
      await createTransit(base, quiet);
      const arrived = await Promise.race([
        arrival,
        new Promise<null>((resolve) => setTimeout(resolve, WAIT_MS, null)),
      ]);
      if (arrived === null) late += 1;
      else late = 0;
      times.push((arrived ?? performance.now()) - started);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    return times;
  };
  const report = (name: string, times: number[], extra = '') => {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(6)} quiet company's delivery n=${String(sorted.length)}  p50 ${percentile(sorted, 50).toFixed(1)} ms` +
        `  p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms${extra}`,
    );
  };

  report('alone', await quietRounds());

  const noise = { on: true };
  let noisyTransits = 0;
  const noiseLoop = (async () => {
    while (noise.on) {
      await createTransit(base, noisy);
      noisyTransits += 1;
      await new Promise((resolve) => setTimeout(resolve, NOISE_MS));
    }
  })();
  // Let the noisy company's deliveries take whatever senders they can.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const noisyTimes = await quietRounds();
  noise.on = false;
  await noiseLoop;
  const late = noisyTimes.filter((ms) => ms >= WAIT_MS).length;
  report(
    'noisy',
    noisyTimes,
    (late > 0 ? `  (${String(late)} not arrived after ${String(WAIT_MS / 1000)} s)` : '') +
      `  | noisy company: ${String(noisyTransits)} transits, ${String(noisyTransits * SLOW_ENDPOINTS)} deliveries queued, ` +
      `${String(receivers.open.total)} requests made, at most ${String(receivers.open.most)} open at once`,
  );
  console.log(`load average ${loadavg()}`);
} finally {
  await server.stop();
  await receivers.close();
}
