import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { auth, createOwner, json } from '../../../test/factories.ts';
import { ERROR_RESPONSE_NAMES } from './components.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

function operationsOf(document: Document): { method: string; path: string; op: Operation }[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path: route, op })),
  );
}

const stdoutOf = (error: unknown): string =>
  typeof error === 'object' &&
  error !== null &&
  'stdout' in error &&
  typeof error.stdout === 'string'
    ? error.stdout
    : '';

const ref = (status: keyof typeof ERROR_RESPONSE_NAMES) =>
  `#/components/responses/${ERROR_RESPONSE_NAMES[status]}`;

describeEachDatabase('the API document', (ctx) => {
  async function document(): Promise<Document> {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json<Document>();
  }

  it('gives every operation an id, a summary, an area, its security and its error answers', async () => {
    const doc = await document();
    const areas = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(100);
    for (const { method, path: route, op } of operations) {
      const name = `${method.toUpperCase()} ${route}`;
      expect(op.operationId, name).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
      ids.add(op.operationId ?? '');
      expect(op.summary, name).toMatch(/\S/);
      expect(op.tags, name).toHaveLength(1);
      expect(areas.has(op.tags?.[0] ?? ''), name).toBe(true);
      expect(Array.isArray(op.security), name).toBe(true);
      // Each error answer is the shared one; every request may meet an outage.
      const errors = Object.entries(op.responses).filter(([status]) => /^[45]/.test(status));
      expect(errors.length, name).toBeGreaterThan(1);
      for (const [, answer] of errors) expect(answer.$ref, name).toMatch(/^#\/components\//);
      expect(op.responses['503']?.$ref, name).toBe(ref(503));
      const authenticated = (op.security ?? []).some((r) => Object.keys(r).length > 0);
      expect(op.responses['401']?.$ref, name).toBe(authenticated ? ref(401) : undefined);
      if (route.includes('{')) expect(op.responses['404']?.$ref, name).toBe(ref(404));
    }
    expect(ids.size).toBe(operations.length);
  });

  it("says what each operation asks of a caller: the rulebook's key scope, the gate, or nothing", async () => {
    const doc = await document();
    const byId = new Map(operationsOf(doc).map(({ op }) => [op.operationId, op]));
    const security = (id: string) => byId.get(id)?.security;
    expect(security('listTransits')).toEqual([{ token: [] }, { apiKey: ['read'] }]);
    expect(security('createTransit')).toEqual([{ token: [] }, { apiKey: ['write'] }]);
    for (const id of ['createApiKey', 'createWebhook', 'getProfileSettings', 'createSigningKey']) {
      expect(security(id), id).toEqual([{ token: [] }]);
    }
    expect(security('logIn')).toEqual([]);
    expect(security('getSharedTransit')).toEqual([]);
    expect(security('getConsignment')).toEqual([{ eftiGate: [] }]);
    expect(byId.get('updateTransit')?.responses['409']?.$ref).toBe(ref(409));
    expect(byId.get('logIn')?.responses['429']?.$ref).toBe(ref(429));
    expect(byId.get('getSharedTransit')?.responses['410']?.$ref).toBe(ref(410));
  });

  it('is what the API does: a key of the scope an operation lists passes, any other key is refused', async () => {
    const { app } = ctx();
    const doc = await document();
    const owner = await createOwner(app);
    const keys: Record<string, string> = {};
    for (const scope of ['read', 'write']) {
      const created = await app.inject({
        method: 'POST',
        url: '/company/api/v1/api-keys/',
        headers: auth(owner.token),
        payload: { name: scope, scope },
      });
      keys[scope] = String(json(created).key);
    }
    for (const { method, path: route, op } of operationsOf(doc)) {
      if (!(op.security ?? []).some((r) => 'token' in r)) continue;
      // Any id will do: a key the route refuses is refused before the object is looked at.
      const url = route.replace(/\{[^}]+\}/g, '999999');
      const scope = op.security?.find((r) => 'apiKey' in r)?.apiKey?.[0];
      const call = (key: string) =>
        app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { authorization: `Api-Key ${key}` },
        });
      const name = `${method.toUpperCase()} ${route}`;
      if (scope === undefined) {
        expect((await call(keys.write ?? '')).statusCode, name).toBe(403);
        continue;
      }
      expect([401, 403], name).not.toContain((await call(keys[scope] ?? '')).statusCode);
      if (scope === 'write') expect((await call(keys.read ?? '')).statusCode, name).toBe(403);
    }
  });

  it('lists no internal route and shows no secret', async () => {
    const doc = await document();
    const routes = Object.keys(doc.paths);
    for (const route of routes)
      expect(route, route).toMatch(/^\/(auth\/api|company\/api|v0|v1\/dataset)\//);
    for (const internal of ['/healthz', '/readyz', '/api/docs', '/notifications/api/v1/', '/']) {
      expect(routes, internal).not.toContain(internal);
    }
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/whsec_[A-Za-z0-9+/]{8}/);
    expect(text).not.toMatch(/td_live_[A-Za-z0-9_-]{8}/);
    expect(text).not.toMatch(/(Token|Api-Key|Bearer) [A-Za-z0-9_-]{16}/);
  });

  it("lints clean with Redocly's recommended rules", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await fs.writeFile(file, JSON.stringify(await document()));
      const result = await promisify(execFile)(
        process.execPath,
        [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
        // No telemetry nor update check: the suite runs without the internet.
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
        // Redocly exits non-zero when it finds problems: its report is read all the same.
      ).catch((error: unknown) => ({ stdout: stdoutOf(error) }));
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
