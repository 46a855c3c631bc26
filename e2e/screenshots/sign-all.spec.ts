import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { answered, COMPANY_API, companyClient } from '../support/api.ts';
import { DEMO } from '../support/data.ts';
import { INK_PNG, transitForDriver } from '../support/driver-transit.ts';
import { signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of "Sign all" on the driver's card: the list (two WZ named apart), the one
 * drawing, the one PIN and the answer with a WZ the office signed meanwhile, in English and
 * Polish, wide and on a phone. Written to SIGN_ALL_SHOTS.
 */
const SHOTS_DIR = shotsFolder('SIGN_ALL_SHOTS', 'sign-all');
const LANGUAGES = [
  { language: 'en-GB', next: 'Next', plate: 'WGM 35ALL' },
  { language: 'pl', next: 'Dalej', plate: 'WGM 36ALL' },
] as const;
const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 1440, height: 900 }];

async function createWz(api: APIRequestContext, token: string, transit: number) {
  const client = companyClient(api, token);
  const generated = answered(
    await client.POST('/company/api/v1/generate-document-data/', { body: { transit, type: 1 } }),
    'WZ data',
  );
  return answered(
    await client.POST('/company/api/v1/transit-document/', {
      // The demo transit has no loading time; a WZ needs one.
      body: { transit, type: 1, document_data: { ...generated.document_data, time: '08:00' } },
    }),
    'WZ',
  );
}

async function drawOnCanvas(page: Page): Promise<void> {
  const pad = page.locator('canvas').first();
  await expect(pad).toBeVisible();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 40 + step * 25, y + Math.sin(step) * 30, { steps: 2 });
  }
  await page.mouse.up();
}

/** The open dialog at both sizes (after its opening transition); the walk goes on on the phone. */
async function shoot(page: Page, name: string, language: string): Promise<void> {
  await page.waitForTimeout(400);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({
      path: join(SHOTS_DIR, `${name}-${language}-${String(size.width)}x${String(size.height)}.png`),
    });
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

for (const { language, next, plate } of LANGUAGES) {
  test(`sign all on the driver's card (${language})`, async ({ page, api }) => {
    const made = await transitForDriver(api, plate);
    await createWz(api, made.token, made.transit);
    const late = await createWz(api, made.token, made.transit);
    await signIn(page, DEMO.driver, DEMO.password);
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    await page.reload();
    const card = page.getByRole('article', { name: made.number });
    // The carrier's box: the CMR and both WZ.
    await card
      .getByRole('button', {
        name: /^(Sign all \(3\) – carrier|Podpisz wszystkie \(3\) – przewoźnik)$/,
      })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'sign-all-list', language);
    // The office signs the carrier's box of the second WZ meanwhile: the answer names it.
    const signed = await api.post(`${COMPANY_API}/sign-document-signature/`, {
      headers: { authorization: `Token ${made.token}` },
      multipart: {
        signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
        document: String(late.id),
        transit: String(made.transit),
        document_type: 'json',
        signed_by_type: 'carrier',
        signature_data: JSON.stringify({ sign_fullname: 'Olga Biuro', sign_method: 'on screen' }),
      },
    });
    expect(signed.ok(), await signed.text()).toBe(true);
    await page.getByRole('button', { name: next }).click();
    await drawOnCanvas(page);
    await shoot(page, 'sign-all-pad', language);
    await page.getByRole('button', { name: next }).click();
    await page.getByRole('textbox', { name: 'PIN' }).fill(DEMO.pin);
    await shoot(page, 'sign-all-verify', language);
    await page
      .getByRole('button', { name: /^(Sign \d documents|Podpisz dokumenty \(\d\))$/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('list')).toContainText('2/2', {
      timeout: 20_000,
    });
    await shoot(page, 'sign-all-result', language);
  });
}
