import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { auth, json, uniquePhone } from '../../../test/factories.ts';
import { createCmr } from '../../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { signaturePng } from '../../../test/png.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  type Fleet,
  type TransitBody,
} from '../../../test/transit-fixtures.ts';
import { ensureVerifyId } from '../documents/index.ts';
import { verifyDocument } from '../verify/index.ts';

/**
 * A reservation answered through the other side's party link (the sender's for box 18, the
 * carrier's for box 24) with a one-time code sent for that reservation only
 * (docs/decisions/0129-link-answers-and-correction-messages.md).
 */

const API = '/company/api/v1/';
const SIGN_API = `${API}sign-document-token-signature/`;
const VISITOR = { first_name: 'Jan', last_name: 'Nowak', company_name: 'Nadawca Sp. z o.o.' };

type ReservationBody = {
  id: number;
  box: string;
  answer: {
    answer: string;
    note: string;
    by_name: string;
    company_name: string;
    party: string;
    verification_method: string;
  } | null;
  can_answer: boolean;
};

async function setup(t: TestApp): Promise<{ f: Fleet; transit: TransitBody; cmr: number }> {
  const f = await createFleet(t);
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  const cmr = await createCmr<{ id: number }>(t, f.owner.token, transit.id, { split: false });
  return { f, transit, cmr: cmr.id };
}

/** A reservation the owner records (his company acts for the carrier and the consignee). */
async function reserve(t: TestApp, f: Fleet, cmr: number, box: string): Promise<ReservationBody> {
  const body = multipart([
    { name: 'document', value: String(cmr) },
    { name: 'box', value: box },
    { name: 'kind', value: box === 'delivery' ? 'packages_missing' : 'seal_missing' },
    { name: 'lines', value: '0' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}document-reservation/`,
    headers: { ...auth(f.owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response) as ReservationBody;
}

/** A party link sent by SMS to `phone`: its codes go there. */
async function sentLink(
  t: TestApp,
  f: Fleet,
  transit: number,
  type: 'sender' | 'carrier',
  phone: string,
): Promise<string> {
  const generated = await t.app.inject({
    method: 'POST',
    url: `${API}generate-token/`,
    headers: auth(f.owner.token),
    payload: { type, transit },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const token = (json(generated) as { id: string }).id;
  const sent = await t.app.inject({
    method: 'POST',
    url: `${API}send-token-email-sms/`,
    headers: auth(f.owner.token),
    payload: { token, phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return token;
}

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

const codeIn = (sms: string | null) =>
  /code (\d{6})|kod (\d{6})/
    .exec(sms ?? '')
    ?.slice(1)
    .find(Boolean) ?? '';

const linkBase = (token: string, cmr: number) => `${API}transit-token/${token}/documents/${cmr}/`;

function requestCode(t: TestApp, token: string, cmr: number, reservation: number) {
  return t.app.inject({
    method: 'POST',
    url: `${linkBase(token, cmr)}reservations/${reservation}/code/`,
    headers: { 'accept-language': 'en-GB' },
    payload: {},
  });
}

function answerByLink(
  t: TestApp,
  token: string,
  cmr: number,
  reservation: number,
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `${linkBase(token, cmr)}reservations/${reservation}/answer/`,
    payload: { ...VISITOR, ...body },
  });
}

async function answerRows(t: TestApp, cmr: number) {
  return t.db
    .selectFrom('document_reservation_answers')
    .selectAll()
    .where('document_id', '=', cmr)
    .orderBy('id')
    .execute();
}

describeEachDatabase('reservations answered through a party link', (ctx) => {
  it("the sender's link answers box 18 with the code sent for that reservation: signed like an answer in the app, chained, in the history", async () => {
    const t = ctx();
    const { f, transit, cmr } = await setup(t);
    const takingOver = await reserve(t, f, cmr, 'taking_over');
    const phone = uniquePhone();
    const token = await sentLink(t, f, transit.id, 'sender', phone);

    const listed = await t.app.inject({
      method: 'GET',
      url: `${linkBase(token, cmr)}reservations/`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(json(listed)).toMatchObject([
      { id: takingOver.id, box: 'taking_over', can_answer: true },
    ]);

    const code = await requestCode(t, token, cmr, takingOver.id);
    expect(code.statusCode, code.body).toBe(200);
    expect(json(code)).toMatchObject({ channel: 'sms' });
    // The text says what the code is for.
    const sms = await lastSms(t, 'reservation_answer_code', phone);
    expect(sms).toContain('to answer the reservation');
    expect(sms).not.toContain('to sign');

    const answered = await answerByLink(t, token, cmr, takingOver.id, {
      answer: 'contested',
      note: 'Plomba była na miejscu',
      code: codeIn(sms),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json(answered)).toMatchObject({
      id: takingOver.id,
      can_answer: false,
      answer: {
        answer: 'contested',
        note: 'Plomba była na miejscu',
        by_name: 'Jan Nowak',
        company_name: 'Nadawca Sp. z o.o.',
        party: 'sender',
        verification_method: 'share_link_code',
      },
    });
    const [row] = await answerRows(t, cmr);
    const entry = await t.db
      .selectFrom('document_chain_entries')
      .selectAll()
      .where('document_id', '=', cmr)
      .where('kind', '=', 'reservation_answer')
      .executeTakeFirstOrThrow();
    expect(entry.subject_id).toBe(row?.id);
    expect(row?.chain_sha256).toBeTruthy();
    const events = await t.db
      .selectFrom('document_events')
      .select(['data', 'actor_name'])
      .where('document_id', '=', cmr)
      .execute();
    const answeredEvent = events.find((e) => e.data.includes('"reservation_answered"'));
    expect(answeredEvent?.actor_name).toBe('Jan Nowak');
    expect(JSON.parse(answeredEvent?.data ?? '{}')).toMatchObject({
      answer: 'contested',
      party: 'sender',
      verification_method: 'share_link_code',
    });
    // The verification recomputes the link's answer from its row: the chain holds.
    const checked = await verifyDocument(t.deps, await ensureVerifyId(t.db, cmr));
    expect(checked.chain_valid).toBe(true);
  });

  it('refuses a party that may not answer, a second answer, a wrong code, a signing code; an answer code never signs', async () => {
    const t = ctx();
    const { f, transit, cmr } = await setup(t);
    const delivery = await reserve(t, f, cmr, 'delivery');
    const senderPhone = uniquePhone();
    const sender = await sentLink(t, f, transit.id, 'sender', senderPhone);
    const carrierPhone = uniquePhone();
    const carrier = await sentLink(t, f, transit.id, 'carrier', carrierPhone);

    // The sender does not answer box 24: no code is sent, nothing is written.
    const notHis = await requestCode(t, sender, cmr, delivery.id);
    expect(notHis.statusCode).toBe(403);
    expect(json(notHis)).toEqual({ answer: ['reservation_answer_not_allowed'] });
    expect(await lastSms(t, 'reservation_answer_code', senderPhone)).toBeNull();
    const notHisAnswer = await answerByLink(t, sender, cmr, delivery.id, {
      answer: 'accepted',
      code: '123456',
    });
    expect(notHisAnswer.statusCode).toBe(403);

    // The carrier's signing code does not answer.
    const signCode = await t.app.inject({
      method: 'POST',
      url: `${SIGN_API}${carrier}/code/`,
      payload: { document: cmr },
    });
    expect(signCode.statusCode, signCode.body).toBe(200);
    const signingCode = codeIn(await lastSms(t, 'share_sign_code', carrierPhone));
    expect(signingCode).toMatch(/^\d{6}$/);
    const withSigningCode = await answerByLink(t, carrier, cmr, delivery.id, {
      answer: 'accepted',
      code: signingCode,
    });
    expect(withSigningCode.statusCode).toBe(400);
    expect(json(withSigningCode)).toEqual({ code: ['code_invalid'] });

    // A wrong code answers nothing.
    expect((await requestCode(t, carrier, cmr, delivery.id)).statusCode).toBe(200);
    const answerCode = codeIn(await lastSms(t, 'reservation_answer_code', carrierPhone));
    const wrong = await answerByLink(t, carrier, cmr, delivery.id, {
      answer: 'accepted',
      code: answerCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ code: ['code_invalid'] });
    expect(await answerRows(t, cmr)).toHaveLength(0);

    // The answer code does not sign the carrier's box.
    const body = multipart(
      [
        { name: 'document', value: String(cmr) },
        { name: 'transit', value: String(transit.id) },
        { name: 'signed_by_type', value: 'carrier' },
        { name: 'document_type', value: 'json' },
        { name: 'signature_data', value: JSON.stringify({ sign_fullname: 'Jan Nowak' }) },
        { name: 'code', value: answerCode },
        ...Object.entries(VISITOR).map(([name, value]) => ({ name, value })),
        { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
      ],
      'image/png',
    );
    // Spend the signing code first, so that only the answer code is left to try.
    await t.db
      .updateTable('share_sign_codes')
      .set({ used_at: new Date().toISOString() })
      .where('document_id', '=', cmr)
      .where('reservation_id', 'is', null)
      .execute();
    const signed = await t.app.inject({
      method: 'POST',
      url: `${SIGN_API}${carrier}/`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(signed.statusCode).toBe(400);
    expect(json(signed)).toEqual({ code: ['code_invalid'] });

    // The right code answers once; a second answer is refused before any code is sent.
    const accepted = await answerByLink(t, carrier, cmr, delivery.id, {
      answer: 'accepted',
      code: answerCode,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((json(accepted) as ReservationBody).answer).toMatchObject({
      answer: 'accepted',
      party: 'carrier',
    });
    const again = await requestCode(t, carrier, cmr, delivery.id);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ answer: ['reservation_already_answered'] });
    const twice = await answerByLink(t, carrier, cmr, delivery.id, {
      answer: 'contested',
      code: answerCode,
    });
    expect(twice.statusCode).toBe(400);
    expect(json(twice)).toEqual({ answer: ['reservation_already_answered'] });
    expect(await answerRows(t, cmr)).toHaveLength(1);
  });

  it("a link reaches only its own transit's reservations", async () => {
    const t = ctx();
    const { f, transit, cmr } = await setup(t);
    const other = await postTransit(t, f.owner.token, fullPayload(f));
    const otherCmr = (await createCmr<{ id: number }>(t, f.owner.token, other.id, { split: false }))
      .id;
    const foreign = await reserve(t, f, otherCmr, 'taking_over');
    await reserve(t, f, cmr, 'taking_over');
    const token = await sentLink(t, f, transit.id, 'sender', uniquePhone());
    const listed = await t.app.inject({
      method: 'GET',
      url: `${linkBase(token, otherCmr)}reservations/`,
    });
    expect(listed.statusCode).toBe(404);
    const code = await requestCode(t, token, otherCmr, foreign.id);
    expect(code.statusCode).toBe(404);
    // Nor through its own document's address.
    const viaOwn = await requestCode(t, token, cmr, foreign.id);
    expect(viaOwn.statusCode).toBe(404);
  });
});
