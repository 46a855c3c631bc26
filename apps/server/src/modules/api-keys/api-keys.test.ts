import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { auth, countRows, createEmployee, createOwner, json } from '../../../test/factories.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  TRANSITS,
  transitUrl,
} from '../../../test/transit-fixtures.ts';
import { hashToken } from '../../platform/crypto.ts';

const KEYS = '/company/api/v1/api-keys/';
const keyAuth = (key: string) => ({ authorization: `Api-Key ${key}` });

type Created = { id: number; key: string; key_prefix: string; name: string; scope: string };

describeEachDatabase(
  'company API keys',
  (ctx) => {
    async function createKey(token: string, name: string, scope: 'read' | 'write') {
      const response = await ctx().app.inject({
        method: 'POST',
        url: KEYS,
        headers: auth(token),
        payload: { name, scope },
      });
      expect(response.statusCode).toBe(201);
      return json(response) as unknown as Created;
    }

    it('lets an Admin create, list and revoke keys; the key is shown once and stored hashed', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const created = await createKey(owner.token, 'ERP', 'read');
      expect(created.key).toMatch(/^td_live_[A-Za-z0-9_-]{43}$/);
      expect(created.key.startsWith(created.key_prefix)).toBe(true);
      expect(created).toMatchObject({
        name: 'ERP',
        scope: 'read',
        last_used_at: null,
        created_by: { id: owner.userId, is_active: true },
      });

      const row = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.key_hash).toBe(hashToken(created.key));
      expect(JSON.stringify(row)).not.toContain(created.key);
      expect(row.created_by).toBe(owner.userId);

      const list = await app.inject({ method: 'GET', url: KEYS, headers: auth(owner.token) });
      expect(list.statusCode).toBe(200);
      const results = (json(list).results ?? []) as Record<string, unknown>[];
      expect(results).toHaveLength(1);
      expect(results[0]).toEqual({
        id: created.id,
        name: 'ERP',
        scope: 'read',
        key_prefix: created.key_prefix,
        created_at: expect.any(String) as string,
        created_by: {
          id: owner.userId,
          first_name: expect.any(String) as string,
          last_name: expect.any(String) as string,
          is_active: true,
        },
        last_used_at: null,
        revoked_at: null,
      });
      expect(list.body).not.toContain(created.key);
      expect(list.body).not.toContain(row.key_hash);

      const revoked = await app.inject({
        method: 'DELETE',
        url: `${KEYS}${created.id}/`,
        headers: auth(owner.token),
      });
      expect(revoked.statusCode).toBe(204);
      const after = await app.inject({ method: 'GET', url: KEYS, headers: auth(owner.token) });
      const [listed] = (json(after).results ?? []) as { revoked_at: string | null }[];
      expect(listed?.revoked_at).toEqual(expect.any(String));
    });

    it('refuses non-Admins (403) and hides other companies keys (404)', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const other = await createOwner(app);
      const key = await createKey(owner.token, 'ERP', 'write');
      for (const role of ['Dyspozytor', 'Magazynier', 'Kierowca'] as const) {
        const member = await createEmployee(app, db, owner.companyId, { role });
        const list = await app.inject({ method: 'GET', url: KEYS, headers: auth(member.token) });
        expect(list.statusCode).toBe(403);
        const create = await app.inject({
          method: 'POST',
          url: KEYS,
          headers: auth(member.token),
          payload: { name: 'x', scope: 'read' },
        });
        expect(create.statusCode).toBe(403);
        const revoke = await app.inject({
          method: 'DELETE',
          url: `${KEYS}${key.id}/`,
          headers: auth(member.token),
        });
        expect(revoke.statusCode).toBe(403);
      }
      const foreign = await app.inject({
        method: 'DELETE',
        url: `${KEYS}${key.id}/`,
        headers: auth(other.token),
      });
      expect(foreign.statusCode).toBe(404);
      const otherList = await app.inject({ method: 'GET', url: KEYS, headers: auth(other.token) });
      expect(json(otherList).results).toEqual([]);
      const row = await db
        .selectFrom('api_keys')
        .select('revoked_at')
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).toBeNull();
    });

    it('validates the name and scope', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      for (const payload of [{ name: '', scope: 'read' }, { name: 'ERP', scope: 'admin' }, {}]) {
        const response = await app.inject({
          method: 'POST',
          url: KEYS,
          headers: auth(owner.token),
          payload,
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('a read key reads its own company only and may not write', async () => {
      const t = ctx();
      const fleet = await createFleet(t);
      const transit = await postTransit(t, fleet.owner.token, fullPayload(fleet));
      const otherFleet = await createFleet(t);
      const foreign = await postTransit(t, otherFleet.owner.token, fullPayload(otherFleet));
      const { key, id } = await createKey(fleet.owner.token, 'Reader', 'read');

      const list = await t.app.inject({ method: 'GET', url: TRANSITS, headers: keyAuth(key) });
      expect(list.statusCode).toBe(200);
      const own = await t.app.inject({
        method: 'GET',
        url: transitUrl(transit.id),
        headers: keyAuth(key),
      });
      expect(own.statusCode).toBe(200);
      expect(json(own).id).toBe(transit.id);
      // The rulebook answers for the key: it views, and says why it may not change anything.
      expect(json(own)).toMatchObject({
        actions: { view: true, edit: false, delete: false, alert: false },
        refusals: { edit: 'api_key_not_allowed', alert: 'api_key_not_allowed' },
      });
      const other = await t.app.inject({
        method: 'GET',
        url: transitUrl(foreign.id),
        headers: keyAuth(key),
      });
      expect(other.statusCode).toBe(404);

      const before = await countRows(t.db, 'transits');
      const write = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: keyAuth(key),
        payload: fullPayload(fleet),
      });
      expect(write.statusCode).toBe(403);
      expect(json(write)).toEqual({ detail: expect.any(String) as string });
      expect(await countRows(t.db, 'transits')).toBe(before);

      const row = await t.db
        .selectFrom('api_keys')
        .select('last_used_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.last_used_at).toEqual(expect.any(String));
    });

    it('a write key creates a transit as its company', async () => {
      const t = ctx();
      const fleet = await createFleet(t);
      const { key } = await createKey(fleet.owner.token, 'ERP writer', 'write');
      const response = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: keyAuth(key),
        payload: fullPayload(fleet),
      });
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({ actions: { edit: true, delete: true } });
      const row = await t.db
        .selectFrom('transits')
        .select('company_id')
        .where('id', '=', Number(json(response).id))
        .executeTakeFirstOrThrow();
      expect(row.company_id).toBe(fleet.owner.companyId);
    });

    it('answers 401 to a revoked or unknown key and changes nothing', async () => {
      const t = ctx();
      const fleet = await createFleet(t);
      const { key, id } = await createKey(fleet.owner.token, 'Old', 'write');
      await t.app.inject({
        method: 'DELETE',
        url: `${KEYS}${id}/`,
        headers: auth(fleet.owner.token),
      });
      const before = await countRows(t.db, 'transits');
      for (const candidate of [key, `td_live_${'A'.repeat(43)}`]) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.app.inject({
            method,
            url: TRANSITS,
            headers: keyAuth(candidate),
            ...(method === 'POST' ? { payload: fullPayload(fleet) } : {}),
          });
          expect(response.statusCode).toBe(401);
          expect(json(response)).toEqual({ detail: 'not_authenticated' });
        }
      }
      expect(await countRows(t.db, 'transits')).toBe(before);
      const row = await t.db
        .selectFrom('api_keys')
        .select('last_used_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.last_used_at).toBeNull();
    });

    it('never opens key, account or session routes to a key', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const { key, id } = await createKey(owner.token, 'ERP', 'write');
      const refused = [
        { method: 'GET', url: KEYS },
        { method: 'POST', url: KEYS, payload: { name: 'more', scope: 'write' } },
        { method: 'DELETE', url: `${KEYS}${id}/` },
        { method: 'GET', url: '/company/api/v1/my-employee/' },
        { method: 'GET', url: '/auth/api/v1/user/me/' },
        { method: 'POST', url: '/auth/api/v1/logout/' },
      ] as const;
      for (const request of refused) {
        const response = await t.app.inject({ ...request, headers: keyAuth(key) });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      }
      const keys = await t.db
        .selectFrom('api_keys')
        .select('id')
        .where('company_id', '=', owner.companyId)
        .execute();
      expect(keys).toHaveLength(1);
      const row = await t.db
        .selectFrom('api_keys')
        .select(['revoked_at', 'last_used_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ revoked_at: null, last_used_at: null });
    });

    it("opens company routes by scope and never accounts, webhooks or a person's own", async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const writer = await createKey(owner.token, 'Writer', 'write');
      const reader = await createKey(owner.token, 'Reader', 'read');
      const call = (key: string, method: 'GET' | 'HEAD' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: keyAuth(key), ...(payload ? { payload } : {}) });
      // The people autocomplete a transit needs; reads of a read key, HEAD included.
      expect((await call(writer.key, 'GET', '/company/api/v1/employee/')).statusCode).toBe(200);
      expect((await call(reader.key, 'HEAD', TRANSITS)).statusCode).toBe(200);
      const refused = [
        [writer.key, 'POST', '/company/api/v1/employee/', { user: { first_name: 'A' } }],
        [writer.key, 'POST', '/company/api/v1/webhooks/', { url: 'https://example.com/' }],
        [writer.key, 'GET', '/company/api/v1/profile-settings/'],
        [writer.key, 'GET', '/auth/api/v1/profile/settings/'],
        [writer.key, 'POST', '/company/api/v1/push/subscribe/', { endpoint: 'https://x/' }],
        [reader.key, 'POST', TRANSITS, {}],
      ] as const;
      for (const [key, method, url, payload] of refused) {
        const response = await call(key, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json(response), `${method} ${url}`).toEqual({ detail: 'api_key_not_allowed' });
      }
    });

    it('describes the Api-Key scheme in the OpenAPI document', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json<{
        components: { securitySchemes: Record<string, Record<string, string>> };
      }>();
      expect(doc.components.securitySchemes.apiKey).toMatchObject({
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
      });
      expect(doc.components.securitySchemes.token).toBeDefined();
    });

    it('rate limits per key', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const first = await createKey(owner.token, 'One', 'read');
      const second = await createKey(owner.token, 'Two', 'read');
      const get = (key: string) =>
        t.app.inject({ method: 'GET', url: TRANSITS, headers: keyAuth(key) });
      for (let i = 0; i < 3; i++) expect((await get(first.key)).statusCode).toBe(200);
      const limited = await get(first.key);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await get(second.key)).statusCode).toBe(200);
      // the session of the same Admin is not counted against the keys
      const session = await t.app.inject({
        method: 'GET',
        url: TRANSITS,
        headers: auth(owner.token),
      });
      expect(session.statusCode).toBe(200);
    });
  },
  { API_KEY_RATE_LIMIT: '3' },
);
