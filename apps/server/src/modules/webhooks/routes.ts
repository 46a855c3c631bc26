import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryListResponse,
  WebhookDeliveryParams,
  WebhookListResponse,
  WebhookRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import * as service from './service.ts';

const WEBHOOKS = '/company/api/v1/webhooks/';

export function webhooksRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
  onQueued: () => void,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];

  r.post(
    WEBHOOKS,
    {
      onRequest: authenticate,
      schema: { tags, body: WebhookRequest, response: { 201: WebhookCreated } },
    },
    async (request, reply) => {
      const created = await service.createWebhook(deps, callerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    WEBHOOKS,
    { onRequest: authenticate, schema: { tags, response: { 200: WebhookListResponse } } },
    async (request) => ({ results: await service.listWebhooks(deps, callerOf(request)) }),
  );

  r.delete(
    `${WEBHOOKS}:id/`,
    { onRequest: authenticate, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await service.deleteWebhook(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    `${WEBHOOKS}:id/deliveries/`,
    {
      onRequest: authenticate,
      schema: { tags, params: IdParams, response: { 200: WebhookDeliveryListResponse } },
    },
    async (request) => ({
      results: await service.listDeliveries(deps, callerOf(request), request.params.id),
    }),
  );

  r.post(
    `${WEBHOOKS}:id/deliveries/:deliveryId/resend/`,
    {
      onRequest: authenticate,
      schema: { tags, params: WebhookDeliveryParams, response: { 202: WebhookDelivery } },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const delivery = await service.resendDelivery(deps, callerOf(request), id, deliveryId);
      onQueued();
      return reply.status(202).send(delivery);
    },
  );
}
