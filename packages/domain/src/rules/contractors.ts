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
