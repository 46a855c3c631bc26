import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { COMPANY_API } from '../support/api.ts';
import { DEMO } from '../support/data.ts';
import { INK_PNG, transitForDriver } from '../support/driver-transit.ts';
import {
  DRIVER_PHONE,
  OFFLINE_PLATE,
  goInApp,
  isPdfKept,
  pdfText,
  registerPhoneKey,
  signQueued,
  SIGNER,
} from '../support/offline-signing.ts';
import { transitDocuments, uploadPdf } from '../support/transit-documents.ts';
import { signIn } from '../support/ui.ts';

/**
 * Signing offline: a signature queued offline on a box someone else signed meanwhile is refused,
 * kept in the document's history and told on the card in the driver's language; a signature placed
 * on an uploaded PDF offline arrives with its device time.
 */

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

test.describe('driver offline', () => {
  test.use(DRIVER_PHONE);

  test('a box signed meanwhile refuses the queued signature, told in English and Polish; an uploaded PDF signed offline arrives', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(180_000);
    const made = await transitForDriver(api, OFFLINE_PLATE);
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
      const docs = await transitDocuments(api, made.token, made.transit);
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
      const text = await pdfText(api, made.token, `/document/id/${String(made.cmr.id)}/history`);
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
