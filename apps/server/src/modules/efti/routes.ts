import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EftiAccessLogQuery,
  EftiAccessLogResponse,
  EftiInspectionResponse,
  IdParams,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { pagedBody } from '../../platform/paging.ts';
import { listEftiAccesses } from './access-log.ts';
import type { GateFamily } from '../../efti-gates.ts';
import { verifiedClientCertificate } from './gate-tls.ts';
import type { GateRegistry } from './gate-registry.ts';
import { parseFollowUp, parseNationalFollowUp, parseSubsets } from './gate-requests.ts';
import {
  FOLLOW_UP_STATUS,
  getConsignment,
  postFollowUp,
  type GateRequest,
} from './gate-service.ts';
import { eftiInspection } from './inspection.ts';

/**
 * The platform API for gates of each family (reference: platform-api-for-gate.yaml; national:
 * `/v1/dataset/…`) and the company's access log (docs/decisions/0134-efti-gate-families.md).
 */
export const GATE_API = '/v0/consignments/';
export const NATIONAL_GATE_API = '/v1/dataset/';

const DatasetParams = z.object({ datasetId: z.string().max(200) });

/** Largest follow-up body read at all (bytes); the text limit itself is checked in characters. */
const FOLLOW_UP_BODY_LIMIT = 64 * 1024;
/** A national follow-up may carry files (base64): a few megabytes at most. */
const NATIONAL_FOLLOW_UP_BODY_LIMIT = 8 * 1024 * 1024;

export function eftiRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
  gates: GateRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/company/api/v1/all-transit/:id/efti-access/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listEftiAccesses',
        summary: "Who looked at a transit's eFTI data set",
        tags: ['efti'],
        params: IdParams,
        querystring: EftiAccessLogQuery,
        description:
          'Who looked at the eFTI data set of the transit: every gate access, newest first.',
        response: { 200: EftiAccessLogResponse },
      },
    },
    async (request) => {
      const page = await listEftiAccesses(
        deps,
        callerOf(request),
        request.params.id,
        request.query.page,
      );
      return pagedBody(request, request.query.page, page);
    },
  );

  r.get(
    '/company/api/v1/all-transit/:id/efti-inspection/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getEftiInspection',
        summary: 'What a driver shows at a roadside inspection',
        tags: ['efti'],
        params: IdParams,
        description:
          'What a driver shows at a roadside inspection: the UIL of the data set (null without EFTI_GATE_ID), its elements, and the newest CMR with its PDF address and verification.',
        response: { 200: EftiInspectionResponse },
      },
    },
    async (request) => eftiInspection(deps, callerOf(request), request.params.id),
  );

  void app.register((gateApi, _options, done) => {
    // Any body type is read, so that a follow-up of the wrong type gets the API's own 400
    // (logged) rather than a bare 415.
    gateApi.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    gateApi.removeContentTypeParser('application/json');
    gateApi.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, body);
      },
    );
    const g = gateApi.withTypeProvider<ZodTypeProvider>();
    g.get(
      `${GATE_API}:datasetId`,
      {
        schema: {
          operationId: 'getConsignment',
          summary: 'A consignment for an eFTI gate of the reference family (XML)',
          security: [{ eftiGate: [] }],
          tags: ['efti'],
          params: DatasetParams,
          description:
            'eFTI gates of the reference family only: the consignment reduced to the subsets `subsetId` names (repeated or comma-separated), as application/xml. An asked subset that still lacks data answers 404 with `reason: incomplete_subset`.',
        },
      },
      async (request, reply) => {
        const xml = await getConsignment(deps, gates, {
          ...gateRequestOf(request, 'reference', request.params.datasetId),
          subsets: parseSubsets(request.query, 'subsetId'),
        });
        return reply.type('application/xml; charset=utf-8').send(xml);
      },
    );
    g.post(
      `${GATE_API}:datasetId/follow-up`,
      {
        bodyLimit: FOLLOW_UP_BODY_LIMIT,
        schema: {
          operationId: 'postFollowUp',
          summary: 'A follow-up message from an eFTI gate of the reference family',
          security: [{ eftiGate: [] }],
          tags: ['efti'],
          params: DatasetParams,
          description:
            'eFTI gates of the reference family only: a follow-up message (text/plain) for the company.',
        },
      },
      async (request, reply) => {
        await postFollowUp(deps, gates, {
          ...gateRequestOf(request, 'reference', request.params.datasetId),
          message: parseFollowUp(request.headers['content-type'], request.body),
        });
        return reply.status(FOLLOW_UP_STATUS.reference).send();
      },
    );
    g.get(
      `${NATIONAL_GATE_API}:datasetId`,
      {
        schema: {
          operationId: 'getNationalDataset',
          summary: 'A consignment for an eFTI gate of the national family (XML)',
          security: [{ eftiGate: [] }],
          tags: ['efti'],
          params: DatasetParams,
          description:
            'eFTI gates of the national family only: the consignment reduced to the subsets `subsets` names (comma-separated), as application/xml. An asked subset that still lacks data answers 404 with `reason: incomplete_subset`.',
        },
      },
      async (request, reply) => {
        const xml = await getConsignment(deps, gates, {
          ...gateRequestOf(request, 'national', request.params.datasetId),
          subsets: parseSubsets(request.query, 'subsets'),
        });
        return reply.type('application/xml; charset=utf-8').send(xml);
      },
    );
    g.post(
      `${NATIONAL_GATE_API}:datasetId/follow-up`,
      {
        bodyLimit: NATIONAL_FOLLOW_UP_BODY_LIMIT,
        schema: {
          operationId: 'postNationalFollowUp',
          summary: 'A follow-up from an eFTI gate of the national family',
          security: [{ eftiGate: [] }],
          tags: ['efti'],
          params: DatasetParams,
          description:
            'eFTI gates of the national family only: JSON `{uil, referenceIds, message, files: [{fileName, base64Content, mimeType}]}`; 201 when taken.',
        },
      },
      async (request, reply) => {
        await postFollowUp(deps, gates, {
          ...gateRequestOf(request, 'national', request.params.datasetId),
          message: parseNationalFollowUp(request.headers['content-type'], request.body),
        });
        return reply.status(FOLLOW_UP_STATUS.national).send();
      },
    );
    done();
  });
}

/** What a gate request carries for the service: its ids and the credentials it presented. */
function gateRequestOf(
  request: FastifyRequest,
  family: GateFamily,
  datasetId: string,
): GateRequest {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    requestId: request.id,
    gateRequestId: header('x-request-id'),
    presented: {
      authorization: header('authorization'),
      apiKey: header('x-api-key'),
      certificateFingerprint: verifiedClientCertificate(request.raw.socket),
    },
    family,
    datasetId,
  };
}
