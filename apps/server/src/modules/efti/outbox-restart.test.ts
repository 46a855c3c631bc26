import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { freePort } from '../../../test/cluster/instances.ts';
import { insertDriver } from '../../../test/efti-fixtures.ts';
import { startTestGate, type TestGate } from '../../../test/efti-gate.ts';
import { testDialects } from '../../../test/harness.ts';
import { requireTool } from '../../../test/pdf-tools.ts';
import {
  expectStatus,
  signUpAdmin,
  useRestartableServer,
  waitFor,
} from '../../../test/restartable-server.ts';
import type { ServerProcess } from '../../../test/server-process.ts';
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

/** A company with contractors, a driver and vehicles; then a complete transit with its CMR. */
async function makeActiveTransit(server: ServerProcess, db: Db): Promise<number> {
  const api = await signUpAdmin(server);
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

for (const dialect of testDialects()) {
  describe(`eFTI outbox across a crash [${dialect}]`, () => {
    const store = useRestartableServer(dialect, 'td-efti-crash-');
    let gate: TestGate | undefined;
    afterAll(async () => {
      await gate?.close();
    });

    it('delivers identifiers queued before a SIGKILL once the server starts again', async () => {
      requireTool('xmllint', 'libxml2-utils');
      const gatePort = await freePort();
      const env = {
        EFTI_GATE_URL: `http://127.0.0.1:${String(gatePort)}`,
        EFTI_GATE_TIMEOUT_MS: '500',
        EFTI_RETRY_BASE_MS: '200',
        EFTI_RETRY_MAX_MS: '400',
        EFTI_SWEEP_INTERVAL_MS: '500',
      };
      const first = await store.start(env);
      const handle = store.db();
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
      const second = await store.start(env);
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
