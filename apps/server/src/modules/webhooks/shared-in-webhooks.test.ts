import { afterAll, expect, it } from 'vitest';
import { createCmr, getDocument } from '../../../test/document-fixtures.ts';
import { auth, createCompany, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  transitUrl,
} from '../../../test/transit-fixtures.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';

const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
});

const WEBHOOKS = '/company/api/v1/webhooks/';
const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true' };

async function register(
  t: TestApp,
  owner: Owner,
  path: string,
  events = ['transit.updated', 'transit.finished'],
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: WEBHOOKS,
    headers: auth(owner.token),
    payload: { url: `${receiver.url}${path}`, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** The bodies queued for an endpoint (written in the change's transaction, as they are sent). */
async function queuedFor(t: TestApp, endpointId: number) {
  const rows = await t.db
    .selectFrom('webhook_deliveries')
    .select(['event', 'body'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    event: row.event,
    data: (JSON.parse(row.body) as { data: Record<string, unknown> }).data,
  }));
}

describeEachDatabase(
  'webhooks of a shared-in transit',
  (ctx) => {
    it("sends the transit's events to the company it is shared in to, as that company sees it", async () => {
      const t = ctx();
      const a = await createFleet(t);
      const b = await createCompany(t.app);
      const c = await createCompany(t.app);
      const transit = await postTransit(t, a.owner.token, fullPayload(a));
      expect((await shareTransit(t, a.owner.token, transit.id, b.companyId)).statusCode).toBe(201);
      const endpointA = await register(t, a.owner, '/shared-a');
      const endpointB = await register(t, b, '/shared-b');
      const endpointC = await register(t, c, '/shared-c');

      const patched = await t.app.inject({
        method: 'PATCH',
        url: transitUrl(transit.id),
        headers: auth(a.owner.token),
        payload: { sender_instruction: 'Nowa instrukcja' },
      });
      expect(patched.statusCode, patched.body).toBe(200);

      const [ofA] = await queuedFor(t, endpointA);
      const [ofB] = await queuedFor(t, endpointB);
      expect(ofA?.event).toBe('transit.updated');
      expect(ofB?.event).toBe('transit.updated');
      // The owner's view: its eFTI data set and its own type and actions.
      expect(ofA?.data).toHaveProperty('efti');
      expect(ofA?.data.type).toBe(transit.type);
      // B's view is what its own GET answers: no eFTI data set (the owner's), type `send`.
      const asB = await t.app.inject({
        method: 'GET',
        url: transitUrl(transit.id),
        headers: auth(b.token),
      });
      expect(asB.statusCode).toBe(200);
      expect(ofB?.data).not.toHaveProperty('efti');
      expect(ofB?.data.type).toBe('send');
      expect(ofB?.data.sender_instruction).toBe('Nowa instrukcja');
      expect(ofB?.data.actions).toEqual(asB.json<{ actions: unknown }>().actions);
      expect(await queuedFor(t, endpointC)).toEqual([]);
    });

    it("sends the transit's document events to the company it is shared in to, in its own view", async () => {
      const t = ctx();
      const a = await createFleet(t);
      const b = await createCompany(t.app);
      const c = await createCompany(t.app);
      const transit = await postTransit(t, a.owner.token, fullPayload(a));
      expect((await shareTransit(t, a.owner.token, transit.id, b.companyId)).statusCode).toBe(201);
      const events = ['document.created'];
      const endpointA = await register(t, a.owner, '/documents-a', events);
      const endpointB = await register(t, b, '/documents-b', events);
      const endpointC = await register(t, c, '/documents-c', events);

      const cmr = await createCmr<{ id: number }>(t, a.owner.token, transit.id, { split: false });

      const ofA = await queuedFor(t, endpointA);
      const ofB = await queuedFor(t, endpointB);
      expect(ofA.map((delivery) => delivery.event)).toEqual(['document.created']);
      expect(ofB.map((delivery) => delivery.event)).toEqual(['document.created']);
      expect(ofB[0]?.data.id).toBe(cmr.id);
      // Each body is the document as that company's own GET answers it.
      const asA = await getDocument<{ actions: unknown }>(t, a.owner.token, cmr.id);
      const asB = await getDocument<{ actions: unknown }>(t, b.token, cmr.id);
      expect(ofA[0]?.data.actions).toEqual(asA.actions);
      expect(ofB[0]?.data.actions).toEqual(asB.actions);
      expect(asB.actions).not.toEqual(asA.actions);
      expect(await queuedFor(t, endpointC)).toEqual([]);
    });
  },
  ENV,
);
