import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertRequest,
  AlertResponse,
  FinishTransitRequest,
  IdParams,
  LIST_PAGE_SIZE,
  Transit,
  TransitAlertTypesResponse,
  TransitListQuery,
  TransitListResponse,
  TransitPatchSubmitRequest,
  TransitSubmitRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { pageLinks, pageWindow } from '../../platform/paging.ts';
import { VERSIONED_WRITE, expectedVersion, sendVersion } from '../../platform/row-version.ts';
import type { ListWindow, TransitKey } from './list-page.ts';
import * as service from './service.ts';

const BASE = '/company/api/v1/all-transit/';
const ALERT = '/company/api/v1/alert/';

/** An opaque cursor: base64url of `[created_at, id, "n"|"p"]` (next: older rows, previous: newer). */
export function encodeCursor(key: TransitKey, direction: 'after' | 'before'): string {
  return Buffer.from(
    JSON.stringify([key.createdAt, key.id, direction === 'after' ? 'n' : 'p']),
  ).toString('base64url');
}

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

const CLOSING_BRACE = Buffer.from('}');

/** A body that is UTF-8 JSON already, in parts: sent as it is, not serialized again. */
function sendJson(reply: FastifyReply, parts: Uint8Array[]): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts));
}

function cursorUrl(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.delete('page');
  url.searchParams.set('cursor', cursor);
  return url.toString();
}

const AlertTypesParams = z.object({ transitId: z.coerce.number().int().positive() });

export function transitsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transits'];

  r.get(
    BASE,
    {
      onRequest: authenticate,
      schema: { tags, querystring: TransitListQuery, response: { 200: TransitListResponse } },
      // The busiest read: its body is built field by field (toTransits), typed against the
      // schema and sent as JSON text, not validated again on the way out (a test checks the
      // two agree). The schema documents it.
    },
    async (request, reply) => {
      const q = request.query;
      const pageSize = q.page_size ?? LIST_PAGE_SIZE;
      const caller = callerOf(request);
      const list = (window: ListWindow) => service.readTransitList(deps, caller, q, window);
      // The results arrive as JSON from where the query ran; only the envelope is added here.
      const send = (envelope: Omit<TransitListResponse, 'results'>, page: service.ListedTransits) =>
        sendJson(reply, [
          Buffer.from(`${JSON.stringify(envelope).slice(0, -1)},"results":`),
          page.resultsJson,
          CLOSING_BRACE,
        ]);
      if (q.cursor === undefined) {
        const window = pageWindow(q.page, pageSize);
        const page = await list({ kind: 'page', limit: window.limit, offset: window.offset });
        const links = pageLinks(request, q.page, page.count, pageSize);
        return send(
          { count: page.count, ...links, next_cursor: null, previous_cursor: null },
          page,
        );
      }
      const { key, direction } = decodeCursor(q.cursor);
      const page = await list({ kind: 'cursor', limit: pageSize, key, direction });
      let nextCursor: string | null = null;
      let previousCursor: string | null = null;
      if (page.last && page.hasOlder) nextCursor = encodeCursor(page.last, 'after');
      if (page.first && page.hasNewer) previousCursor = encodeCursor(page.first, 'before');
      // Past either end the page is empty; the way back starts from the cursor itself.
      if (!page.first && key && page.hasOlder) nextCursor = encodeCursor(key, 'after');
      if (!page.first && key && page.hasNewer) previousCursor = encodeCursor(key, 'before');
      return send(
        {
          count: page.count,
          next: nextCursor ? cursorUrl(request, nextCursor) : null,
          previous: previousCursor ? cursorUrl(request, previousCursor) : null,
          next_cursor: nextCursor,
          previous_cursor: previousCursor,
        },
        page,
      );
    },
  );

  r.post(
    BASE,
    {
      onRequest: authenticate,
      schema: { tags, body: TransitSubmitRequest, response: { 201: Transit } },
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
      schema: {
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
      schema: {
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
    { onRequest: authenticate, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await service.deleteTransit(deps, callerOf(request), request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  );

  r.get(
    `${ALERT}:transitId/`,
    {
      onRequest: authenticate,
      schema: {
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
      schema: { tags, body: AlertRequest, response: { 201: AlertResponse } },
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
