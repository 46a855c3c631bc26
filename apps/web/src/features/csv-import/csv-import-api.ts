import { useQuery } from '@tanstack/react-query';
import {
  CsvCompanySettings,
  CsvImportResponse,
  CsvMetadataResponse,
  type CsvEncoding,
  type CsvImportSettings,
  type CsvMapping,
  type CsvSeparator,
} from '@transitdocs/domain';
import { apiRequest, newIdempotencyKey } from '../../api/http.ts';

const CSV_API = '/company/api/v1/csv';

export const csvImportKeys = {
  companySettings: ['csv-import', 'company-settings'] as const,
};

/** The file as step 1 chose it: its bytes, how to split and how to decode them. */
export type CsvSource = { file: File; delimiter: CsvSeparator; encoding: CsvEncoding };

function sourceForm({ file, delimiter, encoding }: CsvSource): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('delimiter', delimiter);
  form.append('encoding', encoding);
  return form;
}

/** POST csv/metadata/: the file's columns, example rows and the fields it may fill. */
export function fetchCsvMetadata(source: CsvSource): Promise<CsvMetadataResponse> {
  return apiRequest('POST', `${CSV_API}/metadata/`, {
    body: sourceForm(source),
    schema: CsvMetadataResponse,
  });
}

/** POST csv/import/: imports each row whole or not at all; answers what landed and what not. */
export function importCsv(
  source: CsvSource,
  mapping: CsvMapping,
  settings: CsvImportSettings,
  idempotencyKey = newIdempotencyKey(),
): Promise<CsvImportResponse> {
  const form = sourceForm(source);
  form.append('mapping', JSON.stringify(mapping));
  form.append('settings', JSON.stringify(settings));
  return apiRequest('POST', `${CSV_API}/import/`, {
    body: form,
    schema: CsvImportResponse,
    idempotencyKey,
  });
}

/** GET csv/company-settings/: the separator, mapping and options the company used last. */
export function useCsvCompanySettings() {
  return useQuery({
    queryKey: csvImportKeys.companySettings,
    queryFn: () =>
      apiRequest('GET', `${CSV_API}/company-settings/`, { schema: CsvCompanySettings }),
    // The import stores them itself: read them fresh each time the dialog opens.
    staleTime: 0,
  });
}
