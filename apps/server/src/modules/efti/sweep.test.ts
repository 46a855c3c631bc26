import { expect, it } from 'vitest';
import { addCmr, postNearlyCompleteTransit } from '../../../test/efti-fixtures.ts';
import { createFleet, type Fleet } from '../../../test/transit-fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { staleTransitIdsInRange, transitIdsChangedSince } from './repo.ts';

/** The contractors, people and vehicles a nearly complete transit of fleet `f` names, by role. */
function partiesNamedBy(f: Fleet) {
  return [
    { table: 'clients', id: f.sender.id, role: 'sender' },
    { table: 'clients', id: f.receiverB.id, role: 'second receiver' },
    { table: 'clients', id: f.carrier.id, role: 'carrier' },
    { table: 'users', id: f.owner.userId, role: "sender's employee" },
    { table: 'users', id: f.driver.id, role: 'driver' },
    { table: 'vehicles', id: f.tractor, role: 'vehicle' },
    { table: 'vehicles', id: f.semitrailer, role: 'semitrailer' },
  ] as const;
}

describeEachDatabase('the eFTI sweep', (ctx) => {
  it('finds the transits that name an edited contractor, person or vehicle, in any role', async () => {
    const t = ctx();
    const ours = await postNearlyCompleteTransit(t);
    // Another company's transit names other parties: it must never be found.
    const theirs = await postNearlyCompleteTransit(t, await createFleet(t));
    const { f, transit } = ours;
    const parties = partiesNamedBy(f);
    // Times far ahead of anything else in the database, a day apart per party.
    for (const [day, party] of parties.entries()) {
      const since = `2100-01-${String(day + 1).padStart(2, '0')}T00:00:00.000Z`;
      await t.db
        .updateTable(party.table)
        .set({ updated_at: `2100-01-${String(day + 1).padStart(2, '0')}T12:00:00.000Z` })
        .where('id', '=', party.id)
        .execute();
      const found = await transitIdsChangedSince(t.db, since);
      expect(found, party.role).toContain(transit.id);
      expect(found, party.role).not.toContain(theirs.transit.id);
    }
    expect(await transitIdsChangedSince(t.db, '2100-02-01T00:00:00.000Z')).toEqual([]);
  });

  it('counts a data set stale once a party its transit names is edited, in any role', async () => {
    const t = ctx();
    const ours = await postNearlyCompleteTransit(t);
    const theirs = await postNearlyCompleteTransit(t, await createFleet(t));
    const { f, transit } = ours;
    await t.deps.efti?.flush();
    const range = {
      afterId: Math.min(transit.id, theirs.transit.id) - 1,
      throughId: Math.max(transit.id, theirs.transit.id),
    };
    expect(await staleTransitIdsInRange(t.db, range)).toEqual([]);
    const parties = partiesNamedBy(f);
    for (const party of parties) {
      const before = await t.db
        .selectFrom(party.table)
        .select('updated_at')
        .where('id', '=', party.id)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable(party.table)
        .set({ updated_at: '2100-01-01T12:00:00.000Z' })
        .where('id', '=', party.id)
        .execute();
      expect(await staleTransitIdsInRange(t.db, range), party.role).toEqual([transit.id]);
      await t.db
        .updateTable(party.table)
        .set({ updated_at: before.updated_at })
        .where('id', '=', party.id)
        .execute();
    }
    expect(await staleTransitIdsInRange(t.db, range)).toEqual([]);
  });

  it('finds a transit by an edited document', async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    const cmr = await addCmr(t, f.owner.token, transit.id);
    const other = await postNearlyCompleteTransit(t, f);
    await t.db
      .updateTable('documents')
      .set({ updated_at: '2100-03-01T12:00:00.000Z' })
      .where('id', '=', cmr)
      .execute();
    const found = await transitIdsChangedSince(t.db, '2100-03-01T00:00:00.000Z');
    expect(found).toContain(transit.id);
    expect(found).not.toContain(other.transit.id);
  });

  it('checks a range of ids, no more', async () => {
    const t = ctx();
    const { f, transit: first } = await postNearlyCompleteTransit(t);
    const { transit: second } = await postNearlyCompleteTransit(t, f);
    // The worker's own pass for the new transits, done first: it would make their data sets again.
    await t.deps.efti?.flush();
    await t.db
      .deleteFrom('efti_datasets')
      .where('transit_id', 'in', [first.id, second.id])
      .execute();
    const range = { afterId: first.id - 1, throughId: first.id };
    expect(await staleTransitIdsInRange(t.db, range)).toEqual([first.id]);
    const both = { afterId: first.id - 1, throughId: second.id };
    expect(await staleTransitIdsInRange(t.db, both)).toEqual([first.id, second.id]);
    await t.deps.efti?.flush();
    expect(await staleTransitIdsInRange(t.db, both)).toEqual([]);
  });

  it('lets other work run while it recomputes data sets', async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    const more = [transit.id];
    for (let i = 0; i < 3; i += 1) more.push((await postNearlyCompleteTransit(t, f)).transit.id);
    await t.deps.efti?.flush();
    await t.db.deleteFrom('efti_datasets').where('transit_id', 'in', more).execute();
    let swept = false;
    const sweep = t.deps.efti?.flush().then(() => {
      swept = true;
    });
    // A request's callback, queued after the pass began: it runs before the pass ends.
    const ranDuringSweep = await new Promise<boolean>((resolve) => {
      setImmediate(() => {
        resolve(!swept);
      });
    });
    await sweep;
    expect(ranDuringSweep).toBe(true);
    expect(
      await staleTransitIdsInRange(t.db, { afterId: transit.id - 1, throughId: Math.max(...more) }),
    ).toEqual([]);
  });
});
