import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO, randomNip, uniqueEmail, uniquePhone } from '../support/data.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { answered, companyClient } from '../support/api.ts';
import { createCmr, transitDocuments } from '../support/transit-documents.ts';
import { contractorId, createTransit, DEMO_PLACE, type NewTransit } from '../support/transits.ts';
import { apiSignIn, signIn } from '../support/ui.ts';

/**
 * One rulebook decides who may do what (spec 1 §6, spec 2 §6); the browser shows only what it
 * allows. A receiver's link signs only its receiver's box, a transit shared in by another company
 * is read only, and the driver signs the main CMR from his card.
 */

const API = '/company/api/v1';

/** A 2x2 red PNG: enough ink for the server to take it as a signature. */
const INK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

type Made = {
  transit: number;
  number: string;
  receivers: { id: number; name: string }[];
  cmr: { id: number; name: string };
};

/** A transit of the demo company with a CMR generated from its data, made through the API. */
async function createTransitWithCmr(
  api: APIRequestContext,
  token: string,
  options: { twoReceivers: boolean; driver?: number },
): Promise<Made> {
  const wholesaler = await contractorId(api, token, 'Hurtownia');
  const forwarder = await contractorId(api, token, 'Spedition');
  const carrier = await contractorId(api, token, 'Trans-Kurier');
  const receivers: NonNullable<NewTransit['receivers']> = [
    {
      client: wholesaler,
      cargo: [{ name: 'Palety EUR', quantity: 10 }],
      destiny_places: [{ ...DEMO_PLACE, town: 'Kraków', zip_code: '30-701' }],
    },
  ];
  if (options.twoReceivers) {
    receivers.push({
      client: forwarder,
      cargo: [{ name: 'Stal', quantity: 2 }],
      destiny_places: [{ ...DEMO_PLACE, town: 'Hamburg', zip_code: '20095', country: 'DE' }],
    });
  }
  const mainCarrier =
    options.driver === undefined
      ? { client: carrier, driver_not_from_system: 'Adam Nowicki' }
      : { client: carrier, driver: options.driver };
  const carriers: NonNullable<NewTransit['carrier']> = [mainCarrier];
  if (options.twoReceivers) carriers.push({ client: forwarder, is_forwarder: true });
  const transit = await createTransit(api, token, {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler,
    sender_location: [DEMO_PLACE],
    receivers,
    carrier: carriers,
  });
  const cmr = await createCmr(api, token, transit.id);
  return {
    transit: transit.id,
    number: transit.transit_number,
    receivers: transit.receivers.map((r) => ({ id: r.id, name: r.client.name })),
    cmr,
  };
}

async function signaturesOf(
  api: APIRequestContext,
  token: string,
  transit: number,
  documentId: number,
) {
  const document = (await transitDocuments(api, token, transit)).find((d) => d.id === documentId);
  if (!document) throw new Error(`document ${documentId} is not in transit ${transit}`);
  return document.signed_by;
}

/** The newest link signing code mailed to `address` after `already` mails had arrived. */
function signCodeIn(mailbox: Mailbox, address: string, already: number): string | null {
  for (const mail of mailbox.messages.slice(already).reverse()) {
    if (!mail.to.includes(address.toLowerCase())) continue;
    const found = /signing code (\d{6})/.exec(mail.text)?.[1];
    if (found) return found;
  }
  return null;
}

async function waitForSignCode(mailbox: Mailbox, address: string, already: number) {
  await expect
    .poll(() => signCodeIn(mailbox, address, already), { timeout: 20_000 })
    .not.toBeNull();
  return signCodeIn(mailbox, address, already) ?? '';
}

async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await expect(pad).toBeVisible();
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad has no box');
  const y = box.y + box.height / 2;
  const step = Math.max(8, (box.width - 80) / 12);
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + 40 + i * step, y + Math.sin(i) * 20, { steps: 2 });
  }
  await page.mouse.up();
}

function slotBox(scope: Page | Locator, slot: 'sender' | 'carrier' | 'receiver'): Locator {
  return scope.getByRole('button', { name: `Sign as ${slot}`, exact: true });
}

/** A signing box a tap would sign in: enabled and saying so. */
async function expectSignable(box: Locator): Promise<void> {
  await expect(box).toBeEnabled();
  await expect(box).toHaveAccessibleDescription(/Tap to sign here|Selected: you sign here/);
}

const READ_ONLY_LABEL = {
  sender: "Sender's signature box (read-only)",
  carrier: "Carrier's signature box (read-only)",
  receiver: "Receiver's signature box (read-only)",
} as const;

/** A box shown but not offered: a read-only box, never a button inviting a tap. */
async function expectReadOnly(page: Page, slot: 'sender' | 'carrier' | 'receiver'): Promise<void> {
  const box = page.getByRole('group', { name: READ_ONLY_LABEL[slot], exact: true });
  await expect(box).toBeVisible();
  await expect(box).not.toContainText(/Tap to sign here|Selected: you sign here/);
  await expect(slotBox(page, slot)).toHaveCount(0);
}

/** The link's own signing call, as the outsider's browser makes it (multipart, `?token=`). */
async function linkSign(
  api: APIRequestContext,
  linkToken: string,
  fields: { document: number; transit: number; slot: string; receiver?: number; code: string },
) {
  return api.post(
    `${API}/sign-document-token-signature/${linkToken}/?token=${encodeURIComponent(linkToken)}`,
    {
      multipart: {
        document: String(fields.document),
        transit: String(fields.transit),
        document_type: 'json',
        signed_by_type: fields.slot,
        ...(fields.receiver === undefined ? {} : { receiver_id: String(fields.receiver) }),
        signature_data: JSON.stringify({
          sign_fullname: 'Ola Odbiorca',
          sign_company_name: 'Odbiór Sp. z o.o.',
          sign_method: 'sms',
        }),
        code: fields.code,
        first_name: 'Ola',
        last_name: 'Odbiorca',
        company_name: 'Odbiór Sp. z o.o.',
        signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
      },
    },
  );
}

async function requestLinkCode(api: APIRequestContext, linkToken: string, document: number) {
  const response = await api.post(
    `${API}/sign-document-token-signature/${linkToken}/code/?token=${encodeURIComponent(linkToken)}`,
    // The visitor's language picks the mail's; the code is read from the English one.
    { data: { document }, headers: { 'accept-language': 'en-GB' } },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

test("a receiver's link signs only the receiver box", async ({ page, browser, api, mailbox }) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const made = await createTransitWithCmr(api, token, { twoReceivers: true });
  const [first, second] = made.receivers;
  if (!first || !second) throw new Error('the transit has not two receivers');
  const email = uniqueEmail('odbiorca-1');
  await signIn(page, DEMO.owner, DEMO.password);

  await test.step('the share dialog defaults to Receiver and shares for the first receiver', async () => {
    await page.goto(`/documents/${made.transit}/documents`);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('link', { name: 'Share documents' }).click();
    await page.getByRole('link', { name: 'By link (e-mail or SMS)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share by link (as receiver)' });
    await expect(dialog).toBeVisible();
    const actsAs = dialog.getByRole('radiogroup', { name: 'The other side acts as' });
    await expect(actsAs.getByRole('radio', { name: 'Receiver', exact: true })).toBeChecked();
    await chooseReceiver(dialog, 1, first.name);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Shared successfully' });
    await expect(result).toContainText('The documents are shared.');
    await result.getByRole('button', { name: 'OK' }).click();
  });

  const link = await mailbox.waitForLink(email, '/share/');
  const linkToken = new URL(link).pathname.split('/')[2] ?? '';
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();

  await test.step('the outsider identifies and opens the signing of the CMR', async () => {
    await outsider.goto(link);
    const who = outsider.getByRole('dialog', { name: 'Who are you?' });
    await who.getByRole('textbox', { name: 'First name' }).fill('Ola');
    await who.getByRole('textbox', { name: 'Last name' }).fill('Odbiorca');
    await who.getByRole('textbox', { name: 'Company name' }).fill('Odbiór Sp. z o.o.');
    await who.getByRole('button', { name: 'Continue' }).click();
    await expect(outsider.getByRole('heading', { name: `Transit ${made.number}` })).toBeVisible();
    await outsider.getByRole('link', { name: 'Preview documents' }).click();
    await outsider
      .getByRole('button', { name: `Actions for ${made.cmr.name}`, exact: true })
      .click();
    await outsider.getByRole('menuitem', { name: 'Sign' }).click();
    await expect(outsider.getByRole('heading', { name: `Sign: ${made.cmr.name}` })).toBeVisible();
  });

  await test.step('only the receiver box offers signing; sender and carrier are read-only', async () => {
    await expectSignable(slotBox(outsider, 'receiver'));
    await expectReadOnly(outsider, 'sender');
    await expectReadOnly(outsider, 'carrier');
  });

  await test.step("even with a valid code, the link may not sign another party's box", async () => {
    const attempts = [
      { slot: 'sender' },
      { slot: 'carrier' },
      { slot: 'receiver', receiver: second.id },
    ];
    for (const attempt of attempts) {
      // A valid fresh code each time: the refusal must come from the party, not from the code.
      const already = mailbox.messages.length;
      await requestLinkCode(api, linkToken, made.cmr.id);
      const code = await waitForSignCode(mailbox, email, already);
      const response = await linkSign(api, linkToken, {
        document: made.cmr.id,
        transit: made.transit,
        code,
        ...attempt,
      });
      const body = await response.text();
      const said = `${JSON.stringify(attempt)} answered: ${body.slice(0, 300)}`;
      expect(response.status(), said).toBe(403);
      expect(body, said).toContain('slot_not_permitted');
    }
    expect(await signaturesOf(api, token, made.transit, made.cmr.id)).toEqual([]);
  });

  await test.step('the receiver signs its box with the mailed one-time code', async () => {
    await slotBox(outsider, 'receiver').click();
    await outsider.getByRole('button', { name: 'Sign', exact: true }).click();
    // A main document with two receivers: a link for one of them never signs for the other.
    const whoSigns = outsider.getByRole('dialog', { name: 'Who is signing?' });
    const codeDialog = outsider.getByRole('dialog', { name: 'Confirm with a one-time code' });
    await expect(whoSigns.or(codeDialog)).toBeVisible();
    if (await whoSigns.isVisible()) {
      // Left out or shown disabled: either way it cannot be chosen.
      const other = whoSigns.getByRole('radio', { name: second.name });
      if ((await other.count()) > 0) await expect(other).toBeDisabled();
      await whoSigns.getByRole('radio', { name: first.name }).check();
      await whoSigns.getByRole('button', { name: 'Next' }).click();
    }
    await expect(codeDialog).toContainText('You sign as Receiver');
    const already = mailbox.messages.length;
    await codeDialog.getByRole('button', { name: 'Send code' }).click();
    await expect(codeDialog).toContainText('The code was sent by e-mail to');
    const code = await waitForSignCode(mailbox, email, already);
    await codeDialog.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await codeDialog.getByRole('button', { name: 'Next' }).click();
    const padDialog = outsider.getByRole('dialog', { name: 'Sign here' });
    await drawSignature(outsider);
    await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    const result = outsider.getByRole('dialog', { name: 'Verification successful' });
    await expect(result).toContainText('The document has been signed.', { timeout: 30_000 });
    await result.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('the document holds one receiver signature, for that receiver', async () => {
    const signatures = await signaturesOf(api, token, made.transit, made.cmr.id);
    expect(signatures.map((s) => [s.signed_by_type, s.receiver_id])).toEqual([
      ['receiver', first.id],
    ]);
  });

  await outsiderContext.close();
});

/** The share dialog's receiver chooser: one radio per receiver, "Receiver n: name". */
async function chooseReceiver(dialog: Locator, index: number, name: string): Promise<void> {
  const chooser = dialog.getByRole('radiogroup', { name: 'Which receiver' });
  const option = chooser.getByRole('radio', { name: `Receiver ${index}: ${name}`, exact: true });
  await option.check();
  await expect(option).toBeChecked();
}

test('a transit shared in by another company shows no edit, finish, generate or upload', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const made = await createTransitWithCmr(api, token, { twoReceivers: false });

  // Company B registers in the product; the demo company shares the transit in to it.
  const ownerB = uniqueEmail('owner-b');
  const nip = randomNip();
  const registration = await api.post('/auth/api/v1/admin-user/', {
    data: {
      first_name: 'Beata',
      last_name: 'Bednarek',
      email: ownerB,
      password: 'Tajne123!',
      regulations_accepted: true,
      company: {
        name: 'Bednarek Odbiór',
        address: 'ul. Portowa 7',
        zip_code: '81-300',
        town: 'Gdynia',
        country: 'PL',
        nip,
        vies: `PL${nip}`,
        phone: uniquePhone(),
      },
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const tokenB = await apiSignIn(api, ownerB, 'Tajne123!');
  const meB = (await (
    await api.get('/auth/api/v1/user/me/', { headers: { authorization: `Token ${tokenB}` } })
  ).json()) as { company: { id: number } };
  answered(
    await companyClient(api, token).POST('/company/api/v1/share-transit/', {
      body: { transit: made.transit, company_gt_id: meB.company.id, as: 'receiver' },
    }),
    'share',
  );

  await signIn(page, ownerB, 'Tajne123!');

  await test.step('the transit page offers no Edit, Finish or Delete', async () => {
    await page.goto(`/documents/${made.transit}`);
    const transitPage = page.getByRole('dialog', { name: `Transit ${made.number}` });
    await expect(transitPage.getByText('Shared with us')).toBeVisible();
    await expect(transitPage.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
    for (const name of ['Edit', 'Finish', 'Delete']) {
      await expect(transitPage.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(transitPage.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });

  await test.step('the documents modal offers no Generate or Upload; preview works', async () => {
    await page
      .getByRole('dialog', { name: `Transit ${made.number}` })
      .getByRole('link', { name: 'Documents', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: `Documents of transit ${made.number}` });
    const actions = modal.getByRole('button', {
      name: `Actions for ${made.cmr.name}`,
      exact: true,
    });
    await expect(actions).toBeVisible();
    for (const name of ['Generate document', 'Upload document']) {
      await expect(modal.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(modal.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await actions.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Preview', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${made.cmr.name}` });
    await expect(preview.getByRole('img', { name: /^Page 1 of / })).toBeVisible({
      timeout: 30_000,
    });
  });
});

test.describe('driver', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the driver signs the main CMR from his card on a phone viewport', async ({ page, api }) => {
    test.setTimeout(180_000);
    const token = await apiSignIn(api, DEMO.owner, DEMO.password);
    const driverToken = await apiSignIn(api, DEMO.driver, DEMO.password);
    const driver = (await (
      await api.get('/auth/api/v1/user/me/', { headers: { authorization: `Token ${driverToken}` } })
    ).json()) as { id: number };
    const made = await createTransitWithCmr(api, token, { twoReceivers: false, driver: driver.id });

    await test.step('the CMR generated with one receiver is the main document', async () => {
      const cmr = (await transitDocuments(api, token, made.transit)).find(
        (d) => d.id === made.cmr.id,
      );
      expect(cmr?.is_main_document).toBe(true);
    });

    await signIn(page, DEMO.driver, DEMO.password);
    const card = page.getByRole('article', { name: made.number });
    await expect(card).toBeVisible();
    // A link when it leads somewhere, a disabled button (saying why) when it does not.
    const tile = card
      .getByRole('link', { name: /Sign main document/ })
      .or(card.getByRole('button', { name: /Sign main document/ }));

    await test.step('the Sign tile is enabled and opens the signing of the main CMR', async () => {
      await expect(tile).toBeEnabled();
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`/documents/(${made.transit}/)?${made.cmr.id}/sign`));
      await expect(page.getByRole('heading', { name: `Sign: ${made.cmr.name}` })).toBeVisible();
    });

    let signedSlot: 'sender' | 'carrier' | 'receiver' = 'sender';
    await test.step('the driver signs with his PIN', async () => {
      // The driver's flow may have chosen the current party's box already (the sender first).
      const chosen = page.locator('button[aria-pressed="true"][aria-label^="Sign as "]');
      if ((await chosen.count()) > 0) {
        const label = (await chosen.first().getAttribute('aria-label')) ?? '';
        signedSlot = label.replace('Sign as ', '') as typeof signedSlot;
      } else {
        await expectSignable(slotBox(page, 'sender'));
        await slotBox(page, 'sender').click();
      }
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      const method = page.getByRole('dialog', { name: 'Handwritten signature' });
      const pin = page.getByRole('dialog', { name: 'Confirm with your PIN' });
      await expect(method.or(pin)).toBeVisible();
      if (await method.isVisible()) {
        await method.getByRole('radio', { name: 'PIN' }).check();
        await method.getByRole('button', { name: 'Next' }).click();
      }
      await pin.getByLabel('PIN').fill(DEMO.pin);
      await pin.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByRole('dialog', { name: 'Verification successful' })
        .getByRole('button', { name: 'Continue to the signature' })
        .click();
      const person = page.getByRole('dialog', { name: 'Who signs' });
      await expect(person).toBeVisible();
      await person.getByLabel('Full name').fill('Piotr Nadawca');
      await person.getByRole('button', { name: 'Next' }).click();
      const padDialog = page.getByRole('dialog', { name: 'Sign in the box' });
      await drawSignature(page);
      await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();
    });

    await test.step('the signature is on the main CMR and the driver is told so', async () => {
      await expect
        .poll(
          async () =>
            (await signaturesOf(api, token, made.transit, made.cmr.id)).map(
              (s) => s.signed_by_type,
            ),
          { timeout: 30_000 },
        )
        .toEqual([signedSlot]);
      const result = page.getByRole('dialog', { name: 'Verification successful' });
      await expect(result).toContainText('The document has been signed.');
      await result.getByRole('button', { name: 'OK' }).click();
    });
  });
});
