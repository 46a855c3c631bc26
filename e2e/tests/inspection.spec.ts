import { expect, test } from '../support/fixtures.ts';
import {
  expectInspection,
  goOfflineAndReload,
  openFromCard,
  transitToInspect,
  waitUntilSaved,
} from '../support/inspection.ts';
import { expectNoSeriousA11yViolations } from '../support/ui.ts';

/**
 * The eFTI roadside inspection view on the driver's phone. Opened once online, it
 * still shows the consignment, the UIL's QR code and the signed CMR's PDF after going offline
 * and reloading. Its screenshots are taken by e2e/screenshots/inspection.spec.ts.
 */

test.describe('driver', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the inspection view from his card and still sees it offline after a reload', async ({
    page,
    context,
    api,
  }) => {
    const made = await transitToInspect(api);
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
