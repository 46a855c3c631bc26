import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  TransitSubmitRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { pagedBody, pageWindow } from '../../platform/paging.ts';
import type { ListWindow, TransitKey } from './repo.ts';
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

function cursorUrl(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.delete('page');
  url.searchParams.set('cursor', cursor);
  return url.toString();
}

/** The UTC instants [from, to) of a calendar day in Poland. */
export function polishDayBounds(date: string): { from: string; to: string } {
  const start = (day: string) => {
    const guess = Date.parse(`${day}T00:00:00Z`);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(guess));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return new Date(guess - (wall - guess)).toISOString();
  };
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: start(date), to: start(next) };
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
      // The busiest read: its body is built field by field (toTransits) and typed against the
      // schema, so it is not validated again on the way out (a test checks the two agree).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const q = request.query;
      const pageSize = q.page_size ?? LIST_PAGE_SIZE;
      const created = q.created_at ? polishDayBounds(q.created_at) : undefined;
      const filters = {
        clientId: q.client_id,
        clientName: q.client_name || undefined,
        employeeId: q.employee_id,
        createdFrom: created?.from,
        createdTo: created?.to,
        loadingDate: q.loading_date || undefined,
        unloadingDate: q.unloading_date || undefined,
        transitNumber: q.transit_number || undefined,
        type: q.transit_type || undefined,
        status: q.transit_status || undefined,
        loadingPlace: q.loading_place || undefined,
        unloadingPlace: q.unloading_place || undefined,
        vehicleNumber: q.vehicle_number || undefined,
        vies: q.vies ? q.vies.replace(/[\s-]/g, '').toUpperCase() : undefined,
        driverFullName: q.driver_full_name || undefined,
      };
      const caller = callerOf(request);
      if (q.cursor === undefined) {
        const window = pageWindow(q.page, pageSize);
        const result = await service.listTransits(deps, caller, {
          filters,
          window: { kind: 'page', limit: window.limit, offset: window.offset },
        });
        return {
          ...pagedBody(request, q.page, result, pageSize),
          next_cursor: null,
          previous_cursor: null,
        };
      }
      const { key, direction } = decodeCursor(q.cursor);
      const window: ListWindow = { kind: 'cursor', limit: pageSize, key, direction };
      const result = await service.listTransits(deps, caller, { filters, window });
      const first = result.results[0];
      const last = result.results[result.results.length - 1];
      const keyOf = (t: { created_at: string; id: number }) => ({
        createdAt: t.created_at,
        id: t.id,
      });
      let nextCursor: string | null = null;
      let previousCursor: string | null = null;
      if (last && result.hasOlder) nextCursor = encodeCursor(keyOf(last), 'after');
      if (first && result.hasNewer) previousCursor = encodeCursor(keyOf(first), 'before');
      // Past either end the page is empty; the way back starts from the cursor itself.
      if (!first && key && result.hasOlder) nextCursor = encodeCursor(key, 'after');
      if (!first && key && result.hasNewer) previousCursor = encodeCursor(key, 'before');
      return {
        count: result.count,
        next: nextCursor ? cursorUrl(request, nextCursor) : null,
        previous: previousCursor ? cursorUrl(request, previousCursor) : null,
        next_cursor: nextCursor,
        previous_cursor: previousCursor,
        results: result.results,
      };
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
    { onRequest: authenticate, schema: { tags, params: IdParams, response: { 200: Transit } } },
    async (request) => service.getTransit(deps, callerOf(request), request.params.id),
  );

  r.patch(
    `${BASE}:id/`,
    {
      onRequest: authenticate,
      schema: { tags, params: IdParams, body: TransitSubmitRequest, response: { 200: Transit } },
    },
    async (request) =>
      service.updateTransit(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  r.patch(
    `${BASE}:id/finish_transit/`,
    {
      onRequest: authenticate,
      schema: { tags, params: IdParams, body: FinishTransitRequest, response: { 200: Transit } },
    },
    async (request) =>
      service.finishTransit(deps, callerOf(request), request.params.id, requestMeta(request)),
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
