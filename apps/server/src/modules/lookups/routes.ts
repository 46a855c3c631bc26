import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ValidateNipRequest,
  ValidateNipResponse,
  ValidateViesRequest,
  ValidateViesResponse,
} from '@transitdocs/domain';
import type { Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import * as service from './service.ts';

export function lookupsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];

  r.post(
    '/company/api/v1/validate-nip/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'validateNip',
        summary: 'Check a Polish tax number (NIP) and find its company',
        tags,
        body: ValidateNipRequest,
        response: { 200: ValidateNipResponse },
      },
    },
    async (request) => service.validateNip(deps, request.body.nip),
  );

  r.post(
    '/company/api/v1/validate-vies/',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'validateVies',
        summary: 'Check an EU VAT number in VIES',
        tags,
        body: ValidateViesRequest,
        response: { 200: ValidateViesResponse },
      },
    },
    async (request) => service.validateVies(deps, request.body.vies),
  );
}
