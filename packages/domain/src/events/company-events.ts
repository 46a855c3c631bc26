import { z } from '../zod-config.ts';

/**
 * What happened to a company's dealings rather than to one transit: an invitation it sent, a
 * webhook endpoint of its that was given up on, bad input refused (an address the outbound guard
 * refused, an API key used beyond its creator's reach). Stored in `company_events.data` (JSON),
 * the company's own log. A refusal names what was refused and why, never a secret: no key, no
 * address's path or query (a host only).
 */
export const CompanyEventData = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('invitation_sent'),
    invitation_id: z.number().int(),
    /** the invited company, whose staff hear of it */
    receiver_company_id: z.number().int(),
    sender_company_name: z.string(),
  }),
  z.object({
    /** a company not in the product was invited by e-mail (0116); the link is mailed after commit */
    type: z.literal('invitation_mailed'),
    invitation_id: z.number().int(),
    email: z.string(),
  }),
  z.object({
    type: z.literal('webhook_endpoint_disabled'),
    webhook_id: z.number().int(),
    webhook_url: z.string(),
  }),
  z.object({
    type: z.literal('webhook_address_refused'),
    /** the endpoint refused at delivery; null when its registration was refused */
    webhook_id: z.number().int().nullable(),
    stage: z.enum(['register', 'delivery']),
    field: z.literal('url'),
    /** the error key the client got (registration) or the guard's problem (delivery) */
    reason: z.string(),
    /** the address's host as the parser read it, null when it could not be read */
    host: z.string().nullable(),
  }),
  z.object({
    type: z.literal('push_endpoint_refused'),
    /** the subscription refused at send; null when subscribing was refused */
    subscription_id: z.number().int().nullable(),
    /** whose browser it is */
    user_id: z.number().int(),
    stage: z.enum(['subscribe', 'send']),
    field: z.literal('endpoint'),
    reason: z.string(),
    host: z.string().nullable(),
  }),
  z.object({
    type: z.literal('api_key_refused'),
    api_key_id: z.number().int(),
    api_key_name: z.string(),
    /** 403: beyond its scope, its creator's role or on personal credentials; 401: creator blocked */
    status: z.union([z.literal(401), z.literal(403)]),
    reason: z.string(),
    /** the route, as declared (`POST /api/transits/`), never the query */
    route: z.string(),
  }),
]);
export type CompanyEventData = z.infer<typeof CompanyEventData>;
