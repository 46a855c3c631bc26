import { expect, test } from '../support/fixtures.ts';
import { answered, companyClient } from '../support/api.ts';
import { DEMO } from '../support/data.ts';
import { INK_PNG, transitForDriver } from '../support/driver-transit.ts';
import {
  DRIVER_PHONE,
  OFFLINE_PLATE,
  drawSignature,
  goInApp,
  pdfText,
  registerPhoneKey,
  SIGNER,
} from '../support/offline-signing.ts';
import { transitDocuments } from '../support/transit-documents.ts';
import { signIn } from '../support/ui.ts';

/**
 * Signing offline: the driver records a reservation of box 18 with a photo, signs the CMR's
 * carrier box and adds a remark with a photo without a network; all are kept on the phone through
 * a reload and sent when the network returns in the order they were made (the reservation before
 * the signature that closes its box), with the device time (captured_at) before the server's,
 * and the PDF shows the signer.
 */

const REMARK = 'Pallet 3 wrapped again at the dock';
const RESERVATION = 'Two pallets with torn film at loading';

test.describe('driver offline', () => {
  test.use(DRIVER_PHONE);

  test('signs the CMR and adds a remark with a photo offline; both arrive after a reload and the network', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(180_000);
    const made = await transitForDriver(api, OFFLINE_PLATE);
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
      // Other specs on this server may have registered a key of the driver's already.
      const signingKeys = async () =>
        answered(
          await companyClient(api, made.driverToken).GET('/company/api/v1/signing-keys/'),
          'signing keys',
        ).length;
      const keysBefore = await signingKeys();
      await registerPhoneKey(page, made);
      await expect.poll(signingKeys, { timeout: 15_000 }).toBe(keysBefore + 1);
      await page.goto(signPath);
      await expect(page.getByRole('button', { name: 'Sign as carrier' })).toBeVisible({
        timeout: 30_000,
      });
    });

    const before = Date.now();

    await test.step('offline: records a reservation at taking over with a photo', async () => {
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Reservation at taking over' }).click();
      const form = page.getByRole('form', {
        name: "Carrier's reservation at taking over (box 18)",
      });
      await expect(form).toContainText('The reservation is kept on this phone');
      const firstLine = form.getByRole('checkbox').first();
      if (!(await firstLine.isChecked())) await firstLine.check();
      await form.getByLabel('Description').fill(RESERVATION);
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'loading.png', mimeType: 'image/png', buffer: INK_PNG });
      await form.getByRole('button', { name: 'Save reservation' }).click();
      // Kept on the phone: shown as waiting, its photo from the phone.
      const queued = page.getByRole('region', { name: 'Reservations (boxes 18 and 24)' });
      await expect(queued.getByText('Waiting to send')).toBeVisible();
      await expect(queued.getByText(RESERVATION)).toBeVisible();
      // Its thumbnail loads once it is on screen (from the phone: there is no network).
      await queued
        .getByRole('button', { name: 'Open Photo 1: Packaging damaged' })
        .scrollIntoViewIfNeeded();
      await expect(queued.getByRole('img', { name: 'Photo 1: Packaging damaged' })).toBeVisible();
    });

    await test.step('offline: signs the carrier box with the PIN on the phone', async () => {
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

    await test.step('a reload offline keeps all three, waiting', async () => {
      await goInApp(page, '/documents');
      await page.reload();
      // After a reload offline the card runs from the phone's copy; the queue is told either way.
      const queue = page.getByRole('status', { name: 'Sent from this phone' });
      await expect(queue).toContainText('Waiting to send: 3', { timeout: 30_000 });
      await expect(queue).toContainText(`Reservation on ${made.cmr.name}`);
    });

    await test.step('online: all are sent and the card says so', async () => {
      await context.setOffline(false);
      const card = page.getByRole('article', { name: made.number });
      await expect(card.getByRole('status', { name: 'Sent from this phone' })).toContainText(
        'Sent',
        { timeout: 30_000 },
      );
    });

    await test.step('the server has the reservation, with its photo and the device time', async () => {
      const listed = answered(
        await companyClient(api, made.token).GET('/company/api/v1/document-reservation/', {
          params: { query: { document: made.cmr.id } },
        }),
        'reservations',
      );
      const reservation = listed.find((entry) => entry.text === RESERVATION);
      expect(reservation).toMatchObject({ box: 'taking_over' });
      expect(reservation?.photos).toHaveLength(1);
      const capturedAt = Date.parse(reservation?.captured_at ?? '');
      expect(capturedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(capturedAt).toBeLessThan(Date.parse(reservation?.recorded_at ?? ''));
    });

    await test.step('the server has the signature and the remark with the device time before its own', async () => {
      const docs = await transitDocuments(api, made.token, made.transit);
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
      const text = await pdfText(api, made.token, `/document/id/${String(made.cmr.id)}/pdf`);
      expect(text).toContain(SIGNER);
    });
  });
});
