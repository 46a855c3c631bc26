import {
  CsvUploadSettings,
  DEFAULT_CSV_UPLOAD_SETTINGS,
  DEFAULT_DOCUMENT_CHOICES,
  DOCUMENT_TYPES,
  NON_PRIMARY_SETTINGS,
  type DefaultDocumentChoice,
  DEFAULT_LANGUAGE,
  type DocumentCode,
  type Language,
  type DocumentTypesResponse,
  type ProfileSettings,
  type ProfileSettingsPatchRequest,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { AlertTypeRow, CompanyRow } from '../../db/schema.ts';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import { toLanguage, type Deps } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { getCompany, getUser } from '../accounts/index.ts';
import { companyReportSettings } from './report-settings.ts';
import * as repo from './repo.ts';

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function companyDocumentTypes(company: CompanyRow): DocumentTypesResponse {
  const codes = parseJson(company.document_types);
  if (!Array.isArray(codes)) return [];
  return codes.filter(
    (code): code is DocumentCode => typeof code === 'string' && code in DOCUMENT_TYPES,
  );
}

function asDefaultDocument(value: string): DefaultDocumentChoice {
  return DEFAULT_DOCUMENT_CHOICES.find((choice) => choice === value) ?? 'NONE';
}

async function loadCompany(deps: Deps, caller: Caller): Promise<CompanyRow> {
  const company = await getCompany(deps.db, caller.companyId);
  if (!company) throw notFound();
  return company;
}

export async function getDocumentTypes(deps: Deps, caller: Caller): Promise<DocumentTypesResponse> {
  return companyDocumentTypes(await loadCompany(deps, caller));
}

export async function getProfileSettings(deps: Deps, caller: Caller): Promise<ProfileSettings> {
  const company = await loadCompany(deps, caller);
  const user = await getUser(deps.db, caller.userId);
  if (!user) throw notFound();
  const alertTypes = await repo.listAlertTypes(deps.db, company.id);
  const csv = CsvUploadSettings.safeParse(parseJson(company.csv_upload_settings));
  return {
    default_document: asDefaultDocument(user.default_document),
    is_auto_accept_notifications: company.is_auto_accept_notifications === 1,
    is_auto_send_links: company.is_auto_send_links === 1,
    alert_types: alertTypes.map((alert) => ({
      id: alert.id,
      message: alert.message,
      default: alert.is_default === 1,
    })),
    csv_upload_settings: csv.success ? csv.data : DEFAULT_CSV_UPLOAD_SETTINGS,
    report_settings: await companyReportSettings(deps.db, company),
  };
}

/**
 * default_document is per user; the rest belongs to the company and only the primary account
 * changes it. alert_types is the whole list: default entries must come back unchanged, others
 * are updated by id, added without one, and removed when left out.
 */
export async function patchProfileSettings(
  deps: Deps,
  caller: Caller,
  input: ProfileSettingsPatchRequest,
): Promise<ProfileSettings> {
  const sent = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
  const allowed: readonly string[] = NON_PRIMARY_SETTINGS;
  if (sent.some((key) => !allowed.includes(key))) {
    requireAccountAction(caller, 'company_settings');
  }

  const company = await loadCompany(deps, caller);
  if (input.default_document !== undefined && input.default_document !== 'NONE') {
    const available: readonly string[] = companyDocumentTypes(company);
    if (!available.includes(input.default_document)) {
      throw fieldError('default_document', 'document_type_not_available');
    }
  }

  await deps.db.transaction().execute(async (trx) => {
    if (input.default_document !== undefined) {
      await repo.updateDefaultDocument(trx, caller.userId, input.default_document);
    }
    await repo.updateCompanySettings(trx, company.id, {
      ...(input.is_auto_accept_notifications !== undefined && {
        is_auto_accept_notifications: input.is_auto_accept_notifications ? 1 : 0,
      }),
      ...(input.is_auto_send_links !== undefined && {
        is_auto_send_links: input.is_auto_send_links ? 1 : 0,
      }),
      ...(input.csv_upload_settings !== undefined && {
        csv_upload_settings: JSON.stringify(input.csv_upload_settings),
      }),
      ...(input.report_settings !== undefined && {
        report_settings: JSON.stringify(input.report_settings),
      }),
    });
    if (input.alert_types !== undefined) {
      const existing = await repo.listAlertTypes(trx, company.id);
      const byId = new Map(existing.map((alert) => [alert.id, alert]));
      const keptIds = new Set<number>();
      const now = nowIso();
      for (const [position, item] of input.alert_types.entries()) {
        const current = item.id === undefined ? undefined : byId.get(item.id);
        if (item.id !== undefined && !current) throw fieldError('alert_types', 'invalid_choice');
        if (current?.is_default === 1) {
          if (item.message !== current.message || item.default === false) {
            throw fieldError('alert_types', 'default_alert_type_not_editable');
          }
        } else if (item.default === true) {
          throw fieldError('alert_types', 'default_alert_type_not_editable');
        }
        if (current) {
          keptIds.add(current.id);
          await repo.updateAlertType(trx, current.id, company.id, item.message, position);
        } else {
          await repo.insertAlertType(trx, {
            company_id: company.id,
            message: item.message,
            is_default: 0,
            position,
            created_at: now,
          });
        }
      }
      const missingDefault = existing.some(
        (alert) => alert.is_default === 1 && !keptIds.has(alert.id),
      );
      if (missingDefault) throw fieldError('alert_types', 'default_alert_type_not_editable');
      await repo.deleteAlertTypes(
        trx,
        company.id,
        existing.filter((alert) => !keptIds.has(alert.id)).map((alert) => alert.id),
      );
    }
  });
  return getProfileSettings(deps, caller);
}

/*
 * Data access for other modules (alert types and the company's settings columns are this
 * module's); they decide nothing. Each takes the executor, so that a transaction stays whole.
 */

/** The company's alert types, in their order. */
export function alertTypesOf(db: Executor, companyId: number): Promise<AlertTypeRow[]> {
  return repo.listAlertTypes(db, companyId);
}

/** Stores settings a module remembers for the company (the last CSV import's or report's choice). */
export async function updateCompanySettings(
  db: Executor,
  companyId: number,
  patch: repo.CompanySettingsPatch,
): Promise<void> {
  await repo.updateCompanySettings(db, companyId, patch);
}

/** Whether the company's transit links go by themselves to contractors outside the product. */
export async function sendsLinksByItself(db: Executor, companyId: number): Promise<boolean> {
  const company = await getCompany(db, companyId);
  return company?.is_auto_send_links === 1;
}

/** The company's language: its primary (owner) account's, else the product's default. */
export async function companyLanguage(db: Executor, companyId: number): Promise<Language> {
  return toLanguage((await repo.ownerLanguage(db, companyId)) ?? DEFAULT_LANGUAGE);
}
