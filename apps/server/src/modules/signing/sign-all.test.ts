import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { auth, createOwner, json } from '../../../test/factories.ts';
import { createCmr } from '../../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { signaturePng } from '../../../test/png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { hashSecret } from '../../platform/crypto.ts';

const API = '/company/api/v1/';
const SIGNER = { sign_fullname: 'Piotr Wolski', sign_company_name: 'Wolski Trans' };

type Doc = { id: number; name: string; version: string; sub_documents: number[] };
type Item = {
  document: number;
  signed_by_type: string;
  version: string;
  dimensions?: { x: number; y: number };
  pg_num?: number;
};
type Answer = {
  signed: number;
  results: { document: number; name: string; signed: boolean; error: string | null }[];
};

async function setup(t: TestApp): Promise<{ f: Fleet; transit: TransitBody }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  return { f, transit };
}

async function getDoc(t: TestApp, token: string, id: number): Promise<Doc> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}transit-document/${String(id)}/`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json(response) as Doc;
}

/** A WZ (type 1) of the transit from the data the server generates for it. */
async function createWz(t: TestApp, token: string, transit: number): Promise<Doc> {
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(token),
    payload: { transit, type: 1 },
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const { document_data } = json(generated) as { document_data: Record<string, unknown> };
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(token),
    payload: { transit, type: 1, document_data, split_per_receiver: false },
  });
  expect(created.statusCode, created.body).toBe(201);
  return getDoc(t, token, (json(created) as { id: number }).id);
}

/** An uploaded two-page PDF (type 6). */
async function uploadPdf(t: TestApp, token: string, transit: number): Promise<Doc> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 400]);
  pdf.addPage([300, 400]);
  const form = multipart([
    { name: 'transit', value: String(transit) },
    { name: 'type', value: '6' },
    { name: 'document', file: Buffer.from(await pdf.save()), fileName: 'faktura.pdf' },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: { ...auth(token), ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return getDoc(t, token, (json(uploaded) as { id: number }).id);
}

/** A CMR, a WZ and an uploaded PDF of the transit, each one document for both receivers. */
async function threeDocuments(t: TestApp, token: string, transit: number) {
  const cmr = await getDoc(
    t,
    token,
    (await createCmr<{ id: number }>(t, token, transit, { split: false })).id,
  );
  const wz = await createWz(t, token, transit);
  const pdf = await uploadPdf(t, token, transit);
  return { cmr, wz, pdf };
}

const item = (doc: Doc, signedByType: string, extra: Partial<Item> = {}): Item => ({
  document: doc.id,
  signed_by_type: signedByType,
  version: doc.version,
  ...extra,
});

const ON_PAGE = { dimensions: { x: 0.7, y: 0.85 }, pg_num: 2 };

async function signAll(
  t: TestApp,
  token: string,
  transit: number,
  fields: { items: unknown; verification?: string; receiver_id?: number; png?: Buffer | null },
) {
  const parts: Part[] = [
    { name: 'transit', value: String(transit) },
    { name: 'items', value: JSON.stringify(fields.items) },
    { name: 'signature_data', value: JSON.stringify(SIGNER) },
  ];
  if (fields.verification !== undefined) {
    parts.push({ name: 'verification', value: fields.verification });
  }
  if (fields.receiver_id !== undefined) {
    parts.push({ name: 'receiver_id', value: String(fields.receiver_id) });
  }
  const png = fields.png === undefined ? Buffer.from(signaturePng()) : fields.png;
  if (png) parts.push({ name: 'signature', file: png, fileName: 'signature.png' });
  const body = multipart(parts, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `${API}sign-all/`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

async function pinVerification(
  t: TestApp,
  token: string,
  document: number,
  signedByType: string,
  pin = '4321',
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}sign-verification/pin/`,
    headers: auth(token),
    payload: { document, signed_by_type: signedByType, pin },
  });
}

async function setPin(t: TestApp, userId: number, pin: string): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ pin_hash: await hashSecret(pin) })
    .where('id', '=', userId)
    .execute();
}

async function signaturesOf(t: TestApp, ids: number[]) {
  return t.db
    .selectFrom('document_signatures')
    .selectAll()
    .where('document_id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** The newest sign code in the SMS outbox sent to `phone`, and how many went there. */
async function smsCodes(t: TestApp, phone: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sms.txt')).sort();
  const codes: string[] = [];
  for (const file of files) {
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${phone}`) && text.includes('Kind: sign_code')) {
      const code = /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '');
      if (code?.[1]) codes.push(code[1]);
    }
  }
  return codes;
}

describeEachDatabase('sign all', (ctx) => {
  it('CMR, WZ and an uploaded PDF signed with one drawing and one PIN; each chains and verifies', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const { cmr, wz, pdf } = await threeDocuments(t, f.owner.token, transit.id);
    const stops = await t.app.inject({
      method: 'GET',
      url: `${API}all-transit/${String(transit.id)}/sign-all/`,
      headers: auth(f.owner.token),
    });
    expect(stops.statusCode, stops.body).toBe(200);
    const carrier = (
      json(stops) as {
        stops: { slot: string; documents: { id: number; file: boolean; version: string }[] }[];
      }
    ).stops.find((stop) => stop.slot === 'carrier');
    expect(carrier?.documents).toEqual([
      { id: cmr.id, name: cmr.name, type: 4, file: false, version: cmr.version },
      { id: wz.id, name: wz.name, type: 1, file: false, version: wz.version },
      { id: pdf.id, name: 'faktura.pdf', type: 6, file: true, version: pdf.version },
    ]);
    await setPin(t, f.owner.userId, '4321');
    const verified = await pinVerification(t, f.owner.token, cmr.id, 'carrier');
    expect(verified.statusCode, verified.body).toBe(200);
    const { verification } = json(verified) as { verification: string };
    const items = [item(cmr, 'carrier'), item(wz, 'carrier'), item(pdf, 'carrier', ON_PAGE)];
    const response = await signAll(t, f.owner.token, transit.id, { items, verification });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      signed: 3,
      results: [cmr, wz, pdf].map((doc) => ({
        document: doc.id,
        name: doc === pdf ? 'faktura.pdf' : doc.name,
        signed: true,
        error: null,
        field: null,
      })),
    });
    const rows = await signaturesOf(t, [cmr.id, wz.id, pdf.id]);
    expect(
      rows.map((row) => [row.document_id, row.signed_by_type, row.verification_method]),
    ).toEqual([
      [cmr.id, 'carrier', 'pin'],
      [wz.id, 'carrier', 'pin'],
      [pdf.id, 'carrier', 'pin'],
    ]);
    // One drawing: the same image on each; its own chain entry on each document.
    expect(new Set(rows.map((row) => row.image_sha256)).size).toBe(1);
    expect(new Set(rows.map((row) => row.chain_sha256)).size).toBe(3);
    expect(JSON.parse(rows[2]?.placement ?? 'null')).toEqual({ page: 2, x: 0.7, y: 0.85 });
    for (const row of rows) {
      expect(JSON.parse(row.signature_data)).toMatchObject({ ...SIGNER, sign_method: 'pin' });
    }
    // The verification is spent once, for the whole batch, and recorded so.
    const spent = await t.db.selectFrom('sign_verifications').selectAll().execute();
    expect(spent).toHaveLength(1);
    expect(spent[0]?.consumed_at).not.toBeNull();
    const history = await t.db
      .selectFrom('document_events')
      .select(['document_id', 'type', 'data'])
      .where('document_id', 'in', [cmr.id, wz.id, pdf.id])
      .where('type', 'in', ['document_signed', 'verification_spent'])
      .orderBy('id')
      .execute();
    expect(history.map((event) => [event.document_id, event.type])).toEqual([
      [cmr.id, 'verification_spent'],
      [cmr.id, 'document_signed'],
      [wz.id, 'document_signed'],
      [pdf.id, 'document_signed'],
    ]);
    expect(JSON.parse(history[0]?.data ?? '{}')).toMatchObject({
      documents: [cmr.id, wz.id, pdf.id],
    });
    // Each document's chain verifies on the public verification page.
    for (const doc of [cmr, wz, pdf]) {
      const download = await t.app.inject({
        method: 'GET',
        url: `${API}document/id/${String(doc.id)}/pdf`,
        headers: auth(f.owner.token),
      });
      expect(download.statusCode, download.body).toBe(200);
      const { verify_id } = await t.db
        .selectFrom('documents')
        .select('verify_id')
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      const page = await t.app.inject({ method: 'GET', url: `${API}verify/${verify_id ?? ''}/` });
      expect(page.statusCode, page.body).toBe(200);
      expect(json(page)).toMatchObject({ chain_valid: true });
    }
    // Spent: the same verification signs nothing more.
    const sender = [item(cmr, 'sender'), item(wz, 'sender')];
    const again = await signAll(t, f.owner.token, transit.id, { items: sender, verification });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ verification: ['verification_invalid'] });
    expect(await signaturesOf(t, [cmr.id, wz.id, pdf.id])).toHaveLength(3);
  });

  it('a document signed meanwhile and one changed since are reported by name; the others sign', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const { cmr, wz, pdf } = await threeDocuments(t, f.owner.token, transit.id);
    await setPin(t, f.owner.userId, '4321');
    // Someone signs the CMR's carrier box meanwhile, and the WZ is edited after it was shown.
    const other = json(await pinVerification(t, f.owner.token, cmr.id, 'carrier')) as {
      verification: string;
    };
    const meanwhile = await signAll(t, f.owner.token, transit.id, {
      items: [item(cmr, 'carrier')],
      verification: other.verification,
    });
    expect((json(meanwhile) as Answer).signed).toBe(1);
    const shown = (await getDoc(t, f.owner.token, wz.id)) as Doc & {
      document_data: Record<string, unknown>;
    };
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${API}transit-document/${String(wz.id)}/`,
      headers: auth(f.owner.token),
      payload: { document_data: { ...shown.document_data, place: 'Kalisz' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const { verification } = json(await pinVerification(t, f.owner.token, pdf.id, 'driver')) as {
      verification: string;
    };
    const response = await signAll(t, f.owner.token, transit.id, {
      items: [item(cmr, 'driver'), item(wz, 'driver'), item(pdf, 'driver', ON_PAGE)],
      verification,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      signed: 1,
      results: [
        {
          document: cmr.id,
          name: cmr.name,
          signed: false,
          error: 'slot_already_signed',
          field: 'signed_by_type',
        },
        {
          document: wz.id,
          name: wz.name,
          signed: false,
          error: 'document_changed_since_shown',
          field: null,
        },
        { document: pdf.id, name: 'faktura.pdf', signed: true, error: null, field: null },
      ],
    });
    const rows = await signaturesOf(t, [cmr.id, wz.id, pdf.id]);
    expect(rows.map((row) => [row.document_id, row.signed_by_type])).toEqual([
      [cmr.id, 'carrier'],
      [pdf.id, 'driver'],
    ]);
    // The refusals are in the documents' history.
    const refused = await t.db
      .selectFrom('document_events')
      .select('document_id')
      .where('type', '=', 'sign_attempt_refused')
      .orderBy('id')
      .execute();
    expect(refused.map((event) => event.document_id)).toEqual([cmr.id, wz.id]);
  });

  it('two documents of one kind are named apart in the stops and in the answer', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const first = await createWz(t, f.owner.token, transit.id);
    const second = await createWz(t, f.owner.token, transit.id);
    const stops = await t.app.inject({
      method: 'GET',
      url: `${API}all-transit/${String(transit.id)}/sign-all/`,
      headers: auth(f.owner.token),
    });
    expect(stops.statusCode, stops.body).toBe(200);
    const carrier = (
      json(stops) as { stops: { slot: string; documents: { id: number; name: string }[] }[] }
    ).stops.find((stop) => stop.slot === 'carrier');
    expect(carrier?.documents.map((doc) => [doc.id, doc.name])).toEqual([
      [first.id, 'WZ 1/2'],
      [second.id, 'WZ 2/2'],
    ]);
    // The first is signed meanwhile: the answer names which WZ it was.
    await setPin(t, f.owner.userId, '4321');
    const other = json(await pinVerification(t, f.owner.token, first.id, 'carrier')) as {
      verification: string;
    };
    await signAll(t, f.owner.token, transit.id, {
      items: [item(first, 'carrier')],
      verification: other.verification,
    });
    const { verification } = json(
      await pinVerification(t, f.owner.token, second.id, 'carrier'),
    ) as {
      verification: string;
    };
    const response = await signAll(t, f.owner.token, transit.id, {
      items: [item(first, 'carrier'), item(second, 'carrier')],
      verification,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((json(response) as Answer).results.map((r) => [r.name, r.signed, r.error])).toEqual([
      ['WZ 1/2', false, 'slot_already_signed'],
      ['WZ 2/2', true, null],
    ]);
  });

  it('a receiver box by SMS: the code is consumed once; a document the signer may not sign is never signed', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr<{ id: number; sub_documents: number[] }>(
      t,
      f.owner.token,
      transit.id,
    );
    const [subAId, subBId] = main.sub_documents;
    const subA = await getDoc(t, f.owner.token, subAId ?? 0);
    const subB = await getDoc(t, f.owner.token, subBId ?? 0);
    const wz = await createWz(t, f.owner.token, transit.id);
    const receiverA = transit.receivers[0]?.id ?? 0;
    // Another company's document is out of reach.
    const strangerFleet = await setup(t);
    const foreignWz = await createWz(t, strangerFleet.f.owner.token, strangerFleet.transit.id);
    const phone = '+48600100200';
    await t.db.updateTable('clients').set({ phone }).where('id', '=', f.receiverA.id).execute();
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}sign-verification/sms/`,
      headers: auth(f.owner.token),
      payload: {
        document: subA.id,
        signed_by_type: 'receiver',
        receiver_id: receiverA,
        verifier: 'receiver',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { verification } = json(sent) as { verification: string };
    const items = [item(subA, 'receiver'), item(subB, 'receiver'), item(wz, 'receiver')];
    // Not yet confirmed: nothing is signed.
    const early = await signAll(t, f.owner.token, transit.id, { items, verification });
    expect(json(early)).toEqual({ verification: ['verification_invalid'] });
    const [code] = await smsCodes(t, phone);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${API}sign-verification/sms/confirm/`,
      headers: auth(f.owner.token),
      payload: { verification, code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Another receiver than the one verified: refused, nothing signed.
    const otherReceiver = await signAll(t, f.owner.token, transit.id, {
      items,
      verification,
      receiver_id: transit.receivers[1]?.id ?? 0,
    });
    expect(json(otherReceiver)).toEqual({ receiver_id: ['invalid_choice'] });
    const withForeign = [...items, item(foreignWz, 'receiver')];
    const twice = await Promise.all([
      signAll(t, f.owner.token, transit.id, { items: withForeign, verification }),
      signAll(t, f.owner.token, transit.id, { items: withForeign, verification }),
    ]);
    // Exactly one of two requests at once spends the code.
    const statuses = twice.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = twice.find((response) => response.statusCode === 200);
    const answer = json(winner ?? early) as Answer;
    expect(answer.signed).toBe(2);
    const byDocument = new Map(answer.results.map((result) => [result.document, result]));
    expect(byDocument.get(subA.id)).toMatchObject({ signed: true });
    expect(byDocument.get(wz.id)).toMatchObject({ signed: true });
    // Receiver B's sub-document is not receiver A's to sign: refused, never signed.
    expect(byDocument.get(subB.id)).toMatchObject({ signed: false, error: 'invalid_choice' });
    expect(byDocument.get(foreignWz.id)).toEqual({
      document: foreignWz.id,
      name: `#${String(foreignWz.id)}`,
      signed: false,
      error: 'not_found',
      field: null,
    });
    const rows = await signaturesOf(t, [subA.id, subB.id, wz.id, foreignWz.id]);
    expect(rows.map((row) => [row.document_id, row.receiver_id, row.verification_method])).toEqual([
      [subA.id, receiverA, 'sms'],
      [wz.id, receiverA, 'sms'],
    ]);
    expect(await smsCodes(t, phone)).toHaveLength(1);
  });

  it('a wrong PIN or no verification signs nothing; bad input is field-keyed', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const { cmr, wz } = await threeDocuments(t, f.owner.token, transit.id);
    await setPin(t, f.owner.userId, '4321');
    const wrong = await pinVerification(t, f.owner.token, cmr.id, 'carrier', '1111');
    expect(json(wrong)).toEqual({ pin: ['wrong_pin'] });
    const items = [item(cmr, 'carrier'), item(wz, 'carrier')];
    expect(json(await signAll(t, f.owner.token, transit.id, { items }))).toEqual({
      verification: ['verification_required'],
    });
    expect(
      json(await signAll(t, f.owner.token, transit.id, { items, verification: 'made-up' })),
    ).toEqual({ verification: ['verification_invalid'] });
    const { verification } = json(await pinVerification(t, f.owner.token, cmr.id, 'carrier')) as {
      verification: string;
    };
    // A verification for another box than the items'.
    expect(
      json(
        await signAll(t, f.owner.token, transit.id, {
          items: [item(cmr, 'sender'), item(wz, 'sender')],
          verification,
        }),
      ),
    ).toEqual({ verification: ['verification_invalid'] });
    expect(
      json(
        await signAll(t, f.owner.token, transit.id, {
          items: [item(cmr, 'carrier'), item(wz, 'sender')],
          verification,
        }),
      ),
    ).toEqual({ items: ['sign_all_mixed_slots'] });
    expect(
      json(
        await signAll(t, f.owner.token, transit.id, {
          items: [item(cmr, 'carrier'), item(cmr, 'driver')],
          verification,
        }),
      ),
    ).toEqual({ items: ['sign_all_duplicate_document'] });
    expect(json(await signAll(t, f.owner.token, transit.id, { items: [], verification }))).toEqual({
      items: ['field_required'],
    });
    expect(
      json(await signAll(t, f.owner.token, transit.id, { items: 'x', verification })),
    ).toMatchObject({ items: expect.any(Array) as unknown });
    expect(await signaturesOf(t, [cmr.id, wz.id])).toHaveLength(0);
    // Every refusal left the verification unspent: it still signs both.
    const ok = await signAll(t, f.owner.token, transit.id, { items, verification });
    expect((json(ok) as Answer).signed, ok.body).toBe(2);
  });

  it('another company gets 404 for the stops', async () => {
    const t = ctx();
    const { transit } = await setup(t);
    const stranger = await createOwner(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}all-transit/${String(transit.id)}/sign-all/`,
      headers: auth(stranger.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
