import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DetailResponse,
  IdParams,
  PasswordChangeRequest,
  RegisterRequest,
  RequestResetPasswordRequest,
  ResetLinkStatusResponse,
  ResetPasswordRequest,
  UpdatePinRequest,
  User,
  UserDeleteQuery,
  UserPatchRequest,
  z,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import * as service from './service.ts';

const LinkParams = z.object({ uid: z.string().min(1).max(100), token: z.string().min(1).max(200) });
const EmptyBody = z.strictObject({}).nullish();

export function accountsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.post(
    '/auth/api/v1/admin-user/',
    {
      config: { errors: [429] },
      schema: {
        operationId: 'registerCompany',
        summary: 'Register a company and its owner account',
        security: [],
        tags,
        body: RegisterRequest,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      await service.registerCompany(deps, request.body, requestMeta(request));
      return reply.status(201).send({ detail: 'account_created' });
    },
  );

  r.post(
    '/auth/api/v1/request-reset-password/',
    {
      config: { errors: [429] },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Send a password reset link',
        security: [],
        tags,
        body: RequestResetPasswordRequest,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await service.requestPasswordReset(deps, request.body, requestMeta(request));
      return { detail: 'link_has_been_sent' };
    },
  );

  r.get(
    '/auth/api/v1/reset-password/:uid/:token/',
    {
      schema: {
        operationId: 'checkPasswordResetLink',
        summary: 'Whether a password reset link is still valid',
        security: [],
        tags,
        params: LinkParams,
        response: { 200: ResetLinkStatusResponse },
      },
    },
    async (request) => ({
      purpose: await service.checkLink(deps, request.params.uid, request.params.token),
    }),
  );

  r.post(
    '/auth/api/v1/reset-password/',
    {
      config: { errors: [429] },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password through a reset link',
        security: [],
        tags,
        body: ResetPasswordRequest,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await service.resetPassword(deps, request.body, requestMeta(request));
      return { detail: 'password_changed' };
    },
  );

  r.post(
    '/auth/api/v1/update-pin/',
    {
      onRequest: authenticate,
      config: { errors: [429] },
      schema: {
        operationId: 'updatePin',
        summary: "Set or change the signed-in person's signing PIN",
        tags,
        body: UpdatePinRequest,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await service.updatePin(deps, callerOf(request), request.body, requestMeta(request));
      return { detail: 'pin_updated' };
    },
  );

  r.post(
    '/auth/api/v1/remind-pin/',
    {
      onRequest: authenticate,
      config: { errors: [429] },
      schema: {
        operationId: 'remindPin',
        summary: 'Send the signed-in person a PIN reminder',
        tags,
        body: EmptyBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await service.remindPin(deps, callerOf(request), requestMeta(request));
      return { detail: 'pin_sent' };
    },
  );

  r.patch(
    '/auth/api/v1/password-change/',
    {
      onRequest: authenticate,
      config: { errors: [429] },
      schema: {
        operationId: 'changePassword',
        summary: "Change the signed-in person's password",
        tags,
        body: PasswordChangeRequest,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await service.changePassword(deps, callerOf(request), request.body, requestMeta(request));
      return { detail: 'password_changed' };
    },
  );

  r.patch(
    '/auth/api/v1/user/:id/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateUser',
        summary: 'Change a user account of the company',
        tags,
        params: IdParams,
        body: UserPatchRequest,
        response: { 200: User },
      },
    },
    async (request) => service.patchUser(deps, callerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/auth/api/v1/user/:id/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user account of the company',
        tags,
        params: IdParams,
        querystring: UserDeleteQuery,
        description:
          'An Admin deletes a sub-account. `revoke_api_keys=true` revokes the API keys the ' +
          'person made in the same step (without it they stop all the same: a key never ' +
          'outlives its creator).',
      },
    },
    async (request, reply) => {
      await service.deleteUser(deps, callerOf(request), request.params.id, {
        revokeApiKeys: request.query.revoke_api_keys === true,
      });
      return reply.status(204).send();
    },
  );
}
