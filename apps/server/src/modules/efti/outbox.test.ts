import { afterAll, expect, it } from 'vitest';
import {
  addCmr,
  eftiOf,
  postActiveTransit,
  postNearlyCompleteTransit,
} from '../../../test/efti-fixtures.ts';
import { startTestGate } from '../../../test/efti-gate.ts';
import { auth } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { requireTool } from '../../../test/pdf-tools.ts';
import { transitUrl } from '../../../test/transit-fixtures.ts';

const gate = await startTestGate();
afterAll(async () => {
  await gate.close();
});

const RETRY_BASE_MS = 60;
const ENV = {
  EFTI_GATE_URL: gate.url,
  EFTI_PLATFORM_ID: 'transitdocs-test',
  EFTI_RETRY_BASE_MS: String(RETRY_BASE_MS),
  EFTI_RETRY_MAX_MS: '1000',
  EFTI_SWEEP_INTERVAL_MS: '300',
};

const sentFor = (datasetId: string) =>
  gate.requests.filter((r) => r.datasetId === datasetId && r.status === 200);

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function flush(t: TestApp): Promise<void> {
  await t.deps.efti?.flush();
}

function outboxRow(t: TestApp, transitId: number) {
  return t.db
    .selectFrom('efti_outbox')
    .selectAll()
    .where('transit_id', '=', transitId)
    .executeTakeFirst();
}

describeEachDatabase(
  'eFTI identifiers to the gate',
  (ctx) => {
    requireTool('xmllint', 'libxml2-utils');

    it('never sends a draft; sends a transit with two receivers and two carriers once it is active', async () => {
      const t = ctx();
      const { f, transit } = await postNearlyCompleteTransit(t);
      const draft = await eftiOf(t, f.owner.token, transit.id);
      expect(draft.status).toBe('draft');
      await flush(t);
      expect(await outboxRow(t, transit.id)).toBeUndefined();
      expect(gate.requests.filter((r) => r.datasetId === draft.dataset_id)).toEqual([]);

      await addCmr(t, f.owner.token, transit.id);
      await flush(t);
      await waitFor(() => sentFor(draft.dataset_id).length === 1, 'the identifiers');
      const [request] = sentFor(draft.dataset_id);
      expect(request?.invalid).toBeNull();
      expect(request?.platformId).toBe('transitdocs-test');
      expect(request?.path).toBe(`/v0/consignments/${draft.dataset_id}`);
      const body = request?.body ?? '';
      expect(body).toContain(`datasetId="${draft.dataset_id}"`);
      expect(body).toContain('xmlns="http://efti.eu/v1/consignment/identifier"');
      // Both carriers' vehicles and the trailer are identifiers of the consignment.
      expect(body).toContain('B XY 123');
      expect(body.match(/<usedTransportMeans>/g)?.length).toBe(2);
      expect(body).toMatch(/<usedTransportEquipment>/);
      const row = await outboxRow(t, transit.id);
      expect(row?.sent_at).not.toBeNull();
      const dataset = await t.db
        .selectFrom('efti_datasets')
        .selectAll()
        .where('transit_id', '=', transit.id)
        .executeTakeFirstOrThrow();
      expect(dataset.status).toBe('active');
      expect(dataset.identifiers_sha256).toBe(row?.identifiers_sha256);

      // Nothing changed: nothing is sent again.
      await flush(t);
      await flush(t);
      expect(sentFor(draft.dataset_id)).toHaveLength(1);
    });

    it('sends again when the identifiers change, and not for other changes', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      await flush(t);
      await waitFor(() => sentFor(dataset_id).length === 1, 'the first identifiers');
      // Instructions are no identifier.
      const unrelated = await t.app.inject({
        method: 'PATCH',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
        payload: { sender_instruction: 'Nie piętrować' },
      });
      expect(unrelated.statusCode, unrelated.body).toBe(200);
      await flush(t);
      expect(sentFor(dataset_id)).toHaveLength(1);
      const carriers = transit.carrier.map((c, i) => ({
        id: c.id,
        client: c.client.id,
        ...(i === 0
          ? { driver: f.driver.id, vehicle: f.tractor, semitrailer: f.semitrailer }
          : { driver_not_from_system: 'Hans Meier', vehicle_not_from_system: 'B ZZ 999' }),
        is_forwarder: i === 1,
      }));
      const changed = await t.app.inject({
        method: 'PATCH',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
        payload: { carrier: carriers },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await flush(t);
      await waitFor(() => sentFor(dataset_id).length === 2, 'the changed identifiers');
      const [first, second] = sentFor(dataset_id);
      expect(second?.body).toContain('B ZZ 999');
      expect(second?.body).not.toContain('B XY 123');
      expect(second?.invalid).toBeNull();
      expect(first?.body).not.toBe(second?.body);
    });

    it("sends again when the fleet renames the transit's vehicle (no transit event)", async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      await flush(t);
      await waitFor(() => sentFor(dataset_id).length === 1, 'the first identifiers');
      // A second pass: the sweep now reads only what changed since the first.
      await flush(t);
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/company/api/v1/vehicle/${String(f.tractor)}/`,
        headers: auth(f.owner.token),
        payload: { number: 'PO 4242X' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await flush(t);
      await waitFor(() => sentFor(dataset_id).length === 2, 'the renamed vehicle');
      expect(sentFor(dataset_id)[1]?.body).toContain('PO 4242X');
    });

    it('arrives by itself after the change, with no one asking (events and the sweep)', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      await waitFor(() => sentFor(dataset_id).length === 1, 'the identifiers');
    });

    it('retries with a growing wait while the gate fails, then delivers', async () => {
      const t = ctx();
      const { f, transit } = await postNearlyCompleteTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      gate.failNext(3);
      await addCmr(t, f.owner.token, transit.id);
      await flush(t);
      await waitFor(() => sentFor(dataset_id).length === 1, 'delivery after the failures');
      const tries = gate.requests.filter((r) => r.datasetId === dataset_id);
      expect(tries.map((r) => r.status)).toEqual([503, 503, 503, 200]);
      const gaps = tries.slice(1).map((r, i) => r.at - (tries[i]?.at ?? 0));
      // Waits of 1, 2 and 4 times the base (timers never fire early).
      gaps.forEach((gap, i) => {
        expect(gap).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2 ** i - 5);
      });
      // The gate answered 200 before the platform records it: wait for the row, not the gate.
      let row = await outboxRow(t, transit.id);
      for (let i = 0; i < 200 && !row?.sent_at; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        row = await outboxRow(t, transit.id);
      }
      expect(row).toMatchObject({ attempts: 3, last_error: null });
      expect(row?.sent_at).not.toBeNull();
    });

    it('records the failure while the gate refuses', async () => {
      const t = ctx();
      const { f, transit } = await postNearlyCompleteTransit(t);
      gate.failNext(1000);
      try {
        await addCmr(t, f.owner.token, transit.id);
        await flush(t);
        await waitFor(() => gate.requests.some((r) => r.status === 503), 'a refused send');
        await flush(t);
        const row = await outboxRow(t, transit.id);
        expect(row?.sent_at).toBeNull();
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        expect(row?.last_error).toMatch(/^gate: HTTP 503/);
        expect(Date.parse(row?.next_attempt_at ?? '')).toBeGreaterThan(
          Date.parse(row?.updated_at ?? ''),
        );
      } finally {
        gate.failNext(0);
      }
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      await waitFor(() => sentFor(dataset_id).length === 1, 'delivery once the gate is back');
    });
  },
  ENV,
);

describeEachDatabase('eFTI without a gate', (ctx) => {
  it('queues and sends nothing when EFTI_GATE_URL is unset, but keeps the status', async () => {
    const t = ctx();
    const { transit } = await postActiveTransit(t);
    await flush(t);
    const queued = await t.db.selectFrom('efti_outbox').selectAll().execute();
    expect(queued).toEqual([]);
    const dataset = await t.db
      .selectFrom('efti_datasets')
      .selectAll()
      .where('transit_id', '=', transit.id)
      .executeTakeFirstOrThrow();
    expect(dataset.status).toBe('active');
    expect(dataset.identifiers_sha256).toBeNull();
  });
});
