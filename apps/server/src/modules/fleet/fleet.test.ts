import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  auth,
  countRows,
  createCompany,
  createEmployee,
  createOwner,
  json,
  type Owner,
} from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';

const VEHICLE = '/company/api/v1/vehicle/';
const one = (id: number) => `${VEHICLE}${id}/`;

type Paged<T = Record<string, unknown>> = { count: number; next: string | null; results: T[] };

async function addVehicle(
  t: TestApp,
  owner: Owner,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await t.app.inject({
    method: 'POST',
    url: VEHICLE,
    headers: auth(owner.token),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`vehicle: ${response.body}`);
  return json(response);
}

async function get<T = Record<string, unknown>>(
  t: TestApp,
  token: string,
  url: string,
): Promise<Paged<T>> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<Paged<T>>();
}

describeEachDatabase('fleet: vehicles and drivers', (ctx) => {
  it('creates a tractor with a driver and a semitrailer on it; GET, PATCH, DELETE', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    const tractor = await addVehicle(t, owner, {
      number: 'wa 12345',
      type: 'tractor_unit',
      driver: driver.id,
    });
    expect(tractor).toMatchObject({
      number: 'WA 12345',
      type: 'tractor_unit',
      status: 'available',
      driver: { id: driver.id, first_name: 'Jan', last_name: 'Kowalski' },
      attached_vehicle: null,
      trailer: null,
      company: owner.companyId,
      current_pos_latitude: null,
    });
    const semi = await addVehicle(t, owner, {
      number: 'WA 0001N',
      type: 'semitrailer',
      attached_vehicle: tractor.id,
    });
    expect(semi).toMatchObject({
      attached_vehicle: { id: tractor.id, number: 'WA 12345', type: 'tractor_unit' },
      driver: null,
    });
    const got = await t.app.inject({
      method: 'GET',
      url: one(Number(tractor.id)),
      headers: auth(owner.token),
    });
    expect(json(got)).toMatchObject({ trailer: { id: semi.id, number: 'WA 0001N' } });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: one(Number(tractor.id)),
      headers: auth(owner.token),
      payload: { status: 'unavailable', number: 'WA 99999' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json(patched)).toMatchObject({
      status: 'unavailable',
      number: 'WA 99999',
      driver: { id: driver.id },
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: one(Number(tractor.id)),
      headers: auth(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    const left = await t.app.inject({
      method: 'GET',
      url: one(Number(semi.id)),
      headers: auth(owner.token),
    });
    expect(json(left)).toMatchObject({ attached_vehicle: null });
  });

  it('refuses wrong attachments with a field error and changes nothing', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const other = await createOwner(t.app);
    const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    const storekeeper = await createEmployee(t.app, t.db, owner.companyId, { role: 'Magazynier' });
    const foreignDriver = await createEmployee(t.app, t.db, other.companyId, { role: 'Kierowca' });
    const tractor = await addVehicle(t, owner, { number: 'KR 1', type: 'tractor_unit' });
    const trailer = await addVehicle(t, owner, { number: 'KR 2', type: 'trailer' });
    const foreignTractor = await addVehicle(t, other, { number: 'PO 1', type: 'tractor_unit' });
    const before = await countRows(t.db, 'vehicles');

    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { type: 'semitrailer', attached_vehicle: trailer.id },
        { attached_vehicle: ['attached_vehicle_incorrect'] },
      ],
      [
        { type: 'semitrailer', attached_vehicle: foreignTractor.id },
        { attached_vehicle: ['attached_vehicle_incorrect'] },
      ],
      [
        { type: 'trailer', attached_vehicle: 999999 },
        { attached_vehicle: ['attached_vehicle_incorrect'] },
      ],
      [{ type: 'trailer', driver: driver.id }, { driver: ['vehicle_type_takes_vehicle'] }],
      [
        { type: 'van', attached_vehicle: tractor.id },
        { attached_vehicle: ['vehicle_type_takes_driver'] },
      ],
      [{ type: 'van', driver: foreignDriver.id }, { driver: ['driver_incorrect'] }],
      [{ type: 'solo_truck', driver: storekeeper.id }, { driver: ['driver_incorrect'] }],
      [{ type: 'bike' }, { type: ['invalid_choice'] }],
      [{ type: 'van', number: '' }, { number: ['field_required'] }],
      [{ type: 'van', number: 'kr 1' }, { number: ['vehicle_number_taken'] }],
    ];
    for (const [override, expected] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: VEHICLE,
        headers: auth(owner.token),
        payload: { number: 'NEW 1', ...override },
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(json(response), JSON.stringify(override)).toEqual(expected);
    }
    expect(await countRows(t.db, 'vehicles')).toBe(before);

    // PATCH: attaching to another company's vehicle or itself leaves the row as it was.
    for (const target of [foreignTractor.id, trailer.id]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: one(Number(trailer.id)),
        headers: auth(owner.token),
        payload: { attached_vehicle: target },
      });
      expect(json(response)).toEqual({ attached_vehicle: ['attached_vehicle_incorrect'] });
    }
    const semi = await addVehicle(t, owner, {
      number: 'KR 3',
      type: 'semitrailer',
      attached_vehicle: tractor.id,
    });
    const toTrailer = await t.app.inject({
      method: 'PATCH',
      url: one(Number(tractor.id)),
      headers: auth(owner.token),
      payload: { type: 'trailer' },
    });
    expect(json(toTrailer)).toEqual({ type: ['vehicle_has_attached_vehicles'] });
    const rows = await t.db
      .selectFrom('vehicles')
      .select(['id', 'type', 'attached_vehicle_id'])
      .where('id', 'in', [Number(trailer.id), Number(tractor.id), Number(semi.id)])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: tractor.id, type: 'tractor_unit', attached_vehicle_id: null },
      { id: trailer.id, type: 'trailer', attached_vehicle_id: null },
      { id: semi.id, type: 'semitrailer', attached_vehicle_id: tractor.id },
    ]);
  });

  it('moves a driver and a trailer to the new vehicle; a type change drops the link that no longer fits', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    const first = await addVehicle(t, owner, {
      number: 'A1',
      type: 'solo_truck',
      driver: driver.id,
    });
    const second = await addVehicle(t, owner, {
      number: 'A2',
      type: 'solo_truck',
      driver: driver.id,
    });
    const firstNow = json(
      await t.app.inject({ method: 'GET', url: one(Number(first.id)), headers: auth(owner.token) }),
    );
    expect(firstNow.driver).toBeNull();
    expect(second.driver).toMatchObject({ id: driver.id });

    const trailer = await addVehicle(t, owner, {
      number: 'A3',
      type: 'trailer',
      attached_vehicle: first.id,
    });
    const trailer2 = await addVehicle(t, owner, {
      number: 'A4',
      type: 'trailer',
      attached_vehicle: first.id,
    });
    const old = json(
      await t.app.inject({
        method: 'GET',
        url: one(Number(trailer.id)),
        headers: auth(owner.token),
      }),
    );
    expect(old.attached_vehicle).toBeNull();
    expect(trailer2.attached_vehicle).toMatchObject({ id: first.id });

    const toVan = await t.app.inject({
      method: 'PATCH',
      url: one(Number(trailer2.id)),
      headers: auth(owner.token),
      payload: { type: 'van' },
    });
    expect(json(toVan)).toMatchObject({ type: 'van', attached_vehicle: null, driver: null });
  });

  it('lists vehicles with filters, set type and paging', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    await t.db
      .updateTable('users')
      .set({ first_name: 'Zbigniew', last_name: 'Łukasiewicz' })
      .where('id', '=', driver.id)
      .execute();
    const tractor = await addVehicle(t, owner, {
      number: 'WX 100',
      type: 'tractor_unit',
      driver: driver.id,
    });
    await addVehicle(t, owner, {
      number: 'WX 101',
      type: 'semitrailer',
      attached_vehicle: tractor.id,
    });
    await addVehicle(t, owner, { number: 'WX 102', type: 'solo_truck', status: 'unavailable' });
    for (let i = 0; i < 9; i++) await addVehicle(t, owner, { number: `VAN ${i}`, type: 'van' });

    const all = await get(t, owner.token, VEHICLE);
    expect(all.count).toBe(12);
    expect(all.results).toHaveLength(10);
    expect(all.next).toMatch(/page=2/);
    expect((await get(t, owner.token, `${VEHICLE}?page=2`)).results).toHaveLength(2);
    const numbers = async (query: string) =>
      (await get<{ number: string }>(t, owner.token, `${VEHICLE}?${query}`)).results.map(
        (v) => v.number,
      );
    expect(await numbers('number=wx')).toEqual(['WX 100', 'WX 101', 'WX 102']);
    expect(await numbers('type=set')).toEqual(['WX 100']);
    expect(await numbers('type=semitrailer')).toEqual(['WX 101']);
    expect(await numbers('status=Unavailable')).toEqual(['WX 102']);
    expect((await get(t, owner.token, `${VEHICLE}?status=Available`)).count).toBe(11);
    expect(await numbers(`search=${encodeURIComponent('łukasiewicz zbig')}`)).toEqual(['WX 100']);
    expect(await numbers('search=nobody')).toEqual([]);
    expect(await numbers(`search=${encodeURIComponent('zbigniew łuk')}`)).toEqual(['WX 100']);
    expect(await numbers(`search=${encodeURIComponent('ŁUKASIEWICZ')}`)).toEqual(['WX 100']);
    const badType = await t.app.inject({
      method: 'GET',
      url: `${VEHICLE}?type=bike`,
      headers: auth(owner.token),
    });
    expect(badType.statusCode).toBe(400);

    // Autocompletes.
    const notTrailer = await get<{ number: string }>(
      t,
      owner.token,
      `${VEHICLE}not_trailer/?number=wx`,
    );
    expect(notTrailer.results.map((v) => v.number)).toEqual(['WX 100', 'WX 102']);
    const notAttached = await get<{ number: string }>(
      t,
      owner.token,
      `${VEHICLE}not_trailer/?number=wx&is_not_attached=true`,
    );
    expect(notAttached.results.map((v) => v.number)).toEqual(['WX 102']);
    const trailers = await get<{ number: string }>(t, owner.token, `${VEHICLE}trailer/`);
    expect(trailers.results.map((v) => v.number)).toEqual(['WX 101']);
    expect((await get(t, owner.token, `${VEHICLE}trailer/?is_not_attached=true`)).count).toBe(0);
  });

  it('lists drivers with filters, has_no_vehicle and the driver autocomplete', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const withVehicle = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    const without = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    await createEmployee(t.app, t.db, owner.companyId, { role: 'Dyspozytor' });
    await t.db
      .updateTable('users')
      .set({ first_name: 'Adam', last_name: 'Nowicki' })
      .where('id', '=', without.id)
      .execute();
    const truck = await addVehicle(t, owner, {
      number: 'GD 500',
      type: 'tractor_unit',
      driver: withVehicle.id,
    });
    await addVehicle(t, owner, {
      number: 'GD 501N',
      type: 'semitrailer',
      attached_vehicle: truck.id,
    });

    const drivers = await get<{
      id: number;
      vehicle: unknown;
      is_available: string;
      user: unknown;
      client: unknown;
    }>(t, owner.token, '/company/api/v1/my-driver/');
    expect(drivers.count).toBe(2);
    const driven = drivers.results.find((d) => d.id === withVehicle.id);
    expect(driven).toMatchObject({
      user: { first_name: 'Jan', last_name: 'Kowalski' },
      client: null,
      vehicle: {
        id: truck.id,
        number: 'GD 500',
        attached_vehicle: { number: 'GD 501N', type: 'semitrailer' },
      },
      is_available: 'available',
    });
    const ids = async (query: string) =>
      (
        await get<{ id: number }>(t, owner.token, `/company/api/v1/my-driver/?${query}`)
      ).results.map((d) => d.id);
    expect(await ids('has_no_vehicle=true')).toEqual([without.id]);
    expect(await ids('search=adam')).toEqual([without.id]);
    expect(await ids('vehicle_number=gd 500')).toEqual([withVehicle.id]);
    expect(await ids('vehicle_name=501n')).toEqual([withVehicle.id]);

    const one = await t.app.inject({
      method: 'GET',
      url: `/company/api/v1/my-driver/${without.id}/`,
      headers: auth(owner.token),
    });
    expect(json(one)).toMatchObject({ id: without.id, vehicle: null });

    const auto = await get<{ id: number }>(t, owner.token, '/company/api/v1/driver/?search=nowi');
    expect(auto.results.map((d) => d.id)).toEqual([without.id]);
  });

  it('isolates companies: 404 for ids, no attaching, company_vies only for connected companies', async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app);
    const driverA = await createEmployee(t.app, t.db, a.companyId, { role: 'Kierowca' });
    const tractorA = await addVehicle(t, a, {
      number: 'A 1',
      type: 'tractor_unit',
      driver: driverA.id,
    });
    const trailerB = await addVehicle(t, b, { number: 'B 1', type: 'trailer' });

    for (const [method, url, payload] of [
      ['GET', one(Number(tractorA.id)), undefined],
      ['PATCH', one(Number(tractorA.id)), { number: 'X' }],
      ['DELETE', one(Number(tractorA.id)), undefined],
      ['GET', `/company/api/v1/my-driver/${driverA.id}/`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: auth(b.token), payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const attach = await t.app.inject({
      method: 'PATCH',
      url: one(Number(trailerB.id)),
      headers: auth(b.token),
      payload: { attached_vehicle: tractorA.id },
    });
    expect(json(attach)).toEqual({ attached_vehicle: ['attached_vehicle_incorrect'] });
    const useDriver = await t.app.inject({
      method: 'POST',
      url: VEHICLE,
      headers: auth(b.token),
      payload: { number: 'B 2', type: 'van', driver: driverA.id },
    });
    expect(json(useDriver)).toEqual({ driver: ['driver_incorrect'] });
    const stillA = await t.db
      .selectFrom('vehicles')
      .select(['number', 'driver_id'])
      .where('id', '=', Number(tractorA.id))
      .executeTakeFirst();
    expect(stillA).toEqual({ number: 'A 1', driver_id: driverA.id });

    expect((await get(t, b.token, VEHICLE)).count).toBe(1);
    expect((await get(t, b.token, '/company/api/v1/my-driver/')).count).toBe(0);
    const viaVies = [
      `${VEHICLE}not_trailer/?company_vies=${a.vies}`,
      `/company/api/v1/driver/?company_vies=${a.vies}`,
      `/company/api/v1/employee/?company_vies=${a.vies}`,
    ];
    for (const url of viaVies) expect((await get(t, b.token, url)).count, url).toBe(0);

    // Once A accepts B's invitation, B sees A's people and vehicles through company_vies.
    const invite = await t.app.inject({
      method: 'POST',
      url: '/company/api/v1/client/',
      headers: auth(b.token),
      payload: {
        name: 'A',
        address: 'x',
        zip_code: '00-001',
        town: 'Warszawa',
        country: 'PL',
        vies: a.vies,
      },
    });
    expect(json(invite)).toMatchObject({ invitation_status: 'pending' });
    const received = await get<{ id: number }>(t, a.token, '/company/api/v1/receive-request/');
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/company/api/v1/receive-request/${received.results[0]?.id}/`,
      headers: auth(a.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await get(t, b.token, viaVies[0] ?? '')).count).toBe(1);
    expect((await get(t, b.token, viaVies[1] ?? '')).count).toBe(1);
    const people = await get(t, b.token, viaVies[2] ?? '');
    expect(people.count).toBe(2);
    expect(people.results[0]).not.toHaveProperty('email');
    // Own company by VIES and an unknown VIES.
    expect((await get(t, b.token, `${VEHICLE}trailer/?company_vies=${b.vies}`)).count).toBe(1);
    expect((await get(t, b.token, `${VEHICLE}trailer/?company_vies=PL0000000000`)).count).toBe(0);
  });

  it('Kierowca reads vehicles but cannot change them', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    const storekeeper = await createEmployee(t.app, t.db, owner.companyId, { role: 'Magazynier' });
    const van = await t.app.inject({
      method: 'POST',
      url: VEHICLE,
      headers: auth(storekeeper.token),
      payload: { number: 'M 1', type: 'van' },
    });
    expect(van.statusCode).toBe(201);
    expect((await get(t, driver.token, VEHICLE)).count).toBe(1);
    for (const [method, url] of [
      ['POST', VEHICLE],
      ['PATCH', one(Number(json(van).id))],
      ['DELETE', one(Number(json(van).id))],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: auth(driver.token),
        payload: method === 'DELETE' ? undefined : { number: 'M 2', type: 'van' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('my-position/: the driver position shows on the drivers and cars lists with its time', async () => {
    const t = ctx();
    const owner = await createOwner(t.app);
    const driver = await createEmployee(t.app, t.db, owner.companyId, { role: 'Kierowca' });
    const dispatcher = await createEmployee(t.app, t.db, owner.companyId, { role: 'Dyspozytor' });
    const tractor = await addVehicle(t, owner, {
      number: 'P 1',
      type: 'tractor_unit',
      driver: driver.id,
    });
    const semi = await addVehicle(t, owner, {
      number: 'P 2',
      type: 'semitrailer',
      attached_vehicle: tractor.id,
    });
    const other = await addVehicle(t, owner, { number: 'P 3', type: 'van' });

    // Nothing given yet: empty.
    const before = await get(t, owner.token, '/company/api/v1/my-driver/');
    expect(before.results[0]).toMatchObject({
      current_pos_latitude: null,
      current_pos_longitude: null,
      current_pos_at: null,
    });

    const url = '/company/api/v1/my-position/';
    for (const payload of [{ latitude: 91, longitude: 0 }, { latitude: 52 }, {}]) {
      const bad = await t.app.inject({ method: 'POST', url, headers: auth(driver.token), payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notDriver = await t.app.inject({
      method: 'POST',
      url,
      headers: auth(dispatcher.token),
      payload: { latitude: 52.2297, longitude: 21.0122 },
    });
    expect(notDriver.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      payload: { latitude: 52.2297, longitude: 21.0122 },
    });
    expect(anonymous.statusCode).toBe(401);

    const sent = await t.app.inject({
      method: 'POST',
      url,
      headers: auth(driver.token),
      payload: { latitude: 52.2297, longitude: 21.0122, accuracy: 12.5 },
    });
    expect(sent.statusCode).toBe(200);
    const stored = json(sent);
    expect(stored).toMatchObject({ latitude: 52.2297, longitude: 21.0122, accuracy: 12.5 });
    expect(Date.now() - Date.parse(String(stored.at))).toBeLessThan(60_000);

    const drivers = await get(t, owner.token, '/company/api/v1/my-driver/');
    expect(drivers.results[0]).toMatchObject({
      id: driver.id,
      current_pos_latitude: 52.2297,
      current_pos_longitude: 21.0122,
      current_pos_accuracy: 12.5,
      current_pos_at: stored.at,
    });
    const cars = await get<{ id: number }>(t, owner.token, VEHICLE);
    const byId = new Map(cars.results.map((car) => [car.id, car]));
    for (const id of [tractor.id, semi.id]) {
      expect(byId.get(Number(id))).toMatchObject({
        current_pos_latitude: 52.2297,
        current_pos_longitude: 21.0122,
        current_pos_at: stored.at,
      });
    }
    expect(byId.get(Number(other.id))).toMatchObject({
      current_pos_latitude: null,
      current_pos_at: null,
    });
  });
});
