import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DetailResponse,
  InvitationSignupResponse,
  RegisterRequest,
  SignupTokenParams,
} from '@transitdocs/domain';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { readInvitationSignup, signUpThroughInvitation } from './signup.ts';

/** `/signup/{token}` of the web client (spec 1 §2), as the API answers it. */
export function invitationSignupRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];

  r.get(
    '/auth/api/v1/invitation-signup/:token/',
    {
      config: { errors: [429] },
      schema: {
        operationId: 'readInvitationSignup',
        summary: 'What an invitation link pre-fills in the registration form',
        security: [],
        tags,
        params: SignupTokenParams,
        response: { 200: InvitationSignupResponse },
      },
    },
    async (request) => readInvitationSignup(deps, request.params.token, requestMeta(request)),
  );

  r.post(
    '/auth/api/v1/invitation-signup/:token/',
    {
      config: { errors: [429] },
      schema: {
        operationId: 'signUpThroughInvitation',
        summary: 'Register the invited company; it is connected with the inviting one at once',
        security: [],
        tags,
        params: SignupTokenParams,
        body: RegisterRequest,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      await signUpThroughInvitation(deps, request.params.token, request.body, requestMeta(request));
      return reply.status(201).send({ detail: 'account_created' });
    },
  );
}
