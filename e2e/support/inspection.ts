import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from './data.ts';
import { transitForDriver, type DriverTransit } from './driver-transit.ts';
import { signIn } from './ui.ts';

const PLATE = 'WGM 4821K';

/** A transit the demo driver drives, with a vehicle, and its CMR signed by the sender. */
export async function transitToInspect(api: APIRequestContext): Promise<DriverTransit> {
  return transitForDriver(api, PLATE);
}

/** Signs the driver in and opens the inspection view from his card, one tap. */
export async function openFromCard(page: Page, made: DriverTransit): Promise<void> {
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
export async function expectInspection(page: Page, made: DriverTransit): Promise<void> {
  await expect(page.getByTestId('inspection-transit-number')).toHaveText(made.number);
  const consignor = page.getByRole('region', { name: /Consignor|Nadawca|Absender/ }).first();
  await expect(consignor.getByText(made.consignor, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(PLATE, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /(QR code|QR-Code|Kod QR).* PL\/transitdocs\/[0-9a-f-]{36}$/ }),
  ).toBeVisible();
  const pdf = page.getByRole('region', { name: `PDF: ${made.cmr.name}` });
  await expect(pdf.locator('[data-pdf-page="1"][data-drawn]')).toBeVisible({ timeout: 30_000 });
}

export async function waitUntilSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('inspection-saved')).toHaveText(
    /^(Saved for offline use|Zapisano do użytku offline|Für die Offline-Nutzung gespeichert)/,
    { timeout: 30_000 },
  );
}

export async function goOfflineAndReload(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}
