import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness.ts';

/*
 * PostgreSQL's "contains" indexes key each trigram with its company (migration 0024). The index
 * must never miss a row that `like` would find, whatever the text holds, and one company's keys
 * must never be another's.
 */

const TEXTS = [
  'ŁUKASZ ŻÓŁĆ',
  'ul. Źródlana 5/7, lok. "B"',
  'Kontrahent 001-03 Owoce',
  'BŁ 12ŻX',
  '100% bawełna_pakowana',
  'ab',
  'Adam Lewandowski',
];
const PATTERNS = ['łukasz ż', 'ŻÓŁ', 'a 5/7', '001-03', 'ł 12', '0% b', 'a_p', 'dam lew', 'abc'];

// Without PostgreSQL (no TEST_DATABASE_URL, not CI) there is nothing to check.
describe.skipIf(!testDialects().includes('postgres'))('tenant trigram keys [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t.close();
  });

  it('hold every trigram of any text a row contains, as like finds it', async () => {
    for (const text of TEXTS) {
      for (const pattern of PATTERNS) {
        const { rows } = await sql<{ keyed: boolean; liked: boolean }>`
            select tenant_trigrams(7, lower(${text})) @> tenant_trigrams(7, ${pattern.toLowerCase()}) as keyed,
              lower(${text}) like '%' || ${pattern.toLowerCase()} || '%' as liked`.execute(t.db);
        const [row] = rows;
        // A row `like` finds is always among those the keys find; the keys alone may find more.
        if (row?.liked) expect(row.keyed, `${text} / ${pattern}`).toBe(true);
      }
    }
  });

  it('keep companies apart, 1 and 12 included', async () => {
    const { rows } = await sql<{ overlap: boolean }>`
        select tenant_trigrams(1, '2:abc') && tenant_trigrams(12, ':abc') as overlap`.execute(t.db);
    expect(rows[0]?.overlap).toBe(false);
  });
});
