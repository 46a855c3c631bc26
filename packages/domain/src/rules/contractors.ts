import type { Role } from '../enums.ts';

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

/** Page count of a 10-row list: ceil(count/10), and 10 before anything is loaded (spec 3 §4). */
export function pageCount(count: number | undefined, pageSize = 10): number {
  if (count === undefined) return 10;
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * Who may change master data (see docs/decisions.md): everyone of the company reads the lists and
 * autocompletes; Kierowca (driver) changes nothing in them.
 */
export function canWriteContractors(role: Role): boolean {
  return role !== 'Kierowca';
}

export function canDeleteContractors(role: Role): boolean {
  return role === 'Admin' || role === 'Dyspozytor';
}

export function canWriteVehicles(role: Role): boolean {
  return role !== 'Kierowca';
}

export function canAnswerInvitations(role: Role): boolean {
  return role === 'Admin' || role === 'Dyspozytor';
}

export function canViewBilling(role: Role): boolean {
  return role === 'Admin';
}
