import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { connectedSubcontractor } from '../support/subcontractor.ts';
import { signIn, signOut } from '../support/ui.ts';

// A forwarder gives a run to a connected company and names that company's driver and tractor;
// the driver finds the run on his card (spec 2 §4).
test("the demo company picks connected company B's driver; he sees the transit on his card", async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const b = await connectedSubcontractor(api, mailbox);

  await signIn(page, DEMO.owner, DEMO.password);
  await page.getByRole('button', { name: 'Add transit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New transit' });
  await form.getByLabel('Loading date', { exact: true }).fill('2026-12-01');
  const loading = form.getByRole('group', { name: 'Loading place 1', exact: true });
  await loading.getByLabel('Address', { exact: true }).fill('ul. Magazynowa 3');
  await loading.getByLabel('Postcode', { exact: true }).fill('30-001');
  await loading.getByLabel('City', { exact: true }).fill('Kraków');
  await loading.getByLabel('Country', { exact: true }).selectOption('PL');

  // The carrier is company B: its driver is offered, and brings B's tractor.
  const carrier = form.getByRole('group', { name: 'Main carrier', exact: true });
  await carrier.getByRole('combobox', { name: 'Contractor', exact: true }).fill('Podwykonawca');
  await page.getByRole('option', { name: b.name }).click();
  await carrier.getByRole('combobox', { name: 'Driver', exact: true }).fill('Ziel');
  await page.getByRole('option', { name: b.driver.name }).click();
  await expect(carrier.getByRole('combobox', { name: 'Vehicle', exact: true })).toHaveValue(
    b.tractor,
  );

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const added = page.getByRole('dialog', { name: 'Transit added successfully' });
  await added.getByRole('button', { name: 'OK' }).click();
  const transitPage = page.getByRole('dialog', { name: /^Transit \d{4}\/\d+$/ });
  await expect(transitPage).toContainText(b.driver.name);
  const heading = transitPage.getByRole('heading', { name: /^Transit \d{4}\/\d+$/ });
  const transitNumber = /\d{4}\/\d+/.exec((await heading.textContent()) ?? '')?.[0];
  if (!transitNumber) throw new Error('no transit number on the page');

  await signOut(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, b.driver.email, b.driver.password);
  await expect(page.getByRole('heading', { name: 'My transit' })).toBeVisible();
  await expect(page.getByRole('article', { name: transitNumber })).toBeVisible();
});
