import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAndMigrate, type Db } from './index.ts';
import { segmentCount, startTextIndexUpkeep, textIndexTables } from './text-index-upkeep.ts';

/**
 * SQLite's FTS5 indexes gain a segment per write transaction and a search reads them all, so
 * searches slow down as writes add up; the upkeep merges them into one without changing what a
 * search finds (docs/decisions/0070-contains-filter-indexes.md).
 */

const silent = { error: () => undefined };

async function clientRowsMatching(db: Db, text: string): Promise<number[]> {
  const { rows } = await sql<{ rowid: number }>`
    select rowid from clients_text where clients_text match ${`{name} : "${text}"`}
    order by rowid`.execute(db);
  return rows.map((row) => row.rowid);
}

describe('the text index upkeep [sqlite]', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    // A database of its own, without an app (whose own upkeep would merge while this one looks).
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-upkeep-'));
    ({ db } = await openAndMigrate({
      databaseUrl: undefined,
      sqliteFile: path.join(dir, 'upkeep.sqlite'),
    }));
    await sql`pragma foreign_keys = off`.execute(db);
    // FTS5's own level-by-level merging off, so each insert below stays a segment of its own.
    await sql`insert into clients_text (clients_text, rank) values ('automerge', 0)`.execute(db);
    for (let i = 0; i < 8; i++) {
      await db
        .insertInto('clients')
        .values({
          company_id: 1,
          name: `Przewóz Żółw ${i} sp. z o.o.`,
          address: 'ul. Długa 1',
          zip_code: '00-001',
          town: 'Warszawa',
          country: 'PL',
          email: '',
          phone: '',
          nip: '',
          vat_group: '',
          pesel: '',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
  });
  afterAll(async () => {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('lists the FTS5 tables of the database', async () => {
    expect(await textIndexTables(db)).toEqual(
      expect.arrayContaining(['clients_text', 'transit_carriers_text', 'transit_places_text']),
    );
  });

  it('leaves the indexes alone when the database is PostgreSQL (GIN needs no upkeep)', async () => {
    const segments = await segmentCount(db, 'clients_text');
    const upkeep = startTextIndexUpkeep(db, 'postgres', silent);
    await upkeep.mergeNow();
    await upkeep.close();
    expect(await segmentCount(db, 'clients_text')).toBe(segments);
  });

  it('merges a table of many segments into one, and searches find the same rows', async () => {
    expect(await segmentCount(db, 'clients_text')).toBeGreaterThanOrEqual(8);
    const before = await clientRowsMatching(db, 'żółw');
    const one = await clientRowsMatching(db, 'żółw 3');
    expect(before).toHaveLength(8);
    expect(one).toHaveLength(1);

    const upkeep = startTextIndexUpkeep(db, 'sqlite', silent, {
      intervalMs: 60_000,
      maxSegments: 1,
      stepPages: 1,
      dutyCycle: 0.01,
    });
    await upkeep.mergeNow();
    await upkeep.close();

    expect(await segmentCount(db, 'clients_text')).toBe(1);
    // The pass also left the planner statistics the migrations never make.
    const { rows } = await sql<{ tbl: string }>`select tbl from sqlite_stat1`.execute(db);
    expect(rows.map((row) => row.tbl)).toContain('clients');
    expect(await clientRowsMatching(db, 'żółw')).toEqual(before);
    expect(await clientRowsMatching(db, 'żółw 3')).toEqual(one);
  });
});
