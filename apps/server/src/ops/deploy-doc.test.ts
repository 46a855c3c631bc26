import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The variables config.ts reads: the keys of its EnvSchema object. */
function settingsOfConfig(): string[] {
  const source = read('apps/server/src/config.ts');
  const schema = /const EnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? '';
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

/**
 * An operator reads the settings in docs/deploy.md (all of them) and the README (the table):
 * a new setting that is not documented there fails here instead of surprising someone later.
 */
describe('the operator documentation', () => {
  const settings = settingsOfConfig();

  it('reads the settings of config.ts', () => {
    expect(settings.length).toBeGreaterThan(30);
    expect(settings).toContain('DATABASE_URL');
  });

  it.each(['docs/deploy.md', 'README.md'])('%s names every setting', (file) => {
    const text = read(file);
    expect(settings.filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
  });
});
