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

/** The secret in a `/signup/{token}` link (0116): base64url, as the server makes it. */
export const SignupTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'invitation_link_invalid'),
});

/**
 * What a `/signup/{token}` link pre-fills: the e-mail it went to and what the inviting company
 * knows of the invited one (its contractor row), and who invites. Nothing else of the sender.
 */
export const InvitationSignupResponse = z.object({
  email: z.string(),
  inviter_name: z.string(),
  company: z.object({
    name: z.string(),
    vies: z.string().nullable(),
    address: z.string(),
    zip_code: z.string(),
    town: z.string(),
    country: z.string(),
    phone: z.string(),
    vat_group: z.string(),
  }),
});
export type InvitationSignupResponse = z.infer<typeof InvitationSignupResponse>;

/** Where a `/login/{id}` link lands once signed in, when the caller may see it (0116). */
export const LandingResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invitation'), invitation_id: z.number().int() }),
  z.object({ kind: z.literal('transit'), transit_id: z.number().int() }),
]);
export type LandingResponse = z.infer<typeof LandingResponse>;
