import {
  Invitation,
  InvitationListResponse,
  PendingRequestCountResponse,
  type InvitationAnswerRequest,
} from '@transitdocs/domain';
import type { z } from 'zod';
import { apiRequest } from './http.ts';

const COMPANY = '/company/api/v1';

export type InvitationListPage = z.infer<typeof InvitationListResponse>;
export type InvitationSide = 'sent' | 'received';

const PATHS: Record<InvitationSide, string> = {
  sent: `${COMPANY}/send-request/`,
  received: `${COMPANY}/receive-request/`,
};

/** GET send-request/ or receive-request/ (`page`, `company` name, `companyID`). */
export function listInvitations(side: InvitationSide, page = 1): Promise<InvitationListPage> {
  return apiRequest('GET', `${PATHS[side]}?page=${page}`, { schema: InvitationListResponse });
}

/** PATCH receive-request/{id}/: accept or reject a received invitation. */
export function answerInvitation(id: number, body: InvitationAnswerRequest): Promise<Invitation> {
  return apiRequest('PATCH', `${COMPANY}/receive-request/${id}/`, { body, schema: Invitation });
}

export async function fetchPendingRequestCount(): Promise<number> {
  const answer = await apiRequest('GET', `${COMPANY}/pending-request-count/`, {
    schema: PendingRequestCountResponse,
  });
  return answer.request_count;
}
