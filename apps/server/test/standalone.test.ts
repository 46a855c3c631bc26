import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone, so everything a reader or a test needs is in the clone
 * (docs/decisions/0086-standalone-repository.md): no file reads, links or cites the folder that
 * sat beside it during development (the product specification, the architecture notes and the
 * standards now live in docs/ and apps/server/schemas/). This file names what it looks for, so
 * it is the one file not scanned.
 */
const THIS_FILE = fileURLToPath(import.meta.url);
const REPO_ROOT = path.resolve(path.dirname(THIS_FILE), '../../..');
const OUTSIDE = '../shared';
const NEEDLES: { label: string; pattern: RegExp }[] = [
  // `<dir>/../shared/...`: flagged unless it resolves to a folder inside the repository.
  { label: `${OUTSIDE}/`, pattern: /\.\.\/shared\// },
  ...['spec', 'standards', 'ARCHITECTURE'].map((name) => ({
    label: `shared/${name}`,
    pattern: new RegExp(`shared/${name}`),
  })),
  // path.join(root, '..', 'shared', ...): the same path built from segments.
  { label: `'..', 'shared'`, pattern: /['"`]\.\.['"`]\s*,\s*['"`]shared['"`]/ },
];

/** Tracked files plus new ones not ignored (so a file is checked before its first commit). */
function repositoryFiles(): string[] | null {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) return null;
  const self = path.relative(REPO_ROOT, THIS_FILE).split(path.sep).join('/');
  return [...new Set(listed.stdout.split('\0'))]
    .filter((file) => file !== '' && file !== self && !file.split('/').includes('node_modules'))
    .sort();
}

/** `../shared/` written in `file` that names a folder of this repository is not outside it. */
function pointsInsideRepository(file: string, line: string): boolean {
  const target = path.resolve(REPO_ROOT, path.dirname(file), OUTSIDE);
  const inside = !path.relative(REPO_ROOT, target).startsWith('..');
  return inside && fs.existsSync(target) && !line.includes(`<repo>/${OUTSIDE}`);
}

function findings(file: string): string[] {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(REPO_ROOT, file));
  } catch {
    return []; // deleted in the working tree, not yet committed
  }
  if (bytes.includes(0)) return []; // binary
  const found: string[] = [];
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const needle of NEEDLES) {
        if (!needle.pattern.test(line)) continue;
        if (needle.label === `${OUTSIDE}/` && pointsInsideRepository(file, line)) continue;
        found.push(`${file}:${index + 1}: ${needle.label}: ${line.trim().slice(0, 160)}`);
      }
    });
  return found;
}

describe('the repository stands alone', () => {
  const files = repositoryFiles();
  // Without git (an exported tarball) there is no list of the repository's files; CI has one.
  const inGit = files !== null || process.env.CI === 'true';

  it.runIf(inGit)('lists its files with git', () => {
    expect(files, 'git ls-files failed').not.toBeNull();
    expect(files?.length ?? 0).toBeGreaterThan(100);
  });

  it.runIf(inGit)('no source or document points outside the repository', () => {
    const found = (files ?? []).flatMap(findings);
    expect(found, 'use docs/product.md, docs/architecture.md or apps/server/schemas/').toEqual([]);
  });

  it('keeps the eCMR schemas it validates against, with their notice', () => {
    const folder = path.join(REPO_ROOT, 'apps/server/schemas/uncefact-ecmr-1.0');
    const schemas = fs.readdirSync(folder).filter((name) => name.endsWith('.xsd'));
    expect(schemas).toContain('eCMR_1p0.xsd');
    expect(fs.existsSync(path.join(folder, 'NOTICE.md'))).toBe(true);
    // Every schemaLocation an XSD names is beside it.
    for (const name of schemas) {
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      for (const match of text.matchAll(/schemaLocation="([^"]+)"/g)) {
        expect(schemas, `${name} imports ${match[1] ?? ''}`).toContain(match[1]);
      }
    }
  });
});
