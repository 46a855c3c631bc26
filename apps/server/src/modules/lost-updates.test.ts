import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { auth, createEmployee } from '../../test/factories.ts';
import { createCmr as createCmrOf, storeRecordedSignature } from '../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../test/harness.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  TRANSITS,
  transitUrl,
  type Fleet,
} from '../../test/transit-fixtures.ts';
import { nowIso } from '../db/index.ts';

/**
 * A save from an outdated version answers 409 instead of silently overwriting a colleague's
 * change (docs/decisions/0023-no-lost-updates.md).
 */

const DOC = '/company/api/v1/transit-document/';
const docUrl = (id: number) => `${DOC}${id}/`;
const STALE = { detail: 'edited_by_someone_else' };

type Versioned = { id: number; version: string; [key: string]: unknown };
type Team = { f: Fleet; owner: string; dispatcher: string; transitId: number };

async function team(t: TestApp): Promise<Team> {
  const f = await createFleet(t);
  const dispatcher = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Dyspozytor' });
  const transit = await postTransit(t, f.owner.token, fullPayload(f));
  return { f, owner: f.owner.token, dispatcher: dispatcher.token, transitId: transit.id };
}

function body(response: LightMyRequestResponse): Versioned {
  return response.json<Versioned>();
}

/** GET one: the body's version and the same value as the ETag. */
async function read(t: TestApp, token: string, url: string): Promise<Versioned> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  const answer = body(response);
  expect(answer.version).toEqual(expect.any(String));
  expect(response.headers.etag).toBe(`"${answer.version}"`);
  return answer;
}

function patch(
  t: TestApp,
  token: string,
  url: string,
  payload: Record<string, unknown>,
  ifMatch?: string,
) {
  const headers = ifMatch === undefined ? auth(token) : auth(token, { 'if-match': ifMatch });
  return t.app.inject({ method: 'PATCH', url, headers, payload });
}

async function createCmr(t: TestApp, token: string, transit: number): Promise<Versioned> {
  // One document for both receivers: no sub-documents to keep apart.
  const document = await createCmrOf<Versioned>(t, token, transit, { split: false });
  expect(document.version).toEqual(expect.any(String));
  return document;
}

/** Of two saves from one version exactly one wins, the other answers 409: the winner's body. */
function oneWinner(answers: LightMyRequestResponse[]): Versioned {
  expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([200, 409]);
  const loser = answers.find((a) => a.statusCode === 409);
  expect(loser?.json()).toEqual(STALE);
  const winner = answers.find((a) => a.statusCode === 200);
  if (!winner) throw new Error('no save went through');
  return body(winner);
}

/**
 * Races two saves from one version, a few rounds each from the version the last round left:
 * whether two transactions overlap depends on timing, so one round could pass unguarded.
 */
async function raceRounds(
  t: TestApp,
  url: string,
  saves: (current: Versioned, round: number) => Promise<LightMyRequestResponse>[],
  readAs: string,
  /** the part the saves change: the stored one must be the winner's */
  content: (answer: Versioned) => unknown,
): Promise<void> {
  for (let round = 0; round < RACE_ROUNDS; round += 1) {
    const current = await read(t, readAs, url);
    const winner = oneWinner(await Promise.all(saves(current, round)));
    const now = await read(t, readAs, url);
    expect(now.version).toBe(winner.version);
    expect(content(now)).toEqual(content(winner));
  }
}
const RACE_ROUNDS = 5;

const remarksOf = (document: Versioned, remarks: string) => ({
  document_data: {
    ...(document.document_data as Record<string, unknown>),
    carrierRemarks: remarks,
  },
});

describeEachDatabase('no lost updates: versions on transits and documents', (ctx) => {
  it('transit: the second PATCH from the same version (If-Match) answers 409 and changes nothing', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const url = transitUrl(transitId);
    const [mine, theirs] = [await read(t, owner, url), await read(t, dispatcher, url)];
    expect(theirs.version).toBe(mine.version);

    const first = await patch(
      t,
      owner,
      url,
      { sender_instruction: 'Pierwszy' },
      `"${mine.version}"`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).version).not.toBe(mine.version);
    expect(first.headers.etag).toBe(`"${body(first).version}"`);

    // Quotes are optional, as in the contract; the dispatcher still names the old version.
    const second = await patch(t, dispatcher, url, { sender_instruction: 'Drugi' }, theirs.version);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(STALE);
    const now = await read(t, owner, url);
    expect(now.sender_instruction).toBe('Pierwszy');
    expect(now.version).toBe(body(first).version);

    // Re-read, the dispatcher's save goes through.
    const retry = await patch(t, dispatcher, url, { sender_instruction: 'Drugi' }, now.version);
    expect(retry.statusCode, retry.body).toBe(200);
    // The list rows carry the version too.
    const list = await t.app.inject({ method: 'GET', url: TRANSITS, headers: auth(owner) });
    const row = list.json<{ results: Versioned[] }>().results.find((r) => r.id === transitId);
    expect(row?.version).toBe(body(retry).version);
  });

  it('transit: the same with the body field `version`', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const url = transitUrl(transitId);
    const { version } = await read(t, owner, url);

    const first = await patch(t, owner, url, { special_agreements: 'A', version });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patch(t, dispatcher, url, { special_agreements: 'B', version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(STALE);
    expect((await read(t, owner, url)).special_agreements).toBe('A');
  });

  it('transit: a PATCH without a version still overwrites, and moves the version on', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const url = transitUrl(transitId);
    const { version } = await read(t, owner, url);
    const first = await patch(t, owner, url, { sender_instruction: 'Bez wersji' });
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).version).not.toBe(version);
    const second = await patch(t, dispatcher, url, { sender_instruction: 'Też bez' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await read(t, owner, url)).sender_instruction).toBe('Też bez');
  });

  it('transit: finishing from an outdated version answers 409; finishing moves the version on', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const url = transitUrl(transitId);
    const { version } = await read(t, owner, url);
    const edited = await patch(t, owner, url, { sender_instruction: 'Zmiana', version });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await patch(t, dispatcher, `${url}finish_transit/`, {
      status: 'finished',
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE);
    const current = await read(t, owner, url);
    expect(current.status).not.toBe('finished');

    const finish = await patch(
      t,
      dispatcher,
      `${url}finish_transit/`,
      { status: 'finished' },
      `"${current.version}"`,
    );
    expect(finish.statusCode, finish.body).toBe(200);
    expect(body(finish).status).toBe('finished');
    expect(body(finish).version).not.toBe(current.version);
  });

  it('transit: two saves from the same version at once: exactly one 200 and one 409', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const url = transitUrl(transitId);
    await raceRounds(
      t,
      url,
      ({ version }, round) => [
        patch(t, owner, url, { sender_instruction: `Właściciel ${round}` }, `"${version}"`),
        patch(t, dispatcher, url, { sender_instruction: `Dyspozytor ${round}`, version }),
      ],
      owner,
      (answer) => answer.sender_instruction,
    );
  });

  it('document: the second PATCH from the same version answers 409 (If-Match and `version`)', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const created = await createCmr(t, owner, transitId);
    const url = docUrl(created.id);
    const [mine, theirs] = [await read(t, owner, url), await read(t, dispatcher, url)];
    expect(theirs.version).toBe(mine.version);

    const first = await patch(t, owner, url, remarksOf(mine, 'Pierwsza'), `"${mine.version}"`);
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).version).not.toBe(mine.version);
    expect(first.headers.etag).toBe(`"${body(first).version}"`);

    const byHeader = await patch(t, dispatcher, url, remarksOf(theirs, 'Druga'), theirs.version);
    expect(byHeader.statusCode).toBe(409);
    expect(byHeader.json()).toEqual(STALE);
    const byField = await patch(t, dispatcher, url, {
      ...remarksOf(theirs, 'Druga'),
      version: theirs.version,
    });
    expect(byField.statusCode).toBe(409);
    expect(byField.json()).toEqual(STALE);

    const now = await read(t, owner, url);
    expect((now.document_data as Record<string, unknown>).carrierRemarks).toBe('Pierwsza');
    expect(now.version).toBe(body(first).version);
  });

  it('document: a PATCH without a version still works; a signature moves both versions on', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const created = await createCmr(t, owner, transitId);
    const url = docUrl(created.id);
    const plain = await patch(t, dispatcher, url, remarksOf(created, 'Bez wersji'));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(body(plain).version).not.toBe(created.version);

    const documentBefore = await read(t, owner, url);
    const transitBefore = await read(t, owner, transitUrl(transitId));
    const row = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    await storeRecordedSignature(t, transitId, {
      document_id: row.id,
      company_id: row.company_id,
      signed_by_type: 'carrier',
      receiver_id: null,
      signature_sha256: null,
      signature_data: JSON.stringify({ sign_fullname: 'Jan Kowalski', sign_method: 'on screen' }),
      placement: null,
      signed_by_user_id: null,
      created_at: nowIso(),
    });
    expect((await read(t, owner, url)).version).not.toBe(documentBefore.version);
    expect((await read(t, owner, transitUrl(transitId))).version).not.toBe(transitBefore.version);
    // The list rows carry the version too.
    const list = await t.app.inject({
      method: 'GET',
      url: `/company/api/v1/document/${transitId}/`,
      headers: auth(owner),
    });
    expect(list.json<Versioned[]>()[0]?.version).toBe((await read(t, owner, url)).version);
  });

  it('document: two saves from the same version at once: exactly one 200 and one 409', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const created = await createCmr(t, owner, transitId);
    const url = docUrl(created.id);
    await raceRounds(
      t,
      url,
      (current, round) => [
        patch(t, owner, url, remarksOf(current, `Właściciel ${round}`), `"${current.version}"`),
        patch(t, dispatcher, url, {
          ...remarksOf(current, `Dyspozytor ${round}`),
          version: current.version,
        }),
      ],
      owner,
      (answer) => answer.document_data,
    );
  });
  it('a version the server never gave (a future one, or written otherwise) answers 409 to PATCH, finish and DELETE, as a stale one', async () => {
    const t = ctx();
    const { owner, transitId } = await team(t);
    const url = transitUrl(transitId);
    const { version } = await read(t, owner, url);
    const never = [String(Number(version) + 1), String(Number(version) + 1000), `0${version}`];
    for (const given of never) {
      const byBody = await patch(t, owner, url, { sender_instruction: 'X', version: given });
      expect(byBody.statusCode, given).toBe(409);
      expect(byBody.json()).toEqual(STALE);
      const byHeader = await patch(t, owner, url, { sender_instruction: 'X' }, `"${given}"`);
      expect(byHeader.statusCode, given).toBe(409);
      const finish = await patch(t, owner, `${url}finish_transit/`, {
        status: 'finished',
        version: given,
      });
      expect(finish.statusCode, given).toBe(409);
      for (const headers of [auth(owner, { 'if-match': `"${given}"` }), auth(owner)]) {
        const query = headers['if-match'] ? '' : `?version=${given}`;
        const removed = await t.app.inject({ method: 'DELETE', url: `${url}${query}`, headers });
        expect(removed.statusCode, `${given} ${query}`).toBe(409);
        expect(removed.json()).toEqual(STALE);
      }
    }
    const now = await read(t, owner, url);
    expect(now.version).toBe(version);
    expect(now.sender_instruction).not.toBe('X');

    // A document the same way: PATCH and DELETE.
    const created = await createCmr(t, owner, transitId);
    const doc = docUrl(created.id);
    for (const given of [String(Number(created.version) + 1), `0${created.version}`]) {
      const edited = await patch(t, owner, doc, { ...remarksOf(created, 'X'), version: given });
      expect(edited.statusCode, given).toBe(409);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: doc,
        headers: auth(owner, { 'if-match': `"${given}"` }),
      });
      expect(removed.statusCode, given).toBe(409);
      expect(removed.json()).toEqual(STALE);
    }
    expect((await read(t, owner, doc)).version).toBe(created.version);
  });

  it('DELETE from an outdated version answers 409 and deletes nothing; from the current one it deletes', async () => {
    const t = ctx();
    const { owner, dispatcher, transitId } = await team(t);
    const created = await createCmr(t, owner, transitId);
    const doc = docUrl(created.id);
    const edited = await patch(t, dispatcher, doc, remarksOf(created, 'Zmiana'));
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await t.app.inject({
      method: 'DELETE',
      url: `${doc}?version=${created.version}`,
      headers: auth(owner),
    });
    expect(stale.statusCode).toBe(409);
    const current = await read(t, owner, doc);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: doc,
      headers: auth(owner, { 'if-match': `"${current.version}"` }),
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const url = transitUrl(transitId);
    const before = await read(t, owner, url);
    expect((await patch(t, dispatcher, url, { sender_instruction: 'Nowe' })).statusCode).toBe(200);
    const staleTransit = await t.app.inject({
      method: 'DELETE',
      url,
      headers: auth(owner, { 'if-match': `"${before.version}"` }),
    });
    expect(staleTransit.statusCode).toBe(409);
    expect((await read(t, owner, url)).id).toBe(transitId);
    const latest = await read(t, owner, url);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `${url}?version=${latest.version}`,
      headers: auth(owner),
    });
    expect(gone.statusCode, gone.body).toBe(204);
  });
});
