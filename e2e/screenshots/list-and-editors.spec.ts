import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO } from '../support/data.ts';
import { createCmr, createDemoTransit } from '../support/transit-documents.ts';
import { apiSignIn, signIn } from '../support/ui.ts';
import { shotsFolder } from './shots-folder.ts';

/**
 * Screenshots of the transit list at its two addresses (the phone's cards with their menu) and of
 * the PS editor, wide and on a phone, for a person to look at. Written to LIST_EDITOR_SHOTS.
 */
const SHOTS_DIR = shotsFolder('LIST_EDITOR_SHOTS', 'list-and-editors');
const VIEWPORTS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

let transit = 0;

test.beforeAll(async ({ playwright, app }) => {
  const api = await playwright.request.newContext({ baseURL: app.url });
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  transit = await createDemoTransit(api, token);
  await createCmr(api, token, transit);
  await api.dispose();
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`list views and the PS editor, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.owner, DEMO.password);

    await page.goto('/documents?view=table');
    await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.waitForLoadState('networkidle');
    await shoot(page, `list-table-${size}`);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\/documents\?view=list$/);
    await page.waitForLoadState('networkidle');
    await shoot(page, `list-list-${size}`);

    if (size === 'phone') {
      const card = page
        .getByRole('listitem')
        .filter({ hasText: /Main document/ })
        .first();
      await card.getByRole('checkbox').check();
      await card.getByRole('button', { name: /Actions for transit/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      // The menu fades in.
      await page.waitForTimeout(400);
      await shoot(page, `list-card-menu-${size}`);
      await page.keyboard.press('Escape');
    }

    await page.goto(`/documents/${String(transit)}/documentGenerate/protokolszkody`);
    await expect(page.getByRole('dialog', { name: /New document/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, `editor-ps-${size}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await shoot(page, `editor-ps-next-${size}`);
  });
}
