import { expect, it } from 'vitest';
import { auth, createOwner, json, uniquePhone, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { signaturePng } from '../../../test/png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { hashSecret, hashToken } from '../../platform/crypto.ts';
import { multipart as multipartBody, type Part } from '../../../test/multipart.ts';

/**
 * A share link acts for one party (sender, carrier or one receiver), and so does a company the
 * transit is shared in to, so neither signs another party's box; signing and remarks ask the
 * rulebook (docs/decisions/0046-share-links.md, docs/decisions/0047-sharing-inside-the-product.md).
 */

const API = '/company/api/v1/';
const TOKEN_API = `${API}transit-token/`;
const SIGN_API = `${API}sign-document-token-signature/`;
const CODE = '246810';

const multipart = (parts: Part[]) => multipartBody(parts, 'image/png');

type Setup = { f: Fleet; transit: TransitBody; cmr: number; r1: number; r2: number };

/** A transit with two receivers and two carriers, and one CMR naming both receivers. */
async function setup(t: TestApp): Promise<Setup> {
  const f = await createFleet(t);
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
  return { f, transit, cmr: (json(created) as { id: number }).id, r1: r1 ?? 0, r2: r2 ?? 0 };
}

function generateToken(t: TestApp, owner: Owner, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(owner.token),
    payload,
  });
}

async function link(
  t: TestApp,
  s: Setup,
  type: 'sender' | 'carrier' | 'receiver',
  receiver?: number,
): Promise<string> {
  const response = await generateToken(t, s.f.owner, { type, receiver, transit: s.transit.id });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: string }).id;
}

/** Asks the link's one-time code for `document`, then makes it a known one. */
async function askCode(t: TestApp, token: string, document: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${token}/code/`,
    payload: { document, phone: uniquePhone() },
  });
  if (response.statusCode !== 200) return response;
  const share = await t.db
    .selectFrom('share_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('share_sign_codes')
    .set({ code_hash: await hashSecret(CODE) })
    .where('share_token_id', '=', share.id)
    .where('document_id', '=', document)
    .execute();
  return response;
}

/** Makes every code of `document` the known one (the mailed code is not read back). */
async function knownCodes(t: TestApp, document: number): Promise<void> {
  await t.db
    .updateTable('share_sign_codes')
    .set({ code_hash: await hashSecret(CODE) })
    .where('document_id', '=', document)
    .execute();
}

async function codesOf(t: TestApp, document: number) {
  return t.db
    .selectFrom('share_sign_codes')
    .select(['used_at', 'attempts'])
    .where('document_id', '=', document)
    .execute();
}

function signFromLink(
  t: TestApp,
  token: string,
  s: Setup,
  signedByType: string,
  receiverId?: number,
) {
  const parts: Part[] = [
    { name: 'document', value: String(s.cmr) },
    { name: 'transit', value: String(s.transit.id) },
    { name: 'document_type', value: 'json' },
    { name: 'signed_by_type', value: signedByType },
    { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
    { name: 'code', value: CODE },
    { name: 'first_name', value: 'Ewa' },
    { name: 'last_name', value: 'Zając' },
    { name: 'company_name', value: 'Odbiorca Alfa' },
    { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
  ];
  if (receiverId !== undefined) parts.push({ name: 'receiver_id', value: String(receiverId) });
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${token}/`,
    headers: body.headers,
    payload: body.payload,
  });
}

function signAsUser(
  t: TestApp,
  token: string,
  s: Setup,
  signedByType: string,
  receiverId?: number,
) {
  const parts: Part[] = [
    { name: 'document', value: String(s.cmr) },
    { name: 'transit', value: String(s.transit.id) },
    { name: 'document_type', value: 'json' },
    { name: 'signed_by_type', value: signedByType },
    {
      name: 'signature_data',
      value: JSON.stringify({ sign_fullname: 'Jan Kowalski', sign_method: 'on screen' }),
    },
    { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
  ];
  if (receiverId !== undefined) parts.push({ name: 'receiver_id', value: String(receiverId) });
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `${API}sign-document-signature/`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

async function signaturesOf(t: TestApp, document: number) {
  const rows = await t.db
    .selectFrom('document_signatures')
    .select(['signed_by_type', 'receiver_id'])
    .where('document_id', '=', document)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.signed_by_type, row.receiver_id]);
}

async function refusalsOf(t: TestApp, document: number): Promise<unknown[]> {
  const rows = await t.db
    .selectFrom('document_events')
    .select('data')
    .where('document_id', '=', document)
    .where('type', '=', 'sign_attempt_refused')
    .orderBy('id')
    .execute();
  return rows.map((row) => (JSON.parse(row.data) as { errors: unknown }).errors);
}

function remarkFromLink(t: TestApp, token: string, s: Setup, type: 'pickup' | 'delivery') {
  const body = multipart([
    { name: 'document', value: String(s.cmr) },
    { name: 'type', value: type },
    { name: 'message', value: `${type} remark` },
    { name: 'first_name', value: 'Ewa' },
    { name: 'last_name', value: 'Zając' },
    { name: 'company_name', value: 'Odbiorca Alfa' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${TOKEN_API}${s.transit.id}/document-remark/?token=${token}`,
    headers: body.headers,
    payload: body.payload,
  });
}

const notPermitted = (field: 'signed_by_type' | 'receiver_id') => ({
  [field]: ['slot_not_permitted'],
});

describeEachDatabase('share links act for one party', (ctx) => {
  it('a receiver link signs only its receiver box; the others are refused, nothing written', async () => {
    const t = ctx();
    const s = await setup(t);
    const token = await link(t, s, 'receiver', s.r1);
    expect((await askCode(t, token, s.cmr)).statusCode).toBe(200);

    const refused: [string, number | undefined, Record<string, string[]>][] = [
      ['sender', undefined, notPermitted('signed_by_type')],
      ['carrier', undefined, notPermitted('signed_by_type')],
      ['driver', undefined, notPermitted('signed_by_type')],
      ['receiver', s.r2, notPermitted('receiver_id')],
    ];
    for (const [type, receiver, body] of refused) {
      const response = await signFromLink(t, token, s, type, receiver);
      expect(response.statusCode, `${type} ${receiver ?? ''}`).toBe(403);
      expect(json(response)).toEqual(body);
    }
    expect(await signaturesOf(t, s.cmr)).toEqual([]);
    // The one-time code is neither spent nor tried; the refusals are in the history.
    expect(await codesOf(t, s.cmr)).toEqual([{ used_at: null, attempts: 0 }]);
    expect(await refusalsOf(t, s.cmr)).toEqual(refused.map(([, , body]) => body));

    // Its own box, without naming the receiver: the link's receiver signs.
    const signed = await signFromLink(t, token, s, 'receiver');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await signaturesOf(t, s.cmr)).toEqual([['receiver', s.r1]]);
    expect(json(signed)).toMatchObject({
      actions: { sign_sender: false, sign_carrier: false, sign_receiver: false },
      signable_receivers: [],
    });
    // Nothing left for this link to sign: no code is sent.
    const again = await askCode(t, token, s.cmr);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ receiver_id: ['slot_already_signed'] });
  });

  it('a sender link signs only box 22, a carrier link only the carrier box', async () => {
    const t = ctx();
    const s = await setup(t);
    const sender = await link(t, s, 'sender');
    expect((await askCode(t, sender, s.cmr)).statusCode).toBe(200);
    for (const [type, receiver] of [['carrier'], ['driver'], ['receiver', s.r1]] as const) {
      const response = await signFromLink(t, sender, s, type, receiver);
      expect(response.statusCode, type).toBe(403);
      expect(json(response)).toEqual(notPermitted('signed_by_type'));
    }
    expect(await signaturesOf(t, s.cmr)).toEqual([]);
    expect((await signFromLink(t, sender, s, 'sender')).statusCode).toBe(200);

    const carrier = await link(t, s, 'carrier');
    expect((await askCode(t, carrier, s.cmr)).statusCode).toBe(200);
    for (const [type, receiver] of [['sender'], ['receiver', s.r2]] as const) {
      const response = await signFromLink(t, carrier, s, type, receiver);
      expect(response.statusCode, type).toBe(403);
      expect(json(response)).toEqual(notPermitted('signed_by_type'));
    }
    expect((await signFromLink(t, carrier, s, 'carrier')).statusCode).toBe(200);
    expect(await signaturesOf(t, s.cmr)).toEqual([
      ['sender', null],
      ['carrier', null],
    ]);
  });

  it('link remarks follow the party: pick-up for sender and carrier, delivery for receiver and carrier', async () => {
    const t = ctx();
    const s = await setup(t);
    const cases = [
      ['sender', undefined, { pickup: 201, delivery: 400 }],
      ['carrier', undefined, { pickup: 201, delivery: 201 }],
      ['receiver', s.r1, { pickup: 400, delivery: 201 }],
    ] as const;
    for (const [party, receiver, expected] of cases) {
      const token = await link(t, s, party, receiver);
      for (const type of ['pickup', 'delivery'] as const) {
        const response = await remarkFromLink(t, token, s, type);
        expect(response.statusCode, `${party} ${type}`).toBe(expected[type]);
        if (expected[type] === 400) {
          expect(json(response)).toEqual({ type: ['remark_not_allowed'] });
        }
      }
    }
    const remarks = await t.db
      .selectFrom('document_remarks')
      .select('type')
      .where('document_id', '=', s.cmr)
      .orderBy('id')
      .execute();
    expect(remarks.map((r) => r.type)).toEqual(['pickup', 'pickup', 'delivery', 'delivery']);
  });

  it('a company the transit is shared in to signs its party boxes and no other', async () => {
    const t = ctx();
    const s = await setup(t);
    const receiving = await createOwner(t.app);
    expect(
      (await shareTransit(t, s.f.owner.token, s.transit.id, receiving.companyId)).statusCode,
    ).toBe(201);
    for (const type of ['sender', 'carrier', 'driver']) {
      const response = await signAsUser(t, receiving.token, s, type);
      expect(response.statusCode, type).toBe(403);
      expect(json(response)).toEqual(notPermitted('signed_by_type'));
    }
    const receiver = await signAsUser(t, receiving.token, s, 'receiver', s.r2);
    expect(receiver.statusCode, receiver.body).toBe(200);
    expect(json(receiver)).toMatchObject({
      actions: { sign_sender: false, sign_carrier: false },
      permissions: { sign: { sender: false, receiver: true, carriers: { main: false } } },
    });

    const sending = await createOwner(t.app);
    expect(
      (await shareTransit(t, s.f.owner.token, s.transit.id, sending.companyId, 'sender'))
        .statusCode,
    ).toBe(201);
    const refused = await signAsUser(t, sending.token, s, 'receiver', s.r1);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual(notPermitted('signed_by_type'));
    expect((await signAsUser(t, sending.token, s, 'sender')).statusCode).toBe(200);
    expect(await signaturesOf(t, s.cmr)).toEqual([
      ['receiver', s.r2],
      ['sender', null],
    ]);
    // The owner's members keep signing every box (at the driver's phone the others sign too).
    expect((await signAsUser(t, s.f.owner.token, s, 'carrier')).statusCode).toBe(200);
    expect(await signaturesOf(t, s.cmr)).toHaveLength(3);
  });

  it('transit-token/ answers the link party and what it may do', async () => {
    const t = ctx();
    const s = await setup(t);
    const expected = {
      sender: {
        receiver: null,
        actions: {
          sign_sender: true,
          sign_carrier: false,
          sign_receiver: false,
          remark_pickup: true,
          remark_delivery: false,
        },
        signable_receivers: [],
        sign: { sender: true, receiver: false, carriers: { main: false } },
      },
      carrier: {
        receiver: null,
        actions: {
          sign_sender: false,
          sign_carrier: true,
          sign_receiver: false,
          remark_pickup: true,
          remark_delivery: true,
        },
        signable_receivers: [],
        sign: { sender: false, receiver: false, carriers: { main: true } },
      },
      receiver: {
        receiver: s.r2,
        actions: {
          sign_sender: false,
          sign_carrier: false,
          sign_receiver: true,
          remark_pickup: false,
          remark_delivery: true,
        },
        signable_receivers: [s.r2],
        sign: { sender: false, receiver: true, carriers: { main: false } },
      },
    } as const;
    for (const [party, want] of Object.entries(expected)) {
      const token = await link(t, s, party as keyof typeof expected, want.receiver ?? undefined);
      const response = await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` });
      expect(response.statusCode, response.body).toBe(200);
      const body = json(response) as {
        share: Record<string, unknown>;
        transit: { actions: Record<string, boolean> };
        document: {
          id: number;
          actions: Record<string, boolean>;
          signable_receivers: number[];
          permissions: { sign: unknown };
        }[];
      };
      expect(body.share).toMatchObject({ type: party, receiver: want.receiver });
      expect(body.transit.actions).toMatchObject({
        view: true,
        alert: true,
        upload: true,
        edit: false,
        edit_carriers: false,
        finish: false,
        delete: false,
        duplicate: false,
        share: false,
        generate: false,
      });
      const cmr = body.document.find((d) => d.id === s.cmr);
      expect(cmr?.actions, party).toMatchObject({
        ...want.actions,
        view: true,
        edit: false,
        delete: false,
        download_pdf: true,
        download_history: false,
      });
      expect(cmr?.signable_receivers).toEqual(want.signable_receivers);
      expect(cmr?.permissions.sign).toEqual(want.sign);
    }
  });

  it('generate-token takes the receiver a receiver link acts for', async () => {
    const t = ctx();
    const s = await setup(t);
    const other = await postTransit(t, s.f.owner.token, fullPayload(s.f));
    const count = async () =>
      (
        await t.db
          .selectFrom('share_tokens')
          .select('id')
          .where('transit_id', '=', s.transit.id)
          .execute()
      ).length;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ type: 'receiver', receiver: other.receivers[0]?.id }, { receiver: ['invalid_choice'] }],
      [{ type: 'sender', receiver: s.r1 }, { receiver: ['invalid_choice'] }],
      [{ type: 'carrier', receiver: s.r1 }, { receiver: ['invalid_choice'] }],
    ];
    for (const [payload, body] of cases) {
      const response = await generateToken(t, s.f.owner, { ...payload, transit: s.transit.id });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual(body);
    }
    expect(await count()).toBe(0);
    const named = await generateToken(t, s.f.owner, {
      type: 'receiver',
      receiver: s.r2,
      transit: s.transit.id,
    });
    expect(named.statusCode, named.body).toBe(201);
    // Named none on a transit with several: a link for all of them.
    const all = await generateToken(t, s.f.owner, { type: 'receiver', transit: s.transit.id });
    expect(all.statusCode, all.body).toBe(201);
    // With one receiver the link acts for it without naming it.
    const single = await postTransit(
      t,
      s.f.owner.token,
      fullPayload(s.f, { receivers: (fullPayload(s.f).receivers as unknown[]).slice(0, 1) }),
    );
    const implied = await generateToken(t, s.f.owner, { type: 'receiver', transit: single.id });
    expect(implied.statusCode, implied.body).toBe(201);
    const rows = await t.db
      .selectFrom('share_tokens')
      .select(['transit_id', 'type', 'receiver_id'])
      .where('transit_id', 'in', [s.transit.id, single.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { transit_id: s.transit.id, type: 'receiver', receiver_id: s.r2 },
      { transit_id: s.transit.id, type: 'receiver', receiver_id: null },
      { transit_id: single.id, type: 'receiver', receiver_id: single.receivers[0]?.id },
    ]);
    // Only the transit's own company shares it; a company it is shared in to reads it.
    const receiving = await createOwner(t.app);
    await shareTransit(t, s.f.owner.token, s.transit.id, receiving.companyId);
    const reshared = await generateToken(t, receiving, {
      type: 'receiver',
      receiver: s.r1,
      transit: s.transit.id,
    });
    expect(reshared.statusCode).toBe(400);
    expect(json(reshared)).toEqual({ non_field_errors: ['transit_is_sent'] });
    expect(await count()).toBe(2);
  });

  it('a link for all receivers signs a box only for the receiver picked, with a code sent to that receiver', async () => {
    const t = ctx();
    const s = await setup(t);
    const contact = (client: number, email: string, phone: string) =>
      t.db.updateTable('clients').set({ email, phone }).where('id', '=', client).execute();
    await contact(s.f.receiverA.id, 'odbior@alfa.example.pl', '');
    await contact(s.f.receiverB.id, '', '+48601200300');
    const token = await link(t, s, 'receiver');
    const ask = (receiver?: number) =>
      t.app.inject({
        method: 'POST',
        url: `${SIGN_API}${token}/code/`,
        // The visitor's own phone is not where a receiver's code goes.
        payload: { document: s.cmr, phone: '+48999888777', receiver },
      });

    const unpicked = await ask();
    expect(unpicked.statusCode).toBe(400);
    expect(json(unpicked)).toEqual({ receiver: ['field_required'] });
    expect(await codesOf(t, s.cmr)).toEqual([]);

    const toAlfa = await ask(s.r1);
    expect(toAlfa.statusCode, toAlfa.body).toBe(200);
    expect(json(toAlfa)).toMatchObject({ channel: 'email', hint: 'o***@alfa.example.pl' });
    await knownCodes(t, s.cmr);
    // Alfa's code does not sign Beta's box; nothing is signed and the code stays.
    const crossed = await signFromLink(t, token, s, 'receiver', s.r2);
    expect(crossed.statusCode).toBe(400);
    expect(json(crossed)).toEqual({ code: ['code_invalid'] });
    // Without naming the receiver, a document of two receivers has no box to sign.
    const unnamed = await signFromLink(t, token, s, 'receiver');
    expect(unnamed.statusCode).toBe(400);
    expect(await signaturesOf(t, s.cmr)).toEqual([]);
    const toBeta = await ask(s.r2);
    expect(toBeta.statusCode, toBeta.body).toBe(200);
    expect(json(toBeta)).toMatchObject({ channel: 'sms', hint: '+48 *** *** 300' });
    await knownCodes(t, s.cmr);
    const beta = await signFromLink(t, token, s, 'receiver', s.r2);
    expect(beta.statusCode, beta.body).toBe(200);
    expect(await signaturesOf(t, s.cmr)).toEqual([['receiver', s.r2]]);
    const sent = await t.db
      .selectFrom('share_sign_codes')
      .select(['receiver_id', 'channel', 'recipient'])
      .select((eb) => eb('used_at', 'is not', null).as('used'))
      .where('document_id', '=', s.cmr)
      .orderBy('id')
      .execute();
    expect(sent.map((row) => ({ ...row, used: Boolean(row.used) }))).toEqual([
      { receiver_id: s.r1, channel: 'email', recipient: 'odbior@alfa.example.pl', used: false },
      { receiver_id: s.r2, channel: 'sms', recipient: '+48601200300', used: true },
    ]);
  });

  it('a link for all receivers sends no code for a receiver without contact data', async () => {
    const t = ctx();
    const s = await setup(t);
    const token = await link(t, s, 'receiver');
    const response = await t.app.inject({
      method: 'POST',
      url: `${SIGN_API}${token}/code/`,
      payload: { document: s.cmr, email: 'visitor@example.com', receiver: s.r2 },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ receiver: ['receiver_has_no_contact'] });
    expect(await codesOf(t, s.cmr)).toEqual([]);
  });
});
