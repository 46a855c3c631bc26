import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { offlineSignaturePayload } from '@transitdocs/domain';
import { auth, createEmployee, json } from '../../../test/factories.ts';
import { createCmr as createCmrOf, getDocument } from '../../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
} from '../../../test/transit-fixtures.ts';
import { hashSecret } from '../../platform/crypto.ts';
import { chainChecks } from '../verify/service.ts';

const API = '/company/api/v1/';
const SIGN = `${API}sign-document-signature/`;
const KEYS = `${API}signing-keys/`;
const PIN = '4321';
const HOUR = 60 * 60 * 1000;

type SignedByBody = {
  id: number;
  signed_by_type: string;
  created_at: string;
  captured_at: string;
  signature_data: Record<string, unknown> | null;
};
type DocumentBody = {
  id: number;
  transit: number;
  version: string;
  document_data: Record<string, unknown> | null;
  signed_by: SignedByBody[];
};

/** A pad image: a dark stroke on transparency. */
function padPng(): Buffer {
  const width = 400;
  const height = 120;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const ink = Math.abs(y - height / 2 - Math.sin(x / 15) * 15) < 3;
      png.data[i] = ink ? 10 : 255;
      png.data[i + 1] = ink ? 20 : 255;
      png.data[i + 2] = ink ? 80 : 255;
      png.data[i + 3] = ink ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const LOCATION = { latitude: 54.5189, longitude: 18.5305, accuracy: 20, timestamp: 1_790_000_000 };

/** A phone's key pair as WebCrypto makes it: the private half cannot be exported. */
type Device = { keyId: number; privateKey: webcrypto.CryptoKey; jwk: webcrypto.JsonWebKey };

async function makeKeyPair() {
  return webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
}

async function registerDevice(t: TestApp, token: string): Promise<Device> {
  const pair = await makeKeyPair();
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  const response = await t.app.inject({
    method: 'POST',
    url: KEYS,
    headers: auth(token),
    payload: { public_key: jwk, pin: PIN },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { keyId: (json(response) as { id: number }).id, privateKey: pair.privateKey, jwk };
}

async function setPin(t: TestApp, userId: number): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ pin_hash: await hashSecret(PIN) })
    .where('id', '=', userId)
    .execute();
}

type QueuedSignature = {
  version: string;
  itemId?: string;
  capturedAt?: string;
  signedByType?: string;
  signatureData?: Record<string, unknown>;
  keyId?: number;
  /** what the request sends instead of what was signed */
  sentSignatureData?: Record<string, unknown>;
  /** who sends it, instead of the session of `token` */
  authorization?: string;
};

/**
 * A signature made offline on the phone and queued: the domain's payload signed with the
 * device key. Answers a function that sends it (again and again, byte for byte).
 */
async function queueSignature(
  token: string,
  doc: { id: number; transit: number },
  device: Device,
  o: QueuedSignature,
) {
  const png = padPng();
  const data = o.signatureData ?? {
    sign_fullname: 'Piotr Wolski',
    sign_company_name: 'Przewoźnik Gamma',
    sign_method: 'pin',
  };
  const itemId = o.itemId ?? randomUUID();
  const capturedAt = o.capturedAt ?? ago(3 * HOUR);
  const signedByType = o.signedByType ?? 'driver';
  const payload = offlineSignaturePayload({
    item_id: itemId,
    document_id: doc.id,
    signed_by_type: signedByType,
    receiver_id: null,
    signature_data: data,
    captured_at: capturedAt,
    position: LOCATION,
    dimensions: null,
    pg_num: null,
    image_sha256: createHash('sha256').update(png).digest('hex'),
    document_version: o.version,
  });
  const signature = await webcrypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    device.privateKey,
    new TextEncoder().encode(payload),
  );
  const parts: Part[] = [
    { name: 'document', value: String(doc.id) },
    { name: 'transit', value: String(doc.transit) },
    { name: 'document_type', value: 'json' },
    { name: 'signed_by_type', value: signedByType },
    { name: 'signature_data', value: JSON.stringify(o.sentSignatureData ?? data) },
    { name: 'captured_at', value: capturedAt },
    {
      name: 'offline',
      value: JSON.stringify({
        item_id: itemId,
        key_id: o.keyId ?? device.keyId,
        signature: Buffer.from(signature).toString('base64url'),
        document_version: o.version,
      }),
    },
    { name: 'signature', file: png, fileName: 'signature.png' },
  ];
  const body = multipart(parts, 'image/png');
  return (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: SIGN,
      headers: {
        ...auth(token),
        ...(o.authorization ? { authorization: o.authorization } : {}),
        ...body.headers,
        'action-location': JSON.stringify(LOCATION),
      },
      payload: body.payload,
    });
}

/** An ordinary online signature on screen. */
async function signOnline(
  t: TestApp,
  token: string,
  doc: { id: number; transit: number },
  signedByType: string,
  extra: Part[] = [],
) {
  const body = multipart(
    [
      { name: 'document', value: String(doc.id) },
      { name: 'transit', value: String(doc.transit) },
      { name: 'document_type', value: 'json' },
      { name: 'signed_by_type', value: signedByType },
      {
        name: 'signature_data',
        value: JSON.stringify({ sign_fullname: 'Anna Nowak', sign_method: 'on screen' }),
      },
      ...extra,
      { name: 'signature', file: padPng(), fileName: 'signature.png' },
    ],
    'image/png',
  );
  return t.app.inject({
    method: 'POST',
    url: SIGN,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

const createCmr = (t: TestApp, token: string, transit: number) =>
  createCmrOf<DocumentBody>(t, token, transit, { split: false });
const getDoc = (t: TestApp, token: string, id: number) => getDocument<DocumentBody>(t, token, id);

async function setup(t: TestApp): Promise<{ f: Fleet; cmr: DocumentBody; driver: Device }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const cmr = await createCmr(t, f.owner.token, transit.id);
  await setPin(t, f.driver.id);
  const driver = await registerDevice(t, f.driver.token);
  return { f, cmr, driver };
}

async function chainVerdicts(t: TestApp, documentId: number) {
  return chainChecks(
    await t.db
      .selectFrom('document_chain_entries')
      .selectAll()
      .where('document_id', '=', documentId)
      .orderBy('id')
      .execute(),
    await signatures(t, documentId),
  );
}

async function signatures(t: TestApp, documentId: number) {
  return t.db
    .selectFrom('document_signatures')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
}

async function events(t: TestApp, documentId: number, type: string) {
  const rows = await t.db
    .selectFrom('document_events')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
}

describeEachDatabase('signing offline', (ctx) => {
  it('registers, lists and revokes device keys with the PIN; refuses bad keys', async () => {
    const t = ctx();
    const f = await createFleet(t);
    await setPin(t, f.driver.id);
    const pair = await makeKeyPair();
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
    const register = (payload: Record<string, unknown>, token = f.driver.token) =>
      t.app.inject({ method: 'POST', url: KEYS, headers: auth(token), payload });

    // A wrong PIN is refused and counts toward the PIN lockout.
    const wrong = await register({ public_key: jwk, pin: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ pin: ['wrong_pin'] });
    const user = await t.db
      .selectFrom('users')
      .select('pin_failures')
      .where('id', '=', f.driver.id)
      .executeTakeFirstOrThrow();
    expect(user.pin_failures).toBe(1);
    // A user without a PIN cannot register one.
    expect(json(await register({ public_key: jwk, pin: PIN }, f.owner.token))).toEqual({
      pin: ['pin_not_set'],
    });

    // Strict JWK: a private part, another curve, a short coordinate, an unknown member.
    const bad = [
      [{ ...jwk, d: 'AAAA' }, { public_key: { d: ['signing_key_private_part'] } }],
      [{ ...jwk, crv: 'P-384' }, { public_key: { crv: ['signing_key_invalid'] } }],
      [{ ...jwk, x: 'AAAA' }, { public_key: { x: ['signing_key_invalid'] } }],
      [{ ...jwk, n: 'AQAB' }, { public_key: { n: ['unknown_field'] } }],
      // 32 bytes, but not a point of the curve
      [
        { ...jwk, y: Buffer.alloc(32, 7).toString('base64url') },
        { public_key: ['signing_key_invalid'] },
      ],
    ] as const;
    for (const [key, answer] of bad) {
      const response = await register({ public_key: key, pin: PIN });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(json(response)).toEqual(answer);
    }
    expect(
      await t.db
        .selectFrom('signing_keys')
        .selectAll()
        .where('user_id', '=', f.driver.id)
        .execute(),
    ).toEqual([]);

    const created = await register({ public_key: jwk, pin: PIN });
    expect(created.statusCode, created.body).toBe(201);
    const key = json(created) as { id: number; created_at: string };
    expect(Object.keys(key).sort()).toEqual(['created_at', 'id']);
    // The right PIN clears the count; the same key again answers the same row.
    const again = await register({ public_key: jwk, pin: PIN });
    expect(json(again)).toEqual(key);

    const list = await t.app.inject({ method: 'GET', url: KEYS, headers: auth(f.driver.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: key.id,
        public_key: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
        created_at: key.created_at,
        last_used_at: null,
        revoked_at: null,
      },
    ]);
    // Another user sees none of them and cannot revoke them.
    const others = await t.app.inject({ method: 'GET', url: KEYS, headers: auth(f.owner.token) });
    expect(others.json()).toEqual([]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}${key.id}/`,
      headers: auth(f.owner.token),
    });
    expect(foreign.statusCode).toBe(404);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}${key.id}/`,
      headers: auth(f.driver.token),
    });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: KEYS, headers: auth(f.driver.token) });
    expect(after.json<{ revoked_at: string | null }[]>()[0]?.revoked_at).toEqual(
      expect.any(String),
    );
    // A revoked key is not revived by registering it again.
    expect(json(await register({ public_key: jwk, pin: PIN }))).toEqual({
      public_key: ['signing_key_revoked'],
    });
    expect((await t.app.inject({ method: 'GET', url: KEYS })).statusCode, 'needs a session').toBe(
      401,
    );
  });

  it('applies a valid offline signature once: device time, history, chain; a replay answers the same', async () => {
    const t = ctx();
    const { f, cmr, driver } = await setup(t);
    const capturedAt = ago(5 * HOUR);
    const send = await queueSignature(f.driver.token, cmr, driver, {
      version: cmr.version,
      capturedAt,
    });

    const first = await send(t);
    expect(first.statusCode, first.body).toBe(200);
    const signed = json(first) as DocumentBody;
    expect(signed.signed_by).toHaveLength(1);
    const entry = signed.signed_by[0];
    expect(entry).toMatchObject({
      signed_by_type: 'driver',
      captured_at: capturedAt,
      signature_data: { sign_fullname: 'Piotr Wolski', sign_method: 'pin' },
    });
    expect(Date.parse(entry?.captured_at ?? '')).toBeLessThan(Date.parse(entry?.created_at ?? ''));

    const [row] = await signatures(t, cmr.id);
    expect(row).toMatchObject({
      captured_at: capturedAt,
      verification_method: 'device_key',
      signed_by_user_id: f.driver.id,
      document_version: Number(cmr.version) + 1,
    });
    // The hash chain covers it like any other signature (its device time included).
    expect((await chainVerdicts(t, cmr.id)).signatures).toEqual([true]);
    const signedEvents = await events(t, cmr.id, 'document_signed');
    expect(signedEvents).toEqual([
      expect.objectContaining({
        signed_by_type: 'driver',
        captured_at: capturedAt,
        verification_method: 'device_key',
        key_id: driver.keyId,
      }),
    ]);
    const key = await t.db
      .selectFrom('signing_keys')
      .select('last_used_at')
      .where('id', '=', driver.keyId)
      .executeTakeFirstOrThrow();
    expect(key.last_used_at).toEqual(expect.any(String));

    // The phone lost the answer and sends the item again: applied once, the same answer.
    const replay = await send(t);
    expect(replay.statusCode, replay.body).toBe(200);
    expect((json(replay) as DocumentBody).signed_by).toEqual(signed.signed_by);
    expect(await signatures(t, cmr.id)).toHaveLength(1);
    expect(await events(t, cmr.id, 'document_signed')).toHaveLength(1);
    expect(await events(t, cmr.id, 'sign_attempt_refused')).toEqual([]);

    // An online signature without captured_at takes the receipt time.
    const online = await signOnline(t, f.owner.token, cmr, 'sender');
    expect(online.statusCode, online.body).toBe(200);
    const sender = (json(online) as DocumentBody).signed_by.find(
      (s) => s.signed_by_type === 'sender',
    );
    expect(sender?.captured_at).toBe(sender?.created_at);
    expect(await chainVerdicts(t, cmr.id)).toEqual({
      entries: [true, true],
      signatures: [true, true],
    });
  });

  it('refuses an unknown, foreign or revoked key and a tampered item: nothing signed, the refusal in the history', async () => {
    const t = ctx();
    const { f, cmr, driver } = await setup(t);
    await setPin(t, f.owner.userId);
    const ownerDevice = await registerDevice(t, f.owner.token);

    const cases: { options: Partial<QueuedSignature>; device: Device; answer: unknown }[] = [
      {
        options: { keyId: 999_999 },
        device: driver,
        answer: { offline: { key_id: ['signing_key_unknown'] } },
      },
      // Another user's key (signed with it, even): not the sender's own.
      {
        options: {},
        device: ownerDevice,
        answer: { offline: { key_id: ['signing_key_foreign'] } },
      },
      // Signed for one signer, sent with another name.
      {
        options: {
          sentSignatureData: {
            sign_fullname: 'Someone Else',
            sign_company_name: 'Przewoźnik Gamma',
            sign_method: 'pin',
          },
        },
        device: driver,
        answer: { offline: { signature: ['offline_signature_invalid'] } },
      },
      // Signed against another version than the one sent.
      {
        options: { keyId: driver.keyId },
        device: { ...driver, privateKey: (await makeKeyPair()).privateKey },
        answer: { offline: { signature: ['offline_signature_invalid'] } },
      },
    ];
    for (const { options, device, answer } of cases) {
      const send = await queueSignature(f.driver.token, cmr, device, {
        version: cmr.version,
        ...options,
      });
      const response = await send(t);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual(answer);
    }

    // A revoked key.
    await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}${driver.keyId}/`,
      headers: auth(f.driver.token),
    });
    const revoked = await (
      await queueSignature(f.driver.token, cmr, driver, { version: cmr.version })
    )(t);
    expect(json(revoked)).toEqual({ offline: { key_id: ['signing_key_revoked'] } });

    // Nothing signed, no item kept; every refusal is in the history with the signer and times.
    expect(await signatures(t, cmr.id)).toEqual([]);
    expect(
      await t.db
        .selectFrom('offline_items')
        .selectAll()
        .where('document_id', '=', cmr.id)
        .execute(),
    ).toEqual([]);
    const refused = await events(t, cmr.id, 'sign_attempt_refused');
    expect(refused.map((e) => e.reason)).toEqual([
      'signing_key_unknown',
      'signing_key_foreign',
      'offline_signature_invalid',
      'offline_signature_invalid',
      'signing_key_revoked',
    ]);
    expect(refused[0]).toEqual(
      expect.objectContaining({
        offline: true,
        signed_by_type: 'driver',
        signer_name: 'Piotr Wolski',
        captured_at: expect.any(String) as unknown,
        item_id: expect.any(String) as unknown,
      }),
    );
    expect((await getDoc(t, f.owner.token, cmr.id)).version).toBe(cmr.version);
  });

  it('a slot signed meanwhile: 409, the refused signature kept in the history, a replay answers the same', async () => {
    const t = ctx();
    const { f, cmr, driver } = await setup(t);
    const capturedAt = ago(2 * HOUR);
    const send = await queueSignature(f.driver.token, cmr, driver, {
      version: cmr.version,
      capturedAt,
    });
    // While the driver had no network, the carrier's box was signed in the office.
    expect((await signOnline(t, f.owner.token, cmr, 'carrier')).statusCode).toBe(200);

    const response = await send(t);
    expect(response.statusCode, response.body).toBe(409);
    expect(json(response)).toEqual({ detail: 'offline_slot_signed' });
    const rows = await signatures(t, cmr.id);
    expect(rows.map((r) => r.signed_by_type)).toEqual(['carrier']);
    const refused = await events(t, cmr.id, 'sign_attempt_refused');
    expect(refused).toEqual([
      expect.objectContaining({
        offline: true,
        reason: 'offline_slot_signed',
        signed_by_type: 'driver',
        signer_name: 'Piotr Wolski',
        captured_at: capturedAt,
        errors: { detail: 'offline_slot_signed' },
      }),
    ]);

    const replay = await send(t);
    expect(replay.statusCode).toBe(409);
    expect(json(replay)).toEqual({ detail: 'offline_slot_signed' });
    expect(await events(t, cmr.id, 'sign_attempt_refused')).toHaveLength(1);
    expect(await signatures(t, cmr.id)).toHaveLength(1);
  });

  it('a document changed since the phone copied it: 409; other signatures only: applied', async () => {
    const t = ctx();
    const { f, cmr, driver } = await setup(t);
    // Another box signed meanwhile changes the version, not what the driver signed.
    const send = await queueSignature(f.driver.token, cmr, driver, { version: cmr.version });
    expect((await signOnline(t, f.owner.token, cmr, 'sender')).statusCode).toBe(200);
    const applied = await send(t);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((json(applied) as DocumentBody).signed_by.map((s) => s.signed_by_type).sort()).toEqual([
      'driver',
      'sender',
    ]);

    // A second document, edited after the phone copied it.
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const other = await createCmr(t, f.owner.token, transit.id);
    const stale = await queueSignature(f.driver.token, other, driver, { version: other.version });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${API}transit-document/${other.id}/`,
      headers: auth(f.owner.token),
      payload: { document_data: { ...other.document_data, carrierRemarks: 'Uwaga: szkło' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await stale(t);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toEqual({ detail: 'offline_document_changed' });
    expect(await signatures(t, other.id)).toEqual([]);
    expect(await events(t, other.id, 'sign_attempt_refused')).toEqual([
      expect.objectContaining({ reason: 'offline_document_changed', offline: true }),
    ]);
    // A version the server never gave is no better.
    const future = await queueSignature(f.driver.token, other, driver, { version: '999' });
    expect(json(await future(t))).toEqual({ detail: 'offline_document_changed' });
  });

  it('a version the server never gave: the next one, or one written otherwise, answers 409 as a stale one', async () => {
    const t = ctx();
    const { f, cmr, driver } = await setup(t);
    // The next version is one a signature would make: the phone cannot have seen it yet.
    for (const version of [String(Number(cmr.version) + 1), `0${cmr.version}`, '9'.repeat(15)]) {
      const send = await queueSignature(f.driver.token, cmr, driver, { version });
      const refused = await send(t);
      expect(refused.statusCode, version).toBe(409);
      expect(json(refused)).toEqual({ detail: 'offline_document_changed' });
    }
    expect(await signatures(t, cmr.id)).toEqual([]);
    // The version it was given still signs.
    const send = await queueSignature(f.driver.token, cmr, driver, { version: cmr.version });
    expect((await send(t)).statusCode).toBe(200);
  });

  it("a company API key never sends an item signed with its creator's phone", async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const admin = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Admin' });
    await setPin(t, admin.id);
    const device = await registerDevice(t, admin.token);
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}api-keys/`,
      headers: auth(admin.token),
      payload: { name: 'Relay', scope: 'write' },
    });
    const { key } = json(created) as { key: string };
    const send = await queueSignature(admin.token, cmr, device, {
      version: cmr.version,
      signedByType: 'sender',
      authorization: `Api-Key ${key}`,
    });
    const refused = await send(t);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(json(refused)).toEqual({ detail: 'api_key_not_allowed' });
    expect(await signatures(t, cmr.id)).toEqual([]);
  });

  it('refuses a device time in the future or too old, and malformed items, on their fields', async () => {
    const t = ctx();
    const { f, cmr, driver } = await setup(t);
    const future = await queueSignature(f.driver.token, cmr, driver, {
      version: cmr.version,
      capturedAt: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    });
    const tooOld = await queueSignature(f.driver.token, cmr, driver, {
      version: cmr.version,
      capturedAt: ago(8 * 24 * HOUR),
    });
    expect(json(await future(t))).toEqual({ captured_at: ['captured_at_in_future'] });
    expect(json(await tooOld(t))).toEqual({ captured_at: ['captured_at_too_old?days=7'] });
    // A minute of clock skew is fine (online, without an item).
    const skew = await signOnline(t, f.owner.token, cmr, 'sender', [
      { name: 'captured_at', value: new Date(Date.now() + 60 * 1000).toISOString() },
    ]);
    expect(skew.statusCode, skew.body).toBe(200);
    const online = await signOnline(t, f.owner.token, cmr, 'carrier', [
      { name: 'captured_at', value: 'yesterday' },
    ]);
    expect(json(online)).toEqual({ captured_at: ['invalid_format'] });

    const malformed = async (offline: string) => {
      const body = multipart(
        [
          { name: 'document', value: String(cmr.id) },
          { name: 'transit', value: String(cmr.transit) },
          { name: 'document_type', value: 'json' },
          { name: 'signed_by_type', value: 'driver' },
          { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Piotr Wolski' }) },
          { name: 'captured_at', value: ago(HOUR) },
          { name: 'offline', value: offline },
          { name: 'signature', file: padPng(), fileName: 'signature.png' },
        ],
        'image/png',
      );
      const response = await t.app.inject({
        method: 'POST',
        url: SIGN,
        headers: { ...auth(f.driver.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      return json(response);
    };
    expect(await malformed('{not json')).toEqual({ offline: ['invalid_format'] });
    expect(
      await malformed(
        JSON.stringify({
          item_id: 'x',
          key_id: driver.keyId,
          signature: 'abc',
          document_version: 'v',
        }),
      ),
    ).toEqual({
      offline: {
        item_id: ['invalid_format'],
        signature: ['offline_signature_invalid'],
        document_version: ['invalid_format'],
      },
    });
    expect(
      (await signatures(t, cmr.id)).map((s) => s.signed_by_type),
      'only the online sender',
    ).toEqual(['sender']);
    expect((await events(t, cmr.id, 'sign_attempt_refused')).length).toBe(5);
  });

  it('adds a queued remark once, with its device time', async () => {
    const t = ctx();
    const { f, cmr } = await setup(t);
    const itemId = randomUUID();
    const capturedAt = ago(HOUR);
    const body = multipart(
      [
        { name: 'document', value: String(cmr.id) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Paleta uszkodzona przy rozładunku' },
        { name: 'captured_at', value: capturedAt },
        { name: 'item_id', value: itemId },
      ],
      'image/png',
    );
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}document-remark/`,
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const remark = json(first) as { id: number; captured_at: string; timestamp: string };
    expect(remark.captured_at).toBe(capturedAt);
    expect(Date.parse(remark.captured_at)).toBeLessThan(Date.parse(remark.timestamp));
    const again = await post();
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    const remarks = await t.db
      .selectFrom('document_remarks')
      .selectAll()
      .where('document_id', '=', cmr.id)
      .execute();
    expect(remarks).toHaveLength(1);
    expect(await events(t, cmr.id, 'remark_added')).toEqual([
      expect.objectContaining({ captured_at: capturedAt, item_id: itemId }),
    ]);

    // The same item id on another document is refused; a device time in the future too.
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const other = await createCmr(t, f.owner.token, transit.id);
    const reused = multipart(
      [
        { name: 'document', value: String(other.id) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Inna' },
        { name: 'item_id', value: itemId },
      ],
      'image/png',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}document-remark/`,
      headers: { ...auth(f.owner.token), ...reused.headers },
      payload: reused.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ item_id: ['offline_item_reused'] });
    const future = multipart(
      [
        { name: 'document', value: String(other.id) },
        { name: 'type', value: 'delivery' },
        { name: 'message', value: 'Z przyszłości' },
        { name: 'captured_at', value: new Date(Date.now() + HOUR).toISOString() },
      ],
      'image/png',
    );
    const tooLate = await t.app.inject({
      method: 'POST',
      url: `${API}document-remark/`,
      headers: { ...auth(f.owner.token), ...future.headers },
      payload: future.payload,
    });
    expect(json(tooLate)).toEqual({ captured_at: ['captured_at_in_future'] });
    expect(
      await t.db
        .selectFrom('document_remarks')
        .selectAll()
        .where('document_id', '=', other.id)
        .execute(),
    ).toEqual([]);
  });
});
