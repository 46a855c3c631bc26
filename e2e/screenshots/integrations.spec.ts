import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import {
  createTransitWithKey,
  keyClient,
  openProfileTab,
  startReceiver,
} from '../support/integrations.ts';
import { signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the API keys tab, the webhooks tab and its delivery logs, wide and on a phone,
 * in English and Polish, for a person to look at. Written to INTEGRATIONS_SHOTS.
 */
const SHOTS_DIR = shotsFolder('INTEGRATIONS_SHOTS', 'integrations');
const LANGUAGES = ['en-GB', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];
const LOG_BUTTON = { 'en-GB': 'Delivery log of', pl: 'Dziennik dostarczeń' } as const;
const DEAD_URL = 'http://127.0.0.1:9/closed';

/** Waits for the dialogs' transitions, then shoots the screen and the dialog scrolled down. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
  const content = page.locator('.MuiDialogContent-root').last();
  await content.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-end.png`) });
}

async function expectNoHorizontalScroll(page: Page, viewport: Viewport): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);
}

/**
 * Shoots the profile tab `tab` (as `<tab>-<language>-<size>`) in each language and size; `more`
 * shoots what else there is to see from the tab in that language and size.
 */
async function shootTab(
  page: Page,
  tab: string,
  more?: (language: Language, size: string, viewport: Viewport) => Promise<void>,
): Promise<void> {
  for (const language of LANGUAGES) {
    await page.goto('/documents');
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await openProfileTab(page, tab);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
      await page.waitForLoadState('networkidle');
      await shoot(page, `${tab}-${language}-${size}`);
      await expectNoHorizontalScroll(page, viewport);
      await more?.(language, size, viewport);
    }
  }
}

test('the webhooks tab and delivery logs', async ({ page, app }) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, DEMO.owner, DEMO.password);
    await openProfileTab(page, 'api-keys');
    await page.getByLabel('Key name').fill('Shots');
    await page.getByLabel('Access').click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('textbox', { name: 'Endpoint address' }).fill(receiver.url);
    await page.getByRole('checkbox', { name: 'All events' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('textbox', { name: 'Signing secret' })).toBeVisible();
    // An address nobody listens on: its deliveries wait for another try, with the error.
    await page.getByRole('textbox', { name: 'Endpoint address' }).fill(DEAD_URL);
    await page.getByRole('checkbox', { name: 'Transit created' }).check();
    await page.getByRole('checkbox', { name: 'Alert sent' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('row', { name: new RegExp(DEAD_URL) })).toBeVisible();
    await createTransitWithKey(app.url, key);
    await createTransitWithKey(app.url, key);
    await expect.poll(() => receiver.received.length).toBeGreaterThan(1);

    await shootTab(page, 'webhooks', async (language, size, viewport) => {
      for (const [which, url] of [
        ['ok', receiver.url],
        ['failing', DEAD_URL],
      ] as const) {
        await page.getByRole('button', { name: `${LOG_BUTTON[language]} ${url}` }).click();
        await expect(page.getByRole('dialog').last()).toContainText(url);
        await page.waitForLoadState('networkidle');
        await shoot(page, `log-${which}-${language}-${size}`);
        await expectNoHorizontalScroll(page, viewport);
        await page.goBack();
        await expect(page.getByRole('dialog')).toHaveCount(1);
      }
    });
  } finally {
    receiver.server.close();
  }
});

test('the API keys tab', async ({ page, app }) => {
  await signIn(page, DEMO.owner, DEMO.password);
  await openProfileTab(page, 'api-keys');
  const createKey = async (name: string, scope: string): Promise<string> => {
    await page.getByLabel('Key name').fill(name);
    await page.getByLabel('Access').click();
    await page.getByRole('option', { name: scope }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText(`Key "${name}" created`)).toBeVisible();
    return page.getByRole('textbox', { name: 'API key' }).inputValue();
  };
  const used = await createKey('Warehouse management system', 'Read and write');
  await createKey('Old ERP', 'Read only');
  await createKey('Reports', 'Read only');
  await createTransitWithKey(app.url, used);
  await page.getByRole('button', { name: 'Revoke Old ERP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('button', { name: 'Revoke Old ERP' })).toHaveCount(0);

  await shootTab(page, 'api-keys');
});

test('a notification names the API key that acted', async ({ page, browser, app }) => {
  await signIn(page, DEMO.owner, DEMO.password);
  await openProfileTab(page, 'api-keys');
  await page.getByLabel('Key name').fill('TMS');
  await page.getByLabel('Access').click();
  await page.getByRole('option', { name: 'Read and write' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
  // The owner's key sends an alert on a transit: the dispatcher hears whose key it was.
  const transit = await createTransitWithKey(app.url, key);
  const api = keyClient(app.url, key);
  const types = await api.GET('/company/api/v1/alert/{transitId}/', {
    params: { path: { transitId: transit } },
  });
  const message = types.data?.[0]?.message;
  expect(message, 'the transit offers alert types').toBeTruthy();
  const sent = await api.POST('/company/api/v1/alert/', {
    body: { message: message ?? '', transit_id: transit },
  });
  expect(sent.response.status).toBe(201);

  const context = await browser.newContext({ baseURL: app.url, locale: 'en-GB' });
  const dispatcher = await context.newPage();
  try {
    await signIn(dispatcher, DEMO.dispatcher, DEMO.password);
    for (const language of LANGUAGES) {
      await dispatcher.evaluate((lang) => {
        localStorage.setItem('language', lang);
      }, language);
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await dispatcher.setViewportSize(viewport);
        await dispatcher.goto('/notifications');
        await expect(
          dispatcher.getByText(language === 'pl' ? /klucz API „TMS”/ : /API key “TMS”/).first(),
        ).toBeVisible();
        await dispatcher.waitForLoadState('networkidle');
        await dispatcher.screenshot({
          path: join(SHOTS_DIR, `notification-key-${language}-${size}.png`),
        });
        await expectNoHorizontalScroll(dispatcher, viewport);
      }
    }
  } finally {
    await context.close();
  }
});
