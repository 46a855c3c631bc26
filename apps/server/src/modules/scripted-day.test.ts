import fs from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import * as prettier from 'prettier';
import { afterAll, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@transitdocs/domain';
import { addCmr } from '../../test/efti-fixtures.ts';
import {
  auth,
  createCompany,
  createEmployee,
  json,
  uniquePhone,
  type Owner,
} from '../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../test/harness.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { signaturePng } from '../../test/png.ts';
import { collectDay, startAcceptingGate, type DayCast } from '../../test/scripted-day-rows.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  transitUrl,
} from '../../test/transit-fixtures.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';

/*
 * A safety net for moving the side effects of writes (history, notifications, webhook
 * deliveries, eFTI outbox and data sets, driver positions) elsewhere: a scripted day of API calls,
 * and the rows those side effects leave, normalised (ids as labels, no times, tokens or hashes),
 * compared with one snapshot for both databases. After an intended change, record it again with
 * `npx vitest run apps/server/src/modules/scripted-day.test.ts -u` and read the diff.
 */

const receiver = await startWebhookReceiver();
const gate = await startAcceptingGate();
afterAll(async () => {
  await receiver.close();
  await gate.close();
});

const API = '/company/api/v1/';
const TOKEN_API = `${API}transit-token/`;
const SNAPSHOT = './__snapshots__/scripted-day.json';
const LOCATION = { latitude: 52.2297, longitude: 21.0122, accuracy: 12, timestamp: 1_790_000_000 };

/**
 * Both workers poll rarely: what they do follows the kicks of the day's writes, and the test
 * drains them itself before it reads the rows.
 */
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_POLL_INTERVAL_MS: '600000',
  EFTI_GATE_URL: gate.url,
  EFTI_PLATFORM_ID: 'transitdocs-test',
  EFTI_RETRY_BASE_MS: '60',
  EFTI_RETRY_MAX_MS: '1000',
  EFTI_SWEEP_INTERVAL_MS: '600000',
};

function expectStatus(response: { statusCode: number; body: string }, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}

async function registerWebhook(t: TestApp, owner: Owner, path: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}webhooks/`,
    headers: auth(owner.token),
    payload: { url: `${receiver.url}${path}`, events: [...WEBHOOK_EVENTS] },
  });
  expectStatus(response, 201);
}

async function postMultipart(
  t: TestApp,
  url: string,
  parts: Part[],
  headers: Record<string, string>,
  fileType?: string,
) {
  const body = multipart(parts, fileType);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function invoicePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Faktura', { x: 20, y: 100, size: 12 });
  // A fixed date keeps the file (and so its hash) the same on every run.
  pdf.setCreationDate(new Date('2030-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2030-01-01T00:00:00Z'));
  return Buffer.from(await pdf.save());
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

function signature(
  t: TestApp,
  token: string,
  doc: { id: number; transit: number },
  signer: { type: string; fullname: string },
  location: typeof LOCATION | null,
) {
  const parts: Part[] = [
    { name: 'document', value: String(doc.id) },
    { name: 'transit', value: String(doc.transit) },
    { name: 'document_type', value: 'json' },
    { name: 'signed_by_type', value: signer.type },
    {
      name: 'signature_data',
      value: JSON.stringify({ sign_fullname: signer.fullname, sign_method: 'on screen' }),
    },
    { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
  ];
  const body = multipart(parts, 'image/png');
  const headers: Record<string, string> = {
    ...auth(token),
    ...body.headers,
    'user-agent': 'scripted-day/1.0',
  };
  if (location) headers['action-location'] = JSON.stringify(location);
  return t.app.inject({
    method: 'POST',
    url: `${API}sign-document-signature/`,
    headers,
    payload: body.payload,
  });
}

const CSV = [
  'Data załadunku;Nadawca;Adres nadawcy;Kod nadawcy;Miasto nadawcy;Odbiorca;Adres odbiorcy;Kod odbiorcy;Miasto odbiorcy',
  '21.11.2030;Nadawca;ul. Źródłowa 3;90-001;Łódź;Odbiorca Alfa;ul. Długa 1;80-001;Gdańsk',
  '22.11.2030;Nadawca;ul. Źródłowa 3;90-001;Łódź;Odbiorca Beta;ul. Krótka 2;80-002;Gdańsk',
].join('\r\n');

const CSV_MAPPING = {
  loading_date: 'Data załadunku',
  sender_name: 'Nadawca',
  sender_address: 'Adres nadawcy',
  sender_zip_code: 'Kod nadawcy',
  sender_town: 'Miasto nadawcy',
  receiver_name: 'Odbiorca',
  receiver_address: 'Adres odbiorcy',
  receiver_zip_code: 'Kod odbiorcy',
  receiver_town: 'Miasto odbiorcy',
};

/** The scripted day: every call through the API, as the web and phone apps make them. */
async function runDay(t: TestApp): Promise<DayCast> {
  const f = await createFleet(t);
  const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
  // The receiving company is on the platform: the shared transit's events reach its users.
  const partner = await createCompany(t.app, { name: 'Odbiorca Platforma Sp. z o.o.' });
  const partnerDispatcher = await createEmployee(t.app, t.db, partner.companyId, {
    role: 'Dyspozytor',
  });
  await registerWebhook(t, f.owner, '/day-carrier');
  await registerWebhook(t, partner, '/day-partner');

  // 1. The transit: sender, two receivers with complete cargo lines (so its eFTI data set can
  //    become active), a carrier with driver and vehicles, and places.
  const payload = fullPayload(f);
  const transit = await postTransit(t, dispatcher.token, {
    ...payload,
    receivers: payload.receivers.map((r, ri) => ({
      ...r,
      cargo: r.cargo.map((line, i) => ({
        ...line,
        other: {
          ...('other' in line ? line.other : {}),
          weight_gross_kg: 1000 + i,
          method_of_packaging: 'EUR',
          marks: `M${String(ri)}-${String(i)}`,
        },
      })),
    })),
  });
  const receiverA = transit.receivers[0]?.id ?? 0;
  expectStatus(await shareTransit(t, f.owner.token, transit.id, partner.companyId), 201);

  // 2. An edit.
  expectStatus(
    await t.app.inject({
      method: 'PATCH',
      url: transitUrl(transit.id),
      headers: auth(dispatcher.token),
      payload: { sender_instruction: 'Nie piętrować', unloading_time: '17:00' },
    }),
    200,
  );

  // 3. The CMR (one for both receivers) and an uploaded invoice.
  const cmr = await addCmr(t, f.owner.token, transit.id);
  const invoice = await postMultipart(
    t,
    `${API}transit-document/`,
    [
      { name: 'transit', value: String(transit.id) },
      { name: 'type', value: '6' },
      { name: 'document', file: await invoicePdf(), fileName: 'faktura.pdf' },
    ],
    auth(dispatcher.token),
    'application/pdf',
  );
  expectStatus(invoice, 201);
  const doc = { id: cmr, transit: transit.id };

  // 4. Signatures of signed-in users: the driver with his location, the owner as sender.
  expectStatus(
    await signature(t, f.driver.token, doc, { type: 'driver', fullname: 'Piotr Wolski' }, LOCATION),
    200,
  );
  expectStatus(
    await signature(t, f.owner.token, doc, { type: 'sender', fullname: 'Anna Nowak' }, null),
    200,
  );

  // 5. The share link of receiver A: opened, then signed with the code texted to the visitor.
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(f.owner.token),
    payload: { type: 'receiver', receiver: receiverA, transit: transit.id },
  });
  expectStatus(generated, 201);
  const token = (json(generated) as { id: string }).id;
  expectStatus(await t.app.inject({ method: 'GET', url: `${TOKEN_API}${token}/` }), 200);
  const phone = uniquePhone();
  const signUrl = `${API}sign-document-token-signature/${token}/`;
  expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `${signUrl}code/`,
      payload: { document: cmr, phone },
    }),
    200,
  );
  const linkSigned = await postMultipart(
    t,
    signUrl,
    [
      { name: 'document', value: String(cmr) },
      { name: 'transit', value: String(transit.id) },
      { name: 'document_type', value: 'json' },
      { name: 'signed_by_type', value: 'receiver' },
      { name: 'receiver_id', value: String(receiverA) },
      { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
      { name: 'code', value: await smsCode(t, phone) },
      { name: 'first_name', value: 'Ewa' },
      { name: 'last_name', value: 'Zając' },
      { name: 'company_name', value: 'Odbiorca Alfa' },
      { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
    ],
    {},
    'image/png',
  );
  expectStatus(linkSigned, 200);

  // 6. A remark by the dispatcher, one through the link, and the driver's alert.
  expectStatus(
    await postMultipart(
      t,
      `${API}document-remark/`,
      [
        { name: 'document', value: String(cmr) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Uszkodzona paleta' },
      ],
      auth(dispatcher.token),
    ),
    201,
  );
  expectStatus(
    await postMultipart(
      t,
      `${TOKEN_API}${transit.id}/document-remark/?token=${token}`,
      [
        { name: 'document', value: String(cmr) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Karton uszkodzony' },
        { name: 'first_name', value: 'Ewa' },
        { name: 'last_name', value: 'Zając' },
        { name: 'company_name', value: 'Odbiorca Alfa' },
      ],
      {},
    ),
    201,
  );
  expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `${API}alert/`,
      headers: auth(f.driver.token),
      payload: { transit_id: transit.id, message: 'Breakdown' },
    }),
    201,
  );

  // 7. Finished.
  expectStatus(
    await t.app.inject({
      method: 'PATCH',
      url: `${transitUrl(transit.id)}finish_transit/`,
      headers: auth(dispatcher.token),
      payload: { status: 'finished' },
    }),
    200,
  );

  // 8. Two transits from a CSV file.
  const imported = await postMultipart(
    t,
    `${API}csv/import/`,
    [
      { name: 'file', file: Buffer.from(`${CSV}\r\n`), fileName: 'transits.csv' },
      { name: 'delimiter', value: 'semicolon' },
      { name: 'mapping', value: JSON.stringify(CSV_MAPPING) },
      { name: 'settings', value: '{}' },
    ],
    auth(dispatcher.token),
    'text/csv',
  );
  expectStatus(imported, 200);
  expect((json(imported) as { added_transits: unknown[] }).added_transits).toHaveLength(2);

  return {
    companies: [
      { id: f.owner.companyId, name: 'carrier' },
      { id: partner.companyId, name: 'partner' },
    ],
    users: [
      { id: f.owner.userId, name: 'carrier.owner' },
      { id: dispatcher.id, name: 'carrier.dispatcher' },
      { id: f.driver.id, name: 'carrier.driver' },
      { id: partner.userId, name: 'partner.owner' },
      { id: partnerDispatcher.id, name: 'partner.dispatcher' },
    ],
    secrets: [
      [f.owner.email, '<carrier.owner.email>'],
      [f.owner.phone, '<carrier.owner.phone>'],
      [partner.email, '<partner.owner.email>'],
      [partner.phone, '<partner.owner.phone>'],
      [partner.nip, '<partner.nip>'],
      [dispatcher.email ?? '', '<carrier.dispatcher.email>'],
      [partnerDispatcher.email ?? '', '<partner.dispatcher.email>'],
      [f.driver.email ?? '', '<carrier.driver.email>'],
      [phone, '<visitor.phone>'],
      [token, '<share.token>'],
      [f.sender.vies, '<sender.vies>'],
      [f.receiverA.vies, '<receiverA.vies>'],
      [f.receiverB.vies, '<receiverB.vies>'],
      [f.carrier.vies, '<carrier.vies>'],
    ],
  };
}

describeEachDatabase(
  'scripted day',
  (ctx) => {
    it('leaves the same side-effect rows as recorded', async () => {
      const t = ctx();
      const cast = await runDay(t);
      const rows = await collectDay(t, cast);
      // Formatted as the repository's Prettier check wants the committed file.
      const file = fileURLToPath(new URL(SNAPSHOT, import.meta.url));
      const text = await prettier.format(JSON.stringify(rows), {
        ...(await prettier.resolveConfig(file)),
        parser: 'json',
      });
      await expect(text).toMatchFileSnapshot(SNAPSHOT);
    }, 60_000);
  },
  ENV,
);
