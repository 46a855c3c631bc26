// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutPage } from '../auth/logout-page.tsx';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { PushSwitch } from './push-switch.tsx';

const PUSH = '/company/api/v1/push/subscribe/';
/** A P-256 public key as web-push generates them (65 bytes, uncompressed point). */
const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/**
 * The browser's push machinery (service worker registration, PushManager, Notification), faked
 * at the browser boundary: permission as given, one subscription at a time.
 */
function fakePushBrowser(permission: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const subscribed: PushSubscriptionOptionsInit[] = [];
  const pushManager = {
    getSubscription: () => Promise.resolve(subscription),
    subscribe: (options: PushSubscriptionOptionsInit) => {
      subscribed.push(options);
      subscription = {
        endpoint: SUBSCRIPTION.endpoint,
        toJSON: () => SUBSCRIPTION,
        unsubscribe: () => {
          subscription = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      return Promise.resolve(subscription);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  // Only its presence is checked.
  vi.stubGlobal('PushManager', EventTarget);
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: () => Promise.resolve(permission),
  });
  return { subscribed, current: () => subscription };
}

function answers() {
  return fakeServer({
    [`GET ${PUSH}`]: { status: 200, body: { public_key: PUBLIC_KEY } },
    [`POST ${PUSH}`]: { status: 201, body: { endpoint: SUBSCRIPTION.endpoint } },
    [`DELETE ${PUSH}`]: { status: 204 },
    'POST /auth/api/v1/logout/': { status: 204 },
  });
}

setUpComponentTests();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push switch', () => {
  it('asks permission, subscribes with the server key and sends the subscription; off deletes it', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser('granted');
    const calls = answers();
    renderRoutes([{ path: '/settings', element: <PushSwitch /> }], {
      path: '/settings',
      user: DISPATCHER,
    });
    const toggle = screen.getByRole('switch', { name: 'Notifications on this device' });

    await user.click(toggle);
    await waitFor(() => {
      expect((toggle as HTMLInputElement).checked).toBe(true);
    });
    const key = browser.subscribed[0]?.applicationServerKey;
    expect(key instanceof Uint8Array ? [key.length, key[0]] : key).toEqual([65, 4]);
    expect(browser.subscribed[0]?.userVisibleOnly).toBe(true);
    expect(calls.find((c) => c.method === 'POST' && c.path === PUSH)?.body).toEqual(SUBSCRIPTION);

    await user.click(toggle);
    await waitFor(() => {
      expect((toggle as HTMLInputElement).checked).toBe(false);
    });
    expect(calls.find((c) => c.method === 'DELETE' && c.path === PUSH)?.body).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
    expect(browser.current()).toBeNull();
  });

  it('says so when the permission is refused and sends nothing', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser('denied');
    const calls = answers();
    renderRoutes([{ path: '/settings', element: <PushSwitch /> }], {
      path: '/settings',
      user: DISPATCHER,
    });
    await user.click(screen.getByRole('switch', { name: 'Notifications on this device' }));
    expect((await screen.findByRole('alert')).textContent).toContain('blocked for this site');
    expect(browser.subscribed).toEqual([]);
    expect(calls.filter((c) => c.path === PUSH)).toEqual([]);
  });

  it('is off and explains why where the browser has no push', () => {
    answers();
    renderRoutes([{ path: '/settings', element: <PushSwitch /> }], {
      path: '/settings',
      user: DISPATCHER,
    });
    const toggle = screen.getByRole('switch', { name: 'Notifications on this device' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/cannot show notifications/)).toBeTruthy();
  });

  it('drops the subscription at logout, before the session ends on the server', async () => {
    const browser = fakePushBrowser('granted');
    const calls = answers();
    // Subscribed earlier in this browser:
    await (
      navigator.serviceWorker as unknown as {
        getRegistration: () => Promise<{ pushManager: PushManager }>;
      }
    )
      .getRegistration()
      .then((registration) => registration.pushManager.subscribe({ userVisibleOnly: true }));

    renderRoutes(
      [
        { path: '/logout', element: <LogoutPage /> },
        { path: '/login', element: <p>login page</p> },
      ],
      { path: '/logout', user: DISPATCHER },
    );
    await screen.findByText('login page');
    const order = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual([`DELETE ${PUSH}`, 'POST /auth/api/v1/logout/']);
    expect(browser.current()).toBeNull();
  });
});
