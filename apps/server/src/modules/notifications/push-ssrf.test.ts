import { createECDH, randomBytes } from 'node:crypto';
import dns from 'node:dns/promises';
import { expect, it, onTestFinished, vi } from 'vitest';
import { auth, createEmployee, type Employee } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  fakeDns,
  MALFORMED_URLS,
  PRIVATE_HOSTS,
  PRIVATE_NAMES,
  recorderForThisFile,
} from '../../../test/ssrf.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import { createPushSender } from './push.ts';
import { waitUntil } from '../../../test/wait.ts';

/**
 * A web-push subscription cannot make the server call into its own network: its endpoint passes
 * the webhooks' guard at subscription and again at each send, against a listener on 127.0.0.1
 * that records any connection (none may arrive). docs/decisions/0092-one-outbound-address-guard.md
 */

const PUSH = '/company/api/v1/push/subscribe/';
const recorder = await recorderForThisFile();
const P = String(recorder.port);

/** A browser's subscription keys (a P-256 public key and an auth secret). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

function subscribe(t: TestApp, token: string, endpoint: string) {
  return t.app.inject({
    method: 'POST',
    url: PUSH,
    headers: auth(token),
    payload: { endpoint, expirationTime: null, keys: browserKeys() },
  });
}

function subscriptionsOf(t: TestApp, user: Employee) {
  return t.db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', user.id)
    .execute();
}

describeEachDatabase(
  'notifications: web-push endpoints inside the server’s network',
  (ctx) => {
    it('refuses every private form at subscription: 400 on endpoint, nothing stored, nothing connected', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const user = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
      fakeDns(PRIVATE_NAMES);
      for (const host of PRIVATE_HOSTS) {
        const endpoint = `https://${host}:${P}/push/${randomBytes(4).toString('hex')}`;
        const response = await subscribe(t, user.token, endpoint);
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json(), endpoint).toEqual({ endpoint: ['push_endpoint_not_public'] });
      }
      expect(await subscriptionsOf(t, user)).toEqual([]);
      expect(recorder.connections).toEqual([]);
    });

    it('answers an endpoint the parser refuses, or not https, with a field error, never a 500', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const user = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
      for (const endpoint of [
        ...MALFORMED_URLS,
        `http://127.0.0.1:${P}/push`,
        'https://user:pw@push.example/x',
        'ftp://push.example/x',
      ]) {
        const response = await subscribe(t, user.token, endpoint);
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json(), endpoint).toEqual({ endpoint: ['invalid_format'] });
      }
      expect(await subscriptionsOf(t, user)).toEqual([]);
      expect(recorder.connections).toEqual([]);
    });

    it('checks again at each send: an endpoint that now resolves inside is not connected to', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const user = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
      let answer = ['93.184.216.34'];
      const fake = fakeDns({ 'rebinding.push.test': () => answer });
      const endpoint = `https://rebinding.push.test:${P}/push/${randomBytes(4).toString('hex')}`;
      const subscribed = await subscribe(t, user.token, endpoint);
      expect(subscribed.statusCode, subscribed.body).toBe(201);
      expect(fake.asked.get('rebinding.push.test')).toBe(1);

      answer = ['::ffff:127.0.0.1'];
      const transit = await postTransit(t, f.owner.token, fullPayload(f));
      const alert = await t.app.inject({
        method: 'POST',
        url: '/company/api/v1/alert/',
        headers: auth(f.driver.token),
        payload: { message: 'Waiting', transit_id: transit.id },
      });
      expect(alert.statusCode).toBe(201);
      await waitUntil(() => (fake.asked.get('rebinding.push.test') ?? 0) >= 2, 'the check at send');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(recorder.connections).toEqual([]);
      // Not connected to, and kept: its name may resolve publicly again.
      expect(await subscriptionsOf(t, user)).toEqual([{ endpoint }]);
    });

    it('ends a push whose endpoint the resolver never answers for, within its one time limit', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const user = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
      const fake = fakeDns({ 'silent.push.test': ['93.184.216.34'] });
      const endpoint = `https://silent.push.test:${P}/push/${randomBytes(4).toString('hex')}`;
      expect((await subscribe(t, user.token, endpoint)).statusCode).toBe(201);
      fake.restore();
      // From now on the resolver takes the question and never answers.
      const asked: string[] = [];
      const silent = vi.spyOn(dns, 'lookup').mockImplementation((host: string) => {
        asked.push(host);
        return new Promise<never>(() => undefined);
      });
      onTestFinished(() => {
        silent.mockRestore();
      });
      const row = await t.db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          company_id: f.owner.companyId,
          type: 'alert',
          transit_id: null,
          document_id: null,
          data: '{}',
          created_at: new Date().toISOString(),
          read_at: null,
          pushed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sender = createPushSender(t.app.deps, 50);
      // Settles although the lookup never does; nothing was connected to, the subscription kept.
      await sender.send([
        {
          id: row.id,
          user_id: user.id,
          company_id: f.owner.companyId,
          type: 'alert',
          transit_id: null,
          data: {},
          created_at: new Date().toISOString(),
        },
      ]);
      expect(asked).toEqual(['silent.push.test']);
      expect(recorder.connections).toEqual([]);
      expect(await subscriptionsOf(t, user)).toEqual([{ endpoint }]);
    });
  },
  { PUSH_ALLOW_PRIVATE: 'false' },
);
