import { toCount, type Executor } from '../../db/index.ts';

export async function countUsage(
  db: Executor,
  companyId: number,
  kind: 'document_generated' | 'file_uploaded',
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('usage_records')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** Recipients of the SMS the company sent in the period, one row per message. */
export async function listSmsRecipients(
  db: Executor,
  companyId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('outbound_messages')
    .select('recipient')
    .where('company_id', '=', companyId)
    .where('channel', '=', 'sms')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  return rows.map((row) => row.recipient);
}

/** One billable event of the billing summary (spec 3 §3), recorded when it happens. */
export type UsageRow = {
  company_id: number;
  user_id: number | null;
  kind: 'document_generated' | 'file_uploaded';
  created_at: string;
};

export async function insertUsageRecord(db: Executor, row: UsageRow): Promise<void> {
  await db.insertInto('usage_records').values(row).execute();
}
