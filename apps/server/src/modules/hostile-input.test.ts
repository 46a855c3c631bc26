import { expect, it } from 'vitest';
import { auth, json } from '../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../test/harness.ts';
import { createFleet, fullPayload, postTransit } from '../../test/transit-fixtures.ts';

/**
 * Whatever a client sends, every route of the OpenAPI document answers a 4xx (never a 5xx), and
 * an error body never echoes more than a short excerpt of the request, so a hostile request
 * cannot have megabytes echoed back (docs/decisions/0003-error-bodies.md).
 */

const API = '/company/api/v1/';
const BOUNDARY = '----tdfuzz';

type Operation = { method: string; path: string };
type Malformed = { name: string; headers: Record<string, string>; payload: Buffer | string };

/** Bodies a careless or hostile client sends: broken JSON and every way multipart goes wrong. */
const MALFORMED: Malformed[] = [
  { name: 'cut JSON', headers: { 'content-type': 'application/json' }, payload: '{"transit":' },
  { name: 'JSON array', headers: { 'content-type': 'application/json' }, payload: '[1,{"a":[]}]' },
  {
    name: 'JSON of wrong types',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      transit: { $gt: 1 },
      type: 'x'.repeat(3000),
      id: -1e308,
      receivers: 'all',
      document_data: [null],
    }),
  },
  {
    name: 'multipart without a boundary',
    headers: { 'content-type': 'multipart/form-data' },
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
  {
    name: 'multipart with another boundary than declared',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--\r\n',
  },
  {
    name: 'multipart with an unterminated part',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload:
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 half a fi',
  },
  {
    name: 'multipart with a broken part header',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: `--${BOUNDARY}\r\nContent-Disposition form-data name=\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: 'binary garbage as multipart',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)),
  },
];

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = json(response) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

/** Each path parameter filled with a real value (so the route reaches its body) and with junk. */
function urlsOf(path: string, real: Record<string, string>): string[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return [path];
  const fill = (pick: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pick(name)));
  return [
    fill((name) => real[name] ?? '1'),
    fill(() => 'x'.repeat(300)),
    fill(() => '-1'),
    fill(() => '99999999999999999999999'),
  ];
}

/** A transit with a CMR, and a receiver's share link to it. */
async function documentAndLink(t: TestApp) {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const data = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4 },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(f.owner.token),
    payload: {
      transit: transit.id,
      type: 4,
      document_data: (json(data) as { document_data: unknown }).document_data,
      split_per_receiver: false,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const documentId = String((json(created) as { id: number }).id);
  const link = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(f.owner.token),
    payload: { type: 'receiver', receiver: transit.receivers[0]?.id, transit: transit.id },
  });
  expect(link.statusCode, link.body).toBe(201);
  const token = (json(link) as { id: string }).id;
  return { f, token, transitId: transit.id, documentId };
}

describeEachDatabase('hostile input', (ctx) => {
  it('no route of the OpenAPI document answers a 5xx to malformed JSON or multipart', async () => {
    const t = ctx();
    const { f, token, transitId, documentId } = await documentAndLink(t);
    const real: Record<string, string> = {
      id: documentId,
      transitId: String(transitId),
      key: String(transitId),
      token,
      month: '11',
      year: '2026',
    };

    const operations = await operationsOf(t);
    expect(operations.length).toBeGreaterThan(90);
    const failures: string[] = [];
    for (const { method, path } of operations) {
      if (path.endsWith('/logout/')) continue; // would end the session the rest uses
      // A DELETE with a real id would remove what the other routes are fuzzed against.
      const urls = urlsOf(path, real).slice(method === 'DELETE' && path.includes('{') ? 1 : 0);
      for (const url of urls) {
        const bodies = method === 'GET' || method === 'DELETE' ? MALFORMED.slice(0, 1) : MALFORMED;
        for (const body of bodies) {
          const response = await t.app.inject({
            method: method as 'POST',
            url: `${url}?token=${token}&page=%ZZ&cursor=${'~'.repeat(500)}`,
            headers: { ...auth(f.owner.token), ...body.headers },
            payload: body.payload,
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${method} ${path} ${body.name}: ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('each multipart endpoint, with or without an account, answers malformed_multipart', async () => {
    const t = ctx();
    const { f, token, transitId } = await documentAndLink(t);
    const endpoints = [
      { url: `${API}transit-document/`, signedIn: true },
      { url: `${API}document-remark/`, signedIn: true },
      { url: `${API}csv/metadata/`, signedIn: true },
      { url: `${API}csv/import/`, signedIn: true },
      { url: `${API}sign-document-signature/`, signedIn: true },
      { url: `${API}transit-token/${transitId}/document-add/?token=${token}`, signedIn: false },
      { url: `${API}transit-token/${transitId}/document-remark/?token=${token}`, signedIn: false },
      { url: `${API}sign-document-token-signature/${token}/`, signedIn: false },
    ];
    const answers: string[] = [];
    for (const { url, signedIn } of endpoints) {
      for (const body of MALFORMED.filter((m) => m.name.includes('multipart'))) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...(signedIn ? auth(f.owner.token) : {}), ...body.headers },
          payload: body.payload,
        });
        answers.push(`${url} ${body.name}: ${response.statusCode} ${response.body}`);
      }
    }
    // A part whose header cannot be read is skipped, so those requests lack their fields.
    const expected = (answer: string) =>
      answer.includes('broken part header')
        ? /: 400 .*(field_required|invalid_choice)/.test(answer)
        : /: 400 .*malformed_multipart/.test(answer);
    expect(answers.filter((answer) => !expected(answer))).toEqual([]);
  });

  it('a field named with 200 KB comes back as a short excerpt', async () => {
    const t = ctx();
    const name = 'n'.repeat(200_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login/',
      payload: { login: 'a@b.pl', password: 'x', [name]: 'y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(1000);
    const body = json(response);
    const echoed = Object.keys(body).find((key) => key.startsWith('nnn'));
    expect(echoed).toBeDefined();
    expect(echoed?.length).toBeLessThanOrEqual(64);
    expect(body[echoed ?? '']).toEqual(['unknown_field']);
  });

  it('a thousand unknown fields come back as a bounded list', async () => {
    const t = ctx();
    const payload: Record<string, string> = { login: 'a@b.pl', password: 'x' };
    for (let i = 0; i < 1000; i++) payload[`extra_${i}`] = 'y';
    const response = await t.app.inject({ method: 'POST', url: '/auth/api/v1/login/', payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response)).length).toBeLessThanOrEqual(50);
  });
});
