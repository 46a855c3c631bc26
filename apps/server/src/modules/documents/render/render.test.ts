import { PDFDocument } from 'pdf-lib';
import { uilText } from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { auth, createOwner, json } from '../../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../../test/harness.ts';
import { ecmrSchemaPath, pdfToText, requireTool, validateXml } from '../../../../test/pdf-tools.ts';
import { signaturePng } from '../../../../test/png.ts';
import { createFleet, fullPayload, postTransit } from '../../../../test/transit-fixtures.ts';
import { nowIso } from '../../../db/index.ts';
import * as repo from '../repo.ts';
import { chainHead } from '../chain.ts';
import { storeSignature } from '../service.ts';

const API = '/company/api/v1/';
const POLISH = 'Zażółć gęślą jaźń';
const url = (id: number, what: string) => `${API}document/id/${id}/${what}`;

type DocumentBody = { id: number; sub_documents: number[]; document_data: Record<string, unknown> };

/** A generated document of the transit (4: CMR, 1: WZ) from the data the server proposes. */
async function generatedDocument(t: TestApp, token: string, transit: number, type: number) {
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(token),
    payload: { transit, type },
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const { document_data } = json(generated) as { document_data: Record<string, unknown> };
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(token),
    payload: { transit, type, document_data },
  });
  expect(created.statusCode, created.body).toBe(201);
  return json(created) as DocumentBody;
}

async function setup(t: TestApp) {
  const f = await createFleet(t);
  const transit = await postTransit(
    t,
    f.owner.token,
    fullPayload(f, { sender_instruction: `${POLISH} – ostrożnie` }),
  );
  const main = await generatedDocument(t, f.owner.token, transit.id, 4);
  return { f, transit, main };
}

async function pdfOf(t: TestApp, token: string, id: number): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: url(id, 'pdf'),
    headers: { ...auth(token), 'accept-language': 'pl' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function signWithImage(t: TestApp, documentId: number, type: 'sender' | 'carrier') {
  const document = await t.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const stored = await t.deps.files.put(signaturePng());
  await storeSignature(
    t.db,
    document.transit_id,
    {
      document_id: documentId,
      company_id: document.company_id,
      signed_by_type: type,
      receiver_id: null,
      signature_sha256: stored.sha256,
      signature_data: JSON.stringify({ sign_fullname: 'Józef Łęcki', sign_method: 'on screen' }),
      placement: null,
      signed_by_user_id: null,
      created_at: nowIso(),
    },
    await chainHead(t.db, documentId),
  );
}

describeEachDatabase('documents: PDF, eCMR XML, download and history', (ctx) => {
  const hasPoppler = requireTool('pdftotext', 'poppler-utils');
  const hasXmllint = requireTool('xmllint', 'libxml2-utils');

  it('renders the CMR as an A4 PDF with the data, the labels and the signature', async () => {
    const t = ctx();
    const { f, main } = await setup(t);
    await signWithImage(t, main.id, 'sender');
    const response = await t.app.inject({
      method: 'GET',
      url: url(main.id, 'pdf'),
      headers: { ...auth(f.owner.token), 'accept-language': 'pl' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(response.headers['gt-file-name']))).toBe('CMR.pdf');
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    if (!hasPoppler) return;
    const text = await pdfToText(response.rawPayload);
    expect(text).toContain(f.sender.name);
    expect(text).toContain(f.receiverA.name);
    expect(text).toContain('Palety');
    expect(text).toContain(`${POLISH} – ostrożnie`);
    expect(text).toContain('Józef Łęcki');
    expect(text).toContain('1 Nadawca (nazwisko lub nazwa, adres, kraj) / Sender');
    expect(text).toContain('22 Podpis i stempel nadawcy');
  });

  it('answers eCMR XML for one receiver and refuses it for two', async () => {
    const t = ctx();
    const { f, main } = await setup(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: url(main.id, 'xml/'),
      headers: auth(f.owner.token),
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ document: ['document_xml_not_available'] });

    const subId = main.sub_documents[0];
    if (subId === undefined) throw new Error('no sub-document');
    await signWithImage(t, subId, 'carrier');
    const response = await t.app.inject({
      method: 'GET',
      url: url(subId, 'xml/'),
      headers: auth(f.owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<rsm:eCMR');
    expect(response.body).toContain(f.sender.name);
    expect(response.body).toContain('Józef Łęcki');
    if (!hasXmllint) return;
    await validateXml(response.body, ecmrSchemaPath());
  });

  it('downloads and gives the history as a PDF table', async () => {
    const t = ctx();
    const { f, main } = await setup(t);
    const download = await t.app.inject({
      method: 'GET',
      url: url(main.id, 'download'),
      headers: auth(f.owner.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['gt-file-name']).toBe('CMR.pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const history = await t.app.inject({
      method: 'GET',
      url: url(main.id, 'history'),
      headers: { ...auth(f.owner.token), 'accept-language': 'pl' },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.headers['content-type']).toBe('application/pdf');
    if (!hasPoppler) return;
    const text = await pdfToText(history.rawPayload);
    expect(text).toContain('Historia dokumentu');
    expect(text).toContain('Kto');
    expect(text).toContain('utworzył dokument');
  });

  it('lists every event type in the history with actor, IP, browser, time and location', async () => {
    const t = ctx();
    const { f, main } = await setup(t);
    const document = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', main.id)
      .executeTakeFirstOrThrow();
    const events: { type: string; data: Record<string, unknown> }[] = [
      { type: 'document_updated', data: { fields: ['sender'] } },
      { type: 'remark_added', data: { remark_id: 1, remark_type: 'pickup', photos: 2 } },
      {
        type: 'verification_sent',
        data: { method: 'sms', signed_by_type: 'receiver', phone_hint: '+48 *** *** 123' },
      },
      {
        type: 'verification_failed',
        data: { method: 'pin', signed_by_type: 'carrier', reason: 'wrong_code' },
      },
      { type: 'verification_passed', data: { method: 'sms', signed_by_type: 'receiver' } },
      {
        type: 'sign_attempt_refused',
        data: { signed_by_type: 'sender', errors: { signed_by_type: ['slot_already_signed'] } },
      },
      {
        type: 'document_signed',
        data: { signed_by_type: 'receiver', sign_method: 'sms', content_sha256: 'c'.repeat(64) },
      },
      { type: 'document_shared', data: { channel: 'email' } },
      { type: 'document_downloaded', data: { format: 'pdf' } },
    ];
    for (const event of events) {
      await repo.insertDocumentEvent(t.db, {
        documentId: main.id,
        transitId: document.transit_id,
        companyId: document.company_id,
        actorUserId: null,
        actorCompanyId: null,
        actorName: `Łukasz ${event.type}`,
        ip: '203.0.113.7',
        userAgent: 'TestBrowser/1.0',
        type: event.type,
        data: { type: event.type, ...event.data },
        now: '2026-03-04T05:06:00.000Z',
        geolocation: { latitude: 51.759451, longitude: 19.457216, accuracy: 12 },
      });
    }
    const history = await t.app.inject({
      method: 'GET',
      url: url(main.id, 'history'),
      headers: { ...auth(f.owner.token), 'accept-language': 'en-GB' },
    });
    expect(history.statusCode, history.body).toBe(200);
    if (!hasPoppler) return;
    const text = (await pdfToText(history.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'created the document',
      'changed the data: sender',
      'added a remark (pickup, 2 foto)',
      'sent a verification code: sms',
      'verification failed: pin',
      'verification passed: sms',
      'signing attempt refused: sender',
      'slot_already_signed',
      'signed: receiver, sms',
      'shared: email',
      'downloaded: pdf',
      'Łukasz document_signed',
      '203.0.113.7',
      'TestBrowser/1.0',
      '2026/03/04 06:06',
      '51.75945, 19.45722 (±12 m)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints no eFTI UIL without EFTI_GATE_ID', async () => {
    const t = ctx();
    const { f, main } = await setup(t);
    await signWithImage(t, main.id, 'sender');
    const pdf = await pdfOf(t, f.owner.token, main.id);
    if (!hasPoppler) return;
    const text = await pdfToText(pdf);
    expect(text).toContain('Weryfikacja dokumentu');
    expect(text).not.toContain('UIL');
  });

  it('answers 404 outside the company', async () => {
    const t = ctx();
    const { main } = await setup(t);
    const stranger = await createOwner(t.app);
    for (const what of ['pdf', 'xml/', 'download', 'history']) {
      const response = await t.app.inject({
        method: 'GET',
        url: url(main.id, what),
        headers: auth(stranger.token),
      });
      expect(response.statusCode, what).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: url(main.id, 'pdf') });
    expect(anonymous.statusCode).toBe(401);
  });
});

const GATE_ID = 'gate-pl.test';

describeEachDatabase(
  'documents: the eFTI UIL on the printed CMR',
  (ctx) => {
    const hasPoppler = requireTool('pdftotext', 'poppler-utils');

    async function uilOf(t: TestApp, transit: number): Promise<string> {
      const row = await t.db
        .selectFrom('efti_datasets')
        .select('dataset_id')
        .where('transit_id', '=', transit)
        .executeTakeFirstOrThrow();
      return uilText({ gate_id: GATE_ID, platform_id: 'transitdocs', dataset_id: row.dataset_id });
    }

    it('prints the UIL beside the verification QR code of a signed CMR', async () => {
      const t = ctx();
      const { f, transit, main } = await setup(t);
      await signWithImage(t, main.id, 'sender');
      const pdf = await pdfOf(t, f.owner.token, main.id);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
      if (!hasPoppler) return;
      const text = await pdfToText(pdf);
      const uil = await uilOf(t, transit.id);
      const datasetId = uil.split('/')[2] ?? '';
      expect(text).toContain('eFTI UIL');
      // Each part is printed under its label (the right-hand column: the line's end).
      const lines = text.split('\n').map((l) => l.trimEnd());
      const under = (label: string) => lines[lines.findIndex((l) => l.endsWith(label)) + 1] ?? '';
      expect(under('Bramka / Gate')).toMatch(new RegExp(`\\s${GATE_ID}$`));
      expect(under('Platforma / Platform')).toMatch(/\stransitdocs$/);
      expect(under('Zbiór danych / Dataset')).toMatch(new RegExp(`\\s${datasetId}$`));
      expect(text).toContain(uil);
      // A receiver's copy of the CMR is the same consignment's paper.
      const subId = main.sub_documents[0];
      if (subId === undefined) throw new Error('no sub-document');
      await signWithImage(t, subId, 'carrier');
      expect(await pdfToText(await pdfOf(t, f.owner.token, subId))).toContain(uil);
    });

    it('prints the UIL in the footer of an unsigned CMR (nothing else is there)', async () => {
      const t = ctx();
      const { f, transit, main } = await setup(t);
      const pdf = await pdfOf(t, f.owner.token, main.id);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      if (!hasPoppler) return;
      expect(await pdfToText(pdf)).toContain(`eFTI UIL: ${await uilOf(t, transit.id)}`);
    });

    it('prints no UIL on a document that is not a CMR', async () => {
      const t = ctx();
      const { f, transit } = await setup(t);
      const wz = await generatedDocument(t, f.owner.token, transit.id, 1);
      await signWithImage(t, wz.id, 'sender');
      const pdf = await pdfOf(t, f.owner.token, wz.id);
      if (!hasPoppler) return;
      const text = await pdfToText(pdf);
      expect(text).toContain('Weryfikacja dokumentu');
      expect(text).not.toContain('UIL');
      expect(text).not.toContain((await uilOf(t, transit.id)).split('/')[2]);
    });
  },
  { EFTI_GATE_ID: GATE_ID },
);
