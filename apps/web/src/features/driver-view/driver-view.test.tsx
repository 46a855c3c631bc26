// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transit, TransitListResponse } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  DRIVER_ACTOR,
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setOnline,
  setUpComponentTests,
  transitActionsOf,
} from '../../test-support/index.ts';
import { documentsModalRoutes } from '../documents-modal/documents-modal-routes.tsx';
import { signingRoutes } from '../signing/signing-routes.tsx';
import { cmrDocument } from '../signing/test-signing.tsx';
import { buildTransit } from '../transit-page/test-transit.ts';
import { currentPartyOf, driverSignTarget } from './driver-party.ts';
import { DriverView } from './driver-view.tsx';

setUpComponentTests();

const LIST = 'GET /company/api/v1/all-transit/';

function mainDocument(signedBy: { signed_by_type: string; receiver_id: number | null }[]) {
  return {
    id: 1,
    name: 'CMR 1',
    type: 4,
    is_main_document: true,
    parent_document_is_main_document: false,
    signed_by: signedBy,
  };
}

/** A transit as the list answers it to its driver (the rulebook's actions for a Kierowca). */
function transitNumbered(n: number, overrides: Partial<Transit> = {}): Transit {
  const transit = buildTransit({
    id: n,
    transit_number: `2026/${String(n).padStart(6, '0')}`,
    ...overrides,
  });
  return { ...transit, actions: overrides.actions ?? transitActionsOf(transit, DRIVER_ACTOR) };
}

function listPage(
  results: Transit[],
  cursors: { next?: string; previous?: string } = {},
  count = results.length,
): TransitListResponse {
  const url = (cursor: string) => `http://localhost/company/api/v1/all-transit/?cursor=${cursor}`;
  return {
    count,
    next: cursors.next ? url(cursors.next) : null,
    previous: cursors.previous ? url(cursors.previous) : null,
    next_cursor: cursors.next ?? null,
    previous_cursor: cursors.previous ?? null,
    results,
  };
}

function renderView() {
  renderRoutes(
    [
      { path: '/documents', element: <DriverView /> },
      { path: '/documents/:id', element: <p>transit page</p> },
      { path: '/documents/:id/alerts', element: <p>alerts</p> },
    ],
    { path: '/documents' },
  );
}

describe('driverSignTarget', () => {
  const transit = buildTransit();
  const main = cmrDocument({ id: 70, is_main_document: true, signed_by: [] });
  const sub = (id: number, receiverId: number) =>
    cmrDocument({
      id,
      parent_document: 70,
      parent_document_is_main_document: true,
      signed_by: [],
      receiver: { id: receiverId, name: `R${String(receiverId)}` },
    });

  it('opens the main document for the sender, then the current receiver sub-document', () => {
    expect(driverSignTarget(transit, [main, sub(71, 201), sub(72, 202)])).toEqual({
      documentId: 70,
      slot: 'sender',
    });
    const loaded = { ...main, signed_by: cmrDocument().signed_by };
    expect(driverSignTarget(transit, [loaded, sub(71, 201), sub(72, 202)])).toEqual({
      documentId: 71,
      slot: 'receiver',
    });
    // One receiver, no sub-documents: the main document's receiver box.
    expect(driverSignTarget(transit, [loaded])).toEqual({ documentId: 70, slot: 'receiver' });
    expect(driverSignTarget(transit, [cmrDocument({ id: 5 })])).toBeNull();
  });
});

describe('currentPartyOf', () => {
  it('follows the signatures on the main document (spec 1 §4)', () => {
    const open = buildTransit();
    expect(currentPartyOf(open)).toEqual({ kind: 'sender', name: 'Nadawca Sp. z o.o.' });
    const loaded = buildTransit({
      document: [mainDocument([{ signed_by_type: 'sender', receiver_id: null }])],
    });
    expect(currentPartyOf(loaded)).toEqual({
      kind: 'receiver',
      number: 1,
      name: 'Odbiorca Pierwszy S.A.',
      id: 201,
    });
    const firstDelivered = buildTransit({
      document: [
        mainDocument([
          { signed_by_type: 'sender', receiver_id: null },
          { signed_by_type: 'receiver', receiver_id: 201 },
        ]),
      ],
    });
    expect(currentPartyOf(firstDelivered)).toMatchObject({
      number: 2,
      name: 'Odbiorca Drugi GmbH',
    });
    const allDelivered = buildTransit({
      document: [
        mainDocument([
          { signed_by_type: 'sender', receiver_id: null },
          { signed_by_type: 'receiver', receiver_id: 202 },
          { signed_by_type: 'receiver', receiver_id: 201 },
        ]),
      ],
    });
    expect(currentPartyOf(allDelivered)).toMatchObject({ number: 2 });
  });
});

describe('DriverView', () => {
  it('shows one transit with its current party, dates and tiles', async () => {
    const calls = fakeServer({
      [LIST]: {
        status: 200,
        body: listPage([
          transitNumbered(7, {
            document: [mainDocument([{ signed_by_type: 'sender', receiver_id: null }])],
          }),
        ]),
      },
    });
    renderView();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    expect(calls[0]?.path).toBe('/company/api/v1/all-transit/?cursor=&page_size=10');
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText('Odbiorca Pierwszy S.A.')).toBeTruthy();
    expect(within(card).getByText('Receiver 1')).toBeTruthy();
    expect(within(card).getByText('2026-11-24 08:00')).toBeTruthy();
    expect(within(card).getByText('2026-11-25')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Preview documents' }).getAttribute('href')).toBe(
      '/documents/7?go_to_main_doc',
    );
    expect(within(card).getByRole('link', { name: 'Alerts' }).getAttribute('href')).toBe(
      '/documents/7/alerts',
    );
    expect(within(card).getByRole('link', { name: 'Transit details' }).getAttribute('href')).toBe(
      '/documents/7',
    );
    // The main document has been signed by the sender, so signing is offered.
    expect(
      within(card).getByRole('link', { name: 'Sign main document' }).getAttribute('href'),
    ).toBe('/documents/7/sign');
    // One transit only: the pager stays in place, both ways closed.
    expect(screen.getByRole('button', { name: 'Previous transit' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Next transit' })).toHaveProperty('disabled', true);
  });

  it('enables the Sign tile by the transit action sign, not by what the card shows', async () => {
    const withMain = transitNumbered(7, { document: [mainDocument([])] });
    const refused = { ...withMain, actions: { ...withMain.actions, sign: false } };
    const noMain = transitNumbered(8);
    const allowed = { ...noMain, actions: { ...noMain.actions, sign: true } };
    fakeServer({ [LIST]: { status: 200, body: listPage([refused, allowed]) } });
    const user = userEvent.setup();
    renderView();
    const first = await screen.findByRole('article', { name: '2026/000007' });
    expect(within(first).getByRole('button', { name: /Sign main document/ })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Next transit' }));
    const second = await screen.findByRole('article', { name: '2026/000008' });
    expect(
      within(second).getByRole('link', { name: 'Sign main document' }).getAttribute('href'),
    ).toBe('/documents/8/sign');
  });

  it('opens the signing of the main document from the Sign tile, the sender box chosen', async () => {
    const main = cmrDocument({ id: 70, is_main_document: true, signed_by: [], transit: 7 });
    const transit = transitNumbered(7, {
      document: [{ ...main, parent_document_is_main_document: false }],
    });
    fakeServer({
      [LIST]: { status: 200, body: listPage([transit]) },
      'GET /company/api/v1/all-transit/7/': { status: 200, body: transit },
      'GET /company/api/v1/document/7/': { status: 200, body: [main] },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/documents', element: <DriverView /> }, ...signingRoutes],
      { path: '/documents', user: DRIVER_USER },
    );
    const card = await screen.findByRole('article', { name: '2026/000007' });
    await user.click(within(card).getByRole('link', { name: 'Sign main document' }));
    expect(await screen.findByRole('dialog', { name: 'Sign: CMR 2026/000042' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents/7/70/sign');
    const sender = screen.getByRole('button', { name: 'Sign as sender' });
    expect(sender.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign' }).disabled).toBe(false);
  });

  it('serves the spec routes /documents/sign/{id} and /documents/{id}/documentPreview', async () => {
    const main = cmrDocument({ id: 70, is_main_document: true, signed_by: [], transit: 7 });
    fakeServer({
      'GET /company/api/v1/all-transit/7/': { status: 200, body: transitNumbered(7) },
      'GET /company/api/v1/document/7/': { status: 200, body: [main] },
    });
    const routes = [...signingRoutes, ...documentsModalRoutes];
    const signing = renderRoutes(routes, { path: '/documents/sign/7' }).router;
    expect(await screen.findByRole('dialog', { name: 'Sign: CMR 2026/000042' })).toBeTruthy();
    expect(signing.state.location.pathname).toBe('/documents/7/70/sign');
    cleanup();
    const preview = renderRoutes(routes, { path: '/documents/7/documentPreview' }).router;
    expect(await screen.findByRole('dialog', { name: /Documents of transit/ })).toBeTruthy();
    expect(preview.state.location.pathname).toBe('/documents/7/documents');
  });

  it('disables alerts and signing when the rules say no, with the reason', async () => {
    fakeServer({
      [LIST]: {
        status: 200,
        body: listPage([transitNumbered(7, { status: 'finished', can_send_alert: false })]),
      },
    });
    renderView();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    const alerts = within(card).getByRole('button', { name: /Alerts/ });
    expect(alerts).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: /Sign main document/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(card).getAllByText('Transit finished')).toHaveLength(2);
    expect(within(card).queryByRole('link', { name: /Sign/ })).toBeNull();
  });

  it('pages through the transits, fetching the neighbouring pages by cursor', async () => {
    const firstPage = listPage([transitNumbered(3), transitNumbered(2)], { next: 'c-next' }, 3);
    const secondPage = listPage([transitNumbered(1)], { previous: 'c-prev' }, 3);
    const previousPage = listPage([transitNumbered(3), transitNumbered(2)], { next: 'c-next' }, 3);
    const sent = fakeServer({
      [LIST]: ({ path }) => {
        const cursor = new URL(path, 'http://localhost').searchParams.get('cursor');
        const body =
          cursor === 'c-next' ? secondPage : cursor === 'c-prev' ? previousPage : firstPage;
        return { status: 200, body };
      },
    });
    // The card also asks for the boxes it may "Sign all" in; only the list's pages count here.
    const listCalls = () => sent.filter((call) => !call.path.endsWith('/sign-all/'));
    const user = userEvent.setup();
    renderView();
    await screen.findByRole('article', { name: '2026/000003' });
    const previous = screen.getByRole('button', { name: 'Previous transit' });
    const next = screen.getByRole('button', { name: 'Next transit' });
    expect(previous).toHaveProperty('disabled', true);

    await user.click(next);
    await screen.findByRole('article', { name: '2026/000002' });
    expect(listCalls()).toHaveLength(1);

    await user.click(next);
    await screen.findByRole('article', { name: '2026/000001' });
    expect(listCalls().at(-1)?.path).toBe(
      '/company/api/v1/all-transit/?cursor=c-next&page_size=10',
    );
    expect(screen.getByRole('button', { name: 'Next transit' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous transit' }));
    // Back on the previous page, at its last transit.
    await screen.findByRole('article', { name: '2026/000002' });
    expect(listCalls().at(-1)?.path).toBe(
      '/company/api/v1/all-transit/?cursor=c-prev&page_size=10',
    );
  });

  it('refreshes every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Transit['status'] = 'pending';
    const calls = fakeServer({
      [LIST]: () => ({ status: 200, body: listPage([transitNumbered(7, { status })]) }),
    });
    renderView();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    expect(within(card).getByText('Pending')).toBeTruthy();
    status = 'running';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await within(card).findByText('Not finished')).toBeTruthy();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('opens the roadside inspection from a big button, offline too, when the rules allow it', async () => {
    const allowed = transitNumbered(7);
    const refused = transitNumbered(8);
    fakeServer({
      [LIST]: {
        status: 200,
        body: listPage([
          allowed,
          { ...refused, actions: { ...refused.actions, efti_inspect: false } },
        ]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/documents', element: <DriverView /> },
        { path: '/inspection/:id', element: <p>inspection view</p> },
      ],
      { path: '/documents', user: DRIVER_USER },
    );
    const card = await screen.findByRole('article', { name: '2026/000007' });
    const inspection = await within(card).findByRole('link', { name: 'Inspection' });
    expect(inspection.getAttribute('href')).toBe('/inspection/7');
    setOnline(false);
    await waitFor(() => {
      expect(within(card).getByRole('button', { name: /Alerts/ })).toHaveProperty('disabled', true);
    });
    expect(within(card).getByRole('link', { name: 'Inspection' })).toBeTruthy();
    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Next transit' }));
    const other = await screen.findByRole('article', { name: '2026/000008' });
    expect(within(other).queryByRole('link', { name: 'Inspection' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous transit' }));
    await user.click(
      within(await screen.findByRole('article', { name: '2026/000007' })).getByRole('link', {
        name: 'Inspection',
      }),
    );
    expect(await screen.findByText('inspection view')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/documents', fromState: null });
  });

  it('says when there is no transit', async () => {
    fakeServer({ [LIST]: { status: 200, body: listPage([]) } });
    renderView();
    expect(await screen.findByText('No transit found')).toBeTruthy();
  });

  it('keeps the card offline but disables what needs the server', async () => {
    fakeServer({ [LIST]: { status: 200, body: listPage([transitNumbered(7)]) } });
    renderView();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    setOnline(false);
    await waitFor(() => {
      expect(within(card).getByRole('button', { name: /Alerts/ })).toHaveProperty('disabled', true);
    });
    // The app's banner says it once; the view does not repeat it.
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(within(card).getAllByText('Needs a connection')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Transit details' })).toBeTruthy();
  });
});
