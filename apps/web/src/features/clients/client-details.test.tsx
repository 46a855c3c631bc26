// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { clientsRoute } from './client-routes.tsx';
import { CLIENT, LIST_LOADS } from './test-clients.ts';

setUpComponentTests();

function renderAt(path: string, user = DISPATCHER) {
  return renderRoutes([clientsRoute], { path, user }).router;
}

describe('/clients/{id}', () => {
  it('opens the contractor read only, from its name in the list; Edit goes on', async () => {
    fakeServer({ ...LIST_LOADS, 'GET /company/api/v1/client/5/': { status: 200, body: CLIENT } });
    const user = userEvent.setup();
    const router = renderAt('/clients');
    const table = await screen.findByRole('table', { name: 'Contractors' });
    await user.click(within(table).getByRole('link', { name: 'Spedition Müller GmbH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spedition Müller GmbH' });
    expect(router.state.location.pathname).toBe('/clients/5');
    for (const text of ['DE123456789', 'Hauptstraße 10, 10115 Berlin', '+4930123456', '12']) {
      expect(within(dialog).getByText(text), text).toBeTruthy();
    }
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/clients/5/edit');
    });
  });

  it('shows no Edit to a role that may not change contractors, and closes to the list', async () => {
    fakeServer({ ...LIST_LOADS, 'GET /company/api/v1/client/5/': { status: 200, body: CLIENT } });
    const user = userEvent.setup();
    const router = renderAt('/clients/5', DRIVER_USER);
    const dialog = await screen.findByRole('dialog', { name: 'Spedition Müller GmbH' });
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/clients');
    });
  });

  it('says so when the contractor cannot be loaded', async () => {
    fakeServer({ ...LIST_LOADS, 'GET /company/api/v1/client/5/': { status: 500, body: {} } });
    renderAt('/clients/5');
    expect(await screen.findByText('The contractor data could not be retrieved.')).toBeTruthy();
  });
});
