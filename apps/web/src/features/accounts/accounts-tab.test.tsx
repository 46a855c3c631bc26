// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Employee } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, OWNER, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { page } from '../../test-support/fake-server.ts';
import { AccountsTab } from './accounts-tab.tsx';

setUpComponentTests();

const account = (id: number, first_name: string, over: Partial<Employee>): Employee => ({
  id,
  user: {
    id,
    first_name,
    last_name: 'Nowak',
    email: null,
    phone: null,
    role: 'Admin',
    is_active: true,
  },
  company: 3,
  ownership: 'secondary',
  ...over,
});

/** The list as the server answers it to an Admin: what he may do to each account. */
const LIST: Employee[] = [
  account(1, 'Owner', {
    ownership: 'primary',
    actions: { edit: true, change_role: false, block: false, delete: false, reset_pin: false },
  }),
  account(2, 'Self', {
    actions: { edit: true, change_role: false, block: false, delete: false, reset_pin: false },
    refusals: { delete: 'own_account_not_deletable' },
  }),
  account(3, 'Clerk', {
    actions: { edit: true, change_role: true, block: true, delete: true, reset_pin: true },
  }),
];

describe('AccountsTab', () => {
  it('offers block and delete only where the server allows them', async () => {
    fakeServer({
      'GET /company/api/v1/my-employee/': { status: 200, body: page(LIST) },
    });
    renderRoutes([{ path: '/', element: <AccountsTab /> }], { path: '/', user: OWNER });
    expect(await screen.findByRole('button', { name: 'Delete account Clerk Nowak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block account Clerk Nowak' })).toBeTruthy();
    for (const name of ['Owner Nowak', 'Self Nowak']) {
      expect(screen.getByRole('button', { name: `Edit account ${name}` })).toBeTruthy();
      expect(screen.queryByRole('button', { name: `Delete account ${name}` })).toBeNull();
      expect(screen.queryByRole('button', { name: `Block account ${name}` })).toBeNull();
    }
  });
});
