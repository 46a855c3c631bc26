import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { HANDOVER_LIFETIME_MS } from '@transitdocs/domain';
import { auth, createEmployee, createOwner, json, uniquePhone } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart as multipartBody, type Part } from '../../../test/multipart.ts';
import { signaturePng } from '../../../test/png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';

/**
 * The receiver signs on his own phone (docs/decisions/0124-receiver-hand-over.md): the driver's
 * code opens, once and for 15 minutes, a receiver link for that receiver and document only, whose
 * signing code goes to that receiver's own phone.
 */

const API = '/company/api/v1/';
const SIGN_API = `${API}sign-document-token-signature/`;

type Setup = {
  f: Fleet;
  transit: TransitBody;
  cmr: number;
  r1: number;
  r2: number;
  phones: { r1: string; r2: string };
};

/** A transit with two receivers, each with its own phone, and one CMR naming both. */
async function setup(t: TestApp): Promise<Setup> {
  const f = await createFleet(t);
  const phones = { r1: uniquePhone(), r2: uniquePhone() };
  await t.db
    .updateTable('clients')
    .set({ phone: phones.r1 })
    .where('id', '=', f.receiverA.id)
    .execute();
  await t.db
    .updateTable('clients')
    .set({ phone: phones.r2 })
    .where('id', '=', f.receiverB.id)
    .execute();
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const data = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4 },
  });
  expect(data.statusCode, data.body).toBe(200);
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
  const [r1, r2] = transit.receivers.map((r) => r.id);
  return {
    f,
    transit,
    cmr: (json(created) as { id: number }).id,
    r1: r1 ?? 0,
    r2: r2 ?? 0,
    phones,
  };
}

function start(t: TestApp, token: string, document: number, receiver: number) {
  return t.app.inject({
    method: 'POST',
    url: `${API}transit-document/${document}/handover/`,
    headers: auth(token),
    payload: { receiver },
  });
}

async function started(t: TestApp, s: Setup, receiver: number): Promise<string> {
  const response = await start(t, s.f.driver.token, s.cmr, receiver);
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { code: string }).code;
}

function claim(t: TestApp, code: string) {
  return t.app.inject({ method: 'POST', url: `${API}handover/`, payload: { code } });
}

async function historyOf(t: TestApp, document: number): Promise<{ type: string; data: unknown }[]> {
  const rows = await t.db
    .selectFrom('document_events')
    .select(['type', 'data'])
    .where('document_id', '=', document)
    .where('type', 'like', 'handover_%')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ type: row.type, data: JSON.parse(row.data) as unknown }));
}

async function shareTokenCount(t: TestApp, transit: number): Promise<number> {
  const rows = await t.db
    .selectFrom('share_tokens')
    .select('id')
    .where('transit_id', '=', transit)
    .execute();
  return rows.length;
}

/** The newest signing code an SMS carried to `phone` (the outbox stands in for the gateway). */
async function smsCodeTo(t: TestApp, phone: string): Promise<string | null> {
  const dir = path.join(t.dataDir, 'outbox');
  for (let wait = 0; wait < 50; wait++) {
    const names = (await fs.readdir(dir).catch(() => [])).filter(
      (name) => name.includes('share_sign_code') && name.endsWith('.sms.txt'),
    );
    for (const name of names.sort().reverse()) {
      const text = await fs.readFile(path.join(dir, name), 'utf8');
      if (!text.includes(`To: ${phone}\n`)) continue;
      const code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'))?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

function askCode(t: TestApp, token: string, document: number, receiver?: number) {
  return t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${token}/code/`,
    payload: { document, ...(receiver === undefined ? {} : { receiver }), phone: uniquePhone() },
  });
}

function signBox24(t: TestApp, token: string, s: Setup, code: string, receiverId?: number) {
  const parts: Part[] = [
    { name: 'document', value: String(s.cmr) },
    { name: 'transit', value: String(s.transit.id) },
    { name: 'document_type', value: 'json' },
    { name: 'signed_by_type', value: 'receiver' },
    { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
    { name: 'code', value: code },
    { name: 'first_name', value: 'Ewa' },
    { name: 'last_name', value: 'Zając' },
    { name: 'company_name', value: 'Odbiorca Alfa' },
    { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
  ];
  if (receiverId !== undefined) parts.push({ name: 'receiver_id', value: String(receiverId) });
  const body = multipartBody(parts, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${token}/`,
    headers: body.headers,
    payload: body.payload,
  });
}

async function receiverSignatures(t: TestApp, document: number) {
  const rows = await t.db
    .selectFrom('document_signatures')
    .select(['signed_by_type', 'receiver_id'])
    .where('document_id', '=', document)
    .where('signed_by_type', '=', 'receiver')
    .execute();
  return rows.map((row) => row.receiver_id);
}

describeEachDatabase('receiver hand-over', (ctx) => {
  let t: TestApp;
  beforeAll(() => {
    t = ctx();
  });

  it("the driver's code opens once a link for that receiver, whose SMS goes to his phone", async () => {
    const s = await setup(t);
    const response = await start(t, s.f.driver.token, s.cmr, s.r1);
    expect(response.statusCode, response.body).toBe(201);
    const body = json(response) as { code: string; url: string; expires_at: string };
    expect(body.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$/);
    expect(body.url).toBe(`http://transitdocs.test/h/${body.code}`);
    const lifetime = Date.parse(body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(HANDOVER_LIFETIME_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(HANDOVER_LIFETIME_MS);
    // The document's answer tells the driver's card it may offer this.
    const doc = await t.app.inject({
      method: 'GET',
      url: `${API}transit-document/${s.cmr}/`,
      headers: auth(s.f.driver.token),
    });
    expect(
      (json(doc) as { actions: { handover_receiver: boolean } }).actions.handover_receiver,
    ).toBe(true);

    // Typed with spaces and in lower case, as a person does.
    const opened = await claim(t, ` ${body.code.slice(0, 4).toLowerCase()} ${body.code.slice(4)} `);
    expect(opened.statusCode, opened.body).toBe(200);
    const link = json(opened) as {
      token: string;
      transit: number;
      document: number;
      receiver: number;
      expires_at: string;
    };
    expect(link).toMatchObject({ transit: s.transit.id, document: s.cmr, receiver: s.r1 });
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(HANDOVER_LIFETIME_MS);
    const share = await t.db
      .selectFrom('share_tokens')
      .selectAll()
      .where('transit_id', '=', s.transit.id)
      .executeTakeFirstOrThrow();
    expect(share).toMatchObject({ type: 'receiver', receiver_id: s.r1, sent_phone: s.phones.r1 });
    expect(share.expires_at).toBe(link.expires_at);

    // The link sees its transit and document, acting for receiver 1 only.
    const seen = await t.app.inject({ method: 'GET', url: `${API}transit-token/${link.token}/` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((json(seen) as { transit: { id: number } }).transit.id).toBe(s.transit.id);
    const other = await askCode(t, link.token, s.cmr, s.r2);
    expect(other.statusCode, other.body).toBe(403);

    // The code goes to receiver 1's phone, never to receiver 2's or to a phone typed in.
    const code = await askCode(t, link.token, s.cmr);
    expect(code.statusCode, code.body).toBe(200);
    expect((json(code) as { channel: string }).channel).toBe('sms');
    expect(await smsCodeTo(t, s.phones.r2)).toBeNull();
    const sms = await smsCodeTo(t, s.phones.r1);
    expect(sms).not.toBeNull();

    // Box 24 of receiver 2 is not this link's; receiver 1's takes the SMS code.
    const foreign = await signBox24(t, link.token, s, sms ?? '', s.r2);
    expect(foreign.statusCode, foreign.body).toBe(403);
    const signed = await signBox24(t, link.token, s, sms ?? '');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await receiverSignatures(t, s.cmr)).toEqual([s.r1]);

    // The history tells who handed over and when the phone opened it.
    expect((await historyOf(t, s.cmr)).map((event) => event.type)).toEqual([
      'handover_started',
      'handover_opened',
    ]);
    // Once signed, the box is handed over no more.
    const again = await start(t, s.f.driver.token, s.cmr, s.r1);
    expect(again.statusCode, again.body).toBe(400);
    expect(json(again)).toMatchObject({ receiver: ['slot_already_signed'] });
  });

  it('a second opening is refused as used, recorded, and mints nothing', async () => {
    const s = await setup(t);
    const code = await started(t, s, s.r1);
    expect((await claim(t, code)).statusCode).toBe(200);
    const tokens = await shareTokenCount(t, s.transit.id);
    const second = await claim(t, code);
    expect(second.statusCode, second.body).toBe(410);
    expect(json(second)).toMatchObject({ code: ['handover_used'] });
    expect(await shareTokenCount(t, s.transit.id)).toBe(tokens);
    const history = await historyOf(t, s.cmr);
    expect(history.at(-1)).toEqual({
      type: 'handover_refused',
      data: { type: 'handover_refused', receiver_id: s.r1, reason: 'handover_used' },
    });
  });

  it('a code past its 15 minutes is refused as expired and mints nothing', async () => {
    const s = await setup(t);
    const code = await started(t, s, s.r1);
    await t.db
      .updateTable('handovers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('document_id', '=', s.cmr)
      .execute();
    const response = await claim(t, code);
    expect(response.statusCode, response.body).toBe(410);
    expect(json(response)).toMatchObject({ code: ['handover_expired'] });
    expect(await shareTokenCount(t, s.transit.id)).toBe(0);
    const row = await t.db
      .selectFrom('handovers')
      .select('claimed_at')
      .where('document_id', '=', s.cmr)
      .executeTakeFirstOrThrow();
    expect(row.claimed_at).toBeNull();
  });

  it('a link opened from a hand-over stops working after its 15 minutes', async () => {
    const s = await setup(t);
    const code = await started(t, s, s.r1);
    const { token } = json(await claim(t, code)) as { token: string };
    await t.db
      .updateTable('share_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('transit_id', '=', s.transit.id)
      .execute();
    const response = await t.app.inject({ method: 'GET', url: `${API}transit-token/${token}/` });
    expect(response.statusCode).toBe(410);
  });

  it('an unknown or malformed code is refused by field and changes nothing', async () => {
    const s = await setup(t);
    await started(t, s, s.r1);
    for (const code of ['ZZZZZZZZ', 'abc', '0000-0000']) {
      const response = await claim(t, code);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toMatchObject({ code: ['handover_invalid'] });
    }
    const empty = await claim(t, '  ');
    expect(empty.statusCode).toBe(400);
    expect(await shareTokenCount(t, s.transit.id)).toBe(0);
    expect((await historyOf(t, s.cmr)).map((event) => event.type)).toEqual(['handover_started']);
  });

  it('only a user who could get the box signed at his phone hands it over', async () => {
    const s = await setup(t);
    // Another company does not see the document at all.
    const stranger = await createOwner(t.app);
    expect((await start(t, stranger.token, s.cmr, s.r1)).statusCode).toBe(404);
    // A receiver the transit does not have.
    const foreign = await start(t, s.f.driver.token, s.cmr, 999_999);
    expect(foreign.statusCode, foreign.body).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);
    // A driver of another company's transit: not his.
    const otherDriver = await createEmployee(t.app, t.db, stranger.companyId, { role: 'Kierowca' });
    expect((await start(t, otherDriver.token, s.cmr, s.r1)).statusCode).toBe(404);
    // No contact to send the signing code to.
    await t.db
      .updateTable('clients')
      .set({ phone: '', email: '' })
      .where('id', '=', s.f.receiverA.id)
      .execute();
    const silent = await start(t, s.f.driver.token, s.cmr, s.r1);
    expect(silent.statusCode).toBe(400);
    expect(json(silent)).toMatchObject({ receiver: ['receiver_has_no_contact'] });
    // Without a login nobody starts one.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API}transit-document/${s.cmr}/handover/`,
      payload: { receiver: s.r1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await historyOf(t, s.cmr)).toEqual([]);
  });
});

describeEachDatabase(
  'receiver hand-over: guessing',
  (ctx) => {
    it('guessed codes from one address meet 429, and a right code is still refused then', async () => {
      const t = ctx();
      const s = await setup(t);
      const code = await started(t, s, s.r1);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await claim(t, 'ZZZZZZZZ')).statusCode);
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(statuses.at(-1)).toBe(429);
      const right = await claim(t, code);
      expect(right.statusCode).toBe(429);
      expect(await shareTokenCount(t, s.transit.id)).toBe(0);
    });
  },
  { RATE_LIMIT_IP_MAX: '3', RATE_LIMIT_MAX: '3' },
);
