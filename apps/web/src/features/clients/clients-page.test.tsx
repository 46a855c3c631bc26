// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  page,
  renderRoutes,
  setUpComponentTests,
  type Answers,
} from '../../test-support/index.ts';
import { clientsRoute } from './client-routes.tsx';
import { CLIENT, LIST_LOADS } from './test-clients.ts';

setUpComponentTests();

function renderAt(path: string) {
  return renderRoutes([clientsRoute], { path, user: DISPATCHER }).router;
}

const INVITATION = {
  id: 4,
  sender: { id: 8, name: 'Cargo-Bud', vies: 'PL7740001454' },
  receiver: { id: 3, name: 'Trans-Pol', vies: 'PL5260250274' },
  receiver_unregistered: null,
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  answered_at: null,
};

/** What the notifications dialog asks for: one received invitation, none sent. */
const NOTIFICATION_LOADS: Answers = {
  ...LIST_LOADS,
  'GET /company/api/v1/receive-request/?page=1': { status: 200, body: page([INVITATION]) },
  'GET /company/api/v1/send-request/?page=1': { status: 200, body: page([]) },
};

describe('clients list', () => {
  it('shows the columns, the status in words and the pending count', async () => {
    fakeServer(LIST_LOADS);
    renderAt('/clients');
    const table = await screen.findByRole('table', { name: 'Contractors' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Tax number',
      'Headquarters address',
      'Country',
      'Phone',
      'Status',
      'Actions',
    ]);
    expect(within(table).getByText('In TransitDocs')).toBeTruthy();
    expect(within(table).getByText('Hauptstraße 10, 10115 Berlin')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit Spedition Müller GmbH' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Notifications, pending requests: 2' }),
    ).toBeTruthy();
  });

  it("shows on each contractor's row the last link sent by itself, or why it was not", async () => {
    const sent = {
      ...CLIENT,
      id: 6,
      name: 'Odbiorca Alfa',
      is_online: false,
      gt_id: null,
      last_auto_send: {
        status: 'sent',
        channel: 'sms',
        reason: null,
        at: '2026-11-20T10:00:00.000Z',
        transit_number: 'TR/12/2026',
      },
    } satisfies Client;
    const skipped = {
      ...sent,
      id: 7,
      name: 'Nadawca Beta',
      last_auto_send: {
        status: 'skipped',
        channel: null,
        reason: 'wrong_email',
        at: '2026-11-21T10:00:00.000Z',
        transit_number: 'TR/13/2026',
      },
    } satisfies Client;
    fakeServer({
      ...LIST_LOADS,
      'GET /company/api/v1/client/?page=1': {
        status: 200,
        body: page([CLIENT, sent, skipped]),
      },
    });
    renderAt('/clients');
    const table = await screen.findByRole('table', { name: 'Contractors' });
    const rowOf = (name: string) => {
      const row = within(table).getByText(name).closest('tr');
      if (!row) throw new Error(`no row for ${name}`);
      return within(row);
    };
    expect(
      rowOf('Odbiorca Alfa').getByText(/^Link sent by SMS .* \(transit TR\/12\/2026\)$/),
    ).toBeTruthy();
    expect(
      rowOf('Nadawca Beta').getByText(
        /^Link not sent .* \(transit TR\/13\/2026\): the e-mail address is malformed$/,
      ),
    ).toBeTruthy();
    // A contractor never sent anything shows no such line.
    expect(rowOf(CLIENT.name).queryByTestId('auto-send-status')).toBeNull();
  });

  it('searches with vies as prefix plus number and names the active filters', async () => {
    const calls = fakeServer({
      ...LIST_LOADS,
      'GET /company/api/v1/client/?page=1&vies=DE123456789&is_online=true': {
        status: 200,
        body: { count: 1, next: null, previous: null, results: [CLIENT] },
      },
    });
    const user = userEvent.setup();
    const router = renderAt('/clients/search');
    const dialog = await screen.findByRole('dialog', { name: 'Search contractors' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('VIES country').value).toBe('PL');
    await user.selectOptions(within(dialog).getByLabelText('VIES country'), 'DE');
    await user.type(within(dialog).getByLabelText('VIES number'), '123456789');
    await user.selectOptions(within(dialog).getByLabelText('In TransitDocs'), 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/clients');
    });
    const line = await screen.findByRole('region', { name: 'Active filters' });
    expect(line.textContent).toContain('VIES: DE123456789');
    expect(line.textContent).toContain('In TransitDocs: Yes');
    expect(JSON.parse(localStorage.getItem('listFilters:clients') ?? '{}')).toMatchObject({
      vies_country: 'DE',
      vies_number: '123456789',
      is_online: 'true',
    });
    await waitFor(() => {
      expect(calls.map((call) => call.path)).toContain(
        '/company/api/v1/client/?page=1&vies=DE123456789&is_online=true',
      );
    });

    await user.click(within(line).getByText('Clear filters'));
    expect(localStorage.getItem('listFilters:clients')).toBeNull();
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
    });
  });

  it('accepts a received invitation and refreshes the list and the count', async () => {
    const calls = fakeServer({
      ...NOTIFICATION_LOADS,
      'PATCH /company/api/v1/receive-request/4/': {
        status: 200,
        body: { ...INVITATION, status: 'accepted', answered_at: '2026-11-21T10:00:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderAt('/clients/notifications');
    const dialog = await screen.findByRole('dialog', { name: 'Contractor invitations' });
    expect(await within(dialog).findByText('No invitations sent.')).toBeTruthy();
    const listCalls = () => calls.filter((call) => call.path === '/company/api/v1/client/?page=1');
    const countCalls = () => calls.filter((call) => call.path.endsWith('pending-request-count/'));
    await waitFor(() => {
      expect(listCalls().length).toBe(1);
    });
    const before = { list: listCalls().length, count: countCalls().length };

    await user.click(
      await within(dialog).findByRole('button', { name: 'Accept the invitation from Cargo-Bud' }),
    );
    await waitFor(() => {
      expect(listCalls().length).toBeGreaterThan(before.list);
    });
    expect(countCalls().length).toBeGreaterThan(before.count);
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/company/api/v1/receive-request/4/',
      body: { status: 'accepted' },
    });
  });

  it('rejects an invitation only after a yes', async () => {
    const calls = fakeServer({
      ...NOTIFICATION_LOADS,
      'PATCH /company/api/v1/receive-request/4/': {
        status: 200,
        body: { ...INVITATION, status: 'rejected' },
      },
    });
    const user = userEvent.setup();
    renderAt('/clients/notifications');
    const dialog = await screen.findByRole('dialog', { name: 'Contractor invitations' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Reject the invitation from Cargo-Bud' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Reject invitation' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => {
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/company/api/v1/receive-request/4/',
        body: { status: 'rejected' },
      });
    });
  });
});
