import { defineConfig } from '@playwright/test';
import browserTests from '../playwright.config.ts';

/**
 * Screenshots for a person to look at, kept out of the test run: the browser tests' settings
 * (the same server per worker, through support/fixtures.ts, and the same Chromium), with the
 * time a few screens in two languages and sizes take. Each script writes to the folder in its
 * environment variable, else to a folder in /tmp (see shots-folder.ts).
 */
export default defineConfig({
  ...browserTests,
  testDir: '.',
  retries: 0,
  timeout: 300_000,
  outputDir: '../../.tmp/e2e-screenshots-results',
});
