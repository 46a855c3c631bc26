import type { Role } from '../enums.ts';
import { forbidden, ALLOWED, type Verdict } from './verdict.ts';

/** A signed-in user of a company, as the account and master-data rules read him. */
export type Member = { role: Role; primary: boolean };

/**
 * Master-data and account actions (spec 3 §6; where the spec is silent,
 * docs/decisions/0025-one-rulebook.md):
 * everyone of the company reads the lists; Kierowca changes none of them.
 */
export const ACCOUNT_ACTIONS = [
  'manage_accounts',
  'add_driver',
  'open_cars',
  'open_drivers',
  'write_contractors',
  'delete_contractors',
  'write_vehicles',
  'answer_invitations',
  'view_billing',
  'company_settings',
  'add_alert_type',
  'import_csv',
  'write_transits',
  'manage_api_keys',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

const ROLES_OF: Record<
  Exclude<AccountAction, 'company_settings' | 'add_alert_type'>,
  readonly Role[]
> = {
  manage_accounts: ['Admin'],
  add_driver: ['Admin'],
  open_cars: ['Admin', 'Dyspozytor', 'Magazynier'],
  open_drivers: ['Admin', 'Dyspozytor'],
  write_contractors: ['Admin', 'Dyspozytor', 'Magazynier'],
  delete_contractors: ['Admin', 'Dyspozytor'],
  write_vehicles: ['Admin', 'Dyspozytor', 'Magazynier'],
  answer_invitations: ['Admin', 'Dyspozytor'],
  view_billing: ['Admin'],
  import_csv: ['Admin', 'Dyspozytor', 'Magazynier'],
  write_transits: ['Admin', 'Dyspozytor', 'Magazynier'],
  // Company API keys act with an Admin's reach (issue 23): only an Admin hands them out.
  manage_api_keys: ['Admin'],
};

/** Whether `member` may do `action`; company settings and alert types are the owner's. */
export function decideAccount(member: Member, action: AccountAction): Verdict {
  if (action === 'company_settings' || action === 'add_alert_type') {
    return member.primary ? ALLOWED : forbidden();
  }
  return ROLES_OF[action].includes(member.role) ? ALLOWED : forbidden();
}

export function mayAccount(member: Member, action: AccountAction): boolean {
  return decideAccount(member, action).allowed;
}

/**
 * Changes to another user's account (spec 3 §6): an Admin edits anyone of the company but never
 * the primary account's role or state; a user edits his own names and sets his own PIN once.
 * An Admin may reset (remove, and so unlock) another user's PIN, not the primary account's: its
 * owner unlocks his own with his password (issue 18 item 4).
 */
export type UserChange = 'names' | 'role_or_state' | 'pin' | 'reset_pin' | 'delete';

export function decideUserChange(
  member: Member,
  change: UserChange,
  target: { isSelf: boolean; primary: boolean },
): Verdict {
  switch (change) {
    case 'names':
      return target.isSelf || member.role === 'Admin' ? ALLOWED : forbidden();
    case 'role_or_state':
      return member.role === 'Admin' && !target.isSelf && !target.primary ? ALLOWED : forbidden();
    case 'pin':
      return target.isSelf ? ALLOWED : forbidden();
    case 'reset_pin':
      return member.role === 'Admin' && !target.isSelf && !target.primary ? ALLOWED : forbidden();
    case 'delete':
      return member.role === 'Admin' && !target.primary ? ALLOWED : forbidden();
  }
}
