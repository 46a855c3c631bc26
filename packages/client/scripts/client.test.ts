import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@transitdocs/server/test/harness.ts';
import { auth, createOwner } from '@transitdocs/server/test/factories.ts';
import { createTransitDocsClient } from '../src/index.ts';

let t: TestApp;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp('sqlite');
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

it('calls the API with the credentials it was given, its answers typed by the document', async () => {
  const owner = await createOwner(t.app);
  const keys: Record<'read' | 'write', string> = { read: '', write: '' };
  for (const scope of ['read', 'write'] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/company/api/v1/api-keys/',
      headers: auth(owner.token),
      payload: { name: scope, scope },
    });
    keys[scope] = created.json<{ key: string }>().key;
  }

  const asOwner = createTransitDocsClient({ baseUrl, token: owner.token });
  const me = await asOwner.GET('/auth/api/v1/user/me/');
  expect(me.data?.id).toBe(owner.userId);

  const reader = createTransitDocsClient({ baseUrl, apiKey: keys.read });
  const list = await reader.GET('/company/api/v1/all-transit/', { params: { query: {} } });
  expect(list.response.status).toBe(200);
  expect(list.data?.results).toEqual([]);
  const refused = await reader.GET('/company/api/v1/api-keys/');
  expect(refused.response.status).toBe(403);
  expect(refused.error).toEqual({ detail: 'api_key_not_allowed' });

  const nobody = createTransitDocsClient({ baseUrl });
  expect(
    (await nobody.GET('/company/api/v1/all-transit/', { params: { query: {} } })).error,
  ).toEqual({
    detail: 'not_authenticated',
  });
});
