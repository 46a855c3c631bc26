import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, expect, it } from 'vitest';
import { auth, createEmployee, createOwner, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { TRANSITS } from '../../../test/transit-fixtures.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type ReceivedWebhook,
} from '../../../test/webhook-receiver.ts';

const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
});

const WEBHOOKS = '/company/api/v1/webhooks/';
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_RETRY_BASE_MS: '40',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_POLL_INTERVAL_MS: '100',
};

type Created = {
  id: number;
  secret: string;
  previous_secret_expires_at: string | null;
};

let paths = 0;
const newPath = () => `/std-${String((paths += 1))}-${String(Date.now())}`;

/** Whether the `standardwebhooks` package, used as its README shows, accepts the delivery. */
function standardVerifies(secret: string, delivery: ReceivedWebhook): boolean {
  try {
    new StandardWebhook(secret).verify(delivery.raw, delivery.headers);
    return true;
  } catch {
    return false;
  }
}

async function register(t: TestApp, owner: Owner, path: string): Promise<Created> {
  const response = await t.app.inject({
    method: 'POST',
    url: WEBHOOKS,
    headers: auth(owner.token),
    payload: { url: `${receiver.url}${path}`, events: ['transit.created'] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>();
}

/** Creates a transit and answers the delivery of its `transit.created` on `path`. */
async function deliveryOf(t: TestApp, owner: Owner, path: string): Promise<ReceivedWebhook> {
  const before = receiver.received.filter((r) => r.path === path).length;
  const created = await t.app.inject({
    method: 'POST',
    url: TRANSITS,
    headers: auth(owner.token),
    payload: {},
  });
  expect(created.statusCode, created.body).toBe(201);
  const until = Date.now() + 10_000;
  for (;;) {
    const got = receiver.received.filter((r) => r.path === path)[before];
    if (got) return got;
    if (Date.now() > until) throw new Error(`no delivery on ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function rotate(t: TestApp, token: string, id: number) {
  return t.app.inject({
    method: 'POST',
    url: `${WEBHOOKS}${String(id)}/rotate-secret/`,
    headers: auth(token),
  });
}

describeEachDatabase(
  'webhooks: Standard Webhooks signatures and secret rotation',
  (ctx) => {
    it('signs every delivery so the standardwebhooks package verifies it, beside the original header', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);
      // A Standard Webhooks secret: 32 random bytes in base64 after `whsec_`.
      expect(Buffer.from(hook.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

      const delivery = await deliveryOf(t, owner, path);
      expect(delivery.headers['webhook-id']).toBe(delivery.body.id);
      expect(delivery.headers['webhook-timestamp']).toMatch(/^\d+$/);
      expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(standardVerifies(hook.secret, delivery)).toBe(true);
      expect(new StandardWebhook(hook.secret).verify(delivery.raw, delivery.headers)).toEqual(
        delivery.body,
      );
      expect(verifySignature(hook.secret, delivery.raw, delivery.signature)).toBe(true);
      expect(delivery.headers['x-transitdocs-event']).toBe('transit.created');
      expect(delivery.headers['x-transitdocs-delivery']).toBe(delivery.body.id);

      // Another secret, or a body changed on the way, is refused.
      const other = await register(t, owner, newPath());
      expect(standardVerifies(other.secret, delivery)).toBe(false);
      expect(standardVerifies(hook.secret, { ...delivery, raw: `${delivery.raw} ` })).toBe(false);
    });

    it('verifies with a secret issued before (whsec_ and hex) unchanged, in both headers', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);
      const old = `whsec_${'0123456789abcdef'.repeat(4)}`;
      await t.db
        .updateTable('webhook_endpoints')
        .set({ secret: old })
        .where('id', '=', hook.id)
        .execute();

      const delivery = await deliveryOf(t, owner, path);
      expect(standardVerifies(old, delivery)).toBe(true);
      expect(verifySignature(old, delivery.raw, delivery.signature)).toBe(true);
      expect(standardVerifies(hook.secret, delivery)).toBe(false);
    });

    it('rotates the secret: both sign during the grace period, then only the new one', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);

      const response = await rotate(t, owner.token, hook.id);
      expect(response.statusCode, response.body).toBe(200);
      const rotated = response.json<Created>();
      expect(rotated.id).toBe(hook.id);
      expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(rotated.secret).not.toBe(hook.secret);
      const grace = Date.parse(rotated.previous_secret_expires_at ?? '') - Date.now();
      expect(grace).toBeGreaterThan(23 * 3600_000);
      expect(grace).toBeLessThanOrEqual(24 * 3600_000);

      // The list shows the grace period, never a secret.
      const list = await t.app.inject({ method: 'GET', url: WEBHOOKS, headers: auth(owner.token) });
      const [listed] = list.json<{ results: Record<string, unknown>[] }>().results;
      expect(listed?.previous_secret_expires_at).toBe(rotated.previous_secret_expires_at);
      expect(JSON.stringify(listed)).not.toContain('whsec_');

      const during = await deliveryOf(t, owner, path);
      expect(during.headers['webhook-signature']?.split(' ')).toHaveLength(2);
      expect(standardVerifies(rotated.secret, during)).toBe(true);
      expect(standardVerifies(hook.secret, during)).toBe(true);
      expect(verifySignature(rotated.secret, during.raw, during.signature)).toBe(true);
      expect(verifySignature(hook.secret, during.raw, during.signature)).toBe(true);

      // Once the grace period is over the old secret signs nothing.
      await t.db
        .updateTable('webhook_endpoints')
        .set({ previous_secret_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', hook.id)
        .execute();
      const after = await deliveryOf(t, owner, path);
      expect(after.headers['webhook-signature']?.split(' ')).toHaveLength(1);
      expect(standardVerifies(rotated.secret, after)).toBe(true);
      expect(standardVerifies(hook.secret, after)).toBe(false);
      expect(verifySignature(hook.secret, after.raw, after.signature)).toBe(false);
      const relisted = await t.app.inject({
        method: 'GET',
        url: WEBHOOKS,
        headers: auth(owner.token),
      });
      expect(
        relisted.json<{ results: Created[] }>().results[0]?.previous_secret_expires_at,
      ).toBeNull();
    });

    it('keeps the last two secrets when rotating twice', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);
      const first = (await rotate(t, owner.token, hook.id)).json<Created>();
      const second = (await rotate(t, owner.token, hook.id)).json<Created>();
      const delivery = await deliveryOf(t, owner, path);
      expect(standardVerifies(second.secret, delivery)).toBe(true);
      expect(standardVerifies(first.secret, delivery)).toBe(true);
      expect(standardVerifies(hook.secret, delivery)).toBe(false);
    });

    it('lets only an Admin of the company rotate; a refused rotation changes nothing', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      const hook = await register(t, owner, path);
      const clerk = await createEmployee(t.app, t.db, owner.companyId, { role: 'Dyspozytor' });
      expect((await rotate(t, clerk.token, hook.id)).statusCode).toBe(403);
      const other = await createOwner(t.app);
      expect((await rotate(t, other.token, hook.id)).statusCode).toBe(404);
      expect((await rotate(t, owner.token, 999_999)).statusCode).toBe(404);

      const row = await t.db
        .selectFrom('webhook_endpoints')
        .select(['secret', 'previous_secret'])
        .where('id', '=', hook.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ secret: hook.secret, previous_secret: null });
      const delivery = await deliveryOf(t, owner, path);
      expect(delivery.headers['webhook-signature']?.split(' ')).toHaveLength(1);
      expect(standardVerifies(hook.secret, delivery)).toBe(true);
    });
  },
  ENV,
);
