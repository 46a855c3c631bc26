import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { answered, COMPANY_API, companyClient } from '../support/api.ts';
import { DEMO } from '../support/data.ts';
import { INK_PNG, transitForDriver } from '../support/driver-transit.ts';
import { transitDocuments } from '../support/transit-documents.ts';
import { signIn } from '../support/ui.ts';

/**
 * "Sign all" on the driver's phone: at pickup the driver signs the carrier's box of the CMR and
 * two WZ with one drawing and one PIN; one WZ signed meanwhile by the office is reported by name
 * with its reason while the others sign; the two WZ are named apart (docs/decisions/0131).
 */

const PHONE = { width: 390, height: 844 };

/** A WZ generated from the transit's data. */
async function createWz(api: APIRequestContext, token: string, transit: number) {
  const client = companyClient(api, token);
  const generated = answered(
    await client.POST('/company/api/v1/generate-document-data/', { body: { transit, type: 1 } }),
    'WZ data',
  );
  const document = answered(
    await client.POST('/company/api/v1/transit-document/', {
      // The demo transit has no loading time; a WZ needs one.
      body: { transit, type: 1, document_data: { ...generated.document_data, time: '08:00' } },
    }),
    'WZ',
  );
  return { id: document.id, name: document.name };
}

/** A stroke across the pad, whatever the language names it. */
async function drawOnCanvas(page: Page): Promise<void> {
  const pad = page.locator('canvas').first();
  await expect(pad).toBeVisible();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 40 + step * 25, y + Math.sin(step) * 30, { steps: 2 });
  }
  await page.mouse.up();
}

test.describe('sign all on the driver phone', () => {
  test.use({ viewport: PHONE });

  test('the driver signs CMR and WZ at pickup with one drawing and one PIN; a WZ signed meanwhile is reported', async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const made = await transitForDriver(api, 'WGM 33ALL');
    const wz = await createWz(api, made.token, made.transit);
    const late = await createWz(api, made.token, made.transit);
    const card = page.getByRole('article', { name: made.number });

    await signIn(page, DEMO.driver, DEMO.password);
    const signAll = card.getByRole('button', { name: 'Sign all (3) – carrier' });
    await expect(signAll).toBeVisible({ timeout: 20_000 });
    await signAll.click();

    const list = page.getByRole('dialog', { name: 'Sign 3 documents at once' });
    // Two WZ of one transit share its number: they are told apart by their order.
    await expect(list.getByRole('list', { name: 'Documents to sign' })).toContainText(
      `${made.cmr.name}2.${wz.name} 1/23.${late.name} 2/2`,
    );

    // Meanwhile the office signs the carrier's box of the second WZ.
    const signed = await api.post(`${COMPANY_API}/sign-document-signature/`, {
      headers: { authorization: `Token ${made.token}` },
      multipart: {
        signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
        document: String(late.id),
        transit: String(made.transit),
        document_type: 'json',
        signed_by_type: 'carrier',
        signature_data: JSON.stringify({ sign_fullname: 'Olga Biuro', sign_method: 'on screen' }),
      },
    });
    expect(signed.ok(), await signed.text()).toBe(true);

    await list.getByRole('button', { name: 'Next' }).click();
    const pad = page.getByRole('dialog', { name: 'Sign once for 3 documents' });
    await drawOnCanvas(page);
    await pad.getByRole('button', { name: 'Next' }).click();

    const verify = page.getByRole('dialog', { name: 'Confirm once' });
    await verify.getByLabel('PIN').fill(DEMO.pin);
    await verify.getByRole('button', { name: 'Sign 3 documents' }).click();

    const result = page.getByRole('dialog', { name: '2 of 3 documents signed' });
    await expect(result).toContainText(`${made.cmr.name}Signed`);
    await expect(result).toContainText(`${wz.name} 1/2Signed`);
    await expect(result).toContainText(
      `${late.name} 2/2 could not be signed: This box has already been signed.`,
    );
    await result.getByRole('button', { name: 'Close' }).click();
    // The carrier's box is done: its offer is gone (the sender's and receiver's boxes remain).
    await expect(card.getByRole('button', { name: /^Sign all \(\d+\) – carrier$/ })).toHaveCount(0);

    const docs = await transitDocuments(api, made.token, made.transit);
    const carrierBox = (id: number) =>
      docs
        .find((doc) => doc.id === id)
        ?.signed_by.filter((entry) => ['carrier', 'driver'].includes(entry.signed_by_type)) ?? [];
    expect(carrierBox(made.cmr.id).map((entry) => entry.signed_by_type)).toEqual(['driver']);
    expect(carrierBox(wz.id).map((entry) => entry.signed_by_type)).toEqual(['driver']);
    // The WZ signed meanwhile keeps the office's signature only.
    expect(carrierBox(late.id).map((entry) => entry.signature_data?.sign_fullname)).toEqual([
      'Olga Biuro',
    ]);
  });
});
