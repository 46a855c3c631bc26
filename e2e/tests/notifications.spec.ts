import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

type ListedTransit = {
  id: number;
  transit_number: string;
  status: string;
  can_send_alert: boolean;
};

/** A transit of the demo company on which an alert may be sent. */
async function alertableTransit(api: APIRequestContext, token: string): Promise<ListedTransit> {
  const response = await api.get('/company/api/v1/all-transit/?page_size=70', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: ListedTransit[] };
  const transit = body.results.find((t) => t.status !== 'finished' && t.can_send_alert);
  if (!transit) throw new Error('the demo company has no open transit');
  return transit;
}

/** Resolves once the page's notifications socket has sent the unread count (it is connected). */
function nextUnreadCount(page: Page): Promise<number> {
  return new Promise((resolve) => {
    const watch = (socket: WebSocket) => {
      if (!socket.url().includes('/notifications/api/v1/')) return;
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        const message = JSON.parse(text) as { type: string; count?: number };
        if (message.type === 'unread.notifications.count' && message.count !== undefined) {
          page.off('websocket', watch);
          resolve(message.count);
        }
      });
    };
    page.on('websocket', watch);
  });
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true });

test('an alert sent by a dispatcher rings the owner’s bell at once; closing the panel marks it read', async ({
  browser,
  api,
  baseURL,
}) => {
  const transit = await alertableTransit(api, await apiSignIn(api, DEMO.owner, DEMO.password));

  const ownerContext = await browser.newContext({ baseURL });
  const dispatcherContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  const dispatcher = await dispatcherContext.newPage();

  const connected = nextUnreadCount(owner);
  await signIn(owner, DEMO.owner, DEMO.password);
  const before = await connected;
  await expect(bell(owner, before)).toBeVisible();

  // The dispatcher, in another browser, sends an alert on the transit.
  await signIn(dispatcher, DEMO.dispatcher, DEMO.password);
  await dispatcher.goto(`/documents/${transit.id}/alerts`);
  const alerts = dispatcher.getByRole('dialog', { name: 'Send an alert' });
  await alerts.getByRole('radio', { name: 'Delay' }).check();
  await alerts.getByRole('button', { name: 'Send alert' }).click();
  await expect(dispatcher.getByText('Alert sent')).toBeVisible();

  // The owner's bell counts it without a reload.
  await expect(bell(owner, before + 1)).toBeVisible();
  await bell(owner, before + 1).click();
  const panel = owner.getByRole('dialog', { name: 'Notifications' });
  const alert = panel.getByRole('link', {
    name: new RegExp(
      `Alert .*on transit ${transit.transit_number.replace(/[/.]/g, '\\$&')}: Delay`,
    ),
  });
  await expect(alert.first()).toBeVisible();
  await expect(alert.first()).toContainText(/now|second|minute/);
  await expectNoSeriousA11yViolations(owner);

  // Closing the panel marks everything read, on the server too.
  await owner.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(owner, 0)).toBeVisible();

  const reconnected = nextUnreadCount(owner);
  await owner.reload();
  expect(await reconnected).toBe(0);
  await expect(bell(owner, 0)).toBeVisible();

  // The full list keeps it, read.
  await owner.goto('/notifications');
  await expect(owner.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = owner.getByRole('list', { name: 'Notification list' });
  await expect(list.getByRole('link', { name: /: Delay/ }).first()).toBeVisible();
  await expect(list.getByText('(unread)')).toHaveCount(0);
  // Its buttons come alive once the socket is connected; look at the screen after that.
  await expect(owner.getByRole('button', { name: 'Delete all' })).toBeEnabled();
  await expectNoSeriousA11yViolations(owner);

  await ownerContext.close();
  await dispatcherContext.close();
});
