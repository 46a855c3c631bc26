import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertRequest,
  AlertResponse,
  FinishTransitRequest,
  IdParams,
  VersionQuery,
  LIST_PAGE_SIZE,
  Transit,
  TransitAlertTypesResponse,
  TransitListQuery,
  TransitListResponse,
  TransitPatchSubmitRequest,
  TransitSubmitRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { IDEMPOTENT_CREATE, IdempotencyKeyHeaders } from '../../platform/idempotency/index.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { chooseEncoding } from '../../platform/compressed-json.ts';
import { pageWindow, requestUrl } from '../../platform/paging.ts';
import {
  VERSIONED_DELETE,
  VERSIONED_WRITE,
  expectedVersion,
  sendVersion,
} from '../../platform/row-version.ts';
import type { ListWindow, TransitKey } from './list-page.ts';
import * as service from './service.ts';

const BASE = '/company/api/v1/all-transit/';
const ALERT = '/company/api/v1/alert/';

function decodeCursor(cursor: string): { key: TransitKey | null; direction: 'after' | 'before' } {
  if (cursor === '') return { key: null, direction: 'after' };
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      value[0].length <= 40 &&
      Number.isSafeInteger(value[1]) &&
      (value[2] === 'n' || value[2] === 'p')
    ) {
      return {
        key: { createdAt: value[0], id: value[1] as number },
        direction: value[2] === 'n' ? 'after' : 'before',
      };
    }
  } catch {
    // reported below
  }
  throw fieldError('cursor', 'invalid_cursor');
}

/** A list body that is JSON bytes already (compressed as `encoding` says): sent as it is. */
function sendListAnswer(reply: FastifyReply, answer: service.ListAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  const { body } = answer;
  return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

const AlertTypesParams = z.object({ transitId: z.coerce.number().int().positive() });

export function transitsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transits'];

  r.get(
    BASE,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listTransits',
        summary: 'List transits',
        tags,
        querystring: TransitListQuery,
        response: { 200: TransitListResponse },
      },
      // The busiest read: its body is built field by field (toTransits), typed against the
      // schema and sent as JSON text, not validated again on the way out (a test checks the
      // two agree). The schema documents it.
    },
    async (request, reply) => {
      const q = request.query;
      const pageSize = q.page_size ?? LIST_PAGE_SIZE;
      const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor);
      const pages = pageWindow(q.page, pageSize);
      const window: ListWindow = cursor
        ? { kind: 'cursor', limit: pageSize, key: cursor.key, direction: cursor.direction }
        : { kind: 'page', limit: pages.limit, offset: pages.offset };
      // The whole body, links included, arrives as bytes from where the query ran (compressed
      // there when the client takes it): sent as it is, not serialized again.
      const answer = await service.readTransitList(deps, callerOf(request), q, {
        window,
        links: { url: requestUrl(request), page: q.page, pageSize },
        encoding: chooseEncoding(request.headers['accept-encoding']),
      });
      return sendListAnswer(reply, answer);
    },
  );

  r.post(
    BASE,
    {
      onRequest: authenticate,
      config: IDEMPOTENT_CREATE,
      schema: {
        operationId: 'createTransit',
        summary: 'Create a transit',
        tags,
        headers: IdempotencyKeyHeaders,
        body: TransitSubmitRequest,
        response: { 201: Transit },
      },
    },
    async (request, reply) => {
      const created = await service.createTransit(
        deps,
        callerOf(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    `${BASE}:id/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getTransit',
        summary: 'Read a transit',
        tags,
        params: IdParams,
        description: 'Answers `ETag: "<version>"`, the `version` field a PATCH may send back.',
        response: { 200: Transit },
      },
    },
    async (request, reply) =>
      sendVersion(reply, await service.getTransit(deps, callerOf(request), request.params.id)),
  );

  r.patch(
    `${BASE}:id/`,
    {
      onRequest: authenticate,
      config: { errors: [409] },
      schema: {
        operationId: 'updateTransit',
        summary: 'Change a transit',
        tags,
        params: IdParams,
        description: VERSIONED_WRITE,
        body: TransitPatchSubmitRequest,
        response: { 200: Transit },
      },
    },
    async (request, reply) =>
      sendVersion(
        reply,
        await service.updateTransit(
          deps,
          callerOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
          expectedVersion(request, request.body),
        ),
      ),
  );

  r.patch(
    `${BASE}:id/finish_transit/`,
    {
      onRequest: authenticate,
      config: { errors: [409] },
      schema: {
        operationId: 'finishTransit',
        summary: 'Finish a transit',
        tags,
        params: IdParams,
        description: VERSIONED_WRITE,
        body: FinishTransitRequest,
        response: { 200: Transit },
      },
    },
    async (request, reply) =>
      sendVersion(
        reply,
        await service.finishTransit(
          deps,
          callerOf(request),
          request.params.id,
          requestMeta(request),
          expectedVersion(request, request.body),
        ),
      ),
  );

  r.delete(
    `${BASE}:id/`,
    {
      onRequest: authenticate,
      config: { errors: [409] },
      schema: {
        operationId: 'deleteTransit',
        summary: 'Delete a transit',
        tags,
        params: IdParams,
        querystring: VersionQuery,
        description: VERSIONED_DELETE,
      },
    },
    async (request, reply) => {
      await service.deleteTransit(
        deps,
        callerOf(request),
        request.params.id,
        requestMeta(request),
        expectedVersion(request, request.query),
      );
      return reply.status(204).send();
    },
  );

  r.get(
    `${ALERT}:transitId/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listAlertTypes',
        summary: 'The alerts that may be sent about a transit',
        tags,
        params: AlertTypesParams,
        response: { 200: TransitAlertTypesResponse },
      },
    },
    async (request) => service.listAlertTypes(deps, callerOf(request), request.params.transitId),
  );

  r.post(
    ALERT,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'sendAlert',
        summary: 'Send an alert about a transit',
        tags,
        body: AlertRequest,
        response: { 201: AlertResponse },
      },
    },
    async (request, reply) => {
      const alert = await service.sendAlert(
        deps,
        callerOf(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(alert);
    },
  );
}
