import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO, uniquePhone } from '../support/data.ts';
import { INK_PNG } from '../support/driver-transit.ts';
import { createDemoTransitWithCmr } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { smsCodeFromOutbox } from '../support/outbox.ts';

const API = '/company/api/v1';

function signWith(
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

test('the owner proposes a correction to a signed CMR, the consignee approves it through his link with the SMS code, and the verification page shows both versions', async ({
  page,
  browser,
  api,
  app,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The dispatcher of the owner company (the seeded owner has no PIN).
  const token = await apiSignIn(api, DEMO.dispatcher, DEMO.password);
  const { transit, cmr } = await createDemoTransitWithCmr(api, token);
  const common = { document: String(cmr.id), transit: String(transit) };
  let linkToken = '';

  await test.step('the CMR is signed: sender and carrier in the app, the consignee through his link', async () => {
    for (const slot of ['sender', 'carrier']) {
      const signed = await signWith(api, `${API}/sign-document-signature/`, token, {
        ...common,
        signed_by_type: slot,
        signature_data: JSON.stringify({ sign_fullname: `Jan ${slot}`, sign_method: 'on screen' }),
      });
      expect(signed.ok(), await signed.text()).toBe(true);
    }
    const link = await api.post(`${API}/generate-token/`, {
      headers: { authorization: `Token ${token}` },
      data: { type: 'receiver', transit },
    });
    expect(link.ok(), await link.text()).toBe(true);
    linkToken = ((await link.json()) as { id: string }).id;
    const sentAfter = Date.now() - 1000;
    const code = await api.post(`${API}/sign-document-token-signature/${linkToken}/code/`, {
      data: { document: cmr.id, phone: uniquePhone() },
    });
    expect(code.ok(), await code.text()).toBe(true);
    await expect.poll(() => smsCodeFromOutbox(app.dataDir, sentAfter)).toBeTruthy();
    const signed = await signWith(api, `${API}/sign-document-token-signature/${linkToken}/`, null, {
      ...common,
      signed_by_type: 'receiver',
      signature_data: JSON.stringify({ sign_fullname: 'Ewa Odbiorca' }),
      code: smsCodeFromOutbox(app.dataDir, sentAfter) ?? '',
      first_name: 'Ewa',
      last_name: 'Odbiorca',
      company_name: 'Hurtownia',
    });
    expect(signed.ok(), await signed.text()).toBe(true);
  });

  await test.step('the owner proposes the correction and approves for his own boxes with the PIN', async () => {
    await signIn(page, DEMO.dispatcher, DEMO.password);
    await page.goto(`/documents/${transit}/documents`);
    await page.getByRole('button', { name: `Actions for ${cmr.name}` }).click();
    await page.getByRole('menuitem', { name: 'Corrections' }).click();
    const dialog = page.getByRole('dialog', { name: `Corrections: ${cmr.name}` });
    await dialog.getByRole('combobox', { name: 'Field to correct' }).click();
    await page.getByRole('option', { name: 'Special agreements' }).click();
    await dialog.getByRole('textbox', { name: 'New value' }).fill('Pallets returned at delivery');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Agreement left out');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(dialog).toContainText('Correction awaiting your approval');
    for (const party of ['Sender', 'Carrier']) {
      const group = dialog.getByRole('group', { name: `Decision for ${party}` });
      await group.getByLabel('Your PIN').fill(DEMO.pin);
      await group.getByRole('button', { name: `Approve as ${party}` }).click();
      await expect(group).toBeHidden();
    }
    // The consignee signed through his link: his box is his to decide.
    await expect(dialog.getByRole('group', { name: 'Decision for Consignee' })).toHaveCount(0);
    await expect(dialog).toContainText('Correction awaiting approval');
  });

  await test.step('the consignee approves through his link with the SMS code', async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/share/${linkToken}/documentPreview`);
    await phone.getByRole('textbox', { name: 'First name' }).fill('Ewa');
    await phone.getByRole('textbox', { name: 'Last name' }).fill('Odbiorca');
    await phone.getByRole('textbox', { name: 'Company name' }).fill('Hurtownia');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByRole('button', { name: `Actions for ${cmr.name}` }).click();
    await phone.getByRole('menuitem', { name: 'Corrections' }).click();
    const group = phone.getByRole('group', { name: 'Decision for Consignee' });
    const sentAfter = Date.now() - 1000;
    await group.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByText(/Code sent to/)).toBeVisible();
    await expect.poll(() => smsCodeFromOutbox(app.dataDir, sentAfter)).toBeTruthy();
    await group.getByLabel('Code').fill(smsCodeFromOutbox(app.dataDir, sentAfter) ?? '');
    await group.getByRole('button', { name: 'Approve as Consignee' }).click();
    await expect(phone.getByText(/Corrected: Agreement left out/)).toBeVisible();
    await context.close();
  });

  await test.step('the verification page shows the correction and both versions', async () => {
    const download = await api.get(`${API}/document/id/${cmr.id}/pdf`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(download.ok()).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'td-correction-'));
    const file = join(dir, 'cmr.pdf');
    writeFileSync(file, await download.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Pallets returned at delivery');
    const old = await api.get(`${API}/document/id/${cmr.id}/versions/1/pdf`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(old.ok()).toBe(true);
    const url = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]{20,}/.exec(text)?.[0];
    expect(url).toBeTruthy();
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const visitor = await context.newPage();
    await visitor.goto(new URL(url ?? '').pathname);
    await expect(visitor.getByText(/All signatures are intact/)).toBeVisible();
    await expect(visitor.getByText(/Corrected on .*, approved by .*Ewa Odbiorca/)).toBeVisible();
    const versions = visitor.getByRole('list', { name: 'Versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions).toContainText('Version 2 (current)');
    await context.close();
  });
});
