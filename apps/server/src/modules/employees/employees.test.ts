import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  auth,
  countRows,
  createEmployee,
  createOwner,
  json,
  login,
  uniqueEmail,
  uniquePhone,
} from '../../../test/factories.ts';
import { extractLink, parseMail } from '../../../test/mail-parse.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';

const EMPLOYEE = '/company/api/v1/employee/';
const MY = '/company/api/v1/my-employee/';
const NEW_PASSWORD = 'Welcome12#';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

type Paged = {
  count: number;
  results: { id: number; user: { role: string; first_name: string } }[];
};

describeEachDatabase(
  'employees: sub-accounts',
  (ctx) => {
    it('creates a sub-account, mails the activation link, and the link sets the password', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const email = uniqueEmail('worker');
      const created = await app.inject({
        method: 'POST',
        url: EMPLOYEE,
        headers: auth(owner.token),
        payload: {
          user: {
            first_name: 'Ola',
            last_name: 'Nowa',
            phone: '+48',
            email,
            inspecto_linking_token: '',
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const body = json(created);
      expect(body).toMatchObject({
        user: { first_name: 'Ola', role: 'Magazynier', email, phone: null, is_active: true },
        company: owner.companyId,
        ownership: 'secondary',
        activation_channel: 'email',
      });
      const stored = await db
        .selectFrom('users')
        .select(['password_hash'])
        .where('id', '=', Number(body.id))
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toBeNull();

      const mail = parseMail((await smtp.waitFor(email)).raw);
      const link = extractLink(mail.text);
      expect(link.url.startsWith('http://transitdocs.test/first-login/password-reset/')).toBe(true);
      const status = await app.inject({
        method: 'GET',
        url: `/auth/api/v1/reset-password/${link.uid}/${link.token}/`,
      });
      expect(json(status)).toEqual({ purpose: 'activation' });
      const reset = await app.inject({
        method: 'POST',
        url: '/auth/api/v1/reset-password/',
        payload: {
          uid: link.uid,
          token: link.token,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const token = await login(app, email, NEW_PASSWORD);
      const me = await app.inject({
        method: 'GET',
        url: '/auth/api/v1/user/me/',
        headers: auth(token),
      });
      expect(json(me)).toMatchObject({ first_name: 'Ola', has_pin: false, role: 'Magazynier' });
    });

    it('sends the link by SMS when there is no e-mail; refuses taken and invalid data', async () => {
      const { app, db, dataDir } = ctx();
      const owner = await createOwner(app);
      const phone = uniquePhone();
      const created = await app.inject({
        method: 'POST',
        url: EMPLOYEE,
        headers: auth(owner.token),
        payload: { user: { first_name: 'Kuba', last_name: 'Kierowca', phone, role: 'Kierowca' } },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(json(created)).toMatchObject({
        activation_channel: 'sms',
        user: { phone, email: null },
      });
      const outbox = path.join(dataDir, 'outbox');
      const texts = await Promise.all(
        (await fs.readdir(outbox))
          .filter((f) => f.endsWith('.sms.txt'))
          .map((f) => fs.readFile(path.join(outbox, f), 'utf8')),
      );
      expect(
        texts.some((t) => t.includes(`To: ${phone}`) && t.includes('/first-login/password-reset/')),
      ).toBe(true);

      const before = await countRows(db, 'users');
      const cases: [Record<string, unknown>, Record<string, unknown>][] = [
        [{ first_name: 'A', last_name: 'B', phone }, { user: { phone: ['phone_taken'] } }],
        [
          { first_name: 'A', last_name: 'B', email: owner.email },
          { user: { email: ['email_taken'] } },
        ],
        [{ first_name: 'A', last_name: 'B' }, { user: { email: ['email_or_phone_required'] } }],
        [
          { first_name: '', last_name: 'B', email: uniqueEmail() },
          { user: { first_name: ['field_required'] } },
        ],
        [
          { first_name: 'A', last_name: 'B', phone: '+48 600 100 200' },
          { user: { phone: ['no_spaces'] } },
        ],
        [
          { first_name: 'A', last_name: 'B', email: 'a@b.company' },
          { user: { email: ['wrong_email'] } },
        ],
        [
          { first_name: 'A', last_name: 'B', email: uniqueEmail(), role: 'Boss' },
          { user: { role: ['invalid_choice'] } },
        ],
      ];
      for (const [user, expected] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: EMPLOYEE,
          headers: auth(owner.token),
          payload: { user },
        });
        expect(response.statusCode, JSON.stringify(user)).toBe(400);
        expect(json(response), JSON.stringify(user)).toEqual(expected);
      }
      expect(await countRows(db, 'users')).toBe(before);
    });

    it('lists and shows employees to Admin; others get 403, other companies 404', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const driver = await createEmployee(app, db, owner.companyId, { role: 'Kierowca' });
      const dispatcher = await createEmployee(app, db, owner.companyId, { role: 'Dyspozytor' });
      await db
        .updateTable('users')
        .set({ first_name: 'Żaneta' })
        .where('id', '=', dispatcher.id)
        .execute();
      const list = (
        await app.inject({ method: 'GET', url: MY, headers: auth(owner.token) })
      ).json<Paged>();
      expect(list.count).toBe(3);
      const roles = (
        await app.inject({
          method: 'GET',
          url: `${MY}?user_role=Kierowca`,
          headers: auth(owner.token),
        })
      ).json<Paged>();
      expect(roles.results.map((e) => e.id)).toEqual([driver.id]);
      const named = (
        await app.inject({
          method: 'GET',
          url: `${MY}?first_name=${encodeURIComponent('żan')}&last_name=kowal`,
          headers: auth(owner.token),
        })
      ).json<Paged>();
      expect(named.results.map((e) => e.id)).toEqual([dispatcher.id]);

      const detail = await app.inject({
        method: 'GET',
        url: `${MY}${driver.id}/`,
        headers: auth(owner.token),
      });
      expect(json(detail)).toMatchObject({ id: driver.id, user: { role: 'Kierowca' } });
      const self = await app.inject({
        method: 'GET',
        url: `${MY}${driver.id}/`,
        headers: auth(driver.token),
      });
      expect(self.statusCode).toBe(200);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `${MY}${dispatcher.id}/`,
            headers: auth(driver.token),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: MY, headers: auth(dispatcher.token) })).statusCode,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: EMPLOYEE,
            headers: auth(dispatcher.token),
            payload: { user: { first_name: 'A', last_name: 'B', email: uniqueEmail() } },
          })
        ).statusCode,
      ).toBe(403);

      const stranger = await createOwner(app);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `${MY}${driver.id}/`,
            headers: auth(stranger.token),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: MY, headers: auth(stranger.token) })).json<Paged>()
          .count,
      ).toBe(1);

      const people = (
        await app.inject({
          method: 'GET',
          url: `${EMPLOYEE}?name=kowalski`,
          headers: auth(owner.token),
        })
      ).json<Paged>();
      expect(people.count).toBe(2);
      expect(people.results[0]).not.toHaveProperty('email');
    });

    it("answers each account's allowed actions and refusals: owner and self are kept", async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const admin = await createEmployee(app, db, owner.companyId, { role: 'Admin' });
      const clerk = await createEmployee(app, db, owner.companyId);
      type Answers = {
        id: number;
        actions: Record<string, boolean>;
        refusals: Record<string, string>;
      };
      const rows = async (token: string) =>
        new Map(
          (await app.inject({ method: 'GET', url: MY, headers: auth(token) }))
            .json<{ results: Answers[] }>()
            .results.map((row) => [row.id, row] as const),
        );
      const byOwner = await rows(owner.token);
      expect(byOwner.get(owner.userId)).toMatchObject({
        actions: { edit: true, change_role: false, block: false, delete: false, reset_pin: false },
        refusals: { block: 'permission_denied', delete: 'permission_denied' },
      });
      expect(byOwner.get(clerk.id)).toMatchObject({
        actions: { edit: true, change_role: true, block: true, delete: true, reset_pin: true },
        refusals: {},
      });
      const byAdmin = await rows(admin.token);
      expect(byAdmin.get(admin.id)).toMatchObject({
        actions: { block: false, delete: false },
        refusals: { delete: 'own_account_not_deletable' },
      });
      expect(byAdmin.get(owner.userId)?.actions.delete).toBe(false);
      expect(byAdmin.get(clerk.id)?.actions.delete).toBe(true);
      // The detail answers the same as the list.
      const detail = await app.inject({
        method: 'GET',
        url: `${MY}${admin.id}/`,
        headers: auth(admin.token),
      });
      expect(json(detail)).toMatchObject({ refusals: { delete: 'own_account_not_deletable' } });
    });

    it("answers the signed-in user's account actions: company settings are the owner's", async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const driver = await createEmployee(app, db, owner.companyId, { role: 'Kierowca' });
      const me = async (token: string) =>
        json(
          await app.inject({ method: 'GET', url: '/auth/api/v1/user/me/', headers: auth(token) }),
        );
      expect(await me(owner.token)).toMatchObject({
        actions: { company_settings: true, manage_accounts: true, share_position: false },
      });
      expect(await me(driver.token)).toMatchObject({
        actions: { company_settings: false, manage_accounts: false, share_position: true },
      });
    });
  },
  () => ({ SMTP_URL: smtp.url }),
);
