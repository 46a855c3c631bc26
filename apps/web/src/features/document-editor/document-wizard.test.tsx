// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentResponse } from '@transitdocs/domain';
import { useLocation } from 'react-router';
import {
  documentAnswersOf,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { EditDocumentRoute, GenerateDocumentRoute } from './document-editor-routes.tsx';
import {
  GENERATED_CMR,
  GENERATED_KW,
  GENERATED_LP,
  GENERATED_OSTSPED,
  GENERATED_PS,
  GENERATED_WZ,
} from './test-documents.ts';

const API = '/company/api/v1';

function ModalStub() {
  const location = useLocation();
  const state = location.state as { successMessage?: string } | null;
  return <p>documents modal: {state?.successMessage}</p>;
}

function renderEditor(path: string) {
  return renderRoutes(
    [
      { path: '/documents/:id/documentGenerate/:typePath', element: <GenerateDocumentRoute /> },
      { path: '/documents/:id/:documentId/edit', element: <EditDocumentRoute /> },
      { path: '/documents/:id/documents', element: <ModalStub /> },
      { path: '/documents/:id/documentGenerate', element: <p>type chooser</p> },
    ],
    { path },
  );
}

const ONE_RECEIVER: Record<string, unknown> = {
  ...GENERATED_CMR,
  receivers: (GENERATED_CMR.receivers as unknown[]).slice(0, 1),
};

function generated(documentData: Record<string, unknown>) {
  return { status: 200, body: { document_data: documentData } };
}

function documentResponse(
  documentData: Record<string, unknown>,
  signedBy: DocumentResponse['signed_by'] = [],
) {
  const body = {
    id: 55,
    name: 'CMR 2026/000042',
    type: 4,
    document_data: documentData,
    remarks: [],
    document: null,
    signed_by: signedBy,
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

async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function goToPreview(user: UserEvent, steps: number) {
  for (let index = 0; index < steps; index += 1) await next(user);
  await screen.findByRole('region', { name: /paper view/ });
}

/** Saving an edit is answered in a dialog (spec 2 §8); its OK goes on to the documents. */
async function confirmUpdated(user: UserEvent) {
  const result = await screen.findByRole('dialog', { name: 'The document has been updated' });
  await user.click(within(result).getByRole('button', { name: 'OK' }));
}

setUpComponentTests();

describe('CMR wizard', () => {
  it('loads the data generated from the transit into six pages and a preview', async () => {
    const calls = fakeServer({ [`POST ${API}/generate-document-data/`]: generated(GENERATED_CMR) });
    renderEditor('/documents/7/documentGenerate/documentcmr');

    const dialog = await screen.findByRole('dialog', {
      name: 'New document: CMR consignment note',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `${API}/generate-document-data/`,
      body: { transit: 7, type: 4 },
    });
    const steps = within(dialog).getByRole('navigation', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('tab')
        .map((tab) => tab.textContent.replace(/^\d+/, '')),
    ).toEqual([
      'Sender and consignee',
      'Places, dates and documents',
      'Goods',
      'Carriers',
      'Instructions and payments',
      'Special agreements and issue',
      'Preview',
    ]);
    const sender = within(dialog).getByRole('group', { name: 'Sender' });
    expect(within(sender).getByLabelText('Name')).toHaveProperty(
      'value',
      'Przedsiębiorstwo Łódź Sp. z o.o.',
    );
  });

  it('blocks Next while the step has errors and shows them under the fields', async () => {
    const broken = {
      ...ONE_RECEIVER,
      loading: [{ ...(GENERATED_CMR.loading as object[])[0], city: '' }],
    };
    fakeServer({ [`POST ${API}/generate-document-data/`]: generated(broken) });
    const user = userEvent.setup();
    renderEditor('/documents/7/documentGenerate/documentcmr');
    await screen.findByRole('group', { name: 'Sender' });

    await next(user);
    await next(user);
    const place = screen.getByRole('group', { name: 'Loading place 1' });
    const city = within(place).getByLabelText('City');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(within(place).getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Correct the marked fields');
    // The summary names the field, not only 'some fields'.
    expect(screen.getByRole('alert').textContent).toContain(
      'Loading place 1 › City: This field is required.',
    );
    // Still on page 2.
    expect(screen.getByRole('group', { name: 'Loading place 1' })).toBeTruthy();

    await user.type(city, 'Poznań');
    await next(user);
    expect(await screen.findByRole('group', { name: 'Goods line 1' })).toBeTruthy();
  });

  it('blocks Next without any loading place with the step message', async () => {
    fakeServer({
      [`POST ${API}/generate-document-data/`]: generated({ ...ONE_RECEIVER, loading: [] }),
    });
    const user = userEvent.setup();
    renderEditor('/documents/7/documentGenerate/documentcmr');
    await screen.findByRole('group', { name: 'Sender' });
    await next(user);
    await next(user);
    expect(screen.getByRole('alert').textContent).toContain('Correct the marked fields');
    expect(
      within(screen.getByRole('alert')).getByText('Fill in at least one loading place.'),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Goods line 1' })).toBeNull();
  });

  it('hides the payments grid, statistical numbers and attached documents in simplified edit', async () => {
    fakeServer({ [`POST ${API}/generate-document-data/`]: generated(ONE_RECEIVER) });
    const user = userEvent.setup();
    renderEditor('/documents/7/documentGenerate/documentcmr');
    await screen.findByRole('group', { name: 'Sender' });

    await next(user);
    expect(screen.getByRole('button', { name: 'Add attached document' })).toBeTruthy();
    await next(user);
    expect(screen.getByLabelText('Statistical number')).toBeTruthy();
    await next(user);
    await next(user);
    expect(screen.getByLabelText('Carriage charges: Sender — amount')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simplified edit' }));
    expect(screen.queryByLabelText('Carriage charges: Sender — amount')).toBeNull();
    expect(screen.getByLabelText('Cash on delivery amount')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('Statistical number')).toBeNull();
    expect(screen.getByLabelText('Nature of the goods')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('button', { name: 'Add attached document' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Full edit' }));
    expect(screen.getByRole('button', { name: 'Add attached document' })).toBeTruthy();
  });

  it('labels amount and currency of the sender and consignee on every payments row', async () => {
    fakeServer({ [`POST ${API}/generate-document-data/`]: generated(ONE_RECEIVER) });
    const user = userEvent.setup();
    renderEditor('/documents/7/documentGenerate/documentcmr');
    await screen.findByRole('group', { name: 'Sender' });
    for (let index = 0; index < 4; index += 1) await next(user);
    const grid = screen.getByRole('group', { name: 'To be paid by' });
    const columns = [
      'Sender — amount',
      'Sender — currency',
      'Consignee — amount',
      'Consignee — currency',
    ];
    // A visible label on each of the 7 rows' 4 inputs, and the row in each accessible name.
    for (const column of columns) {
      expect(within(grid).getAllByText(column, { selector: 'label' })).toHaveLength(7);
    }
    expect(within(grid).getByLabelText('Carriage charges: Consignee — currency')).toHaveProperty(
      'value',
      'EUR',
    );
    expect(within(grid).getAllByRole('textbox')).toHaveLength(14);
    // Currencies offer the active ISO 4217 table (spec 2 §9), named, and nothing ISO withdrew.
    const currency = within(grid).getByLabelText('Carriage charges: Sender — currency');
    expect(within(grid).getAllByRole('combobox')).toHaveLength(14);
    const list = document.getElementById(currency.getAttribute('list') ?? '');
    const offered = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(offered).toEqual(expect.arrayContaining(['EUR', 'PLN', 'CZK', 'UAH']));
    expect(offered).not.toContain('DEM');
    expect(offered).not.toContain('XAU');
    expect(list?.querySelector('option[value="PLN"]')?.getAttribute('label')).toMatch(/zloty/i);
  });

  it(
    'takes degrees, minutes and seconds or decimal degrees and shows the first',
    { timeout: 60_000 },
    async () => {
      fakeServer({ [`POST ${API}/generate-document-data/`]: generated(ONE_RECEIVER) });
      const user = userEvent.setup();
      renderEditor('/documents/7/documentGenerate/documentcmr');
      await screen.findByRole('group', { name: 'Sender' });
      await next(user);
      const place = screen.getByRole('group', { name: 'Loading place 1' });
      const latitude = within(place).getByLabelText('Latitude');
      const longitude = within(place).getByLabelText('Longitude');
      // The generated decimal degrees are shown one way.
      expect(latitude).toHaveProperty('value', '52° 24\' 23.0" N');
      await user.clear(longitude);
      await user.type(longitude, '16,9252');
      await user.clear(latitude);
      await user.type(latitude, '52°24\'23"N');
      expect(longitude).toHaveProperty('value', '16° 55\' 30.7" E');
      await user.click(within(place).getByLabelText('City'));
      expect(latitude).toHaveProperty('value', '52° 24\' 23.0" N');
      // A longitude's E|W on a latitude, and a Polish postcode without its dash, are named.
      await user.clear(latitude);
      await user.type(latitude, '52° 24\' 23.0" E');
      const postCode = within(place).getByLabelText('Post code');
      await user.clear(postCode);
      await user.type(postCode, '61001');
      await next(user);
      expect(latitude.getAttribute('aria-invalid')).toBe('true');
      expect(within(place).getByText(/^The coordinate is incorrect/)).toBeTruthy();
      expect(postCode.getAttribute('aria-invalid')).toBe('true');
      expect(
        within(place).getByText('The postal code is incorrect for the chosen country.'),
      ).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(
        'Loading place 1 › Post code: The postal code is incorrect for the chosen country.',
      );
    },
  );

  it(
    'puts the server messages under their fields on their step and names them',
    { timeout: 60_000 },
    async () => {
      fakeServer({
        [`POST ${API}/generate-document-data/`]: generated(ONE_RECEIVER),
        [`POST ${API}/transit-document/`]: {
          status: 400,
          body: { document_data: { carriers: { '0': { driver: ['must_contain_a_space'] } } } },
        },
      });
      const user = userEvent.setup();
      renderEditor('/documents/7/documentGenerate/documentcmr');
      await screen.findByRole('group', { name: 'Sender' });
      await goToPreview(user, 6);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const carrier = await screen.findByRole('group', { name: 'Carrier 1' });
      const driver = within(carrier).getByRole('combobox', { name: 'Driver' });
      expect(driver.getAttribute('aria-invalid')).toBe('true');
      expect(
        within(carrier).getByText('Enter the first and last name separated by a space.'),
      ).toBeTruthy();
      const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts).toContainEqual(expect.stringContaining('The document could not be saved.'));
      expect(alerts).toContainEqual(
        expect.stringContaining(
          'Carrier 1 › Driver: Enter the first and last name separated by a space.',
        ),
      );
    },
  );

  it(
    'saves a new CMR with the edited data and returns to the documents with a message',
    { timeout: 60_000 },
    async () => {
      const calls = fakeServer({
        [`POST ${API}/generate-document-data/`]: generated(ONE_RECEIVER),
        [`POST ${API}/transit-document/`]: { status: 201, body: documentResponse(ONE_RECEIVER) },
      });
      const user = userEvent.setup();
      const { router } = renderEditor('/documents/7/documentGenerate/documentcmr');
      await screen.findByRole('group', { name: 'Sender' });

      for (let index = 0; index < 4; index += 1) await next(user);
      await user.type(screen.getByLabelText('Carriage charges: Sender — amount'), '1250,5');
      await user.type(screen.getByLabelText('Cash on delivery amount'), '300');
      await next(user);
      await user.type(screen.getByLabelText('Special agreements'), '; zakaz piętrowania');
      await next(user);
      const preview = await screen.findByRole('region', { name: /paper view/ });
      expect(within(preview).getByRole('group', { name: /^19\. / }).textContent).toContain(
        'zakaz piętrowania',
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/documents/7/documents');
      });
      expect(screen.getByText(/CMR consignment note saved\./)).toBeTruthy();
      const post = calls.find(
        (call) => call.method === 'POST' && call.path.endsWith('/transit-document/'),
      );
      expect(post?.body).toMatchObject({
        transit: 7,
        type: 4,
        document_data: {
          sender: { name: 'Przedsiębiorstwo Łódź Sp. z o.o.' },
          specialAgreements: 'Zakaz przeładunku; zakaz piętrowania',
          payments: { carriage: { sender: 1250.5, senderCurrency: 'EUR' } },
          paymentCOD: { value: 300, currency: 'EUR' },
          transportMode: { code: 3 },
        },
      });
      expect(post?.body).not.toHaveProperty('split_per_receiver');
    },
  );

  it('confirms one document per receiver before saving for several receivers', async () => {
    const calls = fakeServer({
      [`POST ${API}/generate-document-data/`]: generated(GENERATED_CMR),
      [`POST ${API}/transit-document/`]: { status: 201, body: documentResponse(GENERATED_CMR) },
    });
    const user = userEvent.setup();
    const { router } = renderEditor('/documents/7/documentGenerate/documentcmr');
    await screen.findByRole('group', { name: 'Sender' });
    await goToPreview(user, 6);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Several receivers' });
    expect(confirm.textContent).toContain('one main document and one per receiver will be created');
    expect(calls.some((call) => call.path.endsWith('/transit-document/'))).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Create documents' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/7/documents');
    });
    const post = calls.find((call) => call.path.endsWith('/transit-document/'));
    expect(post?.body).toMatchObject({ transit: 7, type: 4, split_per_receiver: true });
  });

  it('edits a signed CMR with the sender section read-only and saves with PATCH', async () => {
    const calls = fakeServer({
      [`GET ${API}/transit-document/55/`]: {
        status: 200,
        body: documentResponse(ONE_RECEIVER, [
          {
            signed_by_type: 'sender',
            created_at: '2026-11-20T09:00:00Z',
            receiver_id: null,
            signature: null,
            signature_data: null,
          },
        ]),
      },
      [`PATCH ${API}/transit-document/55/`]: { status: 200, body: documentResponse(ONE_RECEIVER) },
    });
    const user = userEvent.setup();
    const { router } = renderEditor('/documents/7/55/edit');

    await screen.findByRole('dialog', { name: 'Edit document: CMR consignment note' });
    const sender = screen.getByRole('group', { name: 'Sender' });
    expect(within(sender).getByLabelText('Name')).toHaveProperty('readOnly', true);
    const consignee = screen.getByRole('group', { name: 'Consignee 1' });
    expect(within(consignee).getByLabelText('Name')).toHaveProperty('readOnly', false);
    await user.type(within(consignee).getByLabelText('Name'), ' AG');
    await goToPreview(user, 6);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The answer comes first, in a dialog; the editor stays until it is read.
    await screen.findByRole('dialog', { name: 'The document has been updated' });
    expect(router.state.location.pathname).toBe('/documents/7/55/edit');
    await confirmUpdated(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/7/documents');
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      document_data: { receivers: [{ client: { name: 'Müller GmbH AG' } }] },
    });
  });

  it('saves with If-Match: the version it loaded', async () => {
    let ifMatch: string | null = null;
    fakeServer({
      [`GET ${API}/transit-document/55/`]: {
        status: 200,
        body: { ...documentResponse(ONE_RECEIVER), version: 'd1' },
      },
      [`PATCH ${API}/transit-document/55/`]: (_call, init) => {
        ifMatch = new Headers(init.headers).get('If-Match');
        return { status: 200, body: documentResponse(ONE_RECEIVER) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderEditor('/documents/7/55/edit');
    await screen.findByRole('dialog', { name: 'Edit document: CMR consignment note' });
    await goToPreview(user, 6);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmUpdated(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/7/documents');
    });
    expect(ifMatch).toBe('"d1"');
  });

  it('answers a refused update in a dialog and stays in the editor', async () => {
    fakeServer({
      [`GET ${API}/transit-document/55/`]: { status: 200, body: documentResponse(ONE_RECEIVER) },
      [`PATCH ${API}/transit-document/55/`]: {
        status: 400,
        body: { non_field_errors: ['transit_finished'] },
      },
    });
    const user = userEvent.setup();
    const { router } = renderEditor('/documents/7/55/edit');
    await screen.findByRole('dialog', { name: 'Edit document: CMR consignment note' });
    await goToPreview(user, 6);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const result = await screen.findByRole('alertdialog', {
      name: 'The document could not be updated',
    });
    expect(result.textContent).toContain('This transit is finished and can no longer be changed.');
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/documents/7/55/edit');
    expect(screen.getByRole('region', { name: /paper view/ })).toBeTruthy();
  });

  it(
    'after a 409 edited_by_someone_else keeps editing or loads their version, listing what was typed',
    { timeout: 30_000 },
    async () => {
      // Someone else changed the consignee's city in between.
      const [receiver] = ONE_RECEIVER.receivers as { client: Record<string, unknown> }[];
      const theirs = {
        ...ONE_RECEIVER,
        receivers: [{ ...receiver, client: { ...receiver?.client, city: 'Wien' } }],
      };
      let loads = 0;
      const ifMatches: (string | null)[] = [];
      const calls = fakeServer({
        [`GET ${API}/transit-document/55/`]: () => {
          loads += 1;
          return loads === 1
            ? { status: 200, body: { ...documentResponse(ONE_RECEIVER), version: 'd1' } }
            : { status: 200, body: { ...documentResponse(theirs), version: 'd2' } };
        },
        [`PATCH ${API}/transit-document/55/`]: (_call, init) => {
          const ifMatch = new Headers(init.headers).get('If-Match');
          ifMatches.push(ifMatch);
          return ifMatch === '"d2"'
            ? { status: 200, body: documentResponse(theirs) }
            : { status: 409, body: { detail: 'edited_by_someone_else' } };
        },
      });
      const user = userEvent.setup();
      const { router } = renderEditor('/documents/7/55/edit');
      await screen.findByRole('dialog', { name: 'Edit document: CMR consignment note' });
      const consignee = () => screen.getByRole('group', { name: 'Consignee 1' });
      await user.type(within(consignee()).getByLabelText('Name'), ' AG');
      await goToPreview(user, 6);
      await user.click(screen.getByRole('button', { name: 'Save' }));

      let conflict = await screen.findByRole('alertdialog', {
        name: 'Someone else saved this document',
      });
      await user.click(within(conflict).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
      });
      expect(screen.queryByText('The document could not be saved.')).toBeNull();
      expect(screen.getByRole('region', { name: /paper view/ }).textContent).toContain(
        'Müller GmbH AG',
      );

      await user.click(screen.getByRole('button', { name: 'Save' }));
      conflict = await screen.findByRole('alertdialog', {
        name: 'Someone else saved this document',
      });
      await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));

      // Back on the page of the typed value, with their version in the fields.
      const panel = await screen.findByRole('alert', { name: 'Your unsaved changes' });
      expect(within(consignee()).getByLabelText('Name')).toHaveProperty('value', 'Müller GmbH');
      expect(within(consignee()).getByLabelText('City')).toHaveProperty('value', 'Wien');
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Consignee 1 › Name: Müller GmbH AG']);
      expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);

      await goToPreview(user, 6);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await confirmUpdated(user);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/documents/7/documents');
      });
      expect(ifMatches).toEqual(['"d1"', '"d1"', '"d2"']);
    },
  );

  it("applies the viewer's party rights: a receiver changes only the picked-up quantities", async () => {
    fakeServer({
      [`GET ${API}/transit-document/55/`]: {
        status: 200,
        body: {
          ...documentResponse(GENERATED_WZ),
          type: 1,
          permissions: {
            sign: { sender: false, receiver: true, carriers: { main: false } },
            remarks: { pickup: false, delivery: true },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderEditor('/documents/7/55/edit');
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit document: Goods issue note (WZ)',
    });
    expect(
      within(dialog).getByText(/^Some parts are read-only: your party may change only/),
    ).toBeTruthy();
    const sender = within(dialog).getByRole('group', { name: 'Sender' });
    expect(within(sender).getByLabelText('Name')).toHaveProperty('readOnly', true);
    await next(user);
    const [line] = await screen.findAllByRole('group', { name: 'Goods line 1' });
    if (!line) throw new Error('no goods line');
    expect(within(line).getByLabelText('Nature of the goods')).toHaveProperty('readOnly', true);
    expect(within(line).getByLabelText('Declared quantity')).toHaveProperty('readOnly', true);
    expect(within(line).getByLabelText('Loaded quantity')).toHaveProperty('readOnly', true);
    expect(within(line).getByLabelText('Picked-up quantity')).toHaveProperty('readOnly', false);
  });

  it('fills from the contractor pickers: a carrier is cleared, a consignee gives its address', async () => {
    const muller = {
      id: 90,
      name: 'Spedition Müller GmbH',
      address: 'Hafenstraße 1',
      zip_code: '20095',
      town: 'Hamburg',
      country: 'DE',
      nip: '',
      vies: 'DE123456789',
      phone: '',
      vat_group: '',
      pesel: '',
      email: '',
      is_online: false,
      gt_id: null,
      last_auto_send: null,
    };
    const calls = fakeServer({
      [`POST ${API}/generate-document-data/`]: generated(GENERATED_CMR),
      [`GET ${API}/client/all_clients/`]: {
        status: 200,
        body: { count: 1, next: null, previous: null, results: [muller] },
      },
    });
    const user = userEvent.setup();
    renderEditor('/documents/7/documentGenerate/documentcmr');
    const consignee = await screen.findByRole('group', { name: 'Consignee 1' });
    await user.type(
      within(consignee).getByRole('combobox', { name: 'Find the receiver among contractors' }),
      'Müll',
    );
    await user.click(await screen.findByRole('option', { name: 'Spedition Müller GmbH' }));
    expect(calls.some((call) => call.path.includes('all_clients/?search=M%C3%BCll'))).toBe(true);
    expect(within(consignee).getByLabelText('Name')).toHaveProperty(
      'value',
      'Spedition Müller GmbH',
    );

    await next(user);
    const unloading = (await screen.findAllByRole('group', { name: 'Unloading place 1' }))[0];
    if (!unloading) throw new Error('no unloading place');
    expect(within(unloading).getByLabelText('City')).toHaveProperty('value', 'Hamburg');
    expect(within(unloading).getByLabelText('Post code')).toHaveProperty('value', '20095');

    await next(user);
    await next(user);
    const carrier = await screen.findByRole('group', { name: 'Carrier 1' });
    expect(within(carrier).getByLabelText('Driver')).toHaveProperty('value', 'Łukasz Ślęzak');
    await user.type(
      within(carrier).getByRole('combobox', { name: 'Find the carrier among contractors' }),
      'Müll',
    );
    await user.click(await screen.findByRole('option', { name: 'Spedition Müller GmbH' }));
    const company = within(carrier).getByRole('group', { name: 'Carrier company' });
    expect(within(company).getByLabelText('Name')).toHaveProperty('value', 'Spedition Müller GmbH');
    expect(within(carrier).getByLabelText('Driver')).toHaveProperty('value', '');
  }, 60_000);

  it('asks to save or discard when closing with unsaved changes', async () => {
    fakeServer({ [`POST ${API}/generate-document-data/`]: generated(ONE_RECEIVER) });
    const user = userEvent.setup();
    const { router } = renderEditor('/documents/7/documentGenerate/documentcmr');
    const sender = await screen.findByRole('group', { name: 'Sender' });
    await user.type(within(sender).getByLabelText('City'), ' Bałuty');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/7/documentGenerate');
    });
  });
});

describe('KW wizard', () => {
  it('requires the date and saves the pallet grid', async () => {
    const calls = fakeServer({
      [`POST ${API}/generate-document-data/`]: generated({ ...GENERATED_KW, date: null }),
      [`POST ${API}/transit-document/`]: {
        status: 201,
        body: { ...documentResponse(GENERATED_KW), type: 5 },
      },
    });
    const user = userEvent.setup();
    const { router } = renderEditor('/documents/7/documentGenerate/kwitpaletowy');
    await screen.findByRole('dialog', { name: 'New document: Pallet receipt' });
    await next(user);
    await next(user);

    const date = screen.getByLabelText('Date');
    await next(user);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    await user.type(date, '2026-11-21');
    await user.type(screen.getByLabelText('EUR pallet 80×120: Loaded'), '33');
    await user.type(screen.getByLabelText('CHEP: Returned'), '4');
    await next(user);
    await screen.findByRole('region', { name: 'Pallet receipt – paper view' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Create documents' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/7/documents');
    });
    const post = calls.find((call) => call.path.endsWith('/transit-document/'));
    expect(post?.body).toMatchObject({
      type: 5,
      document_data: {
        date: '2026-11-21',
        transfer: { euro80120: { loaded: 33 }, chep: { returned: 4 } },
      },
    });
  });
});

describe.each([
  { path: 'documentwz', type: 1, data: GENERATED_WZ, title: 'Goods issue note (WZ)', steps: 4 },
  { path: 'listprzewozowy', type: 2, data: GENERATED_LP, title: 'Freight list', steps: 4 },
  { path: 'protokolszkody', type: 3, data: GENERATED_PS, title: 'Damage report', steps: 3 },
  { path: 'ostsped', type: 9, data: GENERATED_OSTSPED, title: 'OSTSPED order', steps: 4 },
])('$title wizard', ({ path, type, data, title, steps }) => {
  it(`goes through ${steps} steps to the preview and saves one document per receiver`, async () => {
    const calls = fakeServer({
      [`POST ${API}/generate-document-data/`]: generated(data),
      [`POST ${API}/transit-document/`]: { status: 201, body: { ...documentResponse(data), type } },
    });
    const user = userEvent.setup();
    const { router } = renderEditor(`/documents/7/documentGenerate/${path}`);
    const dialog = await screen.findByRole('dialog', { name: `New document: ${title}` });
    // Other types than the CMR have 4 or 5 steps, the last the preview (spec 2 §2).
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs).toHaveLength(steps + 1);
    expect(tabs.length).toBeGreaterThanOrEqual(4);
    expect(tabs.length).toBeLessThanOrEqual(5);
    expect(tabs.at(-1)?.textContent).toMatch(/Preview$/);

    await goToPreview(user, steps);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Create documents' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/7/documents');
    });
    const post = calls.find((call) => call.path.endsWith('/transit-document/'));
    expect(post?.body).toMatchObject({ transit: 7, type, split_per_receiver: true });
  });
});

describe('PS wizard', () => {
  it('has the steps sender, receivers, carriers and the preview', async () => {
    fakeServer({ [`POST ${API}/generate-document-data/`]: generated(GENERATED_PS) });
    renderEditor('/documents/7/documentGenerate/protokolszkody');
    const dialog = await screen.findByRole('dialog', { name: 'New document: Damage report' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent.replace(/^\d+/, '')),
    ).toEqual(['Sender', 'Receivers and goods', 'Carriers', 'Preview']);
  });

  it('requires the date, time and place on the sender step', async () => {
    fakeServer({
      [`POST ${API}/generate-document-data/`]: generated({ ...GENERATED_PS, time: null }),
    });
    const user = userEvent.setup();
    renderEditor('/documents/7/documentGenerate/protokolszkody');
    await screen.findByRole('dialog', { name: 'New document: Damage report' });
    await next(user);
    const time = screen.getByLabelText('Time');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('region', { name: 'Sender' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Place' })).toBeTruthy();
  });
});
