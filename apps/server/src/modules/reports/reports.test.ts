import ExcelJS from 'exceljs';
import {
  REPORT_COLUMNS,
  REPORT_CONTENT_TYPE,
  defaultReportColumns,
  type ReportSettingsResponse,
  type TransitCreateInput,
} from '@transitdocs/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { nowIso, type Db } from '../../db/index.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { auth, createEmployee, createOwner, json } from '../../../test/factories.ts';
import { insertClient, shareTransit } from '../../../test/transit-fixtures.ts';

const SETTINGS = '/company/api/v1/company-report-settings/';
const REPORT = '/company/api/v1/transits-report/';

async function postTransit(
  app: FastifyInstance,
  token: string,
  body: TransitCreateInput,
): Promise<{ id: number; transit_number: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/company/api/v1/all-transit/',
    headers: auth(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; transit_number: string }>();
}

async function readSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The cells of a row, empty ones as '' (exceljs leaves them out). */
function rowValues(sheet: ExcelJS.Worksheet, index: number): unknown[] {
  const row = sheet.getRow(index);
  return Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? '');
}

function rowFonts(sheet: ExcelJS.Worksheet, index: number): (Partial<ExcelJS.Font> | undefined)[] {
  const row = sheet.getRow(index);
  return Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).font);
}

/** A main document with real signatures, as the signing module stores them. */
async function signMainDocument(db: Db, transit: { id: number }, companyId: number) {
  const now = nowIso();
  const document = await db
    .insertInto('documents')
    .values({
      transit_id: transit.id,
      company_id: companyId,
      type: 1,
      name: 'CMR',
      document_data: JSON.stringify({
        order: 'ZAM/7/2026',
        invoiceNumberAndDate: 'FV 12/11/2026',
        attachedDocuments: [{ type: 'WZ', id: '15/2026' }],
      }),
      file_sha256: null,
      file_size: null,
      original_file_name: null,
      parent_document_id: null,
      receiver_id: null,
      is_main_document: 1,
      content_sha256: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signature = (type: string, createdAt: string, company: string) => ({
    document_id: document.id,
    company_id: companyId,
    signed_by_type: type,
    receiver_id: null,
    signature_sha256: null,
    signature_data: JSON.stringify({
      sign_fullname: 'Jan Kowalski',
      sign_company_name: company,
      sign_company_vies: 'PL5260250274',
      sign_method: 'pin',
    }),
    placement: null,
    signed_by_user_id: null,
    created_at: createdAt,
    content_sha256: null,
    image_sha256: null,
    chain_sha256: null,
    ip: null,
    user_agent: null,
    geolocation: null,
    verification_method: 'pin',
    actor_name: null,
  });
  await db
    .insertInto('document_signatures')
    .values([
      signature('sender', '2026-11-21T08:30:00.000Z', 'Nadawca Łódź'),
      signature('driver', '2026-11-21T09:05:00.000Z', 'Przewoźnik Ś'),
    ])
    .execute();
  return document.id;
}

describeEachDatabase('transit report', (ctx) => {
  it('keeps the named report columns in the user order, primary account only', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    // A new company has all 20 columns named in the owner's language (Polish by default).
    const initial = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) });
    expect(initial.json()).toEqual({
      columns: defaultReportColumns('pl'),
      available: [...REPORT_COLUMNS],
    });
    const put = await app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: {
        columns: [
          { key: 'receiver', name: 'Odbiorca' },
          { key: 'sender', name: '' },
          { key: 'row_number', name: 'Lp.' },
          { key: 'document_preview_link', name: 'Podgląd' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = [
      { key: 'receiver', name: 'Odbiorca' },
      { key: 'row_number', name: 'Lp.' },
      { key: 'document_preview_link', name: 'Podgląd' },
    ];
    expect(put.json<ReportSettingsResponse>().columns).toEqual(expected);
    const again = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) });
    expect(again.json<ReportSettingsResponse>().columns).toEqual(expected);
    // The profile settings show the same, in the same order.
    const profile = await app.inject({
      method: 'GET',
      url: '/company/api/v1/profile-settings/',
      headers: auth(owner.token),
    });
    const stored = Object.entries(json(profile).report_settings as object);
    expect(stored.filter(([, name]) => name !== '')).toEqual(expected.map((c) => [c.key, c.name]));
    expect(stored).toHaveLength(REPORT_COLUMNS.length);

    const twice = await app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: {
        columns: [
          { key: 'sender', name: 'A' },
          { key: 'sender', name: 'B' },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(json(twice)).toEqual({ columns: ['invalid_choice'] });
    const admin = await createEmployee(app, db, owner.companyId, { role: 'Admin', pin: '1234' });
    const denied = await app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(admin.token),
      payload: { columns: [] },
    });
    expect(denied.statusCode).toBe(403);
    const other = await createOwner(app, {}, { 'accept-language': 'de-DE,de;q=0.9' });
    const foreign = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(other.token) });
    expect(foreign.json<ReportSettingsResponse>().columns).toEqual(defaultReportColumns('de'));

    // Cleared columns stay cleared, all of them too: the defaults do not come back.
    const cleared = await app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { columns: [] },
    });
    expect(cleared.json<ReportSettingsResponse>().columns).toEqual([]);
    const still = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) });
    expect(still.json<ReportSettingsResponse>().columns).toEqual([]);
  });

  it('a new owner downloads a report at once, the columns named in his language', async () => {
    const { app } = ctx();
    const owner = await createOwner(app, {}, { 'accept-language': 'en-GB' });
    await postTransit(app, owner.token, { loading_date: '2026-11-10' });
    const response = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(owner.token),
      payload: { start_date: '2026-11-01', end_date: '2026-11-30' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(rowValues(sheet, 1)).toEqual(defaultReportColumns('en-GB').map((column) => column.name));
    expect(rowValues(sheet, 2)[0]).toBe(1);
    // The profile settings show the same defaults.
    const profile = await app.inject({
      method: 'GET',
      url: '/company/api/v1/profile-settings/',
      headers: auth(owner.token),
    });
    expect(json(profile).report_settings).toMatchObject({ sender: 'Sender', carrier: 'Carrier' });
  });

  it('takes the columns named as flat fields of the body, in the body order (spec 3 §7)', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    await postTransit(app, owner.token, { loading_date: '2026-11-10' });
    const response = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(owner.token),
      payload: {
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        receiver: 'Odbiorca',
        row_number: 'Lp.',
        invoice: '',
        sender: 'Nadawca',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await readSheet(response.rawPayload);
    expect(rowValues(sheet, 1)).toEqual(['Odbiorca', 'Lp.', 'Nadawca']);
    expect(rowValues(sheet, 2)[1]).toBe(1);
    // One way of naming the columns at a time; a name that is not text answers on its field.
    const refused: [Record<string, unknown>, unknown][] = [
      [
        { sender: 'Nadawca', columns: [{ key: 'row_number', name: 'Lp.' }] },
        { sender: ['report_columns_twice'] },
      ],
      [{ sender: 7 }, { sender: ['invalid_type'] }],
    ];
    for (const [fields, body] of refused) {
      const answer = await app.inject({
        method: 'POST',
        url: REPORT,
        headers: auth(owner.token),
        payload: { start_date: '2026-11-01', end_date: '2026-11-30', ...fields },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(json(answer)).toMatchObject(body as object);
    }
  });

  it('builds the XLSX with the named columns in order, signatures and a working link', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const sender = await insertClient(db, owner.companyId, 'Nadawca Łódź');
    const receiver = await insertClient(db, owner.companyId, 'Odbiorca Gdańsk');
    const carrier = await insertClient(db, owner.companyId, 'Przewoźnik Ś');
    const signed = await postTransit(app, owner.token, {
      loading_date: '2026-11-21',
      unloading_date: '2026-11-23',
      sender_client: sender.id,
      receivers: [
        {
          client: receiver.id,
          cargo: [
            { name: 'Palety', quantity: 33 },
            { name: 'Kartony', quantity: 10 },
          ],
          destiny_places: [
            {
              address: 'ul. Długa 1',
              zip_code: '80-001',
              town: 'Gdańsk',
              country: 'PL',
              latitude: '54.35',
              longitude: '18.65',
            },
          ],
        },
      ],
      carrier: [{ client: carrier.id }],
    });
    const plain = await postTransit(app, owner.token, {
      loading_date: '2026-11-20',
      sender_client: sender.id,
    });
    // Outside the range.
    await postTransit(app, owner.token, { loading_date: '2026-12-01', sender_client: sender.id });
    const documentId = await signMainDocument(db, signed, owner.companyId);

    const columns = [
      { key: 'row_number', name: 'Lp.' },
      { key: 'document_number', name: 'Numer' },
      { key: 'sender', name: 'Nadawca' },
      { key: 'receiver', name: 'Odbiorca' },
      { key: 'loading_date', name: 'Załadunek' },
      { key: 'sender_sign_date', name: 'Podpis nadawcy' },
      { key: 'sender_stamp', name: 'Pieczątka nadawcy' },
      { key: 'carrier_sign_date', name: 'Podpis przewoźnika' },
      { key: 'receiver_sign_date', name: 'Podpis odbiorcy' },
      { key: 'cargo_type', name: 'Towar' },
      { key: 'cargo_quantity', name: 'Ilość' },
      { key: 'destination', name: 'Cel' },
      { key: 'order', name: 'Zlecenie' },
      { key: 'invoice', name: 'Faktura' },
      { key: 'attached_documents', name: 'Załączniki' },
      { key: 'carrier', name: 'Przewoźnik' },
      { key: 'document_preview_link', name: 'Podgląd' },
      { key: 'unloading_date', name: '' },
    ];
    await app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(owner.token),
      payload: { columns },
    });
    const response = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(owner.token),
      payload: { start_date: '2026-11-01', end_date: '2026-11-30' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(REPORT_CONTENT_TYPE);
    expect(response.headers['gt-file-name']).toBe('raport_2026-11-01_2026-11-30.xlsx');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="raport_2026-11-01_2026-11-30.xlsx"',
    );
    const sheet = await readSheet(response.rawPayload);
    // The unnamed column is left out.
    expect(rowValues(sheet, 1)).toEqual(columns.slice(0, -1).map((c) => c.name));
    expect(sheet.rowCount).toBe(3);
    // The header row is bold and frozen (stays in view when scrolling); data rows are plain.
    expect(rowFonts(sheet, 1).map((font) => font?.bold)).toEqual(
      columns.slice(0, -1).map(() => true),
    );
    expect(rowFonts(sheet, 3).some((font) => font?.bold)).toBe(false);
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 1 })]);
    expect(rowValues(sheet, 2)).toEqual([
      1,
      plain.transit_number,
      'Nadawca Łódź',
      '',
      '2026-11-20',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      {
        text: `http://transitdocs.test/documents/${plain.id}/documents`,
        hyperlink: `http://transitdocs.test/documents/${plain.id}/documents`,
      },
    ]);
    const second = rowValues(sheet, 3);
    expect(second.slice(0, 5)).toEqual([
      2,
      signed.transit_number,
      'Nadawca Łódź',
      'Odbiorca Gdańsk',
      '2026-11-21',
    ]);
    // Polish time of the real signatures (UTC+1 in November); a driver signs for the carrier.
    expect(second[5]).toBe('2026-11-21 09:30');
    expect(String(second[6]).split('\n')).toEqual([
      'Nadawca Łódź',
      '2026/11/21 09:30',
      'Jan Kowalski',
      'VIES: PL5260250274',
      'pin',
    ]);
    expect(second[7]).toBe('2026-11-21 10:05');
    expect(second[8]).toBe('');
    expect(second.slice(9, 16)).toEqual([
      'Palety; Kartony',
      '33; 10',
      'ul. Długa 1, 80-001 Gdańsk, PL',
      'ZAM/7/2026',
      'FV 12/11/2026',
      'WZ 15/2026',
      'Przewoźnik Ś',
    ]);
    const link = `http://transitdocs.test/documents/${signed.id}/${documentId}/preview`;
    expect(second[16]).toEqual({ text: link, hyperlink: link });
  });

  it('refuses bad dates and a report without named columns; reports only own transits', async () => {
    const { app } = ctx();
    const a = await createOwner(app);
    const b = await createOwner(app);
    await postTransit(app, a.token, { loading_date: '2026-11-10' });
    // The owner left every column unnamed: no column to report.
    const clear = await app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(a.token),
      payload: { columns: [] },
    });
    expect(clear.statusCode).toBe(200);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ start_date: '01.11.2026', end_date: '2026-11-30' }, { start_date: ['invalid_date'] }],
      [
        { start_date: '2026-11-30', end_date: '2026-11-01' },
        { end_date: ['date_range_incorrect'] },
      ],
      [{ start_date: '2026-11-01', end_date: '2026-11-30' }, { columns: ['report_no_columns'] }],
      [
        { start_date: '2026-11-01', end_date: '2026-11-30', columns: [{ key: 'x', name: 'X' }] },
        { columns: { '0': { key: ['invalid_choice'] } } },
      ],
    ];
    for (const [payload, body] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: REPORT,
        headers: auth(a.token),
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual(body);
    }
    const own = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(a.token),
      payload: {
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        columns: [{ key: 'row_number', name: 'Lp.' }],
      },
    });
    expect((await readSheet(own.rawPayload)).rowCount).toBe(2);
    const foreign = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(b.token),
      payload: {
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        columns: [{ key: 'row_number', name: 'Lp.' }],
      },
    });
    expect(foreign.statusCode).toBe(200);
    expect((await readSheet(foreign.rawPayload)).rowCount).toBe(1);
    expect((await app.inject({ method: 'POST', url: REPORT, payload: {} })).statusCode).toBe(401);
  });

  it('includes transits another company shared in, with their signatures and a working link', async () => {
    const t = ctx();
    const { app, db } = t;
    const a = await createOwner(app);
    const b = await createOwner(app);
    const c = await createOwner(app);
    const sender = await insertClient(db, a.companyId, 'Nadawca Łódź');
    const shared = await postTransit(app, a.token, {
      loading_date: '2026-11-21',
      sender_client: sender.id,
    });
    const notShared = await postTransit(app, a.token, { loading_date: '2026-11-22' });
    const documentId = await signMainDocument(db, shared, a.companyId);
    expect((await shareTransit(t, a.token, shared.id, b.companyId)).statusCode).toBe(201);
    const ownOfB = await postTransit(app, b.token, { loading_date: '2026-11-20' });

    /** The data rows of the caller's November report. */
    const reportRows = async (token: string) => {
      const response = await app.inject({
        method: 'POST',
        url: REPORT,
        headers: auth(token),
        payload: {
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          columns: [
            { key: 'document_number', name: 'Numer' },
            { key: 'sender', name: 'Nadawca' },
            { key: 'sender_sign_date', name: 'Podpis nadawcy' },
            { key: 'sender_stamp', name: 'Pieczątka nadawcy' },
            { key: 'carrier_sign_date', name: 'Podpis przewoźnika' },
            { key: 'document_preview_link', name: 'Podgląd' },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const sheet = await readSheet(response.rawPayload);
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowValues(sheet, i + 2));
    };
    const link = (path: string) => ({
      text: `http://transitdocs.test/documents/${path}`,
      hyperlink: `http://transitdocs.test/documents/${path}`,
    });
    expect(await reportRows(b.token)).toEqual([
      [ownOfB.transit_number, '', '', '', '', link(`${ownOfB.id}/documents`)],
      [
        shared.transit_number,
        'Nadawca Łódź',
        '2026-11-21 09:30',
        ['Nadawca Łódź', '2026/11/21 09:30', 'Jan Kowalski', 'VIES: PL5260250274', 'pin'].join(
          '\n',
        ),
        '2026-11-21 10:05',
        link(`${shared.id}/${documentId}/preview`),
      ],
    ]);
    // The linked document opens for the company the transit was shared with.
    const opened = await app.inject({
      method: 'GET',
      url: `/company/api/v1/transit-document/${documentId}/`,
      headers: auth(b.token),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // The owner still reports both of its transits; a third company neither.
    expect((await reportRows(a.token)).map((row) => row[0])).toEqual([
      shared.transit_number,
      notShared.transit_number,
    ]);
    expect(await reportRows(c.token)).toEqual([]);
  });

  it('gives a driver only the transits he drives', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const driver = await createEmployee(app, db, owner.companyId, {
      role: 'Kierowca',
      pin: '1234',
    });
    const carrier = await insertClient(db, owner.companyId, 'Przewoźnik');
    const driven = await postTransit(app, owner.token, {
      loading_date: '2026-11-05',
      carrier: [{ client: carrier.id, driver: driver.id }],
    });
    await postTransit(app, owner.token, { loading_date: '2026-11-06' });
    const payload = {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      columns: [{ key: 'document_number', name: 'Numer' }],
    };
    const own = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(driver.token),
      payload,
    });
    expect(own.statusCode, own.body).toBe(200);
    const sheet = await readSheet(own.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(rowValues(sheet, 2)).toEqual([driven.transit_number]);
    const all = await app.inject({
      method: 'POST',
      url: REPORT,
      headers: auth(owner.token),
      payload,
    });
    expect((await readSheet(all.rawPayload)).rowCount).toBe(3);
  });
});
