import { grossFromNet, smsRegion, type BillingSummary } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { nonFieldError } from '../../platform/errors.ts';
import * as repo from './repo.ts';

const pln = (grosze: number): number => grosze / 100;

/** Months are calendar months in UTC: [first day 00:00Z, next first day 00:00Z). */
function monthRange(month: number, year: number): { from: string; to: string } {
  return {
    from: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, month, 1)).toISOString(),
  };
}

/**
 * The month's documents, files and SMS (EU / UK / other by prefix) at the configured prices.
 * Everything is counted in grosze and converted once, so the sums are exact.
 */
export async function billingSummary(
  deps: Deps,
  caller: Caller,
  month: number,
  year: number,
  now = new Date(),
): Promise<BillingSummary> {
  requireAccountAction(caller, 'view_billing');
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) > current) throw nonFieldError('billing_month_in_future');
  const { from, to } = monthRange(month, year);
  const documents = await repo.countUsage(
    deps.db,
    caller.companyId,
    'document_generated',
    from,
    to,
  );
  const files = await repo.countUsage(deps.db, caller.companyId, 'file_uploaded', from, to);
  const sms = { eu: 0, uk: 0, non_eu: 0 };
  for (const recipient of await repo.listSmsRecipients(deps.db, caller.companyId, from, to)) {
    sms[smsRegion(recipient)] += 1;
  }
  const prices = deps.config.prices;
  const totals = {
    documents: documents * prices.document,
    files: files * prices.file,
    smsEu: sms.eu * prices.smsEu,
    smsNonEu: sms.non_eu * prices.smsNonEu,
    smsUk: sms.uk * prices.smsUk,
  };
  const net = totals.documents + totals.files + totals.smsEu + totals.smsNonEu + totals.smsUk;
  return {
    price_per_document: pln(prices.document),
    count: documents,
    price_files: pln(totals.files),
    price_sms_eu: pln(totals.smsEu),
    price_sms_non_eu: pln(totals.smsNonEu),
    price_sms_uk: pln(totals.smsUk),
    sms_eu: sms.eu,
    sms_non_eu: sms.non_eu,
    sms_uk: sms.uk,
    price_net: pln(net),
    price_gross: pln(grossFromNet(net)),
    month,
    year,
    currency: 'PLN',
    files,
    price_documents: pln(totals.documents),
    price_per_file: pln(prices.file),
    price_per_sms_eu: pln(prices.smsEu),
    price_per_sms_non_eu: pln(prices.smsNonEu),
    price_per_sms_uk: pln(prices.smsUk),
  };
}

/**
 * Data access for other modules: one billable event (a document generated, a file uploaded),
 * written in the caller's transaction. It decides nothing.
 */
export async function recordUsage(trx: Executor, row: repo.UsageRow): Promise<void> {
  await repo.insertUsageRecord(trx, row);
}
