import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the driver's card with the freshness line of its offline copy (the driver's
 * working set): saved online, and read back offline after a reload twelve minutes later, on a phone
 * and wide, in English and Polish, for a person to look at. Written to OFFLINE_COPY_SHOTS.
 */
const SHOTS_DIR = shotsFolder('OFFLINE_COPY_SHOTS', 'offline-working-set');

const VIEWPORTS = { phone: { width: 390, height: 844 }, wide: { width: 1440, height: 900 } };
const TEXTS = {
  'en-GB': { saved: 'Saved for offline use', copy: 'Offline copy from' },
  pl: { saved: 'Zapisano do użytku offline', copy: 'Kopia offline z' },
} as const;

for (const language of Object.keys(TEXTS) as (keyof typeof TEXTS)[]) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`driver card with its offline copy, ${language}, ${size}`, async ({ page, context }) => {
      const tag = `${language}-${String(viewport.width)}x${String(viewport.height)}`;
      const shot = (name: string) => join(SHOTS_DIR, `${name}-${tag}.png`);
      await page.setViewportSize(viewport);
      // Signed in with the English form, then shown in the language.
      await signIn(page, DEMO.driver, DEMO.password);
      await page.evaluate((lang) => {
        localStorage.setItem('language', lang);
      }, language);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const line = page.getByTestId('offline-copy');
      await expect(line).toHaveText(TEXTS[language].saved, { timeout: 20_000 });
      await page.screenshot({ path: shot('card-saved') });

      await context.setOffline(true);
      // Twelve minutes on, in a page the app is not running in when the clock is set.
      await page.goto('about:blank');
      await page.clock.install({ time: Date.now() + 12 * 60_000 });
      await page.goBack();
      await expect(line).toContainText(TEXTS[language].copy, { timeout: 20_000 });
      await page.screenshot({ path: shot('card-offline'), fullPage: true });
      await context.setOffline(false);
    });
  }
}
