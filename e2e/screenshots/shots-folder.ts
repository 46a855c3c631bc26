import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The folder a screenshot script writes to: the one named by the environment variable `variable`,
 * else `transitdocs-screenshots/<name>` in the system's temporary folder. Made if missing.
 */
export function shotsFolder(variable: string, name: string): string {
  const folder = process.env[variable] || join(tmpdir(), 'transitdocs-screenshots', name);
  mkdirSync(folder, { recursive: true });
  return folder;
}
