import { createECDH, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { auth, countRows, createEmployee, createOwner } from '../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../test/harness.ts';
import { fakeDns, recorderForThisFile } from '../../test/ssrf.ts';
import { createFleet, fullPayload, postTransit, TRANSITS } from '../../test/transit-fixtures.ts';
import { waitUntil } from '../../test/wait.ts';

/**
 * Bad input is refused with a field-keyed 4xx, nothing of it is stored, and the company's log
 * records the refusal in a write of its own, once a minute at most for the same refusal
 * (docs/decisions/0104-refusals-in-the-company-log.md).
 */

const WEBHOOKS = '/company/api/v1/webhooks/';
const PUSH = '/company/api/v1/push/subscribe/';
const KEYS = '/company/api/v1/api-keys/';
const API = '/company/api/v1/';
const recorder = await recorderForThisFile();
const P = String(recorder.port);

type LogRow = {
  type: string;
  actor_user_id: number | null;
  actor_api_key_id: number | null;
  data: Record<string, unknown>;
};

async function companyLog(t: TestApp, companyId: number, type: string): Promise<LogRow[]> {
  const rows = await t.db
    .selectFrom('company_events')
    .select(['type', 'actor_user_id', 'actor_api_key_id', 'data'])
    .where('company_id', '=', companyId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
}

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describeEachDatabase(
  'refusals in the company log',
  (ctx) => {
    it('a webhook address refused at registration: 400 on url, no endpoint, one log row a minute', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const url = `https://127.0.0.1:${P}/hook?token=secret-part`;
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: WEBHOOKS,
          headers: auth(owner.token),
          payload: { url, events: ['transit.created'] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ url: ['webhook_url_not_public'] });
      }
      expect(await t.db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
      const log = await companyLog(t, owner.companyId, 'webhook_address_refused');
      expect(log).toEqual([
        {
          type: 'webhook_address_refused',
          actor_user_id: owner.userId,
          actor_api_key_id: null,
          data: {
            type: 'webhook_address_refused',
            webhook_id: null,
            stage: 'register',
            field: 'url',
            reason: 'webhook_url_not_public',
            host: `127.0.0.1:${P}`,
          },
        },
      ]);
      // The address's path and query (where a token may be) are not kept.
      expect(JSON.stringify(log)).not.toContain('secret-part');
      // Nobody is notified of it.
      expect(await countRows(t.db, 'notifications')).toBe(0);
    });

    it('a delivery refused at send because the name now resolves inside: logged once for many attempts', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      let answer = ['93.184.216.34'];
      fakeDns({ 'rebinding.log.test': () => answer });
      const registered = await t.app.inject({
        method: 'POST',
        url: WEBHOOKS,
        headers: auth(owner.token),
        payload: { url: `https://rebinding.log.test:${P}/hook`, events: ['transit.created'] },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const hook = registered.json<{ id: number }>();
      answer = ['127.0.0.1'];
      const created = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: auth(owner.token),
        payload: {},
      });
      expect(created.statusCode).toBe(201);
      await waitUntil(async () => {
        const row = await t.db
          .selectFrom('webhook_deliveries')
          .select('attempts')
          .where('endpoint_id', '=', hook.id)
          .executeTakeFirst();
        return (row?.attempts ?? 0) >= 3;
      }, 'three refused attempts');
      expect(recorder.connections).toEqual([]);
      const log = await companyLog(t, owner.companyId, 'webhook_address_refused');
      expect(log).toEqual([
        {
          type: 'webhook_address_refused',
          actor_user_id: null,
          actor_api_key_id: null,
          data: {
            type: 'webhook_address_refused',
            webhook_id: hook.id,
            stage: 'delivery',
            field: 'url',
            reason: 'not_public',
            host: `rebinding.log.test:${P}`,
          },
        },
      ]);
      await t.app.inject({
        method: 'DELETE',
        url: `${WEBHOOKS}${String(hook.id)}/`,
        headers: auth(owner.token),
      });
    });

    it('a push endpoint refused at subscription and at send: 400 on endpoint, logged, nothing stored', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const user = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
      const refused = await t.app.inject({
        method: 'POST',
        url: PUSH,
        headers: auth(user.token),
        payload: {
          endpoint: `https://169.254.169.254:${P}/push/x`,
          expirationTime: null,
          keys: browserKeys(),
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ endpoint: ['push_endpoint_not_public'] });
      expect(await t.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
      expect(await companyLog(t, f.owner.companyId, 'push_endpoint_refused')).toEqual([
        {
          type: 'push_endpoint_refused',
          actor_user_id: user.id,
          actor_api_key_id: null,
          data: {
            type: 'push_endpoint_refused',
            subscription_id: null,
            user_id: user.id,
            stage: 'subscribe',
            field: 'endpoint',
            reason: 'push_endpoint_not_public',
            host: `169.254.169.254:${P}`,
          },
        },
      ]);

      let answer = ['93.184.216.34'];
      fakeDns({ 'rebinding.push-log.test': () => answer });
      const subscribed = await t.app.inject({
        method: 'POST',
        url: PUSH,
        headers: auth(user.token),
        payload: {
          endpoint: `https://rebinding.push-log.test:${P}/push/y`,
          expirationTime: null,
          keys: browserKeys(),
        },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
      const subscription = await t.db
        .selectFrom('push_subscriptions')
        .select('id')
        .executeTakeFirstOrThrow();
      answer = ['10.0.0.7'];
      const transit = await postTransit(t, f.owner.token, fullPayload(f));
      const alert = await t.app.inject({
        method: 'POST',
        url: `${API}alert/`,
        headers: auth(f.driver.token),
        payload: { message: 'Waiting', transit_id: transit.id },
      });
      expect(alert.statusCode).toBe(201);
      await waitUntil(
        async () => (await companyLog(t, f.owner.companyId, 'push_endpoint_refused')).length >= 2,
        'the refusal at send',
      );
      expect(recorder.connections).toEqual([]);
      const atSend = (await companyLog(t, f.owner.companyId, 'push_endpoint_refused'))[1];
      expect(atSend?.data).toEqual({
        type: 'push_endpoint_refused',
        subscription_id: subscription.id,
        user_id: user.id,
        stage: 'send',
        field: 'endpoint',
        reason: 'not_public',
        host: `rebinding.push-log.test:${P}`,
      });
    });

    it('a live key refused: beyond its creator’s role (403), on personal credentials (403), its creator blocked (401)', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const admin = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Admin' });
      const created = await t.app.inject({
        method: 'POST',
        url: KEYS,
        headers: auth(admin.token),
        payload: { name: 'ERP', scope: 'write' },
      });
      expect(created.statusCode).toBe(201);
      const key = created.json<{ id: number; key: string }>();
      const keyAuth = { authorization: `Api-Key ${key.key}` };
      const demote = await t.app.inject({
        method: 'PATCH',
        url: `/auth/api/v1/user/${String(admin.id)}/`,
        headers: auth(f.owner.token),
        payload: { role: 'Kierowca' },
      });
      expect(demote.statusCode).toBe(200);

      const before = await countRows(t.db, 'transits');
      for (let i = 0; i < 2; i++) {
        const write = await t.app.inject({
          method: 'POST',
          url: TRANSITS,
          headers: keyAuth,
          payload: fullPayload(f),
        });
        expect(write.statusCode).toBe(403);
      }
      expect(await countRows(t.db, 'transits')).toBe(before);
      const pin = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/remind-pin/',
        headers: keyAuth,
      });
      expect(pin.statusCode).toBe(403);
      expect(pin.json()).toEqual({ detail: 'api_key_not_allowed' });

      const block = await t.app.inject({
        method: 'PATCH',
        url: `/auth/api/v1/user/${String(admin.id)}/`,
        headers: auth(f.owner.token),
        payload: { is_active: false },
      });
      expect(block.statusCode).toBe(200);
      const blocked = await t.app.inject({ method: 'GET', url: TRANSITS, headers: keyAuth });
      expect(blocked.statusCode).toBe(401);

      const log = await companyLog(t, f.owner.companyId, 'api_key_refused');
      expect(log.map((row) => row.data)).toEqual([
        {
          type: 'api_key_refused',
          api_key_id: key.id,
          api_key_name: 'ERP',
          status: 403,
          reason: 'permission_denied',
          route: `POST ${TRANSITS}`,
        },
        {
          type: 'api_key_refused',
          api_key_id: key.id,
          api_key_name: 'ERP',
          status: 403,
          reason: 'api_key_not_allowed',
          route: expect.stringMatching(/^POST \/auth\/api\/v1\/remind-pin/) as unknown,
        },
        {
          type: 'api_key_refused',
          api_key_id: key.id,
          api_key_name: 'ERP',
          status: 401,
          reason: 'creator_blocked',
          route: `GET ${TRANSITS}`,
        },
      ]);
      expect(log.every((row) => row.actor_api_key_id === key.id)).toBe(true);
      expect(log.every((row) => row.actor_user_id === admin.id)).toBe(true);
      expect(JSON.stringify(log)).not.toContain(key.key);
    });
  },
  {
    WEBHOOK_ALLOW_PRIVATE: 'false',
    PUSH_ALLOW_PRIVATE: 'false',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_RETRY_BASE_MS: '40',
    WEBHOOK_RETRY_MAX_MS: '200',
    WEBHOOK_POLL_INTERVAL_MS: '100',
  },
);
