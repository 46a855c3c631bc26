import {
  CsvImportFields,
  polishDate,
  readCsvRow,
  resolveCsvMapping,
  toCompanySettings,
  type CsvImportResponse,
  type CsvRowError,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { getCompany } from '../accounts/index.ts';
import { updateCompanySettings } from '../settings/index.ts';
import { acceptRows } from './accept-rows.ts';
import { ContractorRegistry } from './contractors.ts';
import { readCsvFile } from './csv-file.ts';
import { ensureImporter, jsonField, parseFields, type CsvForm } from './form.ts';
import type { ImportContext } from './import-context.ts';
import { writeSlice } from './write-slice.ts';

/** Rows written per transaction; a failing slice is retried row by row. */
const WRITE_SLICE = 250;

/**
 * csv/import/: every row is validated first; the accepted ones are written in slices, each in
 * one transaction. A slice that fails anyway is written again row by row, so one bad row never
 * takes the others with it; a row that cannot be written is reported as server_error.
 */
export async function importCsv(
  deps: Deps,
  caller: Caller,
  form: CsvForm,
  meta: RequestMeta,
): Promise<CsvImportResponse> {
  ensureImporter(caller);
  const fields = parseFields(CsvImportFields, {
    delimiter: form.fields.get('delimiter'),
    encoding: form.fields.get('encoding') || undefined,
    mapping: jsonField(form, 'mapping'),
    settings: jsonField(form, 'settings'),
  });
  const csv = readCsvFile(form.file, fields.delimiter, fields.encoding);
  const resolved = resolveCsvMapping(csv.header, fields.mapping);
  if (!resolved.ok) throw new AppError(400, 'invalid_choice', { mapping: resolved.errors });

  const company = await getCompany(deps.db, caller.companyId);
  if (!company) throw notFound();
  // The last settings and mapping are kept for the next import (spec 3 §3).
  await updateCompanySettings(deps.db, company.id, {
    csv_upload_settings: JSON.stringify(toCompanySettings(fields)),
  });

  const ctx: ImportContext = {
    deps,
    caller,
    meta,
    company,
    registry: new ContractorRegistry(),
    linkedCompanies: new Map(),
    addedClients: [],
  };
  const errors: CsvRowError[] = [];
  const rows = csv.rows.map(({ row, cells }) => ({
    row,
    values: readCsvRow(cells, resolved.columns),
  }));
  const accepted = await acceptRows(ctx, fields, rows, errors);

  const now = nowIso();
  const year = Number(polishDate(new Date(now)).slice(0, 4));
  const added: CsvImportResponse['added_transits'] = [];
  for (let i = 0; i < accepted.length; i += WRITE_SLICE) {
    const slice = accepted.slice(i, i + WRITE_SLICE);
    try {
      added.push(...(await writeSlice(ctx, slice, now, year)));
    } catch (sliceError) {
      deps.log.warn({ err: sliceError }, 'csv import slice failed; writing row by row');
      for (const one of slice) {
        try {
          added.push(...(await writeSlice(ctx, [one], now, year)));
        } catch (rowFailure) {
          deps.log.error({ err: rowFailure, row: one.row }, 'csv import row failed');
          errors.push({
            row: one.row,
            field: 'non_field_errors',
            column: null,
            message: 'server_error',
          });
        }
      }
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { added_transits: added, added_clients: ctx.addedClients, errors };
}
