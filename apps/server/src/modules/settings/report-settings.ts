import {
  DEFAULT_LANGUAGE,
  ReportSettings,
  defaultReportColumns,
  hasReportSettings,
  reportColumnsToSettings,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { CompanyRow } from '../../db/schema.ts';
import { toLanguage } from '../../platform/context.ts';
import { ownerLanguage } from './repo.ts';

function parseObject(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The company's report settings as stored, or, while it never saved any, all 20 columns named
 * in the owner's language: a new owner downloads a report at once (spec 3 §3: an unnamed column
 * is left out; docs/decisions/0037-reports.md).
 */
export async function companyReportSettings(
  db: Executor,
  company: Pick<CompanyRow, 'id' | 'report_settings'>,
): Promise<ReportSettings> {
  const parsed = ReportSettings.safeParse(parseObject(company.report_settings));
  if (parsed.success && hasReportSettings(parsed.data)) return parsed.data;
  const language = await ownerLanguage(db, company.id);
  return reportColumnsToSettings(defaultReportColumns(toLanguage(language ?? DEFAULT_LANGUAGE)));
}
