import { z } from '../zod-config.ts';
import type { ErrorKey } from '../errors.ts';
import { requiredText } from './fields.ts';

/** The events a webhook endpoint may subscribe to (docs/decisions/0063-webhook-events.md). */
export const WEBHOOK_EVENTS = [
  'transit.created',
  'transit.updated',
  'transit.finished',
  'transit.deleted',
  'document.created',
  'document.signed',
  'document.fully_signed',
  'remark.added',
  'share_link.opened',
  'alert.sent',
  'correction.proposed',
  'correction.decided',
  'correction.closed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 2000;

/**
 * The shape rules of an endpoint's address: an absolute `https://` URL without user name or
 * password (plain `http://` only where the server allows private addresses, i.e. tests and
 * closed networks). Whether the host is public is the server's check (it resolves the name).
 */
export function webhookUrlProblem(text: string, options: { allowHttp: boolean }): ErrorKey | null {
  // Written without URL (the domain package runs without DOM or Node types): scheme, then an
  // authority with no user info and a host, no spaces or control characters anywhere.
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(?:[/?#].*)?$/i.exec(text);
  // Anything but printable ASCII and non-ASCII letters (spaces, control characters) is refused.
  if (!match || /[^!-~\u00a0-\uffff]/.test(text)) return 'webhook_url_https_only';
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = match[2] ?? '';
  const schemeOk = scheme === 'https' || (options.allowHttp && scheme === 'http');
  const host = authority.replace(/:\d{1,5}$/, '');
  if (!schemeOk || authority.includes('@') || host === '' || host === '[]') {
    return 'webhook_url_https_only';
  }
  return null;
}

export const WebhookRequest = z.strictObject({
  url: requiredText(WEBHOOK_URL_MAX),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .transform((events) => [...new Set(events)]),
});
export type WebhookRequest = z.infer<typeof WebhookRequest>;

export const Webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
  /** set when deliveries failed for the whole retry window; the endpoint then gets nothing */
  disabled_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  /**
   * While a rotation's grace period runs: when the secret it replaced stops signing (deliveries
   * carry a signature by each until then); null otherwise.
   */
  previous_secret_expires_at: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** The answer to registering and to rotating the secret: the only times a secret is shown. */
export const WebhookCreated = Webhook.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

export const WebhookListResponse = z.object({ results: z.array(Webhook) });

export const WebhookDeliveryParams = z.object({
  id: z.coerce.number().int().positive(),
  deliveryId: z.coerce.number().int().positive(),
});

export const WebhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event: z.string(),
  object_type: z.string(),
  object_id: z.number().int(),
  created_at: z.string(),
  attempts: z.number().int(),
  /** waiting, delivered, or failed (given up) */
  status: z.enum(['waiting', 'delivered', 'failed']),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryListResponse = z.object({ results: z.array(WebhookDelivery) });
