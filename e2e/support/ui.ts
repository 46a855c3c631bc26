import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Signs in through the form; by default waits until the app has taken the session. */
export async function signIn(
  page: Page,
  login: string,
  password: string,
  options: { expectSignedIn?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail or phone').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.expectSignedIn ?? true) await expect(page).toHaveURL(/\/documents$/);
}

/** Signs out and waits until the app has dropped the session (it lands on the sign-in page). */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

export async function apiSignIn(
  api: APIRequestContext,
  login: string,
  password: string,
): Promise<string> {
  const response = await api.post('/auth/api/v1/login/', { data: { login, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Fails on serious or critical accessibility violations of the current screen. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A button mid-way through its colour transition (say, enabled as the socket connects) has
  // in-between colours that fail contrast; judge the screen once it has settled.
  // Endless ones (spinners) never finish and are left out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
