/**
 * Transit report (spec 3 §3, §4, §7). The calls, under /company/api/v1/ with
 * `Authorization: Token …`:
 *
 * - GET `company-report-settings/` -> ReportSettingsResponse `{columns: [{key, name}]}`: the named
 *   columns in the user's order (an unnamed column is left out), plus `available`: all 20
 *   REPORT_COLUMNS keys, so the dialog can list the unnamed ones after the named ones. A company
 *   that never saved its columns gets all 20 named in the owner's language
 *   (DEFAULT_REPORT_COLUMN_NAMES).
 * - PUT `company-report-settings/` with ReportSettingsRequest `{columns: [{key, name}]}` (order =
 *   the report's column order; '' name = left out; each key at most once, else
 *   `{columns: ['invalid_choice']}`) -> ReportSettingsResponse. Primary account only (403
 *   `permission_denied` otherwise). The same data is `report_settings` of profile-settings/ (a
 *   key -> name object in the same order).
 * - POST `transits-report/` with TransitsReportRequest `{start_date, end_date}` (yyyy-MM-dd, loading
 *   date of the transit within the range; end >= start, else `{end_date: ['date_range_incorrect']}`)
 *   and optionally `columns` (the same list as the settings; when left out the stored settings are
 *   used; no named column -> `{columns: ['report_no_columns']}`), or the columns named as flat
 *   fields as the spec has it (`{start_date, end_date, sender: 'Nadawca', ...}`, in the body's
 *   order; beside a `columns` list each such field answers `report_columns_twice`).
 *   200 -> the XLSX (content type REPORT_CONTENT_TYPE), file name in the `gt-file-name` header
 *   and in Content-Disposition. Row 1 holds the column names as the user named them, one row per
 *   transit after it, ordered by loading date then transit number.
 */
import { z } from '../zod-config.ts';
import { isValidIsoDate } from '../validation/dates.ts';
import { REPORT_COLUMNS, type ReportColumn, type ReportSettings } from '../schemas/settings.ts';

export { REPORT_COLUMNS };
export type { ReportColumn };

export const REPORT_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The response header that names the file (spec 3 §7). */
export const REPORT_FILE_NAME_HEADER = 'gt-file-name';
/**
 * Longest date range of one report, in days (guards the server; see
 * docs/decisions/0037-reports.md).
 */
export const REPORT_MAX_DAYS = 366;
/** A column name in the report's header row. */
export const REPORT_COLUMN_NAME_MAX = 100;

export const ReportColumnSetting = z.strictObject({
  key: z.enum(REPORT_COLUMNS),
  name: z.string().trim().max(REPORT_COLUMN_NAME_MAX),
});
export type ReportColumnSetting = z.infer<typeof ReportColumnSetting>;

const columnList = z
  .array(ReportColumnSetting)
  .max(REPORT_COLUMNS.length)
  .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, {
    message: 'invalid_choice',
  });

export const ReportSettingsRequest = z.strictObject({ columns: columnList });
export type ReportSettingsRequest = z.infer<typeof ReportSettingsRequest>;

export const ReportSettingsResponse = z.object({
  columns: z.array(z.object({ key: z.enum(REPORT_COLUMNS), name: z.string() })),
  available: z.array(z.enum(REPORT_COLUMNS)),
});
export type ReportSettingsResponse = z.infer<typeof ReportSettingsResponse>;

const reportDate = () =>
  z
    .string()
    .trim()
    .min(1)
    .refine((value) => isValidIsoDate(value), { message: 'invalid_date' });

/** The report columns named as flat fields of the body (spec 3 §7), as `report_settings` holds them. */
// Built in an annotated call so that bundles that do not use it drop it (and zod with it).
const flatColumnFields = /* @__PURE__ */ (() =>
  Object.fromEntries(
    REPORT_COLUMNS.map((key) => [key, z.string().trim().max(REPORT_COLUMN_NAME_MAX).optional()]),
  ) as Record<ReportColumn, z.ZodOptional<z.ZodString>>)();

/**
 * The spec's body names the columns as flat fields (`{"sender": "Nadawca", ...}`, the shape of
 * `report_settings`); they become `columns` in the order the body gives them, which is the
 * report's column order. They are read as such only when all are text and no `columns` list
 * came too: otherwise they stay where they are and the schema answers on those fields.
 */
function flatFieldsAsColumns(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'columns' in body) {
    return body;
  }
  const entries: [string, unknown][] = Object.entries(body as Record<string, unknown>);
  const flat = entries.filter(([key]) => (REPORT_COLUMNS as readonly string[]).includes(key));
  if (flat.length === 0 || !flat.every(([, name]) => typeof name === 'string')) return body;
  return {
    ...Object.fromEntries(entries.filter((entry) => !flat.includes(entry))),
    columns: flat.map(([key, name]) => ({ key, name })),
  };
}

/** The request once flat fields were read as `columns` (what a form that lists columns checks). */
export const TransitsReportBody = z
  .strictObject({
    start_date: reportDate(),
    end_date: reportDate(),
    columns: columnList.optional(),
    ...flatColumnFields,
  })
  .superRefine((value, ctx) => {
    for (const key of REPORT_COLUMNS) {
      // Named beside a `columns` list: one way of naming the columns at a time.
      if (value[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'report_columns_twice' });
      }
    }
    if (!isValidIsoDate(value.start_date) || !isValidIsoDate(value.end_date)) return;
    if (value.end_date < value.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'date_range_incorrect' });
      return;
    }
    const days =
      (Date.parse(`${value.end_date}T00:00:00Z`) - Date.parse(`${value.start_date}T00:00:00Z`)) /
      86_400_000;
    if (days >= REPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `date_range_too_long?max=${REPORT_MAX_DAYS}`,
      });
    }
  });

export const TransitsReportRequest = z.preprocess(flatFieldsAsColumns, TransitsReportBody);
export type TransitsReportRequest = z.infer<typeof TransitsReportRequest>;

/** The named columns in order: an unnamed (empty) column is left out, a key counts once. */
export function reportColumnsInOrder(
  columns: readonly ReportColumnSetting[],
): ReportColumnSetting[] {
  const seen = new Set<ReportColumn>();
  const named: ReportColumnSetting[] = [];
  for (const column of columns) {
    const name = column.name.trim();
    if (name === '' || seen.has(column.key)) continue;
    seen.add(column.key);
    named.push({ key: column.key, name });
  }
  return named;
}

/** The stored `report_settings` object (key -> name, in the user's order) as a column list. */
export function reportSettingsToColumns(settings: ReportSettings): ReportColumnSetting[] {
  return reportColumnsInOrder(
    Object.entries(settings).flatMap(([key, name]) =>
      (REPORT_COLUMNS as readonly string[]).includes(key) && typeof name === 'string'
        ? [{ key: key as ReportColumn, name }]
        : [],
    ),
  );
}

/**
 * A column list as the stored `report_settings` object; its key order is the column order. The
 * columns left unnamed follow with an empty name, so the object names every column and a
 * company that cleared them all is not given the defaults again (see `hasReportSettings`).
 */
export function reportColumnsToSettings(columns: readonly ReportColumnSetting[]): ReportSettings {
  const settings: ReportSettings = {};
  for (const column of reportColumnsInOrder(columns)) settings[column.key] = column.name;
  for (const key of REPORT_COLUMNS) settings[key] ??= '';
  return settings;
}

/** The XLSX file name: `raport_2026-11-01_2026-11-30.xlsx`. */
export function reportFileName(startDate: string, endDate: string): string {
  return `raport_${startDate}_${endDate}.xlsx`;
}
