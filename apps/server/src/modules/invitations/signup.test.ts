import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import {
  auth,
  clientPayload,
  countRows,
  createCompany,
  json,
  login,
  PASSWORD,
  registerPayload,
  uniqueEmail,
  uniqueNip,
  uniquePhone,
} from '../../../test/factories.ts';
import { parseMail } from '../../../test/mail-parse.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import { invitationsSubscriber } from './index.ts';

const CLIENT = '/company/api/v1/client/';
const SENT = '/company/api/v1/send-request/';
const SIGNUP = '/auth/api/v1/invitation-signup/';
const LANDING = '/company/api/v1/landing/';

type Paged<T> = { count: number; results: T[] };

async function list<T>(t: TestApp, token: string, url: string): Promise<Paged<T>> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json<Paged<T>>();
}

/** Adds a contractor that is no company in the product, with an e-mail; returns its row. */
async function addUnregistered(t: TestApp, token: string, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: CLIENT,
    headers: auth(token),
    payload: clientPayload({
      name: 'Gamma Spedycja',
      vies: `PL${uniqueNip()}`,
      email,
      phone: '+48 601 222 333',
    }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return json(response);
}

/** The mails in the outbox sent to `to`, newest last. */
async function mailsTo(t: TestApp, to: string) {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.sort().map(async (file) => parseMail(await fs.readFile(path.join(outbox, file), 'utf8'))),
  );
  return mails.filter((mail) => (mail.headers.get('to') ?? '').includes(to));
}

function signupToken(text: string): string {
  const match = /http:\/\/transitdocs\.test\/signup\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no signup link in: ${text}`);
  return match[1];
}

async function invite(t: TestApp) {
  const sender = await createCompany(t.app, { name: 'Alfa Trans' });
  const email = uniqueEmail('gamma');
  const client = await addUnregistered(t, sender.token, email);
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error('no invitation mail');
  return { sender, email, client, mail, token: signupToken(mail.text) };
}

describeEachDatabase('inviting a company that is not in the product', (ctx) => {
  it('stores the invitation to the e-mail and mails a /signup/ link in the sender’s language', async () => {
    const t = ctx();
    const { sender, email, client, mail, token } = await invite(t);
    expect(client).toMatchObject({ invitation_status: 'pending', is_online: false });
    const sent = await list<Record<string, unknown>>(t, sender.token, SENT);
    expect(sent.results).toEqual([
      expect.objectContaining({
        receiver: null,
        receiver_unregistered: email,
        status: 'pending',
      }),
    ]);
    // The owner registered with Accept-Language unset: Polish.
    expect(mail.subject).toBe('TransitDocs: Alfa Trans zaprasza do współpracy');
    expect(mail.headers.get('x-transitdocs-kind')).toBe('invitation');
    // Only the secret's hash is kept.
    const stored = await t.db
      .selectFrom('invitations')
      .select('signup_token_hash')
      .where('sender_company_id', '=', sender.companyId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.signup_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.signup_token_hash).not.toContain(token);

    // A second contractor with the same address: no second invitation, no second mail.
    await addUnregistered(t, sender.token, email);
    expect((await list(t, sender.token, SENT)).count).toBe(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('invites nobody when an account already uses the address', async () => {
    const t = ctx();
    const sender = await createCompany(t.app);
    const other = await createCompany(t.app);
    const client = await addUnregistered(t, sender.token, other.email);
    expect(client).toMatchObject({ invitation_status: null });
    expect((await list(t, sender.token, SENT)).count).toBe(0);
    expect(await mailsTo(t, other.email)).toHaveLength(0);
  });

  it('pre-fills the registration from the link, and nothing for a bad one', async () => {
    const t = ctx();
    const { email, client, token } = await invite(t);
    const read = await t.app.inject({ method: 'GET', url: `${SIGNUP}${token}/` });
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read)).toEqual({
      email,
      inviter_name: 'Alfa Trans',
      company: {
        name: 'Gamma Spedycja',
        vies: client.vies,
        address: 'ul. Polna 5',
        zip_code: '31-000',
        town: 'Kraków',
        country: 'PL',
        phone: '+48601222333',
        vat_group: '',
      },
    });
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of ['x'.repeat(43), 'short', other]) {
      const response = await t.app.inject({ method: 'GET', url: `${SIGNUP}${bad}/` });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ token: ['invitation_link_invalid'] });
    }
  });

  it('signing up through the link connects both companies, once', async () => {
    const t = ctx();
    const { sender, email, client, token } = await invite(t);
    const nip = uniqueNip();
    const payload = registerPayload({
      email,
      company: { name: 'Gamma Spedycja', nip, vies: `PL${nip}`, phone: uniquePhone() },
    });
    const created = await t.app.inject({ method: 'POST', url: `${SIGNUP}${token}/`, payload });
    expect(created.statusCode, created.body).toBe(201);
    const gammaToken = await login(t.app, email, PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/user/me/',
      headers: auth(gammaToken),
    });
    const gamma = {
      token: gammaToken,
      companyId: me.json<{ company: { id: number } }>().company.id,
    };

    // The invitation is accepted and both see it as the accepted invitation of two companies.
    const sent = await list<Record<string, unknown>>(t, sender.token, SENT);
    expect(sent.results).toEqual([
      expect.objectContaining({
        receiver: expect.objectContaining({ name: 'Gamma Spedycja' }) as unknown,
        status: 'accepted',
      }),
    ]);
    const received = await list<Record<string, unknown>>(
      t,
      gamma.token,
      '/company/api/v1/receive-request/',
    );
    expect(received.results).toEqual([
      expect.objectContaining({
        status: 'accepted',
        sender: expect.objectContaining({ id: sender.companyId }) as unknown,
      }),
    ]);
    // The sender's contractor row is now the new company's; the new company has the sender.
    const senderClients = await list<{ id: number; gt_id: number | null }>(t, sender.token, CLIENT);
    expect(senderClients.results.map((c) => [c.id, c.gt_id])).toEqual([
      [client.id, gamma.companyId],
    ]);
    const gammaClients = await list<{ gt_id: number | null; name: string }>(t, gamma.token, CLIENT);
    expect(gammaClients.results).toEqual([
      expect.objectContaining({ gt_id: sender.companyId, name: 'Alfa Trans' }),
    ]);

    // Used: the link reads and registers nothing any more.
    const companies = await countRows(t.db, 'companies');
    const again = await t.app.inject({
      method: 'POST',
      url: `${SIGNUP}${token}/`,
      payload: registerPayload(),
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ token: ['invitation_link_invalid'] });
    expect(await countRows(t.db, 'companies')).toBe(companies);
    const read = await t.app.inject({ method: 'GET', url: `${SIGNUP}${token}/` });
    expect(json(read)).toEqual({ token: ['invitation_link_invalid'] });
  });

  it('an unknown link registers nothing; a refused registration leaves the invitation open', async () => {
    const t = ctx();
    const { sender, token } = await invite(t);
    const companies = await countRows(t.db, 'companies');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${SIGNUP}${'A'.repeat(43)}/`,
      payload: registerPayload(),
    });
    expect(json(unknown)).toEqual({ token: ['invitation_link_invalid'] });
    const taken = await t.app.inject({
      method: 'POST',
      url: `${SIGNUP}${token}/`,
      payload: registerPayload({ email: sender.email }),
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({ email: ['email_taken'] });
    expect(await countRows(t.db, 'companies')).toBe(companies);
    const sent = await list<{ status: string }>(t, sender.token, SENT);
    expect(sent.results.map((i) => i.status)).toEqual(['pending']);
    expect((await t.app.inject({ method: 'GET', url: `${SIGNUP}${token}/` })).statusCode).toBe(200);
  });
});

describeEachDatabase(
  'guessing invitation links',
  (ctx) => {
    it('answers 429 once an address has guessed wrong too often', async () => {
      const t = ctx();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.app.inject({ method: 'GET', url: `${SIGNUP}${'B'.repeat(43)}/` });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(statuses[3]).toBe(429);
    });
  },
  { RATE_LIMIT_IP_MAX: '3' },
);

describeEachDatabase('the invitation mail run again', (ctx) => {
  it('a retry mails a new link and the earlier one stops working', async () => {
    const t = ctx();
    const { sender, email, token } = await invite(t);
    const invitation = await t.db
      .selectFrom('invitations')
      .select('id')
      .where('sender_company_id', '=', sender.companyId)
      .executeTakeFirstOrThrow();
    // As the event outbox runs it again after a failure (platform/events/bus.ts).
    await invitationsSubscriber(t.deps).afterCommit?.([
      {
        id: 'company:retry',
        subject: 'company',
        companyId: sender.companyId,
        data: { type: 'invitation_mailed', invitation_id: invitation.id, email },
        actor: { userId: null, apiKeyId: null, companyId: null, name: null, companyName: null },
        ip: null,
        userAgent: null,
        at: new Date().toISOString(),
      },
    ]);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    // Files of one millisecond sort by chance: the new link is the one that is not the old.
    const fresh = mails.map((mail) => signupToken(mail.text)).find((link) => link !== token) ?? '';
    expect(fresh).not.toBe(token);
    expect((await t.app.inject({ method: 'GET', url: `${SIGNUP}${fresh}/` })).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: `${SIGNUP}${token}/` });
    expect(json(old)).toEqual({ token: ['invitation_link_invalid'] });
  });
});

describeEachDatabase('withdrawing an invitation by e-mail', (ctx) => {
  it('deleting the contractor ends the link; adding it again invites anew', async () => {
    const t = ctx();
    const { sender, email, client, token } = await invite(t);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT}${String(client.id)}/`,
      headers: auth(sender.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: `${SIGNUP}${token}/` });
    expect(json(read)).toEqual({ token: ['invitation_link_invalid'] });
    const companies = await countRows(t.db, 'companies');
    const used = await t.app.inject({
      method: 'POST',
      url: `${SIGNUP}${token}/`,
      payload: registerPayload({ email }),
    });
    expect(json(used)).toEqual({ token: ['invitation_link_invalid'] });
    expect(await countRows(t.db, 'companies')).toBe(companies);

    const again = await addUnregistered(t, sender.token, email);
    expect(again).toMatchObject({ invitation_status: 'pending' });
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    // Files of one millisecond sort by chance: the new link is the one that is not the old.
    const fresh = mails.map((mail) => signupToken(mail.text)).find((link) => link !== token) ?? '';
    expect((await t.app.inject({ method: 'GET', url: `${SIGNUP}${fresh}/` })).statusCode).toBe(200);
  });
});

describeEachDatabase('where /login/{id} lands', (ctx) => {
  it('an invitation of the caller’s company, a transit he may view; nothing of others', async () => {
    const t = ctx();
    const fleet = await createFleet(t);
    const a = fleet.owner;
    const b = await createCompany(t.app);
    const stranger = await createCompany(t.app);
    await t.app.inject({
      method: 'POST',
      url: CLIENT,
      headers: auth(a.token),
      payload: clientPayload({ vies: b.vies }),
    });
    const invitationId = (await list<{ id: number }>(t, a.token, SENT)).results[0]?.id ?? 0;
    const transitId = (await postTransit(t, a.token, fullPayload(fleet))).id;

    const land = (token: string, id: string) =>
      t.app.inject({ method: 'GET', url: `${LANDING}${id}/`, headers: auth(token) });
    for (const token of [a.token, b.token]) {
      expect(json(await land(token, `inv-${String(invitationId)}`))).toEqual({
        kind: 'invitation',
        invitation_id: invitationId,
      });
    }
    expect(json(await land(a.token, `tr-${String(transitId)}`))).toEqual({
      kind: 'transit',
      transit_id: transitId,
    });
    const refusals: [string, string][] = [
      [stranger.token, `inv-${String(invitationId)}`],
      [stranger.token, `tr-${String(transitId)}`],
      // Invited is not shared: the transit stays its owner's.
      [b.token, `tr-${String(transitId)}`],
      [a.token, 'tr-999999'],
      [a.token, 'inv-0'],
      [a.token, 'nonsense'],
    ];
    for (const [token, id] of refusals) {
      const refused = await land(token, id);
      expect(refused.statusCode, id).toBe(400);
      expect(json(refused)).toEqual({ id: ['landing_not_found'] });
    }
    expect((await t.app.inject({ method: 'GET', url: `${LANDING}tr-1/` })).statusCode).toBe(401);
  });
});
