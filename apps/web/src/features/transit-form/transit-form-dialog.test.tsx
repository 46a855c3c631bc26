// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  page,
  renderRoutes,
  type Answers,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { AddTransitDialog, EditTransitDialog } from './transit-form-routes.tsx';
import {
  CARRIER_CLIENT,
  DRIVER,
  OTHER_CLIENT,
  RECEIVER_CLIENT,
  TRACTOR,
  TRANSIT,
  transitIn,
} from './transit-form-test-data.ts';
import { duplicateTransitPath } from './transit-initial-values.ts';

setUpComponentTests();

const API = '/company/api/v1';

function renderAt(url: string) {
  renderRoutes(
    [
      { path: '/documents', element: <p>transit list</p> },
      { path: '/documents/transitAdd', element: <AddTransitDialog /> },
      { path: '/documents/:id', element: <p>transit page</p> },
      { path: '/documents/:id/edit', element: <EditTransitDialog /> },
    ],
    { path: url, user: DISPATCHER },
  );
}

/** The master data the autocompletes find, answering any query. */
function masterData(extra: Answers = {}) {
  return fakeServer({
    [`GET ${API}/client/all_clients/`]: {
      status: 200,
      body: page([CARRIER_CLIENT, RECEIVER_CLIENT, OTHER_CLIENT]),
    },
    [`GET ${API}/client/${String(CARRIER_CLIENT.id)}/`]: { status: 200, body: CARRIER_CLIENT },
    [`GET ${API}/driver/`]: { status: 200, body: page([DRIVER]) },
    [`GET ${API}/vehicle/not_trailer/`]: { status: 200, body: page([TRACTOR]) },
    [`GET ${API}/vehicle/trailer/`]: { status: 200, body: page([]) },
    [`GET ${API}/employee/`]: { status: 200, body: page([]) },
    [`POST ${API}/all-transit/`]: { status: 201, body: TRANSIT },
    ...extra,
  });
}

const group = (name: string) => screen.getByRole('group', { name });
const combobox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name });

async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.click(combobox(scope, label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillPlace(user: UserEvent, scope: HTMLElement, zip = '30701') {
  await fill(user, within(scope).getByLabelText('Address'), 'ul. Długa 1');
  await user.selectOptions(within(scope).getByLabelText('Country'), 'PL');
  if (zip) await fill(user, within(scope).getByLabelText('Postcode'), zip);
  await fill(user, within(scope).getByLabelText('City'), 'Kraków');
  // Degrees, minutes and seconds as the spec writes them; decimal degrees below.
  await fill(user, within(scope).getByLabelText('Latitude'), '50° 3\' 52.9" N');
  await fill(user, within(scope).getByLabelText('Longitude'), '19.945');
}

/** Pasting is much quicker than typing key by key in jsdom; the field sees the same change. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

// The whole form in jsdom, typed into key by key: slow when the suite shares two cores.
const FORM_TEST = { timeout: 60_000 };

describe('AddTransitDialog', FORM_TEST, () => {
  it('offers adding transits from a CSV file instead', () => {
    masterData();
    renderAt('/documents/transitAdd');
    const link = screen.getByRole('link', { name: 'Add from CSV' });
    expect(link.getAttribute('href')).toBe('/documents/uploadCsv');
  });

  it('starts with 1 loading place, 1 receiver with 1 cargo line and 1 place, 2 carriers', () => {
    masterData();
    renderAt('/documents/transitAdd');
    expect(screen.getByRole('dialog', { name: 'New transit' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Loading place/ })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: /^Receiver/ })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: /^Cargo line/ })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: /^Unloading place/ })).toHaveLength(1);
    expect(group('Main carrier')).toBeTruthy();
    expect(group('Carrier 2')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Carrier 3' })).toBeNull();
  });

  it('fills vehicle, trailer and contractor from the driver; a new contractor clears them', async () => {
    masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    const main = group('Main carrier');

    await user.type(combobox(main, 'Driver'), 'Krz');
    await user.click(await screen.findByRole('option', { name: 'Krzysztof Kierowca' }));
    expect(combobox(main, 'Vehicle')).toHaveProperty('value', 'WA 12345');
    expect(combobox(main, 'Semitrailer')).toHaveProperty('value', 'WA 6789N');
    await waitFor(() => {
      expect(combobox(main, 'Contractor')).toHaveProperty('value', CARRIER_CLIENT.name);
    });

    await choose(user, main, 'Contractor', OTHER_CLIENT.name);
    expect(combobox(main, 'Driver')).toHaveProperty('value', '');
    expect(combobox(main, 'Vehicle')).toHaveProperty('value', '');
    expect(combobox(main, 'Semitrailer')).toHaveProperty('value', '');
  });

  it('fills the driver and trailer from a chosen vehicle', async () => {
    masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    const main = group('Main carrier');
    await choose(user, main, 'Vehicle', 'WA 12345');
    expect(combobox(main, 'Driver')).toHaveProperty('value', 'Krzysztof Kierowca');
    expect(combobox(main, 'Semitrailer')).toHaveProperty('value', 'WA 6789N');
  });

  it('hides the add-carrier button at 10 carriers', { timeout: 120_000 }, async () => {
    masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    for (let count = 2; count < 10; count += 1) {
      await user.click(screen.getByRole('button', { name: 'Add carrier' }));
      const dialog = await screen.findByRole('dialog', {
        name: `Carrier ${String(count + 1)} – advanced`,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: /advanced/ })).toBeNull();
      });
    }
    expect(group('Carrier 10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add carrier' })).toBeNull();
    expect(screen.getByText('A transit has at most 10 carriers.')).toBeTruthy();
  });

  it('asks before closing the advanced carrier dialog with changes not applied', async () => {
    masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    await user.click(screen.getByRole('button', { name: 'Edit carrier 2 (advanced)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carrier 2 – advanced' });
    await choose(user, dialog, 'Contractor', CARRIER_CLIENT.name);
    await user.type(combobox(dialog, 'Vehicle'), 'PO 4411K');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard carrier changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(within(group('Carrier 2')).getByText(/PO 4411K/)).toBeTruthy();
    });
  });

  it(
    'keeps the advanced carrier dialog open with its errors under the fields',
    { timeout: 60_000 },
    async () => {
      masterData();
      const user = userEvent.setup();
      renderAt('/documents/transitAdd');
      await user.click(screen.getByRole('button', { name: 'Edit carrier 2 (advanced)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Carrier 2 – advanced' });
      await choose(user, dialog, 'Contractor', CARRIER_CLIENT.name);
      await user.type(combobox(dialog, 'Driver'), 'Tomasz');
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      const driver = combobox(dialog, 'Driver');
      await waitFor(() => {
        expect(driver.getAttribute('aria-invalid')).toBe('true');
      });
      const describedBy = driver.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(
        'Enter the first and last name separated by a space.',
      );
      expect(screen.getByRole('dialog', { name: 'Carrier 2 – advanced' })).toBeTruthy();
      // Fixed, the message goes at once and the carrier is applied.
      await user.clear(driver);
      await user.type(driver, 'Tomasz Nowak');
      await waitFor(() => {
        expect(driver.getAttribute('aria-invalid')).toBe('false');
      });
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: 'Carrier 2 – advanced' })).toBeNull();
      });
      expect(within(group('Carrier 2')).getByText(/Tomasz Nowak/)).toBeTruthy();
    },
  );

  it('wants a space in a typed driver and a contractor for it, and sends nothing', async () => {
    const calls = masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    const main = group('Main carrier');
    await user.type(combobox(main, 'Driver'), 'Tomasz');
    await user.click(saveButton());
    // A carrier without a contractor would be dropped: going back marks what it lacks.
    const notice = await screen.findByRole('dialog', {
      name: 'Save without the incomplete parts?',
    });
    await user.click(within(notice).getByRole('button', { name: 'Complete them' }));
    expect(
      await within(main).findByText('Enter the first and last name separated by a space.'),
    ).toBeTruthy();
    expect(within(main).getByText('This field is required.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the missing postcode of a place under its field', async () => {
    const calls = masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    const loading = group('Loading place 1');
    await fillPlace(user, loading, '');
    await user.click(saveButton());
    // The submit rule would drop the place: the form says so first, and going back marks it.
    const notice = await screen.findByRole('dialog', {
      name: 'Save without the incomplete parts?',
    });
    expect(within(notice).getByText('Not saved: incomplete places: 1.')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Complete them' }));
    await waitFor(() => {
      expect(within(loading).getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    });
    expect(within(loading).getByText('This field is required.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('drops an incomplete place and a receiver without a contractor once the user confirms', async () => {
    const calls = masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    await choose(user, group('Sender'), 'Contractor', OTHER_CLIENT.name);
    await fillPlace(user, group('Loading place 1'));
    await user.click(screen.getByRole('button', { name: 'Add loading place' }));
    await fill(user, within(group('Loading place 2')).getByLabelText('City'), 'Gdańsk');
    await choose(user, group('Receiver 1'), 'Contractor', RECEIVER_CLIENT.name);
    await fill(user, within(group('Receiver 1')).getByLabelText('Goods'), 'Cement');
    await user.click(screen.getByRole('button', { name: 'Add receiver' }));
    await fill(user, within(group('Receiver 2')).getByLabelText('Goods'), 'Gravel');
    await choose(user, group('Main carrier'), 'Contractor', CARRIER_CLIENT.name);

    await user.click(saveButton());
    const notice = await screen.findByRole('dialog', {
      name: 'Save without the incomplete parts?',
    });
    expect(
      within(notice).getByText(
        'Not saved: incomplete places: 1; receivers without a contractor: 1.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(notice).getByRole('button', { name: 'Save without them' }));
    await screen.findByRole('dialog', { name: 'Transit added successfully' });
    const body = calls.find((call) => call.method === 'POST')?.body as {
      sender_location: { town: string }[];
      receivers: { client: number | null }[];
    };
    expect(body.sender_location.map((place) => place.town)).toEqual(['Kraków']);
    expect(body.receivers.map((receiver) => receiver.client)).toEqual([RECEIVER_CLIENT.id]);
  });

  it('names a wrong Polish postcode and a wrong coordinate under their fields', async () => {
    const calls = masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    const loading = group('Loading place 1');
    // Four digits: the mask writes 30-70, which is no Polish nn-nnn postcode.
    await fillPlace(user, loading, '3070');
    await user.clear(within(loading).getByLabelText('Latitude'));
    await fill(user, within(loading).getByLabelText('Latitude'), '50° 3\' 52.9" E');
    await user.click(saveButton());
    const postcode = within(loading).getByLabelText('Postcode');
    await waitFor(() => {
      expect(postcode.getAttribute('aria-invalid')).toBe('true');
    });
    expect(postcode.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = document.getElementById(postcode.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('The postal code is incorrect for the chosen country.');
    const latitude = within(loading).getByLabelText('Latitude');
    expect(latitude.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(latitude.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/^The coordinate is incorrect/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it(
    'sends the payload after the drop rules and goes to the new transit',
    { timeout: 60_000 },
    async () => {
      const calls = masterData();
      const user = userEvent.setup();
      renderAt('/documents/transitAdd');

      await choose(user, group('Sender'), 'Contractor', OTHER_CLIENT.name);
      await fillPlace(user, group('Loading place 1'));
      const receiver = group('Receiver 1');
      await choose(user, receiver, 'Contractor', RECEIVER_CLIENT.name);
      // The receiver's address fills its empty first unloading place.
      const unloading = within(receiver).getByRole('group', { name: 'Unloading place 1' });
      expect(within(unloading).getByLabelText('Address')).toHaveProperty(
        'value',
        'ul. Przemysłowa 12',
      );
      await fill(user, within(unloading).getByLabelText('Latitude'), '50.06');
      await fill(user, within(unloading).getByLabelText('Longitude'), '19.94');
      // A coordinate left in decimal degrees is shown the one way, as the spec writes it.
      await user.click(within(receiver).getByLabelText('Goods'));
      expect(within(unloading).getByLabelText('Latitude')).toHaveProperty(
        'value',
        '50° 3\' 36.0" N',
      );
      expect(within(unloading).getByLabelText('Longitude')).toHaveProperty(
        'value',
        '19° 56\' 24.0" E',
      );
      await fill(user, within(receiver).getByLabelText('Goods'), 'Cement');
      await fill(user, within(receiver).getByLabelText('Weight (kg)'), '1000,5');
      await user.click(within(receiver).getByRole('button', { name: 'Add cargo line' }));
      await user.click(screen.getByRole('button', { name: 'Add receiver' }));
      const main = group('Main carrier');
      await choose(user, main, 'Contractor', CARRIER_CLIENT.name);
      await user.type(combobox(main, 'Driver'), 'Tomasz Zieliński');
      await user.click(within(main).getByLabelText('Forwarder'));

      await user.click(saveButton());
      const result = await screen.findByRole('dialog', { name: 'Transit added successfully' });
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.path).toBe(`${API}/all-transit/`);
      const place = {
        place: '',
        address: 'ul. Długa 1',
        zip_code: '30-701',
        town: 'Kraków',
        country: 'PL',
        additional_data: '',
        client: null,
        latitude: 50.0646944,
        longitude: 19.945,
      };
      expect(post?.body).toEqual({
        loading_date: null,
        loading_time: null,
        unloading_date: null,
        unloading_time: null,
        sender_client: OTHER_CLIENT.id,
        sender_employee: null,
        sender_location: [place],
        receivers: [
          {
            client: RECEIVER_CLIENT.id,
            employee: null,
            cargo: [
              {
                name: 'Cement',
                quantity: null,
                other: {
                  capacity: null,
                  method_of_packaging: '',
                  weight_gross_kg: 1000.5,
                  origin_country: '',
                  destination_country: '',
                  statistical_number: '',
                  marks: '',
                },
              },
            ],
            destiny_places: [
              {
                ...place,
                address: 'ul. Przemysłowa 12',
                client: RECEIVER_CLIENT.id,
                latitude: 50.06,
                longitude: 19.94,
              },
            ],
          },
        ],
        carrier: [
          {
            client: CARRIER_CLIENT.id,
            employee: null,
            driver: null,
            driver_not_from_system: 'Tomasz Zieliński',
            is_forwarder: true,
            vehicle: null,
            vehicle_not_from_system: null,
            semitrailer: null,
            semitrailer_not_from_system: null,
          },
        ],
        sender_instruction: '',
        special_agreements: '',
      });
      await user.click(within(result).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('transit page')).toBeTruthy();
      expect(sessionStorage.length).toBe(0);
    },
  );

  it('lists the first message of each field when the server refuses', async () => {
    masterData({
      [`POST ${API}/all-transit/`]: {
        status: 400,
        body: { carrier: { '0': { driver: ['driver_incorrect', 'other'] } } },
      },
    });
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    const main = group('Main carrier');
    await choose(user, main, 'Contractor', CARRIER_CLIENT.name);
    await choose(user, main, 'Driver', 'Krzysztof Kierowca');
    await user.click(saveButton());
    const failure = await screen.findByRole('alertdialog', {
      name: 'The transit could not be saved',
    });
    expect(
      within(failure).getByText('Carrier 1 › Driver: Choose a driver of your company.'),
    ).toBeTruthy();
  });

  it('starts a duplicate from initialValues without the ids', async () => {
    const calls = masterData();
    const user = userEvent.setup();
    renderAt(duplicateTransitPath(TRANSIT));
    expect(screen.getByRole('dialog', { name: 'New transit (copy)' })).toBeTruthy();
    expect(combobox(group('Sender'), 'Contractor')).toHaveProperty('value', OTHER_CLIENT.name);
    expect(combobox(group('Main carrier'), 'Driver')).toHaveProperty('value', 'Krzysztof Kierowca');
    await user.click(saveButton());
    await screen.findByRole('dialog', { name: 'Transit added successfully' });
    const body = JSON.stringify(calls.find((call) => call.method === 'POST')?.body);
    expect(body).not.toContain('"id"');
    expect(body).toContain('"driver":7');
  });

  it('ignores an unreadable initialValues', () => {
    masterData();
    renderAt('/documents/transitAdd?initialValues=%7Bnot-json');
    expect(screen.getByRole('dialog', { name: 'New transit' })).toBeTruthy();
  });

  it('keeps a draft across a reload and asks before closing with changes', async () => {
    masterData();
    const user = userEvent.setup();
    renderAt('/documents/transitAdd');
    await fill(user, screen.getByLabelText("Sender's instructions"), 'Fragile');
    await waitFor(() => {
      expect(sessionStorage.getItem('transit_form.draft')).toContain('Fragile');
    });
    cleanup();

    renderAt('/documents/transitAdd');
    expect(screen.getByText('Your unsaved transit was restored.')).toBeTruthy();
    expect(screen.getByLabelText("Sender's instructions")).toHaveProperty('value', 'Fragile');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('transit list')).toBeTruthy();
    expect(sessionStorage.getItem('transit_form.draft')).toBeNull();
  });
});

describe('EditTransitDialog', FORM_TEST, () => {
  it('sends the edited transit with the ids of its rows', async () => {
    const calls = masterData({
      [`GET ${API}/all-transit/5/`]: { status: 200, body: TRANSIT },
      [`PATCH ${API}/all-transit/5/`]: { status: 200, body: TRANSIT },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    await screen.findByRole('dialog', { name: 'Edit transit 2026/000005' });
    const instruction = screen.getByLabelText("Sender's instructions");
    await user.clear(instruction);
    await fill(user, instruction, 'Nowa instrukcja');
    await user.click(saveButton());
    await screen.findByRole('dialog', { name: 'Transit saved successfully' });
    const patch = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(patch.sender_instruction).toBe('Nowa instrukcja');
    expect(JSON.stringify(patch.carrier)).toContain('"id":91');
    expect(JSON.stringify(patch.receivers)).toContain('"id":61');
    expect(JSON.stringify(patch.receivers)).toContain('"id":71');
  });

  it('with signed documents edits only the carriers', async () => {
    const calls = masterData({
      [`GET ${API}/all-transit/5/`]: {
        status: 200,
        body: transitIn({ has_signed_documents: true }),
      },
      [`PATCH ${API}/all-transit/5/`]: { status: 200, body: TRANSIT },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    await screen.findByText('This transit has signed documents: only the carriers can be changed.');
    expect(screen.getByLabelText("Sender's instructions")).toHaveProperty('disabled', true);
    expect(within(group('Loading place 1')).getByLabelText('Address')).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(group('Main carrier')).getByLabelText('Forwarder'));
    await user.click(saveButton());
    await screen.findByRole('dialog', { name: 'Transit saved successfully' });
    const patch = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(Object.keys(patch)).toEqual(['carrier']);
  });

  it('saves with If-Match: the version it loaded', async () => {
    let ifMatch: string | null = null;
    masterData({
      [`GET ${API}/all-transit/5/`]: { status: 200, body: { ...TRANSIT, version: 'v1' } },
      [`PATCH ${API}/all-transit/5/`]: (_call, init) => {
        ifMatch = new Headers(init.headers).get('If-Match');
        return { status: 200, body: { ...TRANSIT, version: 'v2' } };
      },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    await screen.findByRole('dialog', { name: 'Edit transit 2026/000005' });
    await fill(user, screen.getByLabelText('Special agreements'), 'Zakaz piętrowania');
    await user.click(saveButton());
    await screen.findByRole('dialog', { name: 'Transit saved successfully' });
    expect(ifMatch).toBe('"v1"');
  });

  it('asks after a 409 edited_by_someone_else and keeps editing with the typed values', async () => {
    const calls = masterData({
      [`GET ${API}/all-transit/5/`]: { status: 200, body: { ...TRANSIT, version: 'v1' } },
      [`PATCH ${API}/all-transit/5/`]: { status: 409, body: { detail: 'edited_by_someone_else' } },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    await screen.findByRole('dialog', { name: 'Edit transit 2026/000005' });
    const instruction = screen.getByLabelText("Sender's instructions");
    await user.clear(instruction);
    await fill(user, instruction, 'Nowa instrukcja');
    await user.click(saveButton());

    const conflict = await screen.findByRole('alertdialog', {
      name: 'Someone else saved this transit',
    });
    expect(conflict.textContent).toContain('after you opened it');
    expect(
      screen.queryByRole('alertdialog', { name: 'The transit could not be saved' }),
    ).toBeNull();
    expect(screen.getByLabelText("Sender's instructions")).toHaveProperty(
      'value',
      'Nowa instrukcja',
    );
    await user.click(within(conflict).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => {
      expect(
        screen.queryByRole('alertdialog', { name: 'Someone else saved this transit' }),
      ).toBeNull();
    });
    expect(screen.getByLabelText("Sender's instructions")).toHaveProperty(
      'value',
      'Nowa instrukcja',
    );
    expect(
      calls.filter((call) => call.method === 'GET' && call.path.endsWith('/all-transit/5/')),
    ).toHaveLength(1);
  });

  it('loads their version into the form and lists what was typed above it', async () => {
    const theirs = {
      ...TRANSIT,
      version: 'v2',
      sender_instruction: 'Tylko rano',
      special_agreements: 'Zakaz przeładunku',
    };
    let loads = 0;
    const ifMatches: (string | null)[] = [];
    masterData({
      [`GET ${API}/all-transit/5/`]: () => {
        loads += 1;
        return { status: 200, body: loads === 1 ? { ...TRANSIT, version: 'v1' } : theirs };
      },
      [`PATCH ${API}/all-transit/5/`]: (_call, init) => {
        const ifMatch = new Headers(init.headers).get('If-Match');
        ifMatches.push(ifMatch);
        return ifMatch === '"v2"'
          ? { status: 200, body: { ...theirs, version: 'v3' } }
          : { status: 409, body: { detail: 'edited_by_someone_else' } };
      },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    await screen.findByRole('dialog', { name: 'Edit transit 2026/000005' });
    const instruction = screen.getByLabelText("Sender's instructions");
    await user.clear(instruction);
    await fill(user, instruction, 'Nowa instrukcja');
    await fill(user, screen.getByLabelText('Weight (kg)'), '0');
    await user.click(saveButton());

    const conflict = await screen.findByRole('alertdialog', {
      name: 'Someone else saved this transit',
    });
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));

    const panel = await screen.findByRole('alert', { name: 'Your unsaved changes' });
    expect(
      screen.queryByRole('alertdialog', { name: 'Someone else saved this transit' }),
    ).toBeNull();
    expect(screen.getByLabelText("Sender's instructions")).toHaveProperty('value', 'Tylko rano');
    expect(screen.getByLabelText('Special agreements')).toHaveProperty(
      'value',
      'Zakaz przeładunku',
    );
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Receiver 1 › Cargo line 1 › Weight (kg): 10000',
      "Sender's instructions: Nowa instrukcja",
    ]);

    // Saving again starts from their version; dismissing the list leaves the form as it is.
    await user.click(saveButton());
    await screen.findByRole('dialog', { name: 'Transit saved successfully' });
    expect(ifMatches).toEqual(['"v1"', '"v2"']);
  });

  it('lists the typed values until dismissed', async () => {
    let loads = 0;
    masterData({
      [`GET ${API}/all-transit/5/`]: () => {
        loads += 1;
        return { status: 200, body: { ...TRANSIT, version: `v${String(loads)}` } };
      },
      [`PATCH ${API}/all-transit/5/`]: { status: 409, body: { detail: 'edited_by_someone_else' } },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    await screen.findByRole('dialog', { name: 'Edit transit 2026/000005' });
    await fill(user, screen.getByLabelText('Special agreements'), 'Zakaz piętrowania');
    await user.click(saveButton());
    const conflict = await screen.findByRole('alertdialog', {
      name: 'Someone else saved this transit',
    });
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    const panel = await screen.findByRole('alert', { name: 'Your unsaved changes' });
    expect(panel.textContent).toContain('Special agreements: Zakaz piętrowania');
    expect(screen.getByLabelText('Special agreements')).toHaveProperty('value', '');
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: 'Your unsaved changes' })).toBeNull();
  });

  it('sends a finished transit back to its page', async () => {
    masterData({
      [`GET ${API}/all-transit/5/`]: { status: 200, body: transitIn({ status: 'finished' }) },
    });
    const user = userEvent.setup();
    renderAt('/documents/5/edit');
    const message = await screen.findByRole('alertdialog', {
      name: 'A finished transit cannot be edited.',
    });
    await user.click(within(message).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('transit page')).toBeTruthy();
  });
});
