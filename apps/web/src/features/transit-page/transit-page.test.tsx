// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transit, User } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  DRIVER_ACTOR,
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setOnline,
  setUpComponentTests,
  SHARED_IN_ACTOR,
  transitActionsOf,
} from '../../test-support/index.ts';
import { buildTransit } from './test-transit.ts';
import { transitPageRoutes } from './transit-page-routes.tsx';

setUpComponentTests();

const ONE = 'GET /company/api/v1/all-transit/42/';
const ACTIONS = ['Edit', 'Finish', 'Duplicate', 'Alerts', 'Delete'];

function renderAt(path: string, user: User = DISPATCHER) {
  return renderRoutes(
    [
      ...transitPageRoutes,
      { path: '/documents', element: <p>documents list</p> },
      { path: '/documents/:id/edit', element: <p>transit form</p> },
      { path: '/documents/transitAdd', element: <p>new transit form</p> },
    ],
    { path, user },
  ).router;
}

async function openPage(transit: Transit, user?: User) {
  const calls = fakeServer({ [ONE]: { status: 200, body: transit } });
  const router = renderAt('/documents/42', user);
  const page = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
  return { calls, router, page };
}

function shownActions(page: HTMLElement): string[] {
  return ACTIONS.filter((name) => within(page).queryByRole('link', { name }) !== null);
}

describe('transit page', () => {
  it('shows the transit section by section, main carrier first', async () => {
    const { page } = await openPage(buildTransit());
    expect(within(page).getByText('Pending')).toBeTruthy();
    expect(within(page).getByText('Own transit')).toBeTruthy();
    expect(within(page).getByText('2026-11-24 08:00')).toBeTruthy();
    const sender = within(page).getByRole('region', { name: 'Sender' });
    expect(within(sender).getByText('Nadawca Sp. z o.o.')).toBeTruthy();
    expect(
      within(sender).getByText(/Magazyn Warszawa, ul. Długa 5, 00-950 Warszawa, PL/),
    ).toBeTruthy();
    // Coordinates are shown one way, degrees, minutes and seconds (spec 2 §5).
    expect(within(sender).getByText('Coordinates: 52° 13\' 46.9" N, 21° 0\' 43.9" E')).toBeTruthy();
    const carriers = within(page).getByRole('region', { name: 'Carriers' });
    const titles = within(carriers).getAllByRole('heading', { level: 4 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Main carrier',
      'Carrier 2 · Forwarder',
    ]);
    expect(within(carriers).getByText('Jan Kowalski, +48600100200')).toBeTruthy();
    expect(within(carriers).getByText('WX9876N')).toBeTruthy();
    const receivers = within(page).getByRole('region', { name: 'Receivers' });
    expect(within(receivers).getByText(/Palety z kafelkami — quantity 33/)).toBeTruthy();
    expect(within(receivers).getByText('Receiver 2')).toBeTruthy();
    expect(within(page).getByText('Call before arrival')).toBeTruthy();
    const documents = within(page).getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('No documents yet.')).toBeTruthy();
    expect(shownActions(page)).toEqual(ACTIONS);
    expect(within(page).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/documents/42/edit',
    );
  });

  it('offers the actions the rulebook answers for the state (spec 1 §4)', async () => {
    const shared = buildTransit({ type: 'send' });
    const cases: [Transit, string[]][] = [
      [buildTransit({ status: 'finished' }), ['Duplicate']],
      [
        // Signed documents leave the carriers editable: Edit stays.
        buildTransit({ status: 'running', has_signed_documents: true }),
        ['Edit', 'Finish', 'Duplicate', 'Alerts'],
      ],
      // Shared in by another company: no write of the owner's.
      [{ ...shared, actions: transitActionsOf(shared, SHARED_IN_ACTOR) }, ['Alerts']],
    ];
    for (const [transit, expected] of cases) {
      const { page } = await openPage(transit);
      expect(shownActions(page), JSON.stringify(transit.actions)).toEqual(expected);
      cleanup();
    }
  });

  it('shows each control only when its action is allowed, whatever the transit says', async () => {
    const transit = buildTransit();
    const cases: [Partial<Transit['actions']>, string][] = [
      [{ edit: false, edit_carriers: false }, 'Edit'],
      [{ finish: false }, 'Finish'],
      [{ duplicate: false }, 'Duplicate'],
      [{ alert: false }, 'Alerts'],
      [{ delete: false }, 'Delete'],
    ];
    for (const [refused, hidden] of cases) {
      const { page } = await openPage({ ...transit, actions: { ...transit.actions, ...refused } });
      expect(shownActions(page), hidden).toEqual(ACTIONS.filter((name) => name !== hidden));
      expect(within(page).queryByRole('link', { name: 'Share' }) !== null).toBe(true);
      cleanup();
    }
    const { page } = await openPage({ ...transit, actions: { ...transit.actions, share: false } });
    expect(within(page).queryByRole('link', { name: 'Share' })).toBeNull();
  });

  it('links to the roadside inspection view when efti_inspect allows it, offline too', async () => {
    const transit = buildTransit();
    const { page } = await openPage(transit);
    const link = within(page).getByRole('link', { name: 'Inspection view' });
    expect(link.getAttribute('href')).toBe('/inspection/42');
    // The inspection view works from the copy on the phone: the link stays offline.
    setOnline(false);
    expect(await within(page).findByText(/You are offline/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Inspection view' })).toBeTruthy();
    cleanup();
    setOnline(true);

    const refused = await openPage({
      ...transit,
      actions: { ...transit.actions, efti_inspect: false },
    });
    expect(within(refused.page).queryByRole('link', { name: 'Inspection view' })).toBeNull();
  });

  it('says a finished transit is finished in words', async () => {
    const { page } = await openPage(buildTransit({ status: 'finished' }));
    expect(within(page).getByText('Finished')).toBeTruthy();
    expect(within(page).getByText(/This transit is finished/)).toBeTruthy();
  });

  it('hides every action offline and says so', async () => {
    const transit = buildTransit();
    fakeServer({ [ONE]: { status: 200, body: transit } });
    renderAt('/documents/42');
    const page = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
    setOnline(false);
    expect(await within(page).findByText(/You are offline/)).toBeTruthy();
    expect(shownActions(page)).toEqual([]);
    expect(within(page).getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('lets a driver alert but not write', async () => {
    const transit = buildTransit();
    const asDriver = { ...transit, actions: transitActionsOf(transit, DRIVER_ACTOR) };
    const { page } = await openPage(asDriver, DRIVER_USER);
    expect(shownActions(page)).toEqual(['Alerts']);
  });

  it('says a missing transit is not found and goes back to the list', async () => {
    fakeServer({ [ONE]: { status: 404, body: { detail: 'not_found' } } });
    const router = renderAt('/documents/42');
    const dialog = await screen.findByRole('dialog', { name: 'Transit not found' });
    expect(within(dialog).getByText(/does not exist/)).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('documents list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('closes with OK to the list', async () => {
    const { page } = await openPage(buildTransit());
    await userEvent.setup().click(within(page).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('documents list')).toBeTruthy();
  });

  it('finishes after a confirmation, from the version it read, and shows the result', async () => {
    const transit = buildTransit({ status: 'running', version: '5' });
    let current = transit;
    let ifMatch: string | null = null;
    const calls = fakeServer({
      [ONE]: () => ({ status: 200, body: current }),
      'PATCH /company/api/v1/all-transit/42/finish_transit/': (_call, init) => {
        ifMatch = new Headers(init.headers).get('If-Match');
        current = buildTransit({ status: 'finished', can_send_alert: false });
        return { status: 200, body: current };
      },
    });
    const router = renderAt('/documents/42');
    const user = userEvent.setup();
    const page = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
    await user.click(within(page).getByRole('link', { name: 'Finish' }));

    const confirm = await screen.findByRole('dialog', { name: 'Finish the transit?' });
    expect(router.state.location.pathname).toBe('/documents/42/finish');
    expect(within(confirm).getByText(/Finish transit 2026\/000042\?/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Finish transit' }));

    const result = await screen.findByRole('dialog', { name: 'Transit finished' });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'finished' });
    expect(ifMatch).toBe('"5"');
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/documents/42');
    const finished = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
    expect(within(finished).getByText('Finished')).toBeTruthy();
    expect(shownActions(finished)).toEqual(['Duplicate']);
  });

  it('titles a failed finish transport_finish_unsuccess', async () => {
    fakeServer({
      [ONE]: { status: 200, body: buildTransit() },
      'PATCH /company/api/v1/all-transit/42/finish_transit/': {
        status: 400,
        body: { status: ['transit_already_finished'] },
      },
    });
    renderAt('/documents/42/finish');
    const user = userEvent.setup();
    const confirm = await screen.findByRole('dialog', { name: 'Finish the transit?' });
    await screen.findByText(/Finish transit 2026\/000042\?/);
    await user.click(within(confirm).getByRole('button', { name: 'Finish transit' }));
    const failure = await screen.findByRole('alertdialog', {
      name: 'Could not finish the transit',
    });
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Transit 2026/000042' })).toBeTruthy();
  });

  it('cancels a finish back to the page', async () => {
    const calls = fakeServer({ [ONE]: { status: 200, body: buildTransit() } });
    const router = renderAt('/documents/42/finish');
    const confirm = await screen.findByRole('dialog', { name: 'Finish the transit?' });
    await userEvent.setup().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/documents/42');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('duplicates into the new-transit form without any ids of the transit', async () => {
    const { page, router } = await openPage(buildTransit());
    const href = within(page).getByRole('link', { name: 'Duplicate' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/documents/transitAdd');
    const values = JSON.parse(url.searchParams.get('initialValues') ?? '') as Record<
      string,
      unknown
    >;
    // The form state names contractors, people and vehicles by id (with their labels) ...
    expect(values).toMatchObject({
      loading_date: '2026-11-24',
      loading_time: '08:00',
      sender_client: { id: 1, name: 'Nadawca Sp. z o.o.' },
      sender_employee: { id: 11 },
      sender_instruction: 'Call before arrival',
      sender_location: [{ id: null, town: 'Warszawa', client: 1 }],
      receivers: [
        {
          id: null,
          client: { id: 2 },
          cargo: [{ id: null, name: 'Palety z kafelkami' }],
          destiny_places: [{ id: null, town: 'Poznań' }],
        },
        { id: null, client: { id: 3 }, employee: { id: 12 } },
      ],
      carrier: [
        {
          id: null,
          client: { id: 4 },
          employee: { id: 13 },
          driver: { id: 14 },
          vehicle: { id: 501 },
          semitrailer_not_from_system: 'WX9876N',
          is_forwarder: false,
        },
        { id: null, client: { id: 5 }, is_forwarder: true },
      ],
    });
    // ... but carries none of the transit's own ids: saving creates new rows.
    const ownIds = [42, 101, 102, 103, 201, 202, 301, 401, 402];
    const ids = [...JSON.stringify(values).matchAll(/"id":(\d+)/g)].map((m) => Number(m[1]));
    expect(ids.filter((id) => ownIds.includes(id))).toEqual([]);
    await userEvent.setup().click(within(page).getByRole('link', { name: 'Duplicate' }));
    expect(await screen.findByText('new transit form')).toBeTruthy();
    expect(router.state.location.search).toContain('initialValues=');
  });
});
