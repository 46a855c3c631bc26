import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Client,
  ClientAutocompleteQuery,
  ClientCreateRequest,
  ClientCreateResponse,
  ClientListQuery,
  ClientListResponse,
  ClientUpdateRequest,
  CompanyLookupQuery,
  CompanyLookupResponse,
  IdParams,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { pageWindow, pagedBody } from '../../platform/paging.ts';
import * as service from './service.ts';

const BASE = '/company/api/v1/client/';

export function contractorsRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contractors'];

  r.get(
    BASE,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listClients',
        summary: "List the company's clients",
        tags,
        querystring: ClientListQuery,
        response: { 200: ClientListResponse },
      },
    },
    async (request) => {
      const { page, vies, gt_id, name, town, country, is_online } = request.query;
      const result = await service.listClients(
        deps,
        callerOf(request),
        { vies, gtId: gt_id, name, town, country, isOnline: is_online },
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );

  r.get(
    `${BASE}all_clients/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listAllClients',
        summary: "All of the company's clients, unpaged",
        tags,
        querystring: ClientAutocompleteQuery,
        response: { 200: ClientListResponse },
      },
    },
    async (request) => {
      const { page, search, name } = request.query;
      const result = await service.listClients(
        deps,
        callerOf(request),
        { search, name },
        pageWindow(page),
      );
      return pagedBody(request, page, result);
    },
  );

  r.get(
    `${BASE}:id/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getClient',
        summary: 'Read a client',
        tags,
        params: IdParams,
        response: { 200: Client },
      },
    },
    async (request) => service.getClient(deps, callerOf(request), request.params.id),
  );

  r.post(
    BASE,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createClient',
        summary: 'Create a client',
        tags,
        body: ClientCreateRequest,
        response: { 201: ClientCreateResponse },
      },
    },
    async (request, reply) => {
      const created = await service.createClient(
        deps,
        callerOf(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.patch(
    `${BASE}:id/update_client/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateClient',
        summary: 'Change a client',
        tags,
        params: IdParams,
        body: ClientUpdateRequest,
        response: { 200: Client },
      },
    },
    async (request) =>
      service.updateClient(deps, callerOf(request), request.params.id, request.body),
  );

  r.delete(
    `${BASE}:id/`,
    {
      onRequest: authenticate,
      schema: { operationId: 'deleteClient', summary: 'Delete a client', tags, params: IdParams },
    },
    async (request, reply) => {
      await service.deleteClient(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  for (const path of ['/company/api/v1/company', '/company/api/v1/company/']) {
    r.get(
      path,
      {
        onRequest: authenticate,
        schema: {
          operationId: 'lookupCompany',
          summary: 'A company by its id',
          // The slashless form answers too; the document lists the slashed one.
          hide: !path.endsWith('/'),
          tags,
          querystring: CompanyLookupQuery,
          response: { 200: CompanyLookupResponse },
        },
      },
      async (request) => service.lookupCompany(deps, request.query.id),
    );
  }
}
