import { afterAll, describe, expect, it } from 'vitest';
import { auth, createEmployee, createOwner, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { TRANSITS, transitUrl } from '../../../test/transit-fixtures.ts';
import { startWebhookReceiver, verifySignature } from '../../../test/webhook-receiver.ts';
import { isPublicAddress } from '../../platform/outbound-address/index.ts';
import { enqueueWebhookEvent } from './events.ts';
import { waitUntil } from '../../../test/wait.ts';

const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
});

const WEBHOOKS = '/company/api/v1/webhooks/';
const GIVE_UP_MS = 1500;
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_RETRY_BASE_MS: '40',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_GIVE_UP_MS: String(GIVE_UP_MS),
  WEBHOOK_POLL_INTERVAL_MS: '100',
};

let paths = 0;
const newPath = () => `/hook-${String((paths += 1))}-${String(Date.now())}`;
const receivedOn = (path: string) => receiver.received.filter((r) => r.path === path);
const deliveredOn = (path: string) => receivedOn(path).filter((r) => r.status === 200);
/**
 * What a receiver keeps: each event once, by its id (delivery is at least once: an attempt the
 * sender timed out under load may still have arrived).
 */
const uniqueOn = (path: string) =>
  deliveredOn(path).filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);

async function register(
  t: TestApp,
  owner: Owner,
  path: string,
  events: string[] = ['transit.created', 'transit.updated', 'transit.finished', 'transit.deleted'],
) {
  const response = await t.app.inject({
    method: 'POST',
    url: WEBHOOKS,
    headers: auth(owner.token),
    payload: { url: `${receiver.url}${path}`, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; secret: string; url: string; events: string[] }>();
}

async function postTransit(t: TestApp, owner: Owner): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: TRANSITS,
    headers: auth(owner.token),
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function patchTransit(t: TestApp, owner: Owner, id: number, instruction: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: transitUrl(id),
    headers: auth(owner.token),
    payload: { sender_instruction: instruction },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('webhook addresses', () => {
  it('tells public addresses from loopback, private, link-local, multicast and unique-local', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2a00:1450:4001::200e']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});

describeEachDatabase(
  'webhooks without private addresses',
  (ctx) => {
    it('refuses http, credentials, loopback and private addresses as field errors', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const cases: [string, string][] = [
        ['http://example.com/hook', 'webhook_url_https_only'],
        ['https://user:pw@example.com/hook', 'webhook_url_https_only'],
        ['ftp://example.com/', 'webhook_url_https_only'],
        ['not a url', 'webhook_url_https_only'],
        ['https://127.0.0.1/hook', 'webhook_url_not_public'],
        ['https://10.0.0.7/hook', 'webhook_url_not_public'],
        ['https://[::1]/hook', 'webhook_url_not_public'],
        ['https://localhost/hook', 'webhook_url_not_public'],
        [`${receiver.url}/hook`, 'webhook_url_https_only'],
      ];
      for (const [url, key] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: WEBHOOKS,
          headers: auth(owner.token),
          payload: { url, events: ['transit.created'] },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ url?: string[] }>().url?.[0], url).toContain(key);
      }
      const events = await t.app.inject({
        method: 'POST',
        url: WEBHOOKS,
        headers: auth(owner.token),
        payload: { url: 'https://10.0.0.7/', events: ['no.such_event'] },
      });
      expect(events.statusCode).toBe(400);
      expect(Object.keys(events.json<Record<string, unknown>>())).toContain('events');
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'false' },
);

describeEachDatabase(
  'webhooks',
  (ctx) => {
    it('lets an Admin register, list and delete endpoints; others of the company or other companies cannot', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const created = await register(t, owner, path, ['transit.created']);
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(created.events).toEqual(['transit.created']);

      const list = await t.app.inject({ method: 'GET', url: WEBHOOKS, headers: auth(owner.token) });
      expect(list.statusCode).toBe(200);
      const listed = list.json<{ results: Record<string, unknown>[] }>().results;
      expect(listed.map((w) => w.id)).toEqual([created.id]);
      expect(listed[0]).not.toHaveProperty('secret');

      const clerk = await createEmployee(t.app, t.db, owner.companyId, { role: 'Dyspozytor' });
      const refused = await t.app.inject({
        method: 'GET',
        url: WEBHOOKS,
        headers: auth(clerk.token),
      });
      expect(refused.statusCode).toBe(403);

      const other = await createOwner(t.app);
      const theirs = await t.app.inject({
        method: 'GET',
        url: WEBHOOKS,
        headers: auth(other.token),
      });
      expect(theirs.json<{ results: unknown[] }>().results).toEqual([]);
      for (const [method, url] of [
        ['DELETE', `${WEBHOOKS}${String(created.id)}/`],
        ['GET', `${WEBHOOKS}${String(created.id)}/deliveries/`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: auth(other.token) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${WEBHOOKS}${String(created.id)}/`,
        headers: auth(owner.token),
      });
      expect(removed.statusCode).toBe(204);
      await postTransit(t, owner);
      await t.deps.webhooks?.flush();
      expect(receivedOn(path)).toEqual([]);
    });

    it('delivers signed events of a transit in order, retrying after 500s', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);
      receiver.failNext(path, 2);
      const id = await postTransit(t, owner);
      await patchTransit(t, owner, id, 'first');
      await patchTransit(t, owner, id, 'second');
      const finished = await t.app.inject({
        method: 'PATCH',
        url: `${transitUrl(id)}finish_transit/`,
        headers: auth(owner.token),
        payload: { status: 'finished' },
      });
      expect(finished.statusCode, finished.body).toBe(200);
      await waitUntil(() => uniqueOn(path).length === 4, 'four deliveries');

      const all = receivedOn(path);
      expect(all.filter((r) => r.status === 500)).toHaveLength(2);
      for (const r of all) expect(verifySignature(hook.secret, r.raw, r.signature)).toBe(true);
      expect(verifySignature('whsec_wrong', all[0]?.raw ?? '', all[0]?.signature ?? '')).toBe(
        false,
      );
      const delivered = uniqueOn(path);
      expect(delivered.map((r) => r.event)).toEqual([
        'transit.created',
        'transit.updated',
        'transit.updated',
        'transit.finished',
      ]);
      expect(delivered.map((r) => r.body.data.sender_instruction)).toEqual([
        '',
        'first',
        'second',
        'second',
      ]);
      expect(delivered.every((r) => r.body.data.id === id)).toBe(true);
      expect(new Set(delivered.map((r) => r.id)).size).toBe(4);

      // The receiver has the last delivery a moment before the sender records its answer.
      type Entry = { id: number; status: string; attempts: number; last_status_code: number };
      let entries: Entry[] = [];
      await waitUntil(async () => {
        const log = await t.app.inject({
          method: 'GET',
          url: `${WEBHOOKS}${String(hook.id)}/deliveries/`,
          headers: auth(owner.token),
        });
        expect(log.statusCode).toBe(200);
        entries = log.json<{ results: Entry[] }>().results;
        return entries.length === 4 && entries.every((e) => e.status !== 'waiting');
      }, 'the log to show every answer');
      expect(entries).toHaveLength(4);
      expect(entries.every((e) => e.status === 'delivered' && e.last_status_code === 200)).toBe(
        true,
      );
      expect(entries.at(-1)?.attempts).toBeGreaterThanOrEqual(3);

      // Send again: the same event (same id, same body) once more.
      const first = entries.at(-1);
      const resent = await t.app.inject({
        method: 'POST',
        url: `${WEBHOOKS}${String(hook.id)}/deliveries/${String(first?.id)}/resend/`,
        headers: auth(owner.token),
      });
      expect(resent.statusCode, resent.body).toBe(202);
      const resentAt = Date.now();
      await waitUntil(
        () => deliveredOn(path).some((r) => r.at >= resentAt && r.id === delivered[0]?.id),
        'the resent delivery',
      );
      const again = deliveredOn(path).find((r) => r.at >= resentAt);
      expect(again?.raw).toBe(delivered[0]?.raw);
    });

    it('delivers transit.deleted and only the events subscribed to', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      await register(t, owner, path, ['transit.deleted']);
      const id = await postTransit(t, owner);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: transitUrl(id),
        headers: auth(owner.token),
      });
      expect(removed.statusCode, removed.body).toBe(204);
      await waitUntil(() => deliveredOn(path).length === 1, 'the deletion');
      await t.deps.webhooks?.flush();
      expect(deliveredOn(path).map((r) => [r.event, r.body.data.id])).toEqual([
        ['transit.deleted', id],
      ]);
    });

    it('queues nothing for a change that is rolled back', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);
      await expect(
        t.db.transaction().execute(async (trx) => {
          await enqueueWebhookEvent(trx, owner.companyId, 'transit.created', {
            type: 'transit',
            id: 1,
            data: () => Promise.resolve({ id: 1 }),
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // A refused write through the API (an unknown contractor) leaves nothing either.
      const refused = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: auth(owner.token),
        payload: { sender_client: 999_999 },
      });
      expect(refused.statusCode).toBe(400);
      const rows = await t.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', hook.id)
        .execute();
      expect(rows).toEqual([]);
      await t.deps.webhooks?.flush();
      expect(receivedOn(path)).toEqual([]);
    });

    it('never makes the request wait for a slow endpoint; the attempt times out', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path, ['transit.created']);
      receiver.delay(path, 3000);
      await postTransit(t, owner);
      // Answered before the attempt ended: had the request waited, the attempt's time limit
      // would have written its error by now.
      const queued = await t.db
        .selectFrom('webhook_deliveries')
        .select(['delivered_at', 'last_error'])
        .where('endpoint_id', '=', hook.id)
        .executeTakeFirst();
      expect(queued).toEqual({ delivered_at: null, last_error: null });
      await waitUntil(async () => {
        const row = await t.db
          .selectFrom('webhook_deliveries')
          .select(['attempts', 'last_error'])
          .where('endpoint_id', '=', hook.id)
          .executeTakeFirst();
        return (row?.attempts ?? 0) >= 1 && (row?.last_error ?? '').length > 0;
      }, 'a timed-out attempt');
      await t.app.inject({
        method: 'DELETE',
        url: `${WEBHOOKS}${String(hook.id)}/`,
        headers: auth(owner.token),
      });
    });

    it('disables an endpoint failing for the whole window and notifies the Admins', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path, ['transit.created']);
      receiver.failNext(path, Number.POSITIVE_INFINITY);
      await postTransit(t, owner);
      await waitUntil(
        async () => {
          const row = await t.db
            .selectFrom('webhook_endpoints')
            .select('disabled_at')
            .where('id', '=', hook.id)
            .executeTakeFirst();
          return Boolean(row?.disabled_at);
        },
        'the endpoint disabled',
        GIVE_UP_MS + 8000,
      );
      const list = await t.app.inject({ method: 'GET', url: WEBHOOKS, headers: auth(owner.token) });
      expect(
        list.json<{ results: { disabled_at: string | null }[] }>().results[0]?.disabled_at,
      ).not.toBeNull();
      const log = await t.app.inject({
        method: 'GET',
        url: `${WEBHOOKS}${String(hook.id)}/deliveries/`,
        headers: auth(owner.token),
      });
      const [entry] = log.json<{ results: { status: string; last_status_code: number }[] }>()
        .results;
      expect(entry?.status).toBe('failed');
      expect(entry?.last_status_code).toBe(500);
      const notes = await t.db
        .selectFrom('notifications')
        .select(['type', 'user_id'])
        .where('company_id', '=', owner.companyId)
        .where('type', '=', 'webhook_disabled')
        .execute();
      expect(notes.map((n) => n.user_id)).toEqual([owner.userId]);
      // The company's log says which endpoint was given up on.
      const logged = await t.db
        .selectFrom('company_events')
        .select(['type', 'data'])
        .where('company_id', '=', owner.companyId)
        .execute();
      expect(logged.map((row) => row.type)).toEqual(['webhook_endpoint_disabled']);
      expect(JSON.parse(logged[0]?.data ?? '{}')).toMatchObject({ webhook_id: hook.id });

      // A disabled endpoint gets nothing new.
      const before = receivedOn(path).length;
      await postTransit(t, owner);
      await t.deps.webhooks?.flush();
      expect(receivedOn(path).length).toBe(before);
      receiver.failNext(path, 0);
    });
  },
  ENV,
);
