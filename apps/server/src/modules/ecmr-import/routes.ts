import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ECMR_IMPORT_MAX_BYTES, EcmrImportResponse } from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { fieldError, fieldErrors } from '../../platform/errors.ts';
import { readMultipart } from '../documents/index.ts';
import * as service from './service.ts';

const API = '/company/api/v1/';

export function ecmrImportRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${API}ecmr/import/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'importEcmr',
        summary: 'Import an eCMR message (UN/CEFACT eCMR 1.0 XML) as a transit with its CMR',
        description:
          'Multipart form with the XML under `file` (UTF-8, at most 5 MB, no DOCTYPE). The ' +
          'parties become contractors (matched by tax number, else created); the boxes the ' +
          'issuing platform signed stay its signatures. The same file again answers the ' +
          'transit it made (`created: false`).',
        tags: ['ecmr-import'],
        response: { 200: EcmrImportResponse },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const form = await readMultipart(request, {
        fileSize: ECMR_IMPORT_MAX_BYTES,
        files: 1,
        fileField: 'file',
      });
      const others = form.files.filter((file) => file.field !== 'file');
      if (others.length > 0) {
        throw fieldErrors(others.map((file) => ({ path: [file.field], key: 'unknown_field' })));
      }
      const file = form.files[0];
      if (!file) throw fieldError('file', 'field_required');
      return service.importEcmr(
        deps,
        caller,
        { bytes: file.bytes, fileName: file.fileName },
        requestMeta(request),
      );
    },
  );
}
