import { expect, test } from '../support/fixtures.ts';
import { DEMO, randomNip, uniqueEmail, uniquePhone } from '../support/data.ts';
import { apiSignIn, expectNoSeriousA11yViolations, signIn } from '../support/ui.ts';

test('a contractor not in the product signs up through the mailed link and is connected', async ({
  page,
  api,
  mailbox,
}) => {
  const ownerToken = await apiSignIn(api, DEMO.owner, DEMO.password);
  const headers = { authorization: `Token ${ownerToken}` };
  const me = await api.get('/auth/api/v1/user/me/', { headers });
  const inviter = ((await me.json()) as { company: { name: string } }).company.name;
  const email = uniqueEmail('invited');
  const nip = randomNip();
  const added = await api.post('/company/api/v1/client/', {
    headers,
    data: {
      name: 'Zaproszona Spedycja',
      address: 'ul. Polna 5',
      zip_code: '31-000',
      town: 'Kraków',
      country: 'PL',
      nip,
      vies: `PL${nip}`,
      phone: uniquePhone(),
      email,
    },
  });
  expect(added.status()).toBe(201);
  expect(((await added.json()) as { invitation_status: string }).invitation_status).toBe('pending');

  const link = await mailbox.waitForLink(email, '/signup/');
  await page.goto(link);
  await expect(page.getByText(`${inviter} invites your company to TransitDocs`)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Company name')).toHaveValue('Zaproszona Spedycja');
  await expect(page.getByLabel('Tax number (NIP)')).toHaveValue(nip);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('First name').fill('Ewa');
  await page.getByLabel('Last name').fill('Zaproszona');
  await page.getByLabel('Password', { exact: true }).fill('Tajne123!');
  await page.getByLabel('Repeat password').fill('Tajne123!');
  await page.getByLabel('I accept the TransitDocs terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toContainText(`connected with ${inviter}`);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'Tajne123!');
  await page.goto('/clients');
  await expect(page.getByText(inviter).first()).toBeVisible();

  // Used: the same link now falls back to the plain form and says why.
  await page.goto('/logout');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
  await expect(page.getByLabel('E-mail')).toHaveValue('');
});
