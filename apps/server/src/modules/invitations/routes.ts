import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  Invitation,
  InvitationAnswerRequest,
  InvitationListQuery,
  InvitationListResponse,
  PendingRequestCountResponse,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { pageWindow, pagedBody } from '../../platform/paging.ts';
import * as service from './service.ts';

export function invitationsRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];

  for (const [path, side, operationId, summary] of [
    [
      '/company/api/v1/send-request/',
      'sent',
      'listSentInvitations',
      'Invitations the company sent',
    ],
    [
      '/company/api/v1/receive-request/',
      'received',
      'listReceivedInvitations',
      'Invitations the company received',
    ],
  ] as const) {
    r.get(
      path,
      {
        onRequest: authenticate,
        schema: {
          operationId,
          summary,
          tags,
          querystring: InvitationListQuery,
          response: { 200: InvitationListResponse },
        },
      },
      async (request) => {
        const { page, company, companyID } = request.query;
        const result = await service.listInvitations(
          deps,
          callerOf(request),
          side,
          { company, companyId: companyID },
          pageWindow(page),
        );
        return pagedBody(request, page, result);
      },
    );
  }

  r.patch(
    '/company/api/v1/receive-request/:id/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'answerInvitation',
        summary: 'Accept or reject an invitation the company received',
        tags,
        params: IdParams,
        body: InvitationAnswerRequest,
        response: { 200: Invitation },
      },
    },
    async (request) =>
      service.answerInvitation(deps, callerOf(request), request.params.id, request.body),
  );

  r.get(
    '/company/api/v1/pending-request-count/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'countPendingInvitations',
        summary: 'How many received invitations wait for an answer',
        tags,
        response: { 200: PendingRequestCountResponse },
      },
    },
    async (request) => ({ request_count: await service.countPending(deps, callerOf(request)) }),
  );
}
