import { webcrypto } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  auth,
  clientPayload,
  countRows,
  createEmployee,
  json,
  type Employee,
} from '../../../test/factories.ts';
import { createCmr } from '../../../test/document-fixtures.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  TRANSITS,
  transitUrl,
  type Fleet,
} from '../../../test/transit-fixtures.ts';
import { hashSecret } from '../../platform/crypto.ts';

/**
 * A key is never stronger than the person who made it (docs/decisions/0095-keys-never-stronger.md):
 * it stops while he is blocked, acts with his role as it is now, is listed under his name and can
 * be revoked with him; and it never touches a person's own credentials.
 */

const KEYS = '/company/api/v1/api-keys/';
const API = '/company/api/v1/';
const keyAuth = (key: string) => ({ authorization: `Api-Key ${key}` });
const userUrl = (id: number) => `/auth/api/v1/user/${id}/`;
const PIN = '4321';
const BILLING = `${API}generate-document-count/5/2026`;

type Created = { id: number; key: string };
type Listed = {
  id: number;
  name: string;
  revoked_at: string | null;
  created_by: { id: number; first_name: string; last_name: string; is_active: boolean } | null;
};

describeEachDatabase('API keys are only as strong as their creator', (ctx) => {
  async function createKey(t: TestApp, token: string, name: string, scope: 'read' | 'write') {
    const response = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: auth(token),
      payload: { name, scope },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response) as unknown as Created;
  }

  /** A fleet whose second Admin (not the owner, so he can be blocked, demoted and deleted) made a key. */
  async function adminWithKey(t: TestApp, scope: 'read' | 'write' = 'write') {
    const f = await createFleet(t);
    const admin = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Admin' });
    const key = await createKey(t, admin.token, 'ERP', scope);
    return { f, admin, key };
  }

  const patchUser = (t: TestApp, f: Fleet, admin: Employee, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: userUrl(admin.id),
      headers: auth(f.owner.token),
      payload,
    });

  async function listKeys(t: TestApp, token: string): Promise<Listed[]> {
    const response = await t.app.inject({ method: 'GET', url: KEYS, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    return (json(response).results ?? []) as Listed[];
  }

  it('stops (401) while its creator is blocked, and works again once he is unblocked', async () => {
    const t = ctx();
    const { f, admin, key } = await adminWithKey(t);
    const get = () => t.app.inject({ method: 'GET', url: TRANSITS, headers: keyAuth(key.key) });
    expect((await get()).statusCode).toBe(200);

    expect((await patchUser(t, f, admin, { is_active: false })).statusCode).toBe(200);
    const before = await countRows(t.db, 'transits');
    const blocked = await get();
    expect(blocked.statusCode).toBe(401);
    expect(json(blocked)).toEqual({ detail: 'not_authenticated' });
    const write = await t.app.inject({
      method: 'POST',
      url: TRANSITS,
      headers: keyAuth(key.key),
      payload: fullPayload(f),
    });
    expect(write.statusCode).toBe(401);
    expect(await countRows(t.db, 'transits')).toBe(before);

    expect((await patchUser(t, f, admin, { is_active: true })).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
  });

  it("acts with its creator's current role: demoted to Kierowca, it does what a Kierowca may", async () => {
    const t = ctx();
    const { f, admin, key } = await adminWithKey(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: keyAuth(key.key), ...(payload ? { payload } : {}) });
    expect((await call('GET', BILLING)).statusCode).not.toBe(403);

    expect((await patchUser(t, f, admin, { role: 'Kierowca' })).statusCode).toBe(200);
    const before = await countRows(t.db, 'transits');
    // An Admin's (and a writer's) actions are refused with the person's refusal.
    const refused = [
      ['POST', TRANSITS, fullPayload(f)],
      ['POST', `${API}client/`, clientPayload()],
      ['GET', BILLING],
    ] as const;
    for (const [method, url, payload] of refused) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json(response), `${method} ${url}`).toEqual({ detail: 'permission_denied' });
    }
    expect(await countRows(t.db, 'transits')).toBe(before);
    // A Kierowca sees only the transits he drives: this one is not his.
    const list = await call('GET', TRANSITS);
    expect(list.statusCode).toBe(200);
    expect((json(list).results as { id: number }[]).map((row) => row.id)).not.toContain(transit.id);
    expect((await call('GET', transitUrl(transit.id))).statusCode).toBe(404);
    // A program is not the driver at the dock: it reports no position.
    const position = await call('POST', `${API}my-position/`, {
      latitude: 52.2,
      longitude: 21,
      accuracy: 10,
    });
    expect(position.statusCode).toBe(403);
    expect(json(position)).toEqual({ detail: 'api_key_not_allowed' });

    // Made Dyspozytor, it writes transits again, and never more than he may.
    expect((await patchUser(t, f, admin, { role: 'Dyspozytor' })).statusCode).toBe(200);
    expect((await call('POST', TRANSITS, fullPayload(f))).statusCode).toBe(201);
    const transitAnswer = await call('GET', transitUrl(transit.id));
    expect(json(transitAnswer)).toMatchObject({ actions: { view: true, edit: true } });
    expect((await call('GET', BILLING)).statusCode).toBe(403);
  });

  it("names each key's creator in the list: blocked, and gone once deleted", async () => {
    const t = ctx();
    const { f, admin, key } = await adminWithKey(t, 'read');
    await t.db
      .updateTable('users')
      .set({ first_name: 'Ewa', last_name: 'Lis' })
      .where('id', '=', admin.id)
      .execute();
    const own = await createKey(t, f.owner.token, 'Owner key', 'write');
    const creatorOf = async (id: number) =>
      (await listKeys(t, f.owner.token)).find((row) => row.id === id)?.created_by;
    expect(await creatorOf(key.id)).toEqual({
      id: admin.id,
      first_name: 'Ewa',
      last_name: 'Lis',
      is_active: true,
    });
    expect(await creatorOf(own.id)).toMatchObject({ id: f.owner.userId, is_active: true });

    await patchUser(t, f, admin, { is_active: false });
    expect(await creatorOf(key.id)).toMatchObject({ id: admin.id, is_active: false });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: userUrl(admin.id),
      headers: auth(f.owner.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await creatorOf(key.id)).toBeNull();
    // Not revoked, but stopped for good: it never outlives its creator.
    const [row] = (await listKeys(t, f.owner.token)).filter((listed) => listed.id === key.id);
    expect(row?.revoked_at).toBeNull();
    const get = await t.app.inject({ method: 'GET', url: TRANSITS, headers: keyAuth(key.key) });
    expect(get.statusCode).toBe(401);
  });

  it('revokes the keys of a person an Admin removes, in the same step, and only his', async () => {
    const t = ctx();
    const { f, admin, key } = await adminWithKey(t);
    const second = await createKey(t, admin.token, 'ERP 2', 'read');
    const other = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Admin' });
    const others = await createKey(t, other.token, 'Kept', 'read');
    const own = await createKey(t, f.owner.token, 'Owner key', 'read');

    // Only an Admin deletes, whatever the query says.
    const clerk = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
    const byClerk = await t.app.inject({
      method: 'DELETE',
      url: `${userUrl(admin.id)}?revoke_api_keys=true`,
      headers: auth(clerk.token),
    });
    expect(byClerk.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: `${userUrl(admin.id)}?revoke_api_keys=yes`,
      headers: auth(f.owner.token),
    });
    expect(bad.statusCode).toBe(400);
    expect((await listKeys(t, f.owner.token)).every((row) => row.revoked_at === null)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${userUrl(admin.id)}?revoke_api_keys=true`,
      headers: auth(f.owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const revoked = new Map(
      (await listKeys(t, f.owner.token)).map((row) => [row.id, row.revoked_at]),
    );
    expect(revoked.get(key.id)).toEqual(expect.any(String));
    expect(revoked.get(second.id)).toEqual(expect.any(String));
    expect(revoked.get(others.id)).toBeNull();
    expect(revoked.get(own.id)).toBeNull();
    const get = await t.app.inject({ method: 'GET', url: TRANSITS, headers: keyAuth(others.key) });
    expect(get.statusCode).toBe(200);
  });

  it("never lists, adds or revokes a person's signing keys, nor sets, changes or tries his PIN, whatever its scope", async () => {
    const t = ctx();
    const { f, admin } = await adminWithKey(t);
    await t.db
      .updateTable('users')
      .set({ pin_hash: await hashSecret(PIN) })
      .where('id', '=', admin.id)
      .execute();
    const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
    const device = await t.app.inject({
      method: 'POST',
      url: `${API}signing-keys/`,
      headers: auth(admin.token),
      payload: { public_key: jwk, pin: PIN },
    });
    expect(device.statusCode, device.body).toBe(201);
    const deviceId = (json(device) as { id: number }).id;
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const cmr = await createCmr<{ id: number }>(t, f.owner.token, transit.id, { split: false });

    for (const scope of ['read', 'write'] as const) {
      const { key } = await createKey(t, admin.token, `Key ${scope}`, scope);
      const refused = [
        ['GET', `${API}signing-keys/`],
        ['POST', `${API}signing-keys/`, { public_key: jwk, pin: PIN }],
        ['DELETE', `${API}signing-keys/${deviceId}/`],
        [
          'POST',
          `${API}sign-verification/pin/`,
          { document: cmr.id, signed_by_type: 'sender', pin: PIN },
        ],
        [
          'POST',
          `${API}sign-verification/pin/`,
          { document: cmr.id, signed_by_type: 'sender', pin: '0000' },
        ],
        [
          'POST',
          '/auth/api/v1/update-pin/',
          { old_pin: PIN, new_pin: '1111', confirm_pin: '1111' },
        ],
        ['POST', '/auth/api/v1/remind-pin/'],
        ['PATCH', userUrl(admin.id), { gt_id: '1111' }],
        [
          'PATCH',
          '/auth/api/v1/password-change/',
          { old_password: 'x', new_password: 'Newpass123!', confirm_password: 'Newpass123!' },
        ],
      ] as const;
      // Wrong PINs sent again and again by a key never count towards the PIN's lock.
      for (let round = 0; round < 3; round++) {
        for (const [method, url, payload] of refused) {
          const response = await t.app.inject({
            method,
            url,
            headers: keyAuth(key),
            ...(payload ? { payload } : {}),
          });
          expect(response.statusCode, `${scope} ${method} ${url}`).toBe(403);
          expect(json(response), `${scope} ${method} ${url}`).toEqual({
            detail: 'api_key_not_allowed',
          });
        }
      }
    }
    const user = await t.db
      .selectFrom('users')
      .select(['pin_failures', 'pin_hash'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(user.pin_failures).toBe(0);
    const keys = await t.db
      .selectFrom('signing_keys')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', admin.id)
      .execute();
    expect(keys).toEqual([{ id: deviceId, revoked_at: null }]);
    const verifications = await t.db
      .selectFrom('sign_verifications')
      .select('id')
      .where('user_id', '=', admin.id)
      .execute();
    expect(verifications).toEqual([]);
    // The person himself still does all of it with his session.
    const own = await t.app.inject({
      method: 'POST',
      url: `${API}sign-verification/pin/`,
      headers: auth(admin.token),
      payload: { document: cmr.id, signed_by_type: 'sender', pin: PIN },
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
