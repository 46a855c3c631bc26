import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { clusterAvailable, expect, test } from '../support/cluster.ts';
import { DEMO, uniqueEmail } from '../support/data.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { createDemoTransitWithCmr } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';

/**
 * The dispatcher's share-and-sign loop on a deployment of two instances behind a round-robin
 * proxy (PostgreSQL, Redis, one S3 bucket): every request, the mailed links and both browsers'
 * notification sockets land on whichever instance is next, so the loop only closes when the
 * instances share sessions, files and events. The same UI steps as sharing.spec.ts.
 */
test.skip(!clusterAvailable, 'the cluster needs PostgreSQL: set TEST_DATABASE_URL');

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

test('through the proxy the dispatcher shares a CMR by link, the outsider signs it, and the dispatcher sees it signed', async ({
  page,
  browser,
  api,
  mailbox,
  cluster,
}) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(api, DEMO.dispatcher, DEMO.password);
  const { transit, number, cmr } = await createDemoTransitWithCmr(api, token);
  const email = uniqueEmail('klaster');
  await signIn(page, DEMO.dispatcher, DEMO.password);
  const bell = page.locator('header [aria-label^="Notifications,"]');

  await test.step('the dispatcher shares the CMR by link to an e-mail', async () => {
    await page.goto(`/documents/${transit}/documents`);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('link', { name: 'Share documents' }).click();
    await page.getByRole('link', { name: 'By link (e-mail or SMS)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share by link (as receiver)' });
    await expect(dialog).toContainText('Chosen documents: 1');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Share' }).click();
    const result = page.getByRole('dialog', { name: 'Shared successfully' });
    await expect(result).toContainText('The documents are shared.');
    await result.getByRole('button', { name: 'OK' }).click();
  });
  const unreadBefore = unreadOf(await bell.getAttribute('aria-label'));

  const link = await mailbox.waitForLink(email, '/share/');
  // The mailed link names the deployment's public address: the proxy, not an instance.
  expect(link.startsWith(`${cluster.proxy.url}/share/`)).toBe(true);
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();

  await test.step('the outsider opens the mailed link and identifies', async () => {
    await outsider.goto(link);
    const who = outsider.getByRole('dialog', { name: 'Who are you?' });
    await who.getByRole('textbox', { name: 'First name' }).fill('Ola');
    await who.getByRole('textbox', { name: 'Last name' }).fill('Odbiorca');
    await who.getByRole('textbox', { name: 'Company name' }).fill('Odbiór Sp. z o.o.');
    await who.getByRole('button', { name: 'Continue' }).click();
    await expect(outsider.getByRole('heading', { name: `Transit ${number}` })).toBeVisible();
    await outsider.getByRole('link', { name: 'Preview documents' }).click();
  });

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
  });

  await test.step('the dispatcher hears of the signature without a reload', async () => {
    await expect
      .poll(async () => unreadOf(await bell.getAttribute('aria-label')), { timeout: 20_000 })
      .toBeGreaterThan(unreadBefore);
  });

  await test.step('the dispatcher sees the CMR signed, on screen and in its PDF', async () => {
    await page.goto(`/documents/${transit}/${cmr.id}/sign`);
    await expect(
      page.getByRole('group', { name: "Receiver's signature box (read-only)" }),
    ).toContainText('Signed by Ola Odbiorca', { timeout: 30_000 });
    const response = await api.get(`/company/api/v1/document/id/${cmr.id}/pdf`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(response.ok()).toBe(true);
    const file = join(mkdtempSync(join(tmpdir(), 'cluster-e2e-')), 'cmr.pdf');
    writeFileSync(file, await response.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ola Odbiorca');
  });

  await test.step('both instances served the loop, sockets included', () => {
    const stats = cluster.proxy.stats();
    test.info().annotations.push({ type: 'proxy requests', description: JSON.stringify(stats) });
    for (const instance of cluster.instances) {
      expect(stats[instance.url]?.requests ?? 0).toBeGreaterThan(10);
      expect(stats[instance.url]?.errors ?? 0).toBe(0);
    }
    const upgrades = cluster.instances.map((instance) => stats[instance.url]?.upgrades ?? 0);
    // Each page load of the signed-in dispatcher opens a notification socket (two page.goto).
    expect(upgrades.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
  });
  await outsiderContext.close();
});
