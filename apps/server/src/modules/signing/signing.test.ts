import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import {
  SIGNATURE_CHAIN_GENESIS,
  generatedContentPayload,
  signatureChainPayload,
} from '@transitdocs/domain';
import { PASSWORD, auth, createEmployee, createOwner, json } from '../../../test/factories.ts';
import { createCmr as createCmrOf, getDocument } from '../../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { hashSecret, hashToken } from '../../platform/crypto.ts';
import { signDocument } from './service.ts';
import { multipart as multipartBody, type Part } from '../../../test/multipart.ts';

const API = '/company/api/v1/';
const SIGN = `${API}sign-document-signature/`;

type DocumentBody = {
  id: number;
  type: number;
  document_data: Record<string, unknown> | null;
  parent_document: number | null;
  sub_documents: number[];
  receiver: { name: string } | null;
  signed_by: {
    signed_by_type: string;
    receiver_id: number | null;
    signature_data: Record<string, unknown> | null;
  }[];
};

const multipart = (parts: Part[]) => multipartBody(parts, 'image/png');

/** A pad image: a dark stroke on transparency (or nothing when `empty`). */
function padPng(width = 600, height = 200, empty = false): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const ink = !empty && Math.abs(y - height / 2 - Math.sin(x / 20) * 20) < 3;
      png.data[i] = ink ? 10 : 255;
      png.data[i + 1] = ink ? 20 : 255;
      png.data[i + 2] = ink ? 80 : 255;
      png.data[i + 3] = ink ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

const LOCATION = { latitude: 52.2297, longitude: 21.0122, accuracy: 12, timestamp: 1_790_000_000 };

type SignOptions = {
  signedByType?: string;
  receiverId?: number;
  png?: Buffer | null;
  signatureData?: Record<string, unknown> | string;
  documentType?: string;
  extra?: Record<string, string>;
  location?: unknown;
  transit?: number;
};

async function sign(
  t: TestApp,
  token: string,
  doc: { id: number; transit: number },
  o: SignOptions = {},
) {
  const data = o.signatureData ?? {
    sign_fullname: 'Anna Nowak',
    sign_company_name: 'Nowak Trans',
    sign_method: 'on screen',
  };
  const parts: Part[] = [
    { name: 'document', value: String(doc.id) },
    { name: 'transit', value: String(o.transit ?? doc.transit) },
    { name: 'document_type', value: o.documentType ?? 'json' },
    { name: 'signed_by_type', value: o.signedByType ?? 'sender' },
    { name: 'signature_data', value: typeof data === 'string' ? data : JSON.stringify(data) },
  ];
  if (o.receiverId !== undefined) parts.push({ name: 'receiver_id', value: String(o.receiverId) });
  for (const [name, value] of Object.entries(o.extra ?? {})) parts.push({ name, value });
  const png = o.png === undefined ? padPng() : o.png;
  if (png) parts.push({ name: 'signature', file: png, fileName: 'signature.png' });
  const body = multipart(parts);
  const headers: Record<string, string> = {
    ...auth(token),
    ...body.headers,
    'user-agent': 'signing-test/1.0',
  };
  if (o.location !== null) headers['action-location'] = JSON.stringify(o.location ?? LOCATION);
  return t.app.inject({ method: 'POST', url: SIGN, headers, payload: body.payload });
}

async function createCmr(
  t: TestApp,
  token: string,
  transit: number,
  split = true,
): Promise<DocumentBody & { transit: number }> {
  return { ...(await createCmrOf<DocumentBody>(t, token, transit, { split })), transit };
}

const getDoc = (t: TestApp, token: string, id: number) => getDocument<DocumentBody>(t, token, id);

async function setup(t: TestApp): Promise<{ f: Fleet; transit: TransitBody }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  return { f, transit };
}

async function events(t: TestApp, documentId: number) {
  return t.db
    .selectFrom('document_events')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

async function signatures(t: TestApp, documentId: number) {
  return t.db
    .selectFrom('document_signatures')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

async function lastRefusal(t: TestApp, documentId: number) {
  const rows = (await events(t, documentId)).filter((e) => e.type === 'sign_attempt_refused');
  const last = rows[rows.length - 1];
  return last ? (JSON.parse(last.data) as { errors: Record<string, unknown> }) : null;
}

async function setPin(t: TestApp, userId: number, pin: string): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ pin_hash: await hashSecret(pin) })
    .where('id', '=', userId)
    .execute();
}

/** The newest sign code in the SMS outbox sent to `phone`. */
async function smsCode(t: TestApp, phone: string): Promise<string> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sms.txt')).sort();
  for (const file of files.reverse()) {
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${phone}`) && text.includes('Kind: sign_code')) {
      const code = /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '');
      if (code?.[1]) return code[1];
    }
  }
  throw new Error(`no sign code sent to ${phone}`);
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

describeEachDatabase('signing', (ctx) => {
  it('a sender signs a CMR on screen: stored with hashes, request facts and a history row', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const response = await sign(t, f.owner.token, cmr, { png: padPng(600, 200) });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as DocumentBody;
    expect(body.signed_by).toHaveLength(1);
    expect(body.signed_by[0]).toMatchObject({
      signed_by_type: 'sender',
      signature_data: { sign_fullname: 'Anna Nowak', sign_method: 'on screen' },
    });
    const [row] = await signatures(t, cmr.id);
    expect(row?.ip).toBe('127.0.0.1');
    expect(row?.user_agent).toBe('signing-test/1.0');
    expect(JSON.parse(row?.geolocation ?? 'null')).toEqual(LOCATION);
    expect(row?.verification_method).toBe('none');
    // The content is the canonical JSON of what was signed.
    const stored = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', cmr.id)
      .executeTakeFirstOrThrow();
    const content = sha256(
      generatedContentPayload({
        type: stored.type,
        receiver_id: stored.receiver_id,
        document_data: JSON.parse(stored.document_data ?? 'null'),
      }),
    );
    expect(row?.content_sha256).toBe(content);
    expect(stored.content_sha256).toBe(content);
    // The image is re-encoded, scaled to width 300 and stored under its hash.
    const image = await t.deps.files.get(row?.signature_sha256 ?? '');
    expect(image).not.toBeNull();
    expect(sha256(image ?? Buffer.alloc(0))).toBe(row?.image_sha256);
    const decoded = PNG.sync.read(image ?? Buffer.alloc(0));
    expect([decoded.width, decoded.height]).toEqual([300, 100]);
    const signed = (await events(t, cmr.id)).find((e) => e.type === 'document_signed');
    expect(signed?.actor_user_id).toBe(f.owner.userId);
    expect(signed?.ip).toBe('127.0.0.1');
    expect(signed?.user_agent).toBe('signing-test/1.0');
    expect(JSON.parse(signed?.geolocation ?? 'null')).toEqual(LOCATION);
    expect(JSON.parse(signed?.data ?? '{}')).toMatchObject({
      signed_by_type: 'sender',
      content_sha256: content,
      chain_sha256: row?.chain_sha256,
    });
    // The transit counts as signed.
    const transitRow = await t.db
      .selectFrom('transits')
      .selectAll()
      .where('id', '=', transit.id)
      .executeTakeFirstOrThrow();
    expect(transitRow.has_signed_documents).toBe(1);
    // The driver on the transit hears of it; the signer does not.
    const notified = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'document_id'])
      .where('type', '=', 'document_signed')
      .where('transit_id', '=', transit.id)
      .execute();
    expect(notified).toEqual([{ user_id: f.driver.id, document_id: cmr.id }]);
  });

  it('without a location header the signature stores none', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const response = await sign(t, f.owner.token, cmr, { location: null });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await signatures(t, cmr.id);
    expect(row?.geolocation).toBeNull();
  });

  it('the chain links each signature to the previous one and recomputes', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    expect((await sign(t, f.owner.token, cmr)).statusCode).toBe(200);
    expect((await sign(t, f.owner.token, cmr, { signedByType: 'carrier' })).statusCode).toBe(200);
    const rows = await signatures(t, cmr.id);
    expect(rows).toHaveLength(2);
    let previous = SIGNATURE_CHAIN_GENESIS;
    for (const row of rows) {
      const expected = sha256(
        signatureChainPayload({
          previous,
          document_id: row.document_id,
          signed_by_type: row.signed_by_type,
          receiver_id: row.receiver_id,
          content_sha256: row.content_sha256 ?? '',
          image_sha256: row.image_sha256 ?? '',
          signer: JSON.parse(row.signature_data),
          signed_at: row.created_at,
          captured_at: row.captured_at,
        }),
      );
      expect(row.chain_sha256).toBe(expected);
      previous = expected;
    }
    // Any change of an earlier signature breaks the recomputation.
    const tampered = sha256(
      signatureChainPayload({
        previous: SIGNATURE_CHAIN_GENESIS,
        document_id: rows[0]?.document_id ?? 0,
        signed_by_type: 'sender',
        receiver_id: null,
        content_sha256: rows[0]?.content_sha256 ?? '',
        image_sha256: rows[0]?.image_sha256 ?? '',
        signer: { ...JSON.parse(rows[0]?.signature_data ?? '{}'), sign_fullname: 'Someone Else' },
        signed_at: rows[0]?.created_at ?? '',
        captured_at: rows[0]?.captured_at ?? null,
      }),
    );
    expect(tampered).not.toBe(rows[0]?.chain_sha256);
  });

  it('a slot is signed once: a second sender signature is refused, recorded, nothing stored', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    expect((await sign(t, f.owner.token, cmr)).statusCode).toBe(200);
    const again = await sign(t, f.owner.token, cmr);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ signed_by_type: ['slot_already_signed'] });
    // A driver signs in the carrier's box: after the carrier, the driver is refused too.
    expect((await sign(t, f.owner.token, cmr, { signedByType: 'carrier' })).statusCode).toBe(200);
    const driver = await sign(t, f.owner.token, cmr, { signedByType: 'driver' });
    expect(json(driver)).toEqual({ signed_by_type: ['slot_already_signed'] });
    expect(await signatures(t, cmr.id)).toHaveLength(2);
    const refusal = await lastRefusal(t, cmr.id);
    expect(refusal?.errors).toEqual({ signed_by_type: ['slot_already_signed'] });
    const refusedRow = (await events(t, cmr.id)).filter((e) => e.type === 'sign_attempt_refused');
    expect(refusedRow).toHaveLength(2);
    expect(refusedRow[0]?.ip).toBe('127.0.0.1');
    expect(JSON.parse(refusedRow[0]?.geolocation ?? 'null')).toEqual(LOCATION);
  });

  it('sender and carrier sign only the main document; receivers once each, per sub-document count', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    expect(main.sub_documents).toHaveLength(2);
    const [subA, subB] = main.sub_documents;
    const receiverA = transit.receivers[0]?.id ?? 0;
    const receiverB = transit.receivers[1]?.id ?? 0;
    const sub = { id: subA ?? 0, transit: transit.id };
    expect(json(await sign(t, f.owner.token, sub))).toEqual({
      signed_by_type: ['slot_not_signable'],
    });
    expect(json(await sign(t, f.owner.token, sub, { signedByType: 'carrier' }))).toEqual({
      signed_by_type: ['slot_not_signable'],
    });
    // A sub-document's receiver is its own; another is refused.
    expect(
      json(await sign(t, f.owner.token, sub, { signedByType: 'receiver', receiverId: receiverB })),
    ).toEqual({ receiver_id: ['invalid_choice'] });
    const subSigned = await sign(t, f.owner.token, sub, { signedByType: 'receiver' });
    expect(subSigned.statusCode, subSigned.body).toBe(200);
    expect((json(subSigned) as DocumentBody).signed_by[0]?.receiver_id).toBe(receiverA);
    expect(json(await sign(t, f.owner.token, sub, { signedByType: 'receiver' }))).toEqual({
      receiver_id: ['slot_already_signed'],
    });
    // On the main document two receivers may sign (two sub-documents), each naming itself.
    expect(json(await sign(t, f.owner.token, main, { signedByType: 'receiver' }))).toEqual({
      receiver_id: ['receiver_required'],
    });
    const a = await sign(t, f.owner.token, main, {
      signedByType: 'receiver',
      receiverId: receiverA,
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(
      json(await sign(t, f.owner.token, main, { signedByType: 'receiver', receiverId: receiverA })),
    ).toEqual({ receiver_id: ['slot_already_signed'] });
    const b = await sign(t, f.owner.token, main, {
      signedByType: 'receiver',
      receiverId: receiverB,
    });
    expect(b.statusCode, b.body).toBe(200);
    expect((await sign(t, f.owner.token, main)).statusCode).toBe(200);
    expect((await sign(t, f.owner.token, main, { signedByType: 'driver' })).statusCode).toBe(200);
    const doc = await getDoc(t, f.owner.token, main.id);
    expect(doc.signed_by.map((s) => s.signed_by_type).sort()).toEqual([
      'driver',
      'receiver',
      'receiver',
      'sender',
    ]);
    expect(
      (
        await sign(
          t,
          f.owner.token,
          { id: subB ?? 0, transit: transit.id },
          { signedByType: 'receiver' },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('one CMR naming two receivers takes one receiver signature (no sub-documents)', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id, false);
    expect(cmr.sub_documents).toHaveLength(0);
    const receiverA = transit.receivers[0]?.id ?? 0;
    const receiverB = transit.receivers[1]?.id ?? 0;
    expect(
      (await sign(t, f.owner.token, cmr, { signedByType: 'receiver', receiverId: receiverA }))
        .statusCode,
    ).toBe(200);
    expect(
      json(await sign(t, f.owner.token, cmr, { signedByType: 'receiver', receiverId: receiverB })),
    ).toEqual({ signed_by_type: ['slot_already_signed'] });
  });

  it('locks each party section after its signature', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id, false);
    const patch = (data: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}transit-document/${cmr.id}/`,
        headers: auth(f.owner.token),
        payload: { document_data: data },
      });
    const base = (await getDoc(t, f.owner.token, cmr.id)).document_data ?? {};
    const changedSender = { ...base, sender: { ...(base.sender as object), name: 'Inny Nadawca' } };
    expect((await sign(t, f.owner.token, cmr)).statusCode).toBe(200);
    const senderLocked = await patch(changedSender);
    expect(senderLocked.statusCode).toBe(400);
    expect(senderLocked.body).toContain('document_section_locked');

    const carriers = (base.carriers as Record<string, unknown>[] | undefined) ?? [];
    const changedCarrier = {
      ...base,
      carriers: carriers.map((c, i) =>
        i === 0 ? { ...c, client: { ...(c.client as object), name: 'Inny Przewoźnik' } } : c,
      ),
    };
    expect((await sign(t, f.owner.token, cmr, { signedByType: 'carrier' })).statusCode).toBe(200);
    const carrierLocked = await patch(changedCarrier);
    expect(carrierLocked.statusCode).toBe(400);
    expect(carrierLocked.body).toContain('document_section_locked');

    const receivers = (base.receivers as Record<string, unknown>[] | undefined) ?? [];
    const changedReceivers = {
      ...base,
      receivers: receivers.map((r, i) =>
        i === 0 ? { ...r, client: { ...(r.client as object), name: 'Inny Odbiorca' } } : r,
      ),
    };
    expect(
      (
        await sign(t, f.owner.token, cmr, {
          signedByType: 'receiver',
          receiverId: transit.receivers[0]?.id ?? 0,
        })
      ).statusCode,
    ).toBe(200);
    const receiversLocked = await patch(changedReceivers);
    expect(receiversLocked.statusCode).toBe(400);
    expect(receiversLocked.body).toContain('document_section_locked');
  });

  it('a finished transit is not signed', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    await t.db
      .updateTable('transits')
      .set({ status: 'finished' })
      .where('id', '=', transit.id)
      .execute();
    const response = await sign(t, f.owner.token, cmr);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ non_field_errors: ['transit_finished'] });
    expect(await signatures(t, cmr.id)).toHaveLength(0);
    expect((await lastRefusal(t, cmr.id))?.errors).toEqual({
      non_field_errors: ['transit_finished'],
    });
  });

  it('two signatures of one slot at once: exactly one wins', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const results = await Promise.all([
      sign(t, f.owner.token, cmr),
      sign(t, f.owner.token, cmr),
      sign(t, f.owner.token, cmr),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    expect(await signatures(t, cmr.id)).toHaveLength(1);
  });

  it('bad input: clear error, nothing stored, the attempt in the history', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const cases: [SignOptions, Record<string, unknown>][] = [
      [{ png: padPng(600, 200, true) }, { signature: ['signature_empty'] }],
      [
        { png: Buffer.from('GIF89a not a png at all, really not') },
        { signature: ['signature_not_png'] },
      ],
      [{ png: null }, { signature: ['field_required'] }],
      [
        { signatureData: { sign_fullname: '   ', sign_method: 'on screen' } },
        { signature_data: { sign_fullname: ['signer_name_required'] } },
      ],
      [
        { signatureData: { sign_method: 'on screen' } },
        { signature_data: { sign_fullname: ['signer_name_required'] } },
      ],
      [{ signatureData: '{not json' }, { signature_data: ['invalid_format'] }],
      [{ documentType: 'file' }, { document_type: ['invalid_choice'] }],
      [{ signedByType: 'boss' }, { signed_by_type: ['invalid_choice'] }],
      [{ location: 'nowhere' }, { action_location: ['invalid_format'] }],
      [
        { signatureData: { sign_fullname: 'Anna', sign_method: 'pin' } },
        { verification: ['verification_required'] },
      ],
    ];
    for (const [options, expected] of cases) {
      const response = await sign(t, f.owner.token, cmr, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(json(response)).toEqual(expected);
      expect((await lastRefusal(t, cmr.id))?.errors).toEqual(expected);
    }
    expect(await signatures(t, cmr.id)).toHaveLength(0);
    const refused = (await events(t, cmr.id)).filter((e) => e.type === 'sign_attempt_refused');
    expect(refused).toHaveLength(cases.length);
  });

  it('another company cannot sign, verify or list receivers: 404 and nothing written', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const other = await createOwner(t.app);
    const before = (await events(t, cmr.id)).length;
    expect((await sign(t, other.token, cmr)).statusCode).toBe(404);
    await setPin(t, other.userId, '1234');
    const pin = await t.app.inject({
      method: 'POST',
      url: `${API}sign-verification/pin/`,
      headers: auth(other.token),
      payload: { document: cmr.id, signed_by_type: 'sender', pin: '1234' },
    });
    expect(pin.statusCode).toBe(404);
    const receivers = await t.app.inject({
      method: 'GET',
      url: `${API}all-transit/${transit.id}/receivers`,
      headers: auth(other.token),
    });
    expect(receivers.statusCode).toBe(404);
    expect(await signatures(t, cmr.id)).toHaveLength(0);
    expect(await events(t, cmr.id)).toHaveLength(before);
  });

  it('serves the signature image to its company only', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    expect((await sign(t, f.owner.token, cmr)).statusCode).toBe(200);
    const [row] = await signatures(t, cmr.id);
    const url = `${SIGN}${row?.id ?? 0}/image`;
    const own = await t.app.inject({ method: 'GET', url, headers: auth(f.owner.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(sha256(own.rawPayload)).toBe(row?.image_sha256);
    const other = await createOwner(t.app);
    const foreign = await t.app.inject({ method: 'GET', url, headers: auth(other.token) });
    expect(foreign.statusCode).toBe(404);
  });

  it('documents the signing endpoints in the OpenAPI', async () => {
    const t = ctx();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/company/api/v1/sign-document-signature/',
      '/company/api/v1/sign-verification/pin/',
      '/company/api/v1/sign-verification/sms/',
      '/company/api/v1/sign-verification/sms/confirm/',
      '/company/api/v1/all-transit/{id}/receivers',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('a share-link visitor signs through the service: only its transit, verified by the link code', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id, false);
    const otherTransit = await postTransit(t, f.owner.token, fullPayload(f));
    const fields = {
      document: String(cmr.id),
      transit: String(transit.id),
      document_type: 'json',
      signed_by_type: 'receiver',
      receiver_id: String(transit.receivers[0]?.id ?? 0),
      signature_data: JSON.stringify({ sign_fullname: 'Ewa Odbiorca' }),
    };
    const input = {
      fields,
      png: padPng(),
      location: JSON.stringify(LOCATION),
      ip: '203.0.113.9',
      userAgent: 'link-browser',
    };
    const shareOf = async (of: TransitBody) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}generate-token/`,
        headers: auth(f.owner.token),
        payload: { type: 'receiver', receiver: of.receivers[0]?.id, transit: of.id },
      });
      expect(response.statusCode, response.body).toBe(201);
      return t.db
        .selectFrom('share_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken((json(response) as { id: string }).id))
        .executeTakeFirstOrThrow();
    };
    const link = {
      kind: 'link' as const,
      share: await shareOf(transit),
      name: 'Ewa Odbiorca',
      companyName: 'Odbiorca Alfa',
    };
    await expect(
      signDocument(t.deps, { ...input, actor: { ...link, share: await shareOf(otherTransit) } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(signDocument(t.deps, { ...input, actor: link })).rejects.toMatchObject({
      body: { verification: ['verification_required'] },
    });
    const signed = await signDocument(t.deps, {
      ...input,
      actor: link,
      verification: { method: 'sms', checkedBy: 'share_link_code' },
    });
    expect(signed.signed_by[0]?.signature_data?.sign_method).toBe('sms');
    const [row] = await signatures(t, cmr.id);
    expect(row).toMatchObject({
      actor_name: 'Ewa Odbiorca',
      signed_by_user_id: null,
      verification_method: 'share_link_code',
      ip: '203.0.113.9',
    });
    const event = (await events(t, cmr.id)).find((e) => e.type === 'document_signed');
    expect(event?.actor_name).toBe('Ewa Odbiorca, Odbiorca Alfa');
  });

  it('a driver signs the transit he drives; another driver of the company gets 404', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const stranger = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Kierowca' });
    expect((await sign(t, stranger.token, cmr, { signedByType: 'driver' })).statusCode).toBe(404);
    const own = await sign(t, f.driver.token, cmr, { signedByType: 'driver' });
    expect(own.statusCode, own.body).toBe(200);
    const [row] = await signatures(t, cmr.id);
    expect(row).toMatchObject({ signed_by_type: 'driver', signed_by_user_id: f.driver.id });
    // His Action-location (spec 2 §7) becomes his and his vehicle's current position
    // (docs/decisions/0024-places-coordinates-positions.md).
    const drivers = await t.app.inject({
      method: 'GET',
      url: `${API}my-driver/`,
      headers: auth(f.owner.token),
    });
    expect(drivers.json<{ results: unknown[] }>().results).toContainEqual(
      expect.objectContaining({
        id: f.driver.id,
        current_pos_latitude: LOCATION.latitude,
        current_pos_longitude: LOCATION.longitude,
        current_pos_accuracy: LOCATION.accuracy,
        current_pos_at: expect.any(String) as unknown,
      }),
    );
    const tractor = await t.app.inject({
      method: 'GET',
      url: `${API}vehicle/${String(f.tractor)}/`,
      headers: auth(f.owner.token),
    });
    expect(json(tractor)).toMatchObject({ current_pos_latitude: LOCATION.latitude });
  });

  it('receivers list tells which documents each receiver has signed', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    const receiverA = transit.receivers[0]?.id ?? 0;
    await sign(t, f.owner.token, main, { signedByType: 'receiver', receiverId: receiverA });
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}all-transit/${transit.id}/receivers`,
      headers: auth(f.owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const list =
      response.json<
        { id: number; name: string; signed_documents: number[]; sub_document: number | null }[]
      >();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: receiverA,
      name: 'Odbiorca Alfa',
      signed_documents: [main.id],
    });
    expect(list[1]?.signed_documents).toEqual([]);
    expect(list.map((r) => r.sub_document)).toEqual(main.sub_documents);
  });

  it('PIN: wrong, right, spent once, bound to its slot; attempts limited', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id);
    const verify = (pin: string, signedByType = 'sender') =>
      t.app.inject({
        method: 'POST',
        url: `${API}sign-verification/pin/`,
        headers: auth(f.owner.token),
        payload: { document: cmr.id, signed_by_type: signedByType, pin },
      });
    expect(json(await verify('1234'))).toEqual({ pin: ['pin_not_set'] });
    await setPin(t, f.owner.userId, '4321');
    const wrong = await verify('1111');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ pin: ['wrong_pin'] });
    expect((await events(t, cmr.id)).some((e) => e.type === 'verification_failed')).toBe(true);
    const right = await verify('4321');
    expect(right.statusCode, right.body).toBe(200);
    const { verification } = json(right) as { verification: string };
    // Bound to its slot: not for the carrier.
    const otherSlot = await sign(t, f.owner.token, cmr, {
      signedByType: 'carrier',
      extra: { verification },
    });
    expect(json(otherSlot)).toEqual({ verification: ['verification_invalid'] });
    const signed = await sign(t, f.owner.token, cmr, { extra: { verification } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((json(signed) as DocumentBody).signed_by[0]?.signature_data?.sign_method).toBe('pin');
    expect((await signatures(t, cmr.id))[0]?.verification_method).toBe('pin');
    // Single use.
    const carrierVerify = await verify('4321', 'carrier');
    const carrierVerification = (json(carrierVerify) as { verification: string }).verification;
    const reused = await sign(t, f.owner.token, cmr, {
      signedByType: 'carrier',
      extra: { verification },
    });
    expect(json(reused)).toEqual({ verification: ['verification_invalid'] });
    // Another document does not take it either.
    const other = await createCmr(t, f.owner.token, transit.id);
    const elsewhere = await sign(t, f.owner.token, other, {
      signedByType: 'carrier',
      extra: { verification: carrierVerification },
    });
    expect(json(elsewhere)).toEqual({ verification: ['verification_invalid'] });
    // An expired one is refused.
    await t.db
      .updateTable('sign_verifications')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('document_id', '=', cmr.id)
      .where('signed_by_type', '=', 'carrier')
      .execute();
    const expired = await sign(t, f.owner.token, cmr, {
      signedByType: 'carrier',
      extra: { verification: carrierVerification },
    });
    expect(json(expired)).toEqual({ verification: ['verification_invalid'] });
    // The success cleared the count: four wrong PINs in a row, then the fifth locks the PIN and
    // even the right one is refused until the user sets a new one with his password.
    for (let i = 0; i < 4; i++) {
      expect(json(await verify('0000', 'carrier'))).toEqual({ pin: ['wrong_pin'] });
    }
    expect(json(await verify('0000', 'carrier'))).toEqual({ pin: ['pin_locked'] });
    const locked = await verify('4321', 'carrier');
    expect(locked.statusCode).toBe(400);
    expect(json(locked)).toEqual({ pin: ['pin_locked'] });
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/update-pin/',
      headers: auth(f.owner.token),
      payload: { password: PASSWORD, new_pin: '5678', confirm_pin: '5678' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await verify('5678', 'carrier')).statusCode).toBe(200);
  });

  it('SMS: code to the receiver, wrong, expired, 5 attempts, then signs with sign_method sms', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const cmr = await createCmr(t, f.owner.token, transit.id, false);
    const receiverA = transit.receivers[0]?.id ?? 0;
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${API}sign-verification/sms/`,
        headers: auth(f.owner.token),
        payload: {
          document: cmr.id,
          signed_by_type: 'receiver',
          receiver_id: receiverA,
          ...payload,
        },
      });
    const confirm = (verification: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}sign-verification/sms/confirm/`,
        headers: auth(f.owner.token),
        payload: { verification, code },
      });
    // Nobody on the transit has a phone and none was given.
    expect(json(await send({ verifier: 'receiver' }))).toEqual({ phone: ['phone_required'] });
    const phone = '+48600100200';
    await t.db.updateTable('clients').set({ phone }).where('id', '=', f.receiverA.id).execute();
    const sent = await send({ verifier: 'receiver' });
    expect(sent.statusCode, sent.body).toBe(200);
    const first = json(sent) as { verification: string; phone_hint: string; passed: boolean };
    expect(first.passed).toBe(false);
    expect(first.phone_hint).toBe('+48******200');
    const code = await smsCode(t, phone);
    const stored = await t.db
      .selectFrom('sign_verifications')
      .selectAll()
      .where('document_id', '=', cmr.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    // Not yet passed: a signature cannot spend it.
    const early = await sign(t, f.owner.token, cmr, {
      signedByType: 'receiver',
      receiverId: receiverA,
      extra: { verification: first.verification },
    });
    expect(json(early)).toEqual({ verification: ['verification_invalid'] });
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(json(await confirm(first.verification, wrongCode))).toEqual({
        code: ['code_invalid'],
      });
    }
    expect(json(await confirm(first.verification, wrongCode))).toEqual({
      code: ['too_many_attempts'],
    });
    expect(json(await confirm(first.verification, code))).toEqual({ code: ['too_many_attempts'] });
    // Expired.
    const second = json(await send({ verifier: 'receiver' })) as { verification: string };
    const secondCode = await smsCode(t, phone);
    await t.db
      .updateTable('sign_verifications')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('passed_at', 'is', null)
      .where('document_id', '=', cmr.id)
      .execute();
    expect(json(await confirm(second.verification, secondCode))).toEqual({
      code: ['code_expired'],
    });
    // The phone given is used when the party has none; the right code passes.
    await t.db.updateTable('clients').set({ phone: '' }).where('id', '=', f.receiverA.id).execute();
    const given = '+48600999888';
    const third = json(await send({ verifier: 'receiver', phone: given })) as {
      verification: string;
    };
    const passed = await confirm(third.verification, await smsCode(t, given));
    expect(passed.statusCode, passed.body).toBe(200);
    expect(json(passed)).toMatchObject({ passed: true, method: 'sms' });
    const signed = await sign(t, f.owner.token, cmr, {
      signedByType: 'receiver',
      receiverId: receiverA,
      extra: { verification: third.verification },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((json(signed) as DocumentBody).signed_by[0]?.signature_data?.sign_method).toBe('sms');
    const types = (await events(t, cmr.id)).map((e) => e.type);
    expect(types).toContain('verification_sent');
    expect(types).toContain('verification_failed');
    expect(types).toContain('verification_passed');
    expect(types).toContain('document_signed');
    // SMS are recorded for billing.
    const sms = await t.db
      .selectFrom('outbound_messages')
      .selectAll()
      .where('kind', '=', 'sign_code')
      .where('company_id', '=', f.owner.companyId)
      .execute();
    expect(sms).toHaveLength(3);
  });

  it('an uploaded PDF is signed at a page and position inside it', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 400]);
    pdf.addPage([300, 400]);
    const bytes = Buffer.from(await pdf.save());
    const form = multipart([
      { name: 'transit', value: String(transit.id) },
      { name: 'type', value: '6' },
      { name: 'document', file: bytes, fileName: 'faktura.pdf' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${API}transit-document/`,
      headers: { ...auth(f.owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const doc = { id: (json(uploaded) as { id: number }).id, transit: transit.id };
    const at = (extra: Record<string, string>) =>
      sign(t, f.owner.token, doc, { documentType: 'file', extra });
    expect(json(await at({}))).toEqual({ dimensions: ['field_required'] });
    expect(json(await at({ dimensions: '{"x":0.5,"y":0.5}', pg_num: '3' }))).toEqual({
      pg_num: ['dimensions_outside_page'],
    });
    expect(json(await at({ dimensions: '{"x":1.5,"y":0.5}', pg_num: '2' }))).toEqual({
      dimensions: { x: ['dimensions_outside_page'] },
    });
    expect(json(await sign(t, f.owner.token, doc, { documentType: 'json' }))).toEqual({
      document_type: ['invalid_choice'],
    });
    const ok = await at({ dimensions: '{"x":0.25,"y":0.75}', pg_num: '2' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await signatures(t, doc.id);
    expect(JSON.parse(row?.placement ?? 'null')).toEqual({ page: 2, x: 0.25, y: 0.75 });
    expect(row?.content_sha256).toBe(sha256(bytes));
  });
});
