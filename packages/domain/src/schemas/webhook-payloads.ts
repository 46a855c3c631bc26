import { z } from '../zod-config.ts';
import { Correction } from '../documents/corrections.ts';
import { Document, DocumentRemark, SignedBy } from '../documents/document-api.ts';
import { AlertResponse, Transit } from './transits.ts';
import type { WebhookEvent } from './webhooks.ts';

/**
 * What each webhook event's `data` is: the object as the company API answers it to an Admin of
 * the transit's company (docs/decisions/0063-webhook-events.md). The OpenAPI document's
 * `webhooks` section is built from these, and a test holds real deliveries to them.
 */
export const WEBHOOK_EVENT_DATA = {
  'transit.created': Transit,
  'transit.updated': Transit,
  'transit.finished': Transit,
  /** the transit is gone: the event names it */
  'transit.deleted': z.object({ id: z.number().int(), transit_number: z.string() }),
  'document.created': Document,
  /** every signature: the document and the new entry of its `signed_by` */
  'document.signed': z.object({ document: Document, signature: SignedBy }),
  /** once, for the signature that completes the document */
  'document.fully_signed': Document,
  'remark.added': DocumentRemark,
  /** the share link as it was when its page was opened */
  'share_link.opened': z.object({
    id: z.number().int(),
    transit: z.number().int(),
    transit_number: z.string(),
    type: z.string(),
    receiver: z.number().int().nullable(),
    documents: z.array(z.number().int()).nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    opened_at: z.string(),
  }),
  'alert.sent': AlertResponse,
  /**
   * A signed document's correction (docs/decisions/0127-corrections-after-signing.md): the
   * document as it is now (the signed version until every signatory approves) and the
   * correction with each signatory's decision so far.
   */
  'correction.proposed': z.object({ document: Document, correction: Correction }),
  'correction.decided': z.object({ document: Document, correction: Correction }),
  'correction.closed': z.object({ document: Document, correction: Correction }),
} satisfies Record<WebhookEvent, z.ZodType>;

/** The JSON body of a delivery of `event`; `id` is the event's, the same for every resend. */
export function webhookBody<E extends WebhookEvent>(event: E) {
  return z.object({
    id: z.uuid(),
    event: z.literal(event),
    created_at: z.string(),
    data: WEBHOOK_EVENT_DATA[event],
  });
}
