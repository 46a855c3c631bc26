import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginRequest, LoginResponse, User } from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { loadUserResponse } from '../accounts/index.ts';
import * as service from './service.ts';

export function authRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/auth/api/v1/login/',
    {
      config: { errors: [429] },
      schema: {
        operationId: 'logIn',
        summary: 'Sign in: a session token for email or phone and password',
        security: [],
        tags,
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (request) => service.login(deps, request.body, requestMeta(request)),
  );

  r.post(
    '/auth/api/v1/logout/',
    {
      onRequest: authenticate,
      schema: { operationId: 'logOut', summary: 'Sign out: end the session of the token', tags },
    },
    async (request, reply) => {
      await service.logout(deps, callerOf(request));
      return reply.status(204).send();
    },
  );

  r.get(
    '/auth/api/v1/user/me/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in person, his company and what he may do',
        tags,
        response: { 200: User },
      },
    },
    async (request) => loadUserResponse(deps, callerOf(request).userId),
  );
}
