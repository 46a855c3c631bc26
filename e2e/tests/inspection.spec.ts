import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { apiJson, COMPANY_API } from '../support/api.ts';
import { DEMO } from '../support/data.ts';
import { createCmr } from '../support/transit-documents.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

/**
 * Issue 21 items 4-6: the roadside inspection view on the driver's phone. Opened once online, it
 * still shows the consignment, the UIL's QR code and the signed CMR's PDF after going offline
 * and reloading. With INSPECTION_SHOTS set to a folder, a second test writes screenshots of the
 * view (phone and wide, English, Polish and German, online and offline) for a person to look at.
 */

const PLATE = 'WGM 4821K';
/** A 2x2 dark PNG: enough ink for the server to take it as a signature. */
const INK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PLACE = {
  address: 'ul. Transportowa 1',
  zip_code: '00-001',
  town: 'Warszawa',
  country: 'PL',
  latitude: 52.2297,
  longitude: 21.0122,
};

type Made = { transit: number; number: string; consignor: string; cmrName: string };

async function clientNamed(api: APIRequestContext, token: string, search: string) {
  const found = (await apiJson(api, token, 'GET', `/client/all_clients/?search=${search}`)) as {
    results: { id: number; name: string }[];
  };
  const client = found.results[0];
  if (!client) throw new Error(`no demo contractor ${search}`);
  return client;
}

/** A transit the demo driver drives, with a vehicle, and its CMR signed by the sender. */
async function transitWithSignedCmr(api: APIRequestContext): Promise<Made> {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const driverToken = await apiSignIn(api, DEMO.driver, DEMO.password);
  const driver = (await (
    await api.get('/auth/api/v1/user/me/', { headers: { authorization: `Token ${driverToken}` } })
  ).json()) as { id: number };
  const [wholesaler, carrier] = await Promise.all([
    clientNamed(api, token, 'Hurtownia'),
    clientNamed(api, token, 'Trans-Kurier'),
  ]);
  const transit = await apiJson(api, token, 'POST', '/all-transit/', {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler.id,
    sender_location: [PLACE],
    receivers: [
      {
        client: wholesaler.id,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...PLACE, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client: carrier.id, driver: driver.id, vehicle_not_from_system: PLATE }],
  });
  const id = transit.id as number;
  const cmr = await createCmr(api, token, id);
  const signed = await api.post(`${COMPANY_API}/sign-document-signature/`, {
    headers: { authorization: `Token ${token}` },
    multipart: {
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
      document: String(cmr.id),
      transit: String(id),
      document_type: 'json',
      signed_by_type: 'sender',
      signature_data: JSON.stringify({
        sign_fullname: 'Piotr Nadawca',
        sign_company_name: wholesaler.name,
        sign_method: 'on screen',
      }),
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  return {
    transit: id,
    number: transit.transit_number as string,
    consignor: wholesaler.name,
    cmrName: cmr.name,
  };
}

/** Signs the driver in and opens the inspection view from his card, one tap. */
async function openFromCard(page: Page, made: Made): Promise<void> {
  await signIn(page, DEMO.driver, DEMO.password);
  const card = page.getByRole('article', { name: made.number });
  const shown = page.getByRole('article');
  // The newest transit comes first; older demo transits are a "next" away.
  for (let step = 0; step < 20; step += 1) {
    await expect(shown).toBeVisible();
    if (await card.isVisible()) break;
    const before = await shown.getAttribute('aria-labelledby');
    const name = before ? await page.locator(`[id="${before}"]`).textContent() : null;
    await page.getByRole('button', { name: 'Next transit' }).click();
    await expect(page.getByRole('article', { name: name ?? '' })).toHaveCount(0);
  }
  await card.getByRole('link', { name: 'Inspection' }).click();
  await expect(page).toHaveURL(new RegExp(`/inspection/${String(made.transit)}$`));
}

/** The three things an inspector needs: the consignment, the QR code and the drawn PDF. */
async function expectInspection(page: Page, made: Made): Promise<void> {
  await expect(page.getByTestId('inspection-transit-number')).toHaveText(made.number);
  const consignor = page.getByRole('region', { name: /Consignor|Nadawca|Absender/ }).first();
  await expect(consignor.getByText(made.consignor, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(PLATE, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /(QR code|QR-Code|Kod QR).* PL\/transitdocs\/[0-9a-f-]{36}$/ }),
  ).toBeVisible();
  const pdf = page.getByRole('region', { name: `PDF: ${made.cmrName}` });
  await expect(pdf.locator('[data-pdf-page="1"][data-drawn]')).toBeVisible({ timeout: 30_000 });
}

async function waitUntilSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('inspection-saved')).toHaveText(
    /^(Saved for offline use|Zapisano do użytku offline|Für die Offline-Nutzung gespeichert)/,
    { timeout: 30_000 },
  );
}

async function goOfflineAndReload(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}

test.describe('driver', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the inspection view from his card and still sees it offline after a reload', async ({
    page,
    context,
    api,
  }) => {
    const made = await transitWithSignedCmr(api);
    await openFromCard(page, made);
    // The app shell's worker must be in control before the network goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    let started = Date.now();
    await expectInspection(page, made);
    await waitUntilSaved(page);
    console.log(`inspection online: shown and saved in ${String(Date.now() - started)} ms`);
    await expect(page.getByRole('heading', { name: 'Roadside inspection' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    started = Date.now();
    await goOfflineAndReload(context, page);
    await expectInspection(page, made);
    await expect(page.getByTestId('inspection-saved')).toHaveText(/^Offline copy · read at /);
    console.log(`inspection offline reload: shown in ${String(Date.now() - started)} ms`);

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Straßenkontrolle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fahrzeuge und Anhänger' })).toBeVisible();
    await expect(page.getByText('Kennzeichen', { exact: true })).toBeVisible();
    await expect(page.getByTestId('inspection-saved')).toHaveText(/^Offline-Kopie · gelesen am /);

    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await context.setOffline(false);
  });
});

const SHOTS_DIR = process.env.INSPECTION_SHOTS;

test.describe('screenshots', () => {
  test.skip(!SHOTS_DIR, 'set INSPECTION_SHOTS to a folder to take the screenshots');
  const VIEWPORTS = { phone: { width: 390, height: 844 }, wide: { width: 1440, height: 900 } };
  const LANGUAGES = { en: 'English', pl: 'Polski', de: 'Deutsch' } as const;

  test('of the inspection view, phone and wide, three languages, online and offline', async ({
    browser,
    api,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const folder = SHOTS_DIR ?? '';
    mkdirSync(folder, { recursive: true });
    const made = await transitWithSignedCmr(api);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
      const page = await context.newPage();
      await openFromCard(page, made);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      for (const isOffline of [false, true]) {
        if (isOffline) await goOfflineAndReload(context, page);
        for (const [code, name] of Object.entries(LANGUAGES)) {
          await page.getByRole('button', { name, exact: true }).click();
          await expectInspection(page, made);
          if (!isOffline) await waitUntilSaved(page);
          const state = isOffline ? 'offline' : 'online';
          await page.evaluate(() => {
            window.scrollTo(0, 0);
          });
          await page.screenshot({ path: join(folder, `${size}-${code}-${state}-top.png`) });
          await page.screenshot({
            path: join(folder, `${size}-${code}-${state}-full.png`),
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  });
});
