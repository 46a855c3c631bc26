import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { AlertTypeRow, Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

export async function listAlertTypes(db: Executor, companyId: number): Promise<AlertTypeRow[]> {
  return db
    .selectFrom('alert_types')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertAlertType(
  db: Executor,
  row: {
    company_id: number;
    message: string;
    is_default: number;
    position: number;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('alert_types').values(row).execute();
}

export async function updateAlertType(
  db: Executor,
  id: number,
  companyId: number,
  message: string,
  position: number,
): Promise<void> {
  await db
    .updateTable('alert_types')
    .set({ message, position })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
}

export async function deleteAlertTypes(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('alert_types')
    .where('company_id', '=', companyId)
    .where('is_default', '=', 0)
    .where('id', 'in', ids)
    .execute();
}

/** The company's settings columns (JSON text for the CSV and report choices). */
export type CompanySettingsPatch = {
  is_auto_accept_notifications?: number;
  is_auto_send_links?: number;
  csv_upload_settings?: string;
  report_settings?: string;
};

export async function updateCompanySettings(
  db: Executor,
  companyId: number,
  patch: CompanySettingsPatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('companies').set(patch).where('id', '=', companyId).execute();
}

export async function updateDefaultDocument(
  db: Executor,
  userId: number,
  value: string,
): Promise<void> {
  await db.updateTable('users').set({ default_document: value }).where('id', '=', userId).execute();
}

/** The language of the company's primary (owner) account: the company's language. */
export async function ownerLanguage(db: Executor, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('company_id', '=', companyId)
    .where('ownership', '=', 'primary')
    .orderBy('id')
    .executeTakeFirst();
  return row?.language ?? null;
}
