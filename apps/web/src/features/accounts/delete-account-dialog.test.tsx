// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, Employee } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

setUpComponentTests();

const KEYS = '/company/api/v1/api-keys/';
const USER = '/auth/api/v1/user/3/';

const CLERK: Employee = {
  id: 3,
  user: {
    id: 3,
    first_name: 'Ewa',
    last_name: 'Lis',
    email: null,
    phone: null,
    role: 'Admin',
    is_active: true,
  },
  company: 3,
  ownership: 'secondary',
  actions: { edit: true, change_role: true, block: true, delete: true, reset_pin: true },
};

const key = (id: number, creatorId: number | null, revoked = false): ApiKey => ({
  id,
  name: `Key ${id}`,
  scope: 'write',
  key_prefix: 'td_live_AbCdEf',
  created_at: '2026-11-01T10:00:00.000Z',
  created_by:
    creatorId === null
      ? null
      : { id: creatorId, first_name: 'Ewa', last_name: 'Lis', is_active: true },
  last_used_at: null,
  revoked_at: revoked ? '2026-11-02T10:00:00.000Z' : null,
});

function renderDialog(keys: ApiKey[], user = OWNER) {
  const calls = fakeServer({
    [`GET ${KEYS}`]: { status: 200, body: { results: keys } },
    [`DELETE ${USER}`]: { status: 204 },
  });
  const onDone = vi.fn();
  renderRoutes([{ path: '/', element: <DeleteAccountDialog employee={CLERK} onDone={onDone} /> }], {
    path: '/',
    user,
  });
  return { calls, onDone };
}

const deletes = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

describe('DeleteAccountDialog', () => {
  it("offers revoking the person's live keys, checked, and deletes with them in one step", async () => {
    // Two live keys of his, one revoked already, and one of someone else.
    const { calls } = renderDialog([
      key(1, 3),
      key(2, 3),
      key(3, 3, true),
      key(4, 1),
      key(5, null),
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    const choice = await within(dialog).findByRole('checkbox', {
      name: 'Also revoke the API keys Ewa Lis created (2)',
    });
    expect(choice).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(deletes(calls)).toEqual([`${USER}?revoke_api_keys=true`]);
    });
    expect(await screen.findByRole('dialog', { name: 'Account deleted' })).toBeTruthy();
  });

  it('deletes without revoking when the Admin unchecks the choice', async () => {
    const { calls } = renderDialog([key(1, 3)]);
    const user = userEvent.setup();
    const choice = await screen.findByRole('checkbox', { name: /Also revoke the API keys/ });
    await user.click(choice);
    expect(choice).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(deletes(calls)).toEqual([USER]);
    });
  });

  it('offers no choice when the person has no live key', async () => {
    const { calls } = renderDialog([key(3, 3, true), key(4, 1)]);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Delete account' });
    await waitFor(() => {
      expect(calls.some((call) => call.method === 'GET' && call.path === KEYS)).toBe(true);
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(deletes(calls)).toEqual([USER]);
    });
  });

  it('neither reads nor offers keys to whom the rulebook refuses managing them', async () => {
    const { calls } = renderDialog([key(1, 3)], DISPATCHER);
    await screen.findByRole('dialog', { name: 'Delete account' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls.some((call) => call.path === KEYS)).toBe(false);
  });
});
