// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transit, TransitListResponse } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeServer,
  renderRoutes,
  setOnline,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { currentPartyOf } from './driver-party.ts';
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

function transitNumbered(n: number, overrides: Partial<Transit> = {}): Transit {
  return buildTransit({
    id: n,
    transit_number: `2026/${String(n).padStart(6, '0')}`,
    ...overrides,
  });
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
    const calls = fakeServer({
      [LIST]: ({ path }) => {
        const cursor = new URL(path, 'http://localhost').searchParams.get('cursor');
        const body =
          cursor === 'c-next' ? secondPage : cursor === 'c-prev' ? previousPage : firstPage;
        return { status: 200, body };
      },
    });
    const user = userEvent.setup();
    renderView();
    await screen.findByRole('article', { name: '2026/000003' });
    const previous = screen.getByRole('button', { name: 'Previous transit' });
    const next = screen.getByRole('button', { name: 'Next transit' });
    expect(previous).toHaveProperty('disabled', true);

    await user.click(next);
    await screen.findByRole('article', { name: '2026/000002' });
    expect(calls).toHaveLength(1);

    await user.click(next);
    await screen.findByRole('article', { name: '2026/000001' });
    expect(calls.at(-1)?.path).toBe('/company/api/v1/all-transit/?cursor=c-next&page_size=10');
    expect(screen.getByRole('button', { name: 'Next transit' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous transit' }));
    // Back on the previous page, at its last transit.
    await screen.findByRole('article', { name: '2026/000002' });
    expect(calls.at(-1)?.path).toBe('/company/api/v1/all-transit/?cursor=c-prev&page_size=10');
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
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Alerts/ })).toHaveProperty('disabled', true);
    expect(within(card).getAllByText('Needs a connection')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Transit details' })).toBeTruthy();
  });
});
