import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { auth, countRows, createOwner, json } from '../../../test/factories.ts';
import {
  createCmr as createCmrOf,
  storeRecordedSignature,
} from '../../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  transitUrl,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { nowIso } from '../../db/index.ts';
import { sha256Of } from '../../platform/files/index.ts';
import * as repo from './repo.ts';
import { getDocumentForCaller, listDocumentEvents, readDocumentFile } from './service.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

const API = '/company/api/v1/';
const DOC = `${API}transit-document/`;
const docUrl = (id: number) => `${DOC}${id}/`;
const listUrl = (transitId: number) => `${API}document/${transitId}/`;

type DocumentBody = {
  id: number;
  name: string;
  type: number;
  document_data: Record<string, unknown> | null;
  document: string | null;
  parent_document: number | null;
  sub_documents: number[];
  is_main_document: boolean;
  parent_document_is_main_document: boolean;
  receiver: { name: string } | null;
  signed_by: unknown[];
  remarks: unknown[];
  transit: number;
};

async function makePdf(text = 'Faktura'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

function makePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = (i * 7) % 256;
    png.data[i * 4 + 1] = 120;
    png.data[i * 4 + 2] = 30;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

async function setup(t: TestApp): Promise<{ f: Fleet; transit: TransitBody }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  return { f, transit };
}

async function generatedData(t: TestApp, token: string, transit: number, type = 4) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(token),
    payload: { transit, type },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (json(response) as { document_data: Record<string, unknown> }).document_data;
}

const createCmr = (t: TestApp, token: string, transit: number) =>
  createCmrOf<DocumentBody>(t, token, transit);

async function upload(
  t: TestApp,
  token: string,
  transit: number,
  file: Buffer,
  fileName = 'faktura.pdf',
  extra: Part[] = [],
) {
  const body = multipart([
    { name: 'transit', value: String(transit) },
    { name: 'type', value: '6' },
    { name: 'document', file, fileName },
    ...extra,
  ]);
  return t.app.inject({
    method: 'POST',
    url: DOC,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

async function listDocs(t: TestApp, token: string, transitId: number): Promise<DocumentBody[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: listUrl(transitId),
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentBody[]>();
}

async function documentCounts(t: TestApp) {
  const count = async (table: 'documents' | 'document_events' | 'document_remarks') => {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    documents: await count('documents'),
    events: await count('document_events'),
    remarks: await count('document_remarks'),
    usage: await countRows(t.db, 'usage_records'),
  };
}

async function sign(t: TestApp, documentId: number, type: 'sender' | 'carrier' | 'receiver') {
  const document = await t.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  await storeRecordedSignature(t, document.transit_id, {
    document_id: documentId,
    company_id: document.company_id,
    signed_by_type: type,
    receiver_id: null,
    signature_sha256: null,
    signature_data: JSON.stringify({ sign_fullname: 'Jan Kowalski', sign_method: 'on screen' }),
    placement: null,
    signed_by_user_id: null,
    created_at: nowIso(),
  });
}

describeEachDatabase('documents: generate, upload, edit, delete, remarks', (ctx) => {
  it('generates data from the transit and, for two receivers, a main document and two sub-documents', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const before = await documentCounts(t);
    const data = await generatedData(t, f.owner.token, transit.id);
    expect(data.receivers).toHaveLength(2);

    const main = await createCmr(t, f.owner.token, transit.id);
    expect(main).toMatchObject({
      type: 4,
      name: 'CMR',
      is_main_document: true,
      parent_document: null,
      document: null,
      signed_by: [],
      remarks: [],
      transit: transit.id,
    });
    expect(main.sub_documents).toHaveLength(2);

    // An upload in between: the list still puts the sub-documents right after their parent.
    expect((await upload(t, f.owner.token, transit.id, await makePdf())).statusCode).toBe(201);
    const second = await createCmr(t, f.owner.token, transit.id);

    const list = await listDocs(t, f.owner.token, transit.id);
    expect(list.map((d) => [d.parent_document, d.is_main_document])).toEqual([
      [null, true],
      [main.id, false],
      [main.id, false],
      [null, false],
      [null, true],
      [second.id, false],
      [second.id, false],
    ]);
    expect(list[1]).toMatchObject({
      parent_document_is_main_document: true,
      receiver: { name: 'Odbiorca Alfa' },
    });
    expect(list[2]?.receiver).toEqual({ name: 'Empfänger Beta GmbH' });
    expect((list[1]?.document_data?.receivers as unknown[]).length).toBe(1);

    // Each generated document and the uploaded file are billed; each has its history.
    const after = await documentCounts(t);
    expect(after.documents - before.documents).toBe(7);
    expect(after.usage - before.usage).toBe(7);
    expect(after.events - before.events).toBe(7);

    // The transit list now carries the documents.
    const transitBody = json(
      await t.app.inject({
        method: 'GET',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
      }),
    );
    expect((transitBody.document as { id: number }[]).map((d) => d.id)).toEqual(
      list.map((d) => d.id),
    );
    expect(transitBody.has_signed_documents).toBe(false);
  });

  it('refuses document_data that does not fit its type and writes nothing', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const before = await documentCounts(t);
    const response = await t.app.inject({
      method: 'POST',
      url: DOC,
      headers: auth(f.owner.token),
      payload: {
        transit: transit.id,
        type: 4,
        document_data: { loading: [{ address: 'ul. Długa 1' }], bogus: 1 },
      },
    });
    expect(response.statusCode).toBe(400);
    const body = json(response) as { document_data: Record<string, unknown> };
    expect(body.document_data).toHaveProperty('bogus');
    expect(body.document_data).toHaveProperty('loading');
    expect(await documentCounts(t)).toEqual(before);

    const data = await generatedData(t, f.owner.token, transit.id);
    const receivers = data.receivers as Record<string, unknown>[];
    const badReceiver = await t.app.inject({
      method: 'POST',
      url: DOC,
      headers: auth(f.owner.token),
      payload: {
        transit: transit.id,
        type: 4,
        document_data: { ...data, receivers: [{ ...receivers[0], id: 999999 }] },
      },
    });
    expect(badReceiver.statusCode).toBe(400);
    expect(json(badReceiver)).toEqual({
      document_data: { receivers: { '0': { id: ['invalid_choice'] } } },
    });
    expect(await documentCounts(t)).toEqual(before);
  });

  it('uploads a PDF content-addressed and refuses a renamed PNG and a too big file', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const pdf = await makePdf();
    const response = await upload(t, f.owner.token, transit.id, pdf, 'FV 12-2030.pdf', [
      { name: 'receiver', value: String(transit.receivers[1]?.id) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = json(response) as DocumentBody;
    expect(body).toMatchObject({
      type: 6,
      name: 'FV 12-2030',
      document_data: null,
      document: `${API}document/id/${body.id}/download`,
      receiver: { name: 'Empfänger Beta GmbH' },
    });
    const sha = sha256Of(pdf);
    expect(await readDocumentFile(t.deps, sha)).toEqual(pdf);
    const forRender = await getDocumentForCaller(
      t.deps,
      {
        userId: f.owner.userId,
        companyId: f.owner.companyId,
        role: 'Admin',
        ownership: 'primary',
        tokenHash: '',
      },
      body.id,
    );
    expect(forRender).toMatchObject({
      fileSha256: sha,
      code: 'FV',
      originalFileName: 'FV 12-2030.pdf',
    });

    const before = await documentCounts(t);
    const renamed = await upload(t, f.owner.token, transit.id, makePng(10, 10), 'faktura.pdf');
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed)).toEqual({ document: ['file_not_pdf'] });

    const fake = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 32)]);
    expect(json(await upload(t, f.owner.token, transit.id, fake))).toEqual({
      document: ['file_not_pdf'],
    });

    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024, 32)]);
    const tooBig = await upload(t, f.owner.token, transit.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toEqual({ document: ['file_too_large?max_mb=20'] });

    const missing = multipart([
      { name: 'transit', value: String(transit.id) },
      { name: 'type', value: '4' },
    ]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: DOC,
      headers: { ...auth(f.owner.token), ...missing.headers },
      payload: missing.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile)).toEqual({ type: ['invalid_choice'] });
    expect(await documentCounts(t)).toEqual(before);
  });

  it('edits document_data, refuses a locked section and an invalid one, writes nothing then', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    const data = main.document_data ?? {};
    const edited = await t.app.inject({
      method: 'PATCH',
      url: docUrl(main.id),
      headers: auth(f.owner.token),
      payload: { document_data: { ...data, carrierRemarks: 'Uwaga: szkło' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((json(edited) as DocumentBody).document_data?.carrierRemarks).toBe('Uwaga: szkło');

    const invalid = await t.app.inject({
      method: 'PATCH',
      url: docUrl(main.id),
      headers: auth(f.owner.token),
      payload: { document_data: { ...data, transportMode: { code: 99999 } } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toHaveProperty('document_data');

    await sign(t, main.id, 'sender');
    const before = await documentCounts(t);
    const locked = await t.app.inject({
      method: 'PATCH',
      url: docUrl(main.id),
      headers: auth(f.owner.token),
      payload: { document_data: { ...data, sender: { name: 'Inny nadawca' } } },
    });
    expect(locked.statusCode).toBe(400);
    expect(json(locked)).toEqual({ document_data: { sender: ['document_section_locked'] } });
    expect(await documentCounts(t)).toEqual(before);
    const stored = await repo.findDocument(t.db, f.owner.companyId, main.id);
    expect(JSON.parse(stored?.document_data ?? '{}')).toMatchObject({
      carrierRemarks: 'Uwaga: szkło',
    });

    // A signature marks the transit signed.
    const transitBody = json(
      await t.app.inject({
        method: 'GET',
        url: transitUrl(transit.id),
        headers: auth(f.owner.token),
      }),
    );
    expect(transitBody.has_signed_documents).toBe(true);
    expect((transitBody.document as { signed_by: unknown[] }[])[0]?.signed_by).toEqual([
      { signed_by_type: 'sender', receiver_id: null },
    ]);
  });

  it('deletes an unsigned main document with its group; refuses a sub-document and a signed group', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const first = await createCmr(t, f.owner.token, transit.id);
    const [subId] = first.sub_documents;
    const del = (id: number) =>
      t.app.inject({ method: 'DELETE', url: docUrl(id), headers: auth(f.owner.token) });

    const sub = await del(subId ?? 0);
    expect(sub.statusCode).toBe(400);
    expect(json(sub)).toEqual({ non_field_errors: ['document_is_sub_document'] });

    const second = await createCmr(t, f.owner.token, transit.id);
    await sign(t, second.sub_documents[1] ?? 0, 'receiver');
    const before = await documentCounts(t);
    const signed = await del(second.id);
    expect(signed.statusCode).toBe(400);
    expect(json(signed)).toEqual({ non_field_errors: ['document_is_signed'] });
    expect(await documentCounts(t)).toEqual(before);

    const deleted = await del(first.id);
    expect(deleted.statusCode).toBe(204);
    const list = await listDocs(t, f.owner.token, transit.id);
    expect(list.map((d) => d.id)).toEqual([second.id, ...second.sub_documents]);
    // The history outlives the document.
    const events = await t.db
      .selectFrom('document_events')
      .select(['type', 'document_id'])
      .where('document_id', '=', first.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['document_created', 'document_deleted']);
  });

  it('adds remarks with a photo re-encoded as PNG, refuses non-images and empty remarks', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    const post = (parts: Part[]) => {
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: `${API}document-remark/`,
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
    };
    const photo = makePng(1800, 1200);
    const created = await post([
      { name: 'document', value: String(main.id) },
      { name: 'type', value: 'delivery' },
      { name: 'message', value: 'Uszkodzona paleta' },
      { name: 'files', file: photo, fileName: 'zdjęcie.png' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const remark = json(created) as {
      id: number;
      files: { id: number; photo: string }[];
      user: string;
      company_name: string;
    };
    expect(remark).toMatchObject({
      type: 'delivery',
      message: 'Uszkodzona paleta',
      document: main.id,
      user: 'Anna Nowak',
      company_name: 'Nowak Trans Sp. z o.o.',
    });
    expect(remark.files).toHaveLength(1);
    const fileId = remark.files[0]?.id ?? 0;
    expect(remark.files[0]?.photo).toBe(`${API}document-file/${fileId}/download`);

    const download = await t.app.inject({
      method: 'GET',
      url: `${API}document-file/${fileId}/download`,
      headers: auth(f.owner.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    const decoded = PNG.sync.read(download.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([900, 600]);
    expect(download.rawPayload.equals(photo)).toBe(false);

    const before = await documentCounts(t);
    const textPhoto = await post([
      { name: 'document', value: String(main.id) },
      { name: 'type', value: 'pickup' },
      { name: 'files', file: Buffer.from('not an image at all'), fileName: 'photo.png' },
    ]);
    expect(textPhoto.statusCode).toBe(400);
    expect(json(textPhoto)).toEqual({ files: { '0': ['not_an_image'] } });
    const empty = await post([
      { name: 'document', value: String(main.id) },
      { name: 'type', value: 'pickup' },
    ]);
    expect(json(empty)).toEqual({ message: ['remark_empty'] });
    expect(await documentCounts(t)).toEqual(before);

    await post([
      { name: 'document', value: String(main.id) },
      { name: 'type', value: 'pickup' },
      { name: 'message', value: 'Druga' },
    ]);
    const thread = await t.app.inject({
      method: 'GET',
      url: `${API}document-remark/?document=${main.id}`,
      headers: auth(f.owner.token),
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json<{ message: string }[]>().map((r) => r.message)).toEqual([
      'Uszkodzona paleta',
      'Druga',
    ]);

    // Pick-up remarks close once the sender signed.
    await sign(t, main.id, 'sender');
    const lockedRemark = await post([
      { name: 'document', value: String(main.id) },
      { name: 'type', value: 'pickup' },
      { name: 'message', value: 'Za późno' },
    ]);
    expect(json(lockedRemark)).toEqual({ type: ['remark_pickup_closed'] });
    // The document's answer says so before anyone tries: the same refusal, by its key.
    const answered = (await listDocs(t, f.owner.token, transit.id)).find((d) => d.id === main.id);
    expect(answered).toMatchObject({
      actions: { remark_pickup: false, remark_delivery: true },
      refusals: { remark_pickup: 'remark_pickup_closed' },
    });
    expect(answered).not.toHaveProperty('refusals.remark_delivery');
  });

  it('closes delivery remarks once every receiver signed and tells the viewer its rights', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    // The owning company has every right on its documents.
    expect((main as DocumentBody & { permissions?: unknown }).permissions).toEqual({
      sign: { sender: true, receiver: true, carriers: { main: true } },
      remarks: { pickup: true, delivery: true },
    });
    const post = (message: string) => {
      const body = multipart([
        { name: 'document', value: String(main.id) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: message },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${API}document-remark/`,
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
    };
    // Two receivers: one signature leaves delivery remarks open, the second closes them.
    await sign(t, main.id, 'sender');
    await sign(t, main.id, 'receiver');
    expect((await post('Brak jednej palety')).statusCode).toBe(201);
    await sign(t, main.id, 'receiver');
    const before = await documentCounts(t);
    const closed = await post('Za późno');
    expect(closed.statusCode).toBe(400);
    expect(json(closed)).toEqual({ type: ['remark_delivery_closed'] });
    expect(await documentCounts(t)).toEqual(before);
    const answered = (await listDocs(t, f.owner.token, transit.id)).find((d) => d.id === main.id);
    expect(answered).toMatchObject({
      refusals: {
        remark_pickup: 'remark_pickup_closed',
        remark_delivery: 'remark_delivery_closed',
      },
    });
  });

  it('marks the CMR of a transit with one receiver as its main document (the sign tile)', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const payload = fullPayload(f);
    const transit = await postTransit(t, f.owner.token, {
      ...payload,
      receivers: payload.receivers.slice(0, 1),
    });
    const cmr = await createCmr(t, f.owner.token, transit.id);
    expect(cmr).toMatchObject({ is_main_document: true, parent_document: null, sub_documents: [] });
    const read = await t.app.inject({
      method: 'GET',
      url: transitUrl(transit.id),
      headers: auth(f.owner.token),
    });
    const body = read.json<{
      document: { is_main_document: boolean }[];
      actions: { sign: boolean };
    }>();
    expect(body.document.map((d) => d.is_main_document)).toEqual([true]);
    expect(body.actions.sign).toBe(true);
  });

  it('gets one document and records its history for the renderers', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    const one = await t.app.inject({
      method: 'GET',
      url: docUrl(main.id),
      headers: auth(f.owner.token),
    });
    expect(one.statusCode).toBe(200);
    expect((json(one) as DocumentBody).sub_documents).toEqual(main.sub_documents);
    const caller = {
      userId: f.owner.userId,
      companyId: f.owner.companyId,
      role: 'Admin' as const,
      ownership: 'primary' as const,
      tokenHash: '',
    };
    const events = await listDocumentEvents(t.deps, caller, main.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'document_created',
      actor: 'Anna Nowak',
      actorCompany: 'Nowak Trans Sp. z o.o.',
      data: { type: 'document_created', document_type: 4, sub_documents: 2 },
    });
  });

  it('keeps companies apart: another company gets 404 on documents, remarks and files', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    const body = multipart([
      { name: 'document', value: String(main.id) },
      { name: 'type', value: 'delivery' },
      { name: 'files', file: makePng(20, 20), fileName: 'p.png' },
    ]);
    const remark = await t.app.inject({
      method: 'POST',
      url: `${API}document-remark/`,
      headers: { ...auth(f.owner.token), ...body.headers },
      payload: body.payload,
    });
    const fileId = (json(remark) as { files: { id: number }[] }).files[0]?.id ?? 0;

    const other = await createOwner(t.app);
    const as = auth(other.token);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as });
    expect((await get(docUrl(main.id))).statusCode).toBe(404);
    expect((await get(listUrl(transit.id))).statusCode).toBe(404);
    expect((await get(`${API}document-remark/?document=${main.id}`)).statusCode).toBe(404);
    expect((await get(`${API}document-file/${fileId}/download`)).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: docUrl(main.id),
      headers: as,
      payload: { document_data: {} },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: docUrl(main.id), headers: as });
    expect(del.statusCode).toBe(404);
    const gen = await t.app.inject({
      method: 'POST',
      url: `${API}generate-document-data/`,
      headers: as,
      payload: { transit: transit.id, type: 4 },
    });
    expect(gen.statusCode).toBe(404);
    expect((await upload(t, other.token, transit.id, await makePdf())).statusCode).toBe(404);
    expect((await get(docUrl(main.id))).statusCode).toBe(404);
    const noToken = await t.app.inject({ method: 'GET', url: docUrl(main.id) });
    expect(noToken.statusCode).toBe(401);

    // Shared in with the other company, the transit's remarks and their photos open there too.
    const share = await shareTransit(t, f.owner.token, transit.id, other.companyId);
    expect(share.statusCode, share.body).toBe(201);
    expect((await get(`${API}document-remark/?document=${main.id}`)).statusCode).toBe(200);
    const photo = await get(`${API}document-file/${fileId}/download`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const third = await createOwner(t.app);
    const thirdPhoto = await t.app.inject({
      method: 'GET',
      url: `${API}document-file/${fileId}/download`,
      headers: auth(third.token),
    });
    expect(thirdPhoto.statusCode).toBe(404);
  });

  it('refuses new documents, edits and deletes once the transit is finished', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const main = await createCmr(t, f.owner.token, transit.id);
    const finish = await t.app.inject({
      method: 'PATCH',
      url: `${transitUrl(transit.id)}finish_transit/`,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    const before = await documentCounts(t);
    const finished = { non_field_errors: ['transit_finished'] };
    const create = await t.app.inject({
      method: 'POST',
      url: DOC,
      headers: auth(f.owner.token),
      payload: { transit: transit.id, type: 4, document_data: main.document_data },
    });
    expect(json(create)).toEqual(finished);
    expect(json(await upload(t, f.owner.token, transit.id, await makePdf()))).toEqual(finished);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: docUrl(main.id),
      headers: auth(f.owner.token),
      payload: { document_data: main.document_data ?? {} },
    });
    expect(json(patch)).toEqual(finished);
    const del = await t.app.inject({
      method: 'DELETE',
      url: docUrl(main.id),
      headers: auth(f.owner.token),
    });
    expect(json(del)).toEqual(finished);
    expect(await documentCounts(t)).toEqual(before);
  });
});
