import { expect, test } from '../support/fixtures.ts';
import { DEMO, randomNip, uniqueEmail, uniquePhone } from '../support/data.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn, signOut } from '../support/ui.ts';

test('an owner adds a contractor by NIP look-up and the other company accepts the invitation', async ({
  page,
  api,
  registries,
}) => {
  // Company B registers in the product and is listed in the (fake) VAT white list.
  const nip = randomNip();
  const ownerB = uniqueEmail('owner-b');
  const registration = await api.post('/auth/api/v1/admin-user/', {
    data: {
      first_name: 'Beata',
      last_name: 'Bednarek',
      email: ownerB,
      password: 'Tajne123!',
      regulations_accepted: true,
      company: {
        name: 'Bednarek Spedycja',
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
  expect(registration.status()).toBe(201);
  registries.add('PL', {
    nip,
    name: 'BEDNAREK SPEDYCJA SP. Z O.O.',
    address: 'ul. Portowa 7',
    zip: '81-300',
    town: 'Gdynia',
  });

  await signIn(page, DEMO.owner, DEMO.password);
  await page.goto('/clients');
  await expect(page.getByRole('table', { name: 'Contractors' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add contractor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contractor' });
  const hasNip = dialog.getByLabel('Has a NIP or VAT number');
  if (!(await hasNip.isChecked())) await hasNip.check();
  await dialog.getByLabel('Tax number', { exact: true }).fill(nip);
  await dialog.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(
    'BEDNAREK SPEDYCJA SP. Z O.O.',
  );
  await expect(dialog.getByLabel('Town')).toHaveValue('Gdynia');
  await expect(dialog.getByLabel('Postal code')).toHaveValue('81-300');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const added = page.getByRole('dialog', { name: 'Contractor added' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('table', { name: 'Contractors' })).toContainText('BEDNAREK SPEDYCJA');

  // Company B sees the invitation and accepts it; Demo Trans becomes its contractor.
  await signOut(page);
  await signIn(page, ownerB, 'Tajne123!');
  await page.goto('/clients');
  await page.getByRole('button', { name: /Notifications, pending requests: 1/ }).click();
  const invitations = page.getByRole('dialog', { name: 'Contractor invitations' });
  await invitations.getByRole('button', { name: /Accept the invitation from Demo Trans/ }).click();
  await expect(invitations.getByRole('button', { name: /Accept the invitation/ })).toHaveCount(0);
  await invitations.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Contractors' })).toContainText('Demo Trans');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('an owner adds a van driven by the demo driver', async ({ page, api }) => {
  await signIn(page, DEMO.owner, DEMO.password);
  await page.goto('/cars');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Registration number').fill('wx 4242e');
  await expect(dialog.getByLabel('Registration number')).toHaveValue('WX 4242E');
  await dialog.getByLabel('Vehicle type').selectOption('van');
  await dialog.getByRole('combobox', { name: 'Driver' }).fill('Kierow');
  await page.getByRole('option', { name: /Krzysztof Kierowca/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const result = page.getByRole('dialog', { name: 'Successfully added vehicle' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();
  const row = page
    .getByRole('table', { name: 'Cars' })
    .getByRole('row')
    .filter({ hasText: 'WX 4242E' });
  await expect(row).toContainText('Krzysztof Kierowca');

  // Leave the demo driver with only his tractor: later tests rely on the driver filling it.
  await row.getByRole('button', { name: 'Delete vehicle WX 4242E' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Vehicle deleted' })).toBeVisible();
  // Giving the driver the van took him off his tractor: give it back.
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const headers = { authorization: `Token ${token}` };
  const vehicles = (await (
    await api.get('/company/api/v1/vehicle/?number=WA%2012345', { headers })
  ).json()) as {
    results: { id: number }[];
  };
  const drivers = (await (
    await api.get('/company/api/v1/my-driver/?search=Kierowca', { headers })
  ).json()) as {
    results: { id: number }[];
  };
  const restored = await api.patch(`/company/api/v1/vehicle/${vehicles.results[0]?.id ?? 0}/`, {
    headers,
    data: { driver: drivers.results[0]?.id ?? null },
  });
  expect(restored.status()).toBe(200);
});

test('an owner creates a sub-account that completes its first sign-in from the mailed link', async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('warehouse');
  await signIn(page, DEMO.owner, DEMO.password);
  await page.goto('/profileManagement?tab=accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: /Add account/ });
  await dialog.getByLabel('First name', { exact: true }).fill('Wiktor');
  await dialog.getByLabel('Last name', { exact: true }).fill('Magazyński');
  await dialog.getByLabel('E-mail (optional)').fill(email);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const created = page.getByRole('dialog', { name: 'Account created' });
  await expect(created).toContainText(email);
  await created.getByRole('button', { name: 'OK' }).click();
  await signOut(page);

  const link = await mailbox.waitForLink(email, '/first-login/password-reset/');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Magazyn1!');
  await page.getByLabel('Repeat the new password').fill('Magazyn1!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Password set');
  await page.getByRole('button', { name: 'OK' }).click();
  // OK moves to the sign-in page itself; signing in before it arrives raced that navigation.
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'Magazyn1!');
  const pinDialog = page.getByRole('dialog', { name: 'Set your PIN' });
  await expect(pinDialog).toBeVisible();
  await pinDialog.getByLabel('PIN', { exact: true }).fill('2468');
  await pinDialog.getByLabel('Repeat PIN').fill('2468');
  await pinDialog.getByRole('button', { name: 'Save PIN' }).click();
  const saved = page.getByRole('dialog', { name: 'PIN saved' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
  // A warehouseman sees Cars but no Drivers link.
  await expect(page.getByRole('link', { name: 'Cars' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drivers' })).toHaveCount(0);
});
