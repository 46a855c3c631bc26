import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DocumentTypesResponse,
  ProfileSettings,
  ProfileSettingsPatchRequest,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import * as service from './service.ts';

export function settingsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  // The signed-in person's (and, for the owner, the company's) settings: never a key's.
  const ownAccount = authenticate.as('own_account');

  // The spec's address (spec 2 §7) and the one earlier clients used, kept as an alias.
  for (const [path, hide] of [
    ['/auth/api/v1/profile/settings/', false],
    ['/company/api/v1/profile-settings/', true],
  ] as const) {
    r.get(
      path,
      {
        onRequest: ownAccount,
        schema: {
          operationId: 'getProfileSettings',
          summary: "The signed-in person's settings",
          tags,
          hide,
          response: { 200: ProfileSettings },
        },
      },
      async (request) => service.getProfileSettings(deps, callerOf(request)),
    );

    r.patch(
      path,
      {
        onRequest: ownAccount,
        schema: {
          operationId: 'updateProfileSettings',
          summary: "Change the signed-in person's settings",
          tags,
          hide,
          body: ProfileSettingsPatchRequest,
          response: { 200: ProfileSettings },
        },
      },
      async (request) => service.patchProfileSettings(deps, callerOf(request), request.body),
    );
  }

  r.get(
    '/company/api/v1/document-types/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listDocumentTypes',
        summary: 'The document types the company uses',
        tags,
        response: { 200: DocumentTypesResponse },
      },
    },
    async (request) => service.getDocumentTypes(deps, callerOf(request)),
  );
}
