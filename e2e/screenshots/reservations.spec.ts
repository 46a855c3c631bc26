import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { INK_PNG } from '../support/driver-transit.ts';
import { DEMO, uniquePhone } from '../support/data.ts';
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

test("the carrier's link answers a box 24 reservation with its code", async ({
  browser,
  api,
  baseURL,
}) => {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  const cmr = await createCmr(api, token, transit);
  const headers = { Authorization: `Token ${token}` };
  const recorded = await api.post('/company/api/v1/document-reservation/', {
    headers,
    multipart: {
      document: String(cmr.id),
      box: 'delivery',
      kind: 'packages_missing',
      lines: '0',
      counted_quantity: '31',
      stated_quantity: '33',
      text: 'Two pallets missing / Brak dwóch palet',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const generated = await api.post('/company/api/v1/generate-token/', {
    headers,
    data: { type: 'carrier', transit },
  });
  const link = ((await generated.json()) as { id: string }).id;
  // Sent by SMS: the answer's code goes to that phone.
  const sent = await api.post('/company/api/v1/send-token-email-sms/', {
    headers,
    data: { token: link, phone: uniquePhone() },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ baseURL });
    const phone = await context.newPage();
    await phone.goto(`/share/${link}`);
    await phone.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    await phone.goto(`/share/${link}/documentPreview`);
    await phone.getByRole('textbox').nth(0).fill('Piotr');
    await phone.getByRole('textbox').nth(1).fill('Wolski');
    await phone.getByRole('textbox').nth(2).fill('Nowak Trans');
    await phone.getByRole('button').last().click();
    let codeSent = false;
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await phone.setViewportSize(viewport);
      await phone.goto(`/share/${link}/${String(cmr.id)}/sign`);
      await phone.getByRole('radio').first().waitFor();
      if (!codeSent) {
        await phone.getByRole('button', { name: /Send code|Wyślij kod/ }).click();
        await expect(phone.getByRole('status').filter({ hasText: /\*/ })).toBeVisible();
        codeSent = true;
      }
      await phone.getByRole('radio', { name: /Contested|Zakwestionowane/ }).check();
      await phone.getByLabel(/^(Note|Uwaga)$/).fill('Counted 33 at loading / 33 przy załadunku');
      await phone
        .getByRole('button', { name: /Confirm answer|Potwierdź odpowiedź/ })
        .scrollIntoViewIfNeeded();
      await shoot(phone, `reservation-link-answer-${language}-${size}`);
    }
    await context.close();
  }
});
