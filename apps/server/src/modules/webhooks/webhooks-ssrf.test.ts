import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { auth, createOwner, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  fakeDns,
  MALFORMED_URLS,
  PRIVATE_HOSTS,
  PRIVATE_NAMES,
  recorderForThisFile,
} from '../../../test/ssrf.ts';
import { TRANSITS } from '../../../test/transit-fixtures.ts';
import { waitUntil } from '../../../test/wait.ts';

/**
 * Webhook endpoints cannot be turned against the server's own network: every address is checked
 * at registration and again at each delivery, against a listener on 127.0.0.1 that records any
 * connection (none may arrive). docs/decisions/0092-one-outbound-address-guard.md
 */

const WEBHOOKS = '/company/api/v1/webhooks/';
const recorder = await recorderForThisFile();
const P = String(recorder.port);

const QUICK = {
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_RETRY_BASE_MS: '40',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_POLL_INTERVAL_MS: '100',
};

function register(t: TestApp, owner: Owner, url: string) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOKS,
    headers: auth(owner.token),
    payload: { url, events: ['transit.created'] },
  });
}

async function endpointsOf(t: TestApp, owner: Owner) {
  return t.db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url'])
    .where('company_id', '=', owner.companyId)
    .execute();
}

async function postTransit(t: TestApp, owner: Owner) {
  const response = await t.app.inject({
    method: 'POST',
    url: TRANSITS,
    headers: auth(owner.token),
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(201);
}

describeEachDatabase(
  'webhooks: addresses inside the server’s network',
  (ctx) => {
    it('refuses every private form at registration: 400 on url, nothing stored, nothing connected', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      fakeDns(PRIVATE_NAMES);
      for (const host of PRIVATE_HOSTS) {
        const url = `https://${host}:${P}/hook`;
        const response = await register(t, owner, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ url: ['webhook_url_not_public'] });
      }
      expect(await endpointsOf(t, owner)).toEqual([]);
      expect(recorder.connections).toEqual([]);
    });

    it('answers a URL the parser refuses with a field error, never a 500', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      for (const url of MALFORMED_URLS) {
        const response = await register(t, owner, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ url: ['webhook_url_invalid'] });
      }
      // Spaces, control characters, other schemes: the shape rule's own key.
      for (const url of ['https://exa mple.com/', 'https://a.example/\u0000', 'gopher://x/']) {
        const response = await register(t, owner, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ url: ['webhook_url_https_only'] });
      }
      expect(await endpointsOf(t, owner)).toEqual([]);
    });

    it('checks again at each delivery: a name that now resolves inside is not connected to, and the log says why', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      let answer = ['93.184.216.34'];
      const fake = fakeDns({ 'rebinding.hooks.test': () => answer });
      const registered = await register(t, owner, `https://rebinding.hooks.test:${P}/hook`);
      expect(registered.statusCode, registered.body).toBe(201);
      const hook = registered.json<{ id: number }>();

      answer = ['127.0.0.1'];
      await postTransit(t, owner);
      const deliveries = `${WEBHOOKS}${String(hook.id)}/deliveries/`;
      type Entry = { attempts: number; last_error: string | null; last_status_code: number | null };
      let entries: Entry[] = [];
      await waitUntil(async () => {
        const log = await t.app.inject({
          method: 'GET',
          url: deliveries,
          headers: auth(owner.token),
        });
        entries = log.json<{ results: Entry[] }>().results;
        return (entries[0]?.attempts ?? 0) >= 2;
      }, 'two refused attempts');
      expect(entries[0]).toMatchObject({
        last_error: 'address refused: not_public',
        last_status_code: null,
      });
      expect(fake.asked.get('rebinding.hooks.test')).toBeGreaterThanOrEqual(3);
      expect(recorder.connections).toEqual([]);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${WEBHOOKS}${String(hook.id)}/`,
        headers: auth(owner.token),
      });
      expect(removed.statusCode).toBe(204);
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'false', ...QUICK },
);

describeEachDatabase(
  'webhooks: redirects',
  (ctx) => {
    it('never follows a redirect: the delivery fails with the 3xx and nothing else is called', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const seen: string[] = [];
      const redirecting = http.createServer((request, response) => {
        request.resume();
        seen.push(String(request.url));
        response.writeHead(302, { location: `http://127.0.0.1:${P}/inside` }).end();
      });
      await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = redirecting.address() as AddressInfo;
        const registered = await register(t, owner, `http://127.0.0.1:${String(port)}/moved`);
        expect(registered.statusCode, registered.body).toBe(201);
        const hook = registered.json<{ id: number }>();
        await postTransit(t, owner);
        await waitUntil(() => seen.length >= 2, 'two attempts');
        const log = await t.app.inject({
          method: 'GET',
          url: `${WEBHOOKS}${String(hook.id)}/deliveries/`,
          headers: auth(owner.token),
        });
        expect(log.json<{ results: unknown[] }>().results[0]).toMatchObject({
          status: 'waiting',
          last_status_code: 302,
        });
        expect(recorder.connections).toEqual([]);
        await t.app.inject({
          method: 'DELETE',
          url: `${WEBHOOKS}${String(hook.id)}/`,
          headers: auth(owner.token),
        });
      } finally {
        redirecting.closeAllConnections();
        await new Promise<void>((resolve) =>
          redirecting.close(() => {
            resolve();
          }),
        );
      }
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'true', ...QUICK },
);
