import { randomUUID } from 'node:crypto';
import {
  EFTI_FOLLOW_UP_MAX_CHARS,
  EFTI_SUBSET_IDS,
  isInSubsets,
  type EftiSubsetId,
} from '@transitdocs/domain';
import { expect, it } from 'vitest';
import { eftiCommonSchemaPath } from '../../../test/efti-schemas.ts';
import {
  eftiOf,
  postActiveTransit,
  postNearlyCompleteTransit,
} from '../../../test/efti-fixtures.ts';
import { auth, createCompany, json } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { requireTool, validateXml } from '../../../test/pdf-tools.ts';
import { shareTransit } from '../../../test/transit-fixtures.ts';

const GATE_KEY = 'gate-key-borderland-0123456789';
const OTHER_KEY = 'gate-key-other-abcdefghijklmnop';
const ENV = {
  EFTI_GATE_API_KEYS: `gate-pl:${GATE_KEY}, gate-de:${OTHER_KEY}`,
  EFTI_GATE_RATE_LIMIT: '40',
};
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const consignmentUrl = (id: string, query = '') => `/v0/consignments/${id}${query}`;
const accessUrl = (transit: number) =>
  `/company/api/v1/all-transit/${String(transit)}/efti-access/`;

/** Element paths of a document (a scan of our own output), as `consignment/carrier/name`. */
function elementPaths(xml: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([A-Za-z][\w]*)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', empty] = match;
    if (closing) {
      stack.pop();
      continue;
    }
    stack.push(name);
    paths.push(stack.join('/'));
    if (empty) stack.pop();
  }
  return paths;
}

async function counts(t: TestApp) {
  const count = async (table: 'efti_follow_ups' | 'notifications' | 'efti_access_log') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    followUps: await count('efti_follow_ups'),
    notifications: await count('notifications'),
    accesses: await count('efti_access_log'),
  };
}

async function accessRows(t: TestApp, requestId: string) {
  return t.db
    .selectFrom('efti_access_log')
    .selectAll()
    .where('request_id', '=', requestId)
    .execute();
}

describeEachDatabase(
  'eFTI platform API for gates',
  (ctx) => {
    const hasXmllint = requireTool('xmllint', 'libxml2-utils');

    it('answers the consignment reduced to the asked subsets, as valid XML, and logs it', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const asked: EftiSubsetId[] = ['EU01', 'PL02'];
      const response = await t.app.inject({
        method: 'GET',
        url: consignmentUrl(dataset_id, '?subsetId=EU01&subsetId=PL02'),
        headers: { ...bearer(GATE_KEY), 'x-request-id': 'gate-req-1' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const xml = response.body;
      expect(xml).toContain('<consignment xmlns="http://efti.eu/v1/consignment/common">');
      const paths = elementPaths(xml).slice(1);
      expect(paths.length).toBeGreaterThan(5);
      expect(paths.filter((path) => !isInSubsets(path, asked))).toEqual([]);
      if (hasXmllint) await validateXml(xml, eftiCommonSchemaPath());
      // Comma-separated is the same request; a narrower set gives fewer elements.
      const comma = await t.app.inject({
        method: 'GET',
        url: consignmentUrl(dataset_id, '?subsetId=EU01,PL02'),
        headers: bearer(GATE_KEY),
      });
      expect(comma.body).toBe(xml);
      const narrow = await t.app.inject({
        method: 'GET',
        url: consignmentUrl(dataset_id, '?subsetId=EU03'),
        headers: bearer(OTHER_KEY),
      });
      expect(narrow.statusCode).toBe(200);
      expect(
        elementPaths(narrow.body)
          .slice(1)
          .every((p) => isInSubsets(p, ['EU03'])),
      ).toBe(true);
      const [row] = await accessRows(t, 'gate-req-1');
      expect(row).toMatchObject({
        gate_id: 'gate-pl',
        dataset_id,
        transit_id: transit.id,
        action: 'get_consignment',
        subsets: 'EU01,PL02',
        outcome: 'ok',
        status_code: 200,
      });
    });

    it('refuses a missing or unknown key with 401, writing nothing', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const before = await counts(t);
      for (const headers of [
        {},
        bearer('not-a-key-of-any-gate-000000'),
        { authorization: `Token ${GATE_KEY}` },
        { authorization: `Bearer ${GATE_KEY}x` },
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: consignmentUrl(dataset_id, '?subsetId=EU01'),
          headers,
        });
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({ detail: 'not_authenticated' });
        const post = await t.app.inject({
          method: 'POST',
          url: consignmentUrl(dataset_id, '/follow-up'),
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: 'hello',
        });
        expect(post.statusCode).toBe(401);
      }
      expect(await counts(t)).toEqual(before);
    });

    it('answers 404 for an unknown data set and for an incomplete subset, and 400 for bad subsets, logged', async () => {
      const t = ctx();
      const { f, transit } = await postNearlyCompleteTransit(t);
      const draft = await eftiOf(t, f.owner.token, transit.id);
      expect(draft.status).toBe('draft');
      const lacking = [...new Set(draft.missing.flatMap((gap) => gap.subsets))].sort();
      const complete = EFTI_SUBSET_IDS.filter((id) => !lacking.includes(id));
      expect(lacking.length).toBeGreaterThan(0);
      expect(complete).toContain('EU01');
      const [incomplete = ''] = lacking;
      const cases: [string, number, Record<string, unknown>, string][] = [
        [consignmentUrl(randomUUID(), '?subsetId=EU01'), 404, { detail: 'not_found' }, 'not_found'],
        [consignmentUrl('not-a-uuid', '?subsetId=EU01'), 404, { detail: 'not_found' }, 'not_found'],
        [
          consignmentUrl(draft.dataset_id, `?subsetId=EU01,${incomplete}`),
          404,
          { detail: 'not_found', reason: 'incomplete_subset', subsets: [incomplete] },
          'incomplete_subset',
        ],
        [
          consignmentUrl(draft.dataset_id, '?subsetId=EU04'),
          400,
          { subsetId: ['invalid_choice'] },
          'invalid_subset',
        ],
        [
          consignmentUrl(draft.dataset_id, '?subsetId=EU01,XX'),
          400,
          { subsetId: ['invalid_choice'] },
          'invalid_subset',
        ],
        [consignmentUrl(draft.dataset_id), 400, { subsetId: ['field_required'] }, 'invalid_subset'],
        [
          consignmentUrl(draft.dataset_id, '?subsetId=,'),
          400,
          { subsetId: ['field_required'] },
          'invalid_subset',
        ],
      ];
      for (const [url, status, body, outcome] of cases) {
        const requestId = randomUUID();
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...bearer(GATE_KEY), 'x-request-id': requestId },
        });
        expect(response.statusCode, url).toBe(status);
        expect(json(response), url).toEqual(body);
        const rows = await accessRows(t, requestId);
        expect(
          rows.map((r) => [r.outcome, r.status_code]),
          url,
        ).toEqual([[outcome, status]]);
      }
      // Each complete subset is served while the others still lack data, with only its elements.
      for (const subset of complete) {
        const response = await t.app.inject({
          method: 'GET',
          url: consignmentUrl(draft.dataset_id, `?subsetId=${subset}`),
          headers: bearer(GATE_KEY),
        });
        expect(response.statusCode, subset).toBe(200);
        const paths = elementPaths(response.body).slice(1);
        expect(
          paths.filter((path) => !isInSubsets(path, [subset])),
          subset,
        ).toEqual([]);
        if (hasXmllint) await validateXml(response.body, eftiCommonSchemaPath());
      }
    });

    it("carries the CMR's reservations in the consignment's information (PL01a), valid XML", async () => {
      const t = ctx();
      const { f, transit, cmr } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const body = multipart([
        { name: 'document', value: String(cmr) },
        { name: 'box', value: 'delivery' },
        { name: 'kind', value: 'packaging_damaged' },
        { name: 'lines', value: '0' },
        { name: 'text', value: 'Dwie palety z rozdartą folią' },
      ]);
      const recorded = await t.app.inject({
        method: 'POST',
        url: '/company/api/v1/document-reservation/',
        headers: { ...auth(f.owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      const read = (subset: string) =>
        t.app.inject({
          method: 'GET',
          url: consignmentUrl(dataset_id, `?subsetId=${subset}`),
          headers: bearer(GATE_KEY),
        });
      const polish = await read('PL01a');
      expect(polish.statusCode, polish.body).toBe(200);
      expect(polish.body).toContain(
        '<information>CMR 24 receiver packaging_damaged: Dwie palety z rozdartą folią</information>',
      );
      if (hasXmllint) await validateXml(polish.body, eftiCommonSchemaPath());
      // Not a part of the EU subsets.
      expect((await read('EU01')).body).not.toContain('<information>');
    });

    it('stores a follow-up and notifies the company, not the companies it is shared with', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const partner = await createCompany(t.app);
      expect((await shareTransit(t, f.owner.token, transit.id, partner.companyId)).statusCode).toBe(
        201,
      );
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const response = await t.app.inject({
        method: 'POST',
        url: consignmentUrl(dataset_id, '/follow-up'),
        headers: {
          ...bearer(GATE_KEY),
          'content-type': 'text/plain; charset=utf-8',
          'x-request-id': 'fu-1',
        },
        payload: 'Proszę o okazanie świadectwa ATP.',
      });
      expect(response.statusCode, response.body).toBe(200);
      const stored = await t.db
        .selectFrom('efti_follow_ups')
        .selectAll()
        .where('request_id', '=', 'fu-1')
        .execute();
      expect(stored).toMatchObject([
        {
          transit_id: transit.id,
          gate_id: 'gate-pl',
          dataset_id,
          message: 'Proszę o okazanie świadectwa ATP.',
        },
      ]);
      const notified = await t.db
        .selectFrom('notifications')
        .select(['user_id', 'company_id'])
        .where('transit_id', '=', transit.id)
        .where('type', '=', 'efti_follow_up')
        .execute();
      expect(notified.map((n) => n.company_id)).toContain(f.owner.companyId);
      expect(notified.map((n) => n.user_id)).toContain(f.owner.userId);
      expect(notified.every((n) => n.company_id === f.owner.companyId)).toBe(true);
      // The transit's history shows the authority's request, named by its gate.
      const history = await t.db
        .selectFrom('transit_events')
        .select(['actor_name', 'data'])
        .where('transit_id', '=', transit.id)
        .where('type', '=', 'efti_follow_up_received')
        .execute();
      expect(history.map((row) => [row.actor_name, JSON.parse(row.data) as unknown])).toEqual([
        ['gate-pl', { type: 'efti_follow_up_received', gate_id: 'gate-pl', dataset_id }],
      ]);
      expect((await accessRows(t, 'fu-1')).map((r) => [r.action, r.outcome])).toEqual([
        ['follow_up', 'ok'],
      ]);
    });

    it('refuses a malformed follow-up with 400, logged, changing nothing else', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const cases: [string, string, Record<string, unknown>][] = [
        ['text/plain', '', { message: ['field_required'] }],
        ['text/plain', '   \n ', { message: ['field_required'] }],
        [
          'text/plain',
          'x'.repeat(EFTI_FOLLOW_UP_MAX_CHARS + 1),
          { message: [`enter_max_chars?count=${String(EFTI_FOLLOW_UP_MAX_CHARS)}`] },
        ],
        ['application/json', '{"message":"hi"}', { content_type: ['invalid_choice'] }],
        ['application/xml', '<a/>', { content_type: ['invalid_choice'] }],
      ];
      for (const [type, payload, body] of cases) {
        const before = await counts(t);
        const requestId = randomUUID();
        const response = await t.app.inject({
          method: 'POST',
          url: consignmentUrl(dataset_id, '/follow-up'),
          headers: { ...bearer(GATE_KEY), 'content-type': type, 'x-request-id': requestId },
          payload,
        });
        expect(response.statusCode, type).toBe(400);
        expect(json(response)).toEqual(body);
        const after = await counts(t);
        expect(after).toEqual({ ...before, accesses: before.accesses + 1 });
        expect((await accessRows(t, requestId)).map((r) => r.outcome)).toEqual([
          'invalid_follow_up',
        ]);
      }
      const unknown = await t.app.inject({
        method: 'POST',
        url: consignmentUrl(randomUUID(), '/follow-up'),
        headers: { ...bearer(GATE_KEY), 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('shows the company who looked, newest first; others get 404, a share link nothing', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      for (const [key, subsets] of [
        [GATE_KEY, 'EU01'],
        [OTHER_KEY, 'PL01a,PL02'],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: consignmentUrl(dataset_id, `?subsetId=${subsets}`),
          headers: bearer(key),
        });
        expect(response.statusCode).toBe(200);
      }
      const log = await t.app.inject({
        method: 'GET',
        url: accessUrl(transit.id),
        headers: auth(f.owner.token),
      });
      expect(log.statusCode, log.body).toBe(200);
      const body = json(log) as {
        count: number;
        results: { gate_id: string; subsets: string[]; outcome: string }[];
      };
      expect(body.count).toBe(2);
      expect(body.results.map((r) => [r.gate_id, r.subsets, r.outcome])).toEqual([
        ['gate-de', ['PL01a', 'PL02'], 'ok'],
        ['gate-pl', ['EU01'], 'ok'],
      ]);
      // The owner's users may read it (the transit says so); a driver of the transit too.
      const detail = await t.app.inject({
        method: 'GET',
        url: `/company/api/v1/all-transit/${String(transit.id)}/`,
        headers: auth(f.owner.token),
      });
      expect((json(detail) as { actions: Record<string, boolean> }).actions.efti_access_log).toBe(
        true,
      );
      const driverLog = await t.app.inject({
        method: 'GET',
        url: accessUrl(transit.id),
        headers: auth(f.driver.token),
      });
      expect(driverLog.statusCode).toBe(200);
      // Another company, and a company the transit is shared with: as if it did not exist.
      const stranger = await createCompany(t.app);
      const partner = await createCompany(t.app);
      await shareTransit(t, f.owner.token, transit.id, partner.companyId);
      for (const token of [stranger.token, partner.token]) {
        const response = await t.app.inject({
          method: 'GET',
          url: accessUrl(transit.id),
          headers: auth(token),
        });
        expect(response.statusCode).toBe(404);
      }
      const partnerView = await t.app.inject({
        method: 'GET',
        url: `/company/api/v1/all-transit/${String(transit.id)}/`,
        headers: auth(partner.token),
      });
      const partnerBody = json(partnerView) as { actions: Record<string, boolean>; efti?: unknown };
      expect(partnerBody.actions.efti_access_log).toBe(false);
      expect(partnerBody.efti).toBeUndefined();
      // A share link grants its transit's documents, never this log.
      const link = await t.app.inject({
        method: 'POST',
        url: '/company/api/v1/generate-token/',
        headers: auth(f.owner.token),
        payload: { type: 'receiver', receiver: transit.receivers[0]?.id, transit: transit.id },
      });
      expect(link.statusCode, link.body).toBe(201);
      const key = (json(link) as { id: string }).id;
      const viaLink = await t.app.inject({
        method: 'GET',
        url: `${accessUrl(transit.id)}?token=${key}`,
      });
      expect(viaLink.statusCode).toBe(401);
      const viaLinkPath = await t.app.inject({
        method: 'GET',
        url: `/company/api/v1/transit-token/${key}/efti-access/`,
      });
      expect(viaLinkPath.statusCode).toBe(404);
    });

    it('limits each gate to its rate, answering 429 past it', async () => {
      const t = ctx();
      const { f, transit } = await postActiveTransit(t);
      const { dataset_id } = await eftiOf(t, f.owner.token, transit.id);
      const answers: number[] = [];
      for (let i = 0; i < 45; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: consignmentUrl(dataset_id, '?subsetId=EU01'),
          headers: bearer(OTHER_KEY),
        });
        answers.push(response.statusCode);
      }
      expect(answers).toContain(429);
      // The other gate is not held back by it.
      const other = await t.app.inject({
        method: 'GET',
        url: consignmentUrl(dataset_id, '?subsetId=EU01'),
        headers: bearer(GATE_KEY),
      });
      expect(other.statusCode).toBe(200);
    });
  },
  ENV,
);
