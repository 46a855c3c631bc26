import {
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryListResponse,
  WebhookListResponse,
  type Webhook,
  type WebhookRequest,
} from '@transitdocs/domain';
import { apiRequest, newIdempotencyKey } from './http.ts';

const WEBHOOKS = '/company/api/v1/webhooks/';

/** GET webhooks/: the company's endpoints with their state (never their secrets). */
export async function listWebhooks(): Promise<Webhook[]> {
  const answer = await apiRequest('GET', WEBHOOKS, { schema: WebhookListResponse });
  return answer.results;
}

/** POST webhooks/: a new endpoint; the answer carries its signing secret, this once. */
export function createWebhook(
  request: WebhookRequest,
  idempotencyKey = newIdempotencyKey(),
): Promise<WebhookCreated> {
  return apiRequest('POST', WEBHOOKS, { body: request, schema: WebhookCreated, idempotencyKey });
}

/** DELETE webhooks/{id}/: the endpoint gets nothing more. */
export function deleteWebhook(id: number): Promise<undefined> {
  return apiRequest<undefined>('DELETE', `${WEBHOOKS}${id}/`);
}

/**
 * POST webhooks/{id}/rotate-secret/: a new signing secret, in this answer only; the old one keeps
 * signing beside it for the grace period (`previous_secret_expires_at`).
 */
export function rotateWebhookSecret(id: number): Promise<WebhookCreated> {
  return apiRequest('POST', `${WEBHOOKS}${id}/rotate-secret/`, { schema: WebhookCreated });
}

/** GET webhooks/{id}/deliveries/: the endpoint's newest deliveries, newest first. */
export async function listWebhookDeliveries(id: number): Promise<WebhookDelivery[]> {
  const answer = await apiRequest('GET', `${WEBHOOKS}${id}/deliveries/`, {
    schema: WebhookDeliveryListResponse,
  });
  return answer.results;
}

/** POST webhooks/{id}/deliveries/{deliveryId}/resend/: the same event queued once more. */
export function resendWebhookDelivery(id: number, deliveryId: number): Promise<WebhookDelivery> {
  return apiRequest('POST', `${WEBHOOKS}${id}/deliveries/${deliveryId}/resend/`, {
    schema: WebhookDelivery,
  });
}
