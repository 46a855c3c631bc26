import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auth, createEmployee, createOwner, json, type Owner } from '../../../test/factories.ts';
import { createTestApp, testDialects, type TestApp } from '../../../test/harness.ts';
import { parseMail } from '../../../test/mail-parse.ts';
import { signaturePng } from '../../../test/png.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { hashToken } from '../../platform/crypto.ts';
import { redactUrl } from './redact.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

const API = '/company/api/v1/';
const TOKEN_API = `${API}transit-token/`;

/** Rows of `table` whose `column` equals `value`. */
async function countRows(
  db: Db,
  table: 'share_tokens' | 'documents' | 'document_remarks' | 'alerts' | 'notifications',
  column: string,
  value: number,
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
    table,
  )} where ${sql.ref(column)} = ${value}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

function makePng(): Buffer {
  const png = new PNG({ width: 20, height: 10 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

type Setup = { f: Fleet; transit: TransitBody; docA: number; docB: number };

async function upload(t: TestApp, owner: Owner, transit: number, name: string): Promise<number> {
  const body = multipart([
    { name: 'transit', value: String(transit) },
    { name: 'type', value: '6' },
    { name: 'name', value: name },
    { name: 'document', file: await makePdf(name), fileName: `${name}.pdf` },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: { ...auth(owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: number }).id;
}

async function setup(t: TestApp): Promise<Setup> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const docA = await upload(t, f.owner, transit.id, 'Invoice A');
  const docB = await upload(t, f.owner, transit.id, 'Invoice B');
  return { f, transit, docA, docB };
}

/** The transit's first receiver (a receiver link of a transit with several names one). */
async function firstReceiver(t: TestApp, transit: number): Promise<number> {
  const row = await t.db
    .selectFrom('transit_receivers')
    .select('id')
    .where('transit_id', '=', transit)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function generate(
  t: TestApp,
  owner: Owner,
  transit: number,
  documents: number[] = [],
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(owner.token),
    payload: { type: 'receiver', receiver: await firstReceiver(t, transit), transit, documents },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: string }).id;
}

for (const dialect of testDialects()) {
  describe(`sharing [${dialect}]`, () => {
    let t: TestApp;
    let smtp: TestSmtpServer;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('generates a long random token stored only as its SHA-256, valid 14 days', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.db
        .selectFrom('share_tokens')
        .selectAll()
        .where('transit_id', '=', transit.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const days = (Date.parse(rows[0]?.expires_at ?? '') - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
    });

    it('refuses documents of another transit and transits of another company', async () => {
      const a = await setup(t);
      const b = await setup(t);
      const foreignDoc = await t.app.inject({
        method: 'POST',
        url: `${API}generate-token/`,
        headers: auth(a.f.owner.token),
        payload: { type: 'sender', transit: a.transit.id, documents: [b.docA] },
      });
      expect(foreignDoc.statusCode).toBe(400);
      expect(json(foreignDoc)).toEqual({ documents: { '0': ['invalid_choice'] } });
      const foreignTransit = await t.app.inject({
        method: 'POST',
        url: `${API}generate-token/`,
        headers: auth(a.f.owner.token),
        payload: { type: 'sender', transit: b.transit.id },
      });
      expect(foreignTransit.statusCode).toBe(404);
      expect(await countRows(t.db, 'share_tokens', 'transit_id', b.transit.id)).toBe(0);
    });

    it('mails the link over SMTP and sends the SMS through the gateway adapter', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      const email = `outsider.${transit.id}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}send-token-email-sms/`,
        headers: auth(f.owner.token, { 'accept-language': 'de' }),
        payload: { token, email, phone: '+48 600 100 200' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({ email: true, sms: true });
      const mail = parseMail((await smtp.waitFor(email)).raw);
      expect(mail.text).toContain(`http://transitdocs.test/share/${token}`);
      expect(mail.text).toContain(transit.transit_number);
      // An outsider without an account gets the sender's current language.
      expect(mail.headers.get('content-language')).toBe('de');
      const outbox = await fs.readdir(path.join(t.dataDir, 'outbox'));
      const smsFile = outbox.find(
        (name) => name.includes('share_link') && name.endsWith('.sms.txt'),
      );
      expect(smsFile).toBeDefined();
      const sms = await fs.readFile(path.join(t.dataDir, 'outbox', smsFile ?? ''), 'utf8');
      expect(sms).toContain('+48600100200');
      expect(sms).toContain(`/share/${token}`);
    });

    it('needs an e-mail or a phone, valid by the domain rules', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      const send = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: `${API}send-token-email-sms/`,
          headers: auth(f.owner.token),
          payload,
        });
      const empty = await send({ token, email: '', phone: '' });
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toEqual({ non_field_errors: ['email_or_phone_required'] });
      const bad = await send({ token, email: 'not-a-mail', phone: '600' });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ email: ['wrong_email'], phone: ['must_contain_prefix'] });
      const malformed = await send({ token: 'short', email: 'a@example.com' });
      expect(json(malformed)).toEqual({ token: ['share_link_invalid'] });
      // A token of another company is unknown to this one.
      const other = await setup(t);
      const foreign = await send({
        token: await generate(t, other.f.owner, other.transit.id),
        email: 'a@example.com',
      });
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign)).toEqual({ detail: 'share_link_invalid' });
    });

    it('shows the transit and exactly the granted documents to the link, without login', async () => {
      const { f, transit, docA, docB } = await setup(t);
      const token = await generate(t, f.owner, transit.id, [docA]);
      const response = await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` });
      expect(response.statusCode, response.body).toBe(200);
      const body = json(response) as {
        transit: { id: number; transit_number: string; document: { id: number }[] };
        document: { id: number }[];
        share: { type: string; company_name: string };
      };
      expect(body.transit.id).toBe(transit.id);
      expect(body.document.map((d) => d.id)).toEqual([docA]);
      expect(body.transit.document.map((d) => d.id)).toEqual([docA]);
      expect(body.share.type).toBe('receiver');

      const download = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${token}/download?document=${docA}`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${docA}/pdf?token=${token}`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');

      // Not granted: the other document of the same transit.
      for (const url of [
        `${TOKEN_API}${token}/download?document=${docB}`,
        `${TOKEN_API}${docB}/pdf?token=${token}`,
        `${TOKEN_API}${docB}/xml?token=${token}`,
      ]) {
        const refused = await t.app.inject({ method: 'GET', url });
        expect(refused.statusCode, url).toBe(404);
        expect(json(refused)).toEqual({ detail: 'not_found' });
      }
    });

    it('never reaches another transit or its files with a valid token', async () => {
      const a = await setup(t);
      const b = await setup(t);
      const token = await generate(t, a.f.owner, a.transit.id);
      const pdfHeaders = multipart([
        { name: 'type', value: '8' },
        { name: 'document', file: await makePdf('x'), fileName: 'x.pdf' },
      ]);
      const attempts = [
        { method: 'GET' as const, url: `${TOKEN_API}${token}/download?document=${b.docA}` },
        { method: 'GET' as const, url: `${TOKEN_API}${b.docA}/pdf?token=${token}` },
        { method: 'GET' as const, url: `${TOKEN_API}${b.docA}/xml?token=${token}` },
        { method: 'GET' as const, url: `${TOKEN_API}${b.transit.id}/receivers?token=${token}` },
        { method: 'GET' as const, url: `${TOKEN_API}${b.transit.id}/alert/?token=${token}` },
      ];
      for (const attempt of attempts) {
        const response = await t.app.inject(attempt);
        expect(response.statusCode, attempt.url).toBe(404);
      }
      const upload = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${b.transit.id}/document-add/?token=${token}`,
        headers: pdfHeaders.headers,
        payload: pdfHeaders.payload,
      });
      expect(upload.statusCode).toBe(404);
      const remark = multipart([
        { name: 'document', value: String(b.docA) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'hello' },
        { name: 'first_name', value: 'Jan' },
        { name: 'last_name', value: 'Obcy' },
        { name: 'company_name', value: 'Obcy Sp.' },
      ]);
      const remarkOnOther = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${a.transit.id}/document-remark/?token=${token}`,
        headers: remark.headers,
        payload: remark.payload,
      });
      expect(remarkOnOther.statusCode).toBe(404);
      expect(await countRows(t.db, 'documents', 'transit_id', b.transit.id)).toBe(2);
      expect(await countRows(t.db, 'document_remarks', 'document_id', b.docA)).toBe(0);
    });

    it('answers share_link_invalid for a malformed or unknown token', async () => {
      for (const url of [
        `${TOKEN_API}short/`,
        `${TOKEN_API}${'A'.repeat(43)}/`,
        `${TOKEN_API}1/pdf?token=${'B'.repeat(43)}`,
        `${TOKEN_API}1/pdf`,
        `${TOKEN_API}1/receivers?token=%00%01`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(json(response), url).toEqual({ detail: 'share_link_invalid' });
      }
    });

    it('refuses an expired token on every endpoint, with nothing written', async () => {
      const { f, transit, docA } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      await t.db
        .updateTable('share_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const upload = multipart([
        { name: 'type', value: '8' },
        { name: 'document', file: await makePdf('late'), fileName: 'late.pdf' },
      ]);
      const remark = multipart([
        { name: 'document', value: String(docA) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'late' },
        { name: 'first_name', value: 'Jan' },
        { name: 'last_name', value: 'Kowal' },
        { name: 'company_name', value: 'Kowal' },
      ]);
      const calls = [
        { method: 'GET' as const, url: `${TOKEN_API}${token}/` },
        { method: 'GET' as const, url: `${TOKEN_API}${token}/download?document=${docA}` },
        { method: 'GET' as const, url: `${TOKEN_API}${docA}/pdf?token=${token}` },
        { method: 'GET' as const, url: `${TOKEN_API}${docA}/xml?token=${token}` },
        { method: 'GET' as const, url: `${TOKEN_API}${transit.id}/receivers?token=${token}` },
        { method: 'GET' as const, url: `${TOKEN_API}${transit.id}/alert/?token=${token}` },
        {
          method: 'POST' as const,
          url: `${TOKEN_API}${transit.id}/alert/?token=${token}`,
          payload: { message: 'x', first_name: 'a', last_name: 'b', company_name: 'c' },
        },
        {
          method: 'POST' as const,
          url: `${TOKEN_API}${transit.id}/document-add/?token=${token}`,
          headers: upload.headers,
          payload: upload.payload,
        },
        {
          method: 'POST' as const,
          url: `${TOKEN_API}${transit.id}/document-remark/?token=${token}`,
          headers: remark.headers,
          payload: remark.payload,
        },
      ];
      for (const call of calls) {
        const response = await t.app.inject(call);
        expect(response.statusCode, call.url).toBe(410);
        expect(json(response), call.url).toEqual({ detail: 'share_link_expired' });
      }
      const send = await t.app.inject({
        method: 'POST',
        url: `${API}send-token-email-sms/`,
        headers: auth(f.owner.token),
        payload: { token, email: 'late@example.com' },
      });
      expect(send.statusCode).toBe(410);
      expect(await countRows(t.db, 'documents', 'transit_id', transit.id)).toBe(2);
      expect(await countRows(t.db, 'document_remarks', 'document_id', docA)).toBe(0);
      expect(await countRows(t.db, 'alerts', 'transit_id', transit.id)).toBe(0);
    });

    it('revokes a link at once, only for its own company', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      const other = await createOwner(t.app);
      const foreign = await t.app.inject({
        method: 'POST',
        url: `${API}revoke-token/`,
        headers: auth(other.token),
        payload: { token },
      });
      expect(foreign.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` })).statusCode).toBe(
        200,
      );
      const revoked = await t.app.inject({
        method: 'POST',
        url: `${API}revoke-token/`,
        headers: auth(f.owner.token),
        payload: { token },
      });
      expect(revoked.statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` });
      expect(after.statusCode).toBe(410);
      expect(json(after)).toEqual({ detail: 'share_link_expired' });
    });

    it('never accepts a share token as a session on company endpoints', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      for (const url of [
        `${API}all-transit/`,
        `${API}all-transit/${transit.id}/`,
        '/auth/api/v1/user/me/',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
        expect(response.statusCode, url).toBe(401);
        const withQuery = await t.app.inject({ method: 'GET', url: `${url}?token=${token}` });
        expect(withQuery.statusCode, url).toBe(401);
      }
    });

    it('uploads a PDF from the link (checked by content) and refuses anything else', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      const good = multipart([
        { name: 'type', value: '8' },
        { name: 'name', value: 'Delivery proof' },
        { name: 'first_name', value: 'Jan' },
        { name: 'last_name', value: 'Kowal' },
        { name: 'document', file: await makePdf('proof'), fileName: 'proof.pdf' },
      ]);
      const created = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${transit.id}/document-add/?token=${token}`,
        headers: good.headers,
        payload: good.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      const doc = json(created) as { id: number; name: string; transit: number };
      expect(doc).toMatchObject({ name: 'Delivery proof', transit: transit.id });
      const event = await t.db
        .selectFrom('document_events')
        .selectAll()
        .where('document_id', '=', doc.id)
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({ actor_name: 'Jan Kowal', actor_user_id: null });
      // The company hears about it.
      const uploadedNote = await t.db
        .selectFrom('notifications')
        .select(['type', 'transit_id'])
        .where('user_id', '=', f.owner.userId)
        .where('type', '=', 'document_uploaded')
        .execute();
      expect(uploadedNote).toEqual([{ type: 'document_uploaded', transit_id: transit.id }]);
      // The owner company sees it in its documents list.
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}document/${transit.id}/`,
        headers: auth(f.owner.token),
      });
      expect((json(list) as unknown as { id: number }[]).map((d) => d.id)).toContain(doc.id);

      const fake = multipart([
        { name: 'type', value: '8' },
        { name: 'document', file: Buffer.from('MZ this is not a pdf'), fileName: 'evil.pdf' },
      ]);
      const refused = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${transit.id}/document-add/?token=${token}`,
        headers: fake.headers,
        payload: fake.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toEqual({ document: ['file_not_pdf'] });
      expect(await countRows(t.db, 'documents', 'transit_id', transit.id)).toBe(3);
    });

    it('lets the link add a remark under the visitor company name, with a photo', async () => {
      const { f, transit, docA } = await setup(t);
      const token = await generate(t, f.owner, transit.id, [docA]);
      const body = multipart([
        { name: 'document', value: String(docA) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Karton uszkodzony' },
        { name: 'first_name', value: 'Ewa' },
        { name: 'last_name', value: 'Zając' },
        { name: 'company_name', value: 'Odbiorca Alfa' },
        { name: 'files', file: makePng(), fileName: 'photo.png' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${transit.id}/document-remark/?token=${token}`,
        headers: body.headers,
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(json(response)).toMatchObject({
        company_name: 'Odbiorca Alfa',
        message: 'Karton uszkodzony',
        type: 'delivery',
      });
      const files = (json(response) as { files: { id: number }[] }).files;
      expect(files).toHaveLength(1);
      const photo = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${files[0]?.id ?? 0}/document-file?token=${token}`,
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      // Another link of another transit does not reach it.
      const stranger = await setup(t);
      const strangerToken = await generate(t, stranger.f.owner, stranger.transit.id);
      const refusedPhoto = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${files[0]?.id ?? 0}/document-file?token=${strangerToken}`,
      });
      expect(refusedPhoto.statusCode).toBe(404);
      const remarkNote = await t.db
        .selectFrom('notifications')
        .select(['type', 'data'])
        .where('user_id', '=', f.owner.userId)
        .where('type', '=', 'remark_added')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(remarkNote.data)).toMatchObject({
        document_id: docA,
        company_name: 'Odbiorca Alfa',
      });

      const anonymous = multipart([
        { name: 'document', value: String(docA) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'who am I' },
        { name: 'first_name', value: '' },
        { name: 'last_name', value: '' },
        { name: 'company_name', value: '' },
      ]);
      const refused = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${transit.id}/document-remark/?token=${token}`,
        headers: anonymous.headers,
        payload: anonymous.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({
        first_name: ['field_required'],
        last_name: ['field_required'],
        company_name: ['field_required'],
      });
      expect(await countRows(t.db, 'document_remarks', 'document_id', docA)).toBe(1);
    });

    it("takes a visitor's alert at the product's alert address with ?token=, for its transit only", async () => {
      const { f, transit } = await setup(t);
      const other = await postTransit(t, f.owner.token, fullPayload(f));
      const token = await generate(t, f.owner, transit.id);
      const visitor = { first_name: 'Ewa', last_name: 'Zając', company_name: 'Odbiorca Alfa' };
      const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url, payload, headers });
      const alertsOf = (transitId: number) =>
        t.db.selectFrom('alerts').selectAll().where('transit_id', '=', transitId).execute();
      const types = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${transit.id}/alert/?token=${token}`,
      });
      const [first, second] = (json(types) as unknown as { message: string }[]).map(
        (type) => type.message,
      );

      const sent = await post(`/company/api/v1/alert/?token=${token}`, {
        message: first,
        transit_id: transit.id,
        ...visitor,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(json(sent)).toMatchObject({ message: first, company_name: 'Odbiorca Alfa' });
      expect((await alertsOf(transit.id)).map((row) => row.user_id)).toEqual([null]);

      // Another transit of the same company is not the link's: nothing is stored.
      const foreign = await post(`/company/api/v1/alert/?token=${token}`, {
        message: first,
        transit_id: other.id,
        ...visitor,
      });
      expect(foreign.statusCode).toBe(404);
      expect(await alertsOf(other.id)).toEqual([]);
      const unknown = await post('/company/api/v1/alert/?token=not-a-token', {
        message: first,
        transit_id: transit.id,
        ...visitor,
      });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ detail: 'share_link_invalid' });

      // A signed-in call is the session's, whatever its query says.
      const staff = await post(
        `/company/api/v1/alert/?token=${token}`,
        { message: second, transit_id: transit.id },
        auth(f.owner.token),
      );
      expect(staff.statusCode, staff.body).toBe(201);
      expect((await alertsOf(transit.id)).map((row) => row.user_id)).toEqual([
        null,
        f.owner.userId,
      ]);
    });

    it('sends an alert from the link and lists the receivers', async () => {
      const { f, transit } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      const types = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${transit.id}/alert/?token=${token}`,
      });
      expect(types.statusCode).toBe(200);
      const message = (json(types) as unknown as { message: string }[])[0]?.message ?? '';
      const alert = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${transit.id}/alert/?token=${token}`,
        payload: { message, first_name: 'Ewa', last_name: 'Zając', company_name: 'Odbiorca Alfa' },
      });
      expect(alert.statusCode, alert.body).toBe(201);
      expect(json(alert)).toMatchObject({
        message,
        company_name: 'Odbiorca Alfa',
        first_name: 'Ewa',
      });
      const stored = await t.db
        .selectFrom('alerts')
        .selectAll()
        .where('transit_id', '=', transit.id)
        .executeTakeFirstOrThrow();
      expect(stored.user_id).toBeNull();
      // The company's users hear about it, and from whom: the names the visitor gave.
      const heard = await t.db
        .selectFrom('notifications')
        .select('data')
        .where('user_id', '=', f.owner.userId)
        .where('type', '=', 'alert')
        .where('transit_id', '=', transit.id)
        .execute();
      expect(heard.map((row) => JSON.parse(row.data) as unknown)).toEqual([
        {
          transit_id: transit.id,
          transit_number: transit.transit_number,
          alert_message: message,
          alert_default: true,
          first_name: 'Ewa',
          last_name: 'Zając',
          company_name: 'Odbiorca Alfa',
        },
      ]);

      const receivers = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${transit.id}/receivers?token=${token}`,
      });
      expect(receivers.statusCode).toBe(200);
      expect((json(receivers) as unknown as { id: number }[]).map((r) => r.id)).toEqual(
        transit.receivers.map((r) => r.id),
      );
    });

    it('shares a transit with a company by its GT id and notifies its users', async () => {
      const { f, transit } = await setup(t);
      const other = await createOwner(t.app);
      const missing = await t.app.inject({
        method: 'POST',
        url: `${API}share-transit/`,
        headers: auth(f.owner.token),
        payload: { transit: transit.id, company_gt_id: 999_999_999, as: 'receiver' },
      });
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toEqual({ company_gt_id: ['no_such_id_number'] });
      const own = await t.app.inject({
        method: 'POST',
        url: `${API}share-transit/`,
        headers: auth(f.owner.token),
        payload: { transit: transit.id, company_gt_id: f.owner.companyId, as: 'receiver' },
      });
      expect(json(own)).toEqual({ company_gt_id: ['cannot_share_with_own_company'] });
      const shared = await shareTransit(t, f.owner.token, transit.id, other.companyId);
      expect(shared.statusCode, shared.body).toBe(201);
      expect(json(shared)).toMatchObject({ transit: transit.id, company_gt_id: other.companyId });
      const notes = await t.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', other.userId)
        .execute();
      expect(notes.map((n) => [n.type, n.transit_id])).toEqual([['transit_shared', transit.id]]);
      // The other company reads the transit but cannot share what is not its own.
      const back = await t.app.inject({
        method: 'POST',
        url: `${API}share-transit/`,
        headers: auth(other.token),
        payload: { transit: transit.id, company_gt_id: f.owner.companyId, as: 'sender' },
      });
      expect(back.statusCode).toBe(400);
      expect(json(back)).toEqual({ non_field_errors: ['transit_is_sent'] });
    });

    it('shows a shared-in transit in the other company list as `send`, live and read-only', async () => {
      const { f, transit, docA } = await setup(t);
      const hidden = await postTransit(t, f.owner.token, fullPayload(f));
      const b = await createOwner(t.app);
      const bDriver = await createEmployee(t.app, t.db, b.companyId, { role: 'Kierowca' });
      const share = await shareTransit(t, f.owner.token, transit.id, b.companyId);
      expect(share.statusCode, share.body).toBe(201);
      const get = (url: string, token = b.token) =>
        t.app.inject({ method: 'GET', url, headers: auth(token) });

      const list = json(await get(`${API}all-transit/`)) as {
        count: number;
        results: { id: number; type: string }[];
      };
      expect(list.results.map((r) => [r.id, r.type])).toEqual([[transit.id, 'send']]);
      const sent = json(await get(`${API}all-transit/?transit_type=send`)) as typeof list;
      expect(sent.results.map((r) => r.id)).toEqual([transit.id]);
      const generated = json(await get(`${API}all-transit/?transit_type=generated`)) as typeof list;
      expect(generated.count).toBe(0);
      // The owner still sees its own transit as generated.
      const own = json(await get(`${API}all-transit/${transit.id}/`, f.owner.token));
      expect(own.type).toBe('generated');

      expect(json(await get(`${API}all-transit/${transit.id}/`)).type).toBe('send');
      expect((await get(`${API}all-transit/${hidden.id}/`)).statusCode).toBe(404);
      expect((await get(`${API}document/${hidden.id}/`)).statusCode).toBe(404);
      // The receiving company's driver does not see it.
      expect((await get(`${API}all-transit/${transit.id}/`, bDriver.token)).statusCode).toBe(404);
      // Nor does it reach him any other way: his list, its documents, a notice of the share.
      expect(json(await get(`${API}all-transit/`, bDriver.token))).toMatchObject({ count: 0 });
      expect((await get(`${API}document/${transit.id}/`, bDriver.token)).statusCode).toBe(404);
      const notices = await t.db
        .selectFrom('notifications')
        .select('user_id')
        .where('transit_id', '=', transit.id)
        .where('type', '=', 'transit_shared')
        .execute();
      expect(notices.map((n) => n.user_id)).toEqual([b.userId]);

      // Live: a document the owner adds later is there, and the files open.
      const later = await upload(t, f.owner, transit.id, 'Later');
      const docs = json(await get(`${API}document/${transit.id}/`)) as unknown as { id: number }[];
      expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining([docA, later]));
      const pdf = await get(`${API}document/id/${later}/download`);
      expect(pdf.statusCode).toBe(200);

      // Read-only for the receiving company.
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `${API}all-transit/${transit.id}/`,
        headers: auth(b.token),
        payload: { sender_instruction: 'mine now' },
      });
      expect(json(patch)).toEqual({ non_field_errors: ['transit_is_sent'] });
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `${API}all-transit/${transit.id}/`,
        headers: auth(b.token),
      });
      expect(json(remove)).toEqual({ non_field_errors: ['transit_is_sent'] });
      const removeDoc = await t.app.inject({
        method: 'DELETE',
        url: `${API}transit-document/${docA}/`,
        headers: auth(b.token),
      });
      expect(json(removeDoc)).toEqual({ non_field_errors: ['transit_is_sent'] });
      expect(await countRows(t.db, 'documents', 'transit_id', transit.id)).toBe(3);
    });

    it('signs from the link with a one-time code sent where the link went', async () => {
      const { f, transit, docB } = await setup(t);
      const data = await t.app.inject({
        method: 'POST',
        url: `${API}generate-document-data/`,
        headers: auth(f.owner.token),
        payload: { transit: transit.id, type: 4 },
      });
      const cmrResponse = await t.app.inject({
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
      expect(cmrResponse.statusCode, cmrResponse.body).toBe(201);
      const cmr = (json(cmrResponse) as { id: number }).id;
      const email = `signer.${transit.id}@example.com`;
      const shared = await t.app.inject({
        method: 'POST',
        url: `${API}share-link/`,
        headers: auth(f.owner.token),
        payload: {
          type: 'receiver',
          receiver: transit.receivers[0]?.id,
          transit: transit.id,
          documents: [cmr],
          email,
        },
      });
      expect(shared.statusCode, shared.body).toBe(201);
      const token =
        /\/share\/([A-Za-z0-9_-]{43})/.exec(parseMail((await smtp.waitFor(email)).raw).text)?.[1] ??
        '';
      const SIGN = `${API}sign-document-token-signature/${token}/`;

      const askCode = async () => {
        // An address typed by the visitor is ignored: the code goes where the link went.
        const response = await t.app.inject({
          method: 'POST',
          url: `${SIGN}code/`,
          headers: { 'accept-language': 'en' },
          payload: { document: cmr, email: 'somebody.else@example.com' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(json(response)).toMatchObject({ channel: 'email', hint: 's***@example.com' });
        const mail = parseMail((await smtp.waitFor(email)).raw);
        return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      };
      const sign = (code: string, extra: Part[] = []) => {
        const body = multipart([
          { name: 'document', value: String(cmr) },
          { name: 'transit', value: String(transit.id) },
          { name: 'document_type', value: 'json' },
          { name: 'signed_by_type', value: 'receiver' },
          { name: 'receiver_id', value: String(transit.receivers[0]?.id ?? 0) },
          { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
          { name: 'code', value: code },
          { name: 'first_name', value: 'Ewa' },
          { name: 'last_name', value: 'Zając' },
          { name: 'company_name', value: 'Odbiorca Alfa' },
          { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
          ...extra,
        ]);
        return t.app.inject({
          method: 'POST',
          url: SIGN,
          headers: body.headers,
          payload: body.payload,
        });
      };
      const signaturesOf = () =>
        t.db.selectFrom('document_signatures').selectAll().where('document_id', '=', cmr).execute();

      const first = await askCode();
      expect(first).toMatch(/^\d{6}$/);
      expect(smtp.messages.some((m) => m.to.includes('somebody.else@example.com'))).toBe(false);
      const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
      const wrong = await sign(wrongOf(first));
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ code: ['code_invalid'] });
      expect(await signaturesOf()).toHaveLength(0);

      // Five wrong tries kill a code; an expired one is refused.
      for (let i = 0; i < 4; i++) await sign(wrongOf(first));
      expect(json(await sign(first))).toEqual({ code: ['too_many_attempts'] });
      const late = await askCode();
      await t.db
        .updateTable('share_sign_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('document_id', '=', cmr)
        .execute();
      expect(json(await sign(late))).toEqual({ code: ['code_expired'] });

      const code = await askCode();
      const signed = await sign(code);
      expect(signed.statusCode, signed.body).toBe(200);
      const rows = await signaturesOf();
      expect(rows.map((r) => [r.signed_by_type, r.signed_by_user_id])).toEqual([
        ['receiver', null],
      ]);
      // The code is spent; the box is taken, so no other code is sent for it.
      const newest = await t.db
        .selectFrom('share_sign_codes')
        .select('used_at')
        .where('document_id', '=', cmr)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(newest.used_at).not.toBeNull();
      expect(json(await sign(code))).toEqual({ receiver_id: ['slot_already_signed'] });
      const noCode = await t.app.inject({
        method: 'POST',
        url: `${SIGN}code/`,
        payload: { document: cmr },
      });
      expect(json(noCode)).toEqual({ receiver_id: ['slot_already_signed'] });
      // The signed CMR renders for the link; its XML needs fewer than two receivers.
      const pdf = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${cmr}/pdf?token=${token}`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const xml = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${cmr}/xml?token=${token}`,
      });
      expect(json(xml)).toEqual({ document: ['document_xml_not_available'] });

      // A document the link does not grant.
      const other = await t.app.inject({
        method: 'POST',
        url: `${SIGN}code/`,
        payload: { document: docB },
      });
      expect(other.statusCode).toBe(404);
      expect(await signaturesOf()).toHaveLength(1);
    });

    it('shares by link in one call (generate + send)', async () => {
      const { f, transit } = await setup(t);
      const email = `link.${transit.id}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}share-link/`,
        headers: auth(f.owner.token),
        payload: { type: 'sender', transit: transit.id, email },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(json(response)).toMatchObject({ email: true, sms: false });
      const mail = parseMail((await smtp.waitFor(email)).raw);
      const link = /http:\/\/transitdocs\.test\/share\/([A-Za-z0-9_-]{43})/.exec(mail.text);
      expect(link).not.toBeNull();
      const opened = await t.app.inject({ method: 'GET', url: `${TOKEN_API}${link?.[1] ?? ''}/` });
      expect(opened.statusCode).toBe(200);
    });
  });
}

describe('share tokens in logs', () => {
  it('redacts path and query tokens', () => {
    const token = 'x'.repeat(43);
    expect(redactUrl(`/share/${token}`)).toBe('/share/[redacted]');
    expect(redactUrl(`/share/${token}/alerts`)).toBe('/share/[redacted]/alerts');
    expect(redactUrl(`/company/api/v1/transit-token/${token}/`)).toBe(
      '/company/api/v1/transit-token/[redacted]/',
    );
    expect(redactUrl(`/company/api/v1/transit-token/12/pdf?token=${token}&a=1`)).toBe(
      '/company/api/v1/transit-token/12/pdf?token=[redacted]&a=1',
    );
  });

  it('keeps every token out of the request log', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-share-log-'));
    const lines: string[] = [];
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://transitdocs.test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    });
    const app = await buildApp(config, { logStream: { write: (line) => lines.push(line) } });
    try {
      await app.ready();
      const t = { app, deps: app.deps, db: app.deps.db, config, dataDir, close: async () => {} };
      const { f, transit, docA } = await setup(t);
      const token = await generate(t, f.owner, transit.id);
      await app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` });
      await app.inject({ method: 'GET', url: `${TOKEN_API}${docA}/pdf?token=${token}` });
      await app.inject({ method: 'GET', url: `/share/${token}`, headers: { accept: 'text/html' } });
      await app.inject({
        method: 'POST',
        url: `${API}send-token-email-sms/`,
        headers: auth(f.owner.token),
        payload: { token, email: 'log@example.com' },
      });
      await app.inject({
        method: 'POST',
        url: `${API}sign-document-token-signature/${token}/code/`,
        payload: { document: docA },
      });
      const log = lines.join('');
      expect(log).toContain('sign-document-token-signature/[redacted]/code/');
      expect(log).toContain('transit-token/[redacted]/');
      expect(log).toContain('/share/[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain(f.owner.token);
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
