import type { LookupAllOptions } from 'node:dns';
import dns from 'node:dns/promises';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { auth, createOwner, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { TRANSITS } from '../../../test/transit-fixtures.ts';
import { mostOpenAtOnce, startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import * as repo from './repo.ts';
import { SENDS_PER_COMPANY, webhookQueue } from './sender.ts';
import { waitUntil } from '../../../test/wait.ts';

const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
});

const WEBHOOKS = '/company/api/v1/webhooks/';
const TIMEOUT_MS = 3000;
/**
 * Only the writes' kicks start passes (the poll is an hour), and a failed attempt waits a minute:
 * what a test sees is the first attempt of each delivery.
 */
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  WEBHOOK_RETRY_BASE_MS: '60000',
  WEBHOOK_RETRY_MAX_MS: '60000',
  WEBHOOK_GIVE_UP_MS: '600000',
  WEBHOOK_POLL_INTERVAL_MS: '3600000',
  WEBHOOK_MAX_ENDPOINTS: '16',
};

let paths = 0;
const newPath = (name: string) => `/${name}-${String((paths += 1))}-${String(Date.now())}`;

function registerAt(t: TestApp, owner: Owner, url: string) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOKS,
    headers: auth(owner.token),
    payload: { url, events: ['transit.created'] },
  });
}

async function register(t: TestApp, owner: Owner, path: string): Promise<number> {
  const response = await registerAt(t, owner, `${receiver.url}${path}`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function postTransit(t: TestApp, owner: Owner): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: TRANSITS,
    headers: auth(owner.token),
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function deleteEndpoints(t: TestApp, owner: Owner, ids: number[]) {
  for (const id of ids) {
    await t.app.inject({
      method: 'DELETE',
      url: `${WEBHOOKS}${String(id)}/`,
      headers: auth(owner.token),
    });
  }
}

async function deliveryOf(t: TestApp, endpointId: number) {
  return t.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
}

const openOn = (path: string) =>
  receiver.requests.filter((r) => r.path === path && r.closedAt === null).length;

describeEachDatabase(
  'webhooks shared fairly between companies',
  (ctx) => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("delivers another company's event at once while one company's 16 endpoints hang", async () => {
      const t = ctx();
      const slow = await createOwner(t.app);
      const slowPaths = Array.from({ length: 16 }, () => newPath('hang'));
      const slowIds: number[] = [];
      for (const path of slowPaths) {
        receiver.hold(path);
        slowIds.push(await register(t, slow, path));
      }
      const other = await createOwner(t.app);
      const otherPath = newPath('quick');
      await register(t, other, otherPath);

      await postTransit(t, slow);
      const hanging = () => slowPaths.reduce((n, path) => n + openOn(path), 0);
      await waitUntil(() => hanging() === SENDS_PER_COMPANY, 'the slow company’s sends');
      // Its other 14 deliveries are due, yet stay queued behind its share of the senders.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hanging()).toBe(SENDS_PER_COMPANY);

      const sentAt = Date.now();
      await postTransit(t, other);
      await waitUntil(
        () => receiver.received.some((r) => r.path === otherPath),
        'the other company’s delivery',
        TIMEOUT_MS,
      );
      const arrived = receiver.received.find((r) => r.path === otherPath)?.at ?? 0;
      expect(arrived - sentAt).toBeLessThan(1000);
      expect(mostOpenAtOnce(receiver.requests, slowPaths)).toBe(SENDS_PER_COMPANY);
      await deleteEndpoints(t, slow, slowIds);
    });

    it('ends an attempt at the time limit whatever stage it is in', async () => {
      const t = ctx();
      const cases = [
        { name: 'no-answer', status: null },
        { name: 'trickle-500', status: 500 },
        { name: 'trickle-200', status: 200 },
      ] as const;
      const endpoints = await Promise.all(
        cases.map(async ({ name, status }) => {
          const owner = await createOwner(t.app);
          const path = newPath(name);
          if (status === null) receiver.hold(path);
          else receiver.trickle(path, status);
          return { owner, path, status, id: await register(t, owner, path) };
        }),
      );
      await Promise.all(endpoints.map(({ owner }) => postTransit(t, owner)));
      for (const { path, status, id } of endpoints) {
        await waitUntil(
          async () => ((await deliveryOf(t, id))?.attempts ?? 0) >= 1,
          `the attempt on ${path}`,
          TIMEOUT_MS + 3000,
        );
        // The sender has closed the connection (the receiver hears it a moment later).
        await waitUntil(
          () => receiver.requests.some((r) => r.path === path && r.closedAt !== null),
          `the connection on ${path} closed`,
          1000,
        );
        const request = receiver.requests.find((r) => r.path === path);
        const held = (request?.closedAt ?? Number.POSITIVE_INFINITY) - (request?.openedAt ?? 0);
        // Closed by the sender at its limit (counted from before it connected), not later.
        expect(held, path).toBeLessThan(TIMEOUT_MS + 2000);
        const row = await deliveryOf(t, id);
        if (status === null) {
          expect(row?.last_error).toBe(`timed out after ${String(TIMEOUT_MS)} ms`);
          expect(row?.delivered_at).toBeNull();
        } else {
          // The answer counts once its headers came; the body is cut at the limit.
          expect(row?.last_status_code).toBe(status);
          expect(row?.delivered_at === null).toBe(status !== 200);
          if (status !== 200) expect(row?.last_error).toMatch(/^HTTP 500 \.+$/);
        }
      }
    });

    it('counts the lookup of the address in the time limit', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath('slow-dns');
      const lookup = dns.lookup.bind(dns);
      let lookups = 0;
      const slowLookup = (host: string, options: LookupAllOptions) => {
        if (host !== 'slow-dns.test') return lookup(host, options);
        lookups += 1;
        // The registration's lookup answers; the delivery's never does.
        if (lookups === 1) return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
        return new Promise<never>(() => undefined);
      };
      vi.spyOn(dns, 'lookup').mockImplementation(slowLookup as typeof dns.lookup);
      const response = await registerAt(
        t,
        owner,
        `http://slow-dns.test:${String(receiver.port)}${path}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: number }>().id;
      const started = Date.now();
      await postTransit(t, owner);
      await waitUntil(
        async () => ((await deliveryOf(t, id))?.attempts ?? 0) >= 1,
        'the attempt',
        TIMEOUT_MS + 3000,
      );
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
      expect((await deliveryOf(t, id))?.last_error).toBe(
        `timed out after ${String(TIMEOUT_MS)} ms`,
      );
      expect(receiver.requests.filter((r) => r.path === path)).toEqual([]);
    });
  },
  ENV,
);

describeEachDatabase(
  'webhook claims',
  (ctx) => {
    it('claims for the company with fewest in flight, holds a company at its share, and names no held-back delivery as due', async () => {
      const t = ctx();
      // Times of their own, decades ahead, so that the running worker never takes these rows
      // (this suite's database holds no other deliveries).
      const at = (ms: number) => new Date(Date.UTC(2090, 0, 1) + ms).toISOString();
      const owners = [await createOwner(t.app), await createOwner(t.app)];
      const [busy, idle] = await Promise.all(
        owners.map((owner) => register(t, owner, newPath('claims'))),
      );
      if (busy === undefined || idle === undefined) throw new Error('no endpoints');
      const queue = (endpointId: number, objectId: number, dueMs: number) =>
        t.db
          .insertInto('webhook_deliveries')
          .values({
            endpoint_id: endpointId,
            event_id: `evt-${String(endpointId)}-${String(objectId)}`,
            event: 'transit.created',
            object_type: 'transit',
            object_id: objectId,
            body: '{}',
            created_at: at(0),
            attempts: 0,
            next_attempt_at: at(dueMs),
          })
          .execute();
      for (const objectId of [1, 2, 3]) await queue(busy, objectId, objectId);
      await queue(idle, 1, 10);
      const webhooks = webhookQueue(t.deps);
      let claims = 0;
      const claimed = async (nowMs: number) => {
        const rows = await webhooks.claim({
          now: at(nowMs),
          leaseUntil: at(nowMs + 60_000),
          claimId: `claim-${String((claims += 1))}`,
          limit: 1,
        });
        return rows.map((row) => [row.endpoint_id, row.object_id]);
      };

      expect(await claimed(20)).toEqual([[busy, 1]]);
      // The company with nothing in flight goes first, though its delivery came due later.
      expect(await claimed(21)).toEqual([[idle, 1]]);
      expect(await claimed(22)).toEqual([[busy, 2]]);
      // At its share: its third delivery waits, and is not named as due (the loop would spin).
      expect(SENDS_PER_COMPANY).toBe(2);
      expect(await claimed(23)).toEqual([]);
      const busyCompany = owners[0]?.companyId ?? 0;
      expect(await repo.sendingPerCompany(t.db, at(23))).toEqual(
        expect.arrayContaining([{ companyId: busyCompany, sending: 2 }]),
      );
      expect(await repo.nextDueAt(t.db, at(23), [busyCompany])).toBe(at(20 + 60_000));
      expect(await repo.nextDueAt(t.db, at(23), [])).toBe(at(3));
      // A lease that ran out (its sender lost) counts no more: its delivery is due again, and
      // the company has its share in flight once more.
      expect(await claimed(60_021)).toEqual([[busy, 1]]);
      expect(await claimed(60_021)).toEqual([]);
    });
  },
  ENV,
);

describeEachDatabase('webhook endpoints a company may have', (ctx) => {
  it('refuses an endpoint past the setting (10 by default), also when registered at once', async () => {
    const t = ctx();
    expect(t.config.webhooks.maxEndpoints).toBe(10);
    const owner = await createOwner(t.app);
    const url = (n: number) => `https://93.184.215.${String(n)}/hook`;
    for (let n = 1; n <= 8; n++) {
      expect((await registerAt(t, owner, url(n))).statusCode).toBe(201);
    }
    const racing = await Promise.all([9, 10, 11, 12].map((n) => registerAt(t, owner, url(n))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400]);
    const refused = racing.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ non_field_errors: ['webhook_limit_reached?max=10'] });
    expect((await registerAt(t, owner, url(13))).statusCode).toBe(400);
    const listed = await t.app.inject({ method: 'GET', url: WEBHOOKS, headers: auth(owner.token) });
    const ids = listed.json<{ results: { id: number }[] }>().results.map((w) => w.id);
    expect(ids).toHaveLength(10);

    // Another company has its own ten; a deleted endpoint frees its place.
    const other = await createOwner(t.app);
    expect((await registerAt(t, other, url(20))).statusCode).toBe(201);
    await deleteEndpoints(t, owner, ids.slice(0, 1));
    expect((await registerAt(t, owner, url(21))).statusCode).toBe(201);
  });
});

describe('webhook setting', () => {
  it('is read from WEBHOOK_MAX_ENDPOINTS', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(loadConfig({ WEBHOOK_MAX_ENDPOINTS: '3' }).webhooks.maxEndpoints).toBe(3);
    expect(() => loadConfig({ WEBHOOK_MAX_ENDPOINTS: '0' })).toThrow(/WEBHOOK_MAX_ENDPOINTS/);
  });
});
