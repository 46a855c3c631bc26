import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness.ts';
import { openDatabase } from './index.ts';

/*
 * The list reader's PostgreSQL connections plan each statement once (`genericPlans`), the
 * server's other connections leave the choice to PostgreSQL.
 */
describe.skipIf(!testDialects().includes('postgres'))('generic plans [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t.close();
  });

  it('are forced on the connections that ask for them only', async () => {
    const databaseUrl = t.config.databaseUrl;
    if (!databaseUrl) throw new Error('no database URL');
    const generic = openDatabase({ databaseUrl, sqliteFile: '', genericPlans: true }).db;
    try {
      const mode = async (db: typeof generic) =>
        (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0]
          ?.plan_cache_mode;
      expect(await mode(generic)).toBe('force_generic_plan');
      expect(await mode(t.db)).toBe('auto');
    } finally {
      await generic.destroy();
    }
  });
});
