import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { INK_PNG } from '../support/driver-transit.ts';
import { createCmr, createDemoTransit } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the reservations on the signing screen: a box 24 reservation with its photo's
 * thumbnail waiting for the carrier's answer (the answer form), and the form that records one, wide and on a phone, in
 * English and Polish. Written to RESERVATION_SHOTS.
 */
const SHOTS_DIR = shotsFolder('RESERVATION_SHOTS', 'reservations');
const LANGUAGES = ['en-GB', 'pl'] as const;
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

test('the reservation form and the answer on the signing screen', async ({ page, api }) => {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  const cmr = await createCmr(api, token, transit);
  const recorded = await api.post('/company/api/v1/document-reservation/', {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      document: String(cmr.id),
      box: 'delivery',
      kind: 'packaging_damaged',
      lines: '0',
      counted_quantity: '31',
      stated_quantity: '33',
      text: 'Two pallets with torn film / Dwie palety z rozdartą folią',
      files: { name: 'damage.png', mimeType: 'image/png', buffer: INK_PNG },
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await signIn(page, DEMO.owner, DEMO.password);
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(`/documents/${String(transit)}/${String(cmr.id)}/sign`);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
      const section = page
        .locator('section')
        .filter({ has: page.locator('h3') })
        .first();
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      // The photo's thumbnail, loaded with the session once it is on screen.
      await expect(section.getByRole('img').first()).toBeVisible();
      await shoot(page, `reservation-answer-${language}-${size}`);
      await section.getByRole('button').last().click();
      // The form down to its photo button and Save: the driver's second and last screen.
      await page
        .getByRole('button', { name: /Save reservation|Zapisz zastrzeżenie/ })
        .scrollIntoViewIfNeeded();
      await shoot(page, `reservation-form-${language}-${size}`);
    }
  }
});
