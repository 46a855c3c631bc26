import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { freshEcmrFile } from '../support/ecmr-import.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the eCMR import (the dialog, its result, a refusal) and of the imported CMR's
 * signature boxes (the issuing platform's signature), wide and on a phone, in English and
 * Polish. Written to ECMR_SHOTS.
 */
const SHOTS_DIR = shotsFolder('ECMR_SHOTS', 'ecmr-import');
const LANGUAGES = ['en-GB', 'pl'] as const;
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

test('the eCMR import and the imported signatures', async ({ page, api }) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  // One imported transit for the boxes' shots.
  const imported = await api.post('/company/api/v1/ecmr/import/', {
    headers: { authorization: `Token ${token}` },
    multipart: {
      file: {
        name: 'loginet.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(await (await import('node:fs/promises')).readFile(freshEcmrFile())),
      },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const { transit, document } = (await imported.json()) as {
    transit: { id: number };
    document: number;
  };
  await signIn(page, DEMO.owner, DEMO.password);
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/documents/importEcmr');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pl' ? 'pl' : /en/);
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'orders.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('a;b\n'),
      });
      await dialog.getByRole('button').last().click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await shoot(page, `import-refused-${language}-${size}`);
      await dialog.locator('input[type=file]').setInputFiles(freshEcmrFile());
      await shoot(page, `import-chosen-${language}-${size}`);
      await dialog.getByRole('button').last().click();
      await expect(dialog.getByTestId('ecmr-import-result')).toBeVisible();
      await shoot(page, `import-result-${language}-${size}`);

      await page.goto(`/documents/${String(transit.id)}/${String(document)}/sign`);
      // The signature boxes at the foot of the form: box 22 signed on the issuing platform.
      const senderBox = page.locator('[data-slot="sender"]');
      await expect(senderBox).toContainText('LogiNet eCMR', { timeout: 30_000 });
      await page.locator('[data-slot="carrier"]').scrollIntoViewIfNeeded();
      await shoot(page, `imported-boxes-${language}-${size}`);
    }
  }
});
