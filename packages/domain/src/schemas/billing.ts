import { z } from '../zod-config.ts';
import { VAT_RATE } from '../constants.ts';

/**
 * Monthly billing summary (spec 3 §3); amounts in PLN with 2 decimals. The spec's fields:
 * `price_per_document` is the unit price and `count` the documents generated; `price_files` and
 * `price_sms_*` are the month's totals for files and SMS, `sms_*` the SMS counts. The extra
 * fields give the remaining counts and unit prices so the summary can be shown line by line.
 */
export const BillingSummary = z.object({
  price_per_document: z.number(),
  count: z.number().int(),
  price_files: z.number(),
  price_sms_eu: z.number(),
  price_sms_non_eu: z.number(),
  price_sms_uk: z.number(),
  sms_eu: z.number().int(),
  sms_non_eu: z.number().int(),
  sms_uk: z.number().int(),
  price_net: z.number(),
  price_gross: z.number(),
  month: z.number().int(),
  year: z.number().int(),
  currency: z.literal('PLN'),
  files: z.number().int(),
  price_documents: z.number(),
  price_per_file: z.number(),
  price_per_sms_eu: z.number(),
  price_per_sms_non_eu: z.number(),
  price_per_sms_uk: z.number(),
});
export type BillingSummary = z.infer<typeof BillingSummary>;

export const BillingParams = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(9999),
});

/** Money is counted in grosze to avoid float drift; shown with 2 decimals. */
export function grossFromNet(netGrosze: number): number {
  return Math.round(netGrosze * (1 + VAT_RATE));
}

export function formatPln(amount: number, locale = 'pl-PL'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 2,
  }).format(amount);
}

/** SMS prices differ for EU, UK and other numbers; the prefix decides. */
const EU_PREFIXES = [
  '+30',
  '+31',
  '+32',
  '+33',
  '+34',
  '+351',
  '+352',
  '+353',
  '+356',
  '+357',
  '+358',
  '+359',
  '+36',
  '+370',
  '+371',
  '+372',
  '+385',
  '+386',
  '+39',
  '+40',
  '+420',
  '+421',
  '+43',
  '+45',
  '+46',
  '+48',
  '+49',
];
export type SmsRegion = 'eu' | 'uk' | 'non_eu';
export function smsRegion(phone: string): SmsRegion {
  if (phone.startsWith('+44')) return 'uk';
  return EU_PREFIXES.some((prefix) => phone.startsWith(prefix)) ? 'eu' : 'non_eu';
}
