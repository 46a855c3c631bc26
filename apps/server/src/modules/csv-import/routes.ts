import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSV_MAX_BYTES,
  CsvCompanySettings,
  CsvImportResponse,
  CsvMetadataResponse,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import {
  claimFormKey,
  IDEMPOTENT_CREATE,
  IdempotencyKeyHeaders,
} from '../../platform/idempotency/index.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { fieldErrors } from '../../platform/errors.ts';
import { readMultipart } from '../documents/index.ts';
import * as service from './service.ts';

const API = '/company/api/v1/';

/** The form of csv/metadata/ and csv/import/: one file under `file`, the rest text fields. */
async function readCsvForm(request: FastifyRequest): Promise<service.CsvForm> {
  const form = await readMultipart(request, {
    fileSize: CSV_MAX_BYTES,
    files: 1,
    fileField: 'file',
  });
  const others = form.files.filter((file) => file.field !== 'file');
  if (others.length > 0) {
    throw fieldErrors(others.map((file) => ({ path: [file.field], key: 'unknown_field' })));
  }
  return { fields: form.fields, file: form.files[0]?.bytes };
}

export function csvImportRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['csv-import'];

  r.post(
    `${API}csv/metadata/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'readCsvMetadata',
        summary: "Read a CSV file's columns and first rows",
        tags,
        response: { 200: CsvMetadataResponse },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return service.readMetadata(caller, await readCsvForm(request));
    },
  );

  r.post(
    `${API}csv/import/`,
    {
      onRequest: authenticate,
      config: IDEMPOTENT_CREATE,
      schema: {
        operationId: 'importCsv',
        summary: 'Import transits from a CSV file',
        tags,
        headers: IdempotencyKeyHeaders,
        response: { 200: CsvImportResponse },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const form = await readCsvForm(request);
      const files = form.file ? [{ field: 'file', fileName: '', bytes: form.file }] : [];
      if (await claimFormKey(request, reply, { fields: form.fields, files })) return reply;
      return service.importCsv(deps, caller, form, requestMeta(request));
    },
  );

  r.get(
    `${API}csv/company-settings/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getCsvSettings',
        summary: "The company's CSV import settings",
        tags,
        response: { 200: CsvCompanySettings },
      },
    },
    async (request) => service.getCompanySettings(deps, callerOf(request)),
  );

  r.put(
    `${API}csv/company-settings/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateCsvSettings',
        summary: "Change the company's CSV import settings",
        tags,
        body: CsvCompanySettings,
        response: { 200: CsvCompanySettings },
      },
    },
    async (request) => service.putCompanySettings(deps, callerOf(request), request.body),
  );
}
