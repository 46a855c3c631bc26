import { expect, it } from 'vitest';
import type { NotificationData } from '@transitdocs/domain';
import { auth, createCompany, json } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import { pushText } from './push-text.ts';

describeEachDatabase('notifications of what an API key did', (ctx) => {
  it('name the key, as the history does', async () => {
    const t = ctx();
    const a = await createFleet(t);
    const b = await createCompany(t.app);
    const transit = await postTransit(t, a.owner.token, fullPayload(a));
    const made = await t.app.inject({
      method: 'POST',
      url: '/company/api/v1/api-keys/',
      headers: auth(a.owner.token),
      payload: { name: 'TMS', scope: 'write' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const shared = await t.app.inject({
      method: 'POST',
      url: '/company/api/v1/share-transit/',
      headers: { authorization: `Api-Key ${String(json(made).key)}` },
      payload: { transit: transit.id, company_gt_id: b.companyId, as: 'receiver' },
    });
    expect(shared.statusCode, shared.body).toBe(201);

    const rows = await t.db
      .selectFrom('notifications')
      .select(['type', 'data'])
      .where('company_id', '=', b.companyId)
      .execute();
    expect(rows.map((row) => row.type)).toEqual(['transit_shared']);
    const notification = {
      type: 'transit_shared',
      data: JSON.parse(rows[0]?.data ?? '{}') as NotificationData,
    };
    expect(notification.data).toMatchObject({
      transit_number: transit.transit_number,
      api_key_name: 'TMS',
    });
    expect(pushText('en-GB', notification).body).toContain('via API key “TMS”');
    expect(pushText('pl', notification).body).toContain('przez klucz API „TMS”');

    // A person acting himself: no key named.
    const other = await createCompany(t.app);
    const byHand = await t.app.inject({
      method: 'POST',
      url: '/company/api/v1/share-transit/',
      headers: auth(a.owner.token),
      payload: { transit: transit.id, company_gt_id: other.companyId, as: 'receiver' },
    });
    expect(byHand.statusCode, byHand.body).toBe(201);
    const [plain] = await t.db
      .selectFrom('notifications')
      .select('data')
      .where('company_id', '=', other.companyId)
      .execute();
    expect(JSON.parse(plain?.data ?? '{}')).not.toHaveProperty('api_key_name');
  });
});
