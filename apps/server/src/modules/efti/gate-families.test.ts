import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { isInSubsets } from '@transitdocs/domain';
import { afterAll, expect, it } from 'vitest';
import {
  addCmr,
  eftiOf,
  postActiveTransit,
  postNearlyCompleteTransit,
} from '../../../test/efti-fixtures.ts';
import { startTestGate } from '../../../test/efti-gate.ts';
import { auth, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { requireTool } from '../../../test/pdf-tools.ts';
import { createTestCa } from '../../../test/tls-certs.ts';
import { transitUrl } from '../../../test/transit-fixtures.ts';
import { startGateTlsListener } from './index.ts';

/**
 * Gates of both families, each authentication mode both ways, rotation without a restart
 * (docs/decisions/0134-efti-gate-families.md, docs/decisions/0135-efti-gate-authentication.md).
 */

const ca = await createTestCa('gates');
const strangerCa = await createTestCa('stranger');
const [platformServer, gateServer, platformClient, gateClient, otherGateClient, stranger] =
  await Promise.all([
    ca.issue('platform-server', 'server'),
    ca.issue('gate-server', 'server'),
    ca.issue('platform-client', 'client'),
    ca.issue('gate-client', 'client'),
    ca.issue('other-gate-client', 'client'),
    strangerCa.issue('stranger-client', 'client'),
  ]);

const BEARER = 'reference-gate-token-0123456789';
const API_KEY = 'national-gate-api-key-0123456789';
const BASIC = { username: 'gate-pl', password: 'national-basic-secret-0123' };
const OUT = {
  bearer: 'we-send-this-bearer-0123456789',
  apiKey: 'we-send-this-api-key-0123456789',
  basic: { username: 'transitdocs', password: 'we-send-this-password-0123' },
};

const header = (request: http.IncomingMessage, name: string) => request.headers[name];
const basicOf = (user: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;

const referenceGate = await startTestGate({
  family: 'reference',
  authorize: (r) => header(r, 'authorization') === `Bearer ${OUT.bearer}`,
});
const nationalGate = await startTestGate({
  family: 'national',
  authorize: (r) => header(r, 'x-api-key') === OUT.apiKey,
});
const basicGate = await startTestGate({
  family: 'national',
  authorize: (r) => header(r, 'authorization') === basicOf(OUT.basic),
});
const tlsGate = await startTestGate({
  family: 'reference',
  tls: { cert: gateServer.cert, key: gateServer.key, ca: ca.ca },
});
const gates = [referenceGate, nationalGate, basicGate, tlsGate];

const dir = await mkdtemp(path.join(os.tmpdir(), 'td-gates-'));
const gatesFile = path.join(dir, 'gates.json');

afterAll(async () => {
  await Promise.all(gates.map((gate) => gate.close()));
  await Promise.all([ca.remove(), strangerCa.remove(), rm(dir, { recursive: true, force: true })]);
});

const ROTATED_OLD = 'rotated-gate-old-token-0000000';
const ROTATED_NEW = 'rotated-gate-new-token-1111111';

/** The rotating gate of the file, accepting these bearer tokens. */
async function writeGatesFile(tokens: string[]): Promise<void> {
  const accept = tokens.map((token) => ({ type: 'bearer', token }));
  await writeFile(gatesFile, JSON.stringify([{ id: 'rotating', family: 'national', accept }]));
}

const ENV = () => ({
  EFTI_PLATFORM_ID: 'transitdocs-test',
  EFTI_RETRY_BASE_MS: '60',
  EFTI_RETRY_MAX_MS: '500',
  EFTI_SWEEP_INTERVAL_MS: '300',
  EFTI_GATES_FILE: gatesFile,
  EFTI_GATES: JSON.stringify([
    {
      id: 'eu-reference',
      family: 'reference',
      url: referenceGate.url,
      send: { type: 'bearer', token: OUT.bearer },
      accept: [{ type: 'bearer', token: BEARER }],
    },
    {
      id: 'pl-national',
      family: 'national',
      url: nationalGate.url,
      send: { type: 'api_key', key: OUT.apiKey },
      accept: [
        { type: 'api_key', key: API_KEY },
        { type: 'basic', ...BASIC },
      ],
    },
    {
      id: 'national-basic',
      family: 'national',
      url: basicGate.url,
      send: { type: 'basic', ...OUT.basic },
    },
    {
      id: 'tls-gate',
      family: 'reference',
      url: tlsGate.url,
      send: {
        type: 'mtls',
        certFile: platformClient.certFile,
        keyFile: platformClient.keyFile,
        caFile: ca.caFile,
      },
      accept: [{ type: 'mtls', fingerprint256: gateClient.fingerprint256 }],
    },
  ]),
});

const nationalUrl = (id: string, query = '') => `/v1/dataset/${id}${query}`;
const referenceUrl = (id: string, query = '') => `/v0/consignments/${id}${query}`;

function elementPaths(xml: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([A-Za-z][\w]*)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', empty] = match;
    if (closing) {
      stack.pop();
      continue;
    }
    stack.push(name);
    paths.push(stack.join('/'));
    if (empty) stack.pop();
  }
  return paths;
}

function accessRows(t: TestApp, datasetId: string) {
  return t.db
    .selectFrom('efti_access_log')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('id')
    .execute();
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A GET over the gates' TLS listener with a client certificate. */
function getOverTls(
  port: number,
  urlPath: string,
  client: { cert: string; key: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'GET',
        ca: ca.ca,
        cert: client.cert,
        key: client.key,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

await writeGatesFile([ROTATED_OLD]);

describeEachDatabase(
  'eFTI gates of every family',
  (ctx) => {
    requireTool('xmllint', 'libxml2-utils');

    it('answers a national gate at /v1/dataset/ with exactly the asked subsets, by API key or Basic; each family only on its own path', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      for (const headers of [{ 'x-api-key': API_KEY }, { authorization: basicOf(BASIC) }]) {
        const response = await t.app.inject({
          method: 'GET',
          url: nationalUrl(dataset_id, '?subsets=EU01,EU02'),
          headers: { ...headers, 'x-request-id': 'NGW 2026/12/07 #1' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/xml/);
        const paths = elementPaths(response.body).slice(1);
        expect(paths.length).toBeGreaterThan(3);
        expect(paths.filter((p) => !isInSubsets(p, ['EU01', 'EU02']))).toEqual([]);
      }
      const refused: [string, Record<string, string>][] = [
        [nationalUrl(dataset_id, '?subsets=EU01'), { authorization: `Bearer ${BEARER}` }],
        [referenceUrl(dataset_id, '?subsetId=EU01'), { 'x-api-key': API_KEY }],
        [nationalUrl(dataset_id, '?subsets=EU01'), { 'x-api-key': `${API_KEY}x` }],
        [
          nationalUrl(dataset_id, '?subsets=EU01'),
          { authorization: basicOf({ ...BASIC, password: 'wrong-password-0123456' }) },
        ],
      ];
      for (const [url, headers] of refused) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(401);
      }
      const unknownSubset = await t.app.inject({
        method: 'GET',
        url: nationalUrl(dataset_id, '?subsets=EU01,EU04'),
        headers: { 'x-api-key': API_KEY },
      });
      expect(unknownSubset.statusCode).toBe(400);
      expect(json(unknownSubset)).toEqual({ subsets: ['invalid_choice'] });
      const unknownDataset = await t.app.inject({
        method: 'GET',
        url: nationalUrl(randomUUID(), '?subsets=EU01'),
        headers: { 'x-api-key': API_KEY },
      });
      expect(unknownDataset.statusCode).toBe(404);
      const rows = await accessRows(t, dataset_id);
      expect(rows.map((r) => [r.gate_id, r.outcome, r.status_code, r.subsets])).toEqual([
        ['pl-national', 'ok', 200, 'EU01,EU02'],
        ['pl-national', 'ok', 200, 'EU01,EU02'],
        ['pl-national', 'invalid_subset', 400, ''],
      ]);
      // The gate's own request id is kept beside ours (which it could not be: not our format).
      expect(rows[0]?.gate_request_id).toBe('NGW 2026/12/07 #1');
      expect(rows[0]?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('takes a national follow-up as JSON with 201, and refuses a malformed one with 400, logged', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const response = await t.app.inject({
        method: 'POST',
        url: nationalUrl(dataset_id, '/follow-up'),
        headers: { 'x-api-key': API_KEY, 'x-request-id': 'nat-fu-1' },
        payload: {
          uil: `PL/transitdocs/${dataset_id}`,
          referenceIds: ['KTS-2026-1'],
          message: 'Proszę okazać świadectwo ATP.',
          files: [
            {
              fileName: 'wezwanie.pdf',
              base64Content: Buffer.from('%PDF-1.4').toString('base64'),
              mimeType: 'application/pdf',
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const stored = await t.db
        .selectFrom('efti_follow_ups')
        .select(['gate_id', 'message'])
        .where('dataset_id', '=', dataset_id)
        .execute();
      expect(stored).toEqual([
        {
          gate_id: 'pl-national',
          message: 'Proszę okazać świadectwo ATP.\nwezwanie.pdf (application/pdf, 8 B)',
        },
      ]);
      for (const payload of ['{"message": ""}', '{"files": []}', 'not json']) {
        const bad = await t.app.inject({
          method: 'POST',
          url: nationalUrl(dataset_id, '/follow-up'),
          headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
          payload,
        });
        expect(bad.statusCode, payload).toBe(400);
      }
      const outcomes = (await accessRows(t, dataset_id)).map((r) => [r.outcome, r.status_code]);
      expect(outcomes).toEqual([
        ['ok', 201],
        ['invalid_follow_up', 400],
        ['invalid_follow_up', 400],
        ['invalid_follow_up', 400],
      ]);
    });

    it('rotates a credential without a restart: old and new valid together, then the old one refused', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const status = async (token: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: nationalUrl(dataset_id, '?subsets=EU01'),
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;
      await writeGatesFile([ROTATED_OLD]);
      expect([await status(ROTATED_OLD), await status(ROTATED_NEW)]).toEqual([200, 401]);
      await writeGatesFile([ROTATED_OLD, ROTATED_NEW]);
      expect([await status(ROTATED_OLD), await status(ROTATED_NEW)]).toEqual([200, 200]);
      await writeGatesFile([ROTATED_NEW]);
      expect([await status(ROTATED_OLD), await status(ROTATED_NEW)]).toEqual([401, 200]);
      // A broken file keeps the gates that were in force.
      await writeFile(gatesFile, '[{"id": "rotating", ');
      expect(await status(ROTATED_NEW)).toBe(200);
      await writeGatesFile([ROTATED_OLD]);
    });

    it('answers a gate with a client certificate of the CA on the TLS listener; refuses other certificates', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const listener = await startGateTlsListener(t.app, {
        port: 0,
        host: '127.0.0.1',
        certFile: platformServer.certFile,
        keyFile: platformServer.keyFile,
        caFile: ca.caFile,
      });
      try {
        const url = referenceUrl(dataset_id, '?subsetId=EU01');
        const ok = await getOverTls(listener.port, url, gateClient);
        expect(ok.status, ok.body).toBe(200);
        expect(ok.body).toContain('<consignment xmlns="http://efti.eu/v1/consignment/common">');
        // Same CA, but not a certificate any gate names.
        expect((await getOverTls(listener.port, url, otherGateClient)).status).toBe(401);
        // Another CA: no handshake at all.
        await expect(getOverTls(listener.port, url, stranger)).rejects.toThrow();
        // The certificate alone counts only on the TLS listener.
        const plain = await t.app.inject({ method: 'GET', url });
        expect(plain.statusCode).toBe(401);
        const rows = await accessRows(t, dataset_id);
        expect(rows.map((r) => [r.gate_id, r.outcome])).toEqual([['tls-gate', 'ok']]);
      } finally {
        await listener.close();
      }
    });

    it('sends identifiers to every gate in its family shape and authentication, retrying only the one that failed', async () => {
      const t = ctx();
      // The national gate refuses this data set's identifiers twice.
      const { f, transit } = await postNearlyCompleteTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      nationalGate.failFor(dataset_id, 2);
      await addCmr(t, f.owner.token, transit.id);
      await t.deps.efti?.flush();
      const took = (gate: (typeof gates)[number]) =>
        gate.requests.filter((r) => r.datasetId === dataset_id && r.status === 200);
      await waitFor(() => gates.every((gate) => took(gate).length === 1), 'every gate');
      expect(took(referenceGate)[0]).toMatchObject({
        method: 'PUT',
        path: `/v0/consignments/${dataset_id}`,
        invalid: null,
      });
      expect(took(nationalGate)[0]).toMatchObject({
        method: 'POST',
        path: `/platforms/v1/consignments/${dataset_id}`,
        invalid: null,
      });
      expect(took(basicGate)[0]?.invalid).toBeNull();
      expect(took(tlsGate)[0]?.invalid).toBeNull();
      // The national gate refused twice; the others were not sent the payload again.
      const asked = (gate: (typeof gates)[number]) =>
        gate.requests.filter((r) => r.datasetId === dataset_id).length;
      expect(asked(nationalGate)).toBe(3);
      expect([asked(referenceGate), asked(basicGate), asked(tlsGate)]).toEqual([1, 1, 1]);
      // The gate answers before the sender records it: wait for the record.
      const outboxRow = () =>
        t.db
          .selectFrom('efti_outbox')
          .selectAll()
          .where('transit_id', '=', transit.id)
          .executeTakeFirstOrThrow();
      let row = await outboxRow();
      for (const until = Date.now() + 10_000; row.sent_at === null && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        row = await outboxRow();
      }
      expect(row.sent_at).not.toBeNull();
      expect(row.sent_to_gates.split(',').sort()).toEqual([
        'eu-reference',
        'national-basic',
        'pl-national',
        'tls-gate',
      ]);
      // A plate change reaches every gate again.
      const changed = await t.app.inject({
        method: 'PATCH',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
        payload: {
          carrier: transit.carrier.map((c, i) => ({
            id: c.id,
            client: c.client.id,
            ...(i === 0
              ? { driver: f.driver.id, vehicle: f.tractor, semitrailer: f.semitrailer }
              : { driver_not_from_system: 'Hans Meier', vehicle_not_from_system: 'B ZZ 999' }),
            is_forwarder: i === 1,
          })),
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await t.deps.efti?.flush();
      await waitFor(() => gates.every((gate) => took(gate).length === 2), 'the changed plate');
      expect(took(nationalGate)[1]?.body).toContain('B ZZ 999');
    });
  },
  ENV,
);

describeEachDatabase(
  'eFTI gate that is down',
  (ctx) => {
    it("never holds up a user's request; the outbox keeps retrying", async () => {
      const t = ctx();
      const started = Date.now();
      const { f, transit } = await postActiveTransit(t);
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
        payload: { sender_instruction: 'Nie piętrować' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(15_000);
      await t.deps.efti?.flush();
      const row = async () =>
        t.db
          .selectFrom('efti_outbox')
          .selectAll()
          .where('transit_id', '=', transit.id)
          .executeTakeFirst();
      const until = Date.now() + 10_000;
      while (((await row())?.attempts ?? 0) < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const waiting = await row();
      expect(waiting?.sent_at).toBeNull();
      expect(waiting?.attempts).toBeGreaterThanOrEqual(2);
      expect(waiting?.last_error).toMatch(/^down: /);
    });
  },
  {
    EFTI_RETRY_BASE_MS: '50',
    EFTI_RETRY_MAX_MS: '100',
    EFTI_GATE_TIMEOUT_MS: '500',
    // Port 9 (discard) on the loopback: nothing listens there, the connection is refused.
    EFTI_GATES: JSON.stringify([{ id: 'down', family: 'national', url: 'http://127.0.0.1:9' }]),
  },
);
