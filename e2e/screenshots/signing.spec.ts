import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { openProfileTab } from '../support/integrations.ts';
import { createCmr, createDemoTransit } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the signing screen (one body for every signer) with its person step and pad,
 * and of the accounts tab whose controls come from the server's answers, wide and on a phone,
 * in English and Polish, for a person to look at. Written to SIGNING_SHOTS.
 */
const SHOTS_DIR = shotsFolder('SIGNING_SHOTS', 'signing');
const LANGUAGES = ['en-GB', 'pl'] as const;
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

test('the signing screen and the accounts tab', async ({ page, api }) => {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  const cmr = await createCmr(api, token, transit);
  await signIn(page, DEMO.owner, DEMO.password);
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(`/documents/${String(transit)}/${String(cmr.id)}/sign`);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
      await shoot(page, `sign-screen-${language}-${size}`);
      // The signature boxes at the foot of the form, where the signer taps his own.
      await page
        .locator('.MuiDialogContent-root')
        .first()
        .evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
      await shoot(page, `sign-boxes-${language}-${size}`);

      await openProfileTab(page, 'accounts');
      await shoot(page, `accounts-${language}-${size}`);
    }
  }
});
