import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../../../test/harness.ts';
import {
  PASSWORD,
  auth,
  createEmployee,
  createOwner,
  json,
  login,
} from '../../../test/factories.ts';
import { hashToken } from '../../platform/crypto.ts';

const LOGIN = '/auth/api/v1/login/';
const ME = '/auth/api/v1/user/me/';
const LOGOUT = '/auth/api/v1/logout/';

describeEachDatabase('auth: login, me, logout', (ctx) => {
  it('logs in by e-mail (any case) and returns token, expiry and user', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login: owner.email.toUpperCase(), password: PASSWORD },
      headers: { 'accept-language': 'uk' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      token: string;
      expires_at: string;
      user: Record<string, unknown>;
    }>();
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const lifetime = Date.parse(body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(29.9 * 86_400_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 86_400_000);
    expect(body.user).toMatchObject({
      id: owner.userId,
      email: owner.email,
      role: 'Admin',
      avatar: null,
      language: 'uk',
      is_active: true,
      has_pin: false,
      inspecto_linking_token: null,
      company: { id: owner.companyId, name: 'Nowak Trans Sp. z o.o.', phone: owner.phone },
      employee_data: { id: owner.userId, ownership: 'primary' },
    });
    expect(body.user).not.toHaveProperty('gt_id');
    expect(body.user).not.toHaveProperty('password_hash');
    // Only the SHA-256 of the token is stored.
    const stored = await db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', owner.userId)
      .execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(body.token));
    expect(stored.map((row) => row.token_hash)).not.toContain(body.token);
  });

  it('logs in by phone, with or without spaces or the +48 prefix', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const spaced = `${owner.phone.slice(0, 3)} ${owner.phone.slice(3, 6)} ${owner.phone.slice(6)}`;
    const local = owner.phone.startsWith('+48') ? owner.phone.slice(3) : owner.phone;
    for (const value of [owner.phone, spaced, local]) {
      const response = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { login: value, password: PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('answers a wrong password and an unknown login identically', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const wrong = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login: owner.email, password: 'Wrong123!' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login: 'nobody@example.com', password: 'Wrong123!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(json(wrong)).toEqual({ non_field_errors: ['wrong_login_or_password'] });
  });

  it('validates the login body', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login: '', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      login: ['field_required'],
      password: ['field_required'],
      extra: ['unknown_field'],
    });
  });

  it('reports a blocked account at login and rejects its tokens with inactive_user', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { role: 'Kierowca' });
    const block = await app.inject({
      method: 'PATCH',
      url: `/auth/api/v1/user/${employee.id}/`,
      headers: auth(owner.token),
      payload: { is_active: false },
    });
    expect(block.statusCode, block.body).toBe(200);

    const loginResponse = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login: employee.email, password: PASSWORD },
    });
    expect(loginResponse.statusCode).toBe(400);
    expect(json(loginResponse)).toEqual({
      non_field_errors: ['your_account_is_blocked'],
      inactive_user: true,
    });

    // A wrong password does not reveal that the account is blocked.
    const wrong = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login: employee.email, password: 'Nope123!x' },
    });
    expect(json(wrong)).toEqual({ non_field_errors: ['wrong_login_or_password'] });

    const me = await app.inject({ method: 'GET', url: ME, headers: auth(employee.token) });
    expect(me.statusCode).toBe(401);
    expect(json(me)).toEqual({ detail: 'your_account_is_blocked', inactive_user: true });
  });

  it('returns the current user at me/ and 401 without a valid token', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const me = await app.inject({ method: 'GET', url: ME, headers: auth(owner.token) });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ id: owner.userId, email: owner.email });

    for (const headers of [
      {},
      { authorization: 'Bearer abc' },
      { authorization: `Token ${'x'.repeat(64)}` },
    ]) {
      const response = await app.inject({ method: 'GET', url: ME, headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: 'not_authenticated' });
    }
  });

  it('rejects an expired token', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    await db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(owner.token))
      .execute();
    const me = await app.inject({ method: 'GET', url: ME, headers: auth(owner.token) });
    expect(me.statusCode).toBe(401);
    expect(json(me)).toEqual({ detail: 'not_authenticated' });
  });

  it('logout revokes only that token', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const second = await login(app, owner.email);
    const out = await app.inject({ method: 'POST', url: LOGOUT, headers: auth(owner.token) });
    expect(out.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: ME, headers: auth(owner.token) })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: ME, headers: auth(second) })).statusCode).toBe(
      200,
    );
    const again = await app.inject({ method: 'POST', url: LOGOUT, headers: auth(owner.token) });
    expect(again.statusCode).toBe(401);
  });

  it('logout accepts an empty JSON body', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const out = await app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: auth(owner.token, { 'content-type': 'application/json' }),
      payload: '',
    });
    expect(out.statusCode).toBe(204);
  });
});

/** One sign-in attempt from an address. */
function attempt(app: FastifyInstance, login: string, password: string, address: string) {
  return app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { login, password },
    remoteAddress: address,
  });
}

describeEachDatabase(
  'auth: rate limiting',
  (ctx) => {
    it('makes one address wait after its failures on an account, with Retry-After', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await attempt(app, owner.email, 'Wrong123!', '10.0.0.1');
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(json(response)).toEqual({ detail: 'too_many_attempts' });
          expect(response.headers['retry-after']).toBe('1');
        }
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Even the right password is refused from that address while it waits...
      expect((await attempt(app, owner.email, PASSWORD, '10.0.0.1')).statusCode).toBe(429);
      // ...but the owner at his own address is not held up.
      expect((await attempt(app, owner.email, PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    });

    it("lets the owner sign in from his address right after a stranger's 30 failures", async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      for (let i = 0; i < 30; i++) {
        const response = await attempt(app, owner.email, `Wrong${i}!`, '10.7.7.7');
        expect([400, 429]).toContain(response.statusCode);
      }
      const own = await attempt(app, owner.email, PASSWORD, '10.8.8.8');
      expect(own.statusCode, own.body).toBe(200);
    });

    it('slows guessing from many addresses by a short account-wide wait, never a lock', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      // RATE_LIMIT_MAX 3: the account alone waits after 5 × 3 failures from anywhere.
      for (let i = 0; i < 15; i++) {
        const response = await attempt(app, owner.email, 'Wrong123!', `10.20.0.${i + 1}`);
        expect(response.statusCode).toBe(400);
      }
      const waiting = await attempt(app, owner.email, PASSWORD, '10.21.0.1');
      expect(waiting.statusCode).toBe(429);
      const seconds = Number(waiting.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    });

    it('does not count successful sign-ins', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      for (let i = 0; i < 5; i++) {
        expect((await attempt(app, owner.email, PASSWORD, '10.30.0.1')).statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await attempt(app, owner.email, 'Wrong123!', '10.30.0.1')).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('answers 429 after too many attempts from one IP', async () => {
      const { app } = ctx();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { login: `someone${i}@example.com`, password: 'Wrong123!' },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBe('1');
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('limits password reset requests and reset-link guesses', async () => {
      const { app } = ctx();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/auth/api/v1/request-reset-password/',
          payload: { email: 'limit@example.com' },
          remoteAddress: `10.1.0.${i + 1}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          const seconds = Number(response.headers['retry-after']);
          expect(seconds).toBeGreaterThan(800);
          expect(seconds).toBeLessThanOrEqual(900);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);

      const resetStatuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/auth/api/v1/reset-password/',
          payload: {
            uid: 'MQ',
            token: `bad${i}`,
            password: 'Secret123!',
            confirm_password: 'Secret123!',
          },
          remoteAddress: '10.2.0.1',
        });
        resetStatuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBe('1');
      }
      expect(resetStatuses).toEqual([400, 400, 400, 429]);
    });
  },
  { RATE_LIMIT_MAX: '3', RATE_LIMIT_IP_MAX: '3' },
);

describeEachDatabase('auth: attempt counters survive a restart', (ctx) => {
  it('still answers 429 from an app built anew on the same database', async () => {
    const first = ctx();
    const owner = await createOwner(first.app);
    const limits = { RATE_LIMIT_MAX: '3', RATE_LIMIT_IP_MAX: '3' };
    const again = await createTestApp('sqlite', {
      ...limits,
      DATA_DIR: first.dataDir,
      ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
    });
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        statuses.push((await attempt(again.app, owner.email, 'Wrong123!', '10.40.0.1')).statusCode);
      }
    } finally {
      // Only the app and its own unused temp directory go; the database stays.
      await again.close();
    }
    // A restart: a new app (new process state) on the same database.
    const restarted = await createTestApp('sqlite', {
      ...limits,
      DATA_DIR: first.dataDir,
      ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
    });
    try {
      const after = await attempt(restarted.app, owner.email, PASSWORD, '10.40.0.1');
      statuses.push(after.statusCode);
      expect(after.headers['retry-after']).toBeDefined();
    } finally {
      await restarted.close();
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
