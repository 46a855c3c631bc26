import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { transitForDriver } from '../support/driver-transit.ts';
import { signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the receiver hand-over for a person to look at: the driver's card with its QR
 * and short code, and the short-code page the receiver types it at, phone and wide, in English
 * and Polish. Written to HANDOVER_SHOTS.
 */
const VIEWPORTS = { phone: { width: 390, height: 844 }, wide: { width: 1440, height: 900 } };
const LANGUAGES = ['en-GB', 'pl'] as const;
const CODE_LABEL = { 'en-GB': 'Code from the driver', pl: 'Kod od kierowcy' };
const BUTTON = {
  'en-GB': 'Receiver signs on own phone',
  pl: 'Odbiorca podpisze na swoim telefonie',
};

test('the hand-over card and the short-code page, phone and wide, English and Polish', async ({
  browser,
  api,
  baseURL,
}) => {
  const folder = shotsFolder('HANDOVER_SHOTS', 'handover');
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const language of LANGUAGES) {
      const made = await transitForDriver(api, `KR ${size.slice(0, 2).toUpperCase()}${language}`);
      const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
      const page = await context.newPage();
      await signIn(page, DEMO.driver, DEMO.password);
      await page.evaluate((chosen) => {
        window.localStorage.setItem('language', chosen);
      }, language);
      await page.goto('/documents');
      const card = page.getByRole('article', { name: made.number });
      await expect(card).toBeVisible();
      await page.screenshot({ path: join(folder, `${size}-${language}-card.png`) });
      await card.getByRole('button', { name: BUTTON[language] }).click();
      await expect(page.getByTestId('handover-code')).toBeVisible();
      await page.screenshot({ path: join(folder, `${size}-${language}-handover.png`) });

      const receiver = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
      await receiver.addInitScript((chosen) => {
        window.localStorage.setItem('language', chosen);
      }, language);
      const phone = await receiver.newPage();
      await phone.goto('/h');
      await expect(phone.getByLabel(CODE_LABEL[language])).toBeVisible();
      await phone.screenshot({ path: join(folder, `${size}-${language}-short-code.png`) });
      await phone.getByLabel(CODE_LABEL[language]).fill('ZZZZ2222');
      // The receiver's name, asked beside the code (the fields after it, in either language).
      const fields = phone.getByRole('textbox');
      await fields.nth(1).fill('Jan');
      await fields.nth(2).fill('Kowalski');
      await fields.nth(3).fill('Hurtownia Kowalski');
      await phone.keyboard.press('Enter');
      await expect(phone.locator('.Mui-error').first()).toBeVisible();
      await phone.screenshot({ path: join(folder, `${size}-${language}-short-code-wrong.png`) });
      await receiver.close();
      await context.close();
    }
  }
});
