/**
 * Load on the transit list (`all-transit/`) after `bench:generate`, the scenarios of the list's
 * performance target (docs/decisions/0065-list-benchmark-method.md): starts the server in a worker
 * thread of this process (or uses BENCH_URL, local addresses only), signs in as the Admin of each
 * company of BENCH_COMPANIES (default 1, the large tenant; `2,1` runs the 500- and the
 * 10,000-transit tenant) and keeps CONCURRENCY requests (16) in flight for DURATION_S seconds (10)
 * per scenario, after WARMUP_S (1) uncounted seconds (and each scenario once for WARMUP_S before
 * the first is measured, for a server just started). DATABASES=postgres,sqlite runs both databases
 * in one invocation (needs DATABASE_URL and DATA_DIR); by default the one the configuration picks.
 * Prints per scenario req/s, p50/p95/p99, errors, CPU milliseconds per request (server, load
 * generator, PostgreSQL backends of the database) and the 1-minute load average at start and end,
 * then a markdown table against the targets. RESULT_JSON=<file> writes the figures for
 * `list-compare.ts`. ONLY=<key>[,<key>…] runs the scenarios whose key contains one of them. On PostgreSQL the
 * database is vacuumed once the server has migrated it (`vacuumAfterMigrations`).
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { YOUNG_GENERATION_MB } from '../apps/server/src/platform/heap.ts';
import { typescriptWorkerSource } from '../apps/server/src/platform/ts-worker.ts';
import {
  backendCpuDelta,
  loadAverage1,
  machineTicks,
  mainThreadCpuSeconds,
  postgresBackendCpu,
} from './cpu-usage.ts';
import { keepAliveGet, type GetAnswer } from './keep-alive-get.ts';

const durationMs = Number(process.env.DURATION_S ?? 10) * 1000;
const warmupMs = Number(process.env.WARMUP_S ?? 1) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const acceptEncoding = process.env.ACCEPT_ENCODING ?? '';
const companies = (process.env.BENCH_COMPANIES ?? process.env.BENCH_COMPANY ?? '1')
  .split(',')
  .map((part) => Number(part.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const PATH = '/company/api/v1/all-transit/';

/**
 * The list's targets: req/s for pages of 10 and of 70 (PostgreSQL; SQLite no worse), p99 of pages
 * of 10.
 */
const TARGET = { pageOf10: 800, pageOf70: 250, p99Ms: 50 } as const;
/** SQLite counts as "no worse" down to this share of PostgreSQL's req/s (runs differ by more). */
const SQLITE_TOLERANCE = 0.9;

export type DatabaseKind = 'postgres' | 'sqlite';
export type ScenarioKey =
  | 'page10-first'
  | 'page10-deep'
  | 'page70'
  | 'loading_place+status'
  | 'client_name'
  | 'driver_full_name'
  | 'vehicle_number-2'
  | 'loading_place-1'
  | 'cursor-walk';

/** One scenario's figures; `list-compare.ts` reads these from RESULT_JSON. */
export type ScenarioResult = {
  database: DatabaseKind;
  company: number;
  transits: number;
  scenario: ScenarioKey;
  label: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU milliseconds per request; null where /proc is not readable */
  cpuMs: { server: number | null; load: number | null; postgres: number | null };
  /** 1-minute load average at the scenario's start and end */
  load1: { start: number | null; end: number | null };
  /** share of all cores busy during the scenario, whatever ran (0-1) */
  busy: number | null;
};
export type ResultFile = { node: string; concurrency: number; results: ScenarioResult[] };

type WorkerState = { cursor: string | null; pages: number };
type Step = (state: WorkerState) => Promise<GetAnswer>;
type Scenario = {
  key: ScenarioKey;
  label: string;
  step: Step;
  parse?: (body: string, state: WorkerState) => void;
};
type ListBody = {
  count: number;
  next_cursor: string | null;
  results: {
    sender_location: { town: string }[];
    receivers: { client: { name: string } | null }[];
    carrier: {
      driver: { user: { first_name: string; last_name: string } } | null;
      driver_not_from_system: string | null;
      vehicle: { number: string } | null;
      vehicle_not_from_system: string | null;
    }[];
  }[];
};

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

async function startServer(
  database: DatabaseKind | 'url',
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (database === 'url') {
    const url = (process.env.BENCH_URL ?? '').replace(/\/+$/, '');
    const host = new URL(url).hostname;
    if (!LOCAL_HOSTS.includes(host)) throw new Error(`refusing a non-local address: ${host}`);
    return { url, stop: () => Promise.resolve() };
  }
  // The configuration picks PostgreSQL whenever DATABASE_URL is set.
  const env: Record<string, string | undefined> = { ...process.env };
  if (database === 'sqlite') delete env.DATABASE_URL;
  // The server thread gets the young generation `npm start` gives the server.
  const worker = new Worker(
    typescriptWorkerSource(new URL('./server-worker.ts', import.meta.url)),
    { eval: true, env, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } },
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

/** The database name PostgreSQL backends show in their command line, from DATABASE_URL. */
function postgresDatabaseName(): string | null {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || null;
}

/** Keeps `concurrency` loops of `step` going for `ms`; each loop has its own state (cursor chains). */
async function drive(
  scenario: Scenario,
  ms: number,
): Promise<{ requests: number; errors: number; latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + ms;
  const loop = async (): Promise<void> => {
    const state: WorkerState = { cursor: null, pages: 0 };
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const response = await scenario.step(state);
        if (!response.ok) errors += 1;
        else scenario.parse?.(response.body, state);
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return {
    requests: latencies.length,
    errors,
    latencies,
    seconds: (performance.now() - started) / 1000,
  };
}

async function measure(
  scenario: Scenario,
  context: { database: DatabaseKind; company: number; transits: number; pgName: string | null },
): Promise<ScenarioResult> {
  await drive(scenario, warmupMs);
  const load1Start = loadAverage1();
  const ticksBefore = machineTicks();
  const processBefore = process.cpuUsage();
  const mainBefore = mainThreadCpuSeconds();
  const pgBefore = context.pgName ? postgresBackendCpu(context.pgName) : null;
  const run = await drive(scenario, durationMs);
  const pgAfter = context.pgName ? postgresBackendCpu(context.pgName) : null;
  const mainAfter = mainThreadCpuSeconds();
  const processUsage = process.cpuUsage(processBefore);
  const processSeconds = (processUsage.user + processUsage.system) / 1e6;
  const ticksAfter = machineTicks();
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, run.requests);
  const loadSeconds = mainBefore === null || mainAfter === null ? null : mainAfter - mainBefore;
  const sorted = run.latencies.sort((a, b) => a - b);
  return {
    ...context,
    scenario: scenario.key,
    label: scenario.label,
    requests: run.requests,
    errors: run.errors,
    seconds: run.seconds,
    rps: run.requests / run.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpuMs: {
      server: loadSeconds === null ? null : perRequest(processSeconds - loadSeconds),
      load: loadSeconds === null ? null : perRequest(loadSeconds),
      postgres:
        pgBefore && pgAfter && pgAfter.size > 0
          ? perRequest(backendCpuDelta(pgBefore, pgAfter))
          : null,
    },
    load1: { start: load1Start, end: loadAverage1() },
    busy:
      ticksBefore && ticksAfter && ticksAfter.total > ticksBefore.total
        ? (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total)
        : null,
  };
}

/**
 * The list's benchmark scenarios, their filter values taken from the tenant's own data (the
 * first transit of page 3, so both sides of a comparison get the same values): a town fragment,
 * the distinguishing part of a client's name (`Kontrahent 001-03 Owoce` → `001-03`, one client
 * of 30) and a driver's first name with the start of the last name.
 */
function scenariosFor(get: (query: string) => Promise<GetAnswer>, sample: ListBody): Scenario[] {
  const first = sample.results[0];
  if (!first) throw new Error('no transits: run bench:generate first');
  const town = first.sender_location[0]?.town ?? '';
  const place = process.env.LOADING_PLACE ?? town.slice(0, 5);
  const clientName =
    process.env.CLIENT_NAME ?? (first.receivers[0]?.client?.name ?? '').slice(11, 17);
  const carrier = first.carrier[0];
  const driverUser = carrier?.driver?.user;
  const driverName =
    process.env.DRIVER_NAME ??
    (driverUser
      ? `${driverUser.first_name} ${driverUser.last_name.slice(0, 5)}`
      : (carrier?.driver_not_from_system ?? '').slice(0, 9));
  const plate =
    process.env.PLATE ??
    (carrier?.vehicle?.number ?? carrier?.vehicle_not_from_system ?? 'WX').slice(0, 2);
  const pages = Math.max(1, Math.floor(sample.count / 10));
  const q = encodeURIComponent;
  return [
    {
      key: 'page10-first',
      label: 'page of 10, pages 1-5',
      step: () => get(`?page=${1 + Math.floor(Math.random() * 5)}`),
    },
    {
      key: 'page10-deep',
      label: `page of 10, any of ${pages} pages`,
      step: () => get(`?page=${1 + Math.floor(Math.random() * pages)}`),
    },
    { key: 'page70', label: 'page of 70', step: () => get('?page_size=70') },
    {
      key: 'loading_place+status',
      label: `running + loading_place "${place}"`,
      step: () => get(`?transit_status=running&loading_place=${q(place)}`),
    },
    {
      key: 'client_name',
      label: `client_name "${clientName}"`,
      step: () => get(`?client_name=${q(clientName)}`),
    },
    {
      key: 'driver_full_name',
      label: `driver_full_name "${driverName}"`,
      step: () => get(`?driver_full_name=${q(driverName)}`),
    },
    // Searches too short for a trigram: read from the tenant's own rows (short searches).
    {
      key: 'vehicle_number-2',
      label: `vehicle_number "${plate}" (2 chars)`,
      step: () => get(`?vehicle_number=${q(plate)}`),
    },
    {
      key: 'loading_place-1',
      label: `loading_place "${place.slice(0, 1)}" (1 char)`,
      step: () => get(`?loading_place=${q(place.slice(0, 1))}`),
    },
    {
      key: 'cursor-walk',
      label: 'cursor walk, 20 pages of 10',
      step: (state) => get(`?cursor=${state.cursor ?? ''}`),
      parse: (body, state) => {
        state.pages += 1;
        state.cursor = state.pages % 20 === 0 ? null : (JSON.parse(body) as ListBody).next_cursor;
      },
    },
  ];
}

const fixed = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));

function printLine(r: ScenarioResult): void {
  console.log(
    `${r.database.padEnd(8)} c${r.company} ${r.label.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} req/s` +
      `  p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
      `  errors ${r.errors}  cpu/req server ${fixed(r.cpuMs.server)} load ${fixed(r.cpuMs.load)}` +
      ` pg ${fixed(r.cpuMs.postgres)} ms  load1 ${fixed(r.load1.start)}→${fixed(r.load1.end)}` +
      `  busy ${r.busy === null ? '–' : `${(r.busy * 100).toFixed(0)} %`}`,
  );
}

/** The req/s target of a scenario, or null where the targets set none (the cursor walk). */
function rpsTarget(scenario: ScenarioKey): number | null {
  if (scenario === 'cursor-walk') return null;
  return scenario === 'page70' ? TARGET.pageOf70 : TARGET.pageOf10;
}

/** The markdown summary: each figure beside its target, misses marked ✗. */
function summaryTable(results: ScenarioResult[]): string {
  const rows = [
    '| db | tenant | scenario | req/s | target | p99 ms | target | errors | CPU ms/req server / pg | load1 start→end | busy |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const target = rpsTarget(r.scenario);
    const misses: string[] = [];
    let targetText = target === null ? '—' : `≥${target}`;
    if (target !== null && r.rps < target) misses.push('rps');
    if (r.database === 'sqlite') {
      const postgres = results.find(
        (other) =>
          other.database === 'postgres' &&
          other.company === r.company &&
          other.scenario === r.scenario,
      );
      if (postgres) {
        targetText += `, ≥PG ${postgres.rps.toFixed(0)}`;
        if (r.rps < postgres.rps * SQLITE_TOLERANCE) misses.push('vs PG');
      }
    }
    const p99Target = r.scenario === 'page70' || r.scenario === 'cursor-walk' ? null : TARGET.p99Ms;
    const p99Miss = p99Target !== null && r.p99 >= p99Target;
    rows.push(
      `| ${r.database} | ${r.company} (${r.transits}) | ${r.label} | ` +
        `${r.rps.toFixed(0)}${misses.length ? ' ✗' : ''} | ${targetText} | ` +
        `${r.p99.toFixed(1)}${p99Miss ? ' ✗' : ''} | ${p99Target === null ? '—' : `<${p99Target}`} | ` +
        `${r.errors}${r.errors ? ' ✗' : ''} | ${fixed(r.cpuMs.server)} / ${fixed(r.cpuMs.postgres)} | ` +
        `${fixed(r.load1.start)}→${fixed(r.load1.end)} | ${r.busy === null ? '–' : `${(r.busy * 100).toFixed(0)} %`} |`,
    );
  }
  return rows.join('\n');
}

/**
 * PostgreSQL, once the server has migrated its database: the upkeep autovacuum would give it in
 * its first minutes (a migration that writes rows again leaves old row versions and index
 * entries, which a copy made just before measuring would still carry).
 */
async function vacuumAfterMigrations(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function runDatabase(database: DatabaseKind | 'url'): Promise<ScenarioResult[]> {
  const server = await startServer(database);
  if (database === 'postgres') await vacuumAfterMigrations();
  const results: ScenarioResult[] = [];
  const client = keepAliveGet(concurrency);
  try {
    const kind: DatabaseKind =
      database === 'url' ? (process.env.DATABASE_URL ? 'postgres' : 'sqlite') : database;
    const pgName = kind === 'postgres' ? postgresDatabaseName() : null;
    for (const company of companies) {
      const login = await fetch(`${server.url}/auth/api/v1/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          login: `bench.owner${company}@transitdocs.test`,
          password: 'Bench123!',
        }),
      });
      if (!login.ok) throw new Error(`login of company ${company} failed (${login.status})`);
      const { token } = (await login.json()) as { token: string };
      const plain = { authorization: `Token ${token}` };
      // ACCEPT_ENCODING: the load asks for compressed pages, as a browser does.
      const headers = acceptEncoding ? { ...plain, 'accept-encoding': acceptEncoding } : plain;
      const get = (query: string) => client.get(`${server.url}${PATH}${query}`, headers);
      const sample = JSON.parse(
        (await client.get(`${server.url}${PATH}?page=3`, plain)).body,
      ) as ListBody;
      console.log(
        `${kind} ${server.url}: company ${company} (${sample.count} transits), ${concurrency} concurrent, ` +
          `${durationMs / 1000} s each after ${warmupMs / 1000} s warm-up`,
      );
      const only = (process.env.ONLY ?? '').split(',');
      const scenarios = scenariosFor(get, sample).filter((s) =>
        only.some((part) => s.key.includes(part)),
      );
      // A server's first seconds compile its code and prepare its statements: every scenario
      // runs once before any is measured, so the first one measured is not the one that pays.
      for (const scenario of scenarios) await drive(scenario, warmupMs);
      for (const scenario of scenarios) {
        const result = await measure(scenario, {
          database: kind,
          company,
          transits: sample.count,
          pgName,
        });
        printLine(result);
        results.push(result);
      }
    }
  } finally {
    client.close();
    await server.stop();
  }
  return results;
}

const databases: (DatabaseKind | 'url')[] = process.env.BENCH_URL
  ? ['url']
  : process.env.DATABASES
    ? process.env.DATABASES.split(',').map((name) => {
        const kind = name.trim();
        if (kind !== 'postgres' && kind !== 'sqlite') throw new Error(`unknown database ${kind}`);
        if (kind === 'postgres' && !process.env.DATABASE_URL)
          throw new Error('postgres needs DATABASE_URL');
        return kind;
      })
    : [process.env.DATABASE_URL ? 'postgres' : 'sqlite'];

console.log(`node ${process.version}; load1 ${fixed(loadAverage1())}`);
const results: ScenarioResult[] = [];
for (const database of databases) results.push(...(await runDatabase(database)));
console.log(`\n${summaryTable(results)}\n`);
console.log(
  `Targets (docs/decisions/0065-list-benchmark-method.md): ≥${TARGET.pageOf10} req/s pages of 10, ≥${TARGET.pageOf70} page of 70 on PostgreSQL, ` +
    `SQLite no worse than PostgreSQL (✗ below ${SQLITE_TOLERANCE * 100} % of it), p99 <${TARGET.p99Ms} ms for pages of 10. ` +
    'CPU server = this process minus its load-generating main thread.',
);
if (process.env.RESULT_JSON) {
  const file: ResultFile = { node: process.version, concurrency, results };
  writeFileSync(process.env.RESULT_JSON, JSON.stringify(file, null, 1));
}
