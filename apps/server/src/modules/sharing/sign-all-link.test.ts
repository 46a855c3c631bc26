import { expect, it } from 'vitest';
import { auth, json, uniquePhone } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { signaturePng } from '../../../test/png.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';
import { hashSecret, hashToken } from '../../platform/crypto.ts';

/** "Sign all" through a sender's share link: its one-time code spent once for the batch. */

const API = '/company/api/v1/';
const SIGN_API = `${API}sign-document-token-signature/`;
const CODE = '246810';

type Doc = { id: number; name: string; version: string };

async function generated(t: TestApp, token: string, transit: number, type: number) {
  const data = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(token),
    payload: { transit, type },
  });
  expect(data.statusCode, data.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(token),
    payload: {
      transit,
      type,
      document_data: (json(data) as { document_data: unknown }).document_data,
      split_per_receiver: false,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return json(created) as Doc;
}

async function setup(t: TestApp) {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const cmr = await generated(t, f.owner.token, transit.id, 4);
  const wz = await generated(t, f.owner.token, transit.id, 1);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(f.owner.token),
    payload: { type: 'sender', transit: transit.id },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { f, transit, cmr, wz, link: (json(response) as { id: string }).id };
}

/** Asks the link's code for `document`, then makes it a known one. */
async function askCode(t: TestApp, link: string, document: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${link}/code/`,
    payload: { document, phone: uniquePhone() },
  });
  expect(response.statusCode, response.body).toBe(200);
  const share = await t.db
    .selectFrom('share_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(link))
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('share_sign_codes')
    .set({ code_hash: await hashSecret(CODE) })
    .where('share_token_id', '=', share.id)
    .execute();
}

function signAll(t: TestApp, link: string, transit: number, items: unknown[]) {
  const parts: Part[] = [
    { name: 'transit', value: String(transit) },
    { name: 'items', value: JSON.stringify(items) },
    { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
    { name: 'code', value: CODE },
    { name: 'first_name', value: 'Ewa' },
    { name: 'last_name', value: 'Zając' },
    { name: 'company_name', value: 'Nadawca Alfa' },
    { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
  ];
  const body = multipart(parts, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${link}/sign-all/`,
    headers: body.headers,
    payload: body.payload,
  });
}

const rowsOf = (t: TestApp, ids: number[]) =>
  t.db
    .selectFrom('document_signatures')
    .select(['document_id', 'signed_by_type', 'verification_method', 'actor_name'])
    .where('document_id', 'in', ids)
    .orderBy('id')
    .execute();

describeEachDatabase('sign all through a share link', (ctx) => {
  it("a sender's link signs CMR and WZ with one code, spent once; another party's box never", async () => {
    const t = ctx();
    const { f, transit, cmr, wz, link } = await setup(t);
    const stops = await t.app.inject({ method: 'GET', url: `${SIGN_API}${link}/sign-all/` });
    expect(stops.statusCode, stops.body).toBe(200);
    // The link acts for the sender: only the sender's box is offered.
    expect(
      (json(stops) as { stops: { slot: string; documents: { id: number }[] }[] }).stops.map(
        (stop) => [stop.slot, stop.documents.map((doc) => doc.id)],
      ),
    ).toEqual([['sender', [cmr.id, wz.id]]]);
    await askCode(t, link, cmr.id);
    const item = (doc: Doc, signedByType: string) => ({
      document: doc.id,
      signed_by_type: signedByType,
      version: doc.version,
    });
    // The carrier's box is not the link's: refused, nothing signed, the code not spent.
    const carrier = await signAll(t, link, transit.id, [item(cmr, 'carrier'), item(wz, 'carrier')]);
    expect(carrier.statusCode).toBe(403);
    expect(await rowsOf(t, [cmr.id, wz.id])).toEqual([]);
    const signed = await signAll(t, link, transit.id, [item(cmr, 'sender'), item(wz, 'sender')]);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((json(signed) as { signed: number }).signed).toBe(2);
    expect(await rowsOf(t, [cmr.id, wz.id])).toEqual([
      {
        document_id: cmr.id,
        signed_by_type: 'sender',
        verification_method: 'share_link_code',
        actor_name: 'Ewa Zając',
      },
      {
        document_id: wz.id,
        signed_by_type: 'sender',
        verification_method: 'share_link_code',
        actor_name: 'Ewa Zając',
      },
    ]);
    const codes = await t.db.selectFrom('share_sign_codes').select('used_at').execute();
    expect(codes).toHaveLength(1);
    expect(codes[0]?.used_at).not.toBeNull();
    // Spent: the same code signs nothing more.
    const later = await generated(t, f.owner.token, transit.id, 1);
    const again = await signAll(t, link, transit.id, [item(later, 'sender')]);
    expect(json(again)).toEqual({ code: ['code_invalid'] });
    expect(await rowsOf(t, [later.id])).toEqual([]);
  });
});
