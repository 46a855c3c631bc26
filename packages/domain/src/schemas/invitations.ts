import { z } from '../zod-config.ts';
import { pagedResponse } from './common.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);

const InvitationCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  vies: z.string().nullable(),
});

export const Invitation = z.object({
  id: z.number().int(),
  sender: InvitationCompany,
  receiver: InvitationCompany.nullable(),
  receiver_unregistered: z.string().nullable(),
  status: InvitationStatusSchema,
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationListResponse = pagedResponse(Invitation);

/** `company` matches the other party's name, `companyID` its id. */
export const InvitationListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  company: z.string().trim().max(500).optional(),
  companyID: z.coerce.number().int().positive().optional(),
});

/** Accepted and rejected are final (spec 3 §4). */
export const InvitationAnswerRequest = z.strictObject({ status: z.enum(['accepted', 'rejected']) });
export type InvitationAnswerRequest = z.infer<typeof InvitationAnswerRequest>;

export const PendingRequestCountResponse = z.object({ request_count: z.number().int() });
