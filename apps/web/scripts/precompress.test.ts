import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressed copies of the build', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside text files that are worth it, and nothing else', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'td-web-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = `export const text = ${JSON.stringify('TransitDocs '.repeat(200))};\n`;
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(path.join(dir, 'assets', 'worker-2.mjs'), script);
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html>${'<p>TransitDocs</p>'.repeat(60)}`,
    );
    writeFileSync(path.join(dir, 'assets', 'tiny-3.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(900) }));
    // A copy left by an earlier build into the same folder, now stale.
    writeFileSync(path.join(dir, 'assets', 'tiny-3.js.br'), 'stale');

    await precompressDir(dir);

    for (const file of ['assets/app-1.js', 'assets/worker-2.mjs', 'index.html']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    for (const file of ['assets/tiny-3.js', 'assets/photo.png', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
