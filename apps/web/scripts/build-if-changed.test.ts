import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from './build-if-changed.ts';

describe('the web build is skipped only while its sources are unchanged', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashes the same sources the same way and any change differently', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'td-web-hash-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const inputs = [path.join(dir, 'src'), path.join(dir, 'index.html'), path.join(dir, 'none')];
    const first = sourceHash(inputs, dir);
    expect(sourceHash(inputs, dir)).toBe(first);
    writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 2;\n');
    const edited = sourceHash(inputs, dir);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(dir, 'src', 'b.ts'), '');
    expect(sourceHash(inputs, dir)).not.toBe(edited);
    // Tests do not go into the build.
    const withB = sourceHash(inputs, dir);
    writeFileSync(path.join(dir, 'src', 'a.test.ts'), 'test');
    expect(sourceHash(inputs, dir)).toBe(withB);
  });
});
