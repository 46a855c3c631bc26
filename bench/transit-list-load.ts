/**
 * Load on the transit list (`all-transit/`) after `bench:generate`: starts the server in a worker
 * thread of this process on the same DATA_DIR / DATABASE_URL (or uses BENCH_URL, local addresses
 * only), signs in as the Admin of company BENCH_COMPANY (1 = the large tenant) and keeps
 * CONCURRENCY requests (16) in flight for DURATION_S seconds (10) per scenario. Prints req/s,
 * p50, p95, p99 and errors. Bounded in time. ONLY=<text> runs only the scenarios naming it.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { YOUNG_GENERATION_MB } from '../apps/server/src/platform/heap.ts';
import { typescriptWorkerSource } from '../apps/server/src/platform/ts-worker.ts';
import { cpuSeconds } from './cpu-usage.ts';
import { keepAliveGet, type GetAnswer } from './keep-alive-get.ts';

const durationMs = Number(process.env.DURATION_S ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const companyNumber = Number(process.env.BENCH_COMPANY ?? 1);
const PATH = '/company/api/v1/all-transit/';

type WorkerState = { cursor: string | null; pages: number };
type Result = {
  name: string;
  count: number;
  errors: number;
  latencies: number[];
  ms: number;
  /** CPU milliseconds per request: this process (server and load) and PostgreSQL */
  cpuMs: { node: number; postgres: number | null };
};
type ListBody = {
  count: number;
  next_cursor: string | null;
  results: {
    loading_date: string | null;
    receivers: { client: { name: string } }[];
    carrier: { driver: { user: { last_name: string } } | null }[];
  }[];
};

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/+$/, '');
    const host = new URL(url).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
      throw new Error(`refusing to load a non-local address: ${host}`);
    }
    return { url, stop: () => Promise.resolve() };
  }
  // The server thread gets the young generation `npm start` gives the server.
  const worker = new Worker(
    typescriptWorkerSource(new URL('./server-worker.ts', import.meta.url)),
    { eval: true, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } },
  );
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => {
      resolve(message.port);
    });
    worker.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Each worker runs `step` in a loop; `step` gets the worker's own state (cursor chains). */
async function run(
  name: string,
  step: (state: WorkerState) => Promise<GetAnswer>,
  parse?: (body: string, state: WorkerState) => void,
): Promise<Result> {
  const result: Result = {
    name,
    count: 0,
    errors: 0,
    latencies: [],
    ms: durationMs,
    cpuMs: { node: 0, postgres: null },
  };
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const end = started + durationMs;
  const worker = async (): Promise<void> => {
    const state: WorkerState = { cursor: null, pages: 0 };
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const response = await step(state);
        if (!response.ok) result.errors += 1;
        else parse?.(response.body, state);
      } catch {
        result.errors += 1;
      }
      result.latencies.push(performance.now() - t0);
      result.count += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = performance.now() - started;
  const cpuAfter = cpuSeconds();
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.count);
  result.cpuMs = {
    node: perRequest(cpuAfter.node - cpuBefore.node),
    postgres:
      cpuAfter.postgres === null || cpuBefore.postgres === null
        ? null
        : perRequest(cpuAfter.postgres - cpuBefore.postgres),
  };
  return result;
}

function report(result: Result): void {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rps = result.count / (result.ms / 1000);
  const line =
    `${result.name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms` +
    `  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms  errors ${result.errors}` +
    `  cpu/req node ${result.cpuMs.node.toFixed(2)} ms` +
    (result.cpuMs.postgres === null ? '' : ` pg ${result.cpuMs.postgres.toFixed(2)} ms`);
  console.log(line);
}

const server = await startServer();
try {
  const base = server.url;
  const login = await fetch(`${base}/auth/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login: `bench.owner${companyNumber}@transitdocs.test`,
      password: 'Bench123!',
    }),
  });
  if (!login.ok) throw new Error(`bench login failed (${login.status}): run bench:generate first`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Token ${token}` };
  const client = keepAliveGet(concurrency);
  const get = (query: string) => client.get(`${base}${PATH}${query}`, headers);

  // Filter values taken from the data itself.
  const sample = JSON.parse((await get('?page=3')).body) as ListBody;
  const first = sample.results[0];
  if (!first) throw new Error('no transits: run bench:generate first');
  const loadingDate = first.loading_date ?? '';
  const clientFragment = (first.receivers[0]?.client.name ?? '').slice(11, 17);
  const driverName = first.carrier[0]?.driver?.user.last_name ?? '';
  console.log(
    `${base}: company ${companyNumber} (${sample.count} transits), ${concurrency} concurrent, ${durationMs / 1000} s each`,
  );

  await run('warm-up', () => get('?page_size=10'));
  const pages = Math.max(1, Math.floor(sample.count / 10));
  const scenarios: [string, Parameters<typeof run>[1], Parameters<typeof run>[2]?][] = [
    ['page of 10, unfiltered (pages 1-5)', () => get(`?page=${1 + Math.floor(Math.random() * 5)}`)],
    [
      'page of 10, unfiltered, deep pages',
      () => get(`?page=${1 + Math.floor(Math.random() * pages)}`),
    ],
    ['page of 70, unfiltered', () => get('?page_size=70')],
    [
      `filtered 10: running + loading_date`,
      () => get(`?transit_status=running&loading_date=${loadingDate}`),
    ],
    [
      `filtered 10: client_name "${clientFragment}"`,
      () => get(`?client_name=${encodeURIComponent(clientFragment)}`),
    ],
    [
      `filtered 10: finished + driver "${driverName}"`,
      () => get(`?transit_status=finished&driver_full_name=${encodeURIComponent(driverName)}`),
    ],
    [
      'cursor paging of 10 (walks 20 pages)',
      (state) => get(`?cursor=${state.cursor ?? ''}`),
      (body, state) => {
        state.pages += 1;
        state.cursor = state.pages % 20 === 0 ? null : (JSON.parse(body) as ListBody).next_cursor;
      },
    ],
  ];
  // ONLY=<text>: run just the scenarios whose name contains it (e.g. ONLY="running + loading").
  const only = process.env.ONLY ?? '';
  for (const [name, step, parse] of scenarios) {
    if (name.includes(only)) report(await run(name, step, parse));
  }
  client.close();
} finally {
  await server.stop();
}
