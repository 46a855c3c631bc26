import iconv from 'iconv-lite';
import {
  CSV_DELIMITER_CHARS,
  CSV_IMPORT_FIELD_KEYS,
  DEFAULT_CSV_COMPANY_SETTINGS,
  type CsvImportResponse,
  type CsvMetadataResponse,
  type CsvSeparator,
  type Transit,
} from '@transitdocs/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  auth,
  createCompany,
  createEmployee,
  createOwner,
  json,
  uniqueNip,
  uniquePhone,
} from '../../../test/factories.ts';
import { mfSubject, startFakeLookups, type FakeLookupServer } from '../../../test/fake-lookups.ts';
import { multipart as multipartBody, type Part } from '../../../test/multipart.ts';
import { childSortKeys } from '../../../test/transit-fixtures.ts';

const METADATA = '/company/api/v1/csv/metadata/';
const IMPORT = '/company/api/v1/csv/import/';
const SETTINGS = '/company/api/v1/csv/company-settings/';

const multipart = (parts: Part[]) => multipartBody(parts, 'text/csv');

/** The columns of the test files, as a Polish spreadsheet names them. */
const HEADER = [
  'Data załadunku',
  'Nadawca',
  'NIP nadawcy',
  'Adres nadawcy',
  'Kod nadawcy',
  'Miasto nadawcy',
  'Odbiorca',
  'NIP odbiorcy',
  'Adres odbiorcy',
  'Kod odbiorcy',
  'Miasto odbiorcy',
  'Towar',
  'Ilość',
  'Przewoźnik',
  'NIP przewoźnika',
  'Adres przewoźnika',
  'Kod przewoźnika',
  'Miasto przewoźnika',
  'Telefon kierowcy',
  'Nr rejestracyjny',
] as const;
type Column = (typeof HEADER)[number];

const MAPPING = {
  loading_date: 'Data załadunku',
  sender_name: 'Nadawca',
  sender_nip: 'NIP nadawcy',
  sender_address: 'Adres nadawcy',
  sender_zip_code: 'Kod nadawcy',
  sender_town: 'Miasto nadawcy',
  receiver_name: 'Odbiorca',
  receiver_nip: 'NIP odbiorcy',
  receiver_address: 'Adres odbiorcy',
  receiver_zip_code: 'Kod odbiorcy',
  receiver_town: 'Miasto odbiorcy',
  cargo_name: 'Towar',
  cargo_quantity: 'Ilość',
  carrier_name: 'Przewoźnik',
  carrier_nip: 'NIP przewoźnika',
  carrier_address: 'Adres przewoźnika',
  carrier_zip_code: 'Kod przewoźnika',
  carrier_town: 'Miasto przewoźnika',
  driver_phone: 'Telefon kierowcy',
  vehicle_number: 'Nr rejestracyjny',
};

type Row = Partial<Record<Column, string>>;

/** A complete row; each party gets its own fresh NIP unless given. */
function row(overrides: Row = {}): Row {
  return {
    'Data załadunku': '21.11.2026',
    Nadawca: 'Nadawca Źródłowa Sp. z o.o.',
    'NIP nadawcy': uniqueNip(),
    'Adres nadawcy': 'ul. Źródłowa 3',
    'Kod nadawcy': '90-001',
    'Miasto nadawcy': 'Łódź',
    Odbiorca: 'Odbiorca Gdańsk S.A.',
    'NIP odbiorcy': uniqueNip(),
    'Adres odbiorcy': 'ul. Długa 1',
    'Kod odbiorcy': '80-001',
    'Miasto odbiorcy': 'Gdańsk',
    Towar: 'Palety EUR',
    Ilość: '33',
    Przewoźnik: '',
    'NIP przewoźnika': '',
    'Adres przewoźnika': '',
    'Kod przewoźnika': '',
    'Miasto przewoźnika': '',
    'Telefon kierowcy': '',
    'Nr rejestracyjny': '',
    ...overrides,
  };
}

/** Quotes a cell when it holds the separator, a quote or a line break. */
function cell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

function csvText(rows: Row[], separator: CsvSeparator = 'semicolon'): string {
  const char = CSV_DELIMITER_CHARS[separator];
  const lines = [
    HEADER.map((name) => cell(name, char)).join(char),
    ...rows.map((r) => HEADER.map((name) => cell(r[name] ?? '', char)).join(char)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

type ImportOptions = {
  file: Buffer;
  delimiter?: CsvSeparator;
  encoding?: string;
  mapping?: Record<string, string>;
  settings?: Record<string, unknown>;
};

async function postImport(app: FastifyInstance, token: string, options: ImportOptions) {
  const body = multipart([
    { name: 'file', file: options.file, fileName: 'transits.csv' },
    { name: 'delimiter', value: options.delimiter ?? 'semicolon' },
    ...(options.encoding ? [{ name: 'encoding', value: options.encoding }] : []),
    { name: 'mapping', value: JSON.stringify(options.mapping ?? MAPPING) },
    { name: 'settings', value: JSON.stringify(options.settings ?? {}) },
  ]);
  return app.inject({
    method: 'POST',
    url: IMPORT,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
}

async function importRows(
  app: FastifyInstance,
  token: string,
  options: ImportOptions,
): Promise<CsvImportResponse> {
  const response = await postImport(app, token, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CsvImportResponse>();
}

async function getTransit(app: FastifyInstance, token: string, id: number): Promise<Transit> {
  const response = await app.inject({
    method: 'GET',
    url: `/company/api/v1/all-transit/${id}/`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Transit>();
}

async function countOf(db: Db, table: 'transits' | 'clients', companyId: number): Promise<number> {
  const result = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(result.n);
}

let lookups: FakeLookupServer;
beforeAll(async () => {
  lookups = await startFakeLookups();
});
afterAll(async () => {
  await lookups.close();
});

describeEachDatabase(
  'csv import',
  (ctx) => {
    it('reads the metadata: columns, example rows and the importable fields', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const rows = [row(), row({ Odbiorca: 'Drugi' })];
      const body = multipart([
        { name: 'file', file: Buffer.from(csvText(rows)), fileName: 'a.csv' },
        { name: 'delimiter', value: 'semicolon' },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: METADATA,
        payload: body.payload,
        headers: { ...auth(owner.token), ...body.headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      const metadata = response.json<CsvMetadataResponse>();
      expect(metadata.columns).toEqual([...HEADER]);
      expect(metadata.row_count).toBe(2);
      expect(metadata.encoding).toBe('utf-8');
      expect(metadata.example_rows[1]?.[6]).toBe('Drugi');
      expect(metadata.mapping_options.map((o) => o.key)).toEqual(CSV_IMPORT_FIELD_KEYS);
      expect(metadata.mapping_options.find((o) => o.key === 'loading_date')?.required).toBe(true);
    });

    it('imports with each delimiter, quoted cells holding the separator', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const separators: CsvSeparator[] = ['comma', 'semicolon', 'pipe', 'hyphen', 'tab'];
      for (const delimiter of separators) {
        const char = CSV_DELIMITER_CHARS[delimiter];
        const address = `ul. Długa 1${char} lok. "B"`;
        const result = await importRows(app, owner.token, {
          file: Buffer.from(csvText([row({ 'Adres odbiorcy': address })], delimiter)),
          delimiter,
          // With the hyphen the dates must not contain one.
          settings: { date_format: 'dmY', date_separator: '.' },
        });
        expect(result.errors, delimiter).toEqual([]);
        expect(result.added_transits, delimiter).toHaveLength(1);
        const receiver = result.added_clients.find((c) => c.name === 'Odbiorca Gdańsk S.A.');
        const client = await app.inject({
          method: 'GET',
          url: `/company/api/v1/client/${receiver?.id}/`,
          headers: auth(owner.token),
        });
        expect(json(client).address, delimiter).toBe(address);
      }
    });

    it('reads each date format and separator', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const cases = [
        ['Ymd', '-', '2026-11-21'],
        ['Ydm', '.', '2026.21.11'],
        ['mdY', '/', '11/21/2026'],
        ['dmY', '.', '21.11.2026'],
      ] as const;
      for (const [format, separator, text] of cases) {
        const result = await importRows(app, owner.token, {
          file: Buffer.from(csvText([row({ 'Data załadunku': text })])),
          settings: { date_format: format, date_separator: separator },
        });
        expect(result.errors, format).toEqual([]);
        const id = result.added_transits[0]?.id ?? 0;
        expect((await getTransit(app, owner.token, id)).loading_date, format).toBe('2026-11-21');
      }
      // A date in another format than chosen is that row's error.
      const wrong = await importRows(app, owner.token, {
        file: Buffer.from(csvText([row({ 'Data załadunku': '2026-11-21' })])),
      });
      expect(wrong.errors).toEqual([
        { row: 2, field: 'loading_date', column: 'Data załadunku', message: 'invalid_date' },
      ]);
    });

    it('keeps Polish letters from a UTF-8 file with a BOM and from Windows-1250', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const text = csvText([row({ Odbiorca: 'Źródło Łódź Żółć Sp. z o.o.' })]);

      const bom = await importRows(app, owner.token, {
        file: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      });
      expect(bom.errors).toEqual([]);
      expect(bom.added_clients.map((c) => c.name)).toContain('Źródło Łódź Żółć Sp. z o.o.');

      const cp1250 = iconv.encode(csvText([row({ Odbiorca: 'Ćma Śląska Żółć' })]), 'win1250');
      const metadata = await app.inject({
        method: 'POST',
        url: METADATA,
        ...(() => {
          const body = multipart([
            { name: 'file', file: cp1250, fileName: 'a.csv' },
            { name: 'delimiter', value: 'semicolon' },
          ]);
          return { payload: body.payload, headers: { ...auth(owner.token), ...body.headers } };
        })(),
      });
      expect(metadata.json<CsvMetadataResponse>()).toMatchObject({
        encoding: 'windows-1250',
        columns: [...HEADER],
      });
      const detected = await importRows(app, owner.token, { file: cp1250 });
      expect(detected.errors).toEqual([]);
      const transit = await getTransit(app, owner.token, detected.added_transits[0]?.id ?? 0);
      expect(transit.receivers[0]?.client.name).toBe('Ćma Śląska Żółć');
      expect(transit.sender_location).toEqual([]);

      const chosen = await importRows(app, owner.token, {
        file: iconv.encode(csvText([row({ Odbiorca: 'Gęś Wąska' })]), 'win1250'),
        encoding: 'windows-1250',
      });
      expect(chosen.added_clients.map((c) => c.name)).toContain('Gęś Wąska');
    });

    it('reports a row with an invalid NIP and imports the others', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const result = await importRows(app, owner.token, {
        file: Buffer.from(
          csvText([
            row({ Odbiorca: 'Pierwszy' }),
            row({ Odbiorca: 'Zły NIP', 'NIP odbiorcy': '1234567890' }),
            row({ Odbiorca: 'Trzeci' }),
          ]),
        ),
      });
      expect(result.errors).toEqual([
        { row: 3, field: 'receiver_nip', column: 'NIP odbiorcy', message: 'nip_incorrect' },
      ]);
      expect(result.added_transits.map((t) => t.row)).toEqual([2, 4]);
      expect(await countOf(db, 'transits', owner.companyId)).toBe(2);
      // The rejected row's other contractors were not created either.
      expect(result.added_clients).toHaveLength(4);
      expect(await countOf(db, 'clients', owner.companyId)).toBe(4);
      const first = await getTransit(app, owner.token, result.added_transits[0]?.id ?? 0);
      expect(first).toMatchObject({
        loading_date: '2026-11-21',
        receivers: [
          { client: { name: 'Pierwszy' }, cargo: [{ name: 'Palety EUR', quantity: 33 }] },
        ],
        carrier: [],
      });
    });

    it('reuses contractors found by NIP, in the company and across rows', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const existingNip = uniqueNip();
      const created = await app.inject({
        method: 'POST',
        url: '/company/api/v1/client/',
        headers: auth(owner.token),
        payload: {
          name: 'Stały Odbiorca',
          address: 'ul. Polna 5',
          zip_code: '31-000',
          town: 'Kraków',
          country: 'PL',
          nip: existingNip,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const existingId = json(created).id;
      const senderNip = uniqueNip();
      const result = await importRows(app, owner.token, {
        file: Buffer.from(
          csvText([
            row({ 'NIP nadawcy': senderNip, 'NIP odbiorcy': existingNip }),
            row({
              'NIP nadawcy': `PL${senderNip}`,
              'NIP odbiorcy': existingNip,
              Odbiorca: 'Inna nazwa',
            }),
            row({ 'NIP nadawcy': senderNip, 'NIP odbiorcy': existingNip }),
          ]),
        ),
      });
      expect(result.errors).toEqual([]);
      expect(result.added_clients.map(({ name, vies }) => ({ name, vies }))).toEqual([
        { name: 'Nadawca Źródłowa Sp. z o.o.', vies: `PL${senderNip}` },
      ]);
      expect(await countOf(db, 'clients', owner.companyId)).toBe(2);
      for (const added of result.added_transits) {
        const transit = await getTransit(app, owner.token, added.id);
        expect(transit.receivers[0]?.client.id).toBe(existingId);
        expect(transit.sender_client?.id).toBe(result.added_clients[0]?.id);
      }
    });

    it('looks a NIP-only contractor up with use_nip_when_contractor_missing', async () => {
      const { app } = ctx();
      const owner = await createOwner(app);
      const nip = uniqueNip();
      lookups.answers.set(
        nip,
        mfSubject(nip, 'REJESTR SPÓŁKA Z O.O.', 'ul. Kwiatowa 7, 60-100 Poznań'),
      );
      const file = Buffer.from(
        csvText([
          row({
            Odbiorca: '',
            'NIP odbiorcy': nip,
            'Adres odbiorcy': '',
            'Kod odbiorcy': '',
            'Miasto odbiorcy': '',
          }),
        ]),
      );
      const without = await importRows(app, owner.token, { file });
      expect(without.errors).toEqual([
        { row: 2, field: 'receiver_name', column: 'Odbiorca', message: 'field_required' },
      ]);
      const withOption = await importRows(app, owner.token, {
        file,
        settings: { use_nip_when_contractor_missing: true },
      });
      expect(withOption.errors).toEqual([]);
      const transit = await getTransit(app, owner.token, withOption.added_transits[0]?.id ?? 0);
      expect(transit.receivers[0]?.client).toMatchObject({
        name: 'REJESTR SPÓŁKA Z O.O.',
        town: 'Poznań',
        vies: `PL${nip}`,
      });
      // A NIP the registry does not know is reported on the NIP.
      const unknown = await importRows(app, owner.token, {
        file: Buffer.from(csvText([row({ Odbiorca: '', 'NIP odbiorcy': uniqueNip() })])),
        settings: { use_nip_when_contractor_missing: true },
      });
      expect(unknown.errors).toEqual([
        {
          row: 2,
          field: 'receiver_nip',
          column: 'NIP odbiorcy',
          message: 'vies_unable_retriving_from_database',
        },
      ]);
    });

    it('uses the own company for a missing sender, receiver or carrier when asked', async () => {
      const { app, db } = ctx();
      const company = await createCompany(app);
      const empty: Row = {
        Nadawca: '',
        'NIP nadawcy': '',
        'Adres nadawcy': '',
        'Kod nadawcy': '',
        'Miasto nadawcy': '',
        Odbiorca: '',
        'NIP odbiorcy': '',
        'Adres odbiorcy': '',
        'Kod odbiorcy': '',
        'Miasto odbiorcy': '',
        'Nr rejestracyjny': 'EL 12345',
      };
      const file = Buffer.from(csvText([row(empty), row(empty)]));
      const plain = await importRows(app, company.token, { file });
      // No receiver: the cargo has nobody to go to; no carrier: the vehicle has nobody either.
      expect(plain.errors.map((e) => [e.row, e.field, e.message])).toEqual([
        [2, 'receiver_name', 'field_required'],
        [2, 'carrier_name', 'field_required'],
        [3, 'receiver_name', 'field_required'],
        [3, 'carrier_name', 'field_required'],
      ]);
      const result = await importRows(app, company.token, {
        file,
        settings: {
          use_my_company_when_sender_missing: true,
          use_my_company_when_receiver_missing: true,
          use_my_company_when_carrier_missing: true,
        },
      });
      expect(result.errors).toEqual([]);
      // The company's own contractor entry is created once and used everywhere.
      expect(result.added_clients.map(({ name, vies }) => ({ name, vies }))).toEqual([
        { name: company.name, vies: company.vies },
      ]);
      const own = result.added_clients[0]?.id;
      for (const added of result.added_transits) {
        const transit = await getTransit(app, company.token, added.id);
        expect(transit.sender_client?.id).toBe(own);
        expect(transit.receivers[0]?.client.id).toBe(own);
        expect(transit.carrier[0]?.client.id).toBe(own);
        expect(transit.carrier[0]?.vehicle_not_from_system).toBe('EL 12345');
      }
      expect(await countOf(db, 'clients', company.companyId)).toBe(1);
      // Only the option of that party counts.
      const senderOnly = await importRows(app, company.token, {
        file: Buffer.from(
          csvText([
            row({
              ...empty,
              'Nr rejestracyjny': '',
              Odbiorca: 'Ktoś',
              'Adres odbiorcy': 'ul. A 1',
              'Kod odbiorcy': '00-001',
              'Miasto odbiorcy': 'Warszawa',
            }),
          ]),
        ),
        settings: { use_my_company_when_sender_missing: true },
      });
      const transit = await getTransit(app, company.token, senderOnly.added_transits[0]?.id ?? 0);
      expect(transit.sender_client?.id).toBe(own);
      expect(transit.carrier).toEqual([]);
    });

    it("assigns the company's driver by phone with share_transit_to_drivers_number", async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const phone = uniquePhone();
      const driver = await createEmployee(app, db, owner.companyId, { role: 'Kierowca', phone });
      const other = await createOwner(app);
      const foreignPhone = uniquePhone();
      await createEmployee(app, db, other.companyId, { role: 'Kierowca', phone: foreignPhone });
      const carrier: Row = {
        Przewoźnik: 'Przewoźnik Ł',
        'NIP przewoźnika': uniqueNip(),
        'Adres przewoźnika': 'ul. Kolejowa 2',
        'Kod przewoźnika': '00-950',
        'Miasto przewoźnika': 'Warszawa',
      };
      const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
      const file = Buffer.from(
        csvText([
          row({ ...carrier, 'Telefon kierowcy': spaced }),
          row({ ...carrier, 'Telefon kierowcy': foreignPhone }),
        ]),
      );
      const off = await importRows(app, owner.token, { file });
      expect(off.errors).toEqual([]);
      const untouched = await getTransit(app, owner.token, off.added_transits[0]?.id ?? 0);
      expect(untouched.carrier[0]?.driver).toBeNull();

      const on = await importRows(app, owner.token, {
        file,
        settings: { share_transit_to_drivers_number: true },
      });
      // Another company's driver is not ours to assign.
      expect(on.errors).toEqual([
        { row: 3, field: 'driver_phone', column: 'Telefon kierowcy', message: 'driver_incorrect' },
      ]);
      const assigned = await getTransit(app, owner.token, on.added_transits[0]?.id ?? 0);
      expect(assigned.carrier[0]?.driver?.id).toBe(driver.id);
      // The driver sees it in his own list.
      const list = await app.inject({
        method: 'GET',
        url: '/company/api/v1/all-transit/',
        headers: auth(driver.token),
      });
      expect(list.json<{ results: { id: number }[] }>().results.map((t) => t.id)).toContain(
        assigned.id,
      );
      // Imported places, receivers and carriers carry their transit's sort key (0023).
      const keys = await childSortKeys(db, owner.companyId);
      expect(keys.map((key) => key.table)).toEqual(
        expect.arrayContaining(['transit_receivers', 'transit_carriers']),
      );
      for (const key of keys) expect(key.key, key.table).toBe(key.created_at);
    });

    it('refuses bad files and requests as a whole and imports nothing', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const good = Buffer.from(csvText([row()]));
      const pdf = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const cases: [ImportOptions, number, unknown][] = [
        [{ file: pdf }, 400, { file: ['file_not_csv'] }],
        [{ file: png }, 400, { file: ['file_not_csv'] }],
        [{ file: Buffer.alloc(0) }, 400, { file: ['csv_file_empty'] }],
        [
          // A NUL byte past the first 64 KiB too.
          { file: Buffer.concat([good, Buffer.from(`;${'x'.repeat(70_000)}`), Buffer.from([0])]) },
          400,
          { file: ['file_not_csv'] },
        ],
        [{ file: Buffer.from(`${HEADER.join(';')}\r\n\r\n`) }, 400, { file: ['csv_file_empty'] }],
        [
          { file: good, mapping: { ...MAPPING, sender_name: 'Sender' } },
          400,
          { mapping: { sender_name: ['csv_column_missing'] } },
        ],
        [
          { file: good, mapping: { sender_name: 'Nadawca', receiver_name: 'Odbiorca' } },
          400,
          { mapping: { loading_date: ['field_required'] } },
        ],
        [
          { file: good, settings: { date_format: 'Y/m/d' } },
          400,
          { settings: { date_format: ['invalid_choice'] } },
        ],
        [
          { file: good, delimiter: 'space' as CsvSeparator },
          400,
          { delimiter: ['invalid_choice'] },
        ],
        [
          {
            file: iconv.encode(csvText([row({ Odbiorca: 'Żółw' })]), 'win1250'),
            encoding: 'utf-8',
          },
          400,
          { encoding: ['invalid_format'] },
        ],
        [
          { file: Buffer.alloc(20 * 1024 * 1024 + 1, 0x41) },
          413,
          { file: ['file_too_large?max_mb=20'] },
        ],
      ];
      for (const [options, status, body] of cases) {
        const response = await postImport(app, owner.token, options);
        expect(response.statusCode, response.body).toBe(status);
        expect(json(response)).toEqual(body);
      }
      const noFile = await app.inject({
        method: 'POST',
        url: IMPORT,
        ...(() => {
          const body = multipart([
            { name: 'delimiter', value: 'semicolon' },
            { name: 'mapping', value: JSON.stringify(MAPPING) },
          ]);
          return { payload: body.payload, headers: { ...auth(owner.token), ...body.headers } };
        })(),
      });
      expect(json(noFile)).toEqual({ file: ['field_required'] });
      expect(await countOf(db, 'transits', owner.companyId)).toBe(0);
      expect(await countOf(db, 'clients', owner.companyId)).toBe(0);
    });

    it('keeps the last settings and mapping per company', async () => {
      const { app, db } = ctx();
      const owner = await createOwner(app);
      const initial = await app.inject({
        method: 'GET',
        url: SETTINGS,
        headers: auth(owner.token),
      });
      expect(initial.json()).toEqual(DEFAULT_CSV_COMPANY_SETTINGS);
      await importRows(app, owner.token, {
        file: Buffer.from(csvText([row({ 'Data załadunku': '2026/11/21' })], 'pipe')),
        delimiter: 'pipe',
        settings: {
          date_format: 'Ymd',
          date_separator: '/',
          use_nip_when_contractor_missing: true,
        },
      });
      const stored = await app.inject({ method: 'GET', url: SETTINGS, headers: auth(owner.token) });
      expect(stored.json()).toEqual({
        ...DEFAULT_CSV_COMPANY_SETTINGS,
        separator: 'pipe',
        encoding: 'auto',
        mapping: MAPPING,
        useNipWhenContractorMissing: true,
        dateOptions: { format: 'Ymd', separator: '/' },
      });
      const put = await app.inject({
        method: 'PUT',
        url: SETTINGS,
        headers: auth(owner.token),
        payload: { ...DEFAULT_CSV_COMPANY_SETTINGS, separator: 'tab' },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ separator: 'tab', mapping: {} });
      const dispatcher = await createEmployee(app, db, owner.companyId, {
        role: 'Dyspozytor',
        pin: '1234',
      });
      const denied = await app.inject({
        method: 'PUT',
        url: SETTINGS,
        headers: auth(dispatcher.token),
        payload: DEFAULT_CSV_COMPANY_SETTINGS,
      });
      expect(denied.statusCode).toBe(403);
      // Another company sees its own settings only.
      const other = await createOwner(app);
      const foreign = await app.inject({
        method: 'GET',
        url: SETTINGS,
        headers: auth(other.token),
      });
      expect(foreign.json()).toEqual(DEFAULT_CSV_COMPANY_SETTINGS);
    });

    it("keeps companies apart: B never reuses A's contractors; drivers may not import", async () => {
      const { app, db } = ctx();
      const a = await createOwner(app);
      const b = await createOwner(app);
      const nip = uniqueNip();
      const first = await importRows(app, a.token, {
        file: Buffer.from(csvText([row({ 'NIP odbiorcy': nip })])),
      });
      expect(first.added_clients).toHaveLength(2);
      const second = await importRows(app, b.token, {
        file: Buffer.from(csvText([row({ 'NIP odbiorcy': nip })])),
      });
      expect(second.added_clients.map((c) => c.vies)).toContain(`PL${nip}`);
      const bReceiver = second.added_clients.find((c) => c.vies === `PL${nip}`)?.id;
      const aReceiver = first.added_clients.find((c) => c.vies === `PL${nip}`)?.id;
      expect(bReceiver).not.toBe(aReceiver);
      expect(await countOf(db, 'transits', a.companyId)).toBe(1);
      expect(await countOf(db, 'transits', b.companyId)).toBe(1);
      const foreign = await app.inject({
        method: 'GET',
        url: `/company/api/v1/all-transit/${first.added_transits[0]?.id}/`,
        headers: auth(b.token),
      });
      expect(foreign.statusCode).toBe(404);

      const driver = await createEmployee(app, db, a.companyId, { role: 'Kierowca', pin: '1234' });
      const refused = await postImport(app, driver.token, { file: Buffer.from(csvText([row()])) });
      expect(refused.statusCode).toBe(403);
      const anonymous = await app.inject({ method: 'POST', url: IMPORT });
      expect(anonymous.statusCode).toBe(401);
    });
  },
  () => ({ MF_API_URL: lookups.url, VIES_API_URL: lookups.url }),
);
