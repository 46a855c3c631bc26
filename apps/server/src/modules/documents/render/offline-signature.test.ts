import { PDFDocument } from 'pdf-lib';
import { ERROR_KEYS } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { auth, json } from '../../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../../test/harness.ts';
import { multipart } from '../../../../test/multipart.ts';
import { pdfToText, requireTool } from '../../../../test/pdf-tools.ts';
import { signaturePng } from '../../../../test/png.ts';
import { createFleet, fullPayload, postTransit } from '../../../../test/transit-fixtures.ts';
import type { DocumentEventData } from '@transitdocs/domain';
import * as repo from '../repo.ts';
import { chainHead } from '../chain.ts';
import { storeSignature, type DocumentEventOut } from '../service.ts';
import { describeEvent } from './service.ts';

/**
 * Signing offline: a signature made on the phone at 08:12 and received at 10:41 (Polish time,
 * UTC+1 in November) shows both times on its stamp, on the verification page and in the history,
 * since paper must tell when the driver signed and that the server learned of it later
 * (docs/decisions/0045-offline-times-on-paper.md); an offline signature refused on arrival stays
 * in the history with its reason.
 */
const API = '/company/api/v1/';
const CAPTURED = '2026-11-26T07:12:00.000Z';
const RECEIVED = '2026-11-26T09:41:00.000Z';
const ONLINE = '2026-11-26T10:05:00.000Z';
const DEVICE_LINE = '2026/11/26 08:12 (urządzenie / device)';
const RECEIPT_LINE = 'otrzymano / received 10:41';
const url = (id: number, what: string) => `${API}document/id/${id}/${what}`;

type Slot = 'sender' | 'carrier';

async function setup(t: TestApp) {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4 },
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const { document_data } = json(generated) as { document_data: Record<string, unknown> };
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4, document_data },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { f, transit, cmr: (json(created) as { id: number }).id };
}

/** An A4 PDF uploaded to the transit (type 6: another document). */
async function uploadPdf(t: TestApp, token: string, transit: number): Promise<number> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Faktura', { x: 60, y: 760, size: 14 });
  const body = multipart(
    [
      { name: 'transit', value: String(transit) },
      { name: 'type', value: '6' },
      { name: 'document', file: Buffer.from(await pdf.save()), fileName: 'faktura.pdf' },
    ],
    'application/pdf',
  );
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: number }).id;
}

/** A signature row as the signing module stores it, received at `createdAt`. */
async function sign(
  t: TestApp,
  documentId: number,
  slot: Slot,
  times: { createdAt: string; capturedAt: string },
  placement: { page: number; x: number; y: number } | null = null,
) {
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
      signed_by_type: slot,
      receiver_id: null,
      signature_sha256: stored.sha256,
      signature_data: JSON.stringify({ sign_fullname: 'Józef Łęcki', sign_method: 'on screen' }),
      placement: placement ? JSON.stringify(placement) : null,
      signed_by_user_id: null,
      captured_at: times.capturedAt,
      created_at: times.createdAt,
    },
    await chainHead(t.db, documentId),
  );
}

async function pdfText(t: TestApp, token: string, id: number, what = 'pdf'): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: url(id, what),
    headers: { ...auth(token), 'accept-language': what === 'history' ? 'en-GB' : 'pl' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (await pdfToText(response.rawPayload)).replace(/[ \t]+/g, ' ');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describeEachDatabase('documents: the times of a signature made offline', (ctx) => {
  const hasPoppler = requireTool('pdftotext', 'poppler-utils');

  it('stamps the device time and the receipt on the CMR and its verification page', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    await sign(t, cmr, 'sender', { createdAt: RECEIVED, capturedAt: CAPTURED });
    await sign(t, cmr, 'carrier', { createdAt: ONLINE, capturedAt: ONLINE });
    if (!hasPoppler) return;
    const text = await pdfText(t, f.owner.token, cmr);
    const [form = '', verification = ''] = text.split('\f');
    // The offline sender's stamp: both times, each line whole (a line wider than the box is cut).
    expect(form).toContain(DEVICE_LINE);
    expect(form).toContain(RECEIPT_LINE);
    // The online carrier's: its one time, as before.
    expect(form).toContain('2026/11/26 11:05');
    expect(count(form, 'urządzenie / device')).toBe(1);
    const lines = verification.replace(/\s+/g, ' ');
    expect(lines).toContain(`${DEVICE_LINE} · ${RECEIPT_LINE} · on screen`);
    expect(lines).toContain('Przewoźnik / Carrier: Józef Łęcki 2026/11/26 11:05 · on screen');
    expect(count(lines, 'urządzenie / device')).toBe(1);
  });

  it('stamps both times on an uploaded PDF', async () => {
    const t = ctx();
    const { f, transit } = await setup(t);
    const upload = await uploadPdf(t, f.owner.token, transit.id);
    const times = { createdAt: RECEIVED, capturedAt: CAPTURED };
    await sign(t, upload, 'sender', times, { page: 1, x: 0.1, y: 0.55 });
    const online = { createdAt: ONLINE, capturedAt: ONLINE };
    await sign(t, upload, 'carrier', online, { page: 1, x: 0.55, y: 0.55 });
    if (!hasPoppler) return;
    const [page = '', verification = ''] = (await pdfText(t, f.owner.token, upload)).split('\f');
    expect(page).toContain(DEVICE_LINE);
    expect(page).toContain(RECEIPT_LINE);
    expect(page).toContain('2026/11/26 11:05');
    expect(count(page, 'urządzenie / device')).toBe(1);
    expect(verification.replace(/\s+/g, ' ')).toContain(`${DEVICE_LINE} · ${RECEIPT_LINE}`);
  });

  it('shows the device time and an offline refusal with its reason in the history', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const document = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', cmr)
      .executeTakeFirstOrThrow();
    const events: DocumentEventData[] = [
      {
        type: 'document_signed',
        signed_by_type: 'sender',
        sign_method: 'on screen',
        captured_at: CAPTURED,
      },
      { type: 'document_signed', signed_by_type: 'carrier', captured_at: RECEIVED },
      {
        type: 'sign_attempt_refused',
        offline: true,
        signed_by_type: 'receiver',
        reason: 'offline_slot_signed',
        item_id: '0b6c3f4e-8a51-4d1e-9c1a-2f3e4d5c6b7a',
        key_id: 3,
        signer_name: 'Zdzisław Żak',
        captured_at: CAPTURED,
        errors: { signed_by_type: ['offline_slot_signed'] },
      },
    ];
    for (const data of events) {
      await repo.insertDocumentEvent(t.db, {
        documentId: cmr,
        transitId: document.transit_id,
        companyId: document.company_id,
        actorUserId: null,
        actorCompanyId: null,
        actorName: 'Łukasz Kierowca',
        ip: null,
        userAgent: null,
        type: data.type,
        data,
        now: RECEIVED,
      });
    }
    if (!hasPoppler) return;
    const text = (await pdfText(t, f.owner.token, cmr, 'history')).replace(/\s+/g, ' ');
    // The cells wrap (-layout keeps the columns side by side): each part is read on its own.
    expect(text).toContain('signed: sender, on screen, captured');
    expect(count(text, '2026/11/26 08:12 on the device')).toBe(2);
    // Received within the minute it was made: no second time.
    expect(text).toContain('signed: carrier');
    expect(text).toContain('offline signature refused (receiver):');
    expect(text).toContain('someone else signed the box meanwhile, Zdzisław Żak, captured');
  });
});

describe('history: offline refusal reasons', () => {
  const refused = (reason: string, language = 'en'): string => {
    const event: DocumentEventOut = {
      id: 1,
      type: 'sign_attempt_refused',
      data: {
        type: 'sign_attempt_refused',
        offline: true,
        signed_by_type: 'sender',
        reason,
        signer_name: 'Jan Nowak',
        captured_at: CAPTURED,
        errors: {},
      },
      actor: 'Jan Nowak',
      actorApiKey: null,
      actorCompany: null,
      ip: null,
      userAgent: null,
      createdAt: RECEIVED,
    };
    return describeEvent(event, language);
  };

  it('words every reason an offline signature can be refused for, in Polish and English', () => {
    // Every error key of signing offline but those of registering a device key, which never
    // answer a signature.
    const reasons = ERROR_KEYS.filter(
      (key) =>
        /^(offline_|signing_key_|captured_at_)/.test(key) && key !== 'signing_key_private_part',
    );
    expect(reasons).toContain('offline_document_changed');
    for (const reason of reasons) {
      for (const language of ['pl', 'en']) {
        const text = refused(reason, language);
        expect(text, `${reason} ${language}`).not.toContain(reason);
        expect(text).toContain('Jan Nowak');
        expect(text).toContain('2026/11/26 08:12');
      }
    }
    expect(refused('offline_document_changed', 'pl')).toBe(
      'podpis offline odrzucony (sender): w międzyczasie dokument został zmieniony, Jan Nowak, ' +
        'złożony na urządzeniu 2026/11/26 08:12',
    );
    // A key with values (`captured_at_too_old?days=7`) reads as its key.
    expect(refused('captured_at_too_old?days=7')).toContain('made too long ago to be accepted');
    expect(refused('')).toBe(
      'offline signature refused (sender), Jan Nowak, captured 2026/11/26 08:12 on the device',
    );
    // Any other refusal is named by its key.
    expect(refused('field_required')).toContain(
      'offline signature refused (sender): field_required',
    );
  });
});
