import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO, uniqueEmail } from '../support/data.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { createDemoTransitWithCmr } from '../support/transit-documents.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

const API = '/company/api/v1';

/** A 2x2 red PNG: the remark's photo. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest signing code mailed to `address` after `already` mails had arrived. */
function signCodeIn(mailbox: Mailbox, address: string, already: number): string | null {
  for (const mail of mailbox.messages.slice(already).reverse()) {
    if (!mail.to.includes(address.toLowerCase())) continue;
    const found = /signing code (\d{6})/.exec(mail.text)?.[1];
    if (found) return found;
  }
  return null;
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

function unreadOf(name: string | null): number {
  const count = /Notifications, (\d+)\+? unread/.exec(name ?? '')?.[1];
  return count ? Number(count) : 0;
}

test('the owner shares a CMR by e-mail; the outsider identifies, remarks with a photo and signs with a one-time code; the owner hears it at once', async ({
  page,
  browser,
  api,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const { transit, number, cmr } = await createDemoTransitWithCmr(api, token);
  const email = uniqueEmail('odbiorca');
  await signIn(page, DEMO.owner, DEMO.password);
  // The bell's accessible name, read by its aria-label: an open dialog hides the top bar from
  // the accessibility tree, and closing dialogs would change the owner's page.
  const bell = page.locator('header [aria-label^="Notifications,"]');

  await test.step('the owner shares the chosen CMR by link to an e-mail', async () => {
    await page.goto(`/documents/${transit}/documents`);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('link', { name: 'Share documents' }).click();
    await page.getByRole('link', { name: 'By link (e-mail or SMS)' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${transit}/share/link$`));
    const dialog = page.getByRole('dialog', { name: 'Share by link (as receiver)' });
    await expect(dialog).toContainText('Chosen documents: 1');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Share' }).click();
    const result = page.getByRole('dialog', { name: 'Shared successfully' });
    await expect(result).toContainText('The documents are shared.');
    await expect(result).toContainText('The recipient will find the link in their mail.');
    await result.getByRole('button', { name: 'OK' }).click();
  });
  const unreadBefore = unreadOf(await bell.getAttribute('aria-label'));

  const link = await mailbox.waitForLink(email, '/share/');
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();

  await test.step('the outsider opens the mailed link and identifies', async () => {
    await outsider.goto(link);
    const who = outsider.getByRole('dialog', { name: 'Who are you?' });
    await who.getByRole('button', { name: 'Continue' }).click();
    await expect(who.getByText('This field is required.')).toHaveCount(3);
    await who.getByRole('textbox', { name: 'First name' }).fill('Ola');
    await who.getByRole('textbox', { name: 'Last name' }).fill('Odbiorca');
    await who.getByRole('textbox', { name: 'Company name' }).fill('Odbiór Sp. z o.o.');
    await who.getByRole('button', { name: 'Continue' }).click();
    await expect(outsider.getByRole('heading', { name: `Transit ${number}` })).toBeVisible();
    await expect(outsider.getByText('Adam Nowicki')).toBeVisible();
    await expect(outsider.getByText(/works for 14 days/)).toBeVisible();
    await expectNoSeriousA11yViolations(outsider);
    // Remembered in this browser: a reload does not ask again.
    await outsider.reload();
    await expect(outsider.getByRole('heading', { name: `Transit ${number}` })).toBeVisible();
    await expect(outsider.getByRole('dialog', { name: 'Who are you?' })).toHaveCount(0);
  });

  await test.step('the outsider previews the CMR and adds a remark with a photo', async () => {
    await outsider.getByRole('link', { name: 'Preview documents' }).click();
    await outsider.getByRole('button', { name: `Actions for ${cmr.name}` }).click();
    await outsider.getByRole('menuitem', { name: 'Preview' }).click();
    const preview = outsider.getByRole('dialog', { name: `Preview: ${cmr.name}` });
    await expect(preview.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
    await preview.getByRole('button', { name: 'OK' }).click();

    await outsider.getByRole('button', { name: `Actions for ${cmr.name}` }).click();
    await outsider.getByRole('menuitem', { name: 'Remarks' }).click();
    const remarks = outsider.getByRole('dialog', { name: new RegExp(cmr.name) });
    const form = remarks.locator('form');
    await form.getByRole('textbox', { name: 'Message' }).fill('Two pallets wet on arrival');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'wet.png',
      mimeType: 'image/png',
      buffer: PHOTO_PNG,
    });
    await form.getByRole('button', { name: 'Add remark' }).click();
    await expect(remarks.getByText('Two pallets wet on arrival')).toBeVisible();
    await expect(remarks.getByText('Odbiór Sp. z o.o.').first()).toBeVisible();
    // The photo is read back through the link (?token=), not with a session.
    const photo = remarks.getByRole('img', { name: /^Photo 1 by / });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await remarks.getByRole('button', { name: 'Close' }).last().click();
  });

  await test.step('the owner bell counts the remark without a reload', async () => {
    await expect
      .poll(async () => unreadOf(await bell.getAttribute('aria-label')), { timeout: 20_000 })
      .toBeGreaterThan(unreadBefore);
  });
  const unreadAfterRemark = unreadOf(await bell.getAttribute('aria-label'));

  await test.step('the outsider signs as receiver with the mailed one-time code', async () => {
    await outsider.getByRole('button', { name: `Actions for ${cmr.name}` }).click();
    await outsider.getByRole('menuitem', { name: 'Sign' }).click();
    await outsider.getByRole('button', { name: 'Sign as receiver' }).click();
    await outsider.getByRole('button', { name: 'Sign', exact: true }).click();
    const codeDialog = outsider.getByRole('dialog', { name: 'Confirm with a one-time code' });
    const already = mailbox.messages.length;
    await codeDialog.getByRole('button', { name: 'Send code' }).click();
    await expect(codeDialog).toContainText('The code was sent by e-mail to');
    await expect
      .poll(() => signCodeIn(mailbox, email, already), { timeout: 20_000 })
      .not.toBeNull();
    const code = signCodeIn(mailbox, email, already) ?? '';
    await codeDialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await codeDialog.getByRole('button', { name: 'Next' }).click();
    const padDialog = outsider.getByRole('dialog', { name: 'Sign here' });
    await drawSignature(outsider);
    await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    const result = outsider.getByRole('dialog', { name: 'Verification successful' });
    await expect(result).toContainText('The document has been signed.', { timeout: 30_000 });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(outsider).toHaveURL(/\/documentPreview$/);
  });

  await test.step('the owner bell counts the signature without a reload', async () => {
    await expect
      .poll(async () => unreadOf(await bell.getAttribute('aria-label')), { timeout: 20_000 })
      .toBeGreaterThan(unreadAfterRemark);
  });

  await test.step('the downloaded PDF shows the signature stamp', async () => {
    const response = await api.get(`${API}/document/id/${cmr.id}/pdf`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(response.ok()).toBe(true);
    const file = join(mkdtempSync(join(tmpdir(), 'sharing-e2e-')), 'cmr.pdf');
    writeFileSync(file, await response.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ola Odbiorca');
  });

  await test.step('a revoked (expired) link and a malformed one show a clear page', async () => {
    const linkToken = new URL(link).pathname.split('/')[2] ?? '';
    const revoked = await api.post(`${API}/revoke-token/`, {
      headers: { authorization: `Token ${token}` },
      data: { token: linkToken },
    });
    expect(revoked.status()).toBe(204);
    await outsider.goto(link);
    await expect(outsider.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await outsider.goto('/share/not-a-token');
    await expect(outsider.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });
  await outsiderContext.close();
});
