import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { createDemoTransit } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the screens the last spec items changed: the owner's profile settings (CSV import
 * settings, report settings), the new-account form, the new-transit form's notice of what it
 * drops, and the share-by-link dialog's "all receivers", wide and on a phone, in English and
 * Polish, for a person to look at. Written to SPEC_CLOSING_SHOTS.
 */
const SHOTS_DIR = shotsFolder('SPEC_CLOSING_SHOTS', 'spec-closing');
const LANGUAGES = ['en-GB', 'pl'] as const;
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

test('profile settings, new account, dropped parts, link for all receivers', async ({
  page,
  api,
}) => {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  await signIn(page, DEMO.owner, DEMO.password);
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const name = (screen: string) => `${screen}-${language}-${size}`;
      await page.setViewportSize(viewport);
      await page.goto('/profile/settings');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
      await shoot(page, name('profile-settings'));
      // The company settings (CSV import, report) at the foot of the dialog.
      await page
        .locator('.MuiDialogContent-root')
        .first()
        .evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
      await shoot(page, name('profile-company-settings'));

      await page.goto('/profile/addAccount');
      await shoot(page, name('add-account'));

      await page.goto('/documents/transitAdd');
      const city = page
        .getByRole('group', { name: /1/ })
        .first()
        .getByLabel(/City|Miasto/);
      await city.fill('Gdańsk');
      await page.getByRole('button', { name: /^(Save|Zapisz)$/ }).click();
      await expect(page.getByRole('dialog').last()).toBeVisible();
      await shoot(page, name('transit-dropped-notice'));

      await page.goto(`/documents/${String(transit)}/share/link`);
      await shoot(page, name('share-link-all-receivers'));
    }
  }
});
