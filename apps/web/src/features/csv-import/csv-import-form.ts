import {
  CSV_MAX_BYTES,
  CSV_MAX_MB,
  DEFAULT_CSV_IMPORT_SETTINGS,
  toImportSettings,
  type CsvCompanySettings,
  type CsvEncoding,
  type CsvImportSettings,
  type CsvMapping,
  type CsvMappingOption,
  type CsvMetadataResponse,
  type CsvSeparator,
} from '@transitdocs/domain';

/** Step 1: how the file is read. */
export type FileStepValues = { delimiter: CsvSeparator; encoding: CsvEncoding };

/**
 * Step 2: a column name per importable field ('' = not imported) and the options. The paths
 * (`mapping.loading_date`, `settings.date_format`) are the ones the server's errors name.
 */
export type MappingStepValues = { mapping: Record<string, string>; settings: CsvImportSettings };

/** Step 1 starts from the separator and encoding the company used last. */
export function initialFileValues(stored: CsvCompanySettings | undefined): FileStepValues {
  return { delimiter: stored?.separator ?? 'semicolon', encoding: stored?.encoding ?? 'auto' };
}

/**
 * Step 2 starts from the company's last mapping, kept only for columns this file has, and its
 * last options (the defaults, dmY with '.', when it has none).
 */
export function initialMappingValues(
  metadata: CsvMetadataResponse,
  stored: CsvCompanySettings | undefined,
): MappingStepValues {
  const mapping: Record<string, string> = {};
  for (const option of metadata.mapping_options) {
    const column = stored?.mapping[option.key] ?? '';
    mapping[option.key] = metadata.columns.includes(column) ? column : '';
  }
  return {
    mapping,
    settings: stored ? toImportSettings(stored) : { ...DEFAULT_CSV_IMPORT_SETTINGS },
  };
}

/** The mapping as csv/import/ takes it: fields without a column are left out. */
export function toMappingRequest(mapping: Record<string, string>): CsvMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== ''));
}

/** The first non-empty value of a column among the example rows, to recognise it by. */
export function exampleValue(metadata: CsvMetadataResponse, columnIndex: number): string {
  for (const row of metadata.example_rows) {
    const value = row[columnIndex]?.trim();
    if (value) return value;
  }
  return '';
}

/** The checks made before sending (the server repeats them): a file, at most 20 MB. */
export function checkCsvFile(file: File | null): string | null {
  if (!file) return 'field_required';
  if (file.size > CSV_MAX_BYTES) return `file_too_large?max_mb=${String(CSV_MAX_MB)}`;
  return null;
}

/** The field's groups in the order the fields come, for one heading per group. */
export function groupOptions(
  options: readonly CsvMappingOption[],
): { group: string; options: CsvMappingOption[] }[] {
  const groups: { group: string; options: CsvMappingOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last?.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

/** A date in a format, e.g. dmY with '.' -> 21.11.2026, to show what a choice means. */
export function formatExampleDate(format: string, separator: string): string {
  const parts: Record<string, string> = { d: '21', m: '11', Y: '2026' };
  return (format.match(/[dmY]/g) ?? []).map((letter) => parts[letter] ?? letter).join(separator);
}
