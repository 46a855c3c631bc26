// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employee, User } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
  WAREHOUSEMAN,
} from '../../test-support/index.ts';
import { AccountEditDialog } from './account-edit-dialog.tsx';

setUpComponentTests();

/** The warehouseman's sub-account, as GET my-employee/{id}/ answers it to an Admin. */
const EMPLOYEE: Employee = {
  id: 10,
  user: {
    id: WAREHOUSEMAN.id,
    first_name: WAREHOUSEMAN.first_name,
    last_name: WAREHOUSEMAN.last_name,
    email: WAREHOUSEMAN.email,
    phone: WAREHOUSEMAN.phone,
    role: WAREHOUSEMAN.role,
    is_active: true,
  },
  company: 3,
  ownership: 'secondary',
  actions: { edit: true, change_role: true, block: true, delete: true, reset_pin: true },
  refusals: {},
};

/** The same account as the server answers it to a caller the rulebook gives no reset. */
const NOT_RESETTABLE: Employee = {
  ...EMPLOYEE,
  actions: { edit: true, change_role: false, block: false, delete: false, reset_pin: false },
  refusals: {
    change_role: 'permission_denied',
    block: 'permission_denied',
    delete: 'permission_denied',
    reset_pin: 'permission_denied',
  },
};

function renderEdit(signedIn: User) {
  renderRoutes([{ path: '/profile/:id/edit', element: <AccountEditDialog /> }], {
    path: '/profile/10/edit',
    user: signedIn,
  });
}

describe('AccountEditDialog', () => {
  it("lets an Admin reset another user's PIN (which opens a locked one)", async () => {
    const calls = fakeServer({
      'GET /company/api/v1/my-employee/10/': { status: 200, body: EMPLOYEE },
      [`PATCH /auth/api/v1/user/${WAREHOUSEMAN.id}/`]: { status: 200, body: WAREHOUSEMAN },
    });
    renderEdit(OWNER);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reset PIN' }));
    expect(
      await screen.findByText('The PIN is removed; the user sets a new one at his next signature.'),
    ).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ reset_pin: true });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Reset PIN' })).toHaveProperty('disabled', true);
    });
  });

  it('offers no PIN reset, nor a role change, where the server refuses them', async () => {
    fakeServer({ 'GET /company/api/v1/my-employee/10/': { status: 200, body: NOT_RESETTABLE } });
    renderEdit(DISPATCHER);
    expect(await screen.findByLabelText('First name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset PIN' })).toBeNull();
    expect(screen.getByLabelText(/Role/)).toHaveProperty('disabled', true);
  });
});
