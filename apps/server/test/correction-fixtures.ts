import { expect } from 'vitest';
import { hashSecret } from '../src/platform/crypto.ts';
import { auth, json, uniquePhone } from './factories.ts';
import type { TestApp } from './harness.ts';
import { multipart, type Part } from './multipart.ts';
import { signaturePng } from './png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
  type TransitBody,
} from './transit-fixtures.ts';

/**
 * A fully signed CMR for the corrections' tests (docs/decisions/0127-corrections-after-signing.md):
 * the sender's and carrier's boxes signed in the owner's app, the receiver's through its party
 * link with its code, sent to `phone`.
 */

const API = '/company/api/v1/';
const SIGN_API = `${API}sign-document-token-signature/`;
export const CODE = '246810';
export const PIN = '2468';

export type Setup = {
  f: Fleet;
  transit: TransitBody;
  cmr: number;
  r1: number;
  link: string;
  /** where the receiver's signing code went */
  phone: string;
};

export function sign(t: TestApp, url: string, headers: Record<string, string>, parts: Part[]) {
  const body = multipart(
    [
      ...parts,
      { name: 'document_type', value: 'json' },
      { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
    ],
    'image/png',
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Everyone known: codes sent to a link become CODE. */
export async function knownCodes(t: TestApp, document: number): Promise<void> {
  await t.db
    .updateTable('share_sign_codes')
    .set({ code_hash: await hashSecret(CODE) })
    .where('document_id', '=', document)
    .execute();
}

/**
 * A transit with one receiver and its CMR, fully signed: the sender's and carrier's boxes in the
 * owner's app, the receiver's through its party link with its code.
 */
export async function signedCmr(t: TestApp): Promise<Setup> {
  const f = await createFleet(t);
  await t.db
    .updateTable('users')
    .set({ pin_hash: await hashSecret(PIN) })
    .where('id', '=', f.owner.userId)
    .execute();
  const payload = fullPayload(f);
  const transit = await postTransit(t, f.owner.token, {
    ...payload,
    receivers: payload.receivers.slice(0, 1),
  });
  const data = await t.app.inject({
    method: 'POST',
    url: `${API}generate-document-data/`,
    headers: auth(f.owner.token),
    payload: { transit: transit.id, type: 4 },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: `${API}transit-document/`,
    headers: auth(f.owner.token),
    payload: {
      transit: transit.id,
      type: 4,
      document_data: (json(data) as { document_data: unknown }).document_data,
      split_per_receiver: false,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const cmr = (json(created) as { id: number }).id;
  const [r1 = 0] = transit.receivers.map((r) => r.id);
  const common = (type: string, receiver?: number): Part[] => [
    { name: 'document', value: String(cmr) },
    { name: 'transit', value: String(transit.id) },
    { name: 'signed_by_type', value: type },
    ...(receiver ? [{ name: 'receiver_id', value: String(receiver) }] : []),
  ];
  for (const type of ['sender', 'carrier']) {
    const signed = await sign(t, `${API}sign-document-signature/`, auth(f.owner.token), [
      ...common(type),
      {
        name: 'signature_data',
        value: JSON.stringify({ sign_fullname: `Owner ${type}`, sign_method: 'on screen' }),
      },
    ]);
    expect(signed.statusCode, signed.body).toBe(200);
  }
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(f.owner.token),
    payload: { type: 'receiver', receiver: r1, transit: transit.id },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const link = (json(generated) as { id: string }).id;
  const phone = uniquePhone();
  const code = await t.app.inject({
    method: 'POST',
    url: `${SIGN_API}${link}/code/`,
    payload: { document: cmr, phone },
  });
  expect(code.statusCode, code.body).toBe(200);
  await knownCodes(t, cmr);
  const signed = await sign(t, `${SIGN_API}${link}/`, {}, [
    ...common('receiver', r1),
    { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Ewa Zając' }) },
    { name: 'code', value: CODE },
    { name: 'first_name', value: 'Ewa' },
    { name: 'last_name', value: 'Zając' },
    { name: 'company_name', value: 'Odbiorca Alfa' },
  ]);
  expect(signed.statusCode, signed.body).toBe(200);
  return { f, transit, cmr, r1, link, phone };
}
