import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import * as childSortKeysMigration from '../../../db/migrations/0023_child_sort_keys.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { auth } from '../../../../test/factories.ts';
import {
  childSortKeys,
  createFleet,
  fullPayload,
  place,
  postTransit,
  transitUrl,
} from '../../../../test/transit-fixtures.ts';

/*
 * Receivers, carriers and places carry their transit's `created_at`, the list's sort key, so
 * that a filter finding transits through them needs no lookup in `transits`
 * (docs/decisions/0071-set-and-row-filters.md). A wrong or missing key would order and page such
 * a list wrongly.
 */

describeEachDatabase('the sort key on a transit’s child rows', (ctx) => {
  it('is the transit’s created_at on every row a create or an edit writes', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const first = await postTransit(t, f.owner.token, fullPayload(f));
    await postTransit(t, f.owner.token, fullPayload(f));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: transitUrl(first.id),
      headers: auth(f.owner.token),
      payload: {
        sender_location: [place({ town: 'Ełk', zip_code: '19-300' })],
        carrier: [{ client: f.carrier.id, driver_not_from_system: 'Jan Nowak' }],
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const rows = await childSortKeys(t.db, f.owner.companyId);
    // places, receivers and carriers of both transits
    expect(new Set(rows.map((row) => row.table)).size).toBe(3);
    for (const row of rows) expect(row.key, row.table).toBe(row.created_at);
    // the first: 3 places, 2 receivers, 1 carrier after the edit; the second: 3, 2 and 2
    expect(rows).toHaveLength(13);
  });

  it('is filled in by its migration for rows written before it', async () => {
    const t = ctx();
    const f = await createFleet(t);
    await postTransit(t, f.owner.token, fullPayload(f));
    await postTransit(t, f.owner.token, fullPayload(f));
    const before = await childSortKeys(t.db, f.owner.companyId);

    // Migrations are written against an untyped database.
    const untyped = t.db as unknown as Kysely<unknown>;
    await childSortKeysMigration.down(untyped);
    await childSortKeysMigration.up(untyped);

    const after = await childSortKeys(t.db, f.owner.companyId);
    expect(after).toEqual(before);
    for (const row of after) expect(row.key, row.table).toBe(row.created_at);
    // The list still finds and orders by it.
    const list = await t.app.inject({
      method: 'GET',
      url: `/company/api/v1/all-transit/?client_id=${f.sender.id}`,
      headers: auth(f.owner.token),
    });
    expect(list.json<{ count: number }>().count).toBe(2);
  });
});
