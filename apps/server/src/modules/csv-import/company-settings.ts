// csv/company-settings/: the last import's settings and mapping, kept for the next one.

import {
  CsvUploadSettings,
  DEFAULT_CSV_COMPANY_SETTINGS,
  type CsvCompanySettings,
} from '@transitdocs/domain';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { getCompany } from '../accounts/index.ts';
import { updateCompanySettings } from '../settings/index.ts';

export async function getCompanySettings(deps: Deps, caller: Caller): Promise<CsvCompanySettings> {
  const company = await getCompany(deps.db, caller.companyId);
  if (!company) throw notFound();
  let stored: unknown;
  try {
    stored = company.csv_upload_settings
      ? (JSON.parse(company.csv_upload_settings) as unknown)
      : undefined;
  } catch {
    stored = undefined;
  }
  const parsed = CsvUploadSettings.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CSV_COMPANY_SETTINGS;
}

/** Company settings belong to the primary account, as in profile-settings/. */
export async function putCompanySettings(
  deps: Deps,
  caller: Caller,
  input: CsvCompanySettings,
): Promise<CsvCompanySettings> {
  requireAccountAction(caller, 'company_settings');
  await updateCompanySettings(deps.db, caller.companyId, {
    csv_upload_settings: JSON.stringify(input),
  });
  return getCompanySettings(deps, caller);
}
