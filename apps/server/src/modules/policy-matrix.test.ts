/**
 * Every transit and document write endpoint, for each actor kind and transit state of the
 * rulebook's tables, answers exactly the rulebook's verdict, so the button the web hides is the
 * request the server refuses (docs/decisions/0025-one-rulebook.md): an allowed call succeeds, a
 * refused one answers the verdict's status and key and changes nothing, and an object the actor
 * may not see answers 404.
 */
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import {
  decideDocument,
  decideRemark,
  decideTransit,
  type Actor,
  type DocumentFacts,
  type TransitFacts,
  type Verdict,
} from '@transitdocs/domain';
import {
  auth,
  countRows,
  createEmployee,
  createOwner,
  json,
  type Employee,
} from '../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../test/harness.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  shareTransit,
  transitUrl,
  type Fleet,
} from '../../test/transit-fixtures.ts';
import { nowIso } from '../db/index.ts';
import { storeRecordedSignature } from '../../test/document-fixtures.ts';
import { multipart } from '../../test/multipart.ts';

const API = '/company/api/v1/';
const DOC = `${API}transit-document/`;

type DocumentBody = {
  id: number;
  type: number;
  document_data: Record<string, unknown> | null;
  signed_by: { signed_by_type: string; receiver_id: number | null }[];
  parent_document: number | null;
  sub_documents: number[];
};
type TransitBody = {
  id: number;
  status: 'pending' | 'running' | 'finished';
  type: TransitFacts['type'];
  has_signed_documents: boolean;
  document: { is_main_document: boolean; parent_document_is_main_document: boolean }[];
};

const STATES = ['open', 'signed', 'finished'] as const;
type State = (typeof STATES)[number];

const ENDPOINTS = [
  'edit',
  'finish',
  'delete',
  'alert',
  'generate',
  'upload',
  'document_edit',
  'document_delete',
  'remark_pickup',
  'remark_delivery',
] as const;
type Endpoint = (typeof ENDPOINTS)[number];

type Who = { name: string; token: string; actor: Actor };

/** One company with its fleet, a driver, and a company the transits are shared in to. */
type World = {
  f: Fleet;
  pdf: Buffer;
  alertMessage: string;
  actors: Who[];
  /** users who may not see the transits: another company, a driver who drives none of them */
  strangers: { name: string; token: string }[];
  shareWith: number;
};

/** A transit (shared in to the other company) with a CMR for two receivers, in `state`. */
type Subject = { transitId: number; cmr: DocumentBody };

describeEachDatabase('policy matrix: every write endpoint answers the rulebook', (ctx) => {
  const inject = (
    t: TestApp,
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function world(t: TestApp): Promise<World> {
    const f = await createFleet(t);
    const other = await createOwner(t.app);
    const dispatcher: Employee = await createEmployee(t.app, t.db, other.companyId, {
      role: 'Dyspozytor',
    });
    const idleDriver = await createEmployee(t.app, t.db, f.owner.companyId, { role: 'Kierowca' });
    const stranger = await createOwner(t.app);
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]);
    const probe = await postTransit(t, f.owner.token, fullPayload(f));
    const types = json(await inject(t, f.owner.token, 'GET', `${API}alert/${probe.id}/`));
    const alertMessage = (types as unknown as { message: string }[])[0]?.message ?? '';
    return {
      f,
      pdf: Buffer.from(await pdf.save()),
      alertMessage,
      shareWith: other.companyId,
      actors: [
        {
          name: 'member Admin',
          token: f.owner.token,
          actor: { kind: 'member', role: 'Admin', primary: true, drives: true },
        },
        {
          name: 'member Kierowca',
          token: f.driver.token,
          actor: { kind: 'member', role: 'Kierowca', primary: false, drives: true },
        },
        {
          name: 'shared_in Dyspozytor',
          token: dispatcher.token,
          actor: {
            kind: 'shared_in',
            role: 'Dyspozytor',
            primary: false,
            grant: { party: 'receiver', receiverId: null },
          },
        },
      ],
      strangers: [
        { name: 'another company', token: stranger.token },
        { name: 'a driver of none of them', token: idleDriver.token },
      ],
    };
  }

  async function subject(t: TestApp, w: World, state: State): Promise<Subject> {
    const { f } = w;
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    expect((await shareTransit(t, f.owner.token, transit.id, w.shareWith)).statusCode).toBe(201);
    const data = json(
      await inject(t, f.owner.token, 'POST', `${API}generate-document-data/`, {
        transit: transit.id,
        type: 4,
      }),
    ).document_data;
    const created = await inject(t, f.owner.token, 'POST', DOC, {
      transit: transit.id,
      type: 4,
      document_data: data,
    });
    expect(created.statusCode, created.body).toBe(201);
    const cmr = json(created) as unknown as DocumentBody;
    if (state !== 'open') {
      await storeRecordedSignature(t, transit.id, {
        document_id: cmr.id,
        company_id: f.owner.companyId,
        signed_by_type: 'sender',
        receiver_id: null,
        signature_sha256: null,
        signature_data: JSON.stringify({ sign_fullname: 'Jan Kowalski', sign_method: 'on screen' }),
        placement: null,
        signed_by_user_id: null,
        created_at: nowIso(),
      });
    }
    if (state === 'finished') {
      const finished = await inject(
        t,
        f.owner.token,
        'PATCH',
        `${transitUrl(transit.id)}finish_transit/`,
        {
          status: 'finished',
        },
      );
      expect(finished.statusCode, finished.body).toBe(200);
    }
    const cmrNow = json(await inject(t, f.owner.token, 'GET', `${DOC}${cmr.id}/`));
    return { transitId: transit.id, cmr: cmrNow as unknown as DocumentBody };
  }

  function call(t: TestApp, w: World, token: string, s: Subject, endpoint: Endpoint) {
    const url = transitUrl(s.transitId);
    const remark = (type: 'pickup' | 'delivery') => {
      const body = multipart([
        { name: 'document', value: String(s.cmr.id) },
        { name: 'type', value: type },
        { name: 'message', value: 'Uwaga' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${API}document-remark/`,
        headers: { ...auth(token), ...body.headers },
        payload: body.payload,
      });
    };
    switch (endpoint) {
      case 'edit':
        return inject(t, token, 'PATCH', url, { sender_instruction: `Zmiana ${Math.random()}` });
      case 'finish':
        return inject(t, token, 'PATCH', `${url}finish_transit/`, { status: 'finished' });
      case 'delete':
        return inject(t, token, 'DELETE', url);
      case 'alert':
        return inject(t, token, 'POST', `${API}alert/`, {
          transit_id: s.transitId,
          message: w.alertMessage,
        });
      case 'generate':
        return inject(t, token, 'POST', DOC, {
          transit: s.transitId,
          type: 4,
          document_data: s.cmr.document_data,
        });
      case 'upload': {
        const body = multipart([
          { name: 'transit', value: String(s.transitId) },
          { name: 'type', value: '6' },
          { name: 'document', file: w.pdf, fileName: 'faktura.pdf' },
        ]);
        return t.app.inject({
          method: 'POST',
          url: DOC,
          headers: { ...auth(token), ...body.headers },
          payload: body.payload,
        });
      }
      case 'document_edit':
        return inject(t, token, 'PATCH', `${DOC}${s.cmr.id}/`, {
          document_data: s.cmr.document_data,
        });
      case 'document_delete':
        return inject(t, token, 'DELETE', `${DOC}${s.cmr.id}/`);
      case 'remark_pickup':
        return remark('pickup');
      case 'remark_delivery':
        return remark('delivery');
    }
  }

  /** The rulebook's verdict for the call, from the transit and document as the actor reads them. */
  async function expected(t: TestApp, who: Who, s: Subject, endpoint: Endpoint): Promise<Verdict> {
    const transit = json(
      await inject(t, who.token, 'GET', transitUrl(s.transitId)),
    ) as unknown as TransitBody;
    const transitFacts: TransitFacts = {
      status: transit.status,
      type: transit.type,
      has_signed_documents: transit.has_signed_documents,
      document: transit.document,
    };
    const receivers = (s.cmr.document_data?.receivers ?? []) as { id: number }[];
    const doc: DocumentFacts = {
      id: s.cmr.id,
      type: s.cmr.type,
      signed_by: s.cmr.signed_by,
      parent_document: s.cmr.parent_document,
      sub_documents: s.cmr.sub_documents,
      receivers_count: receivers.length,
      receiver_ids: receivers.map((r) => r.id),
      sub_documents_signed: false,
      transit: { status: transit.status, type: transit.type },
    };
    switch (endpoint) {
      case 'edit':
      case 'finish':
      case 'delete':
      case 'alert':
      case 'generate':
      case 'upload':
        return decideTransit(who.actor, endpoint, transitFacts);
      case 'document_edit':
        return decideDocument(who.actor, 'edit', doc);
      case 'document_delete':
        return decideDocument(who.actor, 'delete', doc);
      case 'remark_pickup':
        return decideRemark(who.actor, doc, 'pickup');
      case 'remark_delivery':
        return decideRemark(who.actor, doc, 'delivery');
    }
  }

  /** What a refused call must leave as it was: the transit, its documents, alerts and logs. */
  async function snapshot(t: TestApp, w: World, s: Subject) {
    const count = async (table: 'alerts' | 'transit_events' | 'document_events' | 'documents') => {
      const row = await t.db
        .selectFrom(table)
        .where('transit_id', '=', s.transitId)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      transit: json(await inject(t, w.f.owner.token, 'GET', transitUrl(s.transitId))),
      documents: json(await inject(t, w.f.owner.token, 'GET', `${API}document/${s.transitId}/`)),
      alerts: await count('alerts'),
      transitEvents: await count('transit_events'),
      documentEvents: await count('document_events'),
      rows: await count('documents'),
      usage: await countRows(t.db, 'usage_records'),
    };
  }

  /** The error keys a refusal body names (`{detail}` or field-keyed lists, nested). */
  function keysOf(body: unknown): string[] {
    if (typeof body === 'string') return [body];
    if (Array.isArray(body)) return body.flatMap(keysOf);
    if (typeof body === 'object' && body !== null) return Object.values(body).flatMap(keysOf);
    return [];
  }

  for (const state of STATES) {
    it(`answers the rulebook's verdict for each actor on a transit ${state}`, async () => {
      const t = ctx();
      const w = await world(t);
      const shared = await subject(t, w, state);
      const allowed: { who: Who; endpoint: Endpoint }[] = [];
      for (const who of w.actors) {
        for (const endpoint of ENDPOINTS) {
          const verdict = await expected(t, who, shared, endpoint);
          if (verdict.allowed) {
            allowed.push({ who, endpoint });
            continue;
          }
          const before = await snapshot(t, w, shared);
          const response = await call(t, w, who.token, shared, endpoint);
          const label = `${who.name} ${endpoint} (${state}): ${response.body}`;
          expect(response.statusCode, label).toBe(verdict.status);
          expect([...new Set(keysOf(json(response)))], label).toEqual([verdict.key]);
          expect(await snapshot(t, w, shared), label).toEqual(before);
        }
      }
      // Every state has refusals (a Kierowca writes nothing), and an open transit allowed calls.
      expect(allowed.length).toBeLessThan(w.actors.length * ENDPOINTS.length);
      if (state === 'open') expect(allowed.length).toBeGreaterThan(ENDPOINTS.length);
      // An allowed call changes the transit: each gets a transit of its own in this state.
      for (const { who, endpoint } of allowed) {
        const own = await subject(t, w, state);
        const response = await call(t, w, who.token, own, endpoint);
        expect(
          response.statusCode,
          `${who.name} ${endpoint} (${state}): ${response.body}`,
        ).toBeLessThan(300);
      }
      // Not visible: 404 whatever the call, and nothing changes.
      for (const stranger of w.strangers) {
        const before = await snapshot(t, w, shared);
        for (const endpoint of ENDPOINTS) {
          const response = await call(t, w, stranger.token, shared, endpoint);
          const label = `${stranger.name} ${endpoint} (${state}): ${response.body}`;
          expect(response.statusCode, label).toBe(404);
          expect(json(response), label).toEqual({ detail: 'not_found' });
        }
        expect(await snapshot(t, w, shared)).toEqual(before);
      }
    }, 120_000);
  }
});
