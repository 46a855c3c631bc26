import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  auth,
  clientPayload,
  createCompany,
  createEmployee,
  json,
  type Owner,
} from '../../../test/factories.ts';
import {
  TRANSITS,
  insertClient,
  insertVehicle,
  place,
  postTransit,
  shareTransit,
  transitUrl,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';

// A forwarder names its subcontractor's driver and vehicles on the carrier line of that
// company, once the two are connected (spec 2 §4).

type Company = Owner & { vies: string; name: string };

/** `from` adds `to` as a contractor (an invitation goes out); `to` accepts when asked. */
async function addContractor(t: TestApp, from: Company, to: Company, accept: boolean) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/company/api/v1/client/',
    headers: auth(from.token),
    payload: clientPayload({ name: to.name, vies: to.vies }),
  });
  expect(created.statusCode, created.body).toBe(201);
  if (accept) {
    const received = await t.app.inject({
      method: 'GET',
      url: '/company/api/v1/receive-request/',
      headers: auth(to.token),
    });
    const [invitation] = received.json<{ results: { id: number }[] }>().results;
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/company/api/v1/receive-request/${invitation?.id}/`,
      headers: auth(to.token),
      payload: { status: 'accepted' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  return Number(json(created).id);
}

async function namedDriver(t: TestApp, companyId: number, first: string, last: string) {
  const driver = await createEmployee(t.app, t.db, companyId, { role: 'Kierowca' });
  await t.db
    .updateTable('users')
    .set({ first_name: first, last_name: last })
    .where('id', '=', driver.id)
    .execute();
  return driver;
}

function transitPayload(carrier: Record<string, unknown>[]) {
  return {
    loading_date: '2030-05-10',
    sender_location: [place()],
    carrier,
  };
}

async function listIds(t: TestApp, token: string): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: TRANSITS, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: { id: number }[] }>().results.map((row) => row.id);
}

async function read(t: TestApp, token: string, id: number) {
  return t.app.inject({ method: 'GET', url: transitUrl(id), headers: auth(token) });
}

const driverOf = (body: TransitBody) => body.carrier[0]?.driver;

describeEachDatabase('transits: a connected subcontractor carries', (ctx) => {
  it("takes B's driver and vehicles on B's carrier line; B and its driver read the transit", async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app);
    const clientB = await addContractor(t, a, b, true);
    const driverB = await namedDriver(t, b.companyId, 'Marek', 'Zieliński');
    const otherDriverB = await namedDriver(t, b.companyId, 'Ewa', 'Lis');
    const tractorB = await insertVehicle(t.db, b.companyId, 'WB 1001', 'tractor_unit');
    const trailerB = await insertVehicle(t.db, b.companyId, 'WB 1002', 'semitrailer');

    const created = await postTransit(
      t,
      a.token,
      transitPayload([
        { client: clientB, driver: driverB.id, vehicle: tractorB, semitrailer: trailerB },
      ]),
    );
    const driverName = { id: driverB.id, user: { first_name: 'Marek', last_name: 'Zieliński' } };
    expect(driverOf(created)).toMatchObject(driverName);
    expect(created.carrier[0]).toMatchObject({
      vehicle: { id: tractorB, number: 'WB 1001' },
      semitrailer: { id: trailerB, number: 'WB 1002' },
    });

    // A reads it with B's driver; B's office reads it shared in, as its carrier.
    const fromA = await read(t, a.token, created.id);
    expect(driverOf(fromA.json<TransitBody>())).toMatchObject(driverName);
    const fromB = await read(t, b.token, created.id);
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromB.json<TransitBody>()).toMatchObject({ type: 'send' });
    expect(driverOf(fromB.json<TransitBody>())).toMatchObject(driverName);
    expect(await listIds(t, b.token)).toContain(created.id);

    // B's driver finds it on his card; B's other driver does not.
    expect(await listIds(t, driverB.token)).toEqual([created.id]);
    const card = await read(t, driverB.token, created.id);
    expect(card.statusCode, card.body).toBe(200);
    expect(driverOf(card.json<TransitBody>())).toMatchObject(driverName);
    expect(await listIds(t, otherDriverB.token)).toEqual([]);
    expect((await read(t, otherDriverB.token, created.id)).statusCode).toBe(404);

    // Another transit A shares with B, which B's driver does not drive, stays off his card.
    const unrelated = await postTransit(t, a.token, transitPayload([]));
    expect((await shareTransit(t, a.token, unrelated.id, b.companyId)).statusCode).toBe(201);
    expect(await listIds(t, b.token)).toContain(unrelated.id);
    expect(await listIds(t, driverB.token)).toEqual([created.id]);
    expect((await read(t, driverB.token, unrelated.id)).statusCode).toBe(404);

    // A PATCH keeps the driver on B's line.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: transitUrl(created.id),
      headers: auth(a.token),
      payload: {
        carrier: [{ client: clientB, driver: driverB.id, vehicle: tractorB }],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(driverOf(patched.json<TransitBody>())).toMatchObject(driverName);
  });

  it("refuses B's driver on another contractor's line, and an unconnected company's", async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app);
    const c = await createCompany(t.app);
    const clientB = await addContractor(t, a, b, true);
    // C is a contractor of A in the product, but C never accepted: not connected.
    const clientC = await addContractor(t, a, c, false);
    const plain = await insertClient(t.db, a.companyId, 'Przewoźnik');
    const driverB = await namedDriver(t, b.companyId, 'Marek', 'Zieliński');
    const driverC = await namedDriver(t, c.companyId, 'Olga', 'Nowak');
    const tractorB = await insertVehicle(t.db, b.companyId, 'WB 2001', 'tractor_unit');
    const tractorC = await insertVehicle(t.db, c.companyId, 'WC 2001', 'tractor_unit');
    const employeeB = await createEmployee(t.app, t.db, b.companyId, { role: 'Dyspozytor' });

    const cases: [Record<string, unknown>[], unknown][] = [
      // B's driver, vehicle and person on a line that is not B's
      [
        [{ client: clientB }, { client: plain.id, driver: driverB.id }],
        { carrier: { '1': { driver: ['driver_incorrect'] } } },
      ],
      [
        [{ client: plain.id, vehicle: tractorB, employee: employeeB.id }],
        {
          carrier: { '0': { vehicle: ['vehicle_incorrect'], employee: ['employee_incorrect'] } },
        },
      ],
      // C is not connected to A: its driver and vehicle are refused even on C's line
      [
        [{ client: clientC, driver: driverC.id, vehicle: tractorC }],
        { carrier: { '0': { driver: ['driver_incorrect'], vehicle: ['vehicle_incorrect'] } } },
      ],
      // B's vehicle as a semitrailer is still the wrong kind
      [
        [{ client: clientB, semitrailer: tractorB }],
        { carrier: { '0': { semitrailer: ['semitrailer_incorrect'] } } },
      ],
    ];
    for (const [carrier, body] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: TRANSITS,
        headers: auth(a.token),
        payload: transitPayload(carrier),
      });
      expect(response.statusCode, JSON.stringify(carrier)).toBe(400);
      expect(json(response), JSON.stringify(carrier)).toEqual(body);
    }
    // Nothing was written, nothing shared: B and its driver see no transit.
    expect(await listIds(t, a.token)).toEqual([]);
    expect(await listIds(t, b.token)).toEqual([]);
    expect(await listIds(t, driverB.token)).toEqual([]);

    // C's people do not show in A's autocompletes either.
    for (const url of [
      `/company/api/v1/driver/?company_vies=${c.vies}`,
      `/company/api/v1/vehicle/not_trailer/?company_vies=${c.vies}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: auth(a.token) });
      expect(response.json<{ count: number }>().count, url).toBe(0);
    }
    const viaB = await t.app.inject({
      method: 'GET',
      url: `/company/api/v1/driver/?company_vies=${b.vies}`,
      headers: auth(a.token),
    });
    expect(viaB.json<{ results: { id: number }[] }>().results.map((d) => d.id)).toEqual([
      driverB.id,
    ]);
  });
});
