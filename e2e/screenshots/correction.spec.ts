import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO, uniquePhone } from '../support/data.ts';
import { INK_PNG } from '../support/driver-transit.ts';
import { createDemoTransitWithCmr } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';
import { smsCodeFromOutbox } from '../support/outbox.ts';

/**
 * Screenshots of the corrections of a signed CMR: the owner's "Propose correction" form with a
 * goods line's quantity chosen, his "Correction awaiting your approval" card with only the parts
 * that changed, and the consignee's card on his link, wide and on a
 * phone, in English and Polish. Written to CORRECTION_SHOTS.
 */
const SHOTS_DIR = shotsFolder('CORRECTION_SHOTS', 'correction');
const LANGUAGES = ['en-GB', 'pl'] as const;
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const API = '/company/api/v1';

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

function sign(
  api: APIRequestContext,
  url: string,
  token: string | null,
  fields: Record<string, string>,
) {
  return api.post(url, {
    headers: token ? { authorization: `Token ${token}` } : {},
    multipart: {
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
      document_type: 'json',
      ...fields,
    },
  });
}

test('the corrections of a signed CMR', async ({ page, browser, api, app, baseURL }) => {
  const token = await apiSignIn(api, DEMO.dispatcher, DEMO.password);
  const { transit, cmr } = await createDemoTransitWithCmr(api, token);
  const common = { document: String(cmr.id), transit: String(transit) };
  for (const slot of ['sender', 'carrier']) {
    const signed = await sign(api, `${API}/sign-document-signature/`, token, {
      ...common,
      signed_by_type: slot,
      signature_data: JSON.stringify({ sign_fullname: `Jan ${slot}`, sign_method: 'on screen' }),
    });
    expect(signed.ok()).toBe(true);
  }
  const link = await api.post(`${API}/generate-token/`, {
    headers: { authorization: `Token ${token}` },
    data: { type: 'receiver', transit },
  });
  const linkToken = ((await link.json()) as { id: string }).id;
  const sentAfter = Date.now() - 1000;
  await api.post(`${API}/sign-document-token-signature/${linkToken}/code/`, {
    data: { document: cmr.id, phone: uniquePhone() },
  });
  await expect.poll(() => smsCodeFromOutbox(app.dataDir, sentAfter)).toBeTruthy();
  const signed = await sign(api, `${API}/sign-document-token-signature/${linkToken}/`, null, {
    ...common,
    signed_by_type: 'receiver',
    signature_data: JSON.stringify({ sign_fullname: 'Ewa Odbiorca' }),
    code: smsCodeFromOutbox(app.dataDir, sentAfter) ?? '',
    first_name: 'Ewa',
    last_name: 'Odbiorca',
    company_name: 'Hurtownia',
  });
  expect(signed.ok()).toBe(true);

  await signIn(page, DEMO.dispatcher, DEMO.password);
  const openDialog = async () => {
    await page.goto(`/documents/${transit}/${cmr.id}/corrections`);
    await expect(page.getByRole('dialog')).toBeVisible();
  };
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await openDialog();
      await page.getByRole('combobox').first().click();
      // A part inside a field: the first goods line's quantity.
      await page
        .getByRole('option', { name: /(Goods|Towar) › 1 › (Quantity|Ilość)/ })
        .first()
        .click();
      await shoot(page, `propose-${language}-${size}`);
    }
  }
  // A nested change (a goods line's quantity inside the receivers) beside a top-level one: the
  // cards show only the parts that changed.
  const shown = await api.get(`${API}/transit-document/${cmr.id}/`, {
    headers: { authorization: `Token ${token}` },
  });
  const { document_data: data } = (await shown.json()) as {
    document_data: { receivers: { cargo: { quantity: number | null }[] }[] };
  };
  const receivers = structuredClone(data.receivers);
  const line = receivers[0]?.cargo[0];
  if (line) line.quantity = (line.quantity ?? 0) + 2;
  const proposed = await api.post(`${API}/transit-document/${cmr.id}/corrections/`, {
    headers: { authorization: `Token ${token}` },
    data: {
      changes: { specialAgreements: 'Pallets returned at delivery', receivers },
      reason: 'Agreement left out',
    },
  });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    const context = await browser.newContext({ baseURL });
    const phone = await context.newPage();
    await phone.goto(`/share/${linkToken}`);
    await phone.evaluate((lang) => {
      localStorage.setItem('language', lang);
    }, language);
    await phone.goto(`/share/${linkToken}/documentPreview`);
    await phone.getByRole('textbox').nth(0).fill('Ewa');
    await phone.getByRole('textbox').nth(1).fill('Odbiorca');
    await phone.getByRole('textbox').nth(2).fill('Hurtownia');
    await phone.getByRole('button').last().click();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await openDialog();
      await shoot(page, `awaiting-owner-${language}-${size}`);
      await phone.setViewportSize(viewport);
      await phone
        .getByRole('button', { name: new RegExp(cmr.name) })
        .first()
        .click();
      await phone
        .getByRole('menuitem')
        .filter({ hasText: /Corrections|Korekty/ })
        .click();
      await expect(phone.getByRole('dialog')).toBeVisible();
      await shoot(phone, `awaiting-link-${language}-${size}`);
      await phone.keyboard.press('Escape');
    }
    await context.close();
  }
});
