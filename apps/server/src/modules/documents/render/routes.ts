import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, type Language } from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../../platform/auth.ts';
import { requestMeta, type Deps } from '../../../platform/context.ts';
import * as service from './service.ts';

const BASE = '/company/api/v1/document/id/:id';

/** Sends a file with its name in `gt-file-name` (URL-encoded: header values are ASCII). */
function sendFile(reply: FastifyReply, file: service.FileAnswer, attachment: boolean) {
  const encoded = encodeURIComponent(file.fileName);
  reply
    .header('content-type', file.contentType)
    .header('gt-file-name', encoded)
    .header('access-control-expose-headers', 'gt-file-name')
    .header(
      'content-disposition',
      `${attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encoded}`,
    )
    .header('cache-control', 'private, no-store');
  if ('stream' in file) {
    // A stored file goes from the store to the client chunk by chunk.
    return reply.header('content-length', String(file.size)).send(file.stream);
  }
  return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

export function documentRenderRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const language = (request: Parameters<typeof requestMeta>[0]): Language =>
    requestMeta(request).language ?? 'pl';

  r.get(
    `${BASE}/pdf`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getDocumentPdf',
        summary: "A document's PDF",
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await service.documentPdf(
        deps,
        callerOf(request),
        request.params.id,
        language(request),
      );
      return sendFile(reply, file, false);
    },
  );

  for (const path of [`${BASE}/xml/`, `${BASE}/xml`]) {
    r.get(
      path,
      {
        onRequest: authenticate,
        schema: {
          operationId: 'getDocumentXml',
          summary: "A document's e-CMR XML",
          tags,
          params: IdParams,
          hide: path.endsWith('xml'),
        },
      },
      async (request, reply) => {
        const file = await service.documentXml(deps, callerOf(request), request.params.id);
        return sendFile(reply, file, true);
      },
    );
  }

  r.get(
    `${BASE}/download`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'downloadDocument',
        summary: "Download a document's file",
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await service.documentDownload(
        deps,
        callerOf(request),
        request.params.id,
        language(request),
      );
      return sendFile(reply, file, true);
    },
  );

  r.get(
    `${BASE}/history`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getDocumentHistory',
        summary: "A document's history as a PDF",
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await service.documentHistoryPdf(
        deps,
        callerOf(request),
        request.params.id,
        language(request),
      );
      return sendFile(reply, file, false);
    },
  );
}
