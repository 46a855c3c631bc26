import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { invitationsRoutes } from './routes.ts';
import { inviteCompany } from './service.ts';

/** Invitations: their routes, and how a new contractor that is a company gets invited. */
export function invitationsModule(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  deps.inviteCompany = inviteCompany;
  invitationsRoutes(app, deps, authenticate);
}
