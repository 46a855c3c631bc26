// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { NotificationMessage } from '@transitdocs/domain';
import { describe, expect, it, vi } from 'vitest';
import { listTransits, transitKeys } from '../../api/transits.ts';
import { AppShell } from '../../app/app-shell.tsx';
import { getSession } from '../../app/session-store.ts';
import {
  DISPATCHER,
  fakeServer,
  fakeWebSockets,
  renderRoutes,
  setUpComponentTests,
  TEST_TOKEN,
  type FakeWebSocket,
} from '../../test-support/index.ts';
import { transitPage } from '../documents/test-fixtures.ts';
import { NotificationsPage } from './notifications-page.tsx';

const NOW_SECONDS = Math.floor(Date.now() / 1000);

function notification(
  id: number,
  overrides: Partial<NotificationMessage> = {},
): NotificationMessage {
  return {
    id,
    type: 'alert',
    timestamp: NOW_SECONDS - 5 * 60,
    read: false,
    data: {
      transit_id: 40 + (id % 3),
      transit_number: `TR/${id}/2026`,
      alert_message: 'Gate closed',
      alert_default: false,
      first_name: 'Anna',
      last_name: 'Nowak',
    },
    ...overrides,
  };
}

/** `count` notifications, newest (highest id) first, from `newestId` down. */
function batch(newestId: number, count = 20): NotificationMessage[] {
  return Array.from({ length: count }, (_, index) => notification(newestId - index));
}

/** Counts the transit list fetches, to see a notification refresh the list. */
function TransitListProbe() {
  const query = useQuery({ queryKey: transitKeys.list(''), queryFn: () => listTransits('') });
  return <p>transits {query.isFetched ? 'fetched' : 'loading'}</p>;
}

const routes = [
  {
    element: <AppShell />,
    children: [
      { path: '/documents', element: <TransitListProbe /> },
      { path: '/notifications', element: <NotificationsPage /> },
    ],
  },
];

function start(path = '/documents') {
  const sockets = fakeWebSockets();
  const calls = fakeServer({
    'GET /company/api/v1/all-transit/': { status: 200, body: transitPage([]) },
  });
  const view = renderRoutes(routes, { path, user: DISPATCHER });
  const socket = sockets[0];
  if (!socket) throw new Error('no socket opened');
  return { sockets, socket, calls, view };
}

function open(socket: FakeWebSocket, unread: number, first: NotificationMessage[] = []) {
  act(() => {
    socket.accept();
    socket.receive({ type: 'unread.notifications.count', count: unread });
    socket.receive({ type: 'more.notifications', data: first });
  });
}

const bell = (name: RegExp | string = /^Notifications, \d+ unread$/) =>
  screen.getByRole('button', { name });
const sentOfType = (socket: FakeWebSocket, type: string) =>
  socket.sent.filter((m) => (m as { type: string }).type === type);

setUpComponentTests();

describe('notifications bell', () => {
  it('connects with the session token, asks for the newest batch and shows the unread count', () => {
    const { socket } = start();
    expect(socket.url).toBe(
      `ws://${window.location.host}/notifications/api/v1/?token=${encodeURIComponent(TEST_TOKEN)}`,
    );
    open(socket, 3);
    expect(socket.sent).toEqual([{ type: 'get.notifications' }]);
    expect(bell('Notifications, 3 unread').textContent).toContain('3');
  });

  it('caps the badge at 99+ and counts a new notification in', () => {
    const { socket } = start();
    open(socket, 150);
    expect(bell('Notifications, 150 unread').textContent).toContain('99+');

    act(() => {
      socket.receive({ type: 'unread.notifications.count', count: 4 });
      socket.receive({ type: 'new.notification', data: notification(90) });
    });
    expect(bell('Notifications, 5 unread').textContent).toContain('5');
  });

  it('refreshes the transit list when a notification about a transit arrives', async () => {
    const { socket, calls } = start();
    open(socket, 0);
    await screen.findByText('transits fetched');
    const listCalls = () =>
      calls.filter((c) => c.path.startsWith('/company/api/v1/all-transit/')).length;
    const before = listCalls();

    act(() => {
      socket.receive({ type: 'new.notification', data: notification(7) });
    });
    await waitFor(() => {
      expect(listCalls()).toBe(before + 1);
    });
  });

  it('ignores messages that are not of the protocol', () => {
    const { socket } = start();
    open(socket, 2);
    act(() => {
      socket.receive('not json');
      socket.receive({ type: 'unread.notifications.count', count: 'many' });
      socket.receive({ type: 'surprise' });
    });
    expect(bell('Notifications, 2 unread')).toBeTruthy();
  });

  it('opens a panel with the newest, loads older batches of 20 on scroll, marks read on close', async () => {
    const user = userEvent.setup();
    const { socket } = start();
    open(socket, 2, [notification(60, { read: false }), ...batch(59, 19)]);

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const list = within(panel).getByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const first = within(list).getByRole('link', {
      name: /Alert from Anna Nowak on transit TR\/60\/2026: Gate closed/,
    });
    expect(first.getAttribute('href')).toBe('/documents/40');
    expect(first.textContent).toContain('5 minutes ago');

    fireEvent.scroll(list);
    expect(socket.sent.at(-1)).toEqual({ type: 'get.notifications', from_id: 41 });
    fireEvent.scroll(list); // an answer is on its way: not asked twice
    expect(sentOfType(socket, 'get.notifications')).toHaveLength(2);
    act(() => {
      socket.receive({ type: 'more.notifications', data: batch(40, 20) });
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);

    // A short batch means the end: scrolling asks no more.
    fireEvent.scroll(list);
    act(() => {
      socket.receive({ type: 'more.notifications', data: batch(20, 5) });
    });
    fireEvent.scroll(list);
    expect(sentOfType(socket, 'get.notifications')).toHaveLength(3);

    await user.keyboard('{Escape}');
    expect(socket.sent.at(-1)).toEqual({ type: 'notifications.read', to_id: 60 });
    expect(bell('Notifications, 0 unread')).toBeTruthy();
    act(() => {
      socket.receive({ type: 'unread.notifications.count', count: 0 });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    });
  });

  it('keeps the newest 100 when the panel closes', async () => {
    const user = userEvent.setup();
    const { socket } = start();
    open(socket, 0, batch(200));
    await user.click(bell());
    const list = () => screen.getByRole('list', { name: 'Notification list' });
    for (let newest = 180; newest > 80; newest -= 20) {
      fireEvent.scroll(list());
      act(() => {
        socket.receive({ type: 'more.notifications', data: batch(newest) });
      });
    }
    expect(within(list()).getAllByRole('listitem')).toHaveLength(120);

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await user.click(bell());
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(100);
    expect(items.at(-1)?.textContent).toContain('TR/101/2026');
    // Scrolling on asks for what was trimmed away.
    fireEvent.scroll(list());
    expect(socket.sent.at(-1)).toEqual({ type: 'get.notifications', from_id: 101 });
  });

  it('deletes one or all notifications and drops those of a cleared transit or document', async () => {
    const user = userEvent.setup();
    const { socket } = start();
    const withDocument = notification(5, {
      type: 'document_signed',
      data: { transit_id: 41, transit_number: 'TR/5/2026', document_id: 9, document_name: 'CMR' },
    });
    open(socket, 4, [withDocument, notification(4), notification(3), notification(2)]);
    await user.click(bell());
    const list = screen.getByRole('list', { name: 'Notification list' });
    expect(
      within(list)
        .getByRole('link', { name: /signed CMR of transit TR\/5\/2026/ })
        .getAttribute('href'),
    ).toBe('/documents/41/9/preview');

    await user.click(
      within(list).getByRole('button', { name: /Delete notification: .*TR\/4\/2026/ }),
    );
    expect(socket.sent.at(-1)).toEqual({
      type: 'delete.notification.for.user',
      notification_id: 4,
    });
    expect(within(list).queryByText(/TR\/4\/2026/)).toBeNull();

    act(() => {
      socket.receive({ type: 'clear.for.document', document_id: 9 });
      socket.receive({ type: 'clear.for.transit', transit_id: 42 }); // notification 2
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('TR/3/2026')]);

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'delete.all.notifications.for.user' });
    expect(screen.getByText('No notifications')).toBeTruthy();
  });

  it('pings every 20 s and reconnects 10 s after the socket closes or fails', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { sockets, socket } = start();
    open(socket, 1);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(sentOfType(socket, 'ping')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(sentOfType(socket, 'ping')).toHaveLength(2);

    act(() => {
      socket.drop(1006);
    });
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(sockets).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sockets).toHaveLength(2);
    const second = sockets[1];
    if (!second) throw new Error('no second socket');
    expect(second.url).toBe(socket.url);

    // A failed attempt (error, then close) waits 10 s once more, not twice.
    act(() => {
      second.fail();
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(sockets).toHaveLength(3);
    const third = sockets[2];
    if (!third) throw new Error('no third socket');
    open(third, 7);
    expect(third.sent).toEqual([{ type: 'get.notifications' }]);
    expect(bell('Notifications, 7 unread')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(sockets).toHaveLength(3);
  });

  it('signs out when the server refuses the token, and does not reconnect', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { sockets, socket } = start();
    act(() => {
      socket.accept();
      socket.drop(4401, 'not_authenticated');
    });
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(sockets).toHaveLength(1);
  });

  it('closes the socket when the app unmounts (logout) without reconnecting', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { sockets, socket, view } = start();
    open(socket, 0);
    view.unmount();
    expect(socket.closedByApp?.code).toBe(1000);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(sockets).toHaveLength(1);
  });
});

describe('notifications page', () => {
  it("names an alert's author with the company, and no one when the alert has none", () => {
    const { socket } = start('/notifications');
    const byAuthor = notification(8);
    byAuthor.data.company_name = 'Spedycja Nowak';
    const anonymous = notification(7, {
      data: { transit_id: 41, transit_number: 'TR/7/2026', alert_message: 'Delay' },
    });
    open(socket, 2, [byAuthor, anonymous]);
    const list = screen.getByRole('list', { name: 'Notification list' });
    expect(
      within(list).getByRole('link', {
        name: /^Alert from Anna Nowak \(Spedycja Nowak\) on transit TR\/8\/2026: Gate closed/,
      }),
    ).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: /^Alert on transit TR\/7\/2026: Delay/ }),
    ).toBeTruthy();
  });

  it('lists the notifications, loads more, marks all read and deletes all after confirming', async () => {
    const user = userEvent.setup();
    const { socket } = start('/notifications');
    open(socket, 3, batch(50));
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByText('(unread)')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'get.notifications', from_id: 31 });
    act(() => {
      socket.receive({ type: 'more.notifications', data: batch(30, 3) });
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'notifications.read', to_id: 50 });
    expect(within(list).queryByText('(unread)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete all notifications?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'delete.all.notifications.for.user' });
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});
