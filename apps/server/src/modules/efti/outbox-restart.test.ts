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
import { insertDriver } from '../../../test/efti-fixtures.ts';
import { startTestGate, type TestGate } from '../../../test/efti-gate.ts';
import { PASSWORD, registerPayload } from '../../../test/factories.ts';
import { testDialects } from '../../../test/harness.ts';
import { requireTool } from '../../../test/pdf-tools.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import {
  fullPayload,
  insertClient,
  insertVehicle,
  type Fleet,
} from '../../../test/transit-fixtures.ts';

/**
 * Nothing is lost across a crash: the server queues a data set's identifiers while the gate is
 * unreachable, is killed with SIGKILL before it could send them, and the next start delivers
 * them from the outbox in the database.
 */

type Api = (
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

function apiOf(server: ServerProcess, token?: string): Api {
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

function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`${String(answer.status)}: ${JSON.stringify(answer.body)}`);
}

/** A company with contractors, a driver and vehicles; then a complete transit with its CMR. */
async function makeActiveTransit(server: ServerProcess, db: Db): Promise<number> {
  const anonymous = apiOf(server);
  const payload = registerPayload();
  expectStatus(await anonymous('POST', '/auth/api/v1/admin-user/', payload), 201);
  const login = await anonymous('POST', '/auth/api/v1/login/', {
    login: payload.email,
    password: PASSWORD,
  });
  expectStatus(login, 200);
  const token = (login.body as { token: string }).token;
  const api = apiOf(server, token);
  const me = (await api('GET', '/auth/api/v1/user/me/')).body as {
    id: number;
    company: { id: number };
  };
  const companyId = me.company.id;
  const driverId = await insertDriver(db, companyId);
  const tractor = await insertVehicle(db, companyId, 'WA 12345', 'tractor_unit', { driverId });
  const fleet = {
    owner: { userId: me.id },
    sender: await insertClient(db, companyId, 'Nadawca Sp. z o.o.'),
    receiverA: await insertClient(db, companyId, 'Odbiorca Alfa'),
    receiverB: await insertClient(db, companyId, 'Empfänger Beta GmbH', { country: 'DE' }),
    carrier: await insertClient(db, companyId, 'Przewoźnik Gamma'),
    driver: { id: driverId },
    tractor,
    semitrailer: await insertVehicle(db, companyId, 'WN 54321', 'semitrailer', {
      attachedTo: tractor,
    }),
  } as unknown as Fleet;
  const base = fullPayload(fleet);
  const receivers = base.receivers.map((receiver) => ({
    ...receiver,
    cargo: receiver.cargo.map((line, i) => ({
      ...line,
      other: { weight_gross_kg: 100 + i, method_of_packaging: 'EUR', marks: `M${String(i)}` },
    })),
  }));
  const created = await api('POST', '/company/api/v1/all-transit/', { ...base, receivers });
  expectStatus(created, 201);
  const transit = (created.body as { id: number }).id;
  const generated = await api('POST', '/company/api/v1/generate-document-data/', {
    transit,
    type: 4,
  });
  expectStatus(generated, 200);
  const data = (generated.body as { document_data: Record<string, unknown> }).document_data;
  expectStatus(
    await api('POST', '/company/api/v1/transit-document/', {
      transit,
      type: 4,
      document_data: { ...data, place: 'Poznań', dateOfIssue: '2030-05-09' },
      split_per_receiver: false,
    }),
    201,
  );
  return transit;
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
  describe(`eFTI outbox across a crash [${dialect}]`, () => {
    let dataDir: string;
    let database: ThrowawayDatabase | undefined;
    let db: Db | undefined;
    let gate: TestGate | undefined;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-efti-crash-'));
      if (dialect === 'postgres') {
        const adminUrl = process.env.TEST_DATABASE_URL;
        if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL variant');
        database = await createThrowawayDatabase(adminUrl);
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.kill();
      await gate?.close();
      await db?.destroy();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('delivers identifiers queued before a SIGKILL once the server starts again', async () => {
      requireTool('xmllint', 'libxml2-utils');
      const gatePort = await freePort();
      const env = {
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        EFTI_GATE_URL: `http://127.0.0.1:${String(gatePort)}`,
        EFTI_GATE_TIMEOUT_MS: '500',
        EFTI_RETRY_BASE_MS: '200',
        EFTI_RETRY_MAX_MS: '400',
        EFTI_SWEEP_INTERVAL_MS: '500',
      };
      const first = await startServerProcess(env);
      servers.push(first);
      const handle = openDatabase({
        databaseUrl: database?.url,
        sqliteFile: path.join(dataDir, 'transitdocs.sqlite'),
      }).db;
      db = handle;
      const transitId = await makeActiveTransit(first, handle);
      // Written, and tried against the unreachable gate at least once: never sent.
      const queued = await waitFor(async () => {
        const row = await handle
          .selectFrom('efti_outbox')
          .selectAll()
          .where('transit_id', '=', transitId)
          .executeTakeFirst();
        return row && row.attempts >= 1 ? row : undefined;
      }, 'the identifiers to be queued and tried');
      expect(queued.sent_at).toBeNull();
      expect(queued.last_error).not.toBeNull();
      await first.kill();

      const unsent = await handle
        .selectFrom('efti_outbox')
        .selectAll()
        .where('transit_id', '=', transitId)
        .executeTakeFirstOrThrow();
      expect(unsent.sent_at).toBeNull();
      gate = await startTestGate({ port: gatePort });
      const second = await startServerProcess(env);
      servers.push(second);
      const [delivered] = await gate.waitForAccepted(1, 30_000);
      expect(delivered?.invalid).toBeNull();
      expect(delivered?.datasetId).toBe(unsent.dataset_id);
      expect(delivered?.body).toContain(`datasetId="${unsent.dataset_id}"`);
      const sent = await waitFor(async () => {
        const row = await handle
          .selectFrom('efti_outbox')
          .selectAll()
          .where('transit_id', '=', transitId)
          .executeTakeFirst();
        return row?.sent_at ? row : undefined;
      }, 'the row to be marked sent');
      expect(sent.identifiers_sha256).toBe(unsent.identifiers_sha256);
      await second.stop();
    }, 180_000);
  });
}
