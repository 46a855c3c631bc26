import { describe, expect, it } from 'vitest';
import {
  CSV_DELIMITER_CHARS,
  CSV_IMPORT_FIELDS,
  CSV_MAPPING_OPTIONS,
  CsvImportFields,
  DEFAULT_CSV_IMPORT_SETTINGS,
  toCompanySettings,
  toImportSettings,
  type CsvImportSettings,
} from './contract.ts';
import { parseCsvDate, parseCsvNumber, parseCsvTime } from './dates.ts';
import {
  buildCsvTransit,
  contractorDraftOf,
  contractorKey,
  csvTaxId,
  decideContractor,
  driverPhoneOf,
  readCsvRow,
  resolveCsvMapping,
} from './mapping.ts';
import { CsvUploadSettings } from '../schemas/settings.ts';

const settings = (overrides: Partial<CsvImportSettings> = {}): CsvImportSettings => ({
  ...DEFAULT_CSV_IMPORT_SETTINGS,
  ...overrides,
});
const NIP = '5260250274';

describe('csv dates', () => {
  it.each([
    ['Ymd', '.', '2026.11.21'],
    ['Ydm', '.', '2026.21.11'],
    ['mdY', '.', '11.21.2026'],
    ['dmY', '.', '21.11.2026'],
    ['dmY', '-', '21-11-2026'],
    ['dmY', '/', '21/11/2026'],
    ['Ymd', '-', '2026-11-21'],
    ['dmY', '.', '21.11.2026 08:30'],
  ] as const)('reads %s with %s', (format, separator, text) => {
    expect(parseCsvDate(text, format, separator)?.date).toBe('2026-11-21');
  });

  it('takes one-digit days and months and a trailing time', () => {
    expect(parseCsvDate('1.2.2026 8:05', 'dmY', '.')).toEqual({
      date: '2026-02-01',
      time: '08:05',
    });
  });

  it('refuses other formats, other separators and days that do not exist', () => {
    expect(parseCsvDate('2026-11-21', 'dmY', '.')).toBeNull();
    expect(parseCsvDate('21.11.2026', 'dmY', '-')).toBeNull();
    expect(parseCsvDate('31.02.2026', 'dmY', '.')).toBeNull();
    expect(parseCsvDate('21.13.2026', 'dmY', '.')).toBeNull();
    expect(parseCsvDate('21x11x2026', 'dmY', '.')).toBeNull();
    expect(parseCsvDate('11.21.2026', 'dmY', '.')).toBeNull();
  });

  it('reads times and numbers as spreadsheets write them', () => {
    expect(parseCsvTime('8:30')).toBe('08:30');
    expect(parseCsvTime('08:30:59')).toBe('08:30');
    expect(parseCsvTime('24:00')).toBeNull();
    expect(parseCsvNumber('1 234,5')).toBe(1234.5);
    expect(parseCsvNumber('12.75')).toBe(12.75);
    expect(parseCsvNumber('12 szt')).toBeNull();
  });
});

describe('csv contract data', () => {
  it('maps each separator option to its character', () => {
    expect(CSV_DELIMITER_CHARS).toEqual({
      comma: ',',
      semicolon: ';',
      pipe: '|',
      hyphen: '-',
      tab: '\t',
    });
  });

  it('offers every importable field once with its translation label', () => {
    const keys = CSV_IMPORT_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(CSV_MAPPING_OPTIONS.filter((o) => o.required).map((o) => o.key)).toEqual([
      'loading_date',
      'sender_name',
      'receiver_name',
    ]);
    expect(CSV_MAPPING_OPTIONS[0]).toEqual({
      key: 'loading_date',
      required: true,
      group: 'dates',
      label: 'fields.loading_date',
    });
  });

  it('defaults the date options to dmY with a dot and refuses unknown formats', () => {
    const parsed = CsvImportFields.parse({ delimiter: 'semicolon', mapping: {}, settings: {} });
    expect(parsed.settings).toEqual(DEFAULT_CSV_IMPORT_SETTINGS);
    expect(parsed.encoding).toBe('auto');
    const bad = CsvImportFields.safeParse({
      delimiter: 'semicolon',
      mapping: { nope: 'A' },
      settings: { date_format: 'Y/m/d' },
    });
    expect(bad.success).toBe(false);
  });

  it('stores import settings as the profile keeps them and reads them back', () => {
    const fields = CsvImportFields.parse({
      delimiter: 'tab',
      encoding: 'windows-1250',
      mapping: { loading_date: 'Data', sender_name: '' },
      settings: { date_format: 'Ymd', date_separator: '-', share_transit_to_drivers_number: true },
    });
    const stored = toCompanySettings(fields);
    expect(CsvUploadSettings.parse(stored)).toEqual(stored);
    expect(stored.mapping).toEqual({ loading_date: 'Data' });
    expect(stored.dateOptions).toEqual({ format: 'Ymd', separator: '-' });
    expect(toImportSettings(stored)).toEqual(fields.settings);
  });
});

describe('csv mapping', () => {
  const header = ['Data załadunku', 'Nadawca', 'Odbiorca', 'NIP odbiorcy'];

  it('finds the column of each mapped field', () => {
    const result = resolveCsvMapping(header, {
      loading_date: 'Data załadunku',
      sender_name: ' Nadawca ',
      receiver_name: 'Odbiorca',
      receiver_nip: 'NIP odbiorcy',
      cargo_name: '',
    });
    expect(result).toEqual({
      ok: true,
      columns: { loading_date: 0, sender_name: 1, receiver_name: 2, receiver_nip: 3 },
    });
  });

  it('reports missing columns and unmapped required fields by field', () => {
    const result = resolveCsvMapping(header, { loading_date: 'Data', sender_name: 'Nadawca' });
    expect(result).toEqual({
      ok: false,
      errors: { loading_date: ['csv_column_missing'], receiver_name: ['field_required'] },
    });
  });

  it('reads the mapped cells trimmed, leaving empty ones out', () => {
    expect(
      readCsvRow([' 21.11.2026 ', '', 'Odbiorca'], {
        loading_date: 0,
        sender_name: 1,
        receiver_name: 2,
      }),
    ).toEqual({
      loading_date: '21.11.2026',
      receiver_name: 'Odbiorca',
    });
  });
});

describe('contractor decision', () => {
  const draft = (values: Record<string, string>) => contractorDraftOf(values, 'receiver');
  const complete = {
    receiver_name: 'Odbiorca Sp. z o.o.',
    receiver_nip: NIP,
    receiver_address: 'ul. Źródłowa 3',
    receiver_zip_code: '90-001',
    receiver_town: 'Łódź',
  };

  it('normalises NIP cells to VIES ids and reports invalid ones', () => {
    expect(csvTaxId('526-025-02-74')).toEqual({ vies: `PL${NIP}` });
    expect(csvTaxId(`pl ${NIP}`)).toEqual({ vies: `PL${NIP}` });
    expect(csvTaxId('DE123456789')).toEqual({ vies: 'DE123456789' });
    expect(csvTaxId('5260250275')).toEqual({ error: 'nip_incorrect' });
    expect(csvTaxId('XX123456789')).toEqual({ error: 'vies_country_incorrect' });
  });

  it('reuses a contractor known by NIP instead of creating another', () => {
    const known = new Set([`vies:PL${NIP}`]);
    expect(decideContractor(draft(complete), 'receiver', settings(), known)).toEqual({
      kind: 'reuse',
      key: `vies:PL${NIP}`,
    });
    // Even when the row carries only the NIP.
    expect(decideContractor(draft({ receiver_nip: NIP }), 'receiver', settings(), known)).toEqual({
      kind: 'reuse',
      key: `vies:PL${NIP}`,
    });
  });

  it('creates an unknown contractor from the row, validated by the contractor rules', () => {
    const decision = decideContractor(draft(complete), 'receiver', settings(), new Set());
    expect(decision).toMatchObject({
      kind: 'create',
      key: `vies:PL${NIP}`,
      client: { name: 'Odbiorca Sp. z o.o.', town: 'Łódź', country: 'PL', vies: `PL${NIP}` },
    });
    const badZip = decideContractor(
      draft({ ...complete, receiver_zip_code: '90001' }),
      'receiver',
      settings(),
      new Set(),
    );
    expect(badZip).toEqual({
      kind: 'error',
      problems: [{ field: 'receiver_zip_code', message: 'zip_code_incorrect' }],
    });
  });

  it('matches contractors without a NIP by name and address', () => {
    const noNip = { ...complete, receiver_nip: '' };
    const key = contractorKey(draft(noNip));
    expect(key).toBe('name:odbiorca sp. z o.o.|ul. źródłowa 3|90-001|łódź');
    expect(decideContractor(draft(noNip), 'receiver', settings(), new Set([key ?? '']))).toEqual({
      kind: 'reuse',
      key,
    });
  });

  it('looks a NIP-only contractor up only with use_nip_when_contractor_missing', () => {
    const nipOnly = draft({ receiver_nip: NIP });
    expect(decideContractor(nipOnly, 'receiver', settings(), new Set())).toEqual({
      kind: 'error',
      problems: [{ field: 'receiver_name', message: 'field_required' }],
    });
    expect(
      decideContractor(
        nipOnly,
        'receiver',
        settings({ use_nip_when_contractor_missing: true }),
        new Set(),
      ),
    ).toEqual({ kind: 'lookup', key: `vies:PL${NIP}`, vies: `PL${NIP}` });
  });

  it('uses the own company for a missing party only with the option of that party', () => {
    const empty = contractorDraftOf({}, 'carrier');
    expect(decideContractor(empty, 'carrier', settings(), new Set())).toEqual({ kind: 'none' });
    expect(
      decideContractor(
        empty,
        'carrier',
        settings({ use_my_company_when_receiver_missing: true }),
        new Set(),
      ),
    ).toEqual({ kind: 'none' });
    expect(
      decideContractor(
        empty,
        'carrier',
        settings({ use_my_company_when_carrier_missing: true }),
        new Set(),
      ),
    ).toEqual({ kind: 'my_company' });
  });

  it('reports an invalid NIP on the party NIP field', () => {
    expect(
      decideContractor(
        draft({ ...complete, receiver_nip: '1234567890' }),
        'receiver',
        settings(),
        new Set(),
      ),
    ).toEqual({ kind: 'error', problems: [{ field: 'receiver_nip', message: 'nip_incorrect' }] });
  });
});

describe('row -> transit', () => {
  const refs = { sender: 1, receiver: 2, carrier: 3, driver: null };

  it('builds the transit form payload from a row', () => {
    const result = buildCsvTransit(
      {
        loading_date: '21.11.2026 07:15',
        unloading_date: '23.11.2026',
        unloading_time: '9:00',
        loading_address: 'ul. Źródłowa 3',
        loading_zip_code: '90-001',
        loading_town: 'Łódź',
        loading_country: 'pl',
        loading_latitude: '51,7592',
        loading_longitude: '19,4560',
        cargo_name: 'Palety',
        cargo_quantity: '33',
        cargo_weight_kg: '1 200,5',
        vehicle_number: 'el 12345',
        driver_name: 'Jan Kowalski',
      },
      refs,
      settings(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.transit).toMatchObject({
      loading_date: '2026-11-21',
      loading_time: '07:15',
      unloading_date: '2026-11-23',
      unloading_time: '09:00',
      sender_client: 1,
      sender_location: [
        { town: 'Łódź', country: 'PL', latitude: 51.7592, longitude: 19.456, client: 1 },
      ],
      receivers: [
        {
          client: 2,
          cargo: [{ name: 'Palety', quantity: 33, other: { weight_gross_kg: 1200.5 } }],
        },
      ],
      carrier: [
        { client: 3, vehicle_not_from_system: 'el 12345', driver_not_from_system: 'Jan Kowalski' },
      ],
    });
    expect(result.transit.receivers?.[0]?.destiny_places).toEqual([]);
  });

  it('imports an ordinary row without coordinates', () => {
    const result = buildCsvTransit(
      {
        loading_date: '21.11.2026 07:15',
        unloading_date: '23.11.2026',
        unloading_time: '9:00',
        loading_address: 'ul. Źródłowa 3',
        loading_zip_code: '90-001',
        loading_town: 'Łódź',
        loading_country: 'pl',
        cargo_name: 'Palety',
        cargo_quantity: '33',
        cargo_weight_kg: '1 200,5',
        vehicle_number: 'el 12345',
        driver_name: 'Jan Kowalski',
      },
      refs,
      settings(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.transit).toMatchObject({
      loading_date: '2026-11-21',
      loading_time: '07:15',
      unloading_date: '2026-11-23',
      unloading_time: '09:00',
      sender_client: 1,
      sender_location: [
        { town: 'Łódź', country: 'PL', latitude: null, longitude: null, client: 1 },
      ],
      receivers: [
        {
          client: 2,
          cargo: [{ name: 'Palety', quantity: 33, other: { weight_gross_kg: 1200.5 } }],
        },
      ],
      carrier: [
        { client: 3, vehicle_not_from_system: 'el 12345', driver_not_from_system: 'Jan Kowalski' },
      ],
    });
    expect(result.transit.receivers?.[0]?.destiny_places).toEqual([]);
  });

  it('reports bad cells by the field the user mapped', () => {
    const result = buildCsvTransit(
      { loading_date: '2026-11-21', cargo_quantity: 'dużo' },
      refs,
      settings(),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'loading_date', message: 'invalid_date' },
        { field: 'cargo_quantity', message: 'value_must_be_number' },
      ],
    });
  });

  it('applies the transit form rules: an incomplete place, a driver without a space', () => {
    const result = buildCsvTransit(
      { loading_date: '21.11.2026', unloading_town: 'Łódź', driver_name: 'Jan' },
      refs,
      settings(),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      field: 'unloading_address',
      message: 'field_required',
    });
    // Coordinates are optional: an ordinary file has none.
    expect(result.problems.map((p) => p.field)).not.toContain('unloading_latitude');
    expect(result.problems).toContainEqual({
      field: 'driver_name',
      message: 'must_contain_a_space',
    });
  });

  it('asks for a receiver when the row has cargo but no receiver', () => {
    const result = buildCsvTransit(
      { loading_date: '21.11.2026', cargo_name: 'Palety' },
      { ...refs, receiver: null },
      settings(),
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'receiver_name', message: 'field_required' }],
    });
  });

  it('assigns a driver of the company instead of a typed one', () => {
    const result = buildCsvTransit(
      { loading_date: '21.11.2026', driver_name: 'Jan Kowalski' },
      { ...refs, driver: 9 },
      settings(),
    );
    expect(result.ok && result.transit.carrier?.[0]).toMatchObject({
      driver: 9,
      driver_not_from_system: null,
    });
  });

  it('reads the driver phone only with share_transit_to_drivers_number', () => {
    expect(driverPhoneOf({ driver_phone: '+48 600 100 200' }, settings())).toBeNull();
    expect(
      driverPhoneOf(
        { driver_phone: '+48 600 100 200' },
        settings({ share_transit_to_drivers_number: true }),
      ),
    ).toBe('+48600100200');
  });
});
