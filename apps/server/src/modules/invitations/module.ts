import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { invitationsRoutes } from './routes.ts';
import { inviteCompany } from './service.ts';
import { invitationSignupRoutes } from './signup-routes.ts';
import { inviteByEmail } from './signup.ts';

/** Invitations: their routes, and how a new contractor (in the product or not) gets invited. */
export function invitationsModule(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  deps.inviteCompany = inviteCompany;
  deps.inviteByEmail = inviteByEmail;
  invitationsRoutes(app, deps, authenticate);
  invitationSignupRoutes(app, deps);
}
