import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { TransitStatus } from '@transitdocs/domain';
import { expect, it } from 'vitest';
import * as placeStatusMigration from '../../../db/migrations/0026_place_transit_status.ts';
import type { Db } from '../../../db/index.ts';
import { describeEachDatabase, type TestApp } from '../../../../test/harness.ts';
import { auth } from '../../../../test/factories.ts';
import {
  TRANSITS,
  createFleet,
  place,
  postTransit,
  shareTransit,
  transitUrl,
  type Fleet,
} from '../../../../test/transit-fixtures.ts';

/*
 * Places keep a copy of their transit's status and loading date (migration 0026, kept by
 * triggers), and a place filter with a status tests the status on that copy, so it reads no
 * transit rows (docs/decisions/0071-set-and-row-filters.md). A copy that lagged behind any write
 * would list a transit under its old status.
 */

const STATUSES: TransitStatus[] = ['pending', 'running', 'finished'];

async function found(t: TestApp, f: Fleet, query: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${TRANSITS}?${query}`,
    headers: auth(f.owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: { id: number }[] }>().results.map((row) => row.id);
}

/** Places whose copy differs from their transit's columns (none when kept in step). */
async function staleCopies(db: Db) {
  const { rows } = await sql<{ id: number }>`
    select p.id from transit_places p join transits t on t.id = p.transit_id
    where p.transit_status <> t.status
      or coalesce(p.transit_loading_date, '') <> coalesce(t.loading_date, '')`.execute(db);
  return rows;
}

/**
 * For each status, the transits loading in Gdynia the combined filter lists: asserted equal to
 * those the status filter and the place filter list each alone, read from `transits`.
 */
async function gdyniaByStatus(t: TestApp, f: Fleet) {
  const byStatus: Record<string, number[]> = {};
  const inGdynia = await found(t, f, 'loading_place=gdyn');
  for (const status of STATUSES) {
    const combined = await found(t, f, `loading_place=gdyn&transit_status=${status}`);
    const ofStatus = await found(t, f, `transit_status=${status}`);
    expect(combined, status).toEqual(ofStatus.filter((id) => inGdynia.includes(id)));
    byStatus[status] = combined;
  }
  return byStatus;
}

const patch = (t: TestApp, f: Fleet, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: transitUrl(id), headers: auth(f.owner.token), payload });

describeEachDatabase("a place's copy of its transit's status", (ctx) => {
  it('follows every write of the status or the loading date, the filter with it', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const gdynia = [place({ town: 'Gdynia' })];
    const later = await postTransit(t, f.owner.token, {
      loading_date: '2030-05-10',
      sender_location: gdynia,
    });
    const begun = await postTransit(t, f.owner.token, {
      loading_date: '2020-01-01',
      sender_location: gdynia,
    });
    const undated = await postTransit(t, f.owner.token, { sender_location: gdynia });
    await postTransit(t, f.owner.token, {
      loading_date: '2020-01-01',
      sender_location: [place({ town: 'Sopot' })],
    });
    // Another company's transit loading in Gdynia, shared with this one.
    const partner = await createFleet(t);
    const sharedIn = await postTransit(t, partner.owner.token, { sender_location: gdynia });
    expect(
      (await shareTransit(t, partner.owner.token, sharedIn.id, f.owner.companyId)).statusCode,
    ).toBe(201);

    expect(await gdyniaByStatus(t, f)).toEqual({
      pending: [sharedIn.id, undated.id, later.id],
      running: [begun.id],
      finished: [],
    });

    // The loading date moved into the past: running.
    expect((await patch(t, f, later.id, { loading_date: '2020-02-02' })).statusCode).toBe(200);
    // Finished, by its owner and by the partner that shared it.
    for (const [fleet, id] of [
      [f, undated.id],
      [partner, sharedIn.id],
    ] as const) {
      const finish = await t.app.inject({
        method: 'PATCH',
        url: `${TRANSITS}${id}/finish_transit/`,
        headers: auth(fleet.owner.token),
        payload: { status: 'finished' },
      });
      expect(finish.statusCode, finish.body).toBe(200);
    }
    // New places written after the transit, which moves its loading date to the future.
    const edit = await patch(t, f, begun.id, {
      loading_date: '2031-01-01',
      sender_location: [place({ town: 'Gdańsk' }), place({ town: 'Gdynia Orłowo' })],
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expect(await gdyniaByStatus(t, f)).toEqual({
      pending: [begun.id],
      running: [later.id],
      finished: [sharedIn.id, undated.id],
    });

    // Whoever writes the status (here the database directly, as signing's own update does).
    await t.db
      .updateTable('transits')
      .set({ status: 'running' })
      .where('id', '=', begun.id)
      .execute();
    expect((await gdyniaByStatus(t, f)).running).toEqual([begun.id, later.id]);
    expect(await staleCopies(t.db)).toEqual([]);
  });

  it('is filled in by its migration for places written before it', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const begun = await postTransit(t, f.owner.token, {
      loading_date: '2020-01-01',
      sender_location: [place({ town: 'Gdynia' })],
    });
    const later = await postTransit(t, f.owner.token, {
      loading_date: '2030-05-10',
      sender_location: [place({ town: 'Gdynia' })],
    });

    // Migrations are written against an untyped database.
    const untyped = t.db as unknown as Kysely<unknown>;
    await placeStatusMigration.down(untyped);
    await placeStatusMigration.up(untyped);

    expect(await staleCopies(t.db)).toEqual([]);
    expect(await gdyniaByStatus(t, f)).toEqual({
      pending: [later.id],
      running: [begun.id],
      finished: [],
    });
  });
});
