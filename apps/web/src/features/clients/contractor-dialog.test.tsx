// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { clientsRoute } from './client-routes.tsx';
import { CLIENT, LIST_LOADS } from './test-clients.ts';

setUpComponentTests();

const NIP = '5260250274';

function renderAt(path: string) {
  return renderRoutes([clientsRoute], { path, user: DISPATCHER }).router;
}

async function openAddDialog() {
  const router = renderAt('/clients/add');
  const dialog = await screen.findByRole('dialog', { name: 'Add contractor' });
  return { router, dialog };
}

describe('contractor form', () => {
  it('clears the PESEL with NIP and the NIP without one', async () => {
    fakeServer(LIST_LOADS);
    const user = userEvent.setup();
    const { dialog } = await openAddDialog();
    const nip = within(dialog).getByLabelText(/^Tax number/);
    expect(nip.getAttribute('maxlength')).toBe('10');
    await user.type(nip, NIP);

    const toggle = within(dialog).getByLabelText('Has a NIP or VAT number');
    await user.click(toggle);
    expect(within(dialog).queryByLabelText(/^Tax number/)).toBeNull();
    const pesel = within(dialog).getByLabelText('PESEL');
    await user.type(pesel, '44051401359');

    await user.click(toggle);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Tax number/).value).toBe('');
    await user.click(toggle);
    expect(within(dialog).getByLabelText<HTMLInputElement>('PESEL').value).toBe('');
  });

  it('clears the number when the VIES country changes', async () => {
    fakeServer(LIST_LOADS);
    const user = userEvent.setup();
    const { dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText(/^Tax number/), NIP);
    await user.selectOptions(within(dialog).getByLabelText('Tax country'), 'DE');
    const number = within(dialog).getByLabelText<HTMLInputElement>(/^Tax number/);
    expect(number.value).toBe('');
    // Other countries take up to 15 characters.
    expect(number.getAttribute('maxlength')).toBe('15');
  });

  it('fills the company from the NIP lookup and adds the contractor', async () => {
    const calls = fakeServer({
      ...LIST_LOADS,
      'POST /company/api/v1/validate-nip/': {
        status: 200,
        body: {
          name: 'FAKE TRANS SP. Z O.O.',
          company_gt_id: null,
          address: 'UL. DŁUGA 5',
          zip_code: '00950',
          town: 'WARSZAWA',
        },
      },
      'POST /company/api/v1/client/': {
        status: 201,
        body: {
          ...CLIENT,
          id: 9,
          name: 'FAKE TRANS SP. Z O.O.',
          country: 'PL',
          nip: NIP,
          vies: `PL${NIP}`,
          is_online: false,
          gt_id: null,
          invitation_status: null,
        },
      },
    });
    const user = userEvent.setup();
    const { dialog } = await openAddDialog();
    expect(
      within(dialog).getByRole('status', { name: 'Delivery of shared transits' }).textContent,
    ).toMatch(/No contact data/);
    await user.type(within(dialog).getByLabelText(/^Tax number/), NIP);
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));

    await waitFor(() => {
      expect(within(dialog).getByLabelText<HTMLInputElement>(/^Name/).value).toBe(
        'FAKE TRANS SP. Z O.O.',
      );
    });
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/company/api/v1/validate-nip/',
      body: { nip: NIP },
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Street and number/).value).toBe(
      'UL. DŁUGA 5',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Postal code/).value).toBe('00-950');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Town/).value).toBe('WARSZAWA');

    await user.type(within(dialog).getByLabelText(/^E-mail/), 'biuro@fake.pl');
    expect(
      within(dialog).getByRole('status', { name: 'Delivery of shared transits' }).textContent,
    ).toMatch(/e-mail/);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('dialog', { name: 'Contractor added' })).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST' && call.path.endsWith('/client/'));
    expect(created?.body).toMatchObject({
      name: 'FAKE TRANS SP. Z O.O.',
      zip_code: '00-950',
      town: 'WARSZAWA',
      country: 'PL',
      nip: NIP,
      vies: `PL${NIP}`,
      pesel: '',
      phone: '',
      email: 'biuro@fake.pl',
    });
  });

  it('says the company data could not be retrieved when the lookup fails', async () => {
    fakeServer({
      ...LIST_LOADS,
      'POST /company/api/v1/validate-nip/': {
        status: 503,
        body: { non_field_errors: ['vies_unable_retriving_from_database'] },
      },
    });
    const user = userEvent.setup();
    const { dialog } = await openAddDialog();
    await user.type(within(dialog).getByLabelText(/^Tax number/), NIP);
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(
      await within(dialog).findByText('The company data could not be retrieved.'),
    ).toBeTruthy();
  });

  it('edits a contractor without changing its tax identity', async () => {
    const calls = fakeServer({
      ...LIST_LOADS,
      'GET /company/api/v1/client/5/': { status: 200, body: CLIENT },
      'PATCH /company/api/v1/client/5/update_client/': {
        status: 200,
        body: { ...CLIENT, town: 'Potsdam' },
      },
    });
    const user = userEvent.setup();
    const router = renderAt('/clients/5/edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit contractor' });
    const tax = within(dialog).getByLabelText<HTMLInputElement>(/^Tax number/);
    expect(tax.value).toBe('DE123456789');
    expect(tax.readOnly).toBe(true);
    const town = within(dialog).getByLabelText(/^Town/);
    await user.clear(town);
    await user.type(town, 'Potsdam');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/clients');
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: CLIENT.name,
      address: CLIENT.address,
      zip_code: CLIENT.zip_code,
      town: 'Potsdam',
      country: 'DE',
      phone: CLIENT.phone,
      vat_group: '',
      email: '',
    });
  });

  it('says the contractor could not be loaded', async () => {
    fakeServer({ ...LIST_LOADS, 'GET /company/api/v1/client/5/': { status: 500, body: {} } });
    renderAt('/clients/5/edit');
    expect(await screen.findByText('The contractor data could not be retrieved.')).toBeTruthy();
  });
});
