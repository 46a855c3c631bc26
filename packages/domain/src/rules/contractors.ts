import { EMAIL_MAX } from '../constants.ts';
import { isValidEmail } from '../validation/email.ts';
import { isEmptyPhone, normalizePhone, validatePhone } from '../validation/phone.ts';

/** How a new or changed contractor will be reached (spec 3 §4). */
export type DeliveryIndicator = 'shared' | 'email' | 'sms' | 'none';

export function deliveryIndicator(contractor: {
  is_online: boolean;
  email?: string | null;
  phone?: string | null;
}): DeliveryIndicator {
  if (contractor.is_online) return 'shared';
  if (contractor.email) return 'email';
  if (contractor.phone && contractor.phone !== '+48') return 'sms';
  return 'none';
}

/**
 * The `company_vies` a carrier line's pickers send: its contractor's, when that contractor is a
 * company in the product, so they offer its drivers, vehicles and people (a forwarder's
 * subcontractor, spec 1 §7, spec 2 §4). The server answers them only for a connected company.
 */
export function carrierPickerCompany(
  contractor: { is_online: boolean; vies: string | null } | null,
): string | undefined {
  return contractor?.is_online && contractor.vies ? contractor.vies : undefined;
}

/** Page count of a 10-row list: ceil(count/10), and 10 before anything is loaded (spec 3 §4). */
export function pageCount(count: number | undefined, pageSize = 10): number {
  if (count === undefined) return 10;
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * How a transit's link goes to a contractor outside the product once its main document exists
 * (spec 2 §4, spec 3 §4 "contractor delivery indicator"): by e-mail, else by SMS. A connected
 * company sees the transit in the product and is not sent anything; malformed contact data (kept
 * from before the form's rules, or imported) and missing contact data are skipped, with why.
 */
export type AutoSendChoice =
  | { kind: 'shared' }
  | { kind: 'email'; to: string }
  | { kind: 'sms'; to: string }
  | { kind: 'skipped'; reason: AutoSendSkipReason };

export const AUTO_SEND_SKIP_REASONS = ['wrong_email', 'wrong_phone', 'no_contact_data'] as const;
export type AutoSendSkipReason = (typeof AUTO_SEND_SKIP_REASONS)[number];

export function autoSendChoice(contractor: {
  is_online: boolean;
  email: string;
  phone: string;
}): AutoSendChoice {
  const indicator = deliveryIndicator(contractor);
  if (indicator === 'shared') return { kind: 'shared' };
  const email = contractor.email.trim();
  if (email !== '') {
    return isValidEmail(email) && email.length <= EMAIL_MAX
      ? { kind: 'email', to: email.toLowerCase() }
      : { kind: 'skipped', reason: 'wrong_email' };
  }
  if (!isEmptyPhone(contractor.phone)) {
    const phone = normalizePhone(contractor.phone);
    return validatePhone(phone, { allowSpaces: true }) === null
      ? { kind: 'sms', to: phone }
      : { kind: 'skipped', reason: 'wrong_phone' };
  }
  return { kind: 'skipped', reason: 'no_contact_data' };
}
