// csv/metadata/: the file's columns and first rows, before the mapping is chosen.

import {
  CSV_EXAMPLE_ROWS,
  CSV_MAPPING_OPTIONS,
  CsvMetadataFields,
  type CsvMetadataResponse,
} from '@transitdocs/domain';
import type { Caller } from '../../platform/auth.ts';
import { readCsvFile } from './csv-file.ts';
import { ensureImporter, parseFields, type CsvForm } from './form.ts';

export function readMetadata(caller: Caller, form: CsvForm): CsvMetadataResponse {
  ensureImporter(caller);
  const fields = parseFields(CsvMetadataFields, {
    delimiter: form.fields.get('delimiter'),
    encoding: form.fields.get('encoding') || undefined,
  });
  const csv = readCsvFile(form.file, fields.delimiter, fields.encoding);
  return {
    columns: csv.header,
    example_rows: csv.rows
      .slice(0, CSV_EXAMPLE_ROWS)
      .map(({ cells }) => csv.header.map((_, index) => (cells[index] ?? '').trim())),
    mapping_options: CSV_MAPPING_OPTIONS,
    row_count: csv.rows.length,
    encoding: csv.encoding,
  };
}
