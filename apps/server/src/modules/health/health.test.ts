import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

/**
 * /healthz names each dependency; /readyz tells a load balancer whether to send this instance
 * requests: not once it drains or shuts down (docs/decisions/0082-outages-health-readiness.md).
 */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('/healthz lists the database and the file store (Redis only when configured)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', checks: { database: 'ok', files: 'ok' } });
  });

  it('/healthz says the file store is unavailable when its folder cannot be written', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-health-'));
    // A file where the folder should be: neither created nor writable.
    await fs.writeFile(path.join(dataDir, 'files'), 'not a folder');
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        LIST_READER_THREADS: '0',
      }),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(json(response)).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', files: 'unavailable' },
      });
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('/readyz: ready once it listens, 503 from the moment it drains or closes', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-ready-'));
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        LIST_READER_THREADS: '0',
      }),
    );
    let base = '';
    // Asked over HTTP while the app closes (the server still listens during preClose).
    let duringClose: number | undefined;
    app.addHook('preClose', async () => {
      duringClose = (await fetch(`${base}/readyz`)).status;
    });
    try {
      base = await app.listen({ port: 0, host: '127.0.0.1' });
      const listening = await fetch(`${base}/readyz`);
      expect(listening.status).toBe(200);
      expect(await listening.json()).toEqual({ status: 'ready' });

      app.startDraining();
      const draining = await fetch(`${base}/readyz`);
      expect(draining.status).toBe(503);
      expect(draining.headers.get('retry-after')).toBe('5');
      expect(await draining.json()).toEqual({ status: 'stopping' });
      // Still serving while the load balancer takes it out of rotation.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    expect(duringClose).toBe(503);
  });
});
