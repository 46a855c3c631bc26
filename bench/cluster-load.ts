/**
 * One instance against two behind a proxy (docs/decisions/0085-two-instances.md). Starts a
 * deployment on this machine: a throwaway PostgreSQL database beside DATABASE_URL (or
 * TEST_DATABASE_URL), the local Redis (TEST_REDIS_URL) under a prefix of this run, the test S3
 * server and the round-robin proxy (each in a process of its own) and two real server processes.
 * Seeds a tenant with bench:generate (COMPANIES 10, TRANSITS 10,000, 5,000 of them company 1's) and
 * uploads a PDF document (a page picture of 76 KB, into the S3 bucket).
 *
 * Then ROUNDS (3) rounds, each with the proxy sending to ONE instance and then to TWO (the
 * proxy's upstreams switch; the second instance idles through the one-instance runs): in each
 * configuration the list page (GET all-transit/, a page of 10 among the first five) and the
 * document download (GET document/id/<id>/download) are loaded at CONCURRENCY (16) for
 * DURATION_S (5) seconds each, after WARMUP_S (1) s of the same load that is not counted.
 * Rounds interleave 1, 2, 1, 2… because this machine's speed drifts within minutes; a fixed CPU
 * probe before each run shows by how much.
 *
 * Prints, per run: req/s, p50, p99, errors, how busy the machine's cores were, the 1-minute
 * load average and the CPU milliseconds per request of each part (instances, PostgreSQL, Redis,
 * S3 server, proxy, load generator); then the medians per configuration. Bounded in time, local
 * addresses only.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { deleteRedisKeys } from '../apps/server/test/cluster/cluster.ts';
import { expectCall, loginOver } from '../apps/server/test/cluster/http-client.ts';
import {
  createThrowawayDatabase,
  startInstances,
  testRedisUrl,
  type Instance,
} from '../apps/server/test/cluster/instances.ts';
import {
  startProxyProcess,
  startS3Process,
} from '../apps/server/test/cluster/service-processes.ts';
import { makePng } from '../apps/server/test/png.ts';
import { keepAliveGet, type GetAnswer } from './keep-alive-get.ts';

const durationMs = Number(process.env.DURATION_S ?? 5) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const rounds = Number(process.env.ROUNDS ?? 3);
const warmupMs = Number(process.env.WARMUP_S ?? 1) * 1000;
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const LIST = '/company/api/v1/all-transit/';
/** bench:generate's first tenant (generate-transits.ts; importing it would run it). */
const OWNER = 'bench.owner1@transitdocs.test';
const PASSWORD = 'Bench123!';
const benchDir = path.dirname(fileURLToPath(import.meta.url));

if (!adminUrl) {
  throw new Error('set DATABASE_URL (or TEST_DATABASE_URL): the cluster runs on PostgreSQL');
}
const dbHost = new URL(adminUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(dbHost)) {
  throw new Error(`refusing a non-local database: ${dbHost}`);
}

// ---------------------------------------------------------------------------------------------
// CPU accounting: per process from /proc, the machine from /proc/stat.

const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (all its threads), or 0 when it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * The PostgreSQL backends serving `database` (their command line names it). Other runs on this
 * machine's PostgreSQL are left out; so are the shared background processes, which a read-only
 * load hardly wakes.
 */
function postgresBackends(database: string): number[] {
  return pidsNamed('postgres').filter((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return command.includes(` ${database} `);
    } catch {
      return false;
    }
  });
}

/** Busy and total jiffies of all cores (busy: everything but idle and iowait). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

type Parts = {
  instances: number;
  postgres: number;
  redis: number;
  s3: number;
  proxy: number;
  load: number;
};
type Part = keyof Parts;

/**
 * CPU seconds so far of every process of the deployment, by pid. Runs are compared pid by pid:
 * a PostgreSQL backend that ends during a run (an idle pool connection let go) must not take
 * its whole past out of the sum, and one that starts counts from zero.
 */
type CpuSample = Map<number, { part: Part; seconds: number }>;

function cpuBetween(before: CpuSample, after: CpuSample): Parts {
  const parts: Parts = { instances: 0, postgres: 0, redis: 0, s3: 0, proxy: 0, load: 0 };
  for (const [pid, { part, seconds }] of after) {
    parts[part] += seconds - (before.get(pid)?.seconds ?? 0);
  }
  return parts;
}

// ---------------------------------------------------------------------------------------------

type Run = {
  instances: number;
  scenario: string;
  round: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** share of all cores busy during the run, 0-1 (this deployment and anything else) */
  busy: number;
  /** cores this deployment used: every part's CPU seconds per second */
  cores: number;
  load1: number;
  probeMs: number;
  cpuMsPerRequest: Parts;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Columns of fixed widths: the second (the scenario) left-aligned, the rest right-aligned. */
const WIDTHS = [4, 22, 7, 7, 7, 4, 5, 5, 6, 7, 19, 6, 6, 6, 6, 6];
function table(cells: string[]): string {
  return cells
    .map((cell, i) => (i === 1 ? cell.padEnd(WIDTHS[i] ?? 8) : cell.padStart(WIDTHS[i] ?? 8)))
    .join(' ');
}

/** A fixed amount of CPU work, timed: how fast this machine is right now. */
function probeMs(): number {
  const started = performance.now();
  let hash = Buffer.alloc(32);
  for (let i = 0; i < 40_000; i++) hash = createHash('sha256').update(hash).digest();
  return performance.now() - started;
}

/** A one-page PDF holding a 160 x 160 picture of noise: 76 KB (RGB) that do not compress. */
async function scannedPdf(): Promise<Buffer> {
  const noise = randomBytes(160 * 160 * 4);
  const png = makePng(160, 160, (x, y) => {
    const i = (y * 160 + x) * 4;
    return [noise[i] ?? 0, noise[i + 1] ?? 0, noise[i + 2] ?? 0, 255];
  });
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  pdf.addPage([595, 842]).drawImage(image, { x: 50, y: 300, width: 495, height: 495 });
  return Buffer.from(await pdf.save());
}

async function generate(databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'generate-transits.ts'], {
    cwd: benchDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      COMPANIES: process.env.COMPANIES ?? '10',
      TRANSITS: process.env.TRANSITS ?? '10000',
      BIG_COMPANY_TRANSITS: process.env.BIG_COMPANY_TRANSITS ?? '5000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench:generate failed (${String(code)})`);
}

const database = await createThrowawayDatabase(adminUrl);
const redisUrl = testRedisUrl();
const redisPrefix = `td-bench-${randomBytes(6).toString('hex')}`;
const cleanups: (() => Promise<void>)[] = [
  () => database.drop(),
  () => deleteRedisKeys(redisUrl, redisPrefix),
];
try {
  await generate(database.url);
  const s3 = await startS3Process();
  cleanups.push(() => s3.close());
  const proxy = await startProxyProcess();
  cleanups.push(() => proxy.close());
  const instances: Instance[] = await startInstances({
    count: 2,
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'td-bench-no-web-dist'),
      ...s3.env,
    },
  });
  cleanups.push(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });
  const [first, second] = instances as [Instance, Instance];
  await proxy.setUpstreams([first.url, second.url]);

  // The tenant's document: uploaded through the proxy, so it lands in the bucket.
  const token = await loginOver(proxy.url, OWNER, PASSWORD);
  const open = (
    await expectCall(200, proxy.url, 'GET', `${LIST}?transit_status=running`, { token })
  ).json() as { count: number; results: { id: number }[] };
  const transitId = open.results[0]?.id;
  if (transitId === undefined) throw new Error('no running transit to upload to');
  const pdf = await scannedPdf();
  const uploaded = (
    await expectCall(201, proxy.url, 'POST', '/company/api/v1/transit-document/', {
      token,
      parts: [
        { name: 'transit', value: String(transitId) },
        { name: 'type', value: '8' },
        { name: 'name', value: 'Scan' },
        { name: 'document', file: pdf, fileName: 'scan.pdf', type: 'application/pdf' },
      ],
    })
  ).json() as { id: number };
  const download = `/company/api/v1/document/id/${uploaded.id}/download`;
  const total = (await expectCall(200, proxy.url, 'GET', LIST, { token })).json() as {
    count: number;
  };

  const headers = { authorization: `Token ${token}` };
  const client = keepAliveGet(concurrency);
  const scenarios: [string, () => Promise<GetAnswer>][] = [
    [
      'list page of 10',
      () => client.get(`${proxy.url}${LIST}?page=${1 + Math.floor(Math.random() * 5)}`, headers),
    ],
    [
      `download ${Math.round(pdf.length / 1024)} KB PDF`,
      () => client.get(`${proxy.url}${download}`, headers),
    ],
  ];
  const redisPids = pidsNamed('redis-server');
  const instancePids = instances.map((instance) => instance.pid);
  const cpuNow = (): CpuSample => {
    const sample: CpuSample = new Map();
    const add = (part: Part, pids: readonly number[]) => {
      for (const pid of pids) sample.set(pid, { part, seconds: processCpuSeconds(pid) });
    };
    add('instances', instancePids);
    add('postgres', postgresBackends(database.name));
    add('redis', redisPids);
    add('s3', [s3.pid]);
    add('proxy', [proxy.pid]);
    add('load', [process.pid]);
    return sample;
  };

  const measure = async (
    scenario: string,
    request: () => Promise<GetAnswer>,
    ms: number,
  ): Promise<Omit<Run, 'instances' | 'round' | 'probeMs'>> => {
    const latencies: number[] = [];
    let errors = 0;
    const cpuBefore = cpuNow();
    const ticksBefore = machineTicks();
    const started = performance.now();
    const end = started + ms;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const answer = await request();
          if (!answer.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = performance.now() - started;
    const cpu = cpuBetween(cpuBefore, cpuNow());
    const ticksAfter = machineTicks();
    const count = Math.max(1, latencies.length);
    const perRequest = (part: Part) => (cpu[part] * 1000) / count;
    latencies.sort((x, y) => x - y);
    return {
      scenario,
      rps: latencies.length / (elapsed / 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
      busy:
        (ticksAfter.busy - ticksBefore.busy) / Math.max(1, ticksAfter.total - ticksBefore.total),
      cores: Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0) / (elapsed / 1000),
      load1: os.loadavg()[0] ?? 0,
      cpuMsPerRequest: {
        instances: perRequest('instances'),
        postgres: perRequest('postgres'),
        redis: perRequest('redis'),
        s3: perRequest('s3'),
        proxy: perRequest('proxy'),
        load: perRequest('load'),
      },
    };
  };

  console.log(
    `\n${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `node ${process.version}; company 1: ${total.count} transits; ${concurrency} concurrent, ` +
      `${durationMs / 1000} s per run, ${rounds} rounds`,
  );
  // Both instances warmed up (JIT, connection pools) before anything counts.
  for (const [, request] of scenarios) await measure('warm-up', request, 3000);

  console.log(
    table([
      'inst',
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'err',
      'busy',
      'ours',
      'load1',
      'probe',
      '| cpu ms/req: inst',
      'pg',
      'redis',
      's3',
      'proxy',
      'load',
    ]),
  );
  const runs: Run[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const count of [1, 2]) {
      await proxy.setUpstreams(instances.slice(0, count).map((instance) => instance.url));
      for (const [name, request] of scenarios) {
        // Not counted: an instance that idled through the other configuration's runs has let
        // its pool connections go (pg's 10 s idle timeout), and new PostgreSQL backends start
        // with cold caches; a steady deployment keeps them. WARMUP_S evens that out.
        await measure('warm-up', request, warmupMs);
        const probe = probeMs();
        const result = await measure(name, request, durationMs);
        const run: Run = { ...result, instances: count, round, probeMs: probe };
        runs.push(run);
        const c = run.cpuMsPerRequest;
        console.log(
          table([
            String(count),
            name,
            run.rps.toFixed(0),
            run.p50.toFixed(1),
            run.p99.toFixed(1),
            String(run.errors),
            `${(run.busy * 100).toFixed(0)}%`,
            run.cores.toFixed(2),
            run.load1.toFixed(2),
            `${run.probeMs.toFixed(0)} ms`,
            `| ${c.instances.toFixed(2)}`,
            ...[c.postgres, c.redis, c.s3, c.proxy, c.load].map((value) => value.toFixed(2)),
          ]),
        );
      }
    }
  }

  const stats = await proxy.stats();
  const served = instances.map((instance) => stats[instance.url]?.requests ?? 0);
  console.log(`\nrequests the proxy gave each instance: ${served.join(' and ')}`);
  console.log(`\nmedians over ${rounds} rounds`);
  console.log(
    table(['inst', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'busy', 'ours', 'cpu ms/req']),
  );
  for (const [name] of scenarios) {
    const medians = [1, 2].map((count) => {
      const group = runs.filter((run) => run.scenario === name && run.instances === count);
      const of = (pick: (run: Run) => number) => median(group.map(pick));
      const cpu = (run: Run) =>
        Object.values(run.cpuMsPerRequest).reduce((sum, value) => sum + value, 0);
      console.log(
        table([
          String(count),
          name,
          of((run) => run.rps).toFixed(0),
          of((run) => run.p50).toFixed(1),
          of((run) => run.p99).toFixed(1),
          `${(of((run) => run.busy) * 100).toFixed(0)}%`,
          of((run) => run.cores).toFixed(2),
          of(cpu).toFixed(2),
        ]),
      );
      return of((run) => run.rps);
    });
    const [one = 0, two = 0] = medians;
    console.log(`      ${name}: two instances / one = ${(two / Math.max(1, one)).toFixed(2)}`);
  }
  client.close();
} finally {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
}
