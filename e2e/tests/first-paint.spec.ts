import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import {
  readFetchesSinceClick,
  readLongTasksSinceClick,
  readPaintTimes,
  watchPaint,
  type ContentProbe,
} from '../support/paint-timing.ts';
import { createCmr, createDemoTransit, uploadPdf } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';

/**
 * No blank waits (docs/decisions/0077-no-blank-waits.md): the document preview, the paper view and
 * the sign screen show progress or content at once and their content soon after. Each is opened on
 * a fresh page (its screen's code not cached) and the times are printed, never asserted: only the
 * order of what appears. `FIRST_PAINT_FETCHES=1` also prints each fetch after the click and the
 * stretches when the page's main thread was busy for 50 ms or more (where a screen waited on the
 * CPU).
 */

const PDF_PAGE: ContentProbe = { kind: 'painted', selector: '[data-pdf-page="1"] canvas' };
const PAPER: ContentProbe = { kind: 'visible', selector: '.paper-view-sheet, .paper-view-stacked' };
const PAD: ContentProbe = { kind: 'visible', selector: 'canvas[aria-label="Signature pad"]' };

// pdf.js draws on the CPU: on a loaded machine a page can take seconds, which is what is printed.
test.describe.configure({ timeout: 120_000 });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Fixture = { transit: number; cmr: { id: number; name: string }; pdf: number };
let fixture: Fixture | undefined;

test.beforeAll(async ({ playwright, app }) => {
  const api = await playwright.request.newContext({ baseURL: app.url });
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  const cmr = await createCmr(api, token, transit);
  const pdf = await uploadPdf(api, token, transit, 'Annex 3 pages', 3);
  fixture = { transit, cmr, pdf };
  await api.dispose();
});

function data(): Fixture {
  if (!fixture) throw new Error('the documents were not made');
  return fixture;
}

/** Errors the page throws or logs while a screen opens. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Signed in, on the transit's documents modal, with the row menu of `documentId` open. */
async function openRowMenu(page: Page, documentId: number): Promise<void> {
  await signIn(page, DEMO.owner, DEMO.password);
  await page.goto(`/documents/${String(data().transit)}/documents`);
  const row = page.locator(`[data-document-id="${String(documentId)}"]`);
  await row.getByRole('button', { name: /^Actions for / }).click();
}

/** Clicks `action` in the open row menu and prints how long progress and content took. */
async function timeAction(page: Page, action: string, probe: ContentProbe, label: string) {
  await watchPaint(page, probe);
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  return report(page, label);
}

async function report(page: Page, label: string) {
  const times = await readPaintTimes(page);
  const fetches = await readFetchesSinceClick(page);
  const longTasks = await readLongTasksSinceClick(page);
  const line = `${label}: feedback ${String(times.feedback)} ms (progress ${String(times.progress)} ms), content ${String(times.content)} ms`;
  console.log(line);
  if (process.env.FIRST_PAINT_FETCHES) {
    for (const fetch of fetches) {
      console.log(
        `  ${String(fetch.start).padStart(5)}-${String(fetch.end).padStart(5)} ms ${String(Math.round(fetch.bytes / 1024)).padStart(5)} KB ${fetch.name}`,
      );
    }
    for (const task of longTasks) {
      console.log(
        `  ${String(task.start).padStart(5)}-${String(task.start + task.duration).padStart(5)} ms main thread busy`,
      );
    }
  }
  test.info().annotations.push({ type: 'first paint', description: line });
  // Outcomes only: something showed, then the content, never the other way round.
  expect(times.feedback, `${label}: nothing showed`).not.toBeNull();
  expect(times.content, `${label}: the content never came`).not.toBeNull();
  expect(times.feedback ?? 0).toBeLessThanOrEqual(times.content ?? 0);
  return times;
}

test('document preview: an uploaded PDF, its first page painted', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(WIDE);
  await openRowMenu(page, data().pdf);
  await timeAction(page, 'Preview', PDF_PAGE, 'preview, uploaded PDF, 1440x900');
  const preview = page.getByRole('dialog', { name: 'Preview: Annex 3 pages' });
  await expect(preview.getByRole('img', { name: 'Page 3 of 3' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('paper view: a CMR opens as its paper form on a phone', async ({ page }) => {
  const errors = collectErrors(page);
  const { cmr } = data();
  await page.setViewportSize(PHONE);
  await openRowMenu(page, cmr.id);
  await timeAction(page, 'Preview', PAPER, 'paper view, CMR form, 390x844');
  const preview = page.getByRole('dialog', { name: `Preview: ${cmr.name}` });
  await expect(preview.getByRole('tab', { name: 'Form', selected: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('paper view: a CMR opens as its A4 page on a wide screen', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(WIDE);
  await openRowMenu(page, data().cmr.id);
  await timeAction(page, 'Preview', PDF_PAGE, 'paper view, CMR A4 page, 1440x900');
  expect(errors).toEqual([]);
});

test('sign screen: a CMR shows its signature boxes, then the pad', async ({ page }) => {
  const errors = collectErrors(page);
  const { cmr } = data();
  await page.setViewportSize(WIDE);
  await openRowMenu(page, cmr.id);
  await timeAction(page, 'Sign', PAPER, 'sign screen, CMR, 1440x900');
  const screen = page.getByRole('dialog', { name: `Sign: ${cmr.name}` });
  await screen.getByRole('button', { name: 'Sign as sender' }).click();
  await screen.getByRole('button', { name: 'Sign', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Handwritten signature' })
    .getByRole('button', { name: 'Next' })
    .click();
  const person = page.getByRole('dialog', { name: 'Who signs' });
  await person.getByLabel('Full name').fill('Piotr Nadawca');
  await watchPaint(page, PAD);
  await person.getByRole('button', { name: 'Next' }).click();
  await report(page, 'signature pad, 1440x900');
  expect(errors).toEqual([]);
});

test('sign screen: an uploaded PDF shows its pages to place the signature on', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(WIDE);
  await openRowMenu(page, data().pdf);
  await timeAction(page, 'Sign', PDF_PAGE, 'sign screen, uploaded PDF, 1440x900');
  const screen = page.getByRole('dialog', { name: 'Sign: Annex 3 pages' });
  await expect(screen.getByRole('button', { name: /^Page 3 of 3/ })).toBeVisible();
  expect(errors).toEqual([]);
});
