import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VERIFY_FILE_MAX_BYTES,
  VerifyDocumentResponse,
  VerifyFileResponse,
  VerifyParams,
} from '@transitdocs/domain';
import type { Deps } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { readMultipart } from '../documents/index.ts';
import * as service from './service.ts';

const BASE = '/company/api/v1/verify/:verifyId';

/**
 * The public verification of a signed document (no login; the QR code on its PDF points here).
 * Rate-limited per IP: the id is not guessable, and the limit keeps it that way.
 */
export function verifyRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['verify'];
  const limit = (request: FastifyRequest) => deps.limiter.consume('verify', [`ip:${request.ip}`]);

  r.get(
    `${BASE}/`,
    {
      config: { errors: [429] },
      schema: {
        operationId: 'getVerification',
        security: [],
        tags,
        summary: 'Who signed the document, when, and whether the signature chain holds',
        params: VerifyParams,
        response: { 200: VerifyDocumentResponse },
      },
    },
    async (request, reply) => {
      await limit(request);
      const answer = await service.verifyDocument(deps, request.params.verifyId);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  r.post(
    `${BASE}/file/`,
    {
      config: { errors: [429] },
      schema: {
        operationId: 'verifyFile',
        security: [],
        tags,
        summary: 'Whether a PDF (multipart field `file`, at most 20 MB) is one issued for it',
        params: VerifyParams,
        consumes: ['multipart/form-data'],
        response: { 200: VerifyFileResponse },
      },
    },
    async (request, reply) => {
      await limit(request);
      const form = await readMultipart(request, {
        fileSize: VERIFY_FILE_MAX_BYTES,
        files: 1,
        fileField: 'file',
      });
      const file = form.files.find((f) => f.field === 'file');
      if (!file) throw fieldError('file', 'field_required');
      const answer = await service.verifyFile(deps, request.params.verifyId, file.bytes);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
