import { z } from '../zod-config.ts';

/**
 * What happened to a company's dealings rather than to one transit: an invitation it sent, a
 * webhook endpoint of its that was given up on. Stored in `company_events.data` (JSON), the
 * company's own log.
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
    type: z.literal('webhook_endpoint_disabled'),
    webhook_id: z.number().int(),
    webhook_url: z.string(),
  }),
]);
export type CompanyEventData = z.infer<typeof CompanyEventData>;
