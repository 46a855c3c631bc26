import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../src/platform/heap.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Whether CI demands the PostgreSQL suites: `CI` set to anything but empty, `false` or `0`
 * (CI services set `true`; some set `1`). Then a missing TEST_DATABASE_URL fails instead of
 * skipping, so a green CI run always means the cluster was tested.
 */
export function ciRequiresPostgres(): boolean {
  const ci = (process.env.CI ?? '').trim().toLowerCase();
  return ci !== '' && ci !== 'false' && ci !== '0';
}

/**
 * TEST_DATABASE_URL (a database the tests may create and drop databases from), or undefined to
 * skip; under CI a missing one throws (see ciRequiresPostgres).
 */
export function postgresAdminUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) return url;
  if (ciRequiresPostgres()) {
    throw new Error(
      'TEST_DATABASE_URL is required under CI: the cluster suites run on PostgreSQL only',
    );
  }
  return undefined;
}

/** The Redis the cluster shares (TEST_REDIS_URL, as the Redis fan-out suite reads it). */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export type ThrowawayDatabase = { url: string; name: string; drop: () => Promise<void> };

/**
 * A fresh PostgreSQL database `td_cluster_<random>` beside the admin URL's; `drop` removes it
 * (with `force`: an instance that did not stop cleanly may still hold connections).
 */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `td_cluster_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

export type Instance = {
  /** 0-based, also in the log prefix `[instance N]` */
  index: number;
  /** http://127.0.0.1:<port>, the instance itself (not the proxy) */
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; removes the data folder. */
  stop(): Promise<void>;
};

export type StartInstancesOptions = {
  count: number;
  /** Settings every instance shares (DATABASE_URL, REDIS_URL, REDIS_PREFIX, S3_*, PUBLIC_URL…). */
  env: Record<string, string>;
  /** Settings of one instance (say SEED_DEMO for the first only). */
  instanceEnv?: (index: number) => Record<string, string>;
  /** V8 flags: by default those `npm start` gives the server. */
  nodeFlags?: readonly string[];
  /** Copy the instances' output to this process's stderr (default true). */
  echo?: boolean;
  healthTimeoutMs?: number;
};

const KEPT_LINES = 200;

/**
 * Starts `count` real server processes (`node --import tsx apps/server/src/main.ts`, as
 * `npm start` runs it) at the same time, each on its own port and DATA_DIR, and waits until every
 * one answers /healthz. Starting together is deliberate: the instances then migrate one fresh
 * database concurrently, as a rolling deployment's first start does.
 */
export async function startInstances(options: StartInstancesOptions): Promise<Instance[]> {
  const started: Instance[] = [];
  const children: ChildProcess[] = [];
  try {
    for (let index = 0; index < options.count; index++) {
      const port = await freePort();
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `td-cluster-${index}-`));
      const child = spawn(
        process.execPath,
        [...(options.nodeFlags ?? SERVER_NODE_FLAGS), '--import', 'tsx', 'apps/server/src/main.ts'],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            LOG_LEVEL: 'warn',
            ...options.env,
            ...options.instanceEnv?.(index),
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      const lines: string[] = [];
      const keep = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line === '') continue;
          lines.push(line);
          if (lines.length > KEPT_LINES) lines.shift();
          if (options.echo ?? true) process.stderr.write(`[instance ${index}] ${line}\n`);
        }
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else
          child.once('exit', () => {
            resolve();
          });
      });
      started.push({
        index,
        url: `http://127.0.0.1:${port}`,
        port,
        dataDir,
        pid: child.pid ?? 0,
        output: () => lines.join('\n'),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            await exited;
            clearTimeout(timer);
          }
          await fs.rm(dataDir, { recursive: true, force: true });
        },
      });
    }
    const deadline = Date.now() + (options.healthTimeoutMs ?? 90_000);
    await Promise.all(
      started.map(async (instance, index) => {
        const child = children[index];
        for (;;) {
          if (child && (child.exitCode !== null || child.signalCode !== null)) {
            throw new Error(
              `instance ${index} exited (${String(child.exitCode ?? child.signalCode)}) before ` +
                `it was healthy:\n${instance.output()}`,
            );
          }
          try {
            const response = await fetch(`${instance.url}/healthz`);
            await response.arrayBuffer();
            if (response.ok) return;
          } catch {
            // not listening yet
          }
          if (Date.now() > deadline) {
            throw new Error(`instance ${index} not healthy in time:\n${instance.output()}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }),
    );
    return started;
  } catch (error) {
    await Promise.all(started.map((instance) => instance.stop()));
    throw error;
  }
}
