import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { COMPANY_API } from '../support/api.ts';
import { transitForDriver } from '../support/driver-transit.ts';
import { drawSignature, pdfText } from '../support/offline-signing.ts';
import { smsCodeFromOutbox } from '../support/outbox.ts';
import { apiSignIn, signIn } from '../support/ui.ts';

/** The UN/CEFACT eCMR schema the server keeps; xmllint resolves its imports beside it. */
const ECMR_XSD = resolve(
  fileURLToPath(import.meta.url),
  '../../../apps/server/schemas/uncefact-ecmr-1.0/eCMR_1p0.xsd',
);

/** A small photo as a phone camera would hand it over (a 4x4 PNG). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4IScHRwzEcQCxYxBBO0tjggAAAABJRU5ErkJggg==',
  'base64',
);

/** The receiver's contact in the demo data (Hurtownia Budowlana Kowalski): the SMS goes there. */
const RECEIVER_PHONE = '+48126000000';
const PHONE = { width: 390, height: 844 };

/** What the page reports for each dialog that covers the whole screen when it opens. */
const SCREEN_BINDING = 'screenShownForTest';

/**
 * Screens a phone went through: each new page (address) counts once, and so does each dialog
 * that covers the viewport when it opens (on a phone such a dialog replaces the page: the person
 * sees a new screen), named by its title. A dialog's own steps, and smaller dialogs, are steps of
 * a screen.
 */
async function screenCounter(page: Page): Promise<{ count: () => number; names: () => string[] }> {
  const seen = new Set<string>();
  await page.exposeFunction(SCREEN_BINDING, (name: string) => {
    seen.add(name);
  });
  await page.addInitScript((binding: string) => {
    const counted = new WeakSet<Element>();
    const report = (name: string) => {
      const exposed = Reflect.get(window, binding) as ((name: string) => Promise<void>) | undefined;
      if (exposed) void exposed(name);
    };
    const check = () => {
      for (const dialog of Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'))) {
        if (counted.has(dialog)) continue;
        const box = dialog.getBoundingClientRect();
        if (box.width < window.innerWidth * 0.95 || box.height < window.innerHeight * 0.95)
          continue;
        counted.add(dialog);
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        report(`dialog ${title ?? dialog.getAttribute('aria-label') ?? ''}`);
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'role'],
    });
  }, SCREEN_BINDING);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.add(`page ${new URL(page.url()).pathname}`);
  });
  return { count: () => seen.size, names: () => [...seen] };
}

test.use({ viewport: PHONE });

test("the receiver signs box 24 on his own phone from the driver's short code; the driver's card shows it without a reload", async ({
  page,
  browser,
  api,
  app,
}) => {
  test.setTimeout(180_000);
  const made = await transitForDriver(api, 'KR 24H0V');
  const driverScreens = await screenCounter(page);

  await signIn(page, DEMO.driver, DEMO.password);
  const card = page.getByRole('article', { name: made.number });
  await expect(card).toBeVisible();
  const driverStart = driverScreens.count();

  let code = '';
  await test.step('the driver opens the hand-over: a QR code and a short code', async () => {
    await card.getByRole('button', { name: 'Receiver signs on own phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receiver signs on own phone' });
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    code = ((await dialog.getByTestId('handover-code').textContent()) ?? '').replace(/\s/g, '');
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$/);
    await expect(dialog).toContainText('Waiting for the receiver to sign');
  });

  const receiverContext = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const receiver = await receiverContext.newPage();
  const receiverScreens = await screenCounter(receiver);

  await test.step('the receiver types the code at the short address and says who he is', async () => {
    await receiver.goto('/h');
    await receiver.getByLabel('Code from the driver').fill(code.toLowerCase());
    await receiver.getByRole('textbox', { name: 'First name' }).fill('Jan');
    await receiver.getByRole('textbox', { name: 'Last name' }).fill('Kowalski');
    await receiver.getByRole('textbox', { name: 'Company name' }).fill('Hurtownia Kowalski');
    await receiver.getByRole('button', { name: 'Open' }).click();
    await expect(receiver).toHaveURL(new RegExp(`/share/[^/]+/${String(made.cmr.id)}/sign$`));
  });

  await test.step('he confirms with the SMS code sent to the receiver and signs box 24', async () => {
    // Nothing more is asked: the link knows who he is from the short address.
    await expect(receiver.getByRole('dialog', { name: 'Who are you?' })).toHaveCount(0);
    // Before signing box 24 he records what is wrong with the goods, with a photo.
    await receiver.getByRole('button', { name: 'Reservation at delivery' }).click();
    const form = receiver.getByRole('form', {
      name: "Consignee's reservation at delivery (box 24)",
    });
    await form.getByLabel('Description').fill('Folia rozerwana na 2 paletach');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form).toContainText('1 photo');
    await form.getByRole('button', { name: 'Save reservation' }).click();
    // Listed as recorded on the link's screen: its box and its text (the carrier answers it).
    const recorded = receiver
      .getByRole('region', { name: 'Reservations (boxes 18 and 24)' })
      .getByText('Folia rozerwana na 2 paletach');
    await expect(recorded).toBeVisible();
    await expect(
      receiver.getByRole('region', { name: 'Reservations (boxes 18 and 24)' }).getByText('Box 24'),
    ).toBeVisible();
    const asReceiver = receiver.getByRole('button', { name: 'Sign as receiver' });
    if ((await asReceiver.getAttribute('aria-pressed')) !== 'true') await asReceiver.click();
    await receiver.getByRole('button', { name: 'Sign', exact: true }).click();
    const codeDialog = receiver.getByRole('dialog', { name: 'Confirm with a one-time code' });
    const sentAfter = Date.now() - 1000;
    await codeDialog.getByRole('button', { name: 'Send code' }).click();
    await expect(codeDialog).toContainText('SMS');
    await expect
      .poll(() => smsCodeFromOutbox(app.dataDir, sentAfter, RECEIVER_PHONE), { timeout: 20_000 })
      .not.toBeNull();
    const sms = smsCodeFromOutbox(app.dataDir, sentAfter, RECEIVER_PHONE) ?? '';
    await codeDialog.getByRole('textbox', { name: 'One-time code' }).fill(sms);
    await codeDialog.getByRole('button', { name: 'Next' }).click();
    const padDialog = receiver.getByRole('dialog', { name: 'Sign here' });
    await drawSignature(receiver);
    await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    // The result is the signing dialog's last state, not a new screen.
    const result = receiver.getByRole('dialog', { name: 'Verification successful' });
    await expect(result).toContainText('The document has been signed.', { timeout: 30_000 });
    await expect(receiver.getByRole('dialog')).toHaveCount(1);
  });

  await test.step("the driver's card says so without a reload", async () => {
    await expect(page.getByTestId('handover-signed')).toHaveText('Signed by receiver', {
      timeout: 20_000,
    });
  });

  await test.step('the carrier accepts the reservation; the CMR and its eCMR XML carry it', async () => {
    const token = await apiSignIn(api, DEMO.dispatcher, DEMO.password);
    const headers = { authorization: `Token ${token}` };
    const listed = await api.get(
      `${COMPANY_API}/document-reservation/?document=${String(made.cmr.id)}`,
      { headers },
    );
    const [reservation] = (await listed.json()) as { id: number; box: string; photos: unknown[] }[];
    expect(reservation).toMatchObject({ box: 'delivery' });
    expect(reservation?.photos).toHaveLength(1);
    const answered = await api.post(
      `${COMPANY_API}/document-reservation/${String(reservation?.id)}/answer/`,
      { headers, data: { answer: 'accepted', note: 'Uznane', pin: DEMO.pin } },
    );
    expect(answered.status(), await answered.text()).toBe(200);
    const text = await pdfText(api, token, `/document/id/${String(made.cmr.id)}/pdf`);
    expect(text).toContain('Folia rozerwana na 2 paletach');
    const xml = await api.get(`${COMPANY_API}/document/id/${String(made.cmr.id)}/xml`, {
      headers,
    });
    expect(xml.ok()).toBe(true);
    const file = join(mkdtempSync(join(tmpdir(), 'handover-e2e-')), 'ecmr.xml');
    writeFileSync(file, await xml.body());
    expect(readFileSync(file, 'utf8')).toContain('Folia rozerwana na 2 paletach');
    // Throws with xmllint's complaint when the XML is not valid against the schema.
    execFileSync('xmllint', ['--noout', '--schema', ECMR_XSD, file], { stdio: 'pipe' });
  });

  await test.step('the same code opens nothing a second time', async () => {
    const again = await receiverContext.newPage();
    await again.goto(`/h/${code}`);
    await again.getByRole('textbox', { name: 'First name' }).fill('Ktoś');
    await again.getByRole('textbox', { name: 'Last name' }).fill('Inny');
    await again.getByRole('textbox', { name: 'Company name' }).fill('Obcy');
    await again.getByRole('button', { name: 'Open' }).click();
    await expect(
      again.getByText('This hand-over code has already been used. Ask the driver for a new one.'),
    ).toBeVisible();
    await again.close();
  });

  // Screens each phone went through, from the driver's card to the code, and from the code to
  // the signature: the short address with his name, the link's signing page with the
  // reservation, the signing dialog (code, pad, result).
  expect(
    driverScreens.count() - driverStart + 1,
    driverScreens.names().join(', '),
  ).toBeLessThanOrEqual(3);
  expect(receiverScreens.count(), receiverScreens.names().join(', ')).toBeLessThanOrEqual(3);
  await receiverContext.close();
});
