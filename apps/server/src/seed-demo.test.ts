import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo.ts';
import { countRows, json } from '../test/factories.ts';
import { createTestApp, testDialects } from '../test/harness.ts';

describe('demo data', () => {
  for (const dialect of testDialects()) {
    it(`is seeded once when two instances start together [${dialect}]`, async () => {
      const ctx = await createTestApp(dialect);
      try {
        const results = await Promise.all([seedDemo(ctx.deps), seedDemo(ctx.deps)]);
        expect(results.map((r) => r.created).sort()).toEqual([false, true]);
        expect(await countRows(ctx.db, 'companies')).toBe(1);
        expect(await countRows(ctx.db, 'transits')).toBe(5);
      } finally {
        await ctx.close();
      }
    });

    it(`is idempotent and gives working logins [${dialect}]`, async () => {
      const ctx = await createTestApp(dialect);
      try {
        expect(await seedDemo(ctx.deps)).toEqual({ created: true });
        const users = await countRows(ctx.db, 'users');
        expect(await seedDemo(ctx.deps)).toEqual({ created: false });
        expect(await countRows(ctx.db, 'users')).toBe(users);
        expect(await countRows(ctx.db, 'companies')).toBe(1);
        expect(await countRows(ctx.db, 'clients')).toBe(3);
        expect(await countRows(ctx.db, 'vehicles')).toBe(3);
        expect(await countRows(ctx.db, 'transits')).toBe(5);

        for (const login of [
          DEMO_OWNER_EMAIL,
          'dispatcher@transitdocs.test',
          'warehouse@transitdocs.test',
          'driver@transitdocs.test',
        ]) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/auth/api/v1/login/',
            payload: { login, password: DEMO_PASSWORD },
          });
          expect(response.statusCode, login).toBe(200);
          const user = json(response).user as {
            has_pin: boolean;
            employee_data: { ownership: string };
            company: { name: string };
          };
          expect(user.company.name).toBe('Demo Trans Sp. z o.o.');
          if (login !== DEMO_OWNER_EMAIL) expect(user.has_pin).toBe(true);
          else expect(user.employee_data.ownership).toBe('primary');
        }
        const driver = await ctx.app.inject({
          method: 'POST',
          url: '/auth/api/v1/login/',
          payload: { login: '+48600000003', password: DEMO_PASSWORD },
        });
        expect(json(driver)).toMatchObject({ user: { role: 'Kierowca' } });
        // The demo driver drives one of the demo transits; a second seed adds none.
        const driven = await ctx.app.inject({
          method: 'GET',
          url: '/company/api/v1/all-transit/',
          headers: { authorization: `Token ${String(json(driver).token)}` },
        });
        expect(json(driven)).toMatchObject({ count: 1 });
        // ...with its CMR as the main document, so the driver's "Sign" works at once.
        const [transit] = (json(driven) as { results: { actions: { sign: boolean } }[] }).results;
        expect(transit?.actions.sign).toBe(true);
        expect(await countRows(ctx.db, 'transits')).toBe(5);
        expect(await countRows(ctx.db, 'documents')).toBe(1);
      } finally {
        await ctx.close();
      }
    });
  }

  it('runs on the first start of an empty SQLite database only', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-seed-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.seedDemo).toBe('auto');
    const first = await buildApp(config);
    expect(await countRows(first.deps.db, 'users')).toBe(4);
    await first.deps.db
      .deleteFrom('users')
      .where('email', '=', 'driver@transitdocs.test')
      .execute();
    await first.close();
    const second = await buildApp(config);
    expect(await countRows(second.deps.db, 'users')).toBe(3);
    await second.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('does not run on PostgreSQL unless SEED_DEMO=true', async () => {
    if (!testDialects().includes('postgres')) return;
    const ctx = await createTestApp('postgres', { SEED_DEMO: 'auto' });
    try {
      expect(await countRows(ctx.db, 'users')).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
