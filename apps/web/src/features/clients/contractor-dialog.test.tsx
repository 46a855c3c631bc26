// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client, User } from '@transitdocs/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLanguage } from '../../i18n/i18n.ts';
import { clientsRoute } from './client-routes.tsx';

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../../app/session.tsx', () => ({
  useSession: () => ({ user: session.user, token: 'token' }),
}));

const USER: User = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Nowak',
  email: 'anna@example.com',
  phone: '+48600100200',
  role: 'Dyspozytor',
  avatar: null,
  language: 'en-GB',
  is_active: true,
  has_pin: true,
  inspecto_linking_token: null,
  company: { id: 3, name: 'Trans-Pol', phone: '+48221234567' },
  employee_data: { id: 9, ownership: 'secondary' },
};

const CLIENT: Client = {
  id: 5,
  name: 'Spedition Müller GmbH',
  address: 'Hauptstraße 10',
  zip_code: '10115',
  town: 'Berlin',
  country: 'DE',
  nip: '123456789',
  vies: 'DE123456789',
  phone: '+4930123456',
  vat_group: '',
  pesel: '',
  email: '',
  is_online: true,
  gt_id: 12,
};

type Answer = { status: number; body: unknown };
type Call = { method: string; path: string; body: unknown };

/** A fake server answering in the real API's shapes (DRF paging, field-keyed errors). */
function mockServer(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const answer = answers[`${method} ${path}`] ?? { status: 404, body: { detail: 'not_found' } };
    return Promise.resolve(
      new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

const LIST_LOADS: Record<string, Answer> = {
  'GET /company/api/v1/client/?page=1': {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [CLIENT] },
  },
  'GET /company/api/v1/pending-request-count/': { status: 200, body: { request_count: 2 } },
};

const NIP = '5260250274';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([clientsRoute], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await changeLanguage('en-GB');
});

beforeEach(() => {
  session.user = USER;
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openAddDialog() {
  const router = renderAt('/clients/add');
  const dialog = await screen.findByRole('dialog', { name: 'Add contractor' });
  return { router, dialog };
}

describe('contractor form', () => {
  it('clears the PESEL with NIP and the NIP without one', async () => {
    mockServer(LIST_LOADS);
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
    mockServer(LIST_LOADS);
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
    const calls = mockServer({
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
    mockServer({
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
    const calls = mockServer({
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
    mockServer({ ...LIST_LOADS, 'GET /company/api/v1/client/5/': { status: 500, body: {} } });
    renderAt('/clients/5/edit');
    expect(await screen.findByText('The contractor data could not be retrieved.')).toBeTruthy();
  });
});
