import { expect, test } from '../support/fixtures.ts';
import { DEMO, randomNip, uniqueEmail, uniquePhone } from '../support/data.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

test('a company registers, signs in, works in Polish and signs out', async ({ page }) => {
  const email = uniqueEmail('owner');
  await page.goto('/signup');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Company name').fill('Kowalski Logistyka');
  await page.getByLabel('Tax number (NIP)').fill(randomNip());
  await page.getByLabel('Street and number').fill('ul. Długa 5');
  await page.getByLabel('Postal code').pressSequentially('00950');
  await expect(page.getByLabel('Postal code')).toHaveValue('00-950');
  await page.getByLabel('City').fill('Warszawa');
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Last name').fill('Kowalski');
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Tajne123!');
  await page.getByLabel('Repeat password').fill('Tajne123!');
  await page.getByLabel('I accept the TransitDocs terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toContainText('Account created');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'Tajne123!');
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByText('No transits yet')).toBeVisible();
  // A primary Admin's header shows the company name.
  await expect(page.getByRole('button', { name: /Kowalski Logistyka/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.getByRole('link', { name: 'Dokumenty' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Dokumenty' })).toBeVisible();

  await page.getByRole('button', { name: /Kowalski Logistyka/ }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/login$/);
});

test('registration shows field errors from the rules and creates nothing', async ({
  page,
  api,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Tax number (NIP)').fill('5260250275');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Repeat password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The NIP number is incorrect.').first()).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  const login = await api.post('/auth/api/v1/login/', {
    data: { login: 'nobody@example.test', password: 'x' },
  });
  expect(login.status()).toBe(400);
});

test('a forgotten password is reset through the mailed link', async ({ page, mailbox }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/password-reset$/);
  const send = page.getByRole('button', { name: 'Send link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('E-mail').fill(DEMO.warehouse);
  await send.click();
  await expect(page.getByRole('dialog')).toContainText('Link sent');

  const link = await mailbox.waitForLink(DEMO.warehouse, '/login/password-reset/');
  await page.goto(link);
  const save = page.getByRole('button', { name: 'Save password' });
  await expect(save).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Nowe123!x');
  await page.getByLabel('Repeat the new password').fill('Nowe123!x');
  await save.click();
  await expect(page.getByRole('dialog')).toContainText('Password changed');
  await page.getByRole('button', { name: 'OK' }).click();

  await signIn(page, DEMO.warehouse, 'Nowe123!x');
  await expect(page).toHaveURL(/\/documents$/);

  // The link is single-use.
  await page.goto(link);
  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('a blocked user sees the blocked-account dialog, whose OK reloads', async ({ page, api }) => {
  const ownerToken = await apiSignIn(api, DEMO.owner, DEMO.password);
  const driverToken = await apiSignIn(api, DEMO.driver, DEMO.password);
  const me = await api.get('/auth/api/v1/user/me/', {
    headers: { authorization: `Token ${driverToken}` },
  });
  const driver = (await me.json()) as { id: number };
  const block = await api.patch(`/auth/api/v1/user/${driver.id}/`, {
    headers: { authorization: `Token ${ownerToken}` },
    data: { is_active: false },
  });
  expect(block.status()).toBe(200);

  await signIn(page, DEMO.driver, DEMO.password, { expectSignedIn: false });
  const dialog = page.getByRole('alertdialog', { name: 'Account blocked' });
  await expect(dialog).toContainText('Your account is blocked');
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);

  const unblock = await api.patch(`/auth/api/v1/user/${driver.id}/`, {
    headers: { authorization: `Token ${ownerToken}` },
    data: { is_active: true },
  });
  expect(unblock.status()).toBe(200);
});

test('an employee changes the PIN and the password in the profile settings', async ({
  page,
  api,
}) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expect(page).toHaveURL(/\/documents$/);
  await page.goto('/profile/settings');
  await expect(page.getByRole('dialog', { name: 'Profile settings' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Current PIN').fill('9999');
  await page.getByLabel('New PIN').fill('4321');
  await page.getByLabel('Confirm PIN').fill('4321');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  const failure = page.getByRole('alertdialog', { name: 'PIN update failed' });
  await expect(failure).toContainText('Wrong PIN.');
  await failure.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Current PIN').fill(DEMO.pin);
  await page.getByLabel('New PIN').fill('4321');
  await page.getByLabel('Confirm PIN').fill('4321');
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText(/PIN (changed|updated)/i)).toBeVisible();

  await page.getByLabel('Current password').fill(DEMO.password);
  await page.getByLabel('New password').fill('Inne123!x');
  await page.getByLabel('Confirm password').fill('Inne123!x');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  // The other browser tests of this worker's server sign the demo dispatcher in with the demo
  // password and PIN: give them back.
  const token = await apiSignIn(api, DEMO.dispatcher, 'Inne123!x');
  const headers = { Authorization: `Token ${token}` };
  const pin = await api.post('/auth/api/v1/update-pin/', {
    headers,
    data: { old_pin: '4321', new_pin: DEMO.pin, confirm_pin: DEMO.pin },
  });
  expect(pin.status()).toBe(200);
  const password = await api.patch('/auth/api/v1/password-change/', {
    headers,
    data: {
      old_password: 'Inne123!x',
      new_password: DEMO.password,
      confirm_password: DEMO.password,
    },
  });
  expect(password.status()).toBe(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a driver gets the drawer without Cars and Drivers, and role-guarded routes send him back', async ({
    page,
  }) => {
    await signIn(page, DEMO.driver, DEMO.password);
    await expect(page).toHaveURL(/\/documents$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await expect(drawer.getByRole('link', { name: 'Documents' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Cars' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Drivers' })).toHaveCount(0);
    await page.goto('/cars');
    await expect(page).toHaveURL(/\/documents$/);
  });
});
