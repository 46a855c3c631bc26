import { parse } from 'csv-parse/sync';
import { CSV_DELIMITER_CHARS, type CsvEncoding, type CsvSeparator } from '@transitdocs/domain';
import { fieldError } from '../../platform/errors.ts';

/** Magic numbers of files people pick by mistake: PDF, PNG, JPEG, GIF, ZIP (xlsx, docx), gzip. */
const BINARY_SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x50, 0x4b, 0x03, 0x04],
  [0x1f, 0x8b],
];

/**
 * Text files have no NUL bytes (anywhere: PostgreSQL refuses them in text) and hardly any other
 * control characters, which the first 64 KiB decide; binary files and UTF-16 (not read) fail.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (BINARY_SIGNATURES.some((sig) => sig.every((byte, i) => bytes[i] === byte))) return true;
  if (bytes.includes(0)) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      control += 1;
    }
  }
  return control > sample.length / 100;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1250 = new TextDecoder('windows-1250');

/**
 * The file's text. `auto` reads UTF-8 and falls back to Windows-1250 (as Polish Excel saves
 * "CSV") when the bytes are not valid UTF-8; a UTF-8 BOM is dropped by the parser.
 */
export function decodeCsv(
  bytes: Uint8Array,
  encoding: CsvEncoding,
): { text: string; encoding: 'utf-8' | 'windows-1250' } {
  if (encoding === 'windows-1250') return { text: windows1250.decode(bytes), encoding };
  try {
    return { text: strictUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    if (encoding === 'utf-8') throw fieldError('encoding', 'invalid_format');
    return { text: windows1250.decode(bytes), encoding: 'windows-1250' };
  }
}

/**
 * All records of the file (quoted fields, a BOM, rows of uneven length allowed). Blank lines are
 * kept while numbering, so `row` is the spreadsheet's row number (header = 1), then dropped.
 */
export function parseCsv(
  text: string,
  separator: CsvSeparator,
): { header: string[]; rows: { row: number; cells: string[] }[] } {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: CSV_DELIMITER_CHARS[separator],
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch {
    throw fieldError('file', 'file_not_csv');
  }
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex < 0) throw fieldError('file', 'csv_file_empty');
  const header = (records[headerIndex] ?? []).map((cell) => cell.trim());
  const rows: { row: number; cells: string[] }[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i] ?? [];
    if (!isBlank(cells)) rows.push({ row: i + 1, cells });
  }
  return { header, rows };
}

/** The checks every CSV call makes on the uploaded bytes before reading them. */
export function readCsvFile(
  bytes: Buffer | undefined,
  separator: CsvSeparator,
  encoding: CsvEncoding,
) {
  if (!bytes) throw fieldError('file', 'field_required');
  if (bytes.byteLength === 0) throw fieldError('file', 'csv_file_empty');
  if (looksBinary(bytes)) throw fieldError('file', 'file_not_csv');
  const decoded = decodeCsv(bytes, encoding);
  const parsed = parseCsv(decoded.text, separator);
  if (parsed.rows.length === 0) throw fieldError('file', 'csv_file_empty');
  return { ...parsed, encoding: decoded.encoding };
}
