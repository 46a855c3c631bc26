import fs from 'node:fs/promises';
import path from 'node:path';
import { clientFiles } from './client-files.ts';

/** Writes the API document and the types generated from it into the package. */
const root = path.resolve(import.meta.dirname, '..');
for (const [file, text] of Object.entries(await clientFiles())) {
  await fs.writeFile(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
