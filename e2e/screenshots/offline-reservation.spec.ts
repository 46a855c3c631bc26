import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { INK_PNG, transitForDriver } from '../support/driver-transit.ts';
import { DRIVER_PHONE, registerPhoneKey } from '../support/offline-signing.ts';
import { signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of a reservation recorded on the driver's phone without a network: the form with
 * its note that it waits on the phone, and the reservation shown as waiting with its photo's
 * thumbnail, on a phone and wide, in English and Polish. Written to OFFLINE_RESERVATION_SHOTS.
 */
const SHOTS_DIR = shotsFolder('OFFLINE_RESERVATION_SHOTS', 'offline-reservation');
const LANGUAGES = [
  { language: 'en-GB', plate: 'WGM 41OFF' },
  { language: 'pl', plate: 'WGM 42OFF' },
] as const;
const SIZES = [DRIVER_PHONE.viewport, { width: 1440, height: 900 }];

async function shoot(page: Page, name: string, language: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({
      path: join(SHOTS_DIR, `${name}-${language}-${String(size.width)}x${String(size.height)}.png`),
    });
  }
  await page.setViewportSize(DRIVER_PHONE.viewport);
}

test.use(DRIVER_PHONE);

for (const { language, plate } of LANGUAGES) {
  test(`a reservation made offline (${language})`, async ({ page, context, api }) => {
    const made = await transitForDriver(api, plate);
    const signPath = `/documents/${String(made.transit)}/${String(made.cmr.id)}/sign`;
    await signIn(page, DEMO.driver, DEMO.password);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await registerPhoneKey(page, made);
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    await page.goto(signPath);
    const add = page.getByRole('button', {
      name: /^(Reservation at taking over|Zastrzeżenie przy przyjęciu)$/,
    });
    await expect(add).toBeVisible({ timeout: 30_000 });
    await context.setOffline(true);
    await add.click();
    const form = page.getByRole('form').filter({ has: page.locator('input[type=file]') });
    await form.getByRole('textbox').last().fill('Folia rozdarta na 2 paletach / torn film');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'loading.png', mimeType: 'image/png', buffer: INK_PNG });
    await form.getByRole('button', { name: /^(Save reservation|Zapisz zastrzeżenie)$/ }).click();
    await expect(form).toHaveCount(0);
    const thumbnail = page.getByRole('button', { name: /^(Open|Otwórz)/ }).first();
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /^(Photo|Zdjęcie) 1/ })).toBeVisible();
    await shoot(page, 'reservation-queued', language);
    await add.click();
    await shoot(page, 'reservation-form-offline', language);
    await context.setOffline(false);
  });
}
