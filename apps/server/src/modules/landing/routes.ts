import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LandingResponse, z } from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { resolveLanding } from './service.ts';

const LandingParams = z.object({ id: z.string().min(1).max(40) });

/** `/login/{id}` of the web client (spec 1 §2), as the API answers it. */
export function landingRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];

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
