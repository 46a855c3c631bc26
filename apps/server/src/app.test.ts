import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.ts';
import { json } from '../test/factories.ts';

describeEachDatabase('app: health, docs, errors, headers', (ctx) => {
  it('GET /healthz checks the database and the file store', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', checks: { database: 'ok', files: 'ok' } });
  });

  it('serves the OpenAPI document built from the zod schemas, and its UI', async () => {
    const { app } = ctx();
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/api/v1/login/',
        '/auth/api/v1/admin-user/',
        '/auth/api/v1/reset-password/{uid}/{token}/',
        '/auth/api/v1/user/{id}/',
        '/auth/api/v1/profile/settings/',
        '/company/api/v1/document-types/',
      ]),
    );
    expect(JSON.stringify(body.paths['/auth/api/v1/admin-user/']?.post?.requestBody)).toContain(
      'regulations_accepted',
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    // The docs UI gets its own CSP; the app's stays strict.
    expect(ui.headers['content-security-policy']).not.toBe(
      (await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
  });

  it('sends security headers with a strict CSP and a request id', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with 404 JSON, even for browsers', async () => {
    const { app } = ctx();
    for (const url of ['/auth/api/v1/nothing/', '/company/api/v1/nothing/']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: 'not_found' });
    }
  });

  it('says to build the web app when its dist folder is missing', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });

  it('answers unsupported media types', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/auth/api/v1/login/',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('app: SPA from WEB_DIST_DIR with history fallback', () => {
  let ctx: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'td-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>TransitDocs SPA</title>',
    );
    await fs.writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    ctx = await createTestApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes accepting HTML', async () => {
    for (const url of [
      '/',
      '/documents',
      '/login/password-reset/MQ/abc',
      '/profile/settings?x=1',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('TransitDocs SPA');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('serves the page to a client without an HTML Accept header (curl)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/documents/12', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('TransitDocs SPA');
    }
    const json = await ctx.app.inject({
      method: 'GET',
      url: '/documents',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('serves assets with long caching and 404s missing files as JSON', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/company/api/v1/unknown/',
      headers: { accept: 'text/html' },
    });
    expect(json(api)).toEqual({ detail: 'not_found' });
  });
});

describe('app: unexpected errors', () => {
  it('answer 500 with a request id and no stack', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-500-'));
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    );
    app.get('/company/api/v1/boom/', () => {
      throw new Error('secret internals');
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/company/api/v1/boom/' });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      detail: 'server_error',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret');

    await app.deps.db.destroy();
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
