/**
 * CSV import of transits (spec 3 §3, §4, §5, §7). The calls, all under /company/api/v1/
 * with `Authorization: Token …`:
 *
 * - POST `csv/metadata/` multipart: `file` (the CSV), `delimiter` (one of CSV_SEPARATORS),
 *   optional `encoding` (one of CSV_ENCODINGS, default auto).
 *   200 -> CsvMetadataResponse `{columns, example_rows, mapping_options, row_count, encoding}`:
 *   the header cells, up to 5 data rows (cells in column order), the importable fields (key,
 *   required, translation label in the web's `csv_import` namespace), the data row count and the
 *   encoding the file was read with.
 * - POST `csv/import/` multipart: `file`, `delimiter`, optional `encoding`, `mapping` (JSON text
 *   of CsvMapping: importable field key -> column name, '' or left out = not imported), `settings`
 *   (JSON text of CsvImportSettings).
 *   200 -> CsvImportResponse `{added_transits, added_clients, errors}`. Each row is imported whole
 *   or not at all; `errors` lists the rejected rows: `row` as the spreadsheet numbers it (the
 *   header is row 1, the first data row 2), `field` an importable field key (or
 *   'non_field_errors'), `column` the CSV column it came from, `message` a translation key of
 *   errors.json (may carry values: `enter_max_chars?count=500`).
 * - GET `csv/company-settings/` -> CsvCompanySettings (the last settings and mapping the company
 *   used, or the defaults); PUT `csv/company-settings/` with a CsvCompanySettings body -> the same.
 *   The import stores them itself after a run that got past the file checks.
 *
 * Errors of the file or request as a whole (nothing is imported), DRF-like bodies:
 * - 400 `{file: ['field_required']}`, `{file: ['csv_file_empty']}` (no bytes or no data row),
 *   `{file: ['file_not_csv']}` (binary content: PDF, image, zip…);
 * - 413 `{file: ['file_too_large?max_mb=20']}` (CSV_MAX_BYTES);
 * - 400 `{delimiter: ['invalid_choice']}`, `{encoding: ['invalid_choice']}`,
 *   `{mapping: ['malformed_json']}`, `{mapping: {loading_date: ['field_required']}}` (a required
 *   field without a column), `{mapping: {sender_name: ['csv_column_missing']}}` (a column the file
 *   does not have), `{mapping: {foo: ['unknown_field']}}`, `{settings: {date_format:
 *   ['invalid_choice']}}`.
 */
import { z } from '../zod-config.ts';
import {
  CSV_DATE_FORMATS,
  CSV_ENCODINGS,
  CSV_SEPARATORS,
  CsvUploadSettings,
  DEFAULT_CSV_UPLOAD_SETTINGS,
} from '../schemas/settings.ts';

export { CSV_DATE_FORMATS, CSV_ENCODINGS, CSV_SEPARATORS };
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** The largest CSV file accepted (bigger: 413 file_too_large?max_mb=20). */
export const CSV_MAX_MB = 20;
export const CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;
/** Data rows shown as examples by csv/metadata/. */
export const CSV_EXAMPLE_ROWS = 5;

/** The character each separator option stands for. */
export const CSV_DELIMITER_CHARS: Record<CsvSeparator, string> = {
  comma: ',',
  semicolon: ';',
  pipe: '|',
  hyphen: '-',
  tab: '\t',
};

/** Separators between day, month and year the date options offer. */
export const CSV_DATE_SEPARATORS = ['.', '-', '/'] as const;
export type CsvDateSeparator = (typeof CSV_DATE_SEPARATORS)[number];

/**
 * The importable fields in the order the mapping step shows them. `required` fields must be
 * mapped to a column; `label` is a key of the web's `csv_import` namespace.
 */
export const CSV_IMPORT_FIELDS = [
  { key: 'loading_date', required: true, group: 'dates' },
  { key: 'loading_time', required: false, group: 'dates' },
  { key: 'unloading_date', required: false, group: 'dates' },
  { key: 'unloading_time', required: false, group: 'dates' },
  { key: 'sender_name', required: true, group: 'sender' },
  { key: 'sender_nip', required: false, group: 'sender' },
  { key: 'sender_address', required: false, group: 'sender' },
  { key: 'sender_zip_code', required: false, group: 'sender' },
  { key: 'sender_town', required: false, group: 'sender' },
  { key: 'sender_country', required: false, group: 'sender' },
  { key: 'sender_phone', required: false, group: 'sender' },
  { key: 'sender_email', required: false, group: 'sender' },
  { key: 'loading_address', required: false, group: 'loading' },
  { key: 'loading_zip_code', required: false, group: 'loading' },
  { key: 'loading_town', required: false, group: 'loading' },
  { key: 'loading_country', required: false, group: 'loading' },
  { key: 'loading_latitude', required: false, group: 'loading' },
  { key: 'loading_longitude', required: false, group: 'loading' },
  { key: 'receiver_name', required: true, group: 'receiver' },
  { key: 'receiver_nip', required: false, group: 'receiver' },
  { key: 'receiver_address', required: false, group: 'receiver' },
  { key: 'receiver_zip_code', required: false, group: 'receiver' },
  { key: 'receiver_town', required: false, group: 'receiver' },
  { key: 'receiver_country', required: false, group: 'receiver' },
  { key: 'receiver_phone', required: false, group: 'receiver' },
  { key: 'receiver_email', required: false, group: 'receiver' },
  { key: 'unloading_address', required: false, group: 'unloading' },
  { key: 'unloading_zip_code', required: false, group: 'unloading' },
  { key: 'unloading_town', required: false, group: 'unloading' },
  { key: 'unloading_country', required: false, group: 'unloading' },
  { key: 'unloading_latitude', required: false, group: 'unloading' },
  { key: 'unloading_longitude', required: false, group: 'unloading' },
  { key: 'cargo_name', required: false, group: 'cargo' },
  { key: 'cargo_quantity', required: false, group: 'cargo' },
  { key: 'cargo_weight_kg', required: false, group: 'cargo' },
  { key: 'cargo_packaging', required: false, group: 'cargo' },
  { key: 'cargo_marks', required: false, group: 'cargo' },
  { key: 'carrier_name', required: false, group: 'carrier' },
  { key: 'carrier_nip', required: false, group: 'carrier' },
  { key: 'carrier_address', required: false, group: 'carrier' },
  { key: 'carrier_zip_code', required: false, group: 'carrier' },
  { key: 'carrier_town', required: false, group: 'carrier' },
  { key: 'carrier_country', required: false, group: 'carrier' },
  { key: 'carrier_phone', required: false, group: 'carrier' },
  { key: 'carrier_email', required: false, group: 'carrier' },
  { key: 'driver_name', required: false, group: 'carrier' },
  { key: 'driver_phone', required: false, group: 'carrier' },
  { key: 'vehicle_number', required: false, group: 'carrier' },
  { key: 'semitrailer_number', required: false, group: 'carrier' },
  { key: 'sender_instruction', required: false, group: 'additional' },
  { key: 'special_agreements', required: false, group: 'additional' },
] as const satisfies readonly { key: string; required: boolean; group: string }[];

export type CsvImportFieldKey = (typeof CSV_IMPORT_FIELDS)[number]['key'];
export type CsvImportFieldGroup = (typeof CSV_IMPORT_FIELDS)[number]['group'];
export const CSV_IMPORT_FIELD_KEYS = CSV_IMPORT_FIELDS.map((field) => field.key) as [
  CsvImportFieldKey,
  ...CsvImportFieldKey[],
];
export const CSV_REQUIRED_FIELD_KEYS: readonly CsvImportFieldKey[] = CSV_IMPORT_FIELDS.filter(
  (field) => field.required,
).map((field) => field.key);

export function isCsvImportFieldKey(value: string): value is CsvImportFieldKey {
  return (CSV_IMPORT_FIELD_KEYS as readonly string[]).includes(value);
}

/** One importable field as csv/metadata/ offers it. */
export const CsvMappingOption = z.object({
  key: z.enum(CSV_IMPORT_FIELD_KEYS),
  required: z.boolean(),
  group: z.string(),
  /** key in the web's `csv_import` namespace: `fields.<key>` */
  label: z.string(),
});
export type CsvMappingOption = z.infer<typeof CsvMappingOption>;

export const CSV_MAPPING_OPTIONS: CsvMappingOption[] = CSV_IMPORT_FIELDS.map((field) => ({
  key: field.key,
  required: field.required,
  group: field.group,
  label: `fields.${field.key}`,
}));

/**
 * Importable field -> column name of the file. Keys must be importable fields ('unknown_field'
 * otherwise); an empty value means "not imported".
 */
export const CsvMapping = z.partialRecord(z.enum(CSV_IMPORT_FIELD_KEYS), z.string().max(500));
export type CsvMapping = z.infer<typeof CsvMapping>;

/** `settings` of csv/import/ (snake_case as spec 3 §7 sends it). */
export const CsvImportSettings = z.strictObject({
  date_format: z.enum(CSV_DATE_FORMATS).default('dmY'),
  date_separator: z.enum(CSV_DATE_SEPARATORS).default('.'),
  use_nip_when_contractor_missing: z.boolean().default(false),
  use_my_company_when_carrier_missing: z.boolean().default(false),
  use_my_company_when_receiver_missing: z.boolean().default(false),
  use_my_company_when_sender_missing: z.boolean().default(false),
  share_transit_to_drivers_number: z.boolean().default(false),
});
export type CsvImportSettings = z.output<typeof CsvImportSettings>;
export type CsvImportSettingsInput = z.input<typeof CsvImportSettings>;

export const DEFAULT_CSV_IMPORT_SETTINGS: CsvImportSettings = {
  date_format: 'dmY',
  date_separator: '.',
  use_nip_when_contractor_missing: false,
  use_my_company_when_carrier_missing: false,
  use_my_company_when_receiver_missing: false,
  use_my_company_when_sender_missing: false,
  share_transit_to_drivers_number: false,
};

/** The text fields of the csv/metadata/ form (the file travels beside them). */
export const CsvMetadataFields = z.strictObject({
  delimiter: z.enum(CSV_SEPARATORS),
  encoding: z.enum(CSV_ENCODINGS).default('auto'),
});
export type CsvMetadataFields = z.output<typeof CsvMetadataFields>;

/** The text fields of the csv/import/ form after `mapping` and `settings` are JSON-parsed. */
export const CsvImportFields = z.strictObject({
  delimiter: z.enum(CSV_SEPARATORS),
  encoding: z.enum(CSV_ENCODINGS).default('auto'),
  mapping: CsvMapping,
  settings: CsvImportSettings,
});
export type CsvImportFields = z.output<typeof CsvImportFields>;

export const CsvMetadataResponse = z.object({
  columns: z.array(z.string()),
  example_rows: z.array(z.array(z.string())),
  mapping_options: z.array(CsvMappingOption),
  row_count: z.number().int(),
  /** the encoding the bytes were read with (auto resolved) */
  encoding: z.enum(['utf-8', 'windows-1250']),
});
export type CsvMetadataResponse = z.infer<typeof CsvMetadataResponse>;

export const CsvRowError = z.object({
  /** spreadsheet row number: header = 1, first data row = 2 */
  row: z.number().int(),
  field: z.string(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof CsvRowError>;

export const CsvImportResponse = z.object({
  added_transits: z.array(
    z.object({ row: z.number().int(), id: z.number().int(), transit_number: z.string() }),
  ),
  added_clients: z.array(
    z.object({ id: z.number().int(), name: z.string(), vies: z.string().nullable() }),
  ),
  errors: z.array(CsvRowError),
});
export type CsvImportResponse = z.infer<typeof CsvImportResponse>;

/**
 * csv/company-settings/: the profile's CSV settings (spec 3 §3), camelCase as the profile settings
 * keep them. GET answers the stored ones or DEFAULT_CSV_UPLOAD_SETTINGS; PUT replaces them.
 */
export const CsvCompanySettings = CsvUploadSettings;
export type CsvCompanySettings = CsvUploadSettings;
export const DEFAULT_CSV_COMPANY_SETTINGS = DEFAULT_CSV_UPLOAD_SETTINGS;

/** The csv/import/ settings <-> the stored company settings (camelCase, as the profile keeps). */
export function toCompanySettings(
  fields: Pick<CsvImportFields, 'delimiter' | 'encoding' | 'mapping' | 'settings'>,
): CsvCompanySettings {
  const mapping: Record<string, string> = {};
  for (const [key, column] of Object.entries(fields.mapping)) {
    if (column) mapping[key] = column;
  }
  return {
    separator: fields.delimiter,
    encoding: fields.encoding,
    mapping,
    useNipWhenContractorMissing: fields.settings.use_nip_when_contractor_missing,
    useMyCompanyWhenCarrierMissing: fields.settings.use_my_company_when_carrier_missing,
    useMyCompanyWhenReceiverMissing: fields.settings.use_my_company_when_receiver_missing,
    useMyCompanyWhenSenderMissing: fields.settings.use_my_company_when_sender_missing,
    shareTransitToDriversNumber: fields.settings.share_transit_to_drivers_number,
    dateOptions: { format: fields.settings.date_format, separator: fields.settings.date_separator },
  };
}

/** The stored company settings as csv/import/ `settings` (an unknown date separator -> '.'). */
export function toImportSettings(stored: CsvCompanySettings): CsvImportSettings {
  const separator = CSV_DATE_SEPARATORS.find((s) => s === stored.dateOptions.separator) ?? '.';
  return {
    date_format: stored.dateOptions.format,
    date_separator: separator,
    use_nip_when_contractor_missing: stored.useNipWhenContractorMissing,
    use_my_company_when_carrier_missing: stored.useMyCompanyWhenCarrierMissing,
    use_my_company_when_receiver_missing: stored.useMyCompanyWhenReceiverMissing,
    use_my_company_when_sender_missing: stored.useMyCompanyWhenSenderMissing,
    share_transit_to_drivers_number: stored.shareTransitToDriversNumber,
  };
}
