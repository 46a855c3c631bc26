import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { clientFiles } from './client-files.ts';

const root = path.resolve(import.meta.dirname, '..');

it('is generated from the API document as the server builds it now', async () => {
  const files = await clientFiles();
  for (const [file, text] of Object.entries(files)) {
    const checkedIn = await fs.readFile(path.join(root, file), 'utf8');
    // Run `npm run generate -w @transitdocs/client` after changing a route.
    expect(checkedIn === text, `${file} is out of date`).toBe(true);
  }
}, 60_000);
