// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, ApiKeyCreateResponse } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { ApiKeysTab } from './api-keys-tab.tsx';
import { ProfileManagementDialog } from './profile-management-dialog.tsx';

setUpComponentTests();

const KEYS = '/company/api/v1/api-keys/';

const EXISTING: ApiKey = {
  id: 1,
  name: 'ERP',
  scope: 'read',
  key_prefix: 'td_live_AbCdEf',
  created_at: '2026-11-01T10:00:00.000Z',
  created_by: { id: 1, first_name: 'Jan', last_name: 'Nowak', is_active: true },
  last_used_at: null,
  revoked_at: null,
};

const CREATED: ApiKeyCreateResponse = {
  id: 2,
  name: 'Warehouse',
  scope: 'write',
  key_prefix: 'td_live_XyZ123',
  created_at: '2026-11-26T10:00:00.000Z',
  created_by: { id: 1, first_name: 'Jan', last_name: 'Nowak', is_active: true },
  last_used_at: null,
  revoked_at: null,
  key: 'td_live_XyZ123secretsecretsecretsecretsecretsecre',
};

describe('ApiKeysTab', () => {
  it('lists keys, creates one shown once with a copy button, and revokes after confirming', async () => {
    let keys: ApiKey[] = [EXISTING];
    const calls = fakeServer((call) => {
      if (call.method === 'GET' && call.path === KEYS) {
        return { status: 200, body: { results: keys } };
      }
      if (call.method === 'POST' && call.path === KEYS) {
        const { key: _key, ...listed } = CREATED;
        keys = [listed, ...keys];
        return { status: 201, body: CREATED };
      }
      if (call.method === 'DELETE' && call.path === `${KEYS}1/`) {
        keys = keys.map((k) => (k.id === 1 ? { ...k, revoked_at: '2026-11-26T11:00:00.000Z' } : k));
        return { status: 204 };
      }
      return { status: 404, body: { detail: 'not_found' } };
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ApiKeysTab /> }], { path: '/', user: OWNER });

    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('ERP')).toBeTruthy();
    expect(within(table).getByText('td_live_AbCdEf…')).toBeTruthy();
    expect(within(table).getByText('Read only')).toBeTruthy();

    await user.type(screen.getByLabelText(/Key name/), 'Warehouse');
    await user.click(screen.getByLabelText('Access'));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText('Copy it now: you will not see it again.')).toBeTruthy();
    expect(screen.getByLabelText('API key')).toHaveProperty('value', CREATED.key);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Warehouse',
      scope: 'write',
    });
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    await waitFor(() => {
      expect(within(table).getByText('Warehouse')).toBeTruthy();
    });

    await user.click(screen.getByRole('button', { name: 'Revoke ERP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${KEYS}1/`)).toBe(true);
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Revoke ERP' })).toBeNull();
    });
    expect(within(table).getByText(/^Revoked/)).toBeTruthy();
  });

  it("names each key's creator, and says a key has stopped while he is blocked or once removed", async () => {
    const blocked: ApiKey = {
      ...EXISTING,
      id: 3,
      name: 'TMS',
      created_by: { id: 9, first_name: 'Ewa', last_name: 'Lis', is_active: false },
    };
    const orphan: ApiKey = { ...EXISTING, id: 4, name: 'Old ERP', created_by: null };
    fakeServer({
      [`GET ${KEYS}`]: { status: 200, body: { results: [EXISTING, blocked, orphan] } },
    });
    renderRoutes([{ path: '/', element: <ApiKeysTab /> }], { path: '/', user: OWNER });

    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByRole('columnheader', { name: 'Created by' })).toBeTruthy();
    const rowOf = (name: string) => {
      const row = within(table).getByText(name).closest('tr');
      if (!row) throw new Error(`no row for ${name}`);
      return within(row);
    };
    expect(rowOf('ERP').getByText('Jan Nowak')).toBeTruthy();
    expect(rowOf('ERP').getByText('Active')).toBeTruthy();
    expect(rowOf('TMS').getByText('Ewa Lis')).toBeTruthy();
    expect(rowOf('TMS').getByText('Stopped: its creator is blocked')).toBeTruthy();
    expect(rowOf('Old ERP').getByText('Removed person')).toBeTruthy();
    expect(rowOf('Old ERP').getByText('Stopped: its creator was removed')).toBeTruthy();
    // Not revoked: still revocable, so the list says so for good.
    expect(rowOf('Old ERP').getByRole('button', { name: 'Revoke Old ERP' })).toBeTruthy();
  });

  it('says what to do when there are no keys', async () => {
    fakeServer({ [`GET ${KEYS}`]: { status: 200, body: { results: [] } } });
    renderRoutes([{ path: '/', element: <ApiKeysTab /> }], { path: '/', user: OWNER });
    expect(await screen.findByText(/No API keys yet/)).toBeTruthy();
  });
});

/** A phone: every media query of the mobile breakpoint matches. */
function onPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
}

describe('ApiKeysTab on a phone', () => {
  it('stacks the keys as entries instead of a table, each with its revoke button', async () => {
    onPhone();
    const revoked: ApiKey = {
      ...CREATED,
      last_used_at: '2026-11-26T10:30:00.000Z',
      revoked_at: '2026-11-26T11:00:00.000Z',
    };
    fakeServer({ [`GET ${KEYS}`]: { status: 200, body: { results: [EXISTING, revoked] } } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ApiKeysTab /> }], { path: '/', user: OWNER });

    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(screen.queryByRole('table')).toBeNull();
    const [erp, warehouse] = within(list).getAllByRole('listitem');
    if (!erp || !warehouse) throw new Error('two entries expected');
    expect(within(erp).getByText('ERP')).toBeTruthy();
    expect(within(erp).getByText('td_live_AbCdEf…')).toBeTruthy();
    expect(within(erp).getByText(/Read only · Active/)).toBeTruthy();
    expect(within(erp).getByText('Last used: Never')).toBeTruthy();
    expect(within(erp).getByText('Created by: Jan Nowak')).toBeTruthy();
    expect(within(warehouse).getByText(/Read and write · Revoked/)).toBeTruthy();
    expect(within(warehouse).queryByRole('button')).toBeNull();
    await user.click(within(erp).getByRole('button', { name: 'Revoke ERP' }));
    expect(await screen.findByRole('dialog', { name: 'Revoke the API key?' })).toBeTruthy();
  });
});

describe('ProfileManagementDialog API keys tab', () => {
  it('is offered to an Admin and opens the keys', async () => {
    fakeServer({ [`GET ${KEYS}`]: { status: 200, body: { results: [EXISTING] } } });
    renderRoutes([{ path: '/profileManagement', element: <ProfileManagementDialog /> }], {
      path: '/profileManagement?tab=api-keys',
      user: OWNER,
    });
    expect(await screen.findByRole('tab', { name: 'API keys', selected: true })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'API keys' })).toBeTruthy();
  });

  it('is not offered to whom the rulebook refuses it', async () => {
    fakeServer({});
    renderRoutes([{ path: '/profileManagement', element: <ProfileManagementDialog /> }], {
      path: '/profileManagement?tab=api-keys',
      user: DISPATCHER,
    });
    expect(await screen.findByRole('tab', { name: 'Accounts' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'API keys' })).toBeNull();
    expect(screen.getByRole('tab', { name: /finances/i, selected: true })).toBeTruthy();
  });
});
