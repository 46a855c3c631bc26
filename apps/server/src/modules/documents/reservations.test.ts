import { createHash, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { RESERVATION_PHOTO_MAX_BYTES } from '@transitdocs/domain';
import { auth, createOwner, json } from '../../../test/factories.ts';
import { createCmr, storeRecordedSignature } from '../../../test/document-fixtures.ts';
import { signaturePng } from '../../../test/png.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { ecmrSchemaPath, pdfToText, requireTool, validateXml } from '../../../test/pdf-tools.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { nowIso } from '../../db/index.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { verifyDocument } from '../verify/index.ts';
import { ensureVerifyId } from './index.ts';

const API = '/company/api/v1/';

type ReservationBody = {
  id: number;
  box: string;
  box_number: number;
  kind: string;
  lines: number[];
  counted_quantity: number | null;
  stated_quantity: number | null;
  text: string;
  party: string;
  captured_at: string;
  photos: { id: number; photo: string; sha256: string; width: number; height: number }[];
  chain_sha256: string;
  answer: { answer: string; note: string; party: string; verification_method: string } | null;
  can_answer: boolean;
};

/** A photo as a phone camera takes it: far bigger than a remark's 900 px. */
function cameraPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = (i * 13) % 256;
    png.data[i * 4 + 1] = (i >> 8) % 256;
    png.data[i * 4 + 2] = 77;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function setup(t: TestApp): Promise<{ f: Fleet; transit: TransitBody; cmr: number }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const cmr = await createCmr<{ id: number }>(t, f.owner.token, transit.id, { split: false });
  return { f, transit, cmr: cmr.id };
}

function post(t: TestApp, token: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `${API}document-reservation/`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

function answer(t: TestApp, token: string, id: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${API}document-reservation/${id}/answer/`,
    headers: auth(token),
    payload,
  });
}

async function setPin(t: TestApp, userId: number, pin: string): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ pin_hash: await hashSecret(pin) })
    .where('id', '=', userId)
    .execute();
}

/** Rows a refused request must not have added. */
async function counts(t: TestApp) {
  const count = async (
    table:
      | 'document_reservations'
      | 'document_reservation_photos'
      | 'document_reservation_answers'
      | 'document_chain_entries'
      | 'document_events',
  ) =>
    Number((await t.db.selectFrom(table).select(t.db.fn.countAll().as('n')).executeTakeFirst())?.n);
  return {
    reservations: await count('document_reservations'),
    photos: await count('document_reservation_photos'),
    answers: await count('document_reservation_answers'),
    chain: await count('document_chain_entries'),
    events: await count('document_events'),
  };
}

async function verdict(t: TestApp, documentId: number) {
  const verifyId = await ensureVerifyId(t.db, documentId);
  return verifyDocument(t.deps, verifyId);
}

describeEachDatabase('reservations', (ctx) => {
  it('records a box 24 reservation with a full-resolution photo whose SHA-256 the chain covers', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const photo = cameraPng(2400, 1600);
    const created = await post(t, f.owner.token, [
      { name: 'document', value: String(cmr) },
      { name: 'box', value: 'delivery' },
      { name: 'kind', value: 'packaging_damaged' },
      { name: 'lines', value: '0,2' },
      { name: 'counted_quantity', value: '31' },
      { name: 'stated_quantity', value: '33' },
      { name: 'text', value: 'Dwie palety z rozdartą folią' },
      { name: 'files', file: photo, fileName: 'IMG_0001.png' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const reservation = json(created) as ReservationBody;
    expect(reservation).toMatchObject({
      box: 'delivery',
      box_number: 24,
      kind: 'packaging_damaged',
      lines: [0, 2],
      counted_quantity: 31,
      stated_quantity: 33,
      text: 'Dwie palety z rozdartą folią',
      party: 'receiver',
      answer: null,
      // The owner's company acts for every party, the carrier too.
      can_answer: true,
    });
    expect(reservation.photos).toHaveLength(1);
    const stored = reservation.photos[0];
    expect(stored).toMatchObject({ width: 2400, height: 1600, sha256: sha256(photo) });

    // The photo comes back byte for byte as it was taken.
    const download = await t.app.inject({
      method: 'GET',
      url: stored?.photo ?? '',
      headers: auth(f.owner.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(photo)).toBe(true);

    // Its chain entry's body holds what it states and the photo's hash.
    const entry = await t.db
      .selectFrom('document_chain_entries')
      .selectAll()
      .where('document_id', '=', cmr)
      .where('kind', '=', 'reservation')
      .executeTakeFirstOrThrow();
    expect(entry.chain_sha256).toBe(reservation.chain_sha256);
    const body = JSON.parse(entry.body ?? 'null') as Record<string, unknown>;
    expect(body).toMatchObject({
      reservation_id: reservation.id,
      box: 'delivery',
      kind: 'packaging_damaged',
      lines: [0, 2],
      counted_quantity: 31,
      stated_quantity: 33,
      photos: [{ sha256: sha256(photo), size: photo.length, mime: 'image/png' }],
      by: { party: 'receiver', user_id: f.owner.userId },
    });

    // The history says so, and the public verification lists it as holding.
    const events = await t.db
      .selectFrom('document_events')
      .select(['type', 'data'])
      .where('document_id', '=', cmr)
      .where('type', '=', 'reservation_recorded')
      .execute();
    expect(events).toHaveLength(1);
    const checked = await verdict(t, cmr);
    expect(checked.chain_valid).toBe(true);
    expect(checked.reservations).toEqual([
      expect.objectContaining({
        box_number: 24,
        kind: 'packaging_damaged',
        photos_sha256: [sha256(photo)],
        chain_valid: true,
        answer: null,
      }),
    ]);
  });

  it('breaks the chain when a photo row or a reservation row is changed afterwards', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const photo = cameraPng(40, 30);
    const created = await post(t, f.owner.token, [
      { name: 'document', value: String(cmr) },
      { name: 'box', value: 'taking_over' },
      { name: 'kind', value: 'seal_broken' },
      { name: 'lines', value: '1' },
      { name: 'files', file: photo, fileName: 'seal.png' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const reservation = json(created) as ReservationBody;
    expect((await verdict(t, cmr)).chain_valid).toBe(true);

    const other = sha256(cameraPng(41, 30));
    await t.db
      .updateTable('document_reservation_photos')
      .set({ sha256: other })
      .where('reservation_id', '=', reservation.id)
      .execute();
    const afterPhoto = await verdict(t, cmr);
    expect(afterPhoto.chain_valid).toBe(false);
    expect(afterPhoto.reservations?.[0]?.chain_valid).toBe(false);

    await t.db
      .updateTable('document_reservation_photos')
      .set({ sha256: sha256(photo) })
      .where('reservation_id', '=', reservation.id)
      .execute();
    expect((await verdict(t, cmr)).chain_valid).toBe(true);
    await t.db
      .updateTable('document_reservations')
      .set({ kind: 'other' })
      .where('id', '=', reservation.id)
      .execute();
    expect((await verdict(t, cmr)).chain_valid).toBe(false);
    await t.db
      .updateTable('document_reservations')
      .set({ kind: 'seal_broken' })
      .where('id', '=', reservation.id)
      .execute();
    // The stored body itself edited: its hash no longer recomputes.
    await t.db
      .updateTable('document_chain_entries')
      .set({ body: '{"kind":"other"}' })
      .where('document_id', '=', cmr)
      .where('kind', '=', 'reservation')
      .execute();
    expect((await verdict(t, cmr)).chain_valid).toBe(false);
  });

  it('refuses a line the document lacks, a non-image and a too large photo, changing nothing', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const before = await counts(t);
    const base = [
      { name: 'document', value: String(cmr) },
      { name: 'box', value: 'delivery' },
      { name: 'kind', value: 'goods_damaged' },
    ];
    // fullPayload has 4 goods lines (3 + 1): index 4 is none of them.
    const badLine = await post(t, f.owner.token, [...base, { name: 'lines', value: '1,4' }]);
    expect(badLine.statusCode).toBe(400);
    expect(json(badLine)).toEqual({ lines: { '1': ['reservation_line_unknown'] } });

    const noLine = await post(t, f.owner.token, base);
    expect(noLine.statusCode).toBe(400);
    expect(Object.keys(json(noLine))).toEqual(['lines']);

    const badKind = await post(t, f.owner.token, [
      ...base.slice(0, 2),
      { name: 'kind', value: 'stolen_by_aliens' },
      { name: 'lines', value: '0' },
    ]);
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(json(badKind))).toEqual(['kind']);

    const text = await post(t, f.owner.token, [
      ...base,
      { name: 'lines', value: '0' },
      { name: 'files', file: Buffer.from('%PDF-1.7 not a photo'), fileName: 'photo.png' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(json(text)).toEqual({ files: { '0': ['not_an_image'] } });

    const huge = await post(t, f.owner.token, [
      ...base,
      { name: 'lines', value: '0' },
      {
        name: 'files',
        file: Buffer.concat([cameraPng(10, 10), Buffer.alloc(RESERVATION_PHOTO_MAX_BYTES)]),
        fileName: 'huge.png',
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ files: ['file_too_large?max_mb=15'] });
    expect(await counts(t)).toEqual(before);
  });

  it('a queued reservation sent again answers the same reservation with its device time', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const itemId = randomUUID();
    const capturedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const parts = [
      { name: 'document', value: String(cmr) },
      { name: 'box', value: 'taking_over' },
      { name: 'kind', value: 'wet' },
      { name: 'lines', value: '0' },
      { name: 'captured_at', value: capturedAt },
      { name: 'item_id', value: itemId },
      { name: 'files', file: cameraPng(20, 20), fileName: 'wet.png' },
    ];
    const first = await post(t, f.driver.token, parts);
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts(t);
    const again = await post(t, f.driver.token, parts);
    expect(again.statusCode, again.body).toBe(201);
    expect(json(again)).toEqual(json(first));
    expect((json(first) as ReservationBody).captured_at).toBe(capturedAt);
    expect(await counts(t)).toEqual(before);
  });

  it('the other side accepts or contests with its PIN, once; a wrong party is refused', async () => {
    const t = ctx();
    const { f, transit, cmr } = await setup(t);
    const receiving = await createOwner(t.app);
    expect((await shareTransit(t, f.owner.token, transit.id, receiving.companyId)).statusCode).toBe(
      201,
    );
    const reserve = async (token: string, box: string) =>
      post(t, token, [
        { name: 'document', value: String(cmr) },
        { name: 'box', value: box },
        { name: 'kind', value: box === 'delivery' ? 'packages_missing' : 'seal_missing' },
        { name: 'lines', value: '3' },
        { name: 'counted_quantity', value: '9' },
        { name: 'stated_quantity', value: '10' },
      ]);

    // The consignee's company records at delivery, never at taking over.
    const refusedBox = await reserve(receiving.token, 'taking_over');
    expect(refusedBox.statusCode).toBe(403);
    expect(json(refusedBox)).toEqual({ box: ['reservation_not_allowed'] });
    const delivery = await reserve(receiving.token, 'delivery');
    expect(delivery.statusCode, delivery.body).toBe(201);
    const atDelivery = json(delivery) as ReservationBody;
    expect(atDelivery.can_answer).toBe(false);
    const takingOver = json(await reserve(f.driver.token, 'taking_over')) as ReservationBody;

    // The consignee is not the other side of his own reservation, nor the sender of box 18.
    await setPin(t, receiving.userId, '4321');
    const before = await counts(t);
    for (const id of [atDelivery.id, takingOver.id]) {
      const wrong = await answer(t, receiving.token, id, { answer: 'accepted', pin: '4321' });
      expect(wrong.statusCode).toBe(403);
      expect(json(wrong)).toEqual({ answer: ['reservation_answer_not_allowed'] });
    }
    expect(await counts(t)).toEqual(before);

    // The carrier (the owner's driver) contests the delivery reservation with his PIN.
    await setPin(t, f.driver.id, '1357');
    const badPin = await answer(t, f.driver.token, atDelivery.id, {
      answer: 'contested',
      pin: '0000',
    });
    expect(badPin.statusCode).toBe(400);
    expect(Object.keys(json(badPin))).toEqual(['pin']);
    const noPin = await answer(t, f.driver.token, atDelivery.id, { answer: 'contested' });
    expect(json(noPin)).toEqual({ pin: ['field_required'] });
    expect(await counts(t)).toEqual(before);

    const contested = await answer(t, f.driver.token, atDelivery.id, {
      answer: 'contested',
      note: 'Pallet count matched at loading',
      pin: '1357',
    });
    expect(contested.statusCode, contested.body).toBe(200);
    expect((json(contested) as ReservationBody).answer).toMatchObject({
      answer: 'contested',
      note: 'Pallet count matched at loading',
      party: 'carrier',
      verification_method: 'pin',
    });
    const twice = await answer(t, f.driver.token, atDelivery.id, {
      answer: 'accepted',
      pin: '1357',
    });
    expect(twice.statusCode).toBe(400);
    expect(json(twice)).toEqual({ answer: ['reservation_already_answered'] });

    // The owner answers box 18 for the sender: accepted.
    await setPin(t, f.owner.userId, '2468');
    const accepted = await answer(t, f.owner.token, takingOver.id, {
      answer: 'accepted',
      pin: '2468',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((json(accepted) as ReservationBody).answer).toMatchObject({
      answer: 'accepted',
      party: 'sender',
    });

    // Both answers are chain entries naming their reservation; the chain holds.
    const entries = await t.db
      .selectFrom('document_chain_entries')
      .select(['kind', 'body'])
      .where('document_id', '=', cmr)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.kind)).toEqual([
      'reservation',
      'reservation',
      'reservation_answer',
      'reservation_answer',
    ]);
    expect(JSON.parse(entries[2]?.body ?? '{}')).toMatchObject({
      reservation_id: atDelivery.id,
      reservation_chain_sha256: atDelivery.chain_sha256,
      answer: 'contested',
    });
    const checked = await verdict(t, cmr);
    expect(checked.chain_valid).toBe(true);
    expect(checked.reservations?.map((r) => r.answer?.answer)).toEqual(['contested', 'accepted']);
    const answeredEvents = await t.db
      .selectFrom('document_events')
      .select('type')
      .where('document_id', '=', cmr)
      .where('type', '=', 'reservation_answered')
      .execute();
    expect(answeredEvents).toHaveLength(2);

    // The list answers the caller's own right to answer.
    const listed = await t.app.inject({
      method: 'GET',
      url: `${API}document-reservation/?document=${cmr}`,
      headers: auth(receiving.token),
    });
    expect(listed.statusCode).toBe(200);
    expect((json(listed) as unknown as ReservationBody[]).map((r) => r.can_answer)).toEqual([
      false,
      false,
    ]);
  });

  it('document actions say who may record and answer which box', async () => {
    const t = ctx();
    const { f, transit, cmr } = await setup(t);
    const receiving = await createOwner(t.app);
    await shareTransit(t, f.owner.token, transit.id, receiving.companyId);
    const actionsOf = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}transit-document/${cmr}/`,
        headers: auth(token),
      });
      return (json(response) as { actions: Record<string, boolean> }).actions;
    };
    expect(await actionsOf(receiving.token)).toMatchObject({
      reserve_taking_over: false,
      reserve_delivery: true,
      answer_taking_over: false,
      answer_delivery: false,
    });
    expect(await actionsOf(f.driver.token)).toMatchObject({
      reserve_taking_over: true,
      reserve_delivery: true,
      answer_taking_over: true,
      answer_delivery: true,
    });
  });

  it('prints box 24 reservations in the CMR PDF, on sheet 2 when many, and in the eCMR XML', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const main = await createCmr<{ sub_documents: number[] }>(t, f.owner.token, transit.id);
    // A receiver's own CMR: one receiver, so it has eCMR XML too.
    const sub = main.sub_documents[0] ?? 0;
    const reserve = (text: string, kind = 'packaging_damaged') =>
      post(t, f.owner.token, [
        { name: 'document', value: String(sub) },
        { name: 'box', value: 'delivery' },
        { name: 'kind', value: kind },
        { name: 'lines', value: '0' },
        { name: 'counted_quantity', value: '31' },
        { name: 'stated_quantity', value: '33' },
        { name: 'text', value: text },
      ]);
    expect((await reserve('Folia rozdarta')).statusCode).toBe(201);
    const pdf = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}document/id/${sub}/pdf`,
        headers: { ...auth(f.owner.token), 'accept-language': 'pl' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.rawPayload;
    };
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const one = await pdf();
    expect((await PDFDocument.load(one)).getPageCount()).toBe(1);
    if (requireTool('pdftotext', 'poppler-utils')) {
      const text = flat(await pdfToText(one));
      // After box 24's heading: the kind, the line (numbered as printed), the count, the text.
      const box24 = text.slice(text.indexOf('Unterschrift und Stempel des Empfängers'));
      expect(box24).toContain('Uszkodzone opakowanie – poz. 1 – policzono 31 z 33 –');
      expect(box24).toContain('Folia rozdarta – Anna Nowak');
    }

    const xml = await t.app.inject({
      method: 'GET',
      url: `${API}document/id/${sub}/xml/`,
      headers: auth(f.owner.token),
    });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain('<ram:Subject>reservation:packaging_damaged</ram:Subject>');
    expect(xml.body).toContain('Packaging damaged – lines 1 – counted 31 of 33 – Folia rozdarta');
    if (requireTool('xmllint', 'libxml2-utils')) await validateXml(xml.body, ecmrSchemaPath());

    for (let i = 2; i <= 6; i++) {
      expect((await reserve(`Paleta ${i} mokra od spodu`, 'wet')).statusCode).toBe(201);
    }
    const many = await pdf();
    expect((await PDFDocument.load(many)).getPageCount()).toBe(2);
    if (requireTool('pdftotext', 'poppler-utils')) {
      const text = flat(await pdfToText(many));
      expect(text).toContain('Zastrzeżenia (6): zob. arkusz 2');
      for (let i = 2; i <= 6; i++) expect(text).toContain(`Paleta ${i} mokra od spodu`);
      expect(text).toContain('Folia rozdarta');
      expect(text).toContain('Ciąg dalszy');
    }

    // Signed in box 24, the box carries the signature too: sheet 2 still holds every reservation.
    const row = await t.db
      .selectFrom('documents')
      .select(['company_id', 'receiver_id'])
      .where('id', '=', sub)
      .executeTakeFirstOrThrow();
    const image = await t.deps.files.put(signaturePng());
    await storeRecordedSignature(t, transit.id, {
      document_id: sub,
      company_id: row.company_id,
      signed_by_type: 'receiver',
      receiver_id: row.receiver_id,
      signature_sha256: image.sha256,
      signature_data: JSON.stringify({ sign_fullname: 'Anna Odbiorca', sign_method: 'on screen' }),
      placement: null,
      signed_by_user_id: null,
      created_at: nowIso(),
    });
    const signed = await pdf();
    if (requireTool('pdftotext', 'poppler-utils')) {
      const text = flat(await pdfToText(signed));
      expect(text).toContain('Zastrzeżenia (6): zob. arkusz 2');
      expect(text).toContain('Anna Odbiorca');
      for (let i = 2; i <= 6; i++) expect(text).toContain(`Paleta ${i} mokra od spodu`);
    }
  });

  it("the consignee records box 24's reservation through his receiver link, not box 18's", async () => {
    const t = ctx();
    const { f, transit, cmr } = await setup(t);
    const receiver = transit.receivers[0]?.id ?? 0;
    const generated = await t.app.inject({
      method: 'POST',
      url: `${API}generate-token/`,
      headers: auth(f.owner.token),
      payload: { type: 'receiver', receiver, transit: transit.id },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const token = (json(generated) as { id: string }).id;
    const photo = cameraPng(1600, 1200);
    const viaLink = (box: string) => {
      const body = multipart([
        { name: 'document', value: String(cmr) },
        { name: 'box', value: box },
        { name: 'kind', value: 'goods_damaged' },
        { name: 'lines', value: '0' },
        { name: 'text', value: 'Wgniecione obudowy' },
        { name: 'first_name', value: 'Ewa' },
        { name: 'last_name', value: 'Zając' },
        { name: 'company_name', value: 'Odbiorca Alfa' },
        { name: 'files', file: photo, fileName: 'dent.png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${API}transit-token/${transit.id}/document-reservation/?token=${token}`,
        headers: body.headers,
        payload: body.payload,
      });
    };
    const before = await counts(t);
    const refused = await viaLink('taking_over');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ box: ['reservation_not_allowed'] });
    expect(await counts(t)).toEqual(before);
    const created = await viaLink('delivery');
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toMatchObject({
      box: 'delivery',
      party: 'receiver',
      by_name: 'Ewa Zając',
      company_name: 'Odbiorca Alfa',
      photos: [{ sha256: sha256(photo), width: 1600, height: 1200 }],
      can_answer: false,
    });
    expect((await verdict(t, cmr)).chain_valid).toBe(true);
  });
});
