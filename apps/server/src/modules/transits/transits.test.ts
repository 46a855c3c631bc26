import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { auth, createCompany, createEmployee, json } from '../../../test/factories.ts';
import {
  TRANSITS,
  createFleet,
  fullPayload,
  insertClient,
  insertVehicle,
  place,
  postTransit,
  shareTransit,
  transitUrl,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { nowIso } from '../../db/index.ts';
import { markTransitSigned } from './repo.ts';

const CHILD_TABLES = [
  'transits',
  'transit_places',
  'transit_receivers',
  'transit_cargo',
  'transit_carriers',
  'transit_events',
] as const;

/** Row counts of every transit table, to assert that a refused request wrote nothing. */
async function transitRowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of CHILD_TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function patch(t: TestApp, token: string, id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: transitUrl(id), headers: auth(token), payload });
}

describeEachDatabase('transits: create, read, edit, finish, delete', (ctx) => {
  it('creates a transit with its sections, numbers it per company and year, logs an event', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const year = new Date().getUTCFullYear();
    const created = await postTransit(t, f.owner.token, fullPayload(f));
    expect(created.transit_number).toMatch(new RegExp(`^(${year}|${year + 1})/000001$`));
    expect(created).toMatchObject({
      status: 'pending',
      type: 'generated',
      loading_date: '2030-05-10',
      loading_time: '08:30',
      sender_client: { id: f.sender.id, name: 'Nadawca Sp. z o.o.', vies: f.sender.vies },
      sender_employee: { id: f.owner.userId, user: { first_name: 'Anna', last_name: 'Nowak' } },
      sender_location: [
        { place: 'Magazyn główny', town: 'Gdynia', latitude: 54.5189, longitude: 18.5305 },
      ],
      sender_instruction: 'Ostrożnie',
      has_signed_documents: false,
      can_send_alert: true,
      remarks: '',
      document: [],
    });
    expect(created.receivers).toHaveLength(2);
    expect(created.receivers[0]).toMatchObject({
      client: { id: f.receiverA.id },
      cargo: [
        {
          name: 'Palety',
          quantity: 33,
          other: { weight_gross_kg: 12000, method_of_packaging: 'EUR', marks: 'A1' },
        },
        { name: 'Kartony' },
        { name: 'Beczki', other: { capacity: 2.5 } },
      ],
      destiny_places: [{ town: 'Gdańsk' }],
    });
    expect(created.carrier).toMatchObject([
      {
        client: { id: f.carrier.id },
        driver: { id: f.driver.id, user: { first_name: 'Piotr', last_name: 'Wolski' } },
        vehicle: { id: f.tractor, type: 'tractor_unit' },
        semitrailer: { id: f.semitrailer, type: 'semitrailer' },
        is_forwarder: false,
      },
      {
        client: { id: f.receiverB.id },
        driver: null,
        driver_not_from_system: 'Hans Meier',
        vehicle_not_from_system: 'B XY 123',
        is_forwarder: true,
      },
    ]);
    const second = await postTransit(t, f.owner.token, { sender_client: f.sender.id });
    expect(second.transit_number).toMatch(/\/000002$/);

    // A vehicle chosen for a carrier makes its driver unavailable (spec 3 §4).
    const driver = await t.db
      .selectFrom('users')
      .select('is_available')
      .where('id', '=', f.driver.id)
      .executeTakeFirstOrThrow();
    expect(driver.is_available).toBe(0);

    const events = await t.db
      .selectFrom('transit_events')
      .selectAll()
      .where('transit_id', '=', created.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'transit_created', actor_user_id: f.owner.userId });
    expect(JSON.parse(events[0]?.data ?? '{}')).toEqual({
      type: 'transit_created',
      transit_number: created.transit_number,
    });

    const got = await t.app.inject({
      method: 'GET',
      url: transitUrl(created.id),
      headers: auth(f.owner.token),
    });
    expect(got.statusCode).toBe(200);
    expect(json(got)).toEqual(created);
  });

  it('drops empty parts before validating (spec 1 §4)', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const created = await postTransit(t, f.owner.token, {
      sender_client: f.sender.id,
      sender_location: [{}, place(), { address: '', town: '' }],
      receivers: [
        { client: f.receiverA.id, cargo: [{}, { name: 'Palety' }], destiny_places: [{}] },
        { cargo: [{}], destiny_places: [{}] },
      ],
      carrier: [{ is_forwarder: false }, { client: f.carrier.id }, { is_forwarder: true }],
    });
    expect(created.sender_location).toHaveLength(1);
    expect(created.receivers).toHaveLength(1);
    expect(created.receivers[0]?.cargo).toHaveLength(1);
    expect(created.carrier).toHaveLength(1);
  });

  it('takes places without coordinates, or with them in degrees, minutes and seconds', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const created = await postTransit(t, f.owner.token, {
      sender_client: f.sender.id,
      sender_location: [
        place({ latitude: null, longitude: null }),
        place({ latitude: '54° 31\' 8.0" N', longitude: '18° 31\' 49.8" E' }),
        place({ country: 'DE', zip_code: '10115' }),
      ],
    });
    expect(created.sender_location.map((p) => [p.latitude, p.longitude])).toEqual([
      [null, null],
      [54.5188889, 18.5305],
      [expect.any(Number), expect.any(Number)],
    ]);
  });

  it('answers field-keyed errors for bad input and writes nothing', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const other = await createFleet(t);
    const before = await transitRowCounts(t);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { carrier: Array.from({ length: 11 }, () => ({ client: f.carrier.id })) },
        { carrier: ['enter_max_elements?count=10'] },
      ],
      [
        { sender_location: [place({ zip_code: '' })] },
        { sender_location: { '0': { zip_code: ['field_required'] } } },
      ],
      [
        { sender_location: [place({ latitude: '54° 31\' 8" E' })] },
        { sender_location: { '0': { latitude: ['coordinate_incorrect'] } } },
      ],
      [
        { sender_location: [place({ zip_code: '81300' })] },
        { sender_location: { '0': { zip_code: ['zip_code_incorrect'] } } },
      ],
      [
        { sender_location: [place({ longitude: "18°31'" })] },
        { sender_location: { '0': { longitude: ['coordinate_incorrect'] } } },
      ],
      [
        { carrier: [{ client: f.carrier.id, driver_not_from_system: 'Hans' }] },
        { carrier: { '0': { driver_not_from_system: ['must_contain_a_space'] } } },
      ],
      [{ carrier: [{ vehicle: f.tractor }] }, { carrier: { '0': { client: ['field_required'] } } }],
      [
        { receivers: [{ employee: f.owner.userId }] },
        { receivers: { '0': { client: ['field_required'] } } },
      ],
      [{ loading_date: '10.05.2030' }, { loading_date: ['invalid_date'] }],
      [{ loading_time: '8:3' }, { loading_time: ['invalid_time'] }],
      // References of another company are refused per field, never found.
      [
        { carrier: [{ client: f.carrier.id, driver: other.driver.id }] },
        { carrier: { '0': { driver: ['driver_incorrect'] } } },
      ],
      [
        { carrier: [{ client: f.carrier.id, vehicle: other.tractor }] },
        { carrier: { '0': { vehicle: ['vehicle_incorrect'] } } },
      ],
      [
        { carrier: [{ client: f.carrier.id, semitrailer: f.tractor }] },
        { carrier: { '0': { semitrailer: ['semitrailer_incorrect'] } } },
      ],
      [
        { carrier: [{ client: f.carrier.id, driver: f.owner.userId }] },
        { carrier: { '0': { driver: ['driver_incorrect'] } } },
      ],
      [{ sender_client: other.sender.id }, { sender_client: ['client_incorrect'] }],
      [{ sender_employee: other.owner.userId }, { sender_employee: ['employee_incorrect'] }],
      [
        { receivers: [{ client: other.receiverA.id }] },
        { receivers: { '0': { client: ['client_incorrect'] } } },
      ],
      [{ status: 'finished' }, { status: ['unknown_field'] }],
    ];
    for (const [payload, body] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: auth(f.owner.token),
        payload: { ...fullPayload(f), ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response), JSON.stringify(payload)).toEqual(body);
    }
    expect(await transitRowCounts(t)).toEqual(before);
    const driver = await t.db
      .selectFrom('users')
      .select('is_available')
      .where('id', '=', f.driver.id)
      .executeTakeFirstOrThrow();
    expect(driver.is_available).toBe(1);
  });

  it('keeps companies apart: 404 outside the company, a driver sees only what he drives', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const other = await createFleet(t);
    const mine = await postTransit(t, f.owner.token, fullPayload(f));
    const notDriven = await postTransit(t, f.owner.token, { sender_client: f.sender.id });
    const otherDriver = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Kierowca' });

    for (const [token, id, status] of [
      [other.owner.token, mine.id, 404],
      [other.driver.token, mine.id, 404],
      [f.driver.token, mine.id, 200],
      [f.driver.token, notDriven.id, 404],
      [otherDriver.token, mine.id, 404],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: transitUrl(id),
        headers: auth(token),
      });
      expect(response.statusCode).toBe(status);
    }
    for (const request of [
      { method: 'PATCH' as const, url: transitUrl(mine.id), payload: { sender_instruction: 'x' } },
      { method: 'DELETE' as const, url: transitUrl(mine.id) },
      {
        method: 'PATCH' as const,
        url: `${transitUrl(mine.id)}finish_transit/`,
        payload: { status: 'finished' },
      },
    ]) {
      const response = await t.app.inject({ ...request, headers: auth(other.owner.token) });
      expect(response.statusCode).toBe(404);
      // The driver reads his transit but changes nothing.
      const asDriver = await t.app.inject({ ...request, headers: auth(f.driver.token) });
      expect(asDriver.statusCode).toBe(403);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: TRANSITS,
      headers: auth(f.driver.token),
      payload: { sender_client: f.sender.id },
    });
    expect(create.statusCode).toBe(403);
    const unauthenticated = await t.app.inject({ method: 'GET', url: TRANSITS });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('PATCH replaces the sections it names, keeps the ids it sends back, leaves the rest', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const created = await postTransit(t, f.owner.token, fullPayload(f));
    const receiverA = created.receivers[0];
    if (!receiverA) throw new Error('no receiver');
    const response = await patch(t, f.owner.token, created.id, {
      unloading_date: '',
      special_agreements: 'Termin fix',
      receivers: [
        {
          id: receiverA.id,
          client: f.receiverA.id,
          cargo: [{ id: receiverA.cargo[0]?.id, name: 'Palety EUR', quantity: 30 }],
          destiny_places: [place({ town: 'Sopot' })],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as TransitBody;
    expect(body).toMatchObject({
      unloading_date: null,
      loading_date: '2030-05-10',
      special_agreements: 'Termin fix',
      sender_instruction: 'Ostrożnie',
    });
    expect(body.receivers).toHaveLength(1);
    expect(body.receivers[0]?.id).toBe(receiverA.id);
    expect(body.receivers[0]?.cargo).toMatchObject([
      { id: receiverA.cargo[0]?.id, name: 'Palety EUR' },
    ]);
    expect(body.carrier).toEqual(created.carrier);
    expect(body.sender_location).toEqual(created.sender_location);
    const cargo = await t.db
      .selectFrom('transit_cargo')
      .select('id')
      .where('transit_id', '=', created.id)
      .execute();
    expect(cargo).toHaveLength(1);

    const carriers = await patch(t, f.owner.token, created.id, {
      carrier: [{ client: f.carrier.id, vehicle_not_from_system: 'KR 1' }],
    });
    expect(carriers.statusCode).toBe(200);
    expect((json(carriers) as TransitBody).carrier).toMatchObject([
      {
        client: { id: f.carrier.id },
        driver: null,
        vehicle: null,
        vehicle_not_from_system: 'KR 1',
      },
    ]);
    const events = await t.db
      .selectFrom('transit_events')
      .select(['type', 'data'])
      .where('transit_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual([
      'transit_created',
      'transit_updated',
      'transit_updated',
    ]);
    expect(JSON.parse(events[1]?.data ?? '{}')).toEqual({
      type: 'transit_updated',
      sections: ['dates', 'additional', 'receivers'],
    });

    // A driver of another company is refused on PATCH too, and nothing changes.
    const other = await createFleet(t);
    const before = await transitRowCounts(t);
    const refused = await patch(t, f.owner.token, created.id, {
      special_agreements: 'zmiana',
      carrier: [{ client: f.carrier.id, driver: other.driver.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ carrier: { '0': { driver: ['driver_incorrect'] } } });
    expect(await transitRowCounts(t)).toEqual(before);
    const again = await t.app.inject({
      method: 'GET',
      url: transitUrl(created.id),
      headers: auth(f.owner.token),
    });
    expect(json(again)).toMatchObject({ special_agreements: 'Termin fix' });
  });

  it('with signed documents only the carriers may change', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const created = await postTransit(t, f.owner.token, fullPayload(f));
    await markTransitSigned(t.db, created.id, nowIso());
    const before = await transitRowCounts(t);
    const refused = await patch(t, f.owner.token, created.id, {
      receivers: [{ client: f.receiverA.id }],
      loading_date: '2030-06-01',
      carrier: [{ client: f.carrier.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      loading_date: ['transit_signed_only_carriers'],
      receivers: ['transit_signed_only_carriers'],
    });
    expect(await transitRowCounts(t)).toEqual(before);

    // Sending a field's current value is not a change.
    const carriers = await patch(t, f.owner.token, created.id, {
      loading_date: '2030-05-10',
      carrier: [{ client: f.carrier.id, driver_not_from_system: 'Jan Nowy' }],
    });
    expect(carriers.statusCode, carriers.body).toBe(200);
    expect(json(carriers)).toMatchObject({
      status: 'running',
      has_signed_documents: true,
      carrier: [{ driver_not_from_system: 'Jan Nowy' }],
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: transitUrl(created.id),
      headers: auth(f.owner.token),
    });
    expect(deleted.statusCode).toBe(400);
    expect(json(deleted)).toEqual({ non_field_errors: ['transit_has_signed_documents'] });
  });

  it('finishes once; a finished transit blocks edit and delete and frees its driver', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const created = await postTransit(t, f.owner.token, fullPayload(f));
    const finishUrl = `${transitUrl(created.id)}finish_transit/`;
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: finishUrl,
      headers: auth(f.owner.token),
      payload: { status: 'running' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ status: ['invalid_choice'] });

    const finished = await t.app.inject({
      method: 'PATCH',
      url: finishUrl,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    expect(finished.statusCode).toBe(200);
    expect(json(finished)).toMatchObject({ status: 'finished', can_send_alert: false });
    const driver = await t.db
      .selectFrom('users')
      .select('is_available')
      .where('id', '=', f.driver.id)
      .executeTakeFirstOrThrow();
    expect(driver.is_available).toBe(1);

    const before = await transitRowCounts(t);
    const twice = await t.app.inject({
      method: 'PATCH',
      url: finishUrl,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    expect(twice.statusCode).toBe(400);
    expect(json(twice)).toEqual({ status: ['transit_already_finished'] });

    const edit = await patch(t, f.owner.token, created.id, { carrier: [] });
    expect(edit.statusCode).toBe(400);
    expect(json(edit)).toEqual({ non_field_errors: ['transit_finished'] });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: transitUrl(created.id),
      headers: auth(f.owner.token),
    });
    expect(deleted.statusCode).toBe(400);
    expect(json(deleted)).toEqual({ non_field_errors: ['transit_finished'] });
    expect(await transitRowCounts(t)).toEqual(before);
  });

  it('deletes an open, unsigned, own transit; never a sent one; keeps the event log', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const sent = await postTransit(t, f.owner.token, { sender_client: f.sender.id });
    await t.db.updateTable('transits').set({ type: 'send' }).where('id', '=', sent.id).execute();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: transitUrl(sent.id),
      headers: auth(f.owner.token),
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ non_field_errors: ['transit_is_sent'] });

    const created = await postTransit(t, f.owner.token, fullPayload(f));
    const warehouse = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Magazynier' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: transitUrl(created.id),
      headers: auth(warehouse.token),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: transitUrl(created.id),
      headers: auth(f.owner.token),
    });
    expect(gone.statusCode).toBe(404);
    for (const table of [
      'transit_places',
      'transit_receivers',
      'transit_cargo',
      'transit_carriers',
    ] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('id')
        .where('transit_id', '=', created.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const events = await t.db
      .selectFrom('transit_events')
      .select('type')
      .where('transit_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['transit_created', 'transit_deleted']);
  });

  it('answers with the actions why each refused one is refused (`refusals`), in the list too', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const partner = await createCompany(t.app);
    const [open, signed, finished, shared] = [
      await postTransit(t, f.owner.token, fullPayload(f)),
      await postTransit(t, f.owner.token, fullPayload(f)),
      await postTransit(t, f.owner.token, fullPayload(f)),
      await postTransit(t, f.owner.token, fullPayload(f)),
    ];
    await markTransitSigned(t.db, signed.id, nowIso());
    const finish = await t.app.inject({
      method: 'PATCH',
      url: `${transitUrl(finished.id)}finish_transit/`,
      headers: auth(f.owner.token),
      payload: { status: 'finished' },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    const share = await shareTransit(t, f.owner.token, shared.id, partner.companyId);
    expect(share.statusCode, share.body).toBeLessThan(300);

    type Answer = {
      id: number;
      actions: Record<string, boolean>;
      refusals: Record<string, string>;
    };
    const answerOf = async (token: string, id: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: transitUrl(id),
        headers: auth(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return json(response) as Answer;
    };
    const owners = await answerOf(f.owner.token, open.id);
    expect(owners.actions.delete).toBe(true);
    expect(owners.refusals.delete).toBeUndefined();
    // Every refused action has its key, and only those.
    const refused = Object.keys(owners.actions).filter((action) => !owners.actions[action]);
    expect(Object.keys(owners.refusals).sort()).toEqual(refused.sort());

    expect((await answerOf(f.owner.token, signed.id)).refusals).toMatchObject({
      delete: 'transit_has_signed_documents',
      edit: 'transit_signed_only_carriers',
    });
    expect((await answerOf(f.owner.token, finished.id)).refusals).toMatchObject({
      delete: 'transit_finished',
      finish: 'transit_already_finished',
    });
    expect((await answerOf(partner.token, shared.id)).refusals).toMatchObject({
      delete: 'transit_is_sent',
      edit: 'transit_is_sent',
    });
    const driver = await answerOf(f.driver.token, open.id);
    expect(driver.refusals.delete).toBe('permission_denied');

    const list = await t.app.inject({ method: 'GET', url: TRANSITS, headers: auth(f.owner.token) });
    const rows = (json(list) as { results: Answer[] }).results;
    expect(rows.find((row) => row.id === finished.id)?.refusals.delete).toBe('transit_finished');
    expect(rows.find((row) => row.id === signed.id)?.refusals.delete).toBe(
      'transit_has_signed_documents',
    );
  });

  it('refuses to delete a contractor that a transit names', async () => {
    const t = ctx();
    const f = await createFleet(t);
    await postTransit(t, f.owner.token, fullPayload(f));
    for (const id of [f.sender.id, f.receiverA.id, f.carrier.id]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/company/api/v1/client/${id}/`,
        headers: auth(f.owner.token),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ non_field_errors: ['client_in_use'] });
    }
    const unused = await insertClient(t.db, f.owner.companyId, 'Nieużywany');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/company/api/v1/client/${unused.id}/`,
      headers: auth(f.owner.token),
    });
    expect(response.statusCode).toBe(204);
  });

  it('takes only vehicles and trailers of the right kind', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const van = await insertVehicle(t.db, f.owner.companyId, 'WX 777', 'van');
    const created = await postTransit(t, f.owner.token, {
      carrier: [{ client: f.carrier.id, vehicle: van, semitrailer: f.semitrailer }],
    });
    expect(created.carrier).toMatchObject([
      { vehicle: { id: van }, semitrailer: { id: f.semitrailer } },
    ]);
  });
});
