import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { freshEcmrFile, openEcmrImport } from '../support/ecmr-import.ts';
import { drawSignature } from '../support/offline-signing.ts';
import { expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

async function chooseMethod(page: Page, method: 'PIN') {
  const dialog = page.getByRole('dialog', { name: 'Handwritten signature' });
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

test('a dispatcher imports an eCMR in the web, sees the issuing platform’s signature and the carrier signs box 23 here', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.dispatcher, DEMO.password);

  await test.step('a file that is not an eCMR is refused, with the reason', async () => {
    await openEcmrImport(page);
    const dialog = page.getByRole('dialog', { name: 'Import eCMR' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'orders.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Sender;Receiver\nA;B\n'),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toContainText('The file is not an XML document');
  });

  await test.step('the eCMR becomes a transit', async () => {
    const dialog = page.getByRole('dialog', { name: 'Import eCMR' });
    await dialog.locator('input[type=file]').setInputFiles(freshEcmrFile());
    await expect(dialog).toContainText('Chosen: loginet-duisburg.xml');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const result = dialog.getByTestId('ecmr-import-result');
    await expect(result).toContainText(
      /Transit \S+ was created from the eCMR issued on LogiNet eCMR/,
    );
    await expect(result).toContainText('Boxes signed on the issuing platform: 1');
    await dialog.getByRole('button', { name: 'Open transit' }).click();
    await expect(page).toHaveURL(/\/documents\/\d+$/);
  });

  const transit = /\/documents\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await test.step('the sender box reads as signed on the issuing platform', async () => {
    await page.goto(`/documents/${transit}/documents`);
    await page.getByRole('button', { name: 'Actions for CMR' }).click();
    await page.getByRole('menuitem', { name: 'Sign' }).click();
    const senderBox = page.getByRole('group', { name: "Sender's signature box (read-only)" });
    await expect(senderBox).toContainText(
      /Signed on the issuing platform \(LogiNet eCMR\) by Klaus Becker, at 2026-12-03 \d\d:30/,
      { timeout: 30_000 },
    );
    await expect(page.getByRole('button', { name: 'Sign as sender' })).toHaveCount(0);
  });

  await test.step('the carrier signs box 23 here with the PIN', async () => {
    await page.getByRole('button', { name: 'Sign as carrier' }).click();
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
    await person.getByLabel('Full name').fill('Marek Zieliński');
    await person.getByRole('button', { name: 'Next' }).click();
    const padDialog = page.getByRole('dialog', { name: 'Sign in the box' });
    await drawSignature(page);
    await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Verification successful' });
    await expect(done).toContainText('The document has been signed.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/preview$/);
  });

  await test.step('both boxes read as signed: one there, one here', async () => {
    const url = page.url().replace(/\/preview$/, '/sign');
    await page.goto(url);
    await expect(
      page.getByRole('group', { name: "Carrier's signature box (read-only)" }),
    ).toContainText('Signed by Marek Zieliński', { timeout: 30_000 });
    await expect(
      page.getByRole('group', { name: "Sender's signature box (read-only)" }),
    ).toContainText('Signed on the issuing platform (LogiNet eCMR)');
  });
});
