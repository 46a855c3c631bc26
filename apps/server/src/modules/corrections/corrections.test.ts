import { expect, it } from 'vitest';
import { CODE, PIN, knownCodes, signedCmr, type Setup } from '../../../test/correction-fixtures.ts';
import { auth, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { fullPayload, postTransit, createFleet } from '../../../test/transit-fixtures.ts';

/**
 * Corrections after signing (docs/decisions/0127-corrections-after-signing.md): a signed CMR
 * changes only when every party that signed it approves, in the app with a PIN or through its
 * party link with its code; the signed version stays downloadable and verifiable.
 */

const API = '/company/api/v1/';

type CorrectionBody = {
  id: number;
  status: string;
  changes: { field: string; old: unknown; new: unknown }[];
  signatories: {
    party: string;
    receiver_id: number | null;
    decision: string | null;
    can_decide: boolean;
  }[];
};
type CorrectionsBody = {
  corrections: CorrectionBody[];
  versions: { version: number; content_sha256: string; current: boolean }[];
};

const correctionsUrl = (cmr: number) => `${API}transit-document/${cmr}/corrections/`;

function propose(t: TestApp, s: Setup, changes: Record<string, unknown>, reason = 'Typo') {
  return t.app.inject({
    method: 'POST',
    url: correctionsUrl(s.cmr),
    headers: auth(s.f.owner.token),
    payload: { changes, reason },
  });
}

function decideInApp(t: TestApp, s: Setup, correction: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${correctionsUrl(s.cmr)}${correction}/decision/`,
    headers: auth(s.f.owner.token),
    payload: { pin: PIN, ...body },
  });
}

async function decideByLink(t: TestApp, s: Setup, correction: number, decision: string) {
  const base = `${API}transit-token/${s.link}/documents/${s.cmr}/corrections/${correction}/`;
  const code = await t.app.inject({ method: 'POST', url: `${base}code/`, payload: {} });
  expect(code.statusCode, code.body).toBe(200);
  await knownCodes(t, s.cmr);
  return t.app.inject({
    method: 'POST',
    url: `${base}decision/`,
    payload: { decision, code: CODE, note: 'checked' },
  });
}

async function currentData(t: TestApp, cmr: number) {
  const row = await t.db
    .selectFrom('documents')
    .select(['document_data', 'content_sha256'])
    .where('id', '=', cmr)
    .executeTakeFirstOrThrow();
  return { data: JSON.parse(row.document_data ?? '{}') as Record<string, unknown>, row };
}

async function corrections(t: TestApp, s: Setup): Promise<CorrectionsBody> {
  const response = await t.app.inject({
    method: 'GET',
    url: correctionsUrl(s.cmr),
    headers: auth(s.f.owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CorrectionsBody>();
}

async function verification(t: TestApp, cmr: number, token: string) {
  // The first sealed PDF gives the document its verification id.
  await t.app.inject({ method: 'GET', url: `${API}document/id/${cmr}/pdf`, headers: auth(token) });
  const row = await t.db
    .selectFrom('documents')
    .select('verify_id')
    .where('id', '=', cmr)
    .executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}verify/${row.verify_id ?? ''}/`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    chain_valid: boolean;
    corrections?: { approved_by: string[]; fields: string[] }[];
    versions?: { version: number; current: boolean }[];
  }>();
}

async function eventTypes(t: TestApp, cmr: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('document_events')
    .select('type')
    .where('document_id', '=', cmr)
    .where('type', 'like', 'correction%')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.type);
}

describeEachDatabase('corrections after signing', (ctx) => {
  it('a correction approved by every signatory (one through its link with its code) becomes the sealed current version; the signed one stays downloadable', async () => {
    const t = ctx();
    const s = await signedCmr(t);
    const before = await currentData(t, s.cmr);
    // The document answers the action; an edit stays refused.
    const doc = await t.app.inject({
      method: 'GET',
      url: `${API}transit-document/${s.cmr}/`,
      headers: auth(s.f.owner.token),
    });
    expect((json(doc) as { actions: Record<string, boolean> }).actions).toMatchObject({
      edit: false,
      propose_correction: true,
    });
    const proposed = await propose(t, s, {
      specialAgreements: 'Pallets returned at delivery',
      order: before.data.order,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const correction = proposed.json<CorrectionBody>();
    expect(correction.status).toBe('open');
    // Only the field that changes is kept, with its old value.
    expect(correction.changes).toEqual([
      {
        field: 'specialAgreements',
        old: before.data.specialAgreements ?? null,
        new: 'Pallets returned at delivery',
      },
    ]);
    expect(correction.signatories.map((p) => [p.party, p.receiver_id, p.can_decide])).toEqual([
      ['sender', null, true],
      ['carrier', null, true],
      // Signed through its own link: the owner does not decide for it.
      ['receiver', s.r1, false],
    ]);
    // A second proposal while one is open is refused.
    const second = await propose(t, s, { order: 'X-1' });
    expect(second.statusCode, second.body).toBe(400);
    expect(json(second)).toMatchObject({ document: ['correction_open_exists'] });

    for (const party of [{ party: 'sender' }, { party: 'carrier' }]) {
      const decided = await decideInApp(t, s, correction.id, { ...party, decision: 'approve' });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    // Not yet approved by all: the signed version is still the valid one.
    expect((await currentData(t, s.cmr)).row.content_sha256).toBe(before.row.content_sha256);
    expect((await corrections(t, s)).corrections[0]?.status).toBe('open');

    const byLink = await decideByLink(t, s, correction.id, 'approve');
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.json<CorrectionBody>().status).toBe('approved');

    const after = await currentData(t, s.cmr);
    expect(after.data.specialAgreements).toBe('Pallets returned at delivery');
    expect(after.row.content_sha256).not.toBe(before.row.content_sha256);
    const view = await corrections(t, s);
    expect(view.versions.map((v) => [v.version, v.current])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(view.versions[0]?.content_sha256).toBe(before.row.content_sha256);
    expect(view.versions[1]?.content_sha256).toBe(after.row.content_sha256);

    // The corrected version is sealed; the signed one is still downloadable.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API}document/id/${s.cmr}/pdf`,
      headers: auth(s.f.owner.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from('/ByteRange'))).toBe(true);
    const old = await t.app.inject({
      method: 'GET',
      url: `${API}document/id/${s.cmr}/versions/1/pdf`,
      headers: auth(s.f.owner.token),
    });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(old.rawPayload.equals(pdf.rawPayload)).toBe(false);
    const oldByLink = await t.app.inject({
      method: 'GET',
      url: `${API}transit-token/${s.link}/documents/${s.cmr}/versions/1/pdf`,
    });
    expect(oldByLink.statusCode).toBe(200);

    // The chain holds the proposal and the four decisions and still verifies.
    const entries = await t.db
      .selectFrom('document_chain_entries')
      .select('kind')
      .where('document_id', '=', s.cmr)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.kind).slice(3)).toEqual([
      'correction_proposal',
      'correction_decision',
      'correction_decision',
      'correction_decision',
    ]);
    const verified = await verification(t, s.cmr, s.f.owner.token);
    expect(verified.chain_valid).toBe(true);
    expect(verified.corrections?.[0]?.fields).toEqual(['specialAgreements']);
    expect(verified.corrections?.[0]?.approved_by).toHaveLength(3);
    expect(verified.corrections?.[0]?.approved_by).toContain('Ewa Zając');
    expect(verified.versions?.map((v) => v.current)).toEqual([false, true]);
    expect(await eventTypes(t, s.cmr)).toEqual([
      'correction_proposed',
      'correction_decided',
      'correction_decided',
      'correction_decided',
      'correction_closed',
    ]);

    // A changed decision body breaks the chain.
    await t.db
      .updateTable('document_chain_entries')
      .set({ body: '{"decision":"approve"}' })
      .where('document_id', '=', s.cmr)
      .where('kind', '=', 'correction_decision')
      .execute();
    expect((await verification(t, s.cmr, s.f.owner.token)).chain_valid).toBe(false);
  });

  it('a rejected proposal stays in the history and the chain, and the signed version stays current', async () => {
    const t = ctx();
    const s = await signedCmr(t);
    const before = await currentData(t, s.cmr);
    const proposed = await propose(t, s, { order: 'ORD-2' }, 'Wrong order number');
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json<CorrectionBody>().id;
    const approved = await decideInApp(t, s, id, { party: 'sender', decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await decideByLink(t, s, id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<CorrectionBody>().status).toBe('rejected');
    expect((await currentData(t, s.cmr)).row).toEqual(before.row);
    const view = await corrections(t, s);
    expect(view.corrections.map((c) => c.status)).toEqual(['rejected']);
    expect(view.versions).toEqual([]);
    expect(await eventTypes(t, s.cmr)).toEqual([
      'correction_proposed',
      'correction_decided',
      'correction_decided',
      'correction_closed',
    ]);
    // Closed: a later decision is refused; a new proposal may be made.
    const late = await decideInApp(t, s, id, { party: 'carrier', decision: 'approve' });
    expect(late.statusCode, late.body).toBe(400);
    expect(json(late)).toMatchObject({ non_field_errors: ['correction_closed'] });
    expect((await propose(t, s, { order: 'ORD-3' })).statusCode).toBe(201);
    expect((await verification(t, s.cmr, s.f.owner.token)).chain_valid).toBe(true);
  });

  it('refuses an empty proposal, a decision twice, a non-signatory decision and a wrong PIN, changing nothing', async () => {
    const t = ctx();
    const s = await signedCmr(t);
    const before = await currentData(t, s.cmr);
    const empty = await propose(t, s, { order: before.data.order });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(json(empty)).toMatchObject({ changes: ['correction_empty'] });
    const nothing = await propose(t, s, {});
    expect(json(nothing)).toMatchObject({ changes: ['correction_empty'] });
    expect(await eventTypes(t, s.cmr)).toEqual([]);

    const id = (await propose(t, s, { order: 'ORD-9' })).json<CorrectionBody>().id;
    const wrongPin = await decideInApp(t, s, id, {
      party: 'sender',
      decision: 'approve',
      pin: '0000',
    });
    expect(wrongPin.statusCode, wrongPin.body).toBe(400);
    expect((await decideInApp(t, s, id, { party: 'sender', decision: 'approve' })).statusCode).toBe(
      200,
    );
    const twice = await decideInApp(t, s, id, { party: 'sender', decision: 'approve' });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(json(twice)).toMatchObject({ party: ['correction_already_decided'] });

    // The owner does not decide for the box receiver A signed through its own link.
    const notOwners = await decideInApp(t, s, id, {
      party: 'receiver',
      receiver_id: s.r1,
      decision: 'approve',
    });
    expect(notOwners.statusCode, notOwners.body).toBe(403);
    expect(json(notOwners)).toMatchObject({ party: ['correction_not_signatory'] });
    // Receiver A's link does not decide for the sender; no code is sent for it.
    const base = `${API}transit-token/${s.link}/documents/${s.cmr}/corrections/${id}/`;
    const other = await t.app.inject({
      method: 'POST',
      url: `${base}decision/`,
      payload: { party: 'sender', decision: 'approve', code: CODE },
    });
    expect(other.statusCode, other.body).toBe(403);
    expect(json(other)).toMatchObject({ party: ['correction_not_signatory'] });
    // A wrong code decides nothing.
    await t.app.inject({ method: 'POST', url: `${base}code/`, payload: {} });
    const badCode = await t.app.inject({
      method: 'POST',
      url: `${base}decision/`,
      payload: { decision: 'approve', code: '000000' },
    });
    expect(badCode.statusCode, badCode.body).toBe(400);
    expect(json(badCode)).toMatchObject({ code: ['code_invalid'] });

    const view = await corrections(t, s);
    expect(view.corrections[0]?.status).toBe('open');
    expect(view.corrections[0]?.signatories.filter((p) => p.decision !== null)).toHaveLength(1);
    expect((await currentData(t, s.cmr)).row).toEqual(before.row);
    expect(await eventTypes(t, s.cmr)).toEqual(['correction_proposed', 'correction_decided']);
  });

  it('an unsigned document is edited, not corrected', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
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
    const id = (json(created) as { id: number }).id;
    const response = await t.app.inject({
      method: 'POST',
      url: correctionsUrl(id),
      headers: auth(f.owner.token),
      payload: { changes: { order: 'X' }, reason: 'r' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toMatchObject({ document: ['correction_document_not_signed'] });
  });
});
