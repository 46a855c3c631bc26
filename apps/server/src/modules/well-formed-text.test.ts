import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { createCmr } from '../../test/document-fixtures.ts';
import { auth, clientPayload, countRows, createEmployee, json } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  TRANSITS,
  transitUrl,
} from '../../test/transit-fixtures.ts';

/**
 * A lone surrogate (or a pair in the wrong order) in any text field is refused on its field
 * instead of being stored as U+FFFD on either database (docs/decisions/0097-well-formed-text.md).
 */

const API = '/company/api/v1/';
const LONE_HIGH = 'Nadawca \ud800 Sp. z o.o.';
const LONE_LOW = 'x\udc00';
const REVERSED = 'ab\udc00\ud800cd';
const REFUSED = ['text_not_well_formed'];

function tinyPng(): Buffer {
  const png = new PNG({ width: 40, height: 20 });
  png.data.fill(0);
  for (let i = 3; i < png.data.length; i += 8) png.data[i] = 255;
  return PNG.sync.write(png);
}

describeEachDatabase('text that storage cannot keep is refused on its field', (ctx) => {
  it('refuses it in a transit, a nested cargo line and a PATCH, storing nothing', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const before = await countRows(t.db, 'transits');
    const payload = fullPayload(f);
    const created = await t.app.inject({
      method: 'POST',
      url: TRANSITS,
      headers: auth(f.owner.token),
      payload: {
        ...payload,
        sender_instruction: LONE_HIGH,
        receivers: [
          { ...payload.receivers[0], cargo: [{ name: REVERSED, quantity: 1 }] },
          payload.receivers[1],
        ],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(json(created)).toEqual({
      sender_instruction: REFUSED,
      receivers: { 0: { cargo: { 0: { name: REFUSED } } } },
    });
    expect(await countRows(t.db, 'transits')).toBe(before);

    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: transitUrl(transit.id),
      headers: auth(f.owner.token),
      payload: { special_agreements: LONE_LOW },
    });
    expect(patched.statusCode).toBe(400);
    expect(json(patched)).toEqual({ special_agreements: REFUSED });
    const row = await t.db
      .selectFrom('transits')
      .select('special_agreements')
      .where('id', '=', transit.id)
      .executeTakeFirstOrThrow();
    expect(row.special_agreements).toBe('');
  });

  it('refuses it in a contractor, a user, an API key and a document, each on its field', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const clients = await countRows(t.db, 'clients');
    const client = await t.app.inject({
      method: 'POST',
      url: `${API}client/`,
      headers: auth(f.owner.token),
      payload: clientPayload({ name: LONE_HIGH, town: REVERSED }),
    });
    expect(client.statusCode).toBe(400);
    expect(json(client)).toEqual({ name: REFUSED, town: REFUSED });
    expect(await countRows(t.db, 'clients')).toBe(clients);

    const clerk = await createEmployee(t.app, t.db, f.owner.companyId);
    const user = await t.app.inject({
      method: 'PATCH',
      url: `/auth/api/v1/user/${clerk.id}/`,
      headers: auth(clerk.token),
      payload: { first_name: LONE_LOW },
    });
    expect(user.statusCode).toBe(400);
    expect(json(user)).toEqual({ first_name: REFUSED });

    const key = await t.app.inject({
      method: 'POST',
      url: `${API}api-keys/`,
      headers: auth(f.owner.token),
      payload: { name: REVERSED, scope: 'read' },
    });
    expect(key.statusCode).toBe(400);
    expect(json(key)).toEqual({ name: REFUSED });

    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const cmr = await createCmr<{ id: number; document_data: Record<string, unknown> }>(
      t,
      f.owner.token,
      transit.id,
      { split: false },
    );
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${API}transit-document/${cmr.id}/`,
      headers: auth(f.owner.token),
      payload: { document_data: { ...cmr.document_data, carrierRemarks: LONE_HIGH } },
    });
    expect(edited.statusCode).toBe(400);
    expect(json(edited)).toEqual({ document_data: { carrierRemarks: REFUSED } });
  });

  it('refuses it inside a JSON field of a multipart form (a signature), signing nothing', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const cmr = await createCmr<{ id: number }>(t, f.owner.token, transit.id, { split: false });
    // The JSON text carries the escape itself, as a client's JSON.stringify writes it.
    const signatureData = '{"sign_fullname":"Anna \\ud800 Nowak","sign_method":"on screen"}';
    const body = multipart(
      [
        { name: 'document', value: String(cmr.id) },
        { name: 'transit', value: String(transit.id) },
        { name: 'document_type', value: 'json' },
        { name: 'signed_by_type', value: 'sender' },
        { name: 'signature_data', value: signatureData },
        { name: 'signature', file: tinyPng(), fileName: 'signature.png' },
      ],
      'image/png',
    );
    const signed = await t.app.inject({
      method: 'POST',
      url: `${API}sign-document-signature/`,
      headers: { ...auth(f.owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(signed.statusCode).toBe(400);
    expect(json(signed)).toEqual({ signature_data: { sign_fullname: REFUSED } });
    const signatures = await t.db
      .selectFrom('document_signatures')
      .select('id')
      .where('document_id', '=', cmr.id)
      .execute();
    expect(signatures).toEqual([]);
  });

  it('keeps well-formed text whole on either database: pairs, emoji and every script', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const text = 'Zażółć 😀 𝄞 Привіт 中文 — ok';
    const transit = await postTransit(
      t,
      f.owner.token,
      fullPayload(f, { sender_instruction: text }),
    );
    const read = await t.app.inject({
      method: 'GET',
      url: transitUrl(transit.id),
      headers: auth(f.owner.token),
    });
    expect(json(read).sender_instruction).toBe(text);
  });
});
