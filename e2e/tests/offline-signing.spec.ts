import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { apiJson, COMPANY_API } from '../support/api.ts';
import { DEMO } from '../support/data.ts';
import { createCmr, uploadPdf } from '../support/transit-documents.ts';
import { apiSignIn, signIn, signOut } from '../support/ui.ts';

/**
 * Issue 22: the driver signs the CMR's carrier box and adds a remark with a photo without a
 * network; both are kept on the phone through a reload and sent when the network returns, with
 * the device time (captured_at) before the server's (created_at), and the PDF shows the signer.
 */

const SIGNER = 'Adam Offline';
const REMARK = 'Pallet 3 wrapped again at the dock';
/** A 2x2 dark PNG: enough ink for the server to take it as a signature, and a photo. */
const INK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PLACE = {
  address: 'ul. Transportowa 1',
  zip_code: '00-001',
  town: 'Warszawa',
  country: 'PL',
  latitude: 52.2297,
  longitude: 21.0122,
};

type SignedBy = { signed_by_type: string; captured_at: string; created_at: string };
type Remark = { message: string; timestamp: string; captured_at?: string; files: unknown[] };
type Doc = { id: number; signed_by: SignedBy[]; remarks: Remark[] };

async function clientId(api: APIRequestContext, token: string, search: string): Promise<number> {
  const found = (await apiJson(api, token, 'GET', `/client/all_clients/?search=${search}`)) as {
    results: { id: number }[];
  };
  const id = found.results[0]?.id;
  if (id === undefined) throw new Error(`no demo contractor ${search}`);
  return id;
}

/** A transit the demo driver drives, its CMR signed by the sender (the carrier's box is next). */
async function transitForDriver(api: APIRequestContext) {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const driverToken = await apiSignIn(api, DEMO.driver, DEMO.password);
  const me = await api.get('/auth/api/v1/user/me/', {
    headers: { authorization: `Token ${driverToken}` },
  });
  const driver = ((await me.json()) as { id: number }).id;
  const [wholesaler, carrier] = await Promise.all([
    clientId(api, token, 'Hurtownia'),
    clientId(api, token, 'Trans-Kurier'),
  ]);
  const transit = await apiJson(api, token, 'POST', '/all-transit/', {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler,
    sender_location: [PLACE],
    receivers: [
      {
        client: wholesaler,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...PLACE, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client: carrier, driver, vehicle_not_from_system: 'WGM 22OFF' }],
  });
  const id = transit.id as number;
  const cmr = await createCmr(api, token, id);
  const signed = await api.post(`${COMPANY_API}/sign-document-signature/`, {
    headers: { authorization: `Token ${token}` },
    multipart: {
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
      document: String(cmr.id),
      transit: String(id),
      document_type: 'json',
      signed_by_type: 'sender',
      signature_data: JSON.stringify({ sign_fullname: 'Piotr Nadawca', sign_method: 'on screen' }),
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  return { transit: id, number: transit.transit_number as string, cmr, token, driverToken };
}

async function drawSignature(page: Page): Promise<void> {
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

/** The document versions the phone's queued signatures were made on (runs in the page). */
async function queuedVersions(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('transitdocs-offline');
    request.onerror = () => {
      reject(new Error('no offline database'));
    };
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('queue').objectStore('queue').getAll();
      all.onsuccess = () => {
        const items = all.result as { kind: string; offline?: string }[];
        db.close();
        resolve(
          items
            .filter((item) => item.kind === 'signature')
            .map(
              (item) =>
                (JSON.parse(item.offline ?? '{}') as { document_version: string }).document_version,
            ),
        );
      };
    };
  });
}

/** How many PDFs the phone keeps for offline use (runs in the page). */
async function keptPdfCount(): Promise<number> {
  const cache = await caches.open('transitdocs-offline-copy-v1');
  return (await cache.keys()).length;
}

/** Whether the phone keeps the PDF of a document for offline use (runs in the page). */
async function isPdfKept(documentId: number): Promise<boolean> {
  const cache = await caches.open('transitdocs-offline-copy-v1');
  return (await cache.keys()).some((request) => request.url.endsWith(`/${String(documentId)}.pdf`));
}

/** What is left of the offline copies on the phone (runs in the page). */
async function keptCopies(): Promise<{ records: number; hasPdfCache: boolean }> {
  const hasPdfCache = await caches.has('transitdocs-offline-copy-v1');
  const records = await new Promise<number>((resolve, reject) => {
    const request = indexedDB.open('transitdocs-offline');
    request.onerror = () => {
      reject(new Error('no offline database'));
    };
    request.onsuccess = () => {
      const db = request.result;
      const count = db.transaction('working-set').objectStore('working-set').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
    };
  });
  return { records, hasPdfCache };
}

/** Registers the phone's key: a PIN verification online (the box is not signed by it). */
async function registerPhoneKey(page: Page, made: { transit: number; cmr: { id: number } }) {
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
async function signQueued(page: Page): Promise<void> {
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

/** Opt-in screenshots of the refusal on the card (a folder in OFFLINE_REFUSAL_SHOTS). */
async function shootRefusal(page: Page, language: string): Promise<void> {
  const folder = process.env.OFFLINE_REFUSAL_SHOTS;
  if (!folder) return;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByTestId('offline-refused').first().scrollIntoViewIfNeeded();
    await page.screenshot({
      path: join(
        folder,
        `refusal-${language}-${String(viewport.width)}x${String(viewport.height)}.png`,
      ),
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Moves within the app without loading the page (offline, a load would lose the screens' data). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('driver offline', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 54.5189, longitude: 18.5305, accuracy: 20 },
  });

  test('signs the CMR and adds a remark with a photo offline; both arrive after a reload and the network', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(180_000);
    const made = await transitForDriver(api);
    const signPath = `/documents/${String(made.transit)}/${String(made.cmr.id)}/sign`;
    const remarksPath = `/documents/${String(made.transit)}/${String(made.cmr.id)}/remarks`;

    await test.step('online: the PIN of a signature registers the phone key', async () => {
      await signIn(page, DEMO.driver, DEMO.password);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The remarks screen is opened once online, so its code is on the phone.
      await page.goto(remarksPath);
      await expect(
        page
          .getByRole('form', { name: 'New delivery remark' })
          .or(page.getByRole('form', { name: 'New pick-up remark' })),
      ).toBeVisible({ timeout: 30_000 });
      await registerPhoneKey(page, made);
      await expect
        .poll(
          async () =>
            (
              (await apiJson(
                api,
                made.driverToken,
                'GET',
                '/signing-keys/',
              )) as unknown as unknown[]
            ).length,
          { timeout: 15_000 },
        )
        .toBe(1);
      await page.goto(signPath);
      await expect(page.getByRole('button', { name: 'Sign as carrier' })).toBeVisible({
        timeout: 30_000,
      });
    });

    const before = Date.now();

    await test.step('offline: signs the carrier box with the PIN on the phone', async () => {
      await context.setOffline(true);
      await expect(
        page.getByText('The signature is kept on this phone and sent when the network returns.', {
          exact: false,
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Sign as carrier' }).click();
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      const person = page.getByRole('dialog', { name: 'Who signs' });
      await person.getByLabel('Full name').fill(SIGNER);
      await person.getByRole('button', { name: 'Next' }).click();
      await drawSignature(page);
      await page
        .getByRole('dialog', { name: 'Sign in the box' })
        .getByRole('button', {
          name: 'Next',
        })
        .click();
      const pin = page.getByRole('dialog', { name: "Driver's PIN" });
      await pin.getByLabel("Driver's PIN").fill('9999');
      await pin.getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(pin).toContainText('Wrong PIN. Attempts left: 4');
      await pin.getByLabel("Driver's PIN").fill(DEMO.pin);
      await pin.getByRole('button', { name: 'Sign', exact: true }).click();
      const saved = page.getByRole('dialog', { name: 'Saved on the phone' });
      await expect(saved).toContainText('Saved on the phone, waiting to send.');
      await saved.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/documents$/);
    });

    await test.step('offline: adds a delivery remark with a photo', async () => {
      await goInApp(page, remarksPath);
      await page.getByRole('tab', { name: /^Delivery/ }).click();
      const form = page.getByRole('form', { name: 'New delivery remark' });
      await form.getByLabel('Message').fill(REMARK);
      await form.locator('input[type="file"]').setInputFiles({
        name: 'dock.png',
        mimeType: 'image/png',
        buffer: INK_PNG,
      });
      await form.getByRole('button', { name: 'Add remark' }).click();
      await expect(form.getByRole('status')).toHaveText('Saved on the phone, waiting to send.');
    });

    await test.step('a reload offline keeps both, waiting', async () => {
      await goInApp(page, '/documents');
      await page.reload();
      // After a reload offline the card runs from the phone's copy; the queue is told either way.
      await expect(page.getByRole('status', { name: 'Sent from this phone' })).toContainText(
        'Waiting to send: 2',
        { timeout: 30_000 },
      );
    });

    await test.step('online: both are sent and the card says so', async () => {
      await context.setOffline(false);
      const card = page.getByRole('article', { name: made.number });
      await expect(card.getByRole('status', { name: 'Sent from this phone' })).toContainText(
        'Sent',
        { timeout: 30_000 },
      );
    });

    await test.step('the server has both with the device time before its own', async () => {
      const docs = (await apiJson(
        api,
        made.token,
        'GET',
        `/document/${String(made.transit)}/`,
      )) as unknown as Doc[];
      const cmr = docs.find((doc) => doc.id === made.cmr.id);
      const carrier = cmr?.signed_by.find((entry) => entry.signed_by_type === 'carrier');
      expect(carrier).toBeDefined();
      const capturedAt = Date.parse(carrier?.captured_at ?? '');
      expect(capturedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(capturedAt).toBeLessThan(Date.parse(carrier?.created_at ?? ''));
      const remark = cmr?.remarks.find((entry) => entry.message === REMARK);
      expect(remark?.files).toHaveLength(1);
      expect(Date.parse(remark?.captured_at ?? '')).toBeLessThan(
        Date.parse(remark?.timestamp ?? ''),
      );
    });

    await test.step('the PDF shows the signature made offline', async () => {
      const response = await api.get(`${COMPANY_API}/document/id/${String(made.cmr.id)}/pdf`, {
        headers: { authorization: `Token ${made.token}` },
      });
      expect(response.ok()).toBe(true);
      const file = join(mkdtempSync(join(tmpdir(), 'offline-signing-e2e-')), 'cmr.pdf');
      writeFileSync(file, await response.body());
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(SIGNER);
    });
  });
  test('keeps the working set: after a reload offline the card and the CMR sign from the copy', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(90_000);
    const made = await transitForDriver(api);
    const annex = await uploadPdf(api, made.token, made.transit, 'Annex offline', 2);
    const card = page.getByRole('article', { name: made.number });
    const copyLine = card.getByTestId('offline-copy');

    await test.step('online: the phone key is registered and the card says the copy is kept', async () => {
      await signIn(page, DEMO.driver, DEMO.password);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await registerPhoneKey(page, made);
      await page.goto('/documents');
      await expect(copyLine).toHaveText('Saved for offline use', { timeout: 20_000 });
      // The uploaded PDF and pdf.js follow the data.
      await expect.poll(() => page.evaluate(keptPdfCount), { timeout: 20_000 }).toBe(1);
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .some((entry) => entry.name.includes('pdfjs')),
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
    });

    await test.step('offline after a reload: the card, its documents and the freshness line', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(copyLine).toContainText(/^Offline copy from \d\d:\d\d \(just now\)$/, {
        timeout: 20_000,
      });
      await card.getByRole('link', { name: 'Preview documents' }).click();
      await expect(page.getByText(made.cmr.name).first()).toBeVisible({ timeout: 20_000 });
      // The uploaded PDF shows from the phone's copy.
      await goInApp(page, `/documents/${String(made.transit)}/${String(annex)}/preview`);
      await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible({
        timeout: 20_000,
      });
      await goInApp(page, '/documents');
    });

    await test.step('offline: signs the carrier box of the copy with the PIN', async () => {
      await card.getByRole('link', { name: 'Sign main document' }).click();
      await expect(
        page.getByText('The signature is kept on this phone and sent when the network returns.', {
          exact: false,
        }),
      ).toBeVisible({ timeout: 20_000 });
      // The card's party (the receiver) is chosen; the driver takes his own box.
      await page.getByRole('button', { name: 'Sign as carrier' }).click();
      await signQueued(page);
      await expect(card.getByRole('status', { name: 'Sent from this phone' })).toContainText(
        'Waiting to send: 1',
      );
      // The queued signature is of the document as the copy has it: the server's version.
      const docs = (await apiJson(
        api,
        made.token,
        'GET',
        `/document/${String(made.transit)}/`,
      )) as unknown as (Doc & { version: string })[];
      const version = docs.find((doc) => doc.id === made.cmr.id)?.version;
      expect(await page.evaluate(queuedVersions)).toEqual([version]);
    });

    await test.step('online: it is sent, with the version of the copy', async () => {
      await context.setOffline(false);
      await expect(card.getByRole('status', { name: 'Sent from this phone' })).toContainText(
        'Sent',
        { timeout: 30_000 },
      );
      const docs = (await apiJson(
        api,
        made.token,
        'GET',
        `/document/${String(made.transit)}/`,
      )) as unknown as Doc[];
      const carrier = docs
        .find((doc) => doc.id === made.cmr.id)
        ?.signed_by.find((entry) => entry.signed_by_type === 'carrier');
      expect(carrier).toBeDefined();
      await expect(copyLine).toHaveText('Saved for offline use', { timeout: 20_000 });
    });

    await test.step('sign-out deletes the copy', async () => {
      await signOut(page);
      expect(await page.evaluate(keptCopies)).toEqual({ records: 0, hasPdfCache: false });
    });
  });

  test('a box signed meanwhile refuses the queued signature, told in English and Polish; an uploaded PDF signed offline arrives', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(180_000);
    const made = await transitForDriver(api);
    const annex = await uploadPdf(api, made.token, made.transit, 'Annex conflict', 2);
    const card = page.getByRole('article', { name: made.number });
    const queue = card.getByRole('status', { name: 'Sent from this phone' });
    const refusal = card.getByTestId('offline-refused');

    await test.step('online: the phone key and the working set with the uploaded PDF', async () => {
      await signIn(page, DEMO.driver, DEMO.password);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await registerPhoneKey(page, made);
      await page.goto('/documents');
      await expect(card.getByTestId('offline-copy')).toHaveText('Saved for offline use', {
        timeout: 20_000,
      });
      await expect.poll(() => page.evaluate(isPdfKept, annex), { timeout: 20_000 }).toBe(true);
    });

    await test.step('offline: signs the CMR carrier box and places a signature on the uploaded PDF', async () => {
      await context.setOffline(true);
      await card.getByRole('link', { name: 'Sign main document' }).click();
      await page.getByRole('button', { name: 'Sign as carrier' }).click();
      await signQueued(page);
      await expect(queue).toContainText('Waiting to send: 1');

      await goInApp(page, `/documents/${String(made.transit)}/${String(annex)}/sign`);
      await expect(
        page.getByText('The signature is kept on this phone and sent when the network returns.', {
          exact: false,
        }),
      ).toBeVisible({ timeout: 20_000 });
      await page.getByRole('radio', { name: 'Carrier' }).check();
      // The pages come from the phone's copy of the PDF.
      const secondPage = page.getByRole('button', { name: 'Page 2 of 2: click to choose a place' });
      await secondPage.scrollIntoViewIfNeeded({ timeout: 20_000 });
      const box = await secondPage.boundingBox();
      if (!box) throw new Error('page 2 has no box');
      await secondPage.click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
      await expect(page.getByText('The signature goes where the X is, on page 2.')).toBeVisible();
      await signQueued(page);
      await goInApp(page, '/documents');
      await expect(queue).toContainText('Waiting to send: 2');
    });

    await test.step('meanwhile the Admin signs the carrier box through the API', async () => {
      const signed = await api.post(`${COMPANY_API}/sign-document-signature/`, {
        headers: { authorization: `Token ${made.token}` },
        multipart: {
          signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
          document: String(made.cmr.id),
          transit: String(made.transit),
          document_type: 'json',
          signed_by_type: 'carrier',
          signature_data: JSON.stringify({ sign_fullname: 'Olga Biuro', sign_method: 'on screen' }),
        },
      });
      expect(signed.ok(), await signed.text()).toBe(true);
    });

    await test.step('online: the card says the CMR signature was refused; the PDF one is sent', async () => {
      await context.setOffline(false);
      await expect(refusal).toHaveText(
        `Signature on ${made.cmr.name}: Refused: While you were offline, someone else signed this box. Your signature was not added; it is kept in the document history.Dismiss`,
        { timeout: 30_000 },
      );
      await expect(queue).toContainText('Sent');
      await shootRefusal(page, 'en');
      const docs = (await apiJson(
        api,
        made.token,
        'GET',
        `/document/${String(made.transit)}/`,
      )) as unknown as (Doc & { signed_by: { sign_fullname?: string }[] })[];
      const carriers = (id: number) =>
        docs
          .find((doc) => doc.id === id)
          ?.signed_by.filter((entry) => entry.signed_by_type === 'carrier') ?? [];
      // The queued CMR signature was not applied; the uploaded PDF's was, with its device time.
      expect(carriers(made.cmr.id)).toHaveLength(1);
      expect(carriers(annex)).toHaveLength(1);
      const annexCarrier = carriers(annex)[0];
      expect(Date.parse(annexCarrier?.captured_at ?? '')).toBeLessThan(
        Date.parse(annexCarrier?.created_at ?? ''),
      );
    });

    await test.step('the history lists the refused attempt', async () => {
      const response = await api.get(`${COMPANY_API}/document/id/${String(made.cmr.id)}/history`, {
        headers: { authorization: `Token ${made.token}`, 'accept-language': 'en-GB' },
      });
      expect(response.ok()).toBe(true);
      const file = join(mkdtempSync(join(tmpdir(), 'offline-conflict-e2e-')), 'history.pdf');
      writeFileSync(file, await response.body());
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('offline signature refused (carrier)');
      expect(text).toContain(SIGNER);
    });

    await test.step('in Polish the reason is Polish; the driver dismisses it', async () => {
      await page.evaluate(() => {
        localStorage.setItem('language', 'pl');
      });
      await page.reload();
      await expect(refusal).toContainText(
        'Odrzucono: Gdy byłeś offline, ktoś inny podpisał to pole. Twój podpis nie został dodany; pozostaje w historii dokumentu.',
        { timeout: 30_000 },
      );
      await shootRefusal(page, 'pl');
      await refusal.getByRole('button', { name: 'Zamknij' }).click();
      await expect(refusal).toHaveCount(0);
      await expect(page.getByRole('status', { name: 'Wysłane z tego telefonu' })).toContainText(
        'Wysłano',
      );
    });
  });
});
