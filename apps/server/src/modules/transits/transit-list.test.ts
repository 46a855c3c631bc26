import { brotliDecompressSync } from 'node:zlib';
import { polishDate, TransitListResponse } from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { auth, createEmployee, createOwner, json } from '../../../test/factories.ts';
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
} from '../../../test/transit-fixtures.ts';

type ListBody = {
  count: number;
  next: string | null;
  previous: string | null;
  next_cursor: string | null;
  previous_cursor: string | null;
  results: { id: number; transit_number: string; status: string }[];
};

async function list(t: TestApp, token: string, query: string): Promise<ListBody> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${TRANSITS}${query}`,
    headers: auth(token),
  });
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
  return response.json<ListBody>();
}

/** The path and query of an absolute next/previous URL. */
function local(url: string | null): string {
  if (!url) throw new Error('no link');
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function follow(t: TestApp, token: string, url: string | null): Promise<ListBody> {
  const response = await t.app.inject({ method: 'GET', url: local(url), headers: auth(token) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<ListBody>();
}

describeEachDatabase('transits: list filters and paging', (ctx) => {
  it('answers rows the response schema accepts unchanged, each as the transit itself reads', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const full = await postTransit(t, f.owner.token, fullPayload(f));
    await postTransit(t, f.owner.token, { sender_client: f.sender.id });
    const response = await t.app.inject({
      method: 'GET',
      url: `${TRANSITS}?page_size=70`,
      headers: auth(f.owner.token),
    });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    // The list skips response validation (routes.ts): nothing extra, nothing of the wrong type.
    expect(TransitListResponse.parse(body)).toEqual(body);
    const listed = TransitListResponse.parse(body).results.find((r) => r.id === full.id);
    const single = await t.app.inject({
      method: 'GET',
      url: transitUrl(full.id),
      headers: auth(f.owner.token),
    });
    // The list leaves out only the eFTI data set, which the single transit carries: building it
    // for every row would slow the busiest read (docs/decisions/0055-efti-data-sets-stored.md).
    expect(listed).toEqual({ ...single.json<Record<string, unknown>>(), efti: undefined });
    expect(listed?.receivers.map((r) => r.cargo.length)).toEqual(
      fullPayload(f).receivers.map((r) => r.cargo.length),
    );
  });

  it('sends the page compressed to a client that accepts brotli, the same JSON once decoded', async () => {
    const t = ctx();
    const f = await createFleet(t);
    await postTransit(t, f.owner.token, fullPayload(f));
    await postTransit(t, f.owner.token, fullPayload(f));
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${TRANSITS}?page_size=70`, headers });
    const plain = await get(auth(f.owner.token));
    const compressed = await get({ ...auth(f.owner.token), 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    const decoded = brotliDecompressSync(compressed.rawPayload);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('applies every filter of spec 1 §3, alone and together', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const token = f.owner.token;
    const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
    const other = await insertClient(t.db, f.owner.companyId, 'Zakład Omega');
    const driver2 = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Kierowca' });
    await t.db
      .updateTable('users')
      .set({ first_name: 'Zenon', last_name: 'Łęcki' })
      .where('id', '=', driver2.id)
      .execute();
    const van = await insertVehicle(t.db, f.owner.companyId, 'KR 4242X', 'van', {
      driverId: driver2.id,
    });

    const t1 = await postTransit(t, token, fullPayload(f));
    const t2 = await postTransit(t, token, {
      loading_date: '2020-01-01',
      sender_client: other.id,
      sender_employee: dispatcher.id,
      sender_location: [place({ town: 'POZNAŃ', address: 'ul. Głogowska 1', zip_code: '60-001' })],
      receivers: [
        {
          client: f.receiverA.id,
          destiny_places: [place({ town: 'Wrocław', zip_code: '50-001' })],
        },
      ],
      carrier: [
        {
          client: other.id,
          driver_not_from_system: 'Otto Brandt',
          vehicle_not_from_system: 'DW QZ 987',
        },
      ],
    });
    const t3 = await postTransit(t, token, {
      sender_client: f.sender.id,
      carrier: [{ client: f.receiverB.id, driver: driver2.id, vehicle: van }],
    });
    const finish = await t.app.inject({
      method: 'PATCH',
      url: `${TRANSITS}${t3.id}/finish_transit/`,
      headers: auth(token),
      payload: { status: 'finished' },
    });
    expect(finish.statusCode).toBe(200);
    const t4 = await postTransit(t, token, {});
    await t.db.updateTable('transits').set({ type: 'send' }).where('id', '=', t4.id).execute();
    // Another company's transits never show.
    const stranger = await createFleet(t);
    await postTransit(t, stranger.owner.token, fullPayload(stranger));

    const tractor = await t.db
      .selectFrom('vehicles')
      .select('number')
      .where('id', '=', f.tractor)
      .executeTakeFirstOrThrow();
    const today = polishDate();
    const all = [t4.id, t3.id, t2.id, t1.id];
    const cases: [string, number[]][] = [
      ['', all],
      [`?client_id=${f.sender.id}`, [t3.id, t1.id]],
      [`?client_id=${f.receiverB.id}`, [t3.id, t1.id]],
      [`?client_id=${other.id}`, [t2.id]],
      ['?client_name=gamma', [t1.id]],
      ['?client_name=ALFA', [t2.id, t1.id]],
      [`?employee_id=${dispatcher.id}`, [t2.id]],
      [`?employee_id=${f.owner.userId}`, [t1.id]],
      [`?created_at=${today}`, all],
      ['?created_at=2001-01-01', []],
      ['?loading_date=2030-05-10', [t1.id]],
      ['?unloading_date=2030-05-12', [t1.id]],
      [`?transit_number=${encodeURIComponent(t2.transit_number.slice(-6))}`, [t2.id]],
      ['?transit_type=send', [t4.id]],
      ['?transit_type=generated', [t3.id, t2.id, t1.id]],
      ['?transit_type=', all],
      ['?transit_status=pending', [t4.id, t1.id]],
      ['?transit_status=running', [t2.id]],
      ['?transit_status=finished', [t3.id]],
      ['?transit_status=', all],
      ['?loading_place=poznań', [t2.id]],
      ['?loading_place=gdynia', [t1.id]],
      ['?unloading_place=berlin', [t1.id]],
      ['?unloading_place=WROCŁAW', [t2.id]],
      [`?vehicle_number=${encodeURIComponent(tractor.number.slice(0, 6).toLowerCase())}`, [t1.id]],
      ['?vehicle_number=qz%2098', [t2.id]],
      ['?vehicle_number=xy%2012', [t1.id]],
      ['?vehicle_number=4242', [t3.id]],
      [
        `?vies=${encodeURIComponent(`${f.receiverB.vies.slice(0, 2)} ${f.receiverB.vies.slice(2)}`)}`,
        [t3.id, t1.id],
      ],
      [`?vies=${f.sender.vies}`, [t3.id, t1.id]],
      ['?driver_full_name=wolski%20piotr', [t1.id]],
      ['?driver_full_name=otto%20b', [t2.id]],
      ['?driver_full_name=Hans', [t1.id]],
      ['?driver_full_name=%C5%82%C4%99cki', [t3.id]],
      [`?transit_status=pending&client_id=${f.sender.id}`, [t1.id]],
      // set filters alone, together: their sets intersected
      ['?client_name=ALFA&driver_full_name=wolski%20piotr', [t1.id]],
      ['?client_name=ALFA&loading_place=pozna%C5%84', [t2.id]],
      [`?client_id=${f.sender.id}&unloading_place=berlin&vehicle_number=xy%2012`, [t1.id]],
      ['?loading_place=gdynia&unloading_place=WROC%C5%81AW', []],
      [`?transit_status=finished&vehicle_number=4242&client_name=beta`, [t3.id]],
      ['?client_name=%25%25%25', []],
      ['?client_name=a_f', []],
    ];
    for (const [query, ids] of cases) {
      const body = await list(t, token, query);
      expect(
        body.results.map((r) => r.id),
        query,
      ).toEqual(ids);
      expect(body.count, query).toBe(ids.length);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `${TRANSITS}?transit_status=open`,
      headers: auth(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ transit_status: ['invalid_choice'] });
    // A filter past its limit is refused on its field.
    const long = await t.app.inject({
      method: 'GET',
      url: `${TRANSITS}?vehicle_number=${'x'.repeat(21)}`,
      headers: auth(token),
    });
    expect(long.statusCode).toBe(400);
    expect(json(long)).toEqual({ vehicle_number: ['enter_max_chars?count=20'] });

    // Drivers see only what they drive, filters included.
    expect((await list(t, f.driver.token, '')).results.map((r) => r.id)).toEqual([t1.id]);
    expect((await list(t, driver2.token, '')).results.map((r) => r.id)).toEqual([t3.id]);
    expect((await list(t, driver2.token, '?transit_status=pending')).results).toEqual([]);
    // A set filter for a driver: the transits it finds are read for his restriction.
    const driverAlfa = await list(t, f.driver.token, '?client_name=ALFA');
    expect(driverAlfa.results.map((r) => r.id)).toEqual([t1.id]);
    expect(driverAlfa.count).toBe(1);
    const outsider = await createOwner(t.app);
    expect((await list(t, outsider.token, '')).count).toBe(0);
  });

  it('answers a 1 or 2 character "contains" search like a longer one, wildcards literal', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const token = f.owner.token;
    const carrierLine = (vehicle: string, driver: string) => [
      { client: f.carrier.id, vehicle_not_from_system: vehicle, driver_not_from_system: driver },
    ];
    const wx = await postTransit(t, token, {
      sender_client: f.sender.id,
      sender_location: [place({ town: 'Łódź', zip_code: '90-001' })],
      carrier: carrierLine('WX 12345', 'Ola Nowak'),
    });
    const kr = await postTransit(t, token, {
      sender_client: f.receiverA.id,
      sender_location: [place({ town: 'Kraków', zip_code: '30-001' })],
      carrier: carrierLine('KR 5_%\\9', 'Jan Wu'),
    });
    // Another company's rows with the same letters never show.
    const stranger = await createFleet(t);
    await postTransit(t, stranger.owner.token, {
      sender_client: stranger.sender.id,
      sender_location: [place({ town: 'Łódź', zip_code: '90-001' })],
      carrier: [{ client: stranger.carrier.id, vehicle_not_from_system: 'WX 999' }],
    });
    const cases: [string, number[]][] = [
      ['?vehicle_number=wx', [wx.id]],
      ['?vehicle_number=W', [wx.id]],
      ['?vehicle_number=kr', [kr.id]],
      ['?vehicle_number=5', [kr.id, wx.id]],
      // `%`, `_` and a backslash match themselves only
      ['?vehicle_number=%25', [kr.id]],
      ['?vehicle_number=_', [kr.id]],
      ['?vehicle_number=%5C', [kr.id]],
      ['?vehicle_number=_%25', [kr.id]],
      ['?loading_place=%C5%81', [wx.id]],
      ['?loading_place=kr', [kr.id]],
      ['?loading_place=zz', []],
      ['?driver_full_name=wu', [kr.id]],
      ['?client_name=al', [kr.id]],
      ['?client_name=al&vehicle_number=5', [kr.id]],
    ];
    for (const [query, ids] of cases) {
      const body = await list(t, token, query);
      expect(
        body.results.map((r) => r.id),
        query,
      ).toEqual(ids);
      expect(body.count, query).toBe(ids.length);
    }
    // A page past the end is empty, not an error.
    const past = await list(t, token, '?vehicle_number=wx&page=9');
    expect(past.results).toEqual([]);
  });

  it('pages by page number and by cursor, 10 or 70 a page', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const token = f.owner.token;
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push((await postTransit(t, token, { sender_client: f.sender.id })).id);
    }
    const newestFirst = [...ids].reverse();

    const page1 = await list(t, token, '');
    expect(page1.count).toBe(25);
    expect(page1.results.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(page1.previous).toBeNull();
    expect(local(page1.next)).toBe(`${TRANSITS}?page=2`);
    expect(page1.next_cursor).toBeNull();
    const page3 = await list(t, token, '?page=3&page_size=10');
    expect(page3.results.map((r) => r.id)).toEqual(newestFirst.slice(20));
    expect(page3.next).toBeNull();
    expect(local(page3.previous)).toBe(`${TRANSITS}?page=2&page_size=10`);
    const table = await list(t, token, '?page_size=70');
    expect(table.results.map((r) => r.id)).toEqual(newestFirst);
    expect(table.next).toBeNull();
    expect((await list(t, token, '?page=9')).results).toEqual([]);
    // A page past the last still counts the matches, of a set filter with a row filter too.
    const past = await list(t, token, `?page=9&transit_status=pending&client_id=${f.sender.id}`);
    expect([past.results, past.count]).toEqual([[], 25]);
    const badSize = await t.app.inject({
      method: 'GET',
      url: `${TRANSITS}?page_size=20`,
      headers: auth(token),
    });
    expect(json(badSize)).toEqual({ page_size: ['invalid_choice'] });

    const c1 = await list(t, token, '?cursor=');
    expect(c1.results.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(c1.count).toBe(25);
    expect(c1.previous).toBeNull();
    expect(c1.next).toContain(`cursor=${c1.next_cursor ?? ''}`);
    // A transit created meanwhile does not shift the next pages.
    const newer = await postTransit(t, token, { sender_client: f.sender.id });
    const c2 = await follow(t, token, c1.next);
    expect(c2.results.map((r) => r.id)).toEqual(newestFirst.slice(10, 20));
    const c3 = await follow(t, token, c2.next);
    expect(c3.results.map((r) => r.id)).toEqual(newestFirst.slice(20));
    expect(c3.next).toBeNull();
    expect(c3.next_cursor).toBeNull();
    const back = await follow(t, token, c3.previous);
    expect(back.results.map((r) => r.id)).toEqual(newestFirst.slice(10, 20));
    const first = await follow(t, token, back.previous);
    expect(first.results.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    const top = await follow(t, token, first.previous);
    expect(top.results.map((r) => r.id)).toEqual([newer.id]);
    expect(top.previous).toBeNull();

    const c70 = await list(t, token, '?cursor=&page_size=70');
    expect(c70.results).toHaveLength(26);
    expect([c70.next, c70.previous]).toEqual([null, null]);

    const filtered = await list(
      t,
      token,
      `?cursor=&transit_status=pending&client_id=${f.sender.id}`,
    );
    expect(filtered.results).toHaveLength(10);
    const filteredNext = await follow(t, token, filtered.next);
    expect(filteredNext.results.map((r) => r.id)).toEqual(newestFirst.slice(9, 19));
    expect(filteredNext.count).toBe(26);
    // And back: a filter of contractors reads its matching set for the page and the probe.
    const filteredBack = await follow(t, token, filteredNext.previous);
    expect(filteredBack.results.map((r) => r.id)).toEqual(filtered.results.map((r) => r.id));
    expect(filteredBack.previous).toBeNull();
    expect(filteredBack.next).not.toBeNull();

    for (const cursor of ['nonsense', Buffer.from('[1,2,3]').toString('base64url')]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${TRANSITS}?cursor=${cursor}`,
        headers: auth(token),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ cursor: ['invalid_cursor'] });
    }
  });

  it('finds a transit shared in by another company by what it shows, not by own master data', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const b = await createFleet(t);
    // B's own transit: loaded in Gdynia too, but nothing else in common.
    const own = await postTransit(t, b.owner.token, {
      sender_client: b.sender.id,
      sender_location: [place()],
    });
    const shared = await shareTransit(t, f.owner.token, transit.id, b.owner.companyId);
    expect(shared.statusCode, shared.body).toBe(201);
    const tractor = await t.db
      .selectFrom('vehicles')
      .select('number')
      .where('id', '=', f.tractor)
      .executeTakeFirstOrThrow();
    const cases: [string, number[]][] = [
      ['', [transit.id, own.id]],
      ['?loading_place=gdynia', [transit.id, own.id]],
      ['?unloading_place=Gda%C5%84sk', [transit.id]],
      ['?unloading_place=Hafenweg', [transit.id]],
      [`?vehicle_number=${encodeURIComponent(tractor.number)}`, [transit.id]],
      ['?vehicle_number=xy%20123', [transit.id]],
      ['?driver_full_name=Piotr%20Wolski', [transit.id]],
      ['?driver_full_name=Hans', [transit.id]],
      ['?client_name=Alfa', [transit.id]],
      ['?client_name=Nadawca', [transit.id, own.id]],
      [`?vies=${f.receiverA.vies}`, [transit.id]],
      [`?vies=${b.sender.vies}`, [own.id]],
      ['?loading_place=Szczecin', []],
      ['?client_name=Omega', []],
      // By id: the contractor or person the transit names, whichever company keeps it.
      [`?client_id=${f.carrier.id}`, [transit.id]],
      [`?client_id=${b.sender.id}`, [own.id]],
      [`?employee_id=${f.owner.userId}`, [transit.id]],
      [`?employee_id=${b.owner.userId}`, []],
    ];
    for (const [query, ids] of cases) {
      const body = await list(t, b.owner.token, query);
      expect(body.results.map((r) => r.id).sort(), query).toEqual([...ids].sort());
      expect(body.count, query).toBe(ids.length);
    }
    // The owner's own list is unchanged by the share.
    const owner = await list(t, f.owner.token, '?client_name=Nadawca');
    expect(owner.results.map((r) => r.id)).toEqual([transit.id]);
  });
});

describeEachDatabase('transits: "contains" filters through their indexes', (ctx) => {
  it('folds Polish letters alike on both databases and follows renames and edits', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const token = f.owner.token;
    const client = await insertClient(t.db, f.owner.companyId, 'ŻABKA Łódź Spółka');
    const transit = await postTransit(t, token, {
      sender_client: client.id,
      sender_location: [place({ town: 'ŁOMŻA', address: 'ul. Źródlana 5', zip_code: '18-400' })],
      carrier: [
        {
          client: f.carrier.id,
          driver_not_from_system: 'ŁUKASZ ŻÓŁĆ',
          vehicle_not_from_system: 'BŁ 12ŻX',
        },
      ],
    });
    const other = await postTransit(t, token, { sender_client: f.sender.id });
    const ids = async (query: string) => (await list(t, token, query)).results.map((r) => r.id);

    for (const query of [
      '?client_name=%C5%BCabka%20%C5%82%C3%B3d%C5%BA', // żabka łódź
      '?client_name=SP%C3%93%C5%81KA', // SPÓŁKA
      '?loading_place=%C5%82om%C5%BCa', // łomża
      '?loading_place=%C5%BAR%C3%B3DLANA', // źRóDLANA
      '?driver_full_name=%C5%82ukasz%20%C5%BC%C3%B3%C5%82%C4%87', // łukasz żółć
      '?vehicle_number=b%C5%82%2012%C5%BC', // bł 12ż
    ]) {
      expect(await ids(query), query).toEqual([transit.id]);
    }
    expect(await ids('?client_name=zabka')).toEqual([]);

    // The indexes follow a renamed contractor and a changed loading place.
    await t.db
      .updateTable('clients')
      .set({ name: 'Świeża Ćma' })
      .where('id', '=', client.id)
      .execute();
    expect(await ids('?client_name=%C5%BBabka')).toEqual([]);
    expect(await ids('?client_name=%C5%9Bwie%C5%BC')).toEqual([transit.id]); // śwież
    const patch = await t.app.inject({
      method: 'PATCH',
      url: transitUrl(transit.id),
      headers: auth(token),
      payload: { sender_location: [place({ town: 'Ełk', zip_code: '19-300' })] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await ids('?loading_place=%C5%82om%C5%BCa')).toEqual([]);
    expect(await ids('?loading_place=E%C5%81K')).toEqual([transit.id]);
    expect(await ids('')).toEqual([other.id, transit.id]);
  });
});
