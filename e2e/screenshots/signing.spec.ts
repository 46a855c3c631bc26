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

/** The signing flow's words, as each language's texts have them. */
const FLOW = {
  'en-GB': {
    sign: 'Sign',
    asSender: 'Sign as sender',
    method: 'Handwritten signature',
    person: 'Who signs',
    next: 'Next',
    fullName: 'Full name',
    pad: 'Signature pad',
  },
  pl: {
    sign: 'Podpisz',
    asSender: 'Podpisz jako nadawca',
    method: 'Podpis odręczny',
    person: 'Kto podpisuje',
    next: 'Dalej',
    fullName: 'Imię i nazwisko',
    pad: 'Pole podpisu',
  },
} as const;

test("the result of a signature, shown as the signing dialog's last state", async ({
  page,
  api,
}) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  await signIn(page, DEMO.owner, DEMO.password);
  for (const language of LANGUAGES) {
    const words = FLOW[language];
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const transit = await createDemoTransit(api, token);
      const cmr = await createCmr(api, token, transit);
      await page.setViewportSize(viewport);
      await page.goto(`/documents/${String(transit)}/${String(cmr.id)}/sign`);
      await page.getByRole('button', { name: words.asSender }).click();
      await page.getByRole('button', { name: words.sign, exact: true }).click();
      await page
        .getByRole('dialog', { name: words.method })
        .getByRole('button', { name: words.next })
        .click();
      const person = page.getByRole('dialog', { name: words.person });
      await person.getByLabel(words.fullName).fill('Piotr Nadawca');
      await person.getByRole('button', { name: words.next }).click();
      const pad = page.getByRole('img', { name: words.pad });
      await expect(pad).toBeVisible();
      const box = await pad.boundingBox();
      if (!box) throw new Error('the pad has no box');
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let x = 20; x < box.width - 20; x += 12) {
        await page.mouse.move(box.x + x, box.y + box.height / 2 + Math.sin(x / 15) * 20);
      }
      await page.mouse.up();
      await page.getByRole('button', { name: words.sign, exact: true }).last().click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible({ timeout: 30_000 });
      // One dialog: the result replaced the pad in it.
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await shoot(page, `sign-result-${language}-${size}`);
    }
  }
});
