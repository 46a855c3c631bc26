// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentResponse, Transit, TransitListResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_ACTOR,
  DRIVER_USER,
  fakeServer,
  fakeWebSockets,
  renderRoutes,
  setUpComponentTests,
  transitActionsOf,
} from '../../test-support/index.ts';
import { signature } from '../documents-modal/test-documents.ts';
import { NotificationsProvider } from '../notifications/notifications-provider.tsx';
import { cmrDocument } from '../signing/test-signing.tsx';
import { buildTransit } from '../transit-page/test-transit.ts';
import { DriverView } from './driver-view.tsx';

setUpComponentTests();

const LIST = 'GET /company/api/v1/all-transit/';
const DOCUMENTS = 'GET /company/api/v1/document/7/';
const HANDOVER = 'POST /company/api/v1/transit-document/70/handover/';

/** The CMR the sender has signed: the driver is at receiver 1 (id 201). */
function cmr(signedBy: DocumentResponse['signed_by'] = [signature('sender')]): DocumentResponse {
  return cmrDocument({ id: 70, is_main_document: true, transit: 7, signed_by: signedBy });
}

function transitAt(document: DocumentResponse): Transit {
  const transit = buildTransit({
    id: 7,
    transit_number: '2026/000007',
    document: [{ ...document, parent_document_is_main_document: false }],
  });
  return { ...transit, actions: transitActionsOf(transit, DRIVER_ACTOR) };
}

function listOf(transit: Transit): TransitListResponse {
  return {
    count: 1,
    next: null,
    previous: null,
    next_cursor: null,
    previous_cursor: null,
    results: [transit],
  };
}

function renderCard() {
  const sockets = fakeWebSockets();
  renderRoutes(
    [
      {
        path: '/documents',
        element: (
          <NotificationsProvider>
            <DriverView />
          </NotificationsProvider>
        ),
      },
    ],
    { path: '/documents', user: DRIVER_USER },
  );
  return sockets;
}

describe("the driver's card hand-over", () => {
  it('shows a QR code and the short code, then "signed by receiver" on the notification', async () => {
    let document = cmr();
    const calls = fakeServer({
      [LIST]: () => ({ status: 200, body: listOf(transitAt(document)) }),
      [DOCUMENTS]: () => ({ status: 200, body: [document] }),
      [HANDOVER]: {
        status: 201,
        body: {
          code: 'ABCD2345',
          url: 'http://localhost/h/ABCD2345',
          expires_at: '2030-01-01T10:15:00Z',
          document: 70,
          receiver: 201,
        },
      },
    });
    const sockets = renderCard();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    await user.click(within(card).getByRole('button', { name: 'Receiver signs on own phone' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receiver signs on own phone' });
    expect((await within(dialog).findByTestId('handover-code')).textContent).toBe('ABCD 2345');
    expect(within(dialog).getByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(within(dialog).getByText(/\/h and type the code/)).toBeTruthy();
    expect(within(dialog).getByText('Waiting for the receiver to sign…')).toBeTruthy();
    // One code for the current receiver of the driver's document.
    const asked = calls.filter((call) => `${call.method} ${call.path}` === HANDOVER);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toEqual({ receiver: 201 });

    const socket = sockets[0];
    if (!socket) throw new Error('no socket');
    act(() => {
      socket.accept();
    });
    const fetched = () =>
      calls.filter((call) => call.path === '/company/api/v1/document/7/').length;
    await waitFor(() => {
      expect(fetched()).toBe(2);
    });
    // The receiver signs on his phone; the server's notification refreshes the card.
    document = cmr([signature('sender'), { ...signature('receiver'), receiver_id: 201 }]);
    act(() => {
      socket.receive({
        type: 'new.notification',
        data: {
          id: 1,
          type: 'document_signed',
          timestamp: 1,
          read: false,
          data: { transit_id: 7, document_id: 70 },
        },
      });
    });
    expect((await within(dialog).findByTestId('handover-signed')).textContent).toBe(
      'Signed by receiver',
    );
  });

  it('catches up when the socket comes back after the phone was offline', async () => {
    let document = cmr();
    const calls = fakeServer({
      [LIST]: () => ({ status: 200, body: listOf(transitAt(document)) }),
      [DOCUMENTS]: () => ({ status: 200, body: [document] }),
      [HANDOVER]: {
        status: 201,
        body: {
          code: 'ABCD2345',
          url: 'http://localhost/h/ABCD2345',
          expires_at: '2030-01-01T10:15:00Z',
          document: 70,
          receiver: 201,
        },
      },
    });
    const sockets = renderCard();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    await user.click(within(card).getByRole('button', { name: 'Receiver signs on own phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receiver signs on own phone' });
    await within(dialog).findByTestId('handover-code');
    const fetched = calls.filter((call) => call.path === '/company/api/v1/document/7/').length;
    // Signed while the socket was away: no notification reaches the phone, the reconnect does.
    document = cmr([signature('sender'), { ...signature('receiver'), receiver_id: 201 }]);
    act(() => {
      sockets[0]?.accept();
    });
    await waitFor(() => {
      expect(
        calls.filter((call) => call.path === '/company/api/v1/document/7/').length,
      ).toBeGreaterThan(fetched);
    });
    expect(await within(dialog).findByTestId('handover-signed')).toBeTruthy();
  });

  it('is not offered before the sender has signed, and says why a box cannot be handed over', async () => {
    fakeServer({
      [LIST]: { status: 200, body: listOf(transitAt(cmr([]))) },
    });
    renderCard();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    expect(within(card).queryByRole('button', { name: 'Receiver signs on own phone' })).toBeNull();
  });

  it('shows the server refusal of the box without asking for a code', async () => {
    const document = cmr();
    const refused = {
      ...document,
      actions: { ...document.actions, handover_receiver: false },
      refusals: { ...document.refusals, handover_receiver: 'transit_finished' as const },
    };
    const calls = fakeServer({
      [LIST]: { status: 200, body: listOf(transitAt(document)) },
      [DOCUMENTS]: { status: 200, body: [refused] },
    });
    renderCard();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '2026/000007' });
    await user.click(within(card).getByRole('button', { name: 'Receiver signs on own phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receiver signs on own phone' });
    expect(await within(dialog).findByText(/finished/i)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
