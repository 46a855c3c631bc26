import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SECURITY_SCHEMES, TAGS } from './components.ts';
import { addErrorAnswers, describeRoute } from './operations.ts';

export type { ErrorStatus } from './components.ts';

/** 3.1: the first version with a `webhooks` section. */
export const OPENAPI_VERSION = '3.1.0';

/**
 * The options of @fastify/swagger: the document's frame, and the transforms that give each
 * operation its security and error answers from what its route declares.
 */
export function apiDocumentOptions(
  webhooks: Record<string, OpenAPIV3_1.PathItemObject>,
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'TransitDocs API',
        version: '1.0.0',
        description:
          'Transits, their documents and signatures. Integrators authenticate with a company ' +
          'API key; errors carry translation keys (docs/decisions/0003-error-bodies.md).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the document describes whichever instance serves it.
      servers: [{ url: '/', description: 'The instance that serves this document' }],
      tags: TAGS,
      webhooks,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: describeRoute,
    transformObject: addErrorAnswers,
  };
}
