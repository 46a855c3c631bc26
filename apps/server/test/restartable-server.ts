import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db } from '../src/db/index.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './cluster/instances.ts';
import { PASSWORD, registerPayload } from './factories.ts';
import type { Dialect } from './harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Crash tests: the real server in a child process that a test kills and starts again on the
 * same data (a data directory and, for PostgreSQL, a throwaway database), read directly by the
 * test through its own connection. Everything is removed after the suite.
 */
export type RestartableServer = {
  /** Starts a server on the suite's data with `env` added to its own. */
  start(env: Record<string, string>): Promise<ServerProcess>;
  /** The test's own connection to the suite's database (opened on first use). */
  db(): Db;
};

export function useRestartableServer(dialect: Dialect, prefix: string): RestartableServer {
  let dataDir = '';
  let database: ThrowawayDatabase | undefined;
  let db: Db | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    if (dialect === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL variant');
      database = await createThrowawayDatabase(adminUrl);
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await db?.destroy();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  return {
    async start(env) {
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      });
      servers.push(server);
      return server;
    },
    db() {
      db ??= openDatabase({
        databaseUrl: database?.url,
        sqliteFile: path.join(dataDir, 'transitdocs.sqlite'),
      }).db;
      return db;
    },
  };
}

export type ApiAnswer = { status: number; body: unknown };
export type ServerApi = (method: string, url: string, body?: unknown) => Promise<ApiAnswer>;

/** JSON calls to a server process, as `token`'s session when given. */
export function apiOf(server: ServerProcess, token?: string): ServerApi {
  return async (method, url, body) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

export function expectStatus(answer: ApiAnswer, status: number): void {
  if (answer.status !== status)
    throw new Error(`${String(answer.status)}: ${JSON.stringify(answer.body)}`);
}

/** Polls `read` until it gives a value (not undefined). */
export async function waitFor<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new company's Admin, registered and signed in on `server`: his API. */
export async function signUpAdmin(server: ServerProcess): Promise<ServerApi> {
  const anonymous = apiOf(server);
  const payload = registerPayload();
  expectStatus(await anonymous('POST', '/auth/api/v1/admin-user/', payload), 201);
  const login = await anonymous('POST', '/auth/api/v1/login/', {
    login: payload.email,
    password: PASSWORD,
  });
  expectStatus(login, 200);
  return apiOf(server, (login.body as { token: string }).token);
}
