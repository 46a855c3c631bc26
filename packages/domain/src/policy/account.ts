import { ROLES, type Role } from '../enums.ts';
import type { ErrorKey } from '../errors.ts';
import {
  ACCOUNT_ACTIONS,
  EMPLOYEE_ACTIONS,
  type AccountAction,
  type AccountActions,
  type EmployeeAction,
  type EmployeeActions,
} from './actions.ts';
import { API_KEY_SCOPES, type ApiKeyActor, type ApiKeyScope } from './actor.ts';
import { allowedActions, answersOf, forbidden, ALLOWED, type Verdict } from './verdict.ts';

/** A signed-in user of a company, as the account and master-data rules read him. */
export type Member = { role: Role; primary: boolean };

/** Who asks an account rule: a person of the company, or one of its API keys. */
export type AccountActor = Member | ApiKeyActor;

function isKey(actor: AccountActor): actor is ApiKeyActor {
  return 'kind' in actor;
}

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
  // Only an Admin hands out company API keys; each acts with its creator's current role.
  manage_api_keys: ['Admin'],
  manage_webhooks: ['Admin'],
  // The driver view tells the company where its driver is; nobody else is tracked.
  share_position: ['Kierowca'],
  own_account: ROLES,
  own_credentials: ROLES,
  read_company: ROLES,
  change_company: ROLES,
};

/**
 * What a company API key never does, whatever its scope: it is a program, not a person, so it
 * has no account, settings, devices or credentials of its own and never uses its creator's (his
 * phone's signing keys, his PIN: a key neither sets, changes nor tries it, so it cannot count
 * towards its lock), and it hands out neither accounts, keys nor webhooks (a leaked key must not
 * mint more access).
 */
const NEVER_BY_KEY: ReadonlySet<AccountAction> = new Set([
  'manage_accounts',
  'manage_api_keys',
  'manage_webhooks',
  'company_settings',
  'add_alert_type',
  'share_position',
  'own_account',
  'own_credentials',
]);

/** What a key of `read` scope does: reading. */
const KEY_READS: ReadonlySet<AccountAction> = new Set([
  'open_cars',
  'open_drivers',
  'view_billing',
  'read_company',
]);

/**
 * A key acts with its creator's current role (never the owner's account) within its scope: a
 * creator demoted to Kierowca leaves a key that does what a Kierowca may. Its own refusals say
 * that the key may not, so its program's author knows which key to change.
 */
function decideKey(key: ApiKeyActor, action: AccountAction): Verdict {
  if (NEVER_BY_KEY.has(action)) return forbidden('api_key_not_allowed');
  if (key.scope === 'read' && !KEY_READS.has(action)) return forbidden('api_key_not_allowed');
  return decideAccount({ role: key.role, primary: false }, action);
}

/** Whether `actor` may do `action`; company settings and alert types are the owner's. */
export function decideAccount(actor: AccountActor, action: AccountAction): Verdict {
  if (isKey(actor)) return decideKey(actor, action);
  if (action === 'company_settings' || action === 'add_alert_type') {
    return actor.primary ? ALLOWED : forbidden();
  }
  return ROLES_OF[action].includes(actor.role) ? ALLOWED : forbidden();
}

/**
 * The narrowest API key scope that may do `action` for a creator of some role, or null when no
 * key ever may: what the API document says a route asks of a key.
 */
export function keyScopeFor(action: AccountAction): ApiKeyScope | null {
  const allows = (scope: ApiKeyScope) =>
    ROLES.some((role) => decideAccount({ kind: 'api_key', scope, role }, action).allowed);
  return API_KEY_SCOPES.find(allows) ?? null;
}

export function mayAccount(actor: AccountActor, action: AccountAction): boolean {
  return decideAccount(actor, action).allowed;
}

/** Every account action's answer for the signed-in user, as the API sends it (`actions`). */
export function accountActions(member: Member): AccountActions {
  return allowedActions(ACCOUNT_ACTIONS, (action) => decideAccount(member, action));
}

/**
 * Changes to another user's account (spec 3 §6): an Admin edits anyone of the company but never
 * the primary account's role or state, nor his own (he would lock himself out); a user edits his
 * own names and sets his own PIN once. An Admin may reset (remove, and so unlock) another user's
 * PIN, not the primary account's: its owner unlocks his own with his password. An Admin deletes
 * the company's sub-accounts, never the owner's nor the one he is signed in with.
 */
export type UserChange = 'names' | 'role_or_state' | 'pin' | 'reset_pin' | 'delete';

/** The account a change is about, as seen from the caller. */
export type AccountTarget = { isSelf: boolean; primary: boolean };

export function decideUserChange(
  member: Member,
  change: UserChange,
  target: AccountTarget,
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
      if (member.role !== 'Admin' || target.primary) return forbidden();
      return target.isSelf ? forbidden('own_account_not_deletable') : ALLOWED;
  }
}

/** The change behind each action of the accounts list. */
const CHANGE_OF: Record<EmployeeAction, UserChange> = {
  edit: 'names',
  change_role: 'role_or_state',
  block: 'role_or_state',
  delete: 'delete',
  reset_pin: 'reset_pin',
};

export type EmployeeRefusals = Partial<Record<EmployeeAction, ErrorKey>>;

/**
 * What `member` may do to the account `target` and why not (`actions`, `refusals`), as the
 * accounts list sends it: the list offers block and delete only where the server allows them.
 */
export function employeeAnswers(
  member: Member,
  target: AccountTarget,
): { actions: EmployeeActions; refusals: EmployeeRefusals } {
  return answersOf(EMPLOYEE_ACTIONS, (action) =>
    decideUserChange(member, CHANGE_OF[action], target),
  );
}
