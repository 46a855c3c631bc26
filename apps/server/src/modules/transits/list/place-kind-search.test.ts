import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import * as placeKindMigration from '../../../db/migrations/0025_place_kind_text_rowids.ts';
import { describeEachDatabase, type TestApp } from '../../../../test/harness.ts';
import { auth } from '../../../../test/factories.ts';
import { createFleet, place, postTransit, type Fleet } from '../../../../test/transit-fixtures.ts';

/*
 * A place filter searches one kind of place through the index of that kind, so it reads only
 * that kind's rows (PostgreSQL: a partial index per kind, migration 0021; SQLite: the kind in the
 * FTS5 rowid, migration 0025; docs/decisions/0070-contains-filter-indexes.md). A wrong kind bit
 * would find a transit by its other kind's places, or miss it.
 */

/** A transit loading in `loading` and unloading in `unloading`. */
function between(t: TestApp, f: Fleet, loading: string, unloading: string) {
  return postTransit(t, f.owner.token, {
    sender_client: f.sender.id,
    sender_location: [place({ town: loading })],
    receivers: [{ client: f.receiverA.id, destiny_places: [place({ town: unloading })] }],
  });
}

async function found(t: TestApp, f: Fleet, query: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/company/api/v1/all-transit/?${query}`,
    headers: auth(f.owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: { id: number }[] }>().results.map((row) => row.id);
}

describeEachDatabase('a place filter searches its kind of place', (ctx) => {
  it('finds a transit by its loading or its unloading place, not by the other kind', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const toBerlin = await between(t, f, 'Gdynia', 'Berlin');
    const fromBerlin = await between(t, f, 'Berlin', 'Gdynia');
    // Another company's places of both kinds are never found.
    const stranger = await createFleet(t);
    await between(t, stranger, 'Berlin', 'Berlin');

    expect(await found(t, f, 'loading_place=berl')).toEqual([fromBerlin.id]);
    expect(await found(t, f, 'unloading_place=berl')).toEqual([toBerlin.id]);
    expect(await found(t, f, 'loading_place=gdyn')).toEqual([toBerlin.id]);
    expect(await found(t, f, 'unloading_place=gdyn')).toEqual([fromBerlin.id]);
    expect(await found(t, f, 'loading_place=berl&transit_status=pending')).toEqual([fromBerlin.id]);
  });

  it('follows a place whose kind or text changes', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await between(t, f, 'Gdynia', 'Sopot');
    await t.db
      .updateTable('transit_places')
      .set({ kind: 'unloading', town: 'Ustka' })
      .where('transit_id', '=', transit.id)
      .where('kind', '=', 'loading')
      .execute();
    expect(await found(t, f, 'loading_place=gdyn')).toEqual([]);
    expect(await found(t, f, 'unloading_place=ustk')).toEqual([transit.id]);
    await t.db.deleteFrom('transit_places').where('transit_id', '=', transit.id).execute();
    expect(await found(t, f, 'unloading_place=ustk')).toEqual([]);
  });

  it('answers the same after its migration rebuilds the index of rows written before it', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const toBerlin = await between(t, f, 'Gdynia', 'Berlin');
    const fromBerlin = await between(t, f, 'Berlin', 'Gdynia');

    // Migrations are written against an untyped database.
    const untyped = t.db as unknown as Kysely<unknown>;
    await placeKindMigration.down(untyped);
    await placeKindMigration.up(untyped);

    expect(await found(t, f, 'loading_place=berl')).toEqual([fromBerlin.id]);
    expect(await found(t, f, 'unloading_place=berl')).toEqual([toBerlin.id]);
  });
});
