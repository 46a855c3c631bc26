import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { transitForDriver } from '../support/driver-transit.ts';
import {
  DRIVER_PHONE,
  OFFLINE_PLATE,
  goInApp,
  isPdfKept,
  registerPhoneKey,
  signQueued,
} from '../support/offline-signing.ts';
import { transitDocuments, uploadPdf } from '../support/transit-documents.ts';
import { signIn, signOut } from '../support/ui.ts';

/**
 * Signing offline: the driver's working set (his transits, their documents and uploaded PDFs) is
 * kept on the phone; after a reload offline the card and the CMR sign from that copy, the signature
 * is sent with the copy's document version, and signing out deletes the copy.
 */

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

test.describe('driver offline', () => {
  test.use(DRIVER_PHONE);

  test('keeps the working set: after a reload offline the card and the CMR sign from the copy', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(90_000);
    const made = await transitForDriver(api, OFFLINE_PLATE);
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
      await expect.poll(() => page.evaluate(isPdfKept, annex), { timeout: 20_000 }).toBe(true);
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
      const docs = await transitDocuments(api, made.token, made.transit);
      const version = docs.find((doc) => doc.id === made.cmr.id)?.version;
      expect(await page.evaluate(queuedVersions)).toEqual([version]);
    });

    await test.step('online: it is sent, with the version of the copy', async () => {
      await context.setOffline(false);
      await expect(card.getByRole('status', { name: 'Sent from this phone' })).toContainText(
        'Sent',
        { timeout: 30_000 },
      );
      const docs = await transitDocuments(api, made.token, made.transit);
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
});
