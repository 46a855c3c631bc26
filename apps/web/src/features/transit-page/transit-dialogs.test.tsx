// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transitAnswers, type Actor, type Transit, type User } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  OWNER_ACTOR,
  renderRoutes,
  setOnline,
  setUpComponentTests,
  SHARED_IN_ACTOR,
} from '../../test-support/index.ts';
import { buildTransit } from './test-transit.ts';
import { transitPageRoutes } from './transit-page-routes.tsx';

setUpComponentTests();

/** A secondary dispatcher account; alerts carry its name. */
const EWA: User = { ...DISPATCHER, first_name: 'Ewa', last_name: 'Dyspozytorka' };

const ONE = 'GET /company/api/v1/all-transit/42/';
const TYPES = 'GET /company/api/v1/alert/42/';
const ALERT_TYPES = [
  { message: 'Delay', default: true },
  { message: 'Breakdown', default: true },
  { message: 'Rampa zajęta', default: false },
];

function renderAt(path: string, state?: unknown, user: User = EWA) {
  return renderRoutes(
    [
      ...transitPageRoutes,
      { path: '/documents', element: <p>documents list</p> },
      { path: '/profile/settings', element: <p>settings</p> },
    ],
    { path: { pathname: path, state }, user },
  ).router;
}

describe('alerts dialog', () => {
  it('sends a chosen alert type, default ones translated', async () => {
    const calls = fakeServer({
      [ONE]: { status: 200, body: buildTransit() },
      [TYPES]: { status: 200, body: ALERT_TYPES },
      'POST /company/api/v1/alert/': {
        status: 201,
        body: {
          id: 9,
          transit_id: 42,
          message: 'Breakdown',
          default: true,
          company_name: 'Trans-Pol',
          first_name: 'Ewa',
          last_name: 'Dyspozytorka',
          created_at: '2026-11-21T10:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    const router = renderAt('/documents/42/alerts', { from: '/documents/42' });
    const dialog = await screen.findByRole('dialog', { name: /Send an alert/ });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Alert type' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Delay',
      'Breakdown',
      'Rampa zajęta',
    ]);
    const send = within(dialog).getByRole('button', { name: 'Send alert' });
    expect(send).toHaveProperty('disabled', true);
    // A secondary account may not add alert types.
    expect(within(dialog).queryByRole('link', { name: 'Add a new alert type' })).toBeNull();

    await user.click(within(group).getByRole('radio', { name: 'Breakdown' }));
    await user.click(send);
    const result = await screen.findByRole('dialog', { name: 'Alert sent' });
    expect(within(result).getByText(/"Breakdown" for transit 2026\/000042/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'Breakdown',
      transit_id: 42,
      company_name: 'Trans-Pol',
      first_name: 'Ewa',
      last_name: 'Dyspozytorka',
    });
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/documents/42');
  });

  it('translates default types into Polish', async () => {
    await changeLanguage('pl');
    try {
      fakeServer({
        [ONE]: { status: 200, body: buildTransit() },
        [TYPES]: { status: 200, body: ALERT_TYPES },
      });
      renderAt('/documents/42/alerts');
      const group = await screen.findByRole('radiogroup', { name: 'Rodzaj alertu' });
      expect(within(group).getByRole('radio', { name: 'Opóźnienie' })).toBeTruthy();
      expect(within(group).getByRole('radio', { name: 'Rampa zajęta' })).toBeTruthy();
    } finally {
      await changeLanguage('en-GB');
    }
  });

  it('shows the failure of sending with its title and lets the user retry', async () => {
    fakeServer({
      [ONE]: { status: 200, body: buildTransit() },
      [TYPES]: { status: 200, body: ALERT_TYPES },
      'POST /company/api/v1/alert/': {
        status: 400,
        body: { non_field_errors: ['transit_finished'] },
      },
    });
    const user = userEvent.setup();
    renderAt('/documents/42/alerts');
    await user.click(await screen.findByRole('radio', { name: 'Delay' }));
    await user.click(screen.getByRole('button', { name: 'Send alert' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Could not send the alert' });
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: /Send an alert/ })).toBeTruthy();
  });

  it('says when the alert types cannot be fetched', async () => {
    fakeServer({
      [ONE]: { status: 200, body: buildTransit() },
      [TYPES]: { status: 500, body: { detail: 'server_error' } },
    });
    renderAt('/documents/42/alerts');
    expect(await screen.findByText('Could not load the alert types')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send alert' })).toHaveProperty('disabled', true);
  });

  it('offers no alert for a finished transit, and the owner a way to add types', async () => {
    const calls = fakeServer({
      [ONE]: { status: 200, body: buildTransit({ status: 'finished', can_send_alert: false }) },
    });
    const user = userEvent.setup();
    renderAt('/documents/42/alerts', undefined, OWNER);
    expect(await screen.findByText(/alerts can no longer be sent/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send alert' })).toHaveProperty('disabled', true);
    expect(calls.some((call) => call.path.startsWith('/company/api/v1/alert/'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Add a new alert type' }));
    expect(await screen.findByText('settings')).toBeTruthy();
  });
});

describe('delete dialog', () => {
  it('deletes after a confirmation, from the version it read, and goes back to the list', async () => {
    let ifMatch: string | null = null;
    const calls = fakeServer({
      [ONE]: { status: 200, body: buildTransit({ version: '7' }) },
      'DELETE /company/api/v1/all-transit/42/': (_call, init) => {
        ifMatch = new Headers(init.headers).get('If-Match');
        return { status: 204, body: null };
      },
    });
    const user = userEvent.setup();
    // Opened from the transit page, which was opened from page 2 of the list.
    const router = renderAt('/documents/42/delete', {
      from: '/documents/42',
      fromState: { from: '/documents?page=2' },
    });
    const confirm = await screen.findByRole('dialog', { name: 'Delete the transit?' });
    await within(confirm).findByText(/Delete transit 2026\/000042\?/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete transit' }));
    const result = await screen.findByRole('dialog', { name: 'Transit deleted' });
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(ifMatch).toBe('"7"');
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('documents list')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows a refused delete in its own failure dialog', async () => {
    fakeServer({
      [ONE]: { status: 200, body: buildTransit() },
      'DELETE /company/api/v1/all-transit/42/': {
        status: 400,
        body: { non_field_errors: ['transit_has_signed_documents'] },
      },
    });
    const user = userEvent.setup();
    renderAt('/documents/42/delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the transit?' });
    await within(confirm).findByText(/Delete transit 2026\/000042\?/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete transit' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Could not delete the transit' }),
    ).toBeTruthy();
  });

  /** The transit as the server answers it to `actor`: its actions and their refusals. */
  const answeredTo = (actor: Actor, overrides: Partial<Transit>): Transit => {
    const transit = buildTransit(overrides);
    return { ...transit, ...transitAnswers(actor, transit) };
  };

  it.each([
    [
      'a finished transit',
      answeredTo(OWNER_ACTOR, { status: 'finished' }),
      'This transit is finished and can no longer be changed.',
    ],
    [
      'a transit with signed documents',
      answeredTo(OWNER_ACTOR, { status: 'running', has_signed_documents: true }),
      'A transit with signed documents cannot be deleted.',
    ],
    [
      'a transit shared in',
      answeredTo(SHARED_IN_ACTOR, { type: 'send' }),
      'A transit shared with you by another company cannot be deleted.',
    ],
  ])("explains why %s cannot be deleted with the server's reason", async (_, transit, reason) => {
    fakeServer({ [ONE]: { status: 200, body: transit } });
    renderAt('/documents/42/delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the transit?' });
    expect(
      await within(confirm).findByText(`This transit cannot be deleted: ${reason}`),
    ).toBeTruthy();
  });

  it('shows the reason the server gives, not one of its own', async () => {
    const transit = buildTransit();
    fakeServer({
      [ONE]: {
        status: 200,
        body: {
          ...transit,
          actions: { ...transit.actions, delete: false },
          refusals: { delete: 'transit_is_sent' },
        },
      },
    });
    renderAt('/documents/42/delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the transit?' });
    expect(await within(confirm).findByText(/shared with you by another company/)).toBeTruthy();
  });

  it('gives the network as the reason while offline', async () => {
    fakeServer({ [ONE]: { status: 200, body: answeredTo(OWNER_ACTOR, {}) } });
    renderAt('/documents/42/delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the transit?' });
    await within(confirm).findByText(/Delete transit 2026\/000042\?/);
    setOnline(false);
    expect(await within(confirm).findByText(/No connection to the server/)).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Delete transit' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('does not offer to delete a transit the rules keep', async () => {
    const calls = fakeServer({
      [ONE]: { status: 200, body: buildTransit({ type: 'send' }) },
    });
    renderAt('/documents/42/delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the transit?' });
    expect(await within(confirm).findByText(/cannot be deleted/)).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Delete transit' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
