import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/index.ts';
import {
  createThrowawayDatabase,
  freePort,
  type ThrowawayDatabase,
} from '../../../test/cluster/instances.ts';
import { PASSWORD, registerPayload } from '../../../test/factories.ts';
import { testDialects } from '../../../test/harness.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.ts';

/**
 * Nothing is lost across a crash: a transit is created while the endpoint is unreachable, the
 * server is killed with SIGKILL, and the next start delivers the event from the outbox.
 */

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
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
}

function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`${String(answer.status)}: ${JSON.stringify(answer.body)}`);
}

async function waitFor<T>(
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

for (const dialect of testDialects()) {
  describe(`webhook outbox across a crash [${dialect}]`, () => {
    let dataDir: string;
    let database: ThrowawayDatabase | undefined;
    let db: Db | undefined;
    let receiver: WebhookReceiver | undefined;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-webhook-crash-'));
      if (dialect === 'postgres') {
        const adminUrl = process.env.TEST_DATABASE_URL;
        if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL variant');
        database = await createThrowawayDatabase(adminUrl);
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.kill();
      await receiver?.close();
      await db?.destroy();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('delivers an event queued before a SIGKILL once the server starts again', async () => {
      const receiverPort = await freePort();
      const env = {
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_TIMEOUT_MS: '500',
        WEBHOOK_RETRY_BASE_MS: '200',
        WEBHOOK_RETRY_MAX_MS: '400',
        WEBHOOK_POLL_INTERVAL_MS: '300',
      };
      const first = await startServerProcess(env);
      servers.push(first);
      const handle = openDatabase({
        databaseUrl: database?.url,
        sqliteFile: path.join(dataDir, 'transitdocs.sqlite'),
      }).db;
      db = handle;

      const payload = registerPayload();
      expectStatus(await call(first, 'POST', '/auth/api/v1/admin-user/', payload), 201);
      const login = await call(first, 'POST', '/auth/api/v1/login/', {
        login: payload.email,
        password: PASSWORD,
      });
      expectStatus(login, 200);
      const token = (login.body as { token: string }).token;
      const hook = await call(
        first,
        'POST',
        '/company/api/v1/webhooks/',
        { url: `http://127.0.0.1:${String(receiverPort)}/crash`, events: ['transit.created'] },
        token,
      );
      expectStatus(hook, 201);
      const { secret } = hook.body as { secret: string };
      const created = await call(first, 'POST', '/company/api/v1/all-transit/', {}, token);
      expectStatus(created, 201);
      const transitId = (created.body as { id: number }).id;

      // Queued and tried against the unreachable endpoint at least once: never delivered.
      await waitFor(async () => {
        const row = await handle
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('object_id', '=', transitId)
          .executeTakeFirst();
        return row && row.attempts >= 1 ? row : undefined;
      }, 'the delivery to be tried');
      await first.kill();

      receiver = await startWebhookReceiver({ port: receiverPort });
      const second = await startServerProcess(env);
      servers.push(second);
      const live = receiver;
      const delivered = await waitFor(
        () => Promise.resolve(live.received.find((r) => r.status === 200)),
        'the delivery after the restart',
      );
      expect(delivered.event).toBe('transit.created');
      expect(delivered.body.data.id).toBe(transitId);
      expect(verifySignature(secret, delivered.raw, delivered.signature)).toBe(true);
      await waitFor(async () => {
        const row = await handle
          .selectFrom('webhook_deliveries')
          .select('delivered_at')
          .where('object_id', '=', transitId)
          .executeTakeFirst();
        return row?.delivered_at ?? undefined;
      }, 'the delivery to be logged');
      await second.stop();
    }, 180_000);
  });
}
