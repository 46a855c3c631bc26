import type { FastifyInstance } from 'fastify';
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
import { getConsignment, postFollowUp } from './gate-service.ts';
import { eftiInspection } from './inspection.ts';

/** The platform API for gates (platform-api-for-gate.yaml) and the company's access log. */
export const GATE_API = '/v0/consignments/';

const DatasetParams = z.object({ datasetId: z.string().max(200) });

/** Largest follow-up body read at all (bytes); the text limit itself is checked in characters. */
const FOLLOW_UP_BODY_LIMIT = 64 * 1024;

export function eftiRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
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
    // Any body type is read, so that a follow-up that is not text/plain gets the API's own 400
    // (logged) rather than a bare 415.
    gateApi.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    const g = gateApi.withTypeProvider<ZodTypeProvider>();
    g.get(
      `${GATE_API}:datasetId`,
      {
        schema: {
          operationId: 'getConsignment',
          summary: 'A consignment for an eFTI gate (XML)',
          security: [{ eftiGate: [] }],
          tags: ['efti'],
          params: DatasetParams,
          description:
            'eFTI gates only (`Authorization: Bearer <key>`): the consignment reduced to the subsets `subsetId` names (repeated or comma-separated), as application/xml.',
        },
      },
      async (request, reply) => {
        const xml = await getConsignment(deps, {
          requestId: request.id,
          authorization: request.headers.authorization,
          datasetId: request.params.datasetId,
          query: request.query,
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
          summary: 'A follow-up message from an eFTI gate',
          security: [{ eftiGate: [] }],
          tags: ['efti'],
          params: DatasetParams,
          description: 'eFTI gates only: a follow-up message (text/plain) for the company.',
        },
      },
      async (request, reply) => {
        await postFollowUp(deps, {
          requestId: request.id,
          authorization: request.headers.authorization,
          datasetId: request.params.datasetId,
          contentType: request.headers['content-type'],
          body: request.body,
        });
        return reply.status(200).send();
      },
    );
    done();
  });
}
