import fs from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, webhookBody } from '@transitdocs/domain';
import { auth, createOwner, json, uniquePhone, type Owner } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { signaturePng } from '../../../test/png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  type Fleet,
} from '../../../test/transit-fixtures.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type ReceivedWebhook,
} from '../../../test/webhook-receiver.ts';
import { waitUntil } from '../../../test/wait.ts';

const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
});

const API = '/company/api/v1/';
const TOKEN_API = `${API}transit-token/`;
/**
 * A poll far longer than the test waits: every delivery must come from the kick after its
 * change's commit (the events that publish nothing to the bus included).
 */
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_POLL_INTERVAL_MS: '600000',
};

let paths = 0;
const newPath = () => `/events-${String((paths += 1))}-${String(Date.now())}`;
const deliveredOn = (path: string) =>
  receiver.received
    .filter((r) => r.path === path && r.status === 200)
    .filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);

async function register(t: TestApp, owner: Owner, path: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}webhooks/`,
    headers: auth(owner.token),
    payload: { url: `${receiver.url}${path}`, events: [...WEBHOOK_EVENTS] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; secret: string }>();
}

async function deliveryCount(t: TestApp, endpointId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpointId)
    .execute();
  return rows.length;
}

async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

async function createCmr(t: TestApp, owner: Owner, transit: number): Promise<number> {
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(owner.token),
    payload: { transit, type: 4 },
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(owner.token),
    payload: {
      transit,
      type: 4,
      document_data: (json(generated) as { document_data: unknown }).document_data,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (json(response) as { id: number }).id;
}

function sign(
  t: TestApp,
  owner: Owner,
  doc: { id: number; transit: number },
  slot: { signedByType: string; receiverId?: number },
) {
  const parts: Part[] = [
    { name: 'document', value: String(doc.id) },
    { name: 'transit', value: String(doc.transit) },
    { name: 'document_type', value: 'json' },
    { name: 'signed_by_type', value: slot.signedByType },
    {
      name: 'signature_data',
      value: JSON.stringify({ sign_fullname: 'Anna Nowak', sign_method: 'on screen' }),
    },
    { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
  ];
  if (slot.receiverId !== undefined) {
    parts.push({ name: 'receiver_id', value: String(slot.receiverId) });
  }
  const body = multipart(parts, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `${API}sign-document-signature/`,
    headers: { ...auth(owner.token), ...body.headers },
    payload: body.payload,
  });
}

/** The newest code texted to `phone` (the SMS outbox of a server without a gateway). */
async function smsCode(t: TestApp, phone: string): Promise<string> {
  const dir = join(t.dataDir, 'outbox');
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sms.txt')).sort();
  for (const file of files.reverse()) {
    const text = await fs.readFile(join(dir, file), 'utf8');
    const code = text.includes(`To: ${phone}`)
      ? /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '')
      : null;
    if (code?.[1]) return code[1];
  }
  throw new Error(`no code sent to ${phone}`);
}

/** A receiver's signature through a share link, after its one-time code. */
async function signFromLink(
  t: TestApp,
  token: string,
  doc: { id: number; transit: number },
  receiverId: number,
) {
  const sign = `${API}sign-document-token-signature/${token}/`;
  const phone = uniquePhone();
  const asked = await t.app.inject({
    method: 'POST',
    url: `${sign}code/`,
    payload: { document: doc.id, phone },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const body = multipart(
    [
      { name: 'document', value: String(doc.id) },
      { name: 'transit', value: String(doc.transit) },
      { name: 'document_type', value: 'json' },
      { name: 'signed_by_type', value: 'receiver' },
      { name: 'receiver_id', value: String(receiverId) },
      { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
      { name: 'code', value: await smsCode(t, phone) },
      { name: 'first_name', value: 'Ewa' },
      { name: 'last_name', value: 'Zając' },
      { name: 'company_name', value: 'Odbiorca Alfa' },
      { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
    ],
    'image/png',
  );
  return t.app.inject({ method: 'POST', url: sign, headers: body.headers, payload: body.payload });
}

async function post(t: TestApp, url: string, parts: Part[], headers: Record<string, string>) {
  const body = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response) as { id: number };
}

/** A transit of one receiver, so its CMR is one document taking sender, carrier and receiver. */
async function oneReceiverTransit(t: TestApp, f: Fleet) {
  const payload = fullPayload(f);
  const transit = await postTransit(t, f.owner.token, {
    ...payload,
    receivers: payload.receivers.slice(0, 1),
  });
  const receiverId = transit.receivers[0]?.id ?? 0;
  return { transit, receiverId };
}

const byEvent = (received: ReceivedWebhook[], event: string) =>
  received.filter((r) => r.event === event).map((r) => r.body.data);

describeEachDatabase(
  'webhook events',
  (ctx) => {
    it('sends every event once, signed, with the object as the API answers it; a refused change sends nothing; another company hears nothing', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const path = newPath();
      const hook = await register(t, f.owner, path);
      // Another company with its own endpoint, the transit shared with it.
      const other = await createOwner(t.app);
      const otherPath = newPath();
      await register(t, other, otherPath);

      const { transit, receiverId } = await oneReceiverTransit(t, f);
      const shared = await shareTransit(t, f.owner.token, transit.id, other.companyId);
      expect(shared.statusCode, shared.body).toBe(201);
      const cmr = await createCmr(t, f.owner, transit.id);
      const doc = { id: cmr, transit: transit.id };
      const remark = await post(
        t,
        `${API}document-remark/`,
        [
          { name: 'document', value: String(cmr) },
          { name: 'type', value: 'delivery' },
          { name: 'message', value: 'Uszkodzona paleta' },
        ],
        auth(f.owner.token),
      );

      // The share link: opened twice in a row is one opening.
      const generated = await t.app.inject({
        method: 'POST',
        url: `${API}generate-token/`,
        headers: auth(f.owner.token),
        payload: { type: 'receiver', receiver: receiverId, transit: transit.id },
      });
      expect(generated.statusCode, generated.body).toBe(201);
      const token = (json(generated) as { id: string }).id;
      for (let i = 0; i < 2; i++) {
        const page = await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` });
        expect(page.statusCode, page.body).toBe(200);
      }
      const linkDoc = await post(
        t,
        `${TOKEN_API}${transit.id}/document-add/?token=${token}`,
        [
          { name: 'type', value: '8' },
          { name: 'name', value: 'Delivery proof' },
          { name: 'first_name', value: 'Jan' },
          { name: 'last_name', value: 'Kowal' },
          { name: 'document', file: await makePdf('proof'), fileName: 'proof.pdf' },
        ],
        {},
      );
      const linkRemark = await post(
        t,
        `${TOKEN_API}${transit.id}/document-remark/?token=${token}`,
        [
          { name: 'document', value: String(linkDoc.id) },
          { name: 'type', value: 'delivery' },
          { name: 'message', value: 'Karton uszkodzony' },
          { name: 'first_name', value: 'Ewa' },
          { name: 'last_name', value: 'Zając' },
          { name: 'company_name', value: 'Odbiorca Alfa' },
        ],
        {},
      );
      const types = await t.app.inject({
        method: 'GET',
        url: `${TOKEN_API}${transit.id}/alert/?token=${token}`,
      });
      const message = (json(types) as unknown as { message: string }[])[0]?.message ?? '';
      const linkAlert = await t.app.inject({
        method: 'POST',
        url: `${TOKEN_API}${transit.id}/alert/?token=${token}`,
        payload: { message, first_name: 'Ewa', last_name: 'Zając', company_name: 'Odbiorca Alfa' },
      });
      expect(linkAlert.statusCode, linkAlert.body).toBe(201);
      const companyAlert = await t.app.inject({
        method: 'POST',
        url: `${API}alert/`,
        headers: auth(f.owner.token),
        payload: { transit_id: transit.id, message },
      });
      expect(companyAlert.statusCode, companyAlert.body).toBe(201);

      // Three slots make the CMR fully signed; a refused signature queues nothing.
      expect((await sign(t, f.owner, doc, { signedByType: 'sender' })).statusCode).toBe(200);
      expect((await sign(t, f.owner, doc, { signedByType: 'carrier' })).statusCode).toBe(200);
      const queuedBefore = await deliveryCount(t, hook.id);
      const refused = await sign(t, f.owner, doc, { signedByType: 'sender' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(await deliveryCount(t, hook.id)).toBe(queuedBefore);
      // The receiver signs through the link, with the code sent to his phone.
      const last = await signFromLink(t, token, doc, receiverId);
      expect(last.statusCode, last.body).toBe(200);

      const expected = {
        'transit.created': 1,
        'document.created': 2,
        'remark.added': 2,
        'share_link.opened': 1,
        'alert.sent': 2,
        'document.signed': 3,
        'document.fully_signed': 1,
      };
      const total = Object.values(expected).reduce((a, b) => a + b, 0);
      await waitUntil(() => deliveredOn(path).length >= total, `${String(total)} deliveries`);
      await t.deps.webhooks?.flush();
      const received = deliveredOn(path);
      const counts = Object.fromEntries(
        Object.keys(expected).map((event) => [event, byEvent(received, event).length]),
      );
      expect(counts).toEqual(expected);
      expect(received).toHaveLength(total);
      for (const r of received) expect(verifySignature(hook.secret, r.raw, r.signature)).toBe(true);
      // Each body is what the OpenAPI document's `webhooks` section says, with nothing more.
      for (const r of received) {
        const event = WEBHOOK_EVENTS.find((name) => name === r.event);
        expect(event, r.event).toBeDefined();
        if (event) expect(webhookBody(event).parse(r.body), event).toEqual(r.body);
      }

      // The objects, as the company's GET answers them.
      expect(byEvent(received, 'transit.created')[0]).toMatchObject({ id: transit.id });
      expect(byEvent(received, 'document.created').map((d) => d.id)).toEqual([cmr, linkDoc.id]);
      expect(byEvent(received, 'document.created')[1]).toMatchObject({
        name: 'Delivery proof',
        transit: transit.id,
      });
      expect(byEvent(received, 'remark.added')).toMatchObject([
        { id: remark.id, document: cmr, message: 'Uszkodzona paleta' },
        { id: linkRemark.id, document: linkDoc.id, company_name: 'Odbiorca Alfa' },
      ]);
      expect(byEvent(received, 'share_link.opened')).toMatchObject([
        { transit: transit.id, type: 'receiver', receiver: receiverId },
      ]);
      expect(byEvent(received, 'alert.sent')).toMatchObject([
        { transit_id: transit.id, message, first_name: 'Ewa', company_name: 'Odbiorca Alfa' },
        { transit_id: transit.id, message },
      ]);
      const signed = byEvent(received, 'document.signed') as {
        document: { id: number; signed_by: unknown[] };
        signature: { signed_by_type: string; receiver_id: number | null };
      }[];
      expect(signed.map((s) => [s.signature.signed_by_type, s.signature.receiver_id])).toEqual([
        ['sender', null],
        ['carrier', null],
        ['receiver', receiverId],
      ]);
      expect(signed.map((s) => [s.document.id, s.document.signed_by.length])).toEqual([
        [cmr, 1],
        [cmr, 2],
        [cmr, 3],
      ]);
      const [full] = byEvent(received, 'document.fully_signed') as {
        id: number;
        signed_by: unknown[];
      }[];
      expect(full?.id).toBe(cmr);
      expect(full?.signed_by).toHaveLength(3);
      // Per object in order: the last signature's event before the fully signed one.
      const cmrEvents = received
        .filter((r) => r.event.startsWith('document.') && (r.body.data.id ?? cmr) === cmr)
        .map((r) => r.event);
      expect(cmrEvents.slice(-2)).toEqual(['document.signed', 'document.fully_signed']);

      // The company the transit is shared with hears of its documents (in its own view, tested
      // with the shared-in webhooks), never of the owner's alerts and share links.
      const ofOther: Record<string, number> = {};
      for (const { event } of deliveredOn(otherPath)) ofOther[event] = (ofOther[event] ?? 0) + 1;
      expect(ofOther).toEqual({
        'document.created': 2,
        'remark.added': 2,
        'document.signed': 3,
        'document.fully_signed': 1,
      });
    });

    it('sends transit.created for each transit of a CSV import', async () => {
      const t = ctx();
      const owner = await createOwner(t.app);
      const path = newPath();
      await register(t, owner, path);
      const csv = [
        'Data załadunku;Nadawca;Adres nadawcy;Kod nadawcy;Miasto nadawcy;Odbiorca;Adres odbiorcy;Kod odbiorcy;Miasto odbiorcy',
        '21.11.2026;Nadawca;ul. Źródłowa 3;90-001;Łódź;Odbiorca Alfa;ul. Długa 1;80-001;Gdańsk',
        '22.11.2026;Nadawca;ul. Źródłowa 3;90-001;Łódź;Odbiorca Beta;ul. Krótka 2;80-002;Gdańsk',
      ].join('\r\n');
      const body = multipart(
        [
          { name: 'file', file: Buffer.from(`${csv}\r\n`), fileName: 'transits.csv' },
          { name: 'delimiter', value: 'semicolon' },
          {
            name: 'mapping',
            value: JSON.stringify({
              loading_date: 'Data załadunku',
              sender_name: 'Nadawca',
              sender_address: 'Adres nadawcy',
              sender_zip_code: 'Kod nadawcy',
              sender_town: 'Miasto nadawcy',
              receiver_name: 'Odbiorca',
              receiver_address: 'Adres odbiorcy',
              receiver_zip_code: 'Kod odbiorcy',
              receiver_town: 'Miasto odbiorcy',
            }),
          },
          { name: 'settings', value: '{}' },
        ],
        'text/csv',
      );
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}csv/import/`,
        headers: { ...auth(owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const added = (json(response) as { added_transits: { id: number }[] }).added_transits;
      expect(added).toHaveLength(2);
      await waitUntil(() => deliveredOn(path).length === 2, 'two transits');
      // Deliveries keep order per object only: two transits may arrive either way round.
      const byId = (a: [string, unknown], b: [string, unknown]) => Number(a[1]) - Number(b[1]);
      expect(
        deliveredOn(path)
          .map((r): [string, unknown] => [r.event, r.body.data.id])
          .sort(byId),
      ).toEqual(
        added.map((transit): [string, unknown] => ['transit.created', transit.id]).sort(byId),
      );
    });

    it('opens a share link again only after a quiet half hour', async () => {
      const t = ctx();
      const f = await createFleet(t);
      const path = newPath();
      const hook = await register(t, f.owner, path);
      const { transit, receiverId } = await oneReceiverTransit(t, f);
      const generated = await t.app.inject({
        method: 'POST',
        url: `${API}generate-token/`,
        headers: auth(f.owner.token),
        payload: { type: 'receiver', receiver: receiverId, transit: transit.id },
      });
      const token = (json(generated) as { id: string }).id;
      const open = async () => {
        const page = await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` });
        expect(page.statusCode, page.body).toBe(200);
      };
      const openings = () => deliveredOn(path).filter((r) => r.event === 'share_link.opened');
      await open();
      await waitUntil(() => openings().length === 1, 'the opening');
      await t.deps.webhooks?.flush();
      await open();
      const opened = () =>
        t.db
          .selectFrom('webhook_deliveries')
          .select(['id', 'created_at'])
          .where('endpoint_id', '=', hook.id)
          .where('event', '=', 'share_link.opened')
          .execute();
      expect(await opened()).toHaveLength(1);
      // The first opening moved back past the gap: the next load is a new opening.
      const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
      await t.db
        .updateTable('share_tokens')
        .set({ last_opened_at: longAgo })
        .where('transit_id', '=', transit.id)
        .execute();
      // The sender is idle and polls rarely: only the kick after the opening sends it.
      await t.deps.webhooks?.flush();
      await open();
      expect(await opened()).toHaveLength(2);
      await waitUntil(() => openings().length === 2, 'the second opening', 3000);
      expect(openings()[1]?.body.data).toMatchObject({ id: openings()[0]?.body.data.id });
    });
  },
  ENV,
);
