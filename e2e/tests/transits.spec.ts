import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { createDemoTransit } from '../support/transit-documents.ts';
import { getTransit } from '../support/transits.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

/** Types into an autocomplete and picks the option whose text matches. */
async function choose(
  page: Page,
  scope: Locator,
  label: string,
  typed: string,
  option: RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillCoordinates(group: Locator, latitude: string, longitude: string): Promise<void> {
  await group.getByLabel('Latitude', { exact: true }).fill(latitude);
  await group.getByLabel('Longitude', { exact: true }).fill(longitude);
}

test('a dispatcher creates a transit with two receivers and two carriers', async ({ page }) => {
  await signIn(page, DEMO.owner, DEMO.password);
  await page.getByRole('button', { name: 'Add transit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New transit' });
  await expect(form).toBeVisible();

  await form.getByLabel('Loading date', { exact: true }).fill('2026-12-01');
  await form.getByLabel('Loading time', { exact: true }).fill('08:30');
  await form.getByLabel('Unloading date', { exact: true }).fill('2026-12-03');

  const sender = form.getByRole('group', { name: 'Sender', exact: true });
  await choose(page, sender, 'Contractor', 'Hurtownia', /Hurtownia Budowlana Kowalski/);
  const loading = form.getByRole('group', { name: 'Loading place 1', exact: true });
  await loading.getByLabel('Address', { exact: true }).fill('ul. Magazynowa 3');
  await loading.getByLabel('Postcode', { exact: true }).fill('30-001');
  await loading.getByLabel('City', { exact: true }).fill('Kraków');
  await loading.getByLabel('Country', { exact: true }).selectOption('PL');
  await fillCoordinates(loading, '50.0647', '19.9450');

  // Main carrier: contractor first, then the driver fills the vehicle and its semitrailer.
  const mainCarrier = form.getByRole('group', { name: 'Main carrier', exact: true });
  await choose(page, mainCarrier, 'Contractor', 'Trans-Kurier', /Trans-Kurier/);
  await choose(page, mainCarrier, 'Driver', 'Kierow', /Krzysztof Kierowca/);
  await expect(mainCarrier.getByRole('combobox', { name: 'Vehicle', exact: true })).toHaveValue(
    /WA 12345/,
  );
  await expect(mainCarrier.getByRole('combobox', { name: 'Semitrailer', exact: true })).toHaveValue(
    /WA 6789N/,
  );

  // Second carrier through the advanced dialog: a forwarder.
  await form.getByRole('button', { name: 'Edit carrier 2 (advanced)' }).click();
  const advanced = page.getByRole('dialog', { name: 'Carrier 2 – advanced' });
  await choose(page, advanced, 'Contractor', 'Müller', /Spedition Müller/);
  await advanced.getByLabel('Forwarder').check();
  await advanced.getByRole('button', { name: 'Apply' }).click();

  // Receiver 1: choosing the contractor copies its address into the first unloading place.
  const receiver1 = form.getByRole('group', { name: 'Receiver 1', exact: true });
  await choose(page, receiver1, 'Contractor', 'Hurtownia', /Hurtownia Budowlana Kowalski/);
  const unloading1 = receiver1.getByRole('group', { name: 'Unloading place 1', exact: true });
  await expect(unloading1.getByLabel('City', { exact: true })).toHaveValue('Kraków');
  await fillCoordinates(unloading1, '50.0500', '19.9400');
  const cargo1 = receiver1.getByRole('group', { name: 'Cargo line 1', exact: true });
  await cargo1.getByLabel('Goods', { exact: true }).fill('Cement');
  await cargo1.getByLabel('Quantity', { exact: true }).fill('10');

  await form.getByRole('button', { name: 'Add receiver' }).click();
  const receiver2 = form.getByRole('group', { name: 'Receiver 2', exact: true });
  await choose(page, receiver2, 'Contractor', 'Müller', /Spedition Müller/);
  const unloading2 = receiver2.getByRole('group', { name: 'Unloading place 1', exact: true });
  await expect(unloading2.getByLabel('City', { exact: true })).toHaveValue('Hamburg');
  await fillCoordinates(unloading2, '53.5511', '9.9937');
  await receiver2
    .getByRole('group', { name: 'Cargo line 1', exact: true })
    .getByLabel('Goods', { exact: true })
    .fill('Palety EUR');

  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const added = page.getByRole('dialog', { name: 'Transit added successfully' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'OK' }).click();

  const transitPage = page.getByRole('dialog', { name: /^Transit \d{4}\/\d+$/ });
  await expect(transitPage).toBeVisible();
  await expect(transitPage).toContainText('Spedition Müller');
  await expect(transitPage).toContainText('Krzysztof Kierowca');
  await expect(transitPage).toContainText('Palety EUR');
});

// The same journey goes on from a transit made through the API: one test filling the whole form
// and then editing it ran close to the time limit on a loaded machine.
test('a dispatcher finds, edits, duplicates and finishes a transit', async ({ page, api }) => {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const id = await createDemoTransit(api, token);
  const { transit_number: number } = await getTransit(api, token, id);
  await signIn(page, DEMO.owner, DEMO.password);

  // Found with a filter.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filter transits' });
  await filters.getByLabel('Transit number').fill(number);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('region', { name: 'Active filters' })).toContainText(number);
  const rows = page
    .getByRole('table', { name: 'Transits' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(rows).toHaveCount(1);

  // Edit.
  await rows.first().dblclick();
  await page
    .getByRole('dialog', { name: `Transit ${number}` })
    .getByRole('link', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit transit ${number}` });
  await edit.getByLabel('Special agreements').fill('Rozładunek tylnym bokiem');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Transit saved successfully' });
  await saved.getByRole('button', { name: 'OK' }).click();
  const reopened = page.getByRole('dialog', { name: `Transit ${number}` });
  await expect(reopened).toContainText('Rozładunek tylnym bokiem');

  // Duplicate: a new transit with the same parties.
  await reopened.getByRole('link', { name: 'Duplicate' }).click();
  const copy = page.getByRole('dialog', { name: 'New transit (copy)' });
  await expect(
    copy
      .getByRole('group', { name: 'Main carrier', exact: true })
      .getByRole('combobox', { name: 'Contractor', exact: true }),
  ).toHaveValue(/Trans-Kurier/);
  await copy.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Transit added successfully' })
    .getByRole('button', { name: 'OK' })
    .click();
  const duplicate = page.getByRole('dialog', { name: /^Transit \d{4}\/\d+$/ });
  await expect(duplicate).not.toHaveAccessibleName(`Transit ${number}`);
  await expect(duplicate).toContainText('Trans-Kurier');

  // Finish the original.
  await page.goto('/documents');
  await page
    .getByRole('table', { name: 'Transits' })
    .getByRole('row')
    .filter({ hasText: number })
    .first()
    .dblclick();
  const original = page.getByRole('dialog', { name: `Transit ${number}` });
  await original.getByRole('link', { name: 'Finish' }).click();
  await page
    .getByRole('dialog', { name: 'Finish the transit?' })
    .getByRole('button', { name: 'Finish transit' })
    .click();
  const finished = page.getByRole('dialog', { name: 'Transit finished' });
  await finished.getByRole('button', { name: 'OK' }).click();
  await expect(original).toContainText('Finished');
  await expect(original.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(original.getByRole('link', { name: 'Delete' })).toHaveCount(0);
});

test.describe('driver', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sees only the transit he drives, one card at a time', async ({ page, api }) => {
    const ownerLogin = await api.post('/auth/api/v1/login/', {
      data: { login: DEMO.owner, password: DEMO.password },
    });
    const { token } = (await ownerLogin.json()) as { token: string };
    const all = await api.get('/company/api/v1/all-transit/?page_size=70', {
      headers: { authorization: `Token ${token}` },
    });
    const { results } = (await all.json()) as {
      results: {
        transit_number: string;
        carrier: { driver: { user: { last_name: string } } | null }[];
      }[];
    };
    const driven = results.filter((t) =>
      t.carrier.some((c) => c.driver?.user.last_name === 'Kierowca'),
    );
    const other = results.find((t) => !driven.includes(t));
    expect(driven.length).toBeGreaterThan(0);

    await signIn(page, DEMO.driver, DEMO.password);
    await expect(page.getByRole('heading', { name: 'My transit' })).toBeVisible();
    const card = page.getByRole('article');
    await expect(card).toHaveAccessibleName(
      new RegExp(driven.map((t) => t.transit_number).join('|')),
    );
    await expectNoSeriousA11yViolations(page);
    if (other) await expect(page.getByText(other.transit_number)).toHaveCount(0);
    await page.goto('/documents?page=1');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test('the list still shows after going offline and reloading', async ({ page, context }) => {
  await signIn(page, DEMO.owner, DEMO.password);
  const table = page.getByRole('table', { name: 'Transits' });
  await expect(table.getByRole('row').filter({ hasText: 'Hurtownia' }).first()).toBeVisible();
  // Wait until the service worker controls the page, so the app shell is cached.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Hurtownia' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add transit', exact: true })).toBeDisabled();
  await context.setOffline(false);
});
