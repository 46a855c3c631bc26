import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  PASSWORD,
  auth,
  createEmployee,
  createOwner,
  json,
  login,
} from '../../../test/factories.ts';
import { verifySecret } from '../../platform/crypto.ts';

const UPDATE_PIN = '/auth/api/v1/update-pin/';
const REMIND_PIN = '/auth/api/v1/remind-pin/';
const PASSWORD_CHANGE = '/auth/api/v1/password-change/';
const user = (id: number) => `/auth/api/v1/user/${id}/`;

describeEachDatabase('accounts: PIN, password, user PATCH/DELETE', (ctx) => {
  it('sets the first PIN once through PATCH user gt_id, never returning it', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { pin: null });
    const first = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { gt_id: '4321', userId: employee.id },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ id: employee.id, has_pin: true });
    expect(first.body).not.toContain('4321');
    const stored = await db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(await verifySecret('4321', stored.pin_hash)).toBe(true);

    const second = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { gt_id: '1111' },
    });
    expect(second.statusCode).toBe(400);
    expect(json(second)).toEqual({ gt_id: ['pin_already_set'] });
    const invalid = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { gt_id: '12a4' },
    });
    expect(json(invalid)).toEqual({ gt_id: ['value_must_be_number'] });
  });

  it('updates the PIN with the old one', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    const wrong = await app.inject({
      method: 'POST',
      url: UPDATE_PIN,
      headers: auth(employee.token),
      payload: { old_pin: '9999', new_pin: '5678', confirm_pin: '5678' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ old_pin: ['wrong_pin'] });
    const mismatch = await app.inject({
      method: 'POST',
      url: UPDATE_PIN,
      headers: auth(employee.token),
      payload: { old_pin: '1234', new_pin: '5678', confirm_pin: '5679' },
    });
    expect(json(mismatch)).toEqual({ confirm_pin: ['pins_not_the_same'] });
    const short = await app.inject({
      method: 'POST',
      url: UPDATE_PIN,
      headers: auth(employee.token),
      payload: { old_pin: '1234', new_pin: '567', confirm_pin: '567' },
    });
    expect(json(short)).toMatchObject({ new_pin: ['enter_exact_length_of_chars?count=4'] });
    const ok = await app.inject({
      method: 'POST',
      url: UPDATE_PIN,
      headers: auth(employee.token),
      payload: { old_pin: '1234', new_pin: '5678', confirm_pin: '5678' },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ detail: 'pin_updated' });
    const stored = await db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(await verifySecret('5678', stored.pin_hash)).toBe(true);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: UPDATE_PIN,
          payload: { old_pin: '5678', new_pin: '1111', confirm_pin: '1111' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('remind-pin generates a new PIN and sends it by e-mail (outbox), else by SMS', async () => {
    const { app, db, dataDir } = ctx();
    const owner = await createOwner(app);
    const byMail = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    const response = await app.inject({
      method: 'POST',
      url: REMIND_PIN,
      headers: auth(byMail.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ detail: 'pin_sent' });
    const outbox = path.join(dataDir, 'outbox');
    const mails = await Promise.all(
      (await fs.readdir(outbox))
        .filter((f) => f.includes('pin_reminder') && f.endsWith('.eml'))
        .map((f) => fs.readFile(path.join(outbox, f), 'utf8')),
    );
    const mail = mails.find((raw) => raw.includes(byMail.email ?? '-'));
    expect(mail).toBeDefined();
    const stored = await db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', byMail.id)
      .executeTakeFirstOrThrow();
    expect(await verifySecret('1234', stored.pin_hash)).toBe(false);

    const phone = `+48777${String(Date.now()).slice(-6)}`;
    const bySms = await createEmployee(app, db, owner.companyId, {
      pin: '1234',
      email: null,
      phone,
    });
    const sms = await app.inject({
      method: 'POST',
      url: REMIND_PIN,
      headers: auth(bySms.token, { 'content-type': 'application/json' }),
      payload: '{}',
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const texts = await Promise.all(
      (await fs.readdir(outbox))
        .filter((f) => f.endsWith('.sms.txt'))
        .map((f) => fs.readFile(path.join(outbox, f), 'utf8')),
    );
    const text = texts.find((t) => t.includes(`To: ${phone}`)) ?? '';
    const pin = /(\d{4})\./.exec(text)?.[1] ?? '';
    const storedSms = await db
      .selectFrom('users')
      .select('pin_hash')
      .where('id', '=', bySms.id)
      .executeTakeFirstOrThrow();
    expect(await verifySecret(pin, storedSms.pin_hash)).toBe(true);
    const billed = await db
      .selectFrom('outbound_messages')
      .select(['channel', 'kind'])
      .where('user_id', 'in', [byMail.id, bySms.id])
      .orderBy('id')
      .execute();
    expect(billed).toEqual([
      { channel: 'email', kind: 'pin_reminder' },
      { channel: 'sms', kind: 'pin_reminder' },
    ]);
  });

  it('changes the password with the old one and ends other sessions', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const other = await login(app, owner.email);
    const wrong = await app.inject({
      method: 'PATCH',
      url: PASSWORD_CHANGE,
      headers: auth(owner.token),
      payload: {
        old_password: 'Nope123!',
        new_password: 'Fresh789$',
        confirm_password: 'Fresh789$',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ old_password: ['wrong_password'] });
    const weak = await app.inject({
      method: 'PATCH',
      url: PASSWORD_CHANGE,
      headers: auth(owner.token),
      payload: { old_password: PASSWORD, new_password: 'fresh789$', confirm_password: 'fresh789$' },
    });
    expect(json(weak)).toEqual({ new_password: ['incorrect_password'] });
    const mismatch = await app.inject({
      method: 'PATCH',
      url: PASSWORD_CHANGE,
      headers: auth(owner.token),
      payload: { old_password: PASSWORD, new_password: 'Fresh789$', confirm_password: 'Fresh789%' },
    });
    expect(json(mismatch)).toEqual({ confirm_password: ['passwords_not_the_same'] });
    const ok = await app.inject({
      method: 'PATCH',
      url: PASSWORD_CHANGE,
      headers: auth(owner.token),
      payload: { old_password: PASSWORD, new_password: 'Fresh789$', confirm_password: 'Fresh789$' },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ detail: 'password_changed' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/auth/api/v1/user/me/',
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/api/v1/user/me/', headers: auth(other) }))
        .statusCode,
    ).toBe(401);
    expect(await login(app, owner.email, 'Fresh789$')).toBeTruthy();
  });

  it('PATCH user: self edits names and inspecto token; not own role', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, {
      role: 'Dyspozytor',
      pin: '1234',
    });
    const self = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { first_name: ' Ewa ', last_name: 'Lis', inspecto_linking_token: 'abc' },
    });
    expect(self.statusCode).toBe(200);
    expect(json(self)).toMatchObject({
      first_name: 'Ewa',
      last_name: 'Lis',
      inspecto_linking_token: 'abc',
      role: 'Dyspozytor',
    });
    const sameRole = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { role: 'Dyspozytor' },
    });
    expect(sameRole.statusCode).toBe(200);
    const ownRole = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { role: 'Admin' },
    });
    expect(ownRole.statusCode).toBe(403);
    expect(json(ownRole)).toEqual({ detail: 'permission_denied' });
    const empty = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(employee.token),
      payload: { first_name: '' },
    });
    expect(json(empty)).toEqual({ first_name: ['field_required'] });
    const badRole = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(owner.token),
      payload: { role: 'Boss' },
    });
    expect(json(badRole)).toEqual({ role: ['invalid_choice'] });
  });

  it('PATCH user: Admin edits a sub-account; primary role and state never change; others 403/404', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, {
      role: 'Magazynier',
      pin: '1234',
    });
    const colleague = await createEmployee(app, db, owner.companyId, {
      role: 'Kierowca',
      pin: '1234',
    });
    const admin = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(owner.token),
      payload: { first_name: 'Piotr', role: 'Dyspozytor' },
    });
    expect(admin.statusCode).toBe(200);
    expect(json(admin)).toMatchObject({
      first_name: 'Piotr',
      role: 'Dyspozytor',
      employee_data: { ownership: 'secondary' },
    });
    const pinForOther = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(owner.token),
      payload: { gt_id: '1111' },
    });
    expect(pinForOther.statusCode).toBe(403);

    const primaryRole = await app.inject({
      method: 'PATCH',
      url: user(owner.userId),
      headers: auth(owner.token),
      payload: { role: 'Kierowca' },
    });
    expect(primaryRole.statusCode).toBe(403);
    const primaryBlock = await app.inject({
      method: 'PATCH',
      url: user(owner.userId),
      headers: auth(owner.token),
      payload: { is_active: false },
    });
    expect(primaryBlock.statusCode).toBe(403);

    const notAdmin = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(colleague.token),
      payload: { first_name: 'X' },
    });
    expect(notAdmin.statusCode).toBe(403);

    const stranger = await createOwner(app);
    const otherCompany = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      headers: auth(stranger.token),
      payload: { first_name: 'X' },
    });
    expect(otherCompany.statusCode).toBe(404);
    expect(json(otherCompany)).toEqual({ detail: 'not_found' });
    const missing = await app.inject({
      method: 'PATCH',
      url: user(999999),
      headers: auth(owner.token),
      payload: { first_name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    const badId = await app.inject({
      method: 'PATCH',
      url: '/auth/api/v1/user/abc/',
      headers: auth(owner.token),
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'PATCH',
      url: user(employee.id),
      payload: { first_name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('DELETE user: Admin only, same company, never the primary account', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    const colleague = await createEmployee(app, db, owner.companyId, {
      role: 'Dyspozytor',
      pin: '1234',
    });
    const stranger = await createOwner(app);

    expect((await app.inject({ method: 'DELETE', url: user(employee.id) })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: user(employee.id),
          headers: auth(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: user(employee.id),
          headers: auth(colleague.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: user(owner.userId), headers: auth(owner.token) }))
        .statusCode,
    ).toBe(403);

    const deleted = await app.inject({
      method: 'DELETE',
      url: user(employee.id),
      headers: auth(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await db.selectFrom('users').select('id').where('id', '=', employee.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/auth/api/v1/user/me/',
          headers: auth(employee.token),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: user(employee.id), headers: auth(owner.token) }))
        .statusCode,
    ).toBe(404);
  });
});

describeEachDatabase('accounts: the rulebook protects the owner and oneself', (ctx) => {
  it('refuses a non-primary Admin deleting his own account, with the rulebook key', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const admin = await createEmployee(app, db, owner.companyId, { role: 'Admin', pin: '1234' });
    const res = await app.inject({
      method: 'DELETE',
      url: user(admin.id),
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ detail: 'own_account_not_deletable' });
    expect(
      await db.selectFrom('users').select('id').where('id', '=', admin.id).executeTakeFirst(),
    ).toBeDefined();
  });
});

describeEachDatabase(
  'accounts: PIN rate limits',
  (ctx) => {
    it('answers 429 after too many PIN attempts', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({
          method: 'POST',
          url: UPDATE_PIN,
          headers: auth(employee.token),
          payload: { old_pin: '0000', new_pin: '1111', confirm_pin: '1111' },
          remoteAddress: `10.3.0.${i + 1}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBe('1');
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const remind: number[] = [];
      for (let i = 0; i < 4; i++) {
        remind.push(
          (
            await app.inject({
              method: 'POST',
              url: REMIND_PIN,
              headers: auth(employee.token),
              remoteAddress: `10.4.0.${i + 1}`,
            })
          ).statusCode,
        );
      }
      expect(remind).toEqual([200, 200, 200, 429]);
    });

    it('answers 429 after too many wrong old passwords, and the right one still works after the wait', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const change = (oldPassword: string, i: number) =>
        app.inject({
          method: 'PATCH',
          url: PASSWORD_CHANGE,
          headers: auth(owner.token),
          payload: {
            old_password: oldPassword,
            new_password: 'Newpass123!',
            confirm_password: 'Newpass123!',
          },
          // From many addresses: the user's own key counts, not only the address.
          remoteAddress: `10.5.0.${i + 1}`,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await change('Wrong123!', i)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      // While the wait lasts even the right password is refused, unchanged.
      const refused = await change(PASSWORD, 5);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
    });

    it('counts wrong old passwords sent at once as the PIN counts its tries: no more than one by one', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const change = (oldPassword: string, i: number) =>
        app.inject({
          method: 'PATCH',
          url: PASSWORD_CHANGE,
          headers: auth(owner.token),
          payload: {
            old_password: oldPassword,
            new_password: 'Newpass123!',
            confirm_password: 'Newpass123!',
          },
          remoteAddress: `10.6.0.${i + 1}`,
        });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => change(`Wrong${i}23!`, i)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
      for (const answer of answers.filter((a) => a.statusCode === 429)) {
        expect(answer.headers['retry-after']).toEqual(expect.any(String));
      }
      // The password is unchanged, and the right one waits like any other try.
      expect((await change(PASSWORD, 11)).statusCode).toBe(429);
    });

    it('counts passwords tried at once to open a PIN the same way', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: UPDATE_PIN,
            headers: auth(employee.token),
            payload: { password: `Wrong${i}23!`, new_pin: '1111', confirm_pin: '1111' },
            remoteAddress: `10.7.0.${i + 1}`,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
    });
  },
  { RATE_LIMIT_MAX: '3' },
);

describeEachDatabase('accounts: PIN lock', (ctx) => {
  const changePin = (token: string, payload: Record<string, string>) =>
    ctx().app.inject({ method: 'POST', url: UPDATE_PIN, headers: auth(token), payload });
  const storedPin = async (id: number) =>
    ctx()
      .db.selectFrom('users')
      .select(['pin_hash', 'pin_failures'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('locks the PIN after five wrong ones, refusing even the right one', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    const wrong = { old_pin: '0000', new_pin: '1111', confirm_pin: '1111' };
    for (let i = 0; i < 4; i++) {
      expect(json(await changePin(employee.token, wrong))).toEqual({ old_pin: ['wrong_pin'] });
    }
    expect(json(await changePin(employee.token, wrong))).toEqual({ old_pin: ['pin_locked'] });
    const right = await changePin(employee.token, { ...wrong, old_pin: '1234' });
    expect(right.statusCode).toBe(400);
    expect(json(right)).toEqual({ old_pin: ['pin_locked'] });
    const stored = await storedPin(employee.id);
    expect(await verifySecret('1234', stored.pin_hash)).toBe(true);
    expect(stored.pin_failures).toBe(5);
  });

  it('clears the count on a right PIN', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    const wrong = { old_pin: '0000', new_pin: '1111', confirm_pin: '1111' };
    for (let i = 0; i < 4; i++) await changePin(employee.token, wrong);
    const right = await changePin(employee.token, { ...wrong, old_pin: '1234' });
    expect(right.statusCode, right.body).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect(json(await changePin(employee.token, wrong))).toEqual({ old_pin: ['wrong_pin'] });
    }
    expect((await storedPin(employee.id)).pin_failures).toBe(4);
  });

  it('opens a locked PIN with the account password, and refuses bad proofs changing nothing', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const employee = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    await db.updateTable('users').set({ pin_failures: 5 }).where('id', '=', employee.id).execute();
    const pins = { new_pin: '2468', confirm_pin: '2468' };
    const wrongPassword = await changePin(employee.token, { password: 'Wrong123!', ...pins });
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword)).toEqual({ password: ['wrong_password'] });
    const both = await changePin(employee.token, { password: PASSWORD, old_pin: '1234', ...pins });
    expect(json(both)).toEqual({ password: ['old_pin_or_password'] });
    const neither = await changePin(employee.token, pins);
    expect(json(neither)).toEqual({ old_pin: ['field_required'] });
    let stored = await storedPin(employee.id);
    expect(await verifySecret('1234', stored.pin_hash)).toBe(true);
    expect(stored.pin_failures).toBe(5);

    const opened = await changePin(employee.token, { password: PASSWORD, ...pins });
    expect(opened.statusCode, opened.body).toBe(200);
    stored = await storedPin(employee.id);
    expect(await verifySecret('2468', stored.pin_hash)).toBe(true);
    expect(stored.pin_failures).toBe(0);
    const next = await changePin(employee.token, {
      old_pin: '2468',
      new_pin: '1357',
      confirm_pin: '1357',
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it("lets an Admin reset another user's PIN, which opens the lock; no one else", async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const admin = await createEmployee(app, db, owner.companyId, { role: 'Admin', pin: '9999' });
    const clerk = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    await db.updateTable('users').set({ pin_failures: 5 }).where('id', '=', clerk.id).execute();
    const reset = (token: string, id: number) =>
      app.inject({
        method: 'PATCH',
        url: user(id),
        headers: auth(token),
        payload: { reset_pin: true },
      });
    const other = await createEmployee(app, db, owner.companyId, { pin: '1234' });
    expect((await reset(other.token, clerk.id)).statusCode).toBe(403);
    expect((await reset(admin.token, admin.id)).statusCode).toBe(403);
    expect((await reset(admin.token, owner.userId)).statusCode).toBe(403);
    expect((await storedPin(clerk.id)).pin_failures).toBe(5);

    const done = await reset(admin.token, clerk.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toMatchObject({ id: clerk.id, has_pin: false });
    expect(await storedPin(clerk.id)).toEqual({ pin_hash: null, pin_failures: 0 });
    // The user sets his new PIN himself, the way a first PIN is set.
    const first = await app.inject({
      method: 'PATCH',
      url: user(clerk.id),
      headers: auth(clerk.token),
      payload: { gt_id: '4321' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const changed = await changePin(clerk.token, {
      old_pin: '4321',
      new_pin: '1111',
      confirm_pin: '1111',
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
