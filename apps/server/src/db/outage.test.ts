import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createOwner } from '../../test/factories.ts';
import { createTestApp, testDialects, type TestApp } from '../../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * With its database gone the server answers 503 with Retry-After (and /healthz says so), so a
 * client retries instead of hanging, and it recovers by itself when the database is back
 * (docs/decisions/0082-outages-health-readiness.md). The database is cut by a TCP proxy between
 * the server and PostgreSQL that the test stops and starts.
 */

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(testDialects().includes('postgres'))('a database outage [postgres]', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const direct = new URL(t.config.databaseUrl ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-outage-'));
    app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: proxied.toString(),
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        LIST_READER_THREADS: '0',
        RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_IP_MAX: '1000',
      }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await proxy.close();
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the database is away, and recovers by itself', async () => {
    const owner = await createOwner(app);
    const me = () =>
      app.inject({ method: 'GET', url: '/auth/api/v1/user/me/', headers: auth(owner.token) });
    expect((await me()).statusCode).toBe(200);

    await proxy.stop();
    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ detail: 'service_unavailable' });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/api/v1/login/',
      payload: { login: owner.email, password: 'Secret123!' },
    });
    expect(login.statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'unavailable', files: 'ok' },
    });

    await proxy.start();
    await eventually(async () => (await me()).statusCode === 200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', files: 'ok' },
    });
  });

  it('a connection lost between two queries of a transaction fails it, not the process', async () => {
    const transaction = app.deps.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await proxy.stop();
      // The socket closes while the connection is checked out and idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 2`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    await proxy.start();
    await eventually(async () => {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      return health.statusCode === 200;
    });
  });
});
