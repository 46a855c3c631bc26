import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  addCmr,
  eftiOf,
  postActiveTransit,
  postNearlyCompleteTransit,
} from '../../../test/efti-fixtures.ts';
import { auth, createCompany, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { shareTransit, TRANSITS, transitUrl } from '../../../test/transit-fixtures.ts';
import { nowIso } from '../../db/index.ts';
import { claimDue, enqueue } from './outbox-repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function datasetRow(t: TestApp, transitId: number) {
  return t.db
    .selectFrom('efti_datasets')
    .selectAll()
    .where('transit_id', '=', transitId)
    .executeTakeFirst();
}

describeEachDatabase('eFTI data sets of transits', (ctx) => {
  it('gives each new transit a data set, a draft that names what it lacks', async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    const row = await datasetRow(t, transit.id);
    expect(row).toMatchObject({ company_id: f.owner.companyId, status: 'draft' });
    expect(row?.dataset_id).toMatch(UUID);
    const efti = await eftiOf(t, f.owner.token, transit.id);
    expect(efti.dataset_id).toBe(row?.dataset_id);
    expect(efti.status).toBe('draft');
    expect(efti.missing.map((m) => m.field)).toEqual(['cmr', 'cmr', 'cmr']);
    expect(efti.missing[0]?.subsets.length).toBeGreaterThan(0);
  });

  it('turns active once complete and closed when the transit is finished', async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    await addCmr(t, f.owner.token, transit.id);
    const active = await eftiOf(t, f.owner.token, transit.id);
    expect(active).toMatchObject({ status: 'active', missing: [] });
    const finished = await t.app.inject({
      method: 'PATCH',
      url: `${transitUrl(transit.id)}finish_transit/`,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((json(finished) as { efti: { status: string } }).efti.status).toBe('closed');
    await t.deps.efti?.flush();
    expect((await datasetRow(t, transit.id))?.status).toBe('closed');
  });

  it('leaves efti out of the list (the busiest read)', async () => {
    const t = ctx();
    const { f } = await postNearlyCompleteTransit(t);
    const list = await t.app.inject({ method: 'GET', url: TRANSITS, headers: auth(f.owner.token) });
    const results = (json(list) as { results: Record<string, unknown>[] }).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => !('efti' in r))).toBe(true);
  });

  it("shows the data set to the owning company's users, not to a company it is shared in to", async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    const partner = await createCompany(t.app);
    const share = await shareTransit(t, f.owner.token, transit.id, partner.companyId);
    expect(share.statusCode, share.body).toBeLessThan(300);
    const eftiIn = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: transitUrl(transit.id),
        headers: auth(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (json(response) as { efti?: { dataset_id: string } }).efti;
    };
    const row = await datasetRow(t, transit.id);
    expect((await eftiIn(f.owner.token))?.dataset_id).toBe(row?.dataset_id);
    expect((await eftiIn(f.driver.token))?.dataset_id).toBe(row?.dataset_id);
    expect(await eftiIn(partner.token)).toBeUndefined();
  });

  it('makes the data set of a transit that has none and records its status (the sweep)', async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    await addCmr(t, f.owner.token, transit.id);
    await t.db.deleteFrom('efti_datasets').where('transit_id', '=', transit.id).execute();
    await t.deps.efti?.flush();
    const row = await datasetRow(t, transit.id);
    expect(row?.status).toBe('active');
    expect(row?.dataset_id).toMatch(UUID);
    expect(row?.checked_at).not.toBeNull();
  });

  it('notices a change no event announced at the next sweep (a CMR edited in the database)', async () => {
    const t = ctx();
    const { f, transit, cmr } = await postActiveTransit(t);
    await t.deps.efti?.flush();
    expect((await datasetRow(t, transit.id))?.status).toBe('active');
    const doc = await t.db
      .selectFrom('documents')
      .select('document_data')
      .where('id', '=', cmr)
      .executeTakeFirstOrThrow();
    const data = JSON.parse(doc.document_data ?? '{}') as Record<string, unknown>;
    await t.db
      .updateTable('documents')
      .set({ document_data: JSON.stringify({ ...data, place: '' }), updated_at: nowIso() })
      .where('id', '=', cmr)
      .execute();
    await t.deps.efti?.flush();
    expect((await datasetRow(t, transit.id))?.status).toBe('draft');
    expect((await eftiOf(t, f.owner.token, transit.id)).status).toBe('draft');
  });

  it('lets two senders claim different rows, never the same one', async () => {
    const t = ctx();
    const made = await Promise.all([1, 2, 3, 4, 5, 6].map(() => postNearlyCompleteTransit(t)));
    const now = nowIso();
    for (const { transit } of made) {
      await enqueue(
        t.db,
        {
          transit_id: transit.id,
          dataset_id: randomUUID(),
          request_id: randomUUID(),
          body: '<x/>',
          identifiers_sha256: 'h',
        },
        now,
      );
    }
    const ours = new Set(made.map(({ transit }) => transit.id));
    const claim = (claimId: string) =>
      claimDue(t.db, {
        now: nowIso(),
        leaseUntil: new Date(Date.now() + 60_000).toISOString(),
        claimId,
        limit: 4,
      });
    const [a, b] = await Promise.all([claim('a'), claim('b')]);
    const claimed = [...a, ...b].map((row) => row.transit_id).filter((id) => ours.has(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    // A leased row is not claimed again until its lease ends.
    const again = (await claim('c')).map((row) => row.transit_id).filter((id) => ours.has(id));
    expect(again.filter((id) => claimed.includes(id))).toEqual([]);
    await t.db
      .deleteFrom('efti_outbox')
      .where('transit_id', 'in', [...ours])
      .execute();
  });
});
