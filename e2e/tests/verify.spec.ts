import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { createDemoTransitWithCmr } from '../support/transit-documents.ts';
import { apiSignIn, expectNoSeriousA11yViolations } from '../support/ui.ts';

const API = '/company/api/v1';
const SIGNER = 'Zofia Źrebiec-Łukasik';

/** A small RGBA PNG: a dark diagonal stroke (the signature). */
function signaturePng(width = 300, height = 120): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const on = Math.abs(y - (height / 2 + Math.sin(x / 20) * 40)) < 3;
      raw.set(on ? [20, 20, 120, 255] : [255, 255, 255, 0], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A CMR of a new demo transit, signed by the sender through the signing API. */
async function signedCmr(api: APIRequestContext, token: string): Promise<number> {
  const { transit, cmr } = await createDemoTransitWithCmr(api, token);
  const signed = await api.post(`${API}/sign-document-signature/`, {
    headers: { authorization: `Token ${token}` },
    multipart: {
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: signaturePng() },
      document: String(cmr.id),
      transit: String(transit),
      document_type: 'json',
      signed_by_type: 'sender',
      signature_data: JSON.stringify({
        sign_fullname: SIGNER,
        sign_company_name: 'Hurtownia Źródło',
        sign_method: 'on screen',
      }),
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  return cmr.id;
}

test('the QR address of a sealed PDF shows the signer and checks files', async ({
  api,
  browser,
  baseURL,
}) => {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const documentId = await signedCmr(api, token);
  const download = await api.get(`${API}/document/id/${documentId}/pdf`, {
    headers: { authorization: `Token ${token}` },
  });
  expect(download.ok()).toBe(true);
  const pdf = await download.body();

  const dir = mkdtempSync(join(tmpdir(), 'td-verify-'));
  const original = join(dir, 'cmr.pdf');
  writeFileSync(original, pdf);
  const text = execFileSync('pdftotext', ['-layout', original, '-'], { encoding: 'utf8' });
  const url = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]{20,}/.exec(text)?.[0];
  expect(url, 'the verification address printed on the PDF').toBeTruthy();
  const path = new URL(url ?? '').pathname;

  // A stranger: a fresh browser context with no session.
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Document verification' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signatures' })).toContainText(SIGNER);
  await expect(page.getByText(/All signatures are intact/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Check a file').setInputFiles(original);
  await expect(page.getByText('This file matches the signed document.')).toBeVisible();

  const changed = Buffer.from(pdf);
  const at = changed.indexOf('stream') + 30;
  changed[at] = (changed[at] ?? 0) ^ 0x01;
  const modified = join(dir, 'cmr-modified.pdf');
  writeFileSync(modified, changed);
  await page.getByLabel('Check a file').setInputFiles(modified);
  await expect(page.getByText(/This file does not match\./)).toBeVisible();
  await context.close();
});
