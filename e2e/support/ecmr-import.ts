import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The German platform's eCMR the server's import tests use (apps/server fixtures). */
const FIXTURE = new URL(
  '../../apps/server/src/modules/ecmr-import/fixtures/loginet-duisburg.xml',
  import.meta.url,
);

/**
 * A copy of that message with a transaction id and waybill number of its own, so that each run
 * imports a new file rather than being answered the transit an earlier run made.
 */
export function freshEcmrFile(): string {
  const suffix = `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;
  const xml = readFileSync(FIXTURE, 'utf8')
    .replace('LOGINET-2026-0004711', `LOGINET-2026-${suffix}`)
    .replace('DE-ECMR-0004711', `DE-ECMR-${suffix}`);
  const file = join(mkdtempSync(join(tmpdir(), 'ecmr-')), 'loginet-duisburg.xml');
  writeFileSync(file, xml);
  return file;
}

/** From the transit list: Add ▾ → Import eCMR. */
export async function openEcmrImport(page: Page): Promise<void> {
  await page.goto('/documents');
  await page.getByRole('button', { name: 'More ways to add transits' }).click();
  await page.getByRole('menuitem', { name: 'Import eCMR' }).click();
}
