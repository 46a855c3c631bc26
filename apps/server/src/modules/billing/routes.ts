import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BillingParams, BillingSummary } from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import * as service from './service.ts';

export function billingRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  // The spec's path has no trailing slash; the slashed form answers too.
  for (const path of [
    '/company/api/v1/generate-document-count/:month/:year',
    '/company/api/v1/generate-document-count/:month/:year/',
  ]) {
    r.get(
      path,
      {
        onRequest: authenticate,
        schema: {
          operationId: 'countGeneratedDocuments',
          summary: 'How many documents the company generated in a month',
          tags,
          hide: !path.endsWith('/'),
          params: BillingParams,
          response: { 200: BillingSummary },
        },
      },
      async (request) =>
        service.billingSummary(deps, callerOf(request), request.params.month, request.params.year),
    );
  }
}
