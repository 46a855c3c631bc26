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
import { IDEMPOTENT_CREATE, IdempotencyKeyHeaders } from '../../platform/idempotency/index.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import * as service from './service.ts';

const WEBHOOKS = '/company/api/v1/webhooks/';

/** The OpenAPI text of registering: what each event's `data` is. */
const EVENTS_DESCRIPTION = [
  'Each delivery is a JSON body `{id, event, created_at, data}` signed by the Standard Webhooks',
  'headers (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of',
  '"id.timestamp.body">`, the key being the base64 after `whsec_`), which standard libraries',
  'verify, and by `X-TransitDocs-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`',
  'keyed by the whole secret. The events and their bodies are in the `webhooks` section.',
  "`data` is the object as the company API answers it to an Admin of the transit's company;",
  "the transit's and its documents' events (`transit.*`, `document.*`, `remark.added`) go also to",
  "each company it is shared in to, with the object as that company's API answers it (the",
  "shared-in view, no `efti`); alerts and share links stay the owner's:",
  '`transit.created`, `transit.updated`, `transit.finished`: the transit (GET all-transit/{id}/);',
  '`transit.deleted`: `{id, transit_number}`;',
  '`document.created` (generated, each sub-document, or uploaded, also through a share link),',
  '`document.fully_signed` (once, by the signature that completes it): the document',
  '(GET transit-document/{id}/);',
  '`document.signed` (every slot): `{document, signature}`, `signature` being the new entry of',
  "the document's `signed_by` (`id`, `signed_by_type`, `receiver_id`, ...);",
  "`remark.added`: the remark as in the document's `remarks`;",
  "`share_link.opened` (the link's page loaded, at most once per 30 minutes a link):",
  '`{id, transit, transit_number, type, receiver, documents, created_at, expires_at, opened_at}`;',
  '`alert.sent`: the alert as POST alert/ answers it.',
].join(' ');

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
      config: IDEMPOTENT_CREATE,
      schema: {
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint',
        tags,
        headers: IdempotencyKeyHeaders,
        description: EVENTS_DESCRIPTION,
        body: WebhookRequest,
        response: { 201: WebhookCreated },
      },
    },
    async (request, reply) => {
      const created = await service.createWebhook(
        deps,
        callerOf(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    WEBHOOKS,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listWebhooks',
        summary: "List the company's webhook endpoints",
        tags,
        response: { 200: WebhookListResponse },
      },
    },
    async (request) => ({ results: await service.listWebhooks(deps, callerOf(request)) }),
  );

  r.delete(
    `${WEBHOOKS}:id/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint',
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      await service.deleteWebhook(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    `${WEBHOOKS}:id/rotate-secret/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: "Rotate a webhook endpoint's signing secret",
        tags,
        description:
          'A new signing secret, shown in this answer only. The replaced secret keeps signing ' +
          'beside it for 24 hours (`previous_secret_expires_at`): each delivery carries a ' +
          'signature by both, so the receiver can switch secrets without refusing one.',
        params: IdParams,
        response: { 200: WebhookCreated },
      },
    },
    async (request) => service.rotateWebhookSecret(deps, callerOf(request), request.params.id),
  );

  r.get(
    `${WEBHOOKS}:id/deliveries/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's recent deliveries",
        tags,
        params: IdParams,
        response: { 200: WebhookDeliveryListResponse },
      },
    },
    async (request) => ({
      results: await service.listDeliveries(deps, callerOf(request), request.params.id),
    }),
  );

  r.post(
    `${WEBHOOKS}:id/deliveries/:deliveryId/resend/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again',
        tags,
        params: WebhookDeliveryParams,
        response: { 202: WebhookDelivery },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const delivery = await service.resendDelivery(deps, callerOf(request), id, deliveryId);
      onQueued();
      return reply.status(202).send(delivery);
    },
  );
}
