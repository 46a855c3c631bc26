import { join } from 'node:path';
import { test } from '../support/fixtures.ts';
import {
  expectInspection,
  goOfflineAndReload,
  openFromCard,
  transitToInspect,
  waitUntilSaved,
} from '../support/inspection.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the roadside inspection view (eFTI), phone and wide, in English, Polish and
 * German, online and offline, for a person to look at. Written to INSPECTION_SHOTS.
 */
const VIEWPORTS = { phone: { width: 390, height: 844 }, wide: { width: 1440, height: 900 } };
const LANGUAGES = { en: 'English', pl: 'Polski', de: 'Deutsch' } as const;

test('the inspection view, phone and wide, three languages, online and offline', async ({
  browser,
  api,
  baseURL,
}) => {
  const folder = shotsFolder('INSPECTION_SHOTS', 'inspection');
  const made = await transitToInspect(api);
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
