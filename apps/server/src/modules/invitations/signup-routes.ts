import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DetailResponse,
  InvitationSignupResponse,
  LandingResponse,
  RegisterRequest,
  SignupTokenParams,
  z,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { resolveLanding } from './landing.ts';
import { readInvitationSignup, signUpThroughInvitation } from './signup.ts';

const LandingParams = z.object({ id: z.string().min(1).max(40) });

/** `/signup/{token}` and `/login/{id}` of the web client (spec 1 §2), as the API answers them. */
export function invitationSignupRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
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

  r.get(
    '/company/api/v1/landing/:id/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'resolveLanding',
        summary: 'Where a /login/{id} link lands the signed-in user, if he may see it',
        tags,
        params: LandingParams,
        response: { 200: LandingResponse },
      },
    },
    async (request) => resolveLanding(deps, callerOf(request), request.params.id),
  );
}
