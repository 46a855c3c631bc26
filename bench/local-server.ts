/**
 * What the benchmarks that run the real server beside their load share: the server started as a
 * child process (src/main.ts, SQLite in a temporary DATA_DIR), a multipart body, percentiles, the
 * load average and /healthz polled while some work runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/server/src/platform/heap.ts';
import { keepAliveGet } from './keep-alive-get.ts';
import { createTransitDocsClient } from '@transitdocs/client';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type LocalServer = {
  /** `http://127.0.0.1:<port>` */
  base: string;
  dataDir: string;
  pid: number | undefined;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * Starts the server of the checkout at `root` (this one by default: another checkout's server
 * measures the code before a change) with `env` over the benchmark's own, and waits for /healthz.
 */
export async function startLocalServer(
  env: Record<string, string>,
  root: string = ROOT,
): Promise<LocalServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_IP_MAX: '100000',
        ...env,
      },
    },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, pid: child.pid, stop };
}

/** Signs in and answers the session token. */
export async function signIn(base: string, login: string, password: string): Promise<string> {
  const { data, response } = await createTransitDocsClient({ baseUrl: base }).POST(
    '/auth/api/v1/login/',
    { body: { login, password } },
  );
  if (!data) throw new Error(`login of ${login} failed: ${response.status}`);
  return data.token;
}

export type FilePart = { name: string; fileName: string; type: string; bytes: Buffer };

export function multipart(
  fields: Record<string, string>,
  files: FilePart[],
): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; ` +
          `filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * GETs `${base}/healthz` every `pollMs` while `work` runs; each latency in ms counts from when its
 * poll was due, so a stalled server cannot hide behind polls that were never sent.
 */
export function healthPoller(base: string, pollMs: number) {
  const health = keepAliveGet(64);
  return async <T>(work: () => Promise<T>): Promise<{ result: T; latencies: number[] }> => {
    const latencies: number[] = [];
    const polls: Promise<void>[] = [];
    const timer = setInterval(() => {
      const due = performance.now();
      polls.push(
        health.get(`${base}/healthz`).then((answer) => {
          if (!answer.ok) throw new Error(`/healthz ${answer.status}`);
          latencies.push(performance.now() - due);
        }),
      );
    }, pollMs);
    try {
      const result = await work();
      return { result, latencies };
    } finally {
      clearInterval(timer);
      await Promise.all(polls);
    }
  };
}

/** `name  /healthz n=…  p50 … ms  p99 … ms  max … ms<extra>` */
export function reportLatencies(name: string, latencies: readonly number[], extra = ''): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} /healthz n=${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(1)} ms` +
      `  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms${extra}`,
  );
}
