import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COMPANY_API } from './api.ts';
import { DEMO } from './data.ts';

/**
 * Signing offline: the driver signs and adds remarks without a network; what the phone keeps is
 * sent when the network returns. The steps and probes the offline-signing specs share.
 */

/** The driver's phone, with its position for the signatures. */
export const DRIVER_PHONE = {
  viewport: { width: 390, height: 844 },
  permissions: ['geolocation'],
  geolocation: { latitude: 54.5189, longitude: 18.5305, accuracy: 20 },
};

/** Who signs on the phone while offline. */
export const SIGNER = 'Adam Offline';

/** The vehicle of the transits the offline specs make. */
export const OFFLINE_PLATE = 'WGM 22OFF';

export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await expect(pad).toBeVisible();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 30 + step * 25, y + Math.sin(step) * 25, { steps: 2 });
  }
  await page.mouse.up();
}

/** Whether the phone's IndexedDB holds a device key with the server's id (runs in the page). */
async function hasRegisteredKey(): Promise<boolean> {
  // Never the first to open it: that would make the database without the app's stores.
  const names = (await indexedDB.databases()).map((db) => db.name);
  if (!names.includes('transitdocs-offline')) return false;
  return new Promise((resolve) => {
    const request = indexedDB.open('transitdocs-offline');
    request.onerror = () => {
      resolve(false);
    };
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('device-keys')) {
        db.close();
        resolve(false);
        return;
      }
      const all = db.transaction('device-keys').objectStore('device-keys').getAll();
      all.onsuccess = () => {
        const records = all.result as { keyId: number | null }[];
        db.close();
        resolve(records.some((record) => record.keyId !== null));
      };
      all.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}

/** Whether the phone keeps the PDF of a document for offline use (runs in the page). */
export async function isPdfKept(documentId: number): Promise<boolean> {
  const cache = await caches.open('transitdocs-offline-copy-v1');
  return (await cache.keys()).some((request) => request.url.endsWith(`/${String(documentId)}.pdf`));
}

/** Registers the phone's key: a PIN verification online (the box is not signed by it). */
export async function registerPhoneKey(page: Page, made: { transit: number; cmr: { id: number } }) {
  await page.goto(`/documents/${String(made.transit)}/${String(made.cmr.id)}/sign`);
  await page.getByRole('button', { name: 'Sign as carrier' }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const method = page.getByRole('dialog', { name: 'Handwritten signature' });
  await method.getByRole('radio', { name: 'PIN' }).check();
  await method.getByRole('button', { name: 'Next' }).click();
  const pin = page.getByRole('dialog', { name: 'Confirm with your PIN' });
  await pin.getByLabel('PIN').fill(DEMO.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Verification successful' })).toBeVisible();
  // The phone keeps the key's id once the server has registered it.
  await expect.poll(() => page.evaluate(hasRegisteredKey), { timeout: 15_000 }).toBe(true);
}

/** The PIN step of an offline signature, after the box or the place was chosen. */
export async function signQueued(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const person = page.getByRole('dialog', { name: 'Who signs' });
  await person.getByLabel('Full name').fill(SIGNER);
  await person.getByRole('button', { name: 'Next' }).click();
  await drawSignature(page);
  await page
    .getByRole('dialog', { name: 'Sign in the box' })
    .getByRole('button', { name: 'Next' })
    .click();
  const pin = page.getByRole('dialog', { name: "Driver's PIN" });
  await pin.getByLabel("Driver's PIN").fill(DEMO.pin);
  await pin.getByRole('button', { name: 'Sign', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Saved on the phone' });
  await expect(saved).toContainText('Saved on the phone, waiting to send.');
  await saved.getByRole('button', { name: 'OK' }).click();
}

/** Moves within the app without loading the page (offline, a load would lose the screens' data). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The text of a PDF the company API serves at `path` (via pdftotext). */
export async function pdfText(
  api: APIRequestContext,
  token: string,
  path: string,
): Promise<string> {
  const response = await api.get(`${COMPANY_API}${path}`, {
    headers: { authorization: `Token ${token}`, 'accept-language': 'en-GB' },
  });
  expect(response.ok()).toBe(true);
  const file = join(mkdtempSync(join(tmpdir(), 'offline-signing-e2e-')), 'document.pdf');
  writeFileSync(file, await response.body());
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
