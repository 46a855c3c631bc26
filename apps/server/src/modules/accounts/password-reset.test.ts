import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createActivationLink } from './service.ts';
import { createEmployee, createOwner, json, login } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { extractLink, parseMail } from '../../../test/mail-parse.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';

const REQUEST = '/auth/api/v1/request-reset-password/';
const RESET = '/auth/api/v1/reset-password/';
const NEW_PASSWORD = 'Changed456#';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describeEachDatabase(
  'password reset through a real SMTP server',
  (ctx) => {
    it('mails a single-use link that sets a new password and ends the sessions', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const requested = await app.inject({
        method: 'POST',
        url: REQUEST,
        payload: { email: owner.email },
      });
      expect(requested.statusCode).toBe(200);
      expect(json(requested)).toEqual({ detail: 'link_has_been_sent' });

      const mail = parseMail((await smtp.waitFor(owner.email)).raw);
      const link = extractLink(mail.text);
      expect(link.url.startsWith('http://transitdocs.test/login/password-reset/')).toBe(true);
      expect(mail.html).toContain(link.url);
      const stored = await db
        .selectFrom('link_tokens')
        .select(['token_hash', 'purpose'])
        .where('user_id', '=', owner.userId)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).not.toBe(link.token);

      const status = await app.inject({ method: 'GET', url: `${RESET}${link.uid}/${link.token}/` });
      expect(status.statusCode).toBe(200);
      expect(json(status)).toEqual({ purpose: 'reset' });

      const mismatch = await app.inject({
        method: 'POST',
        url: RESET,
        payload: {
          uid: link.uid,
          token: link.token,
          password: NEW_PASSWORD,
          confirm_password: 'Other456#',
        },
      });
      expect(json(mismatch)).toEqual({ confirm_password: ['passwords_not_the_same'] });

      const reset = await app.inject({
        method: 'POST',
        url: RESET,
        payload: {
          uid: link.uid,
          token: link.token,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(json(reset)).toEqual({ detail: 'password_changed' });

      // Old sessions end; the new password works, the old one does not.
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/auth/api/v1/user/me/',
            headers: { authorization: `Token ${owner.token}` },
          })
        ).statusCode,
      ).toBe(401);
      await expect(login(app, owner.email)).rejects.toThrow();
      expect(await login(app, owner.email, NEW_PASSWORD)).toBeTruthy();

      const reuse = await app.inject({
        method: 'POST',
        url: RESET,
        payload: {
          uid: link.uid,
          token: link.token,
          password: 'Again789$',
          confirm_password: 'Again789$',
        },
      });
      expect(reuse.statusCode).toBe(400);
      expect(json(reuse)).toEqual({ non_field_errors: ['link_invalid_or_expired'] });
      const reuseStatus = await app.inject({
        method: 'GET',
        url: `${RESET}${link.uid}/${link.token}/`,
      });
      expect(json(reuseStatus)).toEqual({ non_field_errors: ['link_invalid_or_expired'] });

      const billed = await db
        .selectFrom('outbound_messages')
        .selectAll()
        .where('user_id', '=', owner.userId)
        .execute();
      expect(billed).toMatchObject([
        {
          company_id: owner.companyId,
          channel: 'email',
          recipient: owner.email,
          kind: 'password_reset',
        },
      ]);
    });

    it('rejects an expired link', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      await app.inject({ method: 'POST', url: REQUEST, payload: { email: owner.email } });
      const link = extractLink(parseMail((await smtp.waitFor(owner.email)).raw).text);
      await db
        .updateTable('link_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', owner.userId)
        .execute();
      const status = await app.inject({ method: 'GET', url: `${RESET}${link.uid}/${link.token}/` });
      expect(status.statusCode).toBe(400);
      expect(json(status)).toEqual({ non_field_errors: ['link_invalid_or_expired'] });
      const reset = await app.inject({
        method: 'POST',
        url: RESET,
        payload: {
          uid: link.uid,
          token: link.token,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        },
      });
      expect(json(reset)).toEqual({ non_field_errors: ['link_invalid_or_expired'] });
    });

    it('a newer link replaces an older one; garbage links are invalid', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      await app.inject({ method: 'POST', url: REQUEST, payload: { email: owner.email } });
      const first = extractLink(parseMail((await smtp.waitFor(owner.email)).raw).text);
      await app.inject({ method: 'POST', url: REQUEST, payload: { email: owner.email } });
      const second = extractLink(parseMail((await smtp.waitFor(owner.email)).raw).text);
      expect(
        json(await app.inject({ method: 'GET', url: `${RESET}${first.uid}/${first.token}/` })),
      ).toEqual({
        non_field_errors: ['link_invalid_or_expired'],
      });
      expect(
        (await app.inject({ method: 'GET', url: `${RESET}${second.uid}/${second.token}/` }))
          .statusCode,
      ).toBe(200);
      for (const [uid, token] of [
        ['zzz', second.token],
        [second.uid, 'nope'],
        ['MA', second.token],
      ]) {
        const response = await app.inject({ method: 'GET', url: `${RESET}${uid}/${token}/` });
        expect(response.statusCode).toBe(400);
      }
    });

    it('answers the same for an unknown account and sends nothing', async () => {
      const { app, db } = ctx();
      const before = await db.selectFrom('outbound_messages').select('id').execute();
      const response = await app.inject({
        method: 'POST',
        url: REQUEST,
        payload: { email: 'ghost@example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ detail: 'link_has_been_sent' });
      expect(await db.selectFrom('outbound_messages').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('validates the request body', async () => {
      const { app } = ctx();
      const empty = await app.inject({ method: 'POST', url: REQUEST, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toEqual({ non_field_errors: ['email_or_phone_required'] });
      const bad = await app.inject({ method: 'POST', url: REQUEST, payload: { email: 'x@' } });
      expect(json(bad)).toMatchObject({ email: ['wrong_email'] });
      const weak = await app.inject({
        method: 'POST',
        url: RESET,
        payload: { uid: 'MQ', token: 'abc', password: 'weak', confirm_password: 'weak' },
      });
      expect(json(weak)).toMatchObject({ password: ['enter_min_chars?count=8'] });
    });

    it('writes the mail in the language of the recipient', async () => {
      const { app } = ctx();
      const polish = await createOwner(app, {}, { 'accept-language': 'pl' });
      const german = await createOwner(app, {}, { 'accept-language': 'de' });
      await app.inject({
        method: 'POST',
        url: REQUEST,
        payload: { email: polish.email },
        headers: { 'accept-language': 'en' },
      });
      await app.inject({ method: 'POST', url: REQUEST, payload: { email: german.email } });
      const pl = parseMail((await smtp.waitFor(polish.email)).raw);
      const de = parseMail((await smtp.waitFor(german.email)).raw);
      expect(pl.subject).toBe('TransitDocs: zresetuj hasło');
      expect(pl.text).toContain('Otwórz ten link');
      expect(de.subject).toBe('TransitDocs: Passwort zurücksetzen');
      expect(de.text).toContain('Öffnen Sie diesen Link');
    });

    it('activation links use the first-login path and report purpose activation', async () => {
      const { app, db, deps } = ctx();
      const owner = await createOwner(app);
      const employee = await createEmployee(app, db, owner.companyId, { language: 'es' });
      await db
        .updateTable('users')
        .set({ password_hash: null })
        .where('id', '=', employee.id)
        .execute();
      const created = await createActivationLink(deps, employee.id);
      expect(created.channel).toBe('email');
      const mail = parseMail((await smtp.waitFor(employee.email ?? '')).raw);
      expect(mail.subject).toBe('TransitDocs: active su cuenta');
      const link = extractLink(mail.text);
      expect(link.url).toContain('/first-login/password-reset/');
      const status = await app.inject({ method: 'GET', url: `${RESET}${link.uid}/${link.token}/` });
      expect(json(status)).toEqual({ purpose: 'activation' });
      const set = await app.inject({
        method: 'POST',
        url: RESET,
        payload: {
          uid: link.uid,
          token: link.token,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        },
      });
      expect(set.statusCode).toBe(200);
      expect(await login(app, employee.email ?? '', NEW_PASSWORD)).toBeTruthy();
    });
  },
  () => ({ SMTP_URL: smtp.url }),
);

describeEachDatabase('password reset without SMTP or SMS gateway (outbox)', (ctx) => {
  it('writes the mail as an .eml file into DATA_DIR/outbox', async () => {
    const { app, dataDir } = ctx();
    const owner = await createOwner(app);
    const response = await app.inject({
      method: 'POST',
      url: REQUEST,
      payload: { email: owner.email },
    });
    expect(response.statusCode).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const files = (await fs.readdir(outbox)).filter((file) => file.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    const contents = await Promise.all(
      files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')),
    );
    const mine = contents
      .map(parseMail)
      .find((mail) => (mail.headers.get('to') ?? '').includes(owner.email));
    expect(mine).toBeDefined();
    const link = extractLink(mine?.text ?? '');
    const status = await app.inject({ method: 'GET', url: `${RESET}${link.uid}/${link.token}/` });
    expect(json(status)).toEqual({ purpose: 'reset' });
  });

  it('sends the link by SMS when asked by phone, into *.sms.txt', async () => {
    const { app, dataDir, db } = ctx();
    const owner = await createOwner(app);
    const spaced = `${owner.phone.slice(0, 3)} ${owner.phone.slice(3)}`;
    const response = await app.inject({ method: 'POST', url: REQUEST, payload: { phone: spaced } });
    expect(response.statusCode).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const files = (await fs.readdir(outbox)).filter((file) => file.endsWith('.sms.txt'));
    const contents = await Promise.all(
      files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')),
    );
    const mine = contents.find((text) => text.includes(`To: ${owner.phone}`));
    expect(mine).toBeDefined();
    const link = extractLink(mine ?? '');
    const status = await app.inject({ method: 'GET', url: `${RESET}${link.uid}/${link.token}/` });
    expect(json(status)).toEqual({ purpose: 'reset' });
    const billed = await db
      .selectFrom('outbound_messages')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .execute();
    expect(billed).toMatchObject([
      { channel: 'sms', recipient: owner.phone, kind: 'password_reset' },
    ]);
  });
});
