/**
 * Interleaved A/B rounds of `bench:transits` between two checkouts (A_DIR, B_DIR; each with its
 * node_modules, each starting its own server in-process). Each side gets its own copy of the
 * dataset, made once at the start, so one side's migrations never reach the other: SQLITE_DATA
 * (a `bench:generate` DATA_DIR) is copied to a temporary directory, PG_TEMPLATE (a database
 * `bench:generate` filled) is cloned with `CREATE DATABASE … TEMPLATE` on the server of PG_URL.
 * ROUNDS (3) rounds of A then B, DURATION_S (5) seconds a scenario, BENCH_COMPANIES ('2,1'),
 * DATABASES (every one given), ONLY as in `bench:transits`. Prints per database, tenant and
 * scenario the median req/s, p99 and CPU per request of each side and B/A, and the load of each
 * run. The copies are dropped at the end unless KEEP_COPIES=1; each run's log and figures stay in
 * the temporary directory printed first.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseKind, ResultFile, ScenarioResult } from './transit-list-load.ts';

const rounds = Number(process.env.ROUNDS ?? 3);
const duration = process.env.DURATION_S ?? '5';
const companies = process.env.BENCH_COMPANIES ?? '2,1';
const sides = [
  { name: 'A', dir: path.resolve(process.env.A_DIR ?? '/tmp/baseline') },
  { name: 'B', dir: path.resolve(process.env.B_DIR ?? path.join(import.meta.dirname, '..')) },
] as const;
const sqliteSource = process.env.SQLITE_DATA;
const pgTemplate = process.env.PG_TEMPLATE;
const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databases: DatabaseKind[] = process.env.DATABASES
  ? (process.env.DATABASES.split(',').map((name) => name.trim()) as DatabaseKind[])
  : [
      ...(pgTemplate ? (['postgres'] as const) : []),
      ...(sqliteSource ? (['sqlite'] as const) : []),
    ];
if (databases.length === 0) throw new Error('give SQLITE_DATA and/or PG_TEMPLATE');
if (databases.includes('sqlite') && !sqliteSource) throw new Error('sqlite needs SQLITE_DATA');
if (databases.includes('postgres') && !pgTemplate) throw new Error('postgres needs PG_TEMPLATE');
const pgHost = new URL(pgUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(pgHost)) {
  throw new Error(`refusing a non-local database: ${pgHost}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'list-compare-'));
const copyName = (side: string) => `list_compare_${process.pid}_${side.toLowerCase()}`;

async function admin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** The environment that points one side at its own copies. */
async function prepareCopies(): Promise<Map<string, Record<string, string>>> {
  const envs = new Map<string, Record<string, string>>();
  for (const side of sides) {
    const env: Record<string, string> = {};
    if (sqliteSource && databases.includes('sqlite')) {
      const dir = path.join(work, `sqlite-${side.name}`);
      mkdirSync(dir);
      cpSync(sqliteSource, dir, { recursive: true });
      env.DATA_DIR = dir;
    }
    if (pgTemplate && databases.includes('postgres')) {
      const name = copyName(side.name);
      await admin((client) =>
        client.query(`create database ${name} template ${pg.escapeIdentifier(pgTemplate)}`),
      );
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    envs.set(side.name, env);
  }
  return envs;
}

async function dropCopies(): Promise<void> {
  if (process.env.KEEP_COPIES === '1') {
    console.log(
      `copies kept in ${work}, databases ${sides.map((s) => copyName(s.name)).join(', ')}`,
    );
    return;
  }
  // Logs and figures stay; the dataset copies go.
  for (const side of sides)
    rmSync(path.join(work, `sqlite-${side.name}`), { recursive: true, force: true });
  if (!databases.includes('postgres')) return;
  for (const side of sides) {
    await admin((client) => client.query(`drop database if exists ${copyName(side.name)}`));
  }
}

/** One `npm run bench:transits` of a side; its output goes to a log file, its figures come back. */
function runSide(
  side: (typeof sides)[number],
  env: Record<string, string>,
  round: number,
): Promise<ScenarioResult[]> {
  const resultFile = path.join(work, `${side.name}-${round}.json`);
  const logFile = path.join(work, `${side.name}-${round}.log`);
  const child = spawn('npm', ['run', 'bench:transits', '-w', '@transitdocs/bench'], {
    cwd: side.dir,
    env: {
      ...process.env,
      ...env,
      DURATION_S: duration,
      BENCH_COMPANIES: companies,
      DATABASES: databases.join(','),
      RESULT_JSON: resultFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      writeFileSync(logFile, Buffer.concat(output));
      if (code !== 0) {
        reject(new Error(`side ${side.name} round ${round} failed (${code}); see ${logFile}`));
        return;
      }
      try {
        resolve((JSON.parse(readFileSync(resultFile, 'utf8')) as ResultFile).results);
      } catch (error) {
        reject(
          new Error(`side ${side.name} wrote no RESULT_JSON (an old bench?); see ${logFile}`, {
            cause: error,
          }),
        );
      }
    });
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medianOf = (values: (number | null)[]): number | null => {
  const given = values.filter((value): value is number => value !== null);
  return given.length ? median(given) : null;
};
const fixed = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));
const ratio = (b: number | null, a: number | null) =>
  a === null || b === null || a === 0 ? '–' : (b / a).toFixed(2);

type Run = { side: string; round: number; results: ScenarioResult[] };

function report(runs: Run[]): void {
  const lines = [
    '| db | tenant | scenario | req/s A | req/s B | B/A | p99 A | p99 B | server ms/req A | B | B/A | pg ms/req A | B | B/A |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const first = runs[0]?.results ?? [];
  for (const row of first) {
    const pick = (side: string) =>
      runs
        .filter((run) => run.side === side)
        .flatMap((run) =>
          run.results.filter(
            (r) =>
              r.database === row.database &&
              r.company === row.company &&
              r.scenario === row.scenario,
          ),
        );
    const a = pick('A');
    const b = pick('B');
    const rpsA = medianOf(a.map((r) => r.rps));
    const rpsB = medianOf(b.map((r) => r.rps));
    const serverA = medianOf(a.map((r) => r.cpuMs.server));
    const serverB = medianOf(b.map((r) => r.cpuMs.server));
    const pgA = medianOf(a.map((r) => r.cpuMs.postgres));
    const pgB = medianOf(b.map((r) => r.cpuMs.postgres));
    lines.push(
      `| ${row.database} | ${row.company} (${row.transits}) | ${row.scenario} | ${fixed(rpsA, 0)} | ${fixed(rpsB, 0)} | ${ratio(rpsB, rpsA)} | ` +
        `${fixed(medianOf(a.map((r) => r.p99)), 1)} | ${fixed(medianOf(b.map((r) => r.p99)), 1)} | ` +
        `${fixed(serverA)} | ${fixed(serverB)} | ${ratio(serverB, serverA)} | ${fixed(pgA)} | ${fixed(pgB)} | ${ratio(pgB, pgA)} |`,
    );
  }
  console.log(
    `\nMedians over ${rounds} rounds, ${duration} s a scenario:\n\n${lines.join('\n')}\n`,
  );
  const loads = ['| round | side | load1 min→max | busy median |', '|---|---|---|---|'];
  for (const run of runs) {
    const load = run.results.flatMap((r) => [r.load1.start, r.load1.end]);
    const given = load.filter((value): value is number => value !== null);
    loads.push(
      `| ${run.round} | ${run.side} | ${given.length ? `${Math.min(...given).toFixed(2)}→${Math.max(...given).toFixed(2)}` : '–'} | ` +
        `${fixed(medianOf(run.results.map((r) => (r.busy === null ? null : r.busy * 100))), 0)} % |`,
    );
  }
  console.log(`${loads.join('\n')}\n`);
}

const envs = await prepareCopies();
const runs: Run[] = [];
try {
  console.log(`A ${sides[0].dir}\nB ${sides[1].dir}\nlogs and copies in ${work}`);
  for (let round = 1; round <= rounds; round++) {
    for (const side of sides) {
      const started = Date.now();
      const results = await runSide(side, envs.get(side.name) ?? {}, round);
      runs.push({ side: side.name, round, results });
      console.log(
        `round ${round} ${side.name}: ${results.length} scenarios in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  report(runs);
} finally {
  await dropCopies();
}
