import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  auth,
  clientPayload,
  countRows,
  createCompany,
  createEmployee,
  createOwner,
  json,
  uniqueNip,
} from '../../../test/factories.ts';

const CLIENT = '/company/api/v1/client/';
const one = (id: number) => `${CLIENT}${id}/`;

type Paged = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; name: string }[];
};

describeEachDatabase('contractors', (ctx) => {
  it('creates, reads, updates and deletes a contractor without a company in the product', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const nip = uniqueNip();
    const created = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ nip, vies: `PL${nip}`, pesel: '44051401359' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = json(created);
    expect(body).toMatchObject({
      name: 'Kontrahent Sp. z o.o.',
      nip,
      vies: `PL${nip}`,
      // With a tax number the PESEL is not kept.
      pesel: '',
      phone: '+48600100200',
      is_online: false,
      gt_id: null,
      // Its e-mail is invited to sign up (invitations/signup.test.ts).
      invitation_status: 'pending',
    });
    const id = Number(body.id);

    const got = await app.inject({ method: 'GET', url: one(id), headers: auth(owner.token) });
    expect(got.statusCode).toBe(200);
    expect(json(got)).toMatchObject({ id, town: 'Kraków' });
    expect(json(got)).not.toHaveProperty('invitation_status');

    const updated = await app.inject({
      method: 'PATCH',
      url: `${one(id)}update_client/`,
      headers: auth(owner.token),
      payload: { name: 'Nowa Nazwa', town: 'Gdańsk', zip_code: '80-001', email: 'X@Y.PL' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated)).toMatchObject({
      name: 'Nowa Nazwa',
      town: 'Gdańsk',
      email: 'x@y.pl',
      nip,
    });

    const taxChange = await app.inject({
      method: 'PATCH',
      url: `${one(id)}update_client/`,
      headers: auth(owner.token),
      payload: { nip: '1234567890' },
    });
    expect(json(taxChange)).toEqual({ nip: ['unknown_field'] });

    const deleted = await app.inject({
      method: 'DELETE',
      url: one(id),
      headers: auth(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: one(id), headers: auth(owner.token) })).statusCode,
    ).toBe(404);
  });

  it('keeps a PESEL without NIP and refuses a second contractor with the same tax number', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const person = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ name: 'Jan Prywatny', pesel: '44051401359', vies: null }),
    });
    expect(person.statusCode, person.body).toBe(201);
    expect(json(person)).toMatchObject({ pesel: '44051401359', nip: '', vies: null });

    const nip = uniqueNip();
    const first = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ nip }),
    });
    // A bare NIP is a Polish one: stored with its VIES id.
    expect(json(first)).toMatchObject({ nip, vies: `PL${nip}` });
    const before = await countRows(ctx().db, 'clients');
    const again = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ vies: `PL${nip}` }),
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ vies: ['client_already_exists'] });
    expect(await countRows(ctx().db, 'clients')).toBe(before);
  });

  it('rejects bad input field by field and stores nothing', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const before = await countRows(db, 'clients');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ nip: '5260250275' }, { nip: ['nip_incorrect'] }],
      [{ vies: 'PL5260250275' }, { vies: ['nip_incorrect'] }],
      [{ vies: 'XX123456789' }, { vies: ['vies_country_incorrect'] }],
      [{ vies: 'DE12' }, { vies: ['tax_number_incorrect'] }],
      [{ pesel: '44051401358' }, { pesel: ['pesel_incorrect'] }],
      [{ zip_code: '31000' }, { zip_code: ['zip_code_incorrect'] }],
      [
        { country: 'DE', zip_code: '12345678901' },
        { zip_code: ['enter_max_chars?count=10', 'zip_code_incorrect'] },
      ],
      [{ country: 'QQ' }, { country: ['country_incorrect'] }],
      [{ name: '' }, { name: ['field_required'] }],
      [{ phone: '600100200' }, { phone: ['must_contain_prefix'] }],
      [{ email: 'nope' }, { email: ['wrong_email'] }],
      [{ extra: 1 }, { extra: ['unknown_field'] }],
    ];
    for (const [override, expected] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: CLIENT,
        headers: auth(owner.token),
        payload: clientPayload(override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(json(response), JSON.stringify(override)).toEqual(expected);
    }
    // Zip of another country may be any 1-10 characters.
    const foreign = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ country: 'DE', zip_code: '10115', vies: 'DE123456789' }),
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect(json(foreign)).toMatchObject({ nip: '123456789', vies: 'DE123456789' });
    expect(await countRows(db, 'clients')).toBe(before + 1);

    const id = Number(json(foreign).id);
    const badZip = await app.inject({
      method: 'PATCH',
      url: `${one(id)}update_client/`,
      headers: auth(owner.token),
      payload: { country: 'PL' },
    });
    expect(json(badZip)).toEqual({ zip_code: ['zip_code_incorrect'] });
    const stored = await app.inject({ method: 'GET', url: one(id), headers: auth(owner.token) });
    expect(json(stored)).toMatchObject({ country: 'DE', zip_code: '10115' });
  });

  it('lists with filters and 10-row DRF paging', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    for (let i = 0; i < 12; i++) {
      const response = await app.inject({
        method: 'POST',
        url: CLIENT,
        headers: auth(owner.token),
        payload: clientPayload({
          name: `Łódzka Firma ${String(i).padStart(2, '0')}`,
          town: i % 2 === 0 ? 'Łódź' : 'Poznań',
          nip: uniqueNip(),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({
        name: 'Berlin GmbH',
        country: 'DE',
        zip_code: '10115',
        town: 'Berlin',
      }),
    });
    const page1 = (
      await app.inject({ method: 'GET', url: CLIENT, headers: auth(owner.token) })
    ).json<Paged>();
    expect(page1.count).toBe(13);
    expect(page1.results).toHaveLength(10);
    expect(page1.previous).toBeNull();
    expect(page1.next).toMatch(/\/company\/api\/v1\/client\/\?page=2$/);
    const page2 = (
      await app.inject({ method: 'GET', url: `${CLIENT}?page=2`, headers: auth(owner.token) })
    ).json<Paged>();
    expect(page2.results).toHaveLength(3);
    expect(page2.next).toBeNull();
    expect(page2.previous).toMatch(/\/client\/$/);
    const past = (
      await app.inject({ method: 'GET', url: `${CLIENT}?page=9`, headers: auth(owner.token) })
    ).json<Paged>();
    expect(past).toMatchObject({ count: 13, results: [] });

    const list = async (query: string) =>
      (
        await app.inject({ method: 'GET', url: `${CLIENT}?${query}`, headers: auth(owner.token) })
      ).json<Paged>();
    // Case-insensitive, Polish letters included, on both databases.
    expect((await list(`town=${encodeURIComponent('łódź')}`)).count).toBe(6);
    expect((await list(`name=${encodeURIComponent('ŁÓDZKA firma 1')}`)).count).toBe(2);
    expect((await list('country=DE')).results.map((c) => c.name)).toEqual(['Berlin GmbH']);
    expect((await list('is_online=false')).count).toBe(13);
    expect((await list('is_online=true')).count).toBe(0);
    expect((await list('name=%25')).count).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: `${CLIENT}?page=0`, headers: auth(owner.token) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${CLIENT}?is_online=maybe`,
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(400);

    const auto = (
      await app.inject({
        method: 'GET',
        url: `${CLIENT}all_clients/?search=berlin`,
        headers: auth(owner.token),
      })
    ).json<Paged>();
    expect(auto.results.map((c) => c.name)).toEqual(['Berlin GmbH']);
    const byName = (
      await app.inject({
        method: 'GET',
        url: `${CLIENT}all_clients/?name=firma`,
        headers: auth(owner.token),
      })
    ).json<Paged>();
    expect(byName.count).toBe(12);
    expect(byName.results).toHaveLength(10);
  });

  it('filters by vies and gt_id, and links a contractor that is a company in the product', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const partner = await createCompany(app, { name: 'Partner Trans' });
    const created = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ name: 'Partner (my name)', nip: partner.nip, vies: partner.vies }),
    });
    expect(json(created)).toMatchObject({
      is_online: true,
      gt_id: partner.companyId,
      invitation_status: 'pending',
    });
    const byVies = (
      await app.inject({
        method: 'GET',
        url: `${CLIENT}?vies=${partner.vies.toLowerCase()}`,
        headers: auth(owner.token),
      })
    ).json<Paged>();
    expect(byVies.count).toBe(1);
    const byGt = (
      await app.inject({
        method: 'GET',
        url: `${CLIENT}?gt_id=${partner.companyId}&is_online=true`,
        headers: auth(owner.token),
      })
    ).json<Paged>();
    expect(byGt.results.map((c) => c.name)).toEqual(['Partner (my name)']);
  });

  it('refuses to delete a contractor in use (its invitation is pending) and keeps the rows', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const partner = await createCompany(app);
    const created = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(owner.token),
      payload: clientPayload({ vies: partner.vies }),
    });
    const id = Number(json(created).id);
    const clients = await countRows(db, 'clients');
    const invitations = await countRows(db, 'invitations');
    const refused = await app.inject({
      method: 'DELETE',
      url: one(id),
      headers: auth(owner.token),
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ non_field_errors: ['client_in_use'] });
    expect(await countRows(db, 'clients')).toBe(clients);
    expect(await countRows(db, 'invitations')).toBe(invitations);
  });

  it('answers 404 for another company’s contractor and 401 without a token', async () => {
    const { app, db } = ctx();
    const a = await createOwner(app);
    const b = await createOwner(app);
    const created = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(a.token),
      payload: clientPayload(),
    });
    const id = Number(json(created).id);
    for (const [method, url, payload] of [
      ['GET', one(id), undefined],
      ['PATCH', `${one(id)}update_client/`, { name: 'Hacked' }],
      ['DELETE', one(id), undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: auth(b.token), payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response)).toEqual({ detail: 'not_found' });
    }
    const listB = (
      await app.inject({ method: 'GET', url: CLIENT, headers: auth(b.token) })
    ).json<Paged>();
    expect(listB.count).toBe(0);
    const stored = await db
      .selectFrom('clients')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.name).toBe('Kontrahent Sp. z o.o.');
    expect((await app.inject({ method: 'GET', url: CLIENT })).statusCode).toBe(401);
  });

  it('lets a driver read but not write, and only Admin/Dyspozytor delete', async () => {
    const { app, db } = ctx();
    const owner = await createOwner(app);
    const driver = await createEmployee(app, db, owner.companyId, { role: 'Kierowca' });
    const storekeeper = await createEmployee(app, db, owner.companyId, { role: 'Magazynier' });
    const created = await app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(storekeeper.token),
      payload: clientPayload(),
    });
    expect(created.statusCode).toBe(201);
    const id = Number(json(created).id);
    expect(
      (await app.inject({ method: 'GET', url: one(id), headers: auth(driver.token) })).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: CLIENT,
          headers: auth(driver.token),
          payload: clientPayload(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: one(id), headers: auth(storekeeper.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: one(id), headers: auth(owner.token) })).statusCode,
    ).toBe(204);
  });

  it('looks up a company in the product by id', async () => {
    const { app } = ctx();
    const owner = await createOwner(app);
    const partner = await createCompany(app, { name: 'Lookup Trans' });
    for (const path of ['/company/api/v1/company', '/company/api/v1/company/']) {
      const response = await app.inject({
        method: 'GET',
        url: `${path}?id=${partner.companyId}`,
        headers: auth(owner.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({
        results: [
          {
            name: 'Lookup Trans',
            country: 'PL',
            vies: partner.vies,
            town: 'Warszawa',
            zip_code: '00-950',
            address: 'ul. Długa 1',
          },
        ],
      });
    }
    const missing = await app.inject({
      method: 'GET',
      url: '/company/api/v1/company?id=99999999',
      headers: auth(owner.token),
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ non_field_errors: ['vies_unable_retriving_from_database'] });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/company/api/v1/company?id=abc',
          headers: auth(owner.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});
