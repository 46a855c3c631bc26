import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/platform/heap.ts';
import { freePort } from './cluster/instances.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ServerProcess = {
  url: string;
  pid: number;
  output(): string;
  /** SIGKILL: the process ends at once, mid-whatever, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
};

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, as `npm start` runs it) in a
 * child process on a free port, with `env` (DATA_DIR, DATABASE_URL, …); resolves once /healthz
 * answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        LIST_READER_THREADS: '0',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone()) throw new Error(`server exited before it was healthy:\n${lines.join('\n')}`);
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in time:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => lines.join('\n'),
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
