import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  auth,
  clientPayload,
  countRows,
  createCompany,
  createEmployee,
  json,
} from '../../../test/factories.ts';

const CLIENT = '/company/api/v1/client/';
const SENT = '/company/api/v1/send-request/';
const RECEIVED = '/company/api/v1/receive-request/';
const COUNT = '/company/api/v1/pending-request-count/';

type Invitation = {
  id: number;
  sender: { id: number; name: string; vies: string | null };
  receiver: { id: number; name: string } | null;
  status: string;
  answered_at: string | null;
};
type Paged<T> = { count: number; results: T[] };

async function list<T>(t: TestApp, token: string, url: string): Promise<Paged<T>> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<Paged<T>>();
}

async function addContractor(t: TestApp, token: string, vies: string, name = 'Partner') {
  const response = await t.app.inject({
    method: 'POST',
    url: CLIENT,
    headers: auth(token),
    payload: clientPayload({ name, vies }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return json(response);
}

describeEachDatabase('invitations between companies', (ctx) => {
  it('adding a company in the product invites it; accepting makes both contractors of each other', async () => {
    const t = ctx();
    const a = await createCompany(t.app, { name: 'Alfa Trans' });
    const b = await createCompany(t.app, { name: 'Beta Logistics' });
    const client = await addContractor(t, a.token, b.vies, 'Beta (as Alfa calls it)');
    expect(client).toMatchObject({
      is_online: true,
      gt_id: b.companyId,
      invitation_status: 'pending',
    });

    // A second contractor row for B is refused; no second invitation either.
    const dup = await t.app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(a.token),
      payload: clientPayload({ vies: b.vies }),
    });
    expect(json(dup)).toEqual({ vies: ['client_already_exists'] });

    const sent = await list<Invitation>(t, a.token, SENT);
    expect(sent.count).toBe(1);
    expect(sent.results[0]).toMatchObject({
      sender: { id: a.companyId, name: 'Alfa Trans', vies: a.vies },
      receiver: { id: b.companyId, name: 'Beta Logistics' },
      receiver_unregistered: null,
      status: 'pending',
      answered_at: null,
    });
    expect((await list(t, a.token, RECEIVED)).count).toBe(0);
    expect(json(await t.app.inject({ method: 'GET', url: COUNT, headers: auth(b.token) }))).toEqual(
      {
        request_count: 1,
      },
    );
    expect(json(await t.app.inject({ method: 'GET', url: COUNT, headers: auth(a.token) }))).toEqual(
      {
        request_count: 0,
      },
    );
    const received = await list<Invitation>(t, b.token, RECEIVED);
    const id = received.results[0]?.id ?? 0;
    expect((await list(t, b.token, `${RECEIVED}?company=alfa`)).count).toBe(1);
    expect((await list(t, b.token, `${RECEIVED}?company=gamma`)).count).toBe(0);
    expect((await list(t, b.token, `${RECEIVED}?companyID=${a.companyId}`)).count).toBe(1);
    expect((await list(t, b.token, `${RECEIVED}?companyID=${b.companyId}`)).count).toBe(0);

    // Only the receiver answers.
    const bySender = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(a.token),
      payload: { status: 'accepted' },
    });
    expect(bySender.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(b.token),
      payload: { status: 'pending' },
    });
    expect(json(bad)).toEqual({ status: ['invalid_choice'] });

    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(b.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted)).toMatchObject({ id, status: 'accepted' });
    expect(typeof json(accepted).answered_at).toBe('string');

    const bClients = await list<{ name: string; gt_id: number | null; vies: string }>(
      t,
      b.token,
      CLIENT,
    );
    expect(bClients.results).toEqual([
      expect.objectContaining({
        name: 'Alfa Trans',
        gt_id: a.companyId,
        vies: a.vies,
        is_online: true,
      }),
    ]);
    const aClients = await list<{ name: string }>(t, a.token, CLIENT);
    expect(aClients.results.map((c) => c.name)).toEqual(['Beta (as Alfa calls it)']);
    expect(json(await t.app.inject({ method: 'GET', url: COUNT, headers: auth(b.token) }))).toEqual(
      {
        request_count: 0,
      },
    );

    // Answered is final.
    const again = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(b.token),
      payload: { status: 'rejected' },
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ status: ['invitation_already_answered'] });

    // The contractor is no longer "in use" once answered.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${CLIENT}${String(client.id)}/`,
          headers: auth(a.token),
        })
      ).statusCode,
    ).toBe(204);
  });

  it('rejecting changes no contractor lists; B can later invite A itself', async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app);
    await addContractor(t, a.token, b.vies);
    const id = (await list<Invitation>(t, b.token, RECEIVED)).results[0]?.id ?? 0;
    const clients = await countRows(t.db, 'clients');
    const rejected = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(b.token),
      payload: { status: 'rejected' },
    });
    expect(json(rejected)).toMatchObject({ status: 'rejected' });
    expect(await countRows(t.db, 'clients')).toBe(clients);
    expect((await list(t, b.token, CLIENT)).count).toBe(0);

    // B adds A: a new invitation goes the other way; A accepts and B's row is linked, A's kept.
    const back = await addContractor(t, b.token, a.vies, 'Alfa');
    expect(back).toMatchObject({ invitation_status: 'pending' });
    const toA = (await list<Invitation>(t, a.token, RECEIVED)).results[0]?.id ?? 0;
    await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${toA}/`,
      headers: auth(a.token),
      payload: { status: 'accepted' },
    });
    expect((await list(t, a.token, CLIENT)).count).toBe(1);
    expect((await list(t, b.token, CLIENT)).count).toBe(1);
  });

  it('accepts on arrival when the receiver has auto-accept on', async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app, { name: 'Auto Accept SA' });
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/company/api/v1/profile-settings/',
      headers: auth(b.token),
      payload: { is_auto_accept_notifications: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const client = await addContractor(t, a.token, b.vies);
    expect(client).toMatchObject({ invitation_status: 'accepted', is_online: true });
    const received = await list<Invitation>(t, b.token, RECEIVED);
    expect(received.results[0]).toMatchObject({ status: 'accepted' });
    const bClients = await list<{ gt_id: number }>(t, b.token, CLIENT);
    expect(bClients.results.map((c) => c.gt_id)).toEqual([a.companyId]);
    expect(json(await t.app.inject({ method: 'GET', url: COUNT, headers: auth(b.token) }))).toEqual(
      {
        request_count: 0,
      },
    );
  });

  it('links an existing unlinked contractor row on acceptance instead of adding a second one', async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app);
    // B already keeps A as a contractor by VIES, then a company row for A appears later: simulate
    // by unlinking B's row after creation.
    const bRow = await addContractor(t, b.token, a.vies, 'Alfa (old row)');
    await t.db
      .updateTable('clients')
      .set({ linked_company_id: null })
      .where('id', '=', Number(bRow.id))
      .execute();
    await t.db.deleteFrom('invitations').where('sender_company_id', '=', b.companyId).execute();
    await addContractor(t, a.token, b.vies);
    const id = (await list<Invitation>(t, b.token, RECEIVED)).results[0]?.id ?? 0;
    await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(b.token),
      payload: { status: 'accepted' },
    });
    const bClients = await list<{ name: string; gt_id: number | null }>(t, b.token, CLIENT);
    expect(bClients.results).toEqual([
      expect.objectContaining({ name: 'Alfa (old row)', gt_id: a.companyId }),
    ]);
  });

  it('a driver may not answer; another company gets 404', async () => {
    const t = ctx();
    const a = await createCompany(t.app);
    const b = await createCompany(t.app);
    const c = await createCompany(t.app);
    await addContractor(t, a.token, b.vies);
    const id = (await list<Invitation>(t, b.token, RECEIVED)).results[0]?.id ?? 0;
    const driver = await createEmployee(t.app, t.db, b.companyId, { role: 'Kierowca' });
    const byDriver = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(driver.token),
      payload: { status: 'accepted' },
    });
    expect(byDriver.statusCode).toBe(403);
    const byStranger = await t.app.inject({
      method: 'PATCH',
      url: `${RECEIVED}${id}/`,
      headers: auth(c.token),
      payload: { status: 'accepted' },
    });
    expect(byStranger.statusCode).toBe(404);
    expect((await list(t, c.token, SENT)).count).toBe(0);
    expect((await list(t, c.token, RECEIVED)).count).toBe(0);
    const status = await t.db
      .selectFrom('invitations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(status?.status).toBe('pending');
  });
});
