import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PushPayload } from '@transitdocs/domain';
import { auth, createEmployee } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { startConnectionRecorder } from '../../../test/ssrf.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import { PUSH_TTL_SECONDS } from './push.ts';

const PUSH = '/company/api/v1/push/subscribe/';

type Received = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A stand-in push service: HTTPS on 127.0.0.1 with a throwaway certificate that this process's
 * default HTTPS agent is told to trust. Paths starting /gone/ answer 410 like an expired browser;
 * paths starting /moved/ redirect to the address in `redirectTo`.
 */
let redirectTo = 'https://127.0.0.1:1/';

/** The driver raises the default "Waiting" alert on a transit. */
function sendWaitingAlert(t: TestApp, token: string, transitId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/company/api/v1/alert/',
    headers: auth(token),
    payload: { message: 'Waiting', transit_id: transitId },
  });
}

function startPushService(): Promise<{
  origin: string;
  received: Received[];
  close: () => Promise<void>;
  restore: () => void;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(certFile);
  const received: Received[] = [];
  const server = https.createServer(
    { key: fs.readFileSync(keyFile), cert },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = request.url ?? '/';
        received.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
        if (url.startsWith('/moved/')) {
          response.writeHead(307, { location: redirectTo }).end();
          return;
        }
        response.statusCode = url.startsWith('/gone/') ? 410 : 201;
        response.end();
      });
    },
  );
  const agentOptions = https.globalAgent.options;
  const previousCa = agentOptions.ca;
  agentOptions.ca = cert;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `https://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise((done) => {
            server.close(() => {
              done();
            });
            fs.rmSync(dir, { recursive: true, force: true });
          }),
        restore: () => {
          agentOptions.ca = previousCa;
        },
      });
    });
  });
}

/**
 * A browser's side of web push: the keys its PushSubscription.toJSON() holds (a P-256 public key
 * and an auth secret), and how it reads a message sent to them (RFC 8291, aes128gcm, one record).
 */
function pushBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const read = (body: Buffer): unknown => {
    const salt = body.subarray(0, 16);
    const keyIdLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + keyIdLength);
    const record = body.subarray(21 + keyIdLength);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
    const ikm = hkdfSync('sha256', ecdh.computeSecret(serverKey), authSecret, keyInfo, 32);
    const derive = (info: string, length: number) =>
      Buffer.from(hkdfSync('sha256', Buffer.from(ikm), salt, Buffer.from(info), length));
    const decipher = createDecipheriv(
      'aes-128-gcm',
      derive('Content-Encoding: aes128gcm\0', 16),
      derive('Content-Encoding: nonce\0', 12),
    );
    decipher.setAuthTag(record.subarray(-16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // The last record's text ends at the delimiter 2; zeros may follow.
    return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
  };
  return {
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
    read,
  };
}

function browserKeys() {
  return pushBrowser().keys;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  service.restore();
  await service.close();
});

describeEachDatabase(
  'notifications: web push',
  (ctx) => {
    it('keeps one VAPID key pair and manages subscriptions', async () => {
      const t: TestApp = ctx();
      const f = await createFleet(t);
      const first = await t.app.inject({ method: 'GET', url: PUSH, headers: auth(f.owner.token) });
      expect(first.statusCode).toBe(200);
      const publicKey = first.json<{ public_key: string }>().public_key;
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      const again = await t.app.inject({
        method: 'GET',
        url: PUSH.slice(0, -1),
        headers: auth(f.driver.token),
      });
      expect(again.json()).toEqual({ public_key: publicKey });
      expect(await t.db.selectFrom('vapid_keys').select('public_key').execute()).toEqual([
        { public_key: publicKey },
      ]);
      expect((await t.app.inject({ method: 'GET', url: PUSH })).statusCode).toBe(401);

      const bad = await t.app.inject({
        method: 'POST',
        url: PUSH,
        headers: auth(f.owner.token),
        payload: { endpoint: 'not a url', keys: {} },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<Record<string, unknown>>())).toEqual(
        expect.arrayContaining(['endpoint', 'keys']),
      );

      const endpoint = `${service.origin}/keep/${randomBytes(4).toString('hex')}`;
      const subscribe = await t.app.inject({
        method: 'POST',
        url: PUSH,
        headers: auth(f.owner.token),
        payload: { endpoint, expirationTime: null, keys: browserKeys() },
      });
      expect(subscribe.statusCode, subscribe.body).toBe(201);
      // Someone else cannot remove it.
      const foreign = await t.app.inject({
        method: 'DELETE',
        url: PUSH,
        headers: auth(f.driver.token),
        payload: { endpoint },
      });
      expect(foreign.statusCode).toBe(404);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: PUSH,
        headers: auth(f.owner.token),
        payload: { endpoint },
      });
      expect(removed.statusCode).toBe(204);
      expect(
        await t.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('endpoint', '=', endpoint)
          .execute(),
      ).toEqual([]);
    });

    it('an endpoint held by a user of another company is not taken over without its keys', async () => {
      const t = ctx();
      const victim = await createFleet(t);
      const stranger = await createFleet(t);
      const endpoint = `${service.origin}/keep/${randomBytes(4).toString('hex')}`;
      const keys = browserKeys();
      const subscribe = (token: string, withKeys: { p256dh: string; auth: string }) =>
        t.app.inject({
          method: 'POST',
          url: PUSH,
          headers: auth(token),
          payload: { endpoint, keys: withKeys },
        });
      const holder = () =>
        t.db
          .selectFrom('push_subscriptions')
          .select(['user_id', 'auth'])
          .where('endpoint', '=', endpoint)
          .executeTakeFirstOrThrow();
      expect((await subscribe(victim.owner.token, keys)).statusCode).toBe(201);

      const takeover = await subscribe(stranger.owner.token, browserKeys());
      expect(takeover.statusCode).toBe(400);
      expect(takeover.json()).toEqual({ endpoint: ['push_subscription_taken'] });
      expect(await holder()).toEqual({ user_id: victim.owner.userId, auth: keys.auth });

      // The same browser (its own keys) signed in as someone else moves the subscription.
      expect((await subscribe(stranger.owner.token, keys)).statusCode).toBe(201);
      expect((await holder()).user_id).toBe(stranger.owner.userId);
    });

    it('sends each new notification to the user’s subscriptions and drops a gone one', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, {
        role: 'Dyspozytor',
      });
      const transit = await postTransit(t, f.owner.token, fullPayload(f));
      const { public_key: publicKey } = (
        await t.app.inject({ method: 'GET', url: PUSH, headers: auth(dispatcher.token) })
      ).json<{ public_key: string }>();
      const id = randomBytes(4).toString('hex');
      const live = `${service.origin}/keep/${id}`;
      const gone = `${service.origin}/gone/${id}`;
      for (const endpoint of [live, gone]) {
        const response = await t.app.inject({
          method: 'POST',
          url: PUSH,
          headers: auth(dispatcher.token),
          payload: { endpoint, keys: browserKeys() },
        });
        expect(response.statusCode, response.body).toBe(201);
      }

      const alert = await sendWaitingAlert(t, f.driver.token, transit.id);
      expect(alert.statusCode).toBe(201);
      const mine = () => service.received.filter((r) => r.path.endsWith(`/${id}`));
      await waitFor(() => mine().length === 2);
      const delivered = mine().find((r) => r.path.startsWith('/keep/'));
      expect(delivered?.headers).toMatchObject({
        ttl: String(PUSH_TTL_SECONDS),
        'content-encoding': 'aes128gcm',
        urgency: 'normal',
      });
      expect(String(delivered?.headers.authorization)).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
      );
      // Encrypted: the alert's text is not readable on the wire.
      expect(delivered?.body.length).toBeGreaterThan(100);
      expect(delivered?.body.toString('latin1')).not.toContain('Waiting');

      await waitFor(
        async () =>
          (
            await t.db
              .selectFrom('push_subscriptions')
              .select('endpoint')
              .where('endpoint', '=', gone)
              .execute()
          ).length === 0,
      );
      expect(
        await t.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', dispatcher.id)
          .execute(),
      ).toEqual([{ endpoint: live }]);
      // Sent once: the notification is claimed.
      const row = await t.db
        .selectFrom('notifications')
        .select('pushed_at')
        .where('user_id', '=', dispatcher.id)
        .where('transit_id', '=', transit.id)
        .executeTakeFirstOrThrow();
      expect(row.pushed_at).not.toBeNull();
    });

    it('writes the push title and text in each recipient’s language', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const id = randomBytes(4).toString('hex');
      /** A dispatcher of the company using this language, subscribed on a browser of his own. */
      const subscribedReader = async (language: string) => {
        const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, {
          role: 'Dyspozytor',
          language,
        });
        const browser = pushBrowser();
        const endpoint = `/keep/${id}-${language}`;
        const subscribed = await t.app.inject({
          method: 'POST',
          url: PUSH,
          headers: auth(dispatcher.token),
          payload: { endpoint: `${service.origin}${endpoint}`, keys: browser.keys },
        });
        expect(subscribed.statusCode, subscribed.body).toBe(201);
        /** What the browser shows of the push it received, once it came. */
        return async () => {
          await waitFor(() => service.received.some((r) => r.path === endpoint));
          const message = service.received.find((r) => r.path === endpoint);
          if (!message) throw new Error(`nothing pushed in ${language}`);
          const payload = PushPayload.parse(browser.read(message.body));
          return { title: payload.title, body: payload.body, url: payload.url };
        };
      };
      const polishShows = await subscribedReader('pl');
      const englishShows = await subscribedReader('en-GB');
      const transit = await postTransit(t, f.owner.token, fullPayload(f));
      const alert = await sendWaitingAlert(t, f.driver.token, transit.id);
      expect(alert.statusCode).toBe(201);

      // The driver's name and company come from his account; a default alert type is translated.
      expect(await polishShows()).toEqual({
        title: 'Alert',
        body: `Alert od Piotr Wolski (Nowak Trans Sp. z o.o.) w transporcie ${transit.transit_number}: Oczekiwanie`,
        url: `/documents/${transit.id}`,
      });
      expect(await englishShows()).toEqual({
        title: 'Alert',
        body: `Alert from Piotr Wolski (Nowak Trans Sp. z o.o.) on transit ${transit.transit_number}: Waiting`,
        url: `/documents/${transit.id}`,
      });
    });
    it('never follows a push service’s redirect', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, {
        role: 'Dyspozytor',
      });
      const recorder = await startConnectionRecorder();
      redirectTo = `https://127.0.0.1:${String(recorder.port)}/inside`;
      try {
        const path = `/moved/${randomBytes(4).toString('hex')}`;
        const subscribed = await t.app.inject({
          method: 'POST',
          url: PUSH,
          headers: auth(dispatcher.token),
          payload: { endpoint: `${service.origin}${path}`, keys: browserKeys() },
        });
        expect(subscribed.statusCode, subscribed.body).toBe(201);
        const transit = await postTransit(t, f.owner.token, fullPayload(f));
        expect((await sendWaitingAlert(t, f.driver.token, transit.id)).statusCode).toBe(201);
        await waitFor(() => service.received.some((r) => r.path === path));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(recorder.connections).toEqual([]);
        // A redirect is a failed push, not a gone subscription: it is kept.
        const kept = await t.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', dispatcher.id)
          .execute();
        expect(kept).toHaveLength(1);
      } finally {
        await recorder.close();
      }
    });
  },
  // The stand-in push service is on 127.0.0.1 (docs/decisions/0092-one-outbound-address-guard.md).
  { PUSH_ALLOW_PRIVATE: 'true' },
);
