import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, type Env } from '../../config.ts';
import { auth, createEmployee } from '../../../test/factories.ts';
import { testDialects, type TestApp } from '../../../test/harness.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import { notificationsUrl, openNotificationSocket } from './test-client.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL variant');
  const name = `td_${randomBytes(6).toString('hex')}`;
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
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Two instances on one database (a shared SQLite file or one PostgreSQL database) and Redis. */
for (const dialect of testDialects()) {
  describe(`notifications through Redis between two instances [${dialect}]`, () => {
    const instances: TestApp[] = [];
    let dataDir = '';
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-redis-'));
      const env: Env = {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_IP_MAX: '1000',
        REDIS_URL,
        // A channel prefix of this run only: other runs on the same Redis do not interfere.
        REDIS_PREFIX: `td-test-${randomBytes(6).toString('hex')}`,
      };
      if (dialect === 'postgres') {
        const database = await postgresDatabase();
        env.DATABASE_URL = database.url;
        drop = database.drop;
      }
      for (let i = 0; i < 2; i++) {
        const config = loadConfig(env);
        const app = await buildApp(config);
        await app.listen({ host: '127.0.0.1', port: 0 });
        instances.push({
          app,
          deps: app.deps,
          db: app.deps.db,
          config,
          dataDir,
          close: () => app.close(),
        });
      }
    });

    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await drop?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('a client on instance A hears of an alert sent through instance B', async () => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('instances not started');
      const f = await createFleet(b);
      const dispatcher = await createEmployee(b.app, b.db, f.owner.companyId, {
        role: 'Dyspozytor',
      });
      const transit = await postTransit(b, f.owner.token, fullPayload(f));
      const address = a.app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('A not listening');
      const socket = await openNotificationSocket(
        notificationsUrl(`http://127.0.0.1:${address.port}`, dispatcher.token),
      );
      try {
        expect((await socket.next('unread.notifications.count')).count).toBe(0);
        const response = await b.app.inject({
          method: 'POST',
          url: '/company/api/v1/alert/',
          headers: auth(f.driver.token),
          payload: { message: 'Accident', transit_id: transit.id },
        });
        expect(response.statusCode, response.body).toBe(201);
        const message = await socket.next('new.notification');
        expect(message.data).toMatchObject({
          type: 'alert',
          data: { transit_id: transit.id, alert_message: 'Accident' },
        });
        // Exactly once, although both instances hear every event.
        socket.send({ type: 'ping' });
        await socket.next('pong');
        expect(socket.received.filter((m) => m.type === 'new.notification')).toHaveLength(1);
      } finally {
        socket.close();
      }
    });
  });
}
