import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { auth, createEmployee, json } from '../../../test/factories.ts';
import { TRANSITS, createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';

const ALERT = '/company/api/v1/alert/';

async function notificationsOf(t: TestApp, transitId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .selectAll()
    .where('transit_id', '=', transitId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }));
}

describeEachDatabase('transits: alerts', (ctx) => {
  it("lists the transit company's alert types", async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const response = await t.app.inject({
      method: 'GET',
      url: `${ALERT}${transit.id}/`,
      headers: auth(f.driver.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { message: 'Delay', default: true },
      { message: 'Breakdown', default: true },
      { message: 'Accident', default: true },
      { message: 'Waiting', default: true },
    ]);
    const other = await createFleet(t);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `${ALERT}${transit.id}/`,
      headers: auth(other.owner.token),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('stores the alert, an event and a notification for each party, then publishes them', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
    await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Magazynier' });
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const published: PublishedNotification[][] = [];
    const unsubscribe = t.deps.pubsub.subscribe('notifications.created', (payload) => {
      published.push(payload.notifications);
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: ALERT,
        headers: auth(f.driver.token),
        payload: {
          message: 'Breakdown',
          transit_id: transit.id,
          company_name: '',
          first_name: '',
          last_name: '',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(json(response)).toMatchObject({
        transit_id: transit.id,
        message: 'Breakdown',
        default: true,
        first_name: 'Piotr',
        last_name: 'Wolski',
        company_name: 'Nowak Trans Sp. z o.o.',
      });
      // The signed-in author, named from his account and company when the request names no one.
      const data = {
        transit_id: transit.id,
        transit_number: transit.transit_number,
        alert_message: 'Breakdown',
        alert_default: true,
        first_name: 'Piotr',
        last_name: 'Wolski',
        company_name: 'Nowak Trans Sp. z o.o.',
      };
      // The owner (Admin) and the dispatcher hear of it; the author and the warehouseman do not.
      const rows = await notificationsOf(t, transit.id);
      expect(rows.map((row) => row.user_id)).toEqual(
        [f.owner.userId, dispatcher.id].sort((a, b) => a - b),
      );
      for (const row of rows) {
        expect(row).toMatchObject({
          type: 'alert',
          company_id: f.owner.companyId,
          read_at: null,
          data,
        });
      }
      expect(published).toHaveLength(1);
      expect(published[0]?.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(
        rows.map((row) => row.user_id),
      );
      expect(published[0]?.[0]?.data).toEqual(data);

      // The owner's alert reaches the carrier's driver and the dispatcher.
      const fromOwner = await t.app.inject({
        method: 'POST',
        url: ALERT,
        headers: auth(f.owner.token),
        payload: { message: 'Delay', transit_id: transit.id },
      });
      expect(fromOwner.statusCode).toBe(201);
      const delay = (await notificationsOf(t, transit.id)).filter(
        (row) => (row.data as { alert_message: string }).alert_message === 'Delay',
      );
      expect(delay.map((row) => row.user_id)).toEqual(
        [f.driver.id, dispatcher.id].sort((a, b) => a - b),
      );
    } finally {
      unsubscribe();
    }
    const events = await t.db
      .selectFrom('transit_events')
      .select(['type', 'data', 'actor_user_id'])
      .where('transit_id', '=', transit.id)
      .where('type', '=', 'alert_sent')
      .orderBy('id')
      .execute();
    expect(events).toHaveLength(2);
    expect(JSON.parse(events[0]?.data ?? '{}')).toMatchObject({
      type: 'alert_sent',
      message: 'Breakdown',
      default: true,
      first_name: 'Piotr',
    });
  });

  it('refuses alerts on finished transits, unknown types and other companies', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const unknown = await t.app.inject({
      method: 'POST',
      url: ALERT,
      headers: auth(f.owner.token),
      payload: { message: 'Flat tyre', transit_id: transit.id },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({ message: ['invalid_choice'] });
    const other = await createFleet(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: ALERT,
      headers: auth(other.owner.token),
      payload: { message: 'Delay', transit_id: transit.id },
    });
    expect(foreign.statusCode).toBe(404);

    await t.app.inject({
      method: 'PATCH',
      url: `${TRANSITS}${transit.id}/finish_transit/`,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    const finished = await t.app.inject({
      method: 'POST',
      url: ALERT,
      headers: auth(f.driver.token),
      payload: { message: 'Delay', transit_id: transit.id },
    });
    expect(finished.statusCode).toBe(400);
    expect(json(finished)).toEqual({ non_field_errors: ['transit_finished'] });
    // Finishing notifies (type transit_finished); the refused alert adds none.
    expect((await notificationsOf(t, transit.id)).filter((row) => row.type === 'alert')).toEqual(
      [],
    );
    const alerts = await t.db
      .selectFrom('alerts')
      .select('id')
      .where('transit_id', '=', transit.id)
      .execute();
    expect(alerts).toEqual([]);
  });
});
