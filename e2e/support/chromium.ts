import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright's own browser download is not possible on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  // Failing here (instead of skipping) keeps a green run meaning the browser really was tested.
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run 'apt-get install -y chromium'`);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
