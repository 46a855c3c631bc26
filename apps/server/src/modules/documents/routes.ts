import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Document,
  DocumentCreateRequest,
  DocumentListResponse,
  DocumentPatchRequest,
  DocumentRemark,
  DocumentRemarkFields,
  DocumentUploadFields,
  GenerateDocumentDataRequest,
  IdParams,
  RESERVATION_MAX_PHOTOS,
  RESERVATION_PHOTO_MAX_BYTES,
  Reservation,
  ReservationAnswerRequest,
  ReservationFields,
  VersionQuery,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import {
  claimFormKey,
  IDEMPOTENT_CREATE,
  IdempotencyKeyHeaders,
} from '../../platform/idempotency/index.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { RequestValidationError, fieldErrors } from '../../platform/errors.ts';
import {
  VERSIONED_DELETE,
  VERSIONED_WRITE,
  expectedVersion,
  sendVersion,
} from '../../platform/row-version.ts';
import { readMultipart, type MultipartForm, type UploadedFile } from './multipart.ts';
import { UPLOAD_MAX_BYTES } from './pdf-check.ts';
import * as service from './service.ts';

const API = service.API;
const TransitIdParams = z.object({ transitId: z.coerce.number().int().positive() });
const RemarkListQuery = z.object({ document: z.coerce.number().int().positive() });
const GenerateDocumentDataResponse = z.object({
  document_data: z.record(z.string(), z.unknown()),
});
const PHOTO_FIELDS = new Set(['files', 'files[]', 'photos', 'photos[]']);

function parseFields<T extends z.ZodType>(schema: T, form: MultipartForm): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(form.fields));
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return parsed.data;
}

/** Files sent under a name the endpoint does not take are refused like unknown fields. */
function rejectOtherFiles(files: UploadedFile[], accepted: (field: string) => boolean): void {
  const others = files.filter((file) => !accepted(file.field));
  if (others.length > 0) {
    throw fieldErrors(others.map((file) => ({ path: [file.field], key: 'unknown_field' })));
  }
}

export function documentsRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];

  r.post(
    `${API}generate-document-data/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'generateDocumentData',
        summary: "A document's data filled from its transit",
        tags,
        body: GenerateDocumentDataRequest,
        response: { 200: GenerateDocumentDataResponse },
      },
    },
    async (request) => service.generateData(deps, callerOf(request), request.body),
  );

  // One path, two bodies (spec 2 §7): JSON for a generated document, multipart for an upload.
  r.post(
    `${API}transit-document/`,
    {
      onRequest: authenticate,
      config: { ...IDEMPOTENT_CREATE, documentedBody: DocumentCreateRequest },
      schema: {
        operationId: 'createDocument',
        summary: 'Generate or upload a document of a transit',
        tags,
        headers: IdempotencyKeyHeaders,
        description:
          'JSON {transit, type, document_data, split_per_receiver?} generates a document; ' +
          'multipart (transit, name, document (PDF file), type 6|7|8, receiver) uploads one.',
        response: { 201: Document },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const meta = requestMeta(request);
      if (request.isMultipart()) {
        const form = await readMultipart(request, {
          fileSize: UPLOAD_MAX_BYTES,
          files: 1,
          fileField: 'document',
        });
        rejectOtherFiles(form.files, (field) => field === 'document');
        const fields = parseFields(DocumentUploadFields, form);
        if (await claimFormKey(request, reply, form)) return reply;
        const created = await service.uploadDocument(deps, caller, fields, form.files[0], meta);
        return reply.status(201).send(created);
      }
      const parsed = DocumentCreateRequest.safeParse(request.body ?? {});
      if (!parsed.success) throw new RequestValidationError(parsed.error);
      const created = await service.createGeneratedDocument(deps, caller, parsed.data, meta);
      return reply.status(201).send(created);
    },
  );

  r.get(
    `${API}transit-document/:id/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getDocument',
        summary: 'Read a document',
        tags,
        params: IdParams,
        description: 'Answers `ETag: "<version>"`, the `version` field a PATCH may send back.',
        response: { 200: Document },
      },
    },
    async (request, reply) =>
      sendVersion(reply, await service.getDocument(deps, callerOf(request), request.params.id)),
  );

  r.patch(
    `${API}transit-document/:id/`,
    {
      onRequest: authenticate,
      config: { errors: [409] },
      schema: {
        operationId: 'updateDocument',
        summary: 'Change a document',
        tags,
        params: IdParams,
        description: VERSIONED_WRITE,
        body: DocumentPatchRequest,
        response: { 200: Document },
      },
    },
    async (request, reply) =>
      sendVersion(
        reply,
        await service.updateDocument(
          deps,
          callerOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
          expectedVersion(request, request.body),
        ),
      ),
  );

  r.delete(
    `${API}transit-document/:id/`,
    {
      onRequest: authenticate,
      config: { errors: [409] },
      schema: {
        operationId: 'deleteDocument',
        summary: 'Delete a document',
        tags,
        params: IdParams,
        querystring: VersionQuery,
        description: VERSIONED_DELETE,
      },
    },
    async (request, reply) => {
      await service.deleteDocument(
        deps,
        callerOf(request),
        request.params.id,
        requestMeta(request),
        expectedVersion(request, request.query),
      );
      return reply.status(204).send();
    },
  );

  r.get(
    `${API}document/:transitId/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listTransitDocuments',
        summary: 'The documents of a transit',
        tags,
        params: TransitIdParams,
        response: { 200: DocumentListResponse },
      },
    },
    async (request) => service.listDocuments(deps, callerOf(request), request.params.transitId),
  );

  r.post(
    `${API}document-remark/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'addRemark',
        summary: 'Add a remark (with photos) to a document',
        tags,
        description:
          'multipart: document, type (pickup|delivery), message, files (PNG or JPEG photos)',
        response: { 201: DocumentRemark },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        fileSize: service.REMARK_PHOTO_MAX_BYTES,
        files: service.REMARK_MAX_PHOTOS,
        fileField: 'files',
      });
      rejectOtherFiles(form.files, (field) => PHOTO_FIELDS.has(field));
      const fields = parseFields(DocumentRemarkFields, form);
      const created = await service.addRemark(
        deps,
        callerOf(request),
        fields,
        form.files,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    `${API}document-remark/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listRemarks',
        summary: 'The remarks of a document',
        tags,
        querystring: RemarkListQuery,
        response: { 200: z.array(DocumentRemark) },
      },
    },
    async (request) => service.listRemarks(deps, callerOf(request), request.query.document),
  );

  r.post(
    `${API}document-reservation/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'addReservation',
        summary: 'Record a reservation (box 18 or 24) with photos kept as taken',
        tags,
        description:
          'multipart: document, box (taking_over|delivery), kind, lines (goods line indexes, ' +
          'comma-separated), counted_quantity, stated_quantity, text, captured_at, item_id, ' +
          'files (PNG or JPEG photos)',
        response: { 201: Reservation },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        fileSize: RESERVATION_PHOTO_MAX_BYTES,
        files: RESERVATION_MAX_PHOTOS,
        fileField: 'files',
      });
      rejectOtherFiles(form.files, (field) => PHOTO_FIELDS.has(field));
      const fields = parseFields(ReservationFields, form);
      const created = await service.addReservation(
        deps,
        callerOf(request),
        fields,
        form.files,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    `${API}document-reservation/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listReservations',
        summary: 'The reservations of a document, with their answers',
        tags,
        querystring: RemarkListQuery,
        response: { 200: z.array(Reservation) },
      },
    },
    async (request) =>
      service.listReservations(
        deps,
        { kind: 'user', caller: callerOf(request) },
        request.query.document,
      ),
  );

  r.post(
    `${API}document-reservation/:id/answer/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'answerReservation',
        summary: "The other side's answer to a reservation, confirmed with the PIN",
        tags,
        params: IdParams,
        body: ReservationAnswerRequest,
        response: { 200: Reservation },
      },
    },
    async (request) =>
      service.answerReservation(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  );

  r.get(
    `${API}document-reservation-photo/:id/download`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'downloadReservationPhoto',
        summary: 'Download a reservation photo as it was taken',
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await service.readReservationPhoto(
        deps,
        { kind: 'user', caller: callerOf(request) },
        request.params.id,
      );
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, max-age=86400')
        .header('content-length', String(file.size))
        .send(file.stream);
    },
  );

  r.get(
    `${API}document-file/:id/download`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'downloadRemarkFile',
        summary: 'Download a remark photo',
        tags,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await service.readRemarkFile(deps, callerOf(request), request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('gt-file-name', file.fileName)
        .header('cache-control', 'private, max-age=86400')
        .header('content-length', String(file.size))
        .send(file.stream);
    },
  );
}
