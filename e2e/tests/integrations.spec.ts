import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

/** One POST the receiver got: what an integrator's system would see. */
type Received = { signature: string; body: string };

/** An integrator's webhook endpoint on 127.0.0.1: answers 200 and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const signature = request.headers['x-transitdocs-signature'];
      received.push({ signature: typeof signature === 'string' ? signature : '', body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/transitdocs`, received, server };
}

/** `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">` checked as a receiver would check it. */
function isSignedWith(secret: string, { signature, body }: Received): boolean {
  const parts = new Map(
    signature.split(',').map((part): [string, string] => {
      const [name = '', value = ''] = part.split('=', 2);
      return [name, value];
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return v1.length === expected.length && timingSafeEqual(v1, expected);
}

/** A company API call with an API key, as an integrator's system makes it (Node's fetch). */
async function withKey(
  baseUrl: string,
  key: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/company/api/v1${path}`, {
    method,
    headers: {
      authorization: `Api-Key ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function createTransitWithKey(baseUrl: string, key: string): Promise<number> {
  const found = (await withKey(baseUrl, key, 'GET', '/client/all_clients/?search=Hurtownia')) as {
    results: { id: number }[];
  };
  const client = found.results[0]?.id;
  expect(client, 'the demo clients are seeded').toBeTruthy();
  const place = {
    address: 'ul. Portowa 2',
    zip_code: '80-001',
    town: 'Gdańsk',
    country: 'PL',
    latitude: 54.352,
    longitude: 18.6466,
  };
  const transit = await withKey(baseUrl, key, 'POST', '/all-transit/', {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: client,
    sender_location: [place],
    receivers: [
      {
        client,
        cargo: [{ name: 'Palety EUR', quantity: 4 }],
        destiny_places: [{ ...place, town: 'Poznań', zip_code: '60-001' }],
      },
    ],
  });
  return transit.id as number;
}

async function openProfileTab(page: Page, tab: string): Promise<void> {
  await page.goto(`/profileManagement?tab=${tab}`);
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

test('an Admin connects a system with an API key and a webhook and sees its deliveries', async ({
  page,
  app,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, DEMO.owner, DEMO.password);

    await openProfileTab(page, 'api-keys');
    await page.getByLabel('Key name').fill('TMS');
    await page.getByLabel('Access').click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^td_/);

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('textbox', { name: 'Endpoint address' }).fill(receiver.url);
    await page.getByRole('checkbox', { name: 'Transit created' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await expect(endpoints.getByRole('row', { name: new RegExp(receiver.url) })).toContainText(
      'Active',
    );

    const transitId = await createTransitWithKey(app.url, key);

    await page.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: /Delivery log/ });
    const rows = log.getByRole('table', { name: 'Deliveries' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Transit created · ID ${transitId}`);
    await expect(rows.nth(1)).toContainText(/Delivered \d{4}-\d{2}-\d{2}/);
    await expect(rows.nth(1)).toContainText('200');
    await expectNoSeriousA11yViolations(page);

    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    if (!first) throw new Error('nothing received');
    expect(isSignedWith(secret, first)).toBe(true);
    expect(isSignedWith('whsec_wrong', first)).toBe(false);
    const event = JSON.parse(first.body) as { id: string; event: string; data: { id: number } };
    expect(event).toMatchObject({ event: 'transit.created', data: { id: transitId } });

    await rows
      .nth(1)
      .getByRole('button', { name: /^Send Transit created/ })
      .click();
    await expect(log.getByText('Queued to be sent again.')).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(/Delivered/);
    await expect.poll(() => receiver.received.length).toBe(2);
    const [, again] = receiver.received;
    if (!again) throw new Error('nothing received again');
    // The same event again: a receiver that has it already can drop it by its id.
    expect((JSON.parse(again.body) as { id: string }).id).toBe(event.id);
    expect(isSignedWith(secret, again)).toBe(true);

    // Later specs on this server must not queue deliveries to a receiver that is gone.
    await log.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete the webhook endpoint?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(/No webhook endpoints yet/)).toBeVisible();
  } finally {
    receiver.server.close();
  }
});

/**
 * Screenshots of the webhooks tab and a delivery log, wide and on a phone, in English and
 * Polish, for a person to look at. Runs only when INTEGRATIONS_SHOTS names the folder.
 */
const SHOTS_DIR = process.env.INTEGRATIONS_SHOTS;
const LOG_BUTTON = { 'en-GB': 'Delivery log of', pl: 'Dziennik dostarczeń' } as const;
const DEAD_URL = 'http://127.0.0.1:9/closed';

/** Waits for the dialogs' transitions, then shoots the screen and the dialog scrolled down. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR ?? '', `${name}.png`) });
  const content = page.locator('.MuiDialogContent-root').last();
  await content.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await page.screenshot({ path: join(SHOTS_DIR ?? '', `${name}-end.png`) });
}

test('screenshots of the webhooks tab and delivery log', async ({ page, app }) => {
  test.skip(!SHOTS_DIR, 'set INTEGRATIONS_SHOTS to a folder to take the screenshots');
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

    for (const language of ['en-GB', 'pl'] as const) {
      await page.goto('/documents');
      await page.evaluate((lang) => {
        localStorage.setItem('language', lang);
      }, language);
      for (const [name, viewport] of Object.entries({
        wide: { width: 1440, height: 900 },
        phone: { width: 390, height: 844 },
      })) {
        await page.setViewportSize(viewport);
        await openProfileTab(page, 'webhooks');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
        await page.waitForLoadState('networkidle');
        await shoot(page, `webhooks-${language}-${name}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);
        for (const [which, url] of [
          ['ok', receiver.url],
          ['failing', DEAD_URL],
        ] as const) {
          await page.getByRole('button', { name: `${LOG_BUTTON[language]} ${url}` }).click();
          await expect(page.getByRole('dialog').last()).toContainText(url);
          await page.waitForLoadState('networkidle');
          await shoot(page, `log-${which}-${language}-${name}`);
          const logWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(logWidth, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);
          await page.goBack();
          await expect(page.getByRole('dialog')).toHaveCount(1);
        }
      }
    }
  } finally {
    receiver.server.close();
  }
});

/** The API keys tab at a desk and on a phone, in English and Polish, for a person to look at. */
test('screenshots of the API keys tab', async ({ page, app }) => {
  test.skip(!SHOTS_DIR, 'set INTEGRATIONS_SHOTS to a folder to take the screenshots');
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

  for (const language of ['en-GB', 'pl'] as const) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [name, viewport] of Object.entries({
      wide: { width: 1440, height: 900 },
      phone: { width: 390, height: 844 },
    })) {
      await page.setViewportSize(viewport);
      await openProfileTab(page, 'api-keys');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
      await page.waitForLoadState('networkidle');
      await shoot(page, `api-keys-${language}-${name}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width);
    }
  }
});
