import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiKeyCreateRequest,
  ApiKeyCreateResponse,
  ApiKeyListResponse,
  IdParams,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { IDEMPOTENT_CREATE, IdempotencyKeyHeaders } from '../../platform/idempotency/index.ts';
import type { Deps } from '../../platform/context.ts';
import * as service from './service.ts';

/**
 * Company API keys: an Admin's, with a session only (keys never manage keys: a key stands in for
 * an Admin on data only, docs/decisions/0061-api-keys.md).
 */
export function apiKeysRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];

  r.get(
    '/company/api/v1/api-keys/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listApiKeys',
        summary: "List the company's API keys",
        tags,
        response: { 200: ApiKeyListResponse },
      },
    },
    async (request) => ({ results: await service.listApiKeys(deps, callerOf(request)) }),
  );

  r.post(
    '/company/api/v1/api-keys/',
    {
      onRequest: authenticate,
      config: IDEMPOTENT_CREATE,
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key (its secret is shown once)',
        tags,
        headers: IdempotencyKeyHeaders,
        body: ApiKeyCreateRequest,
        response: { 201: ApiKeyCreateResponse },
      },
    },
    async (request, reply) => {
      const created = await service.createApiKey(deps, callerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/company/api/v1/api-keys/:id/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      await service.revokeApiKey(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
