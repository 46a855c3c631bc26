import type { FieldErrors } from '../errors.ts';
import { ClientCreateRequest } from '../schemas/contractors.ts';
import { TransitSubmitRequest, type TransitCreateInput } from '../schemas/transits.ts';
import { normalizePhone } from '../validation/phone.ts';
import { viesPrefixToCountry } from '../countries.ts';
import { isViesCountry, validateTaxNumber } from '../validation/tax-number.ts';
import {
  CSV_IMPORT_FIELDS,
  CSV_REQUIRED_FIELD_KEYS,
  isCsvImportFieldKey,
  type CsvImportFieldKey,
  type CsvImportSettings,
  type CsvMapping,
} from './contract.ts';
import { parseCsvDate, parseCsvNumber, parseCsvTime } from './dates.ts';

/** One problem of one row, before the row number is added. */
export type CsvFieldProblem = { field: CsvImportFieldKey | 'non_field_errors'; message: string };

/** Column index of each mapped field. */
export type CsvColumnIndex = Partial<Record<CsvImportFieldKey, number>>;

/**
 * Checks a mapping against the header row: every required field has a column, every named column
 * exists (header cells compared trimmed). Returns the column index of each mapped field, or the
 * field-keyed errors (`{loading_date: ['field_required'], sender_name: ['csv_column_missing']}`).
 */
export function resolveCsvMapping(
  header: readonly string[],
  mapping: CsvMapping,
): { ok: true; columns: CsvColumnIndex } | { ok: false; errors: FieldErrors } {
  const names = header.map((cell) => cell.trim());
  const columns: CsvColumnIndex = {};
  const errors: FieldErrors = {};
  for (const [key, column] of Object.entries(mapping)) {
    if (!isCsvImportFieldKey(key)) {
      errors[key] = ['unknown_field'];
      continue;
    }
    const wanted = column.trim();
    if (wanted === '') continue;
    const index = names.indexOf(wanted);
    if (index < 0) errors[key] = ['csv_column_missing'];
    else columns[key] = index;
  }
  for (const key of CSV_REQUIRED_FIELD_KEYS) {
    if (columns[key] === undefined && errors[key] === undefined) errors[key] = ['field_required'];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, columns };
}

/** The mapped, trimmed, non-empty cells of one row by field. */
export type CsvRowValues = Partial<Record<CsvImportFieldKey, string>>;

export function readCsvRow(cells: readonly string[], columns: CsvColumnIndex): CsvRowValues {
  const values: CsvRowValues = {};
  for (const [key, index] of Object.entries(columns) as [CsvImportFieldKey, number][]) {
    const cell = (cells[index] ?? '').trim();
    if (cell !== '') values[key] = cell;
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Contractors of a row

export const CSV_PARTIES = ['sender', 'receiver', 'carrier'] as const;
export type CsvParty = (typeof CSV_PARTIES)[number];

export type ContractorDraft = {
  name: string;
  nip: string;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  phone: string;
  email: string;
};

const DRAFT_FIELDS = [
  'name',
  'nip',
  'address',
  'zip_code',
  'town',
  'country',
  'phone',
  'email',
] as const;

export function contractorDraftOf(values: CsvRowValues, party: CsvParty): ContractorDraft {
  const draft = {} as ContractorDraft;
  for (const field of DRAFT_FIELDS) {
    const key = `${party}_${field}`;
    draft[field] = isCsvImportFieldKey(key) ? (values[key] ?? '') : '';
  }
  return draft;
}

/**
 * A NIP cell as a VIES id: "PL5260250274", "526-025-02-74" (a bare number is Polish) or
 * "DE123456789". `error` is the tax number rule's key when it is not valid.
 */
export function csvTaxId(nip: string): { vies: string } | { error: string } {
  const compact = nip.replace(/[\s.-]/g, '').toUpperCase();
  const prefixed = /^[A-Z]{2}/.test(compact) && isViesCountry(compact.slice(0, 2));
  const country = prefixed ? compact.slice(0, 2) : 'PL';
  const number = prefixed ? compact.slice(2) : compact;
  if (/^[A-Z]{2}/.test(compact) && !prefixed) return { error: 'vies_country_incorrect' };
  const error = validateTaxNumber(country, number);
  return error ? { error } : { vies: `${country}${number}` };
}

/**
 * The key contractors are matched by: the VIES id when the row has a NIP, otherwise name and
 * address together (lower-cased, spaces collapsed), so a contractor without a NIP that repeats on
 * many rows is created once. Null when the row names no contractor.
 */
export function contractorKey(draft: ContractorDraft): string | null {
  if (draft.nip) {
    const id = csvTaxId(draft.nip);
    return 'vies' in id ? `vies:${id.vies}` : null;
  }
  if (!draft.name) return null;
  return `name:${nameKeyOf(draft)}`;
}

/** The name-and-address part of a contractor key (also applied to stored contractors). */
export function nameKeyOf(contractor: {
  name: string;
  address: string;
  zip_code: string;
  town: string;
}): string {
  const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  return [contractor.name, contractor.address, contractor.zip_code, contractor.town]
    .map(norm)
    .join('|');
}

export type ContractorDecision =
  /** a contractor with this key exists in the company or was created by an earlier row */
  | { kind: 'reuse'; key: string }
  /** a new contractor from the row's cells */
  | { kind: 'create'; key: string; client: ClientCreateRequest }
  /** only a NIP: the contractor's data is looked up by it (use_nip_when_contractor_missing) */
  | { kind: 'lookup'; key: string; vies: string }
  /** no contractor in the row: the user's own company (use_my_company_when_*_missing) */
  | { kind: 'my_company' }
  | { kind: 'none' }
  | { kind: 'error'; problems: CsvFieldProblem[] };

const USE_MY_COMPANY: Record<CsvParty, keyof CsvImportSettings> = {
  sender: 'use_my_company_when_sender_missing',
  receiver: 'use_my_company_when_receiver_missing',
  carrier: 'use_my_company_when_carrier_missing',
};

function partyField(party: CsvParty, field: string): CsvImportFieldKey | 'non_field_errors' {
  const key = `${party}_${field}`;
  return isCsvImportFieldKey(key) ? key : 'non_field_errors';
}

/**
 * What to do for one party of a row. Contractors found by NIP are reused, never duplicated:
 * `known` holds the keys of the company's contractors and of those the file has created so far.
 */
export function decideContractor(
  draft: ContractorDraft,
  party: CsvParty,
  settings: CsvImportSettings,
  known: { has(key: string): boolean },
): ContractorDecision {
  const hasDetails = DRAFT_FIELDS.some((field) => field !== 'nip' && draft[field] !== '');
  if (!draft.nip && !draft.name) {
    if (hasDetails) {
      return {
        kind: 'error',
        problems: [{ field: partyField(party, 'name'), message: 'field_required' }],
      };
    }
    return settings[USE_MY_COMPANY[party]] ? { kind: 'my_company' } : { kind: 'none' };
  }
  let vies: string | null = null;
  if (draft.nip) {
    const id = csvTaxId(draft.nip);
    if ('error' in id) {
      return { kind: 'error', problems: [{ field: partyField(party, 'nip'), message: id.error }] };
    }
    vies = id.vies;
    if (known.has(`vies:${vies}`)) return { kind: 'reuse', key: `vies:${vies}` };
    if (!draft.name) {
      return settings.use_nip_when_contractor_missing
        ? { kind: 'lookup', key: `vies:${vies}`, vies }
        : {
            kind: 'error',
            problems: [{ field: partyField(party, 'name'), message: 'field_required' }],
          };
    }
  }
  const key = vies ? `vies:${vies}` : `name:${nameKeyOf(draft)}`;
  if (known.has(key)) return { kind: 'reuse', key };
  const prefix = vies?.slice(0, 2);
  const country = draft.country.toUpperCase() || (prefix ? viesPrefixToCountry(prefix) : 'PL');
  const parsed = ClientCreateRequest.safeParse({
    name: draft.name,
    address: draft.address,
    zip_code: draft.zip_code,
    town: draft.town,
    country,
    nip: vies ? vies.slice(2) : '',
    vies,
    phone: draft.phone,
    email: draft.email,
  });
  if (!parsed.success) {
    return {
      kind: 'error',
      problems: parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        const name = field === 'vies' ? 'nip' : field;
        return { field: partyField(party, name), message: issue.message };
      }),
    };
  }
  return { kind: 'create', key, client: parsed.data };
}

// ---------------------------------------------------------------------------------------------
// The transit of a row

/** Ids the server resolved for the row's contractors and driver. */
export type CsvRowReferences = {
  sender: number | null;
  receiver: number | null;
  carrier: number | null;
  driver: number | null;
};

/** The driver phone the row names, when the transit is to go to the company's driver by it. */
export function driverPhoneOf(values: CsvRowValues, settings: CsvImportSettings): string | null {
  if (!settings.share_transit_to_drivers_number || !values.driver_phone) return null;
  return normalizePhone(values.driver_phone);
}

const PLACE_FIELDS = ['address', 'zip_code', 'town', 'country', 'latitude', 'longitude'] as const;

function placeOf(values: CsvRowValues, kind: 'loading' | 'unloading', client: number | null) {
  const place: Record<string, string | number | null> = {};
  let filled = false;
  for (const field of PLACE_FIELDS) {
    const key = `${kind}_${field}` as CsvImportFieldKey;
    let value = values[key] ?? '';
    if (field === 'latitude' || field === 'longitude') value = value.replace(',', '.');
    if (field === 'country') value = value.toUpperCase();
    if (value !== '') filled = true;
    place[field] = value;
  }
  return filled ? [{ ...place, client }] : [];
}

/** Where the transit schema reports a problem -> the importable field the user mapped. */
function fieldOfTransitPath(path: readonly PropertyKey[]): CsvImportFieldKey | 'non_field_errors' {
  const [section, , sub, , leaf, deeper] = path.map(String);
  const field = (key: string) => (isCsvImportFieldKey(key) ? key : 'non_field_errors');
  if (section === 'sender_location') return field(`loading_${sub}`);
  if (section === 'receivers') {
    if (sub === 'client') return 'receiver_name';
    if (sub === 'destiny_places') return field(`unloading_${leaf}`);
    if (sub === 'cargo') {
      const cargo: Record<string, CsvImportFieldKey> = {
        name: 'cargo_name',
        quantity: 'cargo_quantity',
        weight_gross_kg: 'cargo_weight_kg',
        method_of_packaging: 'cargo_packaging',
        marks: 'cargo_marks',
      };
      return cargo[leaf === 'other' ? (deeper ?? '') : (leaf ?? '')] ?? 'non_field_errors';
    }
  }
  if (section === 'carrier') {
    const carrier: Record<string, CsvImportFieldKey> = {
      client: 'carrier_name',
      driver: 'driver_phone',
      driver_not_from_system: 'driver_name',
      vehicle_not_from_system: 'vehicle_number',
      semitrailer_not_from_system: 'semitrailer_number',
    };
    return carrier[sub ?? ''] ?? 'non_field_errors';
  }
  return field(section ?? '');
}

/**
 * One row as the transit form's payload, validated by the same schema as the form
 * (TransitSubmitRequest: drop rules, places, receivers and carriers). Dates are read in the
 * chosen format; a date's time fills an empty time column.
 */
export function buildCsvTransit(
  values: CsvRowValues,
  refs: CsvRowReferences,
  settings: CsvImportSettings,
): { ok: true; transit: TransitSubmitRequest } | { ok: false; problems: CsvFieldProblem[] } {
  const problems: CsvFieldProblem[] = [];
  const readDate = (
    dateKey: 'loading_date' | 'unloading_date',
    timeKey: 'loading_time' | 'unloading_time',
  ) => {
    let date = '';
    let time = '';
    const rawDate = values[dateKey];
    if (rawDate) {
      const parsed = parseCsvDate(rawDate, settings.date_format, settings.date_separator);
      if (!parsed) problems.push({ field: dateKey, message: 'invalid_date' });
      else {
        date = parsed.date;
        time = parsed.time ?? '';
      }
    }
    const rawTime = values[timeKey];
    if (rawTime) {
      const parsed = parseCsvTime(rawTime);
      if (!parsed) problems.push({ field: timeKey, message: 'invalid_time' });
      else time = parsed;
    }
    return { date, time };
  };
  const loading = readDate('loading_date', 'loading_time');
  const unloading = readDate('unloading_date', 'unloading_time');

  const number = (key: 'cargo_quantity' | 'cargo_weight_kg') => {
    const raw = values[key];
    if (!raw) return null;
    const parsed = parseCsvNumber(raw);
    if (parsed === null) problems.push({ field: key, message: 'value_must_be_number' });
    return parsed;
  };
  const quantity = number('cargo_quantity');
  const weight = number('cargo_weight_kg');
  if (problems.length > 0) return { ok: false, problems };

  const input: TransitCreateInput = {
    loading_date: loading.date,
    loading_time: loading.time,
    unloading_date: unloading.date,
    unloading_time: unloading.time,
    sender_client: refs.sender,
    sender_location: placeOf(values, 'loading', refs.sender),
    receivers: [
      {
        client: refs.receiver,
        cargo: [
          {
            name: values.cargo_name ?? '',
            quantity,
            other: {
              weight_gross_kg: weight,
              method_of_packaging: values.cargo_packaging ?? '',
              marks: values.cargo_marks ?? '',
            },
          },
        ],
        destiny_places: placeOf(values, 'unloading', refs.receiver),
      },
    ],
    carrier: [
      {
        client: refs.carrier,
        driver: refs.driver,
        driver_not_from_system: refs.driver ? null : (values.driver_name ?? null),
        vehicle_not_from_system: values.vehicle_number ?? null,
        semitrailer_not_from_system: values.semitrailer_number ?? null,
      },
    ],
    sender_instruction: values.sender_instruction ?? '',
    special_agreements: values.special_agreements ?? '',
  };
  const parsed = TransitSubmitRequest.safeParse(input);
  if (parsed.success) return { ok: true, transit: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      field: fieldOfTransitPath(issue.path),
      message: issue.message,
    })),
  };
}

/** The column a field was read from, for the error list. */
export function columnOfField(field: string, mapping: CsvMapping): string | null {
  if (!isCsvImportFieldKey(field)) return null;
  const column = mapping[field];
  return column ? column.trim() : null;
}

/** Every importable field in display order (re-exported for the mapping step). */
export const CSV_FIELD_ORDER: readonly CsvImportFieldKey[] = CSV_IMPORT_FIELDS.map((f) => f.key);
