import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { webhookBody } from '@transitdocs/domain';
import { PIN, signedCmr, type Setup } from '../../../test/correction-fixtures.ts';
import { auth, createEmployee, createOwner, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { shareTransit } from '../../../test/transit-fixtures.ts';
import { waitUntil } from '../../../test/wait.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';

/**
 * What follows from a correction's events (docs/decisions/0129-link-answers-and-correction-messages.md):
 * notifications to the owner's users who edit documents and to the connected companies, webhook
 * deliveries, and a message with a link to each party that signed through its link.
 */

const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
});

const API = '/company/api/v1/';
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_POLL_INTERVAL_MS: '600000',
};

/** The newest SMS of `kind` to `phone` in the outbox (the SMS gateway's file adapter). */
async function lastSms(t: TestApp, kind: string, phone: string): Promise<string | null> {
  const dir = path.join(t.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.includes(`-${kind}-`) && name.endsWith('.sms.txt'))
    .sort()
    .reverse();
  const digits = phone.replace(/\D/g, '');
  for (const name of names) {
    const text = await fs.readFile(path.join(dir, name), 'utf8');
    if (text.replace(/\D/g, '').includes(digits)) return text;
  }
  return null;
}

async function notified(t: TestApp, type: string, cmr: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('user_id')
    .where('type', '=', type)
    .where('document_id', '=', cmr)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

async function deliveredEvents(t: TestApp, endpointId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('webhook_deliveries')
    .select('event')
    .where('endpoint_id', '=', endpointId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.event);
}

function decideInApp(t: TestApp, s: Setup, correction: number, party: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}transit-document/${s.cmr}/corrections/${correction}/decision/`,
    headers: auth(s.f.owner.token),
    payload: { pin: PIN, party, decision: 'approve' },
  });
}

describeEachDatabase(
  'what follows from a correction',
  (ctx) => {
    it('notifies who proposes and decides, delivers its webhooks, and messages the party that signed through its link', async () => {
      const t = ctx();
      const s = await signedCmr(t);
      const dispatcher = await createEmployee(t.app, t.db, s.f.owner.companyId, {
        role: 'Dyspozytor',
      });
      const connected = await createOwner(t.app);
      const shared = await shareTransit(t, s.f.owner.token, s.transit.id, connected.companyId);
      expect(shared.statusCode, shared.body).toBe(201);
      const stranger = await createOwner(t.app);
      const webhookPath = `/corrections-${String(Date.now())}`;
      const registered = await t.app.inject({
        method: 'POST',
        url: `${API}webhooks/`,
        headers: auth(s.f.owner.token),
        payload: {
          url: `${receiver.url}${webhookPath}`,
          events: ['correction.proposed', 'correction.decided', 'correction.closed'],
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const endpoint = json(registered) as { id: number };

      const proposed = await t.app.inject({
        method: 'POST',
        url: `${API}transit-document/${s.cmr}/corrections/`,
        headers: auth(s.f.owner.token),
        payload: { changes: { order: 'ORD-7' }, reason: 'Wrong order number' },
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const correction = json(proposed) as { id: number };

      // The owner's dispatcher and the connected company hear of it; not the one who proposed,
      // not the driver, not another company.
      const heard = await notified(t, 'correction_proposed', s.cmr);
      expect(heard).toContain(dispatcher.id);
      expect(heard).toContain(connected.userId);
      expect(heard).not.toContain(s.f.owner.userId);
      expect(heard).not.toContain(s.f.driver.id);
      expect(heard).not.toContain(stranger.userId);

      // A Standard Webhooks delivery with the document and the correction.
      expect(await deliveredEvents(t, endpoint.id)).toEqual(['correction.proposed']);
      await waitUntil(
        () => receiver.received.some((r) => r.path === webhookPath && r.status === 200),
        'the correction.proposed delivery',
      );
      const delivered = receiver.received.find((r) => r.path === webhookPath);
      const body = webhookBody('correction.proposed').parse(delivered?.body);
      expect(body.data.correction).toMatchObject({ id: correction.id, status: 'open' });
      expect(body.data.document.id).toBe(s.cmr);

      // The receiver signed through its link: a message with a new link went where its code went.
      const message = await lastSms(t, 'correction_awaits_decision', s.phone);
      expect(message).toMatch(/\/share\/[A-Za-z0-9_-]{20,}/);
      const token = /\/share\/([A-Za-z0-9_-]+)/.exec(message ?? '')?.[1] ?? '';
      const viaMessage = await t.app.inject({
        method: 'GET',
        url: `${API}transit-token/${token}/documents/${s.cmr}/corrections/`,
      });
      expect(viaMessage.statusCode, viaMessage.body).toBe(200);
      expect(json(viaMessage)).toMatchObject({
        corrections: [{ id: correction.id, status: 'open' }],
      });
      // Its decision code says what it is for, and goes where the link went.
      const code = await t.app.inject({
        method: 'POST',
        url: `${API}transit-token/${token}/documents/${s.cmr}/corrections/${correction.id}/code/`,
        headers: { 'accept-language': 'en-GB' },
        payload: {},
      });
      expect(code.statusCode, code.body).toBe(200);
      const codeSms = await lastSms(t, 'correction_decision_code', s.phone);
      expect(codeSms).toContain('to approve or reject the correction of');

      // The owner's in-app decisions: each decided, then closed, notified and delivered.
      for (const party of ['sender', 'carrier']) {
        const decided = await decideInApp(t, s, correction.id, party);
        expect(decided.statusCode, decided.body).toBe(200);
      }
      expect(await notified(t, 'correction_decided', s.cmr)).toContain(connected.userId);
      expect(await deliveredEvents(t, endpoint.id)).toEqual([
        'correction.proposed',
        'correction.decided',
        'correction.decided',
      ]);
      // Proposed once: one message, however often the proposal's after-commit work runs.
      const sends = await t.db
        .selectFrom('correction_link_sends')
        .selectAll()
        .where('correction_id', '=', correction.id)
        .execute();
      expect(sends).toMatchObject([{ party_key: `receiver:${String(s.r1)}`, channel: 'sms' }]);
      expect(await notified(t, 'correction_proposed', s.cmr)).not.toContain(stranger.userId);
    });

    it('a correction closed by a rejection is notified and delivered as closed', async () => {
      const t = ctx();
      const s = await signedCmr(t);
      const dispatcher = await createEmployee(t.app, t.db, s.f.owner.companyId, {
        role: 'Dyspozytor',
      });
      const registered = await t.app.inject({
        method: 'POST',
        url: `${API}webhooks/`,
        headers: auth(s.f.owner.token),
        payload: {
          url: `${receiver.url}/closed-${String(Date.now())}`,
          events: ['correction.closed'],
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const endpoint = json(registered) as { id: number };
      const proposed = await t.app.inject({
        method: 'POST',
        url: `${API}transit-document/${s.cmr}/corrections/`,
        headers: auth(s.f.owner.token),
        payload: { changes: { order: 'ORD-8' }, reason: 'Typo' },
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const correction = json(proposed) as { id: number };
      const rejected = await t.app.inject({
        method: 'POST',
        url: `${API}transit-document/${s.cmr}/corrections/${correction.id}/decision/`,
        headers: auth(s.f.owner.token),
        payload: { pin: PIN, party: 'sender', decision: 'reject', note: 'Not agreed' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await notified(t, 'correction_closed', s.cmr)).toEqual([dispatcher.id]);
      expect(await deliveredEvents(t, endpoint.id)).toEqual(['correction.closed']);
    });
  },
  ENV,
);
