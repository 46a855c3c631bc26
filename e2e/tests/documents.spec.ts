import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { contractorId, createTransit, DEMO_PLACE } from '../support/transits.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

/** The sender's new name, with Polish letters the PDF must keep. */
const SENDER = 'Hurtownia Świętokrzyska Łódź Żółć';

/** A transit of the demo company with two receivers, made through the API for this test. */
async function createTwoReceiverTransit(api: APIRequestContext, token: string): Promise<number> {
  const wholesaler = await contractorId(api, token, 'Hurtownia');
  const forwarder = await contractorId(api, token, 'Müller');
  const carrier = await contractorId(api, token, 'Trans-Kurier');
  const transit = await createTransit(api, token, {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler,
    sender_location: [DEMO_PLACE],
    receivers: [
      {
        client: wholesaler,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...DEMO_PLACE, town: 'Kraków', zip_code: '30-701' }],
      },
      {
        client: forwarder,
        cargo: [{ name: 'Stal', quantity: 2 }],
        destiny_places: [
          { ...DEMO_PLACE, town: 'Hamburg', zip_code: '20095', country: 'DE', latitude: 53.55 },
        ],
      },
    ],
    carrier: [{ client: carrier, driver_not_from_system: 'Adam Nowicki' }],
  });
  return transit.id;
}

/** A one-page invoice PDF made here. */
async function invoicePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Invoice 1/2026', { x: 50, y: 780, size: 24, font });
  return Buffer.from(await pdf.save());
}

/** A PNG photo of `width` x `height` (a colour gradient), encoded here without a library. */
function photoPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, 120], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rowAction(page: Page, modal: Locator, name: string, action: string) {
  await modal.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Goes through the wizard's steps with Next until the preview (paper view) is shown. */
async function nextToPreview(page: Page, wizard: Locator): Promise<Locator> {
  const paper = wizard.getByRole('region', { name: 'CMR consignment note – paper view' });
  for (let step = 0; step < 8 && !(await paper.isVisible()); step += 1) {
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(paper).toBeVisible();
  return paper;
}

test('a CMR for two receivers is generated, edited, downloaded; an invoice is previewed; a remark with a photo is added', async ({
  page,
  api,
}) => {
  // A long journey through six dialogs on a shared two-core machine.
  test.setTimeout(180_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const transitId = await createTwoReceiverTransit(api, token);
  await signIn(page, DEMO.owner, DEMO.password);
  await page.goto(`/documents/${String(transitId)}/documents`);
  const modal = page.getByRole('dialog', { name: /^Documents of transit / });
  await expect(modal).toBeVisible();

  // Generate a CMR: two receivers give a main document and one sub-document each.
  await modal.getByRole('link', { name: 'Generate document' }).click();
  await page.getByRole('link', { name: /CMR consignment note/ }).click();
  const wizard = page.getByRole('dialog', { name: 'New document: CMR consignment note' });
  await expect(wizard).toBeVisible();
  await nextToPreview(page, wizard);
  await wizard.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Several receivers' })
    .getByRole('button', { name: 'Create documents' })
    .click();
  await expect(
    modal.getByRole('status').filter({ hasText: 'CMR consignment note saved.' }),
  ).toBeVisible();
  const groups = modal.getByRole('listitem');
  await expect(groups).toHaveCount(1);
  await expect(groups.first().getByRole('checkbox')).toHaveCount(3);
  await expect(groups.first().getByText('Main document')).toBeVisible();
  await expect(
    groups.first().getByRole('checkbox', { name: /^Select CMR for Spedition Müller/ }),
  ).toBeVisible();
  const mainName = (await groups.first().getByRole('checkbox').first().getAttribute('aria-label'))
    ?.replace(/^Select /, '')
    .trim();
  if (!mainName) throw new Error('the main document has no name');

  // Edit it in the wizard: a new sender name, seen on the paper view, saved with a message.
  await rowAction(page, modal, mainName, 'Edit');
  const editor = page.getByRole('dialog', { name: 'Edit document: CMR consignment note' });
  const senderName = editor.getByRole('group', { name: 'Sender' }).getByLabel('Name');
  await senderName.fill(SENDER);
  // The driver picker: the demo driver replaces the typed one and brings his tractor and trailer.
  const carrier = editor.getByRole('group', { name: 'Carrier 1' });
  for (let step = 0; step < 3; step += 1) {
    await editor.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await carrier.getByRole('combobox', { name: 'Driver', exact: true }).fill('Kierow');
  await page.getByRole('option', { name: 'Krzysztof Kierowca' }).click();
  await expect(carrier.getByRole('combobox', { name: 'Vehicle', exact: true })).toHaveValue(
    'WA 12345',
  );
  await expect(carrier.getByRole('combobox', { name: 'Semitrailer', exact: true })).toHaveValue(
    'WA 6789N',
  );
  const paper = await nextToPreview(page, editor);
  await expect(paper).toContainText(SENDER);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  // Saving an edit answers in a dialog (spec 2 §8); its OK goes on to the documents.
  const updated = page.getByRole('dialog', { name: 'The document has been updated' });
  await updated.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeVisible();

  // The PDF: a real PDF whose text keeps the Polish letters.
  const downloading = page.waitForEvent('download');
  await rowAction(page, modal, mainName, 'Download PDF');
  const download = await downloading;
  const folder = mkdtempSync(join(tmpdir(), 'documents-e2e-'));
  const pdfPath = join(folder, 'cmr.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-']).toString('utf8');
  expect(text.replace(/\s+/g, ' ')).toContain(SENDER);

  // Upload an invoice and preview it: pdf.js draws its page on a canvas.
  await modal.getByRole('link', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload document' });
  const invoicePath = join(folder, 'faktura.pdf');
  writeFileSync(invoicePath, await invoicePdf());
  await upload.getByLabel('Choose PDF file').setInputFiles(invoicePath);
  await upload.getByLabel('Document name (optional)').fill('Faktura 1/2026');
  await upload.getByLabel('Document type').selectOption({ label: 'Invoice' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    modal.getByRole('status').filter({ hasText: 'Document uploaded: Faktura 1/2026.' }),
  ).toBeVisible();
  await expect(modal.getByText('Faktura 1/2026', { exact: true })).toBeVisible();
  await rowAction(page, modal, 'Faktura 1/2026', 'Preview');
  const preview = page.getByRole('dialog', { name: 'Preview: Faktura 1/2026' });
  const pages = preview.getByRole('region', { name: 'Preview: Faktura 1/2026' });
  const firstPage = pages.getByRole('img', { name: 'Page 1 of 1' });
  await expect(firstPage).toBeVisible();
  const canvas = firstPage.locator('canvas');
  await expect(canvas).toBeVisible();
  // Drawn, not blank: some pixel of the page is dark (the invoice text).
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context) return false;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100) return true;
        return false;
      }),
    )
    .toBe(true);
  await preview.getByRole('button', { name: 'OK', exact: true }).click();

  // A delivery remark with a photo: resized on the device, its thumbnail in the thread.
  await rowAction(page, modal, mainName, 'Remarks');
  const remarks = page.getByRole('dialog', { name: `Remarks: ${mainName}` });
  await remarks.getByRole('tab', { name: /^Delivery/ }).click();
  const form = remarks.getByRole('form', { name: 'New delivery remark' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Paleta uszkodzona przy rozładunku');
  const photoPath = join(folder, 'paleta.png');
  writeFileSync(photoPath, photoPng(1800, 1200));
  await form.locator('input[type="file"]').setInputFiles(photoPath);
  await expect(form.getByRole('button', { name: 'Remove photo paleta.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Add remark' }).click();
  const remark = remarks.getByRole('listitem', { name: /^Remark by / });
  await expect(remark).toContainText('Paleta uszkodzona przy rozładunku');
  const thumbnail = remark.getByRole('img', { name: /^Photo 1 by / });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(900);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.height)).toBe(96);
  await expectNoSeriousA11yViolations(page);
});
