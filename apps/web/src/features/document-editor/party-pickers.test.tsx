// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Client, Driver, Person, Vehicle } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  type Answers,
  DISPATCHER,
  documentAnswersOf,
  fakeServer,
  page,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { EditDocumentRoute } from './document-editor-routes.tsx';
import { GENERATED_KW } from './test-documents.ts';

setUpComponentTests();

const API = '/company/api/v1';

const KURIER: Client = {
  id: 21,
  name: 'Trans-Kurier Sp. z o.o.',
  address: 'ul. Kolejowa 8',
  zip_code: '00-950',
  town: 'Łódź',
  country: 'PL',
  nip: '7251234567',
  vies: 'PL7251234567',
  phone: '',
  vat_group: '',
  pesel: '',
  email: '',
  is_online: false,
  gt_id: null,
  last_auto_send: null,
};

const KRZYSZTOF = { id: 7, first_name: 'Krzysztof', last_name: 'Kierowca', phone: null };
const TRAILER_REF = { id: 42, number: 'WA 6789N', type: 'semitrailer' as const };
const TRACTOR_REF = { id: 41, number: 'WA 12345', type: 'tractor_unit' as const };

const DRIVER: Driver = {
  id: 7,
  user: { first_name: 'Krzysztof', last_name: 'Kierowca', phone: null },
  client: KURIER.id,
  vehicle: { id: 41, number: 'WA 12345', attached_vehicle: TRAILER_REF },
  is_available: 'available',
  current_pos_latitude: null,
  current_pos_longitude: null,
};

const fleet = {
  status: 'available' as const,
  company: 3,
  current_pos_latitude: null,
  current_pos_longitude: null,
};
const TRACTOR: Vehicle = {
  ...fleet,
  ...TRACTOR_REF,
  attached_vehicle: null,
  trailer: TRAILER_REF,
  driver: KRZYSZTOF,
};
const TRAILER: Vehicle = {
  ...fleet,
  ...TRAILER_REF,
  attached_vehicle: TRACTOR_REF,
  trailer: null,
  driver: null,
};

const EWA: Person = {
  id: 12,
  first_name: 'Ewa',
  last_name: 'Lis',
  phone: '+48600300400',
  role: 'Dyspozytor',
  company: 3,
};

/** A pallet receipt whose only carrier is still empty. */
const EMPTY_CARRIER_KW = { ...GENERATED_KW, carriers: [{}] };

function documentResponse(documentData: Record<string, unknown>) {
  const body = {
    id: 55,
    name: 'KW 2026/000042',
    type: 5,
    document_data: documentData,
    remarks: [],
    document: null,
    signed_by: [],
    parent_document: null,
    sub_documents: [],
    is_main_document: true,
    parent_document_is_main_document: false,
    receiver: null,
    created_at: '2026-11-20T08:30:00Z',
    transit: 7,
  };
  // The rulebook's answers for the company's Admin, as the server adds them.
  return { ...body, ...documentAnswersOf(body) };
}

/** The document, the fleet, the people and the contractors the pickers find. */
function server(extra: Answers = {}) {
  return fakeServer({
    [`GET ${API}/transit-document/55/`]: {
      status: 200,
      body: documentResponse(EMPTY_CARRIER_KW),
    },
    [`GET ${API}/driver/`]: { status: 200, body: page([DRIVER]) },
    [`GET ${API}/vehicle/not_trailer/`]: { status: 200, body: page([TRACTOR]) },
    [`GET ${API}/vehicle/trailer/`]: { status: 200, body: page([TRAILER]) },
    [`GET ${API}/vehicle/41/`]: { status: 200, body: TRACTOR },
    [`GET ${API}/client/21/`]: { status: 200, body: KURIER },
    [`GET ${API}/employee/`]: { status: 200, body: page([EWA]) },
    [`GET ${API}/company`]: {
      status: 200,
      body: {
        results: [
          {
            name: 'Trans-Pol Sp. z o.o.',
            country: 'PL',
            vies: 'PL5260001246',
            town: 'Warszawa',
            zip_code: '00-001',
            address: 'ul. Prosta 1',
          },
        ],
      },
    },
    [`PATCH ${API}/transit-document/55/`]: {
      status: 200,
      body: documentResponse(EMPTY_CARRIER_KW),
    },
    ...extra,
  });
}

async function openCarrier(user: UserEvent) {
  renderRoutes(
    [
      { path: '/documents/:id/:documentId/edit', element: <EditDocumentRoute /> },
      { path: '/documents/:id/documents', element: <p>documents modal</p> },
    ],
    { path: '/documents/7/55/edit', user: DISPATCHER },
  );
  await screen.findByRole('dialog', { name: 'Edit document: Pallet receipt' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('group', { name: 'Carrier 1' });
}

const combobox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name });

async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.type(combobox(scope, label), option.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: option }));
}

function companyName(carrier: HTMLElement) {
  const company = within(carrier).getByRole('group', { name: 'Carrier company' });
  return within(company).getByLabelText('Name');
}

describe('carrier pickers of the document editor', () => {
  it('a driver fills the vehicle, the semitrailer and the empty contractor', async () => {
    const calls = server();
    const user = userEvent.setup();
    const carrier = await openCarrier(user);

    // The typed text is searched on the server (debounced): its answer offers the driver. An
    // option of the unfiltered list could be clicked before that on a slow machine.
    await user.type(combobox(carrier, 'Driver'), 'Krz');
    await waitFor(() => {
      expect(calls.some((call) => call.path.startsWith(`${API}/driver/?search=Krz`))).toBe(true);
    });
    await user.click(await screen.findByRole('option', { name: 'Krzysztof Kierowca' }));
    expect(combobox(carrier, 'Vehicle')).toHaveProperty('value', 'WA 12345');
    expect(combobox(carrier, 'Semitrailer')).toHaveProperty('value', 'WA 6789N');
    await waitFor(() => {
      expect(companyName(carrier)).toHaveProperty('value', KURIER.name);
    });
  });

  it('a vehicle fills its semitrailer and its driver', async () => {
    server();
    const user = userEvent.setup();
    const carrier = await openCarrier(user);

    await choose(user, carrier, 'Vehicle', 'WA 12345');
    expect(combobox(carrier, 'Semitrailer')).toHaveProperty('value', 'WA 6789N');
    expect(combobox(carrier, 'Driver')).toHaveProperty('value', 'Krzysztof Kierowca');
  });

  it('a semitrailer fills the vehicle it hangs on and that vehicle’s driver', async () => {
    server();
    const user = userEvent.setup();
    const carrier = await openCarrier(user);

    await choose(user, carrier, 'Semitrailer', 'WA 6789N');
    expect(combobox(carrier, 'Vehicle')).toHaveProperty('value', 'WA 12345');
    await waitFor(() => {
      expect(combobox(carrier, 'Driver')).toHaveProperty('value', 'Krzysztof Kierowca');
    });
  });

  it('a person of a carrier without a contractor fills it with the company itself', async () => {
    const calls = server();
    const user = userEvent.setup();
    const carrier = await openCarrier(user);

    await choose(user, carrier, 'Person', 'Ewa Lis');
    // The person came from the people look-up (typed text or the list it opens with).
    expect(calls.some((call) => call.path.startsWith(`${API}/employee/`))).toBe(true);
    await waitFor(() => {
      expect(companyName(carrier)).toHaveProperty('value', 'Trans-Pol Sp. z o.o.');
    });
    expect(calls.some((call) => call.path === `${API}/company?id=${DISPATCHER.company.id}`)).toBe(
      true,
    );
  });

  it('a person never replaces a contractor the carrier has', async () => {
    const calls = server();
    const user = userEvent.setup();
    const carrier = await openCarrier(user);
    await user.type(companyName(carrier), 'Spedition Müller GmbH');

    await choose(user, carrier, 'Person', 'Ewa Lis');
    expect(combobox(carrier, 'Person')).toHaveProperty('value', 'Ewa Lis');
    expect(companyName(carrier)).toHaveProperty('value', 'Spedition Müller GmbH');
    expect(calls.some((call) => call.path.startsWith(`${API}/company?`))).toBe(false);
  });

  it('keeps a typed driver, wants a space in it, and saves the fleet choices', async () => {
    const calls = server();
    const user = userEvent.setup();
    const carrier = await openCarrier(user);
    await user.type(companyName(carrier), 'Trans-Kurier');
    await user.type(combobox(carrier, 'Driver'), 'Tomasz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(carrier).findByText('Enter the first and last name separated by a space.'),
    ).toBeTruthy();
    expect(combobox(carrier, 'Driver')).toHaveProperty('value', 'Tomasz');

    await user.clear(combobox(carrier, 'Driver'));
    await choose(user, carrier, 'Vehicle', 'WA 12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Pallet receipt – paper view' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(calls.some((call) => call.method === 'PATCH')).toBe(true);
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      document_data: {
        carriers: [
          {
            client: { name: 'Trans-Kurier' },
            driver: { id: 7, firstName: 'Krzysztof', lastName: 'Kierowca' },
            driver_not_from_system: false,
            vehicle: { id: 41, number: 'WA 12345' },
            semitrailer: { id: 42, number: 'WA 6789N' },
          },
        ],
      },
    });
  }, 60_000);
});
