import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../enums.ts';
import { ACCOUNT_ACTIONS, type AccountAction } from './actions.ts';
import {
  decideAccount,
  decideUserChange,
  employeeAnswers,
  keyScopeFor,
  mayAccount,
} from './account.ts';

/** Spec 3 §6 (and docs/decisions/0025-one-rulebook.md where it is silent): which role does what. */
const TABLE: Record<AccountAction, Record<Role, boolean>> = {
  manage_accounts: { Admin: true, Dyspozytor: false, Magazynier: false, Kierowca: false },
  add_driver: { Admin: true, Dyspozytor: false, Magazynier: false, Kierowca: false },
  open_cars: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: false },
  open_drivers: { Admin: true, Dyspozytor: true, Magazynier: false, Kierowca: false },
  write_contractors: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: false },
  delete_contractors: { Admin: true, Dyspozytor: true, Magazynier: false, Kierowca: false },
  write_vehicles: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: false },
  answer_invitations: { Admin: true, Dyspozytor: true, Magazynier: false, Kierowca: false },
  view_billing: { Admin: true, Dyspozytor: false, Magazynier: false, Kierowca: false },
  import_csv: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: false },
  write_transits: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: false },
  manage_api_keys: { Admin: true, Dyspozytor: false, Magazynier: false, Kierowca: false },
  share_position: { Admin: false, Dyspozytor: false, Magazynier: false, Kierowca: true },
  manage_webhooks: { Admin: true, Dyspozytor: false, Magazynier: false, Kierowca: false },
  own_account: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: true },
  own_credentials: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: true },
  read_company: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: true },
  change_company: { Admin: true, Dyspozytor: true, Magazynier: true, Kierowca: true },
  // The owner's, whatever the role (a primary account is an Admin).
  company_settings: { Admin: false, Dyspozytor: false, Magazynier: false, Kierowca: false },
  add_alert_type: { Admin: false, Dyspozytor: false, Magazynier: false, Kierowca: false },
};

describe('the account and master-data rulebook', () => {
  for (const action of ACCOUNT_ACTIONS) {
    for (const role of ROLES) {
      it(`${role} (not primary) · ${action} -> ${TABLE[action][role]}`, () => {
        expect(mayAccount({ role, primary: false }, action)).toBe(TABLE[action][role]);
      });
    }
  }

  it('gives company settings and alert types to the primary account', () => {
    expect(mayAccount({ role: 'Admin', primary: true }, 'company_settings')).toBe(true);
    expect(mayAccount({ role: 'Admin', primary: true }, 'add_alert_type')).toBe(true);
  });

  it('lets an Admin change others but never the primary account, and a user set his own PIN', () => {
    const admin = { role: 'Admin' as const, primary: false };
    const clerk = { role: 'Magazynier' as const, primary: false };
    const other = { isSelf: false, primary: false };
    const owner = { isSelf: false, primary: true };
    const self = { isSelf: true, primary: false };
    expect(decideUserChange(admin, 'role_or_state', other).allowed).toBe(true);
    expect(decideUserChange(admin, 'role_or_state', owner).allowed).toBe(false);
    expect(decideUserChange(admin, 'role_or_state', self).allowed).toBe(false);
    expect(decideUserChange(admin, 'delete', owner).allowed).toBe(false);
    expect(decideUserChange(clerk, 'names', other)).toMatchObject({ status: 403 });
    expect(decideUserChange(clerk, 'names', self).allowed).toBe(true);
    expect(decideUserChange(admin, 'pin', other).allowed).toBe(false);
    expect(decideUserChange(clerk, 'pin', self).allowed).toBe(true);
    // Resetting (unlocking) a PIN: an Admin on others, never on the owner or himself.
    expect(decideUserChange(admin, 'reset_pin', other).allowed).toBe(true);
    expect(decideUserChange(admin, 'reset_pin', owner).allowed).toBe(false);
    expect(decideUserChange(admin, 'reset_pin', self).allowed).toBe(false);
    expect(decideUserChange(clerk, 'reset_pin', other).allowed).toBe(false);
  });

  it('refuses an Admin deleting the account he is signed in with, with its own key', () => {
    const admin = { role: 'Admin' as const, primary: false };
    expect(decideUserChange(admin, 'delete', { isSelf: true, primary: false })).toEqual({
      allowed: false,
      status: 403,
      key: 'own_account_not_deletable',
      field: 'detail',
    });
    expect(decideUserChange(admin, 'delete', { isSelf: false, primary: false }).allowed).toBe(true);
  });

  it('answers the accounts list: the owner and oneself are neither blocked nor deleted', () => {
    const admin = { role: 'Admin' as const, primary: true };
    expect(employeeAnswers(admin, { isSelf: false, primary: false })).toEqual({
      actions: { edit: true, change_role: true, block: true, delete: true, reset_pin: true },
      refusals: {},
    });
    expect(employeeAnswers(admin, { isSelf: true, primary: true })).toEqual({
      actions: { edit: true, change_role: false, block: false, delete: false, reset_pin: false },
      refusals: {
        change_role: 'permission_denied',
        block: 'permission_denied',
        delete: 'permission_denied',
        reset_pin: 'permission_denied',
      },
    });
    const self = employeeAnswers(
      { role: 'Admin', primary: false },
      { isSelf: true, primary: false },
    );
    expect(self.actions.delete).toBe(false);
    expect(self.refusals.delete).toBe('own_account_not_deletable');
  });

  it("answers for an API key: its creator's reach within its scope, never accounts or keys", () => {
    const read = { kind: 'api_key', scope: 'read', role: 'Admin' } as const;
    const write = { kind: 'api_key', scope: 'write', role: 'Admin' } as const;
    const refusal = { allowed: false, status: 403, key: 'api_key_not_allowed', field: 'detail' };
    for (const key of [read, write]) {
      for (const action of [
        'manage_accounts',
        'manage_api_keys',
        'manage_webhooks',
        'own_account',
        'own_credentials',
        'company_settings',
        'share_position',
      ] as const) {
        expect(decideAccount(key, action), `${key.scope} ${action}`).toEqual(refusal);
      }
      expect(mayAccount(key, 'read_company')).toBe(true);
      expect(mayAccount(key, 'open_drivers')).toBe(true);
    }
    expect(decideAccount(read, 'change_company')).toEqual(refusal);
    expect(decideAccount(read, 'write_transits')).toEqual(refusal);
    expect(mayAccount(write, 'change_company')).toBe(true);
    expect(mayAccount(write, 'write_transits')).toBe(true);
    expect(mayAccount(write, 'import_csv')).toBe(true);
  });

  it("answers for an API key with its creator's current role, whatever its scope", () => {
    for (const role of ROLES) {
      const key = { kind: 'api_key', scope: 'write', role } as const;
      for (const action of ACCOUNT_ACTIONS) {
        // Never more than the person; what a key never does stays refused.
        if (!mayAccount({ role, primary: false }, action)) {
          expect(mayAccount(key, action), `${role} ${action}`).toBe(false);
        }
      }
    }
    const demoted = { kind: 'api_key', scope: 'write', role: 'Kierowca' } as const;
    expect(decideAccount(demoted, 'write_transits')).toMatchObject({
      status: 403,
      key: 'permission_denied',
    });
    expect(mayAccount(demoted, 'view_billing')).toBe(false);
    expect(mayAccount(demoted, 'read_company')).toBe(true);
    // A person's own credentials are never a key's, whatever its scope or its creator's role.
    for (const scope of ['read', 'write'] as const) {
      expect(decideAccount({ kind: 'api_key', scope, role: 'Admin' }, 'own_credentials')).toEqual({
        allowed: false,
        status: 403,
        key: 'api_key_not_allowed',
        field: 'detail',
      });
    }
  });

  it('names the narrowest key scope an action asks for, none for what a key never does', () => {
    expect(keyScopeFor('read_company')).toBe('read');
    expect(keyScopeFor('view_billing')).toBe('read');
    expect(keyScopeFor('change_company')).toBe('write');
    expect(keyScopeFor('write_transits')).toBe('write');
    for (const action of [
      'manage_api_keys',
      'manage_webhooks',
      'own_account',
      'own_credentials',
    ] as const) {
      expect(keyScopeFor(action), action).toBeNull();
    }
  });
});
