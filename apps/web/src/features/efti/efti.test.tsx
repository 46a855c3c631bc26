// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EftiAccessEntry, Transit, TransitEfti } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  page,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { transitPageRoutes } from '../transit-page/transit-page-routes.tsx';

setUpComponentTests();

const ONE = 'GET /company/api/v1/all-transit/42/';
const LOG = 'GET /company/api/v1/all-transit/42/efti-access/';
const DATASET = '3f0c1a52-8d7e-4c1b-9a55-0b6e2f4d9c11';

const DRAFT: TransitEfti = {
  dataset_id: DATASET,
  status: 'draft',
  missing: [
    {
      field: 'receivers.0.client.town',
      element: 'consignment/consignee/postalAddress/cityName',
      subsets: ['EU01', 'EU03'],
    },
    {
      // The same field feeding another element: one row, the subsets merged.
      field: 'receivers.0.client.town',
      element: 'consignment/other/postalAddress/cityName',
      subsets: ['PL02'],
    },
    {
      field: 'carrier.1.vehicle',
      element: 'consignment/mainCarriageTransportMovement/usedTransportMeans/id',
      subsets: ['EU01'],
    },
    { field: 'cmr', element: 'consignment/transportContractDocument/id', subsets: ['PL01a'] },
  ],
};

function transitWith(efti: TransitEfti, actions: Partial<Transit['actions']> = {}): Transit {
  const transit = buildTransit({ efti });
  return { ...transit, actions: { ...transit.actions, ...actions } };
}

const entry = (id: number, overrides: Partial<EftiAccessEntry> = {}): EftiAccessEntry => ({
  id,
  request_id: `req-${String(id)}`,
  gate_id: 'gate-pl',
  dataset_id: DATASET,
  action: 'get_consignment',
  subsets: ['EU01', 'PL02'],
  outcome: 'ok',
  created_at: '2026-11-25T13:10:00.000Z',
  ...overrides,
});

function renderAt(path: string) {
  return renderRoutes(
    [...transitPageRoutes, { path: '/documents', element: <p>documents list</p> }],
    { path, user: DISPATCHER },
  ).router;
}

async function openSection(transit: Transit) {
  fakeServer({ [ONE]: { status: 200, body: transit } });
  const router = renderAt('/documents/42');
  const page = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
  return { router, section: within(page).getByRole('region', { name: 'eFTI data set' }) };
}

describe('eFTI section of the transit page', () => {
  it('shows a draft, its id and the gaps by form field with their subsets', async () => {
    const { section } = await openSection(transitWith(DRAFT));
    expect(within(section).getByText('Draft')).toBeTruthy();
    expect(within(section).getByText(/never sent to an eFTI gate/)).toBeTruthy();
    expect(within(section).getByText(DATASET)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copy the data set ID' })).toBeTruthy();

    const gaps = within(section).getByRole('list', { name: 'Still missing' });
    const rows = within(gaps)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === gaps);
    // In the form's order: carriers, receivers, then the CMR.
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Carrier 2 · Vehicle',
      'Receiver 1 · City',
      'CMR consignment note (none yet)',
    ]);
    const town = rows[1];
    if (!town) throw new Error('no row');
    const subsets = within(town).getByRole('list', { name: 'Needed for' });
    expect(
      within(subsets)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['EU01', 'EU03', 'PL02']);
    expect(within(section).queryByText(/consignment\/consignee/)).toBeNull();
  });

  it('shows an active data set without gaps', async () => {
    const { section } = await openSection(
      transitWith({ dataset_id: DATASET, status: 'active', missing: [] }),
    );
    expect(within(section).getByText('Active')).toBeTruthy();
    expect(within(section).getByText(/inspecting authorities can read/)).toBeTruthy();
    expect(within(section).queryByText('Still missing')).toBeNull();
  });

  it('says a transit finished while incomplete was never sent to a gate', async () => {
    const { section } = await openSection(transitWith({ ...DRAFT, status: 'closed' }));
    expect(within(section).getByText('Closed')).toBeTruthy();
    expect(
      within(section).getByText(/never sent to an eFTI gate, and no gate can read it/),
    ).toBeTruthy();
    expect(within(section).queryByText('Still missing')).toBeNull();
  });

  it('offers the access log only when the rulebook allows it', async () => {
    const { section, router } = await openSection(transitWith(DRAFT));
    const button = within(section).getByRole('link', { name: 'Who looked at this consignment' });
    expect(button.getAttribute('href')).toBe('/documents/42/efti-access');
    router.dispose();

    const refused = await openSection(transitWith(DRAFT, { efti_access_log: false }));
    expect(
      within(refused.section).queryByRole('link', { name: 'Who looked at this consignment' }),
    ).toBeNull();
  });

  it('is left out when the transit has no data set', async () => {
    fakeServer({ [ONE]: { status: 200, body: buildTransit() } });
    renderAt('/documents/42');
    const dialog = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
    expect(within(dialog).queryByRole('region', { name: 'eFTI data set' })).toBeNull();
  });
});

describe('eFTI access log', () => {
  it('opens from the section and lists the accesses as the server sends them', async () => {
    const calls = fakeServer({
      [ONE]: { status: 200, body: transitWith(DRAFT) },
      [LOG]: {
        status: 200,
        body: page([
          entry(3, { action: 'follow_up', subsets: [], created_at: '2026-11-25T14:00:00.000Z' }),
          entry(2, { gate_id: 'gate-de', outcome: 'not_found' }),
          entry(1, { subsets: [] }),
        ]),
      },
    });
    const router = renderAt('/documents/42');
    const user = userEvent.setup();
    const page42 = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
    await user.click(within(page42).getByRole('link', { name: 'Who looked at this consignment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Who looked at this consignment' });
    expect(router.state.location.pathname).toBe('/documents/42/efti-access');
    const rows = (await within(dialog).findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatDateTime('2026-11-25T14:00:00.000Z')}gate-plPosted a follow-upServed`,
      `${formatDateTime('2026-11-25T13:10:00.000Z')}gate-deReadEU01PL02Not served: data set incomplete`,
      `${formatDateTime('2026-11-25T13:10:00.000Z')}gate-plRead the whole data setServed`,
    ]);
    expect(within(dialog).getByText(new RegExp(DATASET))).toBeTruthy();
    expect(calls.some((call) => call.path === '/company/api/v1/all-transit/42/efti-access/')).toBe(
      true,
    );

    // The title's × and the button at the bottom both close it.
    const [, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    if (!closeButton) throw new Error('no close button');
    await user.click(closeButton);
    expect(router.state.location.pathname).toBe('/documents/42');
  });

  it('says when no gate has looked yet', async () => {
    fakeServer({
      [ONE]: { status: 200, body: transitWith(DRAFT) },
      [LOG]: { status: 200, body: page([]) },
    });
    renderAt('/documents/42/efti-access');
    const dialog = await screen.findByRole('dialog', { name: 'Who looked at this consignment' });
    expect(
      await within(dialog).findByText('No gate has looked at this consignment yet'),
    ).toBeTruthy();
  });

  it('asks for the next page', async () => {
    const calls = fakeServer({
      [ONE]: { status: 200, body: transitWith(DRAFT) },
      [LOG]: (call) => ({
        status: 200,
        body: call.path.endsWith('?page=2')
          ? page([entry(1, { gate_id: 'gate-old' })], 11)
          : page(
              Array.from({ length: 10 }, (_, i) => entry(11 - i)),
              11,
            ),
      }),
    });
    renderAt('/documents/42/efti-access');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Who looked at this consignment' });
    await within(dialog).findAllByText('gate-pl');
    await user.click(within(dialog).getByRole('button', { name: /page 2/i }));
    expect(await within(dialog).findByText('gate-old', {}, { timeout: 4000 })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(
      '/company/api/v1/all-transit/42/efti-access/?page=2',
    );
  });
});
