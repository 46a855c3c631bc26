import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

const INDEX = '<!doctype html><title>TransitDocs SPA</title><script src="/assets/app-1a2b.js">';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const SW_JS = 'self.addEventListener("fetch", () => undefined);';
const BROWSER = 'gzip, deflate, br, zstd';

/** Writes `content` at `file` in `dir`, with `.br` and `.gz` copies as the web build makes them. */
async function writeWithCopies(dir: string, file: string, content: string): Promise<void> {
  const target = path.join(dir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
  await fs.writeFile(`${target}.br`, brotliCompressSync(content));
  await fs.writeFile(`${target}.gz`, gzipSync(content));
}

/** The body as the browser reads it after undoing `Content-Encoding`. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('registerSpa: precompressed files and caching', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'td-spa-'));
    await writeWithCopies(dist, 'index.html', INDEX);
    await writeWithCopies(dist, 'assets/app-1a2b.js', APP_JS);
    await writeWithCopies(dist, 'sw.js', SW_JS);
    // Too small to be worth compressing: the build leaves it alone.
    await fs.writeFile(path.join(dist, 'assets', 'tiny-9z8y.js'), 'export {};');
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    app = Fastify({ logger: false });
    await registerSpa(app, { distDir: dist, apiPrefixes: ['/company/api/', '/healthz'] });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed file to a browser, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 4);
    expect(decoded(response)).toBe(APP_JS);
  });

  it('sends gzip to a client without brotli, and the file itself to one without either', async () => {
    const gzip = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(APP_JS);

    const plain = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The answer depended on the header: a shared cache must not hand it to a gzip client.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);
  });

  it('falls back to the file itself when the build left no compressed copy', async () => {
    const response = await app.inject({
      url: '/assets/tiny-9z8y.js',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};');
  });

  it('compresses index.html at / and for every client route, always revalidated', async () => {
    for (const url of ['/', '/login', '/share/Tok_en-123/documentPreview', '/documents/5?x=1']) {
      const response = await app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': BROWSER },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(response), url).toBe(INDEX);
    }
  });

  it('has the service worker revalidated, not kept for a year', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(SW_JS);
  });

  it('keeps JSON 404s for API paths and missing files, and hides the build metadata', async () => {
    const api = await app.inject({
      url: '/company/api/v1/unknown/',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'not_found' });
    const missing = await app.inject({
      url: '/assets/missing-0000.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
    const metadata = await app.inject({ url: '/.vite/manifest.json' });
    expect(metadata.statusCode).toBe(404);
  });
});
