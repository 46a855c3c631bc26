import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { createCmr, createDemoTransit, uploadPdf } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the document preview, the paper view and the sign screen while they load and
 * once loaded, wide and on a phone, in English and Polish, for a person to look at (no
 * blank waits). Written to FIRST_PAINT_SHOTS.
 */
const SHOTS_DIR = shotsFolder('FIRST_PAINT_SHOTS', 'first-paint');
// Held requests must pass through the page, not an offline worker.
test.use({ serviceWorkers: 'block' });

const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const ACTIONS = {
  'en-GB': { preview: 'Preview', sign: 'Sign' },
  pl: { preview: 'Podgląd', sign: 'Podpisz' },
} as const;

type Language = keyof typeof ACTIONS;
type Fixture = { transit: number; cmr: number; pdf: number };
let fixture: Fixture | undefined;

test.beforeAll(async ({ playwright, app }) => {
  const api = await playwright.request.newContext({ baseURL: app.url });
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  const cmr = (await createCmr(api, token, transit)).id;
  const pdf = await uploadPdf(api, token, transit, 'Annex 3 pages', 3);
  fixture = { transit, cmr, pdf };
  await api.dispose();
});

/**
 * Holds the requests matching `pattern` until the returned release is called; after it they
 * pass straight through (the route stays: removing it would answer the held ones twice).
 */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

/** From the documents modal, the row action `action` of document `documentId`. */
async function openFromModal(page: Page, documentId: number, action: string): Promise<void> {
  const { transit } = fixtureOf();
  await page.goto(`/documents/${String(transit)}/documents`);
  await page.locator(`[data-document-id="${String(documentId)}"] button[aria-haspopup]`).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

function fixtureOf(): Fixture {
  if (!fixture) throw new Error('the documents were not made');
  return fixture;
}

/** A PDF's pages region still waiting for its bytes. */
const pdfLoading = (page: Page): Locator =>
  page.locator('section[aria-busy="true"]').getByRole('progressbar');
/** A dialog's own loading state (not the app's or the modal's). */
const dialogLoading = (page: Page): Locator =>
  page.getByRole('dialog').getByRole('progressbar').first();
const drawnPage = (page: Page): Locator => page.locator('[data-pdf-page="1"][data-drawn]');
const paper = (page: Page): Locator =>
  page.locator('.paper-view-sheet, .paper-view-stacked').first();

for (const language of Object.keys(ACTIONS) as Language[]) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`screens loading and loaded, ${language}, ${size}`, async ({ page }) => {
      const { transit, cmr, pdf } = fixtureOf();
      const tag = `${language}-${String(viewport.width)}x${String(viewport.height)}`;
      await page.setViewportSize(viewport);
      await signIn(page, DEMO.owner, DEMO.password);
      await page.evaluate((lang) => {
        localStorage.setItem('language', lang);
      }, language);
      const action = ACTIONS[language];

      // The preview of an uploaded PDF: the bar and the page's outline until it is drawn.
      let release = await hold(page, `**/company/api/v1/document/id/${String(pdf)}/pdf`);
      await openFromModal(page, pdf, action.preview);
      await expect(pdfLoading(page)).toBeVisible({ timeout: 60_000 });
      await shoot(page, `preview-loading-${tag}`);
      release();
      await expect(drawnPage(page)).toBeVisible({ timeout: 60_000 });
      await shoot(page, `preview-loaded-${tag}`);

      // The paper view: a CMR's preview, its form on a phone and its A4 page wide, opened from
      // its address while the documents are still on their way.
      release = await hold(page, `**/company/api/v1/document/${String(transit)}/`);
      const pdfHold = await hold(page, `**/company/api/v1/document/id/${String(cmr)}/pdf`);
      await page.goto(`/documents/${String(transit)}/${String(cmr)}/preview`);
      await expect(size === 'phone' ? dialogLoading(page) : pdfLoading(page)).toBeVisible({
        timeout: 60_000,
      });
      await shoot(page, `paper-view-loading-${tag}`);
      release();
      pdfHold();
      await expect(size === 'phone' ? paper(page) : drawnPage(page)).toBeVisible({
        timeout: 60_000,
      });
      await shoot(page, `paper-view-loaded-${tag}`);

      // The sign screen of the CMR (its boxes), opened from its address.
      release = await hold(page, `**/company/api/v1/document/${String(transit)}/`);
      await page.goto(`/documents/${String(transit)}/${String(cmr)}/sign`);
      await expect(dialogLoading(page)).toBeVisible({ timeout: 60_000 });
      await shoot(page, `sign-loading-${tag}`);
      release();
      await expect(paper(page)).toBeVisible({ timeout: 60_000 });
      await shoot(page, `sign-loaded-${tag}`);

      // The sign screen of an uploaded PDF, from the modal: the pages to place the signature on.
      release = await hold(page, `**/company/api/v1/document/id/${String(pdf)}/download`);
      await openFromModal(page, pdf, action.sign);
      await expect(pdfLoading(page)).toBeVisible({ timeout: 60_000 });
      await shoot(page, `sign-pdf-loading-${tag}`);
      release();
      await expect(drawnPage(page)).toBeVisible({ timeout: 60_000 });
      await shoot(page, `sign-pdf-loaded-${tag}`);
    });
  }
}
