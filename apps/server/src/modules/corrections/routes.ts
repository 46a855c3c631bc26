import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Correction,
  CorrectionDecisionRequest,
  CorrectionProposalRequest,
  DocumentCorrectionsResponse,
  IdParams,
  LinkCorrectionCodeRequest,
  LinkCorrectionDecisionRequest,
  ShareSignCodeResponse,
  type Language,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import type { FileAnswer } from '../documents/index.ts';
import * as service from './service.ts';

const API = '/company/api/v1/';
const id = () => z.coerce.number().int().positive();
const CorrectionParams = z.object({ id: id(), correctionId: id() });
const VersionParams = z.object({ id: id(), version: id() });
const TOKEN = z.string().max(200);
const LinkParams = z.object({ token: TOKEN, id: id() });
const LinkCorrectionParams = z.object({ token: TOKEN, id: id(), correctionId: id() });
const LinkVersionParams = z.object({ token: TOKEN, id: id(), version: id() });

function sendPdf(reply: FastifyReply, file: FileAnswer) {
  const encoded = encodeURIComponent(file.fileName);
  reply
    .header('content-type', file.contentType)
    .header('gt-file-name', encoded)
    .header('access-control-expose-headers', 'gt-file-name')
    .header('content-disposition', `inline; filename*=UTF-8''${encoded}`)
    .header('cache-control', 'private, no-store');
  if ('stream' in file) return reply.header('content-length', String(file.size)).send(file.stream);
  return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/**
 * Corrections after signing: proposed by the document's owner, decided by every party that
 * signed it, in the app (PIN) or through its party link (the link's code).
 */
export function correctionsRoutes(
  app: FastifyInstance,
  deps: Deps,
  authenticate: Authenticate,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const language = (request: Parameters<typeof requestMeta>[0]): Language =>
    requestMeta(request).language ?? 'pl';

  r.get(
    `${API}transit-document/:id/corrections/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listDocumentCorrections',
        summary: "A document's correction proposals, their decisions and the document's versions",
        tags,
        params: IdParams,
        response: { 200: DocumentCorrectionsResponse },
      },
    },
    async (request) => service.listDocumentCorrections(deps, callerOf(request), request.params.id),
  );

  r.post(
    `${API}transit-document/:id/corrections/`,
    {
      onRequest: authenticate,
      config: { errors: [403, 409] },
      schema: {
        operationId: 'proposeDocumentCorrection',
        summary: 'Propose a correction of a signed document',
        description:
          '`changes`: the new values of the top-level `document_data` fields to change; ' +
          'fields whose value does not change are dropped, and none left answers ' +
          '`correction_empty`. The signed version stays valid until every signatory approves.',
        tags,
        params: IdParams,
        body: CorrectionProposalRequest,
        response: { 201: Correction },
      },
    },
    async (request, reply) => {
      const created = await service.proposeCorrection(
        deps,
        callerOf(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.code(201).send(created);
    },
  );

  r.post(
    `${API}transit-document/:id/corrections/:correctionId/decision/`,
    {
      onRequest: authenticate,
      config: { errors: [403, 409] },
      schema: {
        operationId: 'decideDocumentCorrection',
        summary: "A signatory party's approval or rejection of a correction, with the user's PIN",
        tags,
        params: CorrectionParams,
        body: CorrectionDecisionRequest,
        response: { 200: Correction },
      },
    },
    async (request) =>
      service.decideInApp(
        deps,
        callerOf(request),
        request.params.id,
        request.params.correctionId,
        request.body,
        requestMeta(request),
      ),
  );

  r.get(
    `${API}document/id/:id/versions/:version/pdf`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getDocumentVersionPdf',
        summary: "The PDF of one version of a corrected document's data",
        tags,
        params: VersionParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.documentVersionPdf(
          deps,
          callerOf(request),
          request.params.id,
          request.params.version,
          language(request),
        ),
      ),
  );

  // --- through a party link --------------------------------------------------------------------

  const LINK = `${API}transit-token/:token/documents/:id/`;

  r.get(
    `${LINK}corrections/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'listSharedDocumentCorrections',
        summary: "A shared document's corrections, as the link's party sees them",
        security: [],
        tags: ['sharing'],
        params: LinkParams,
        response: { 200: DocumentCorrectionsResponse },
      },
    },
    async (request) => service.linkCorrections(deps, request.params.token, request.params.id),
  );

  r.post(
    `${LINK}corrections/:correctionId/code/`,
    {
      config: { errors: [403, 410, 429] },
      schema: {
        operationId: 'requestShareCorrectionCode',
        summary: "Send the code that confirms the link's party's decision on a correction",
        security: [],
        tags: ['sharing'],
        params: LinkCorrectionParams,
        body: LinkCorrectionCodeRequest,
        response: { 200: ShareSignCodeResponse },
      },
    },
    async (request) =>
      service.linkDecisionCode(
        deps,
        request.params.token,
        request.params.id,
        request.params.correctionId,
        request.body,
        requestMeta(request),
      ),
  );

  r.post(
    `${LINK}corrections/:correctionId/decision/`,
    {
      config: { errors: [403, 409, 410] },
      schema: {
        operationId: 'decideSharedDocumentCorrection',
        summary: "The link's party's approval or rejection of a correction, with its code",
        security: [],
        tags: ['sharing'],
        params: LinkCorrectionParams,
        body: LinkCorrectionDecisionRequest,
        response: { 200: Correction },
      },
    },
    async (request) =>
      service.linkDecide(
        deps,
        request.params.token,
        request.params.id,
        request.params.correctionId,
        request.body,
        requestMeta(request),
      ),
  );

  r.get(
    `${LINK}versions/:version/pdf`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'getSharedDocumentVersionPdf',
        summary: "The PDF of one version of a shared corrected document's data",
        security: [],
        tags: ['sharing'],
        params: LinkVersionParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.linkVersionPdf(
          deps,
          request.params.token,
          request.params.id,
          request.params.version,
          language(request),
        ),
      ),
  );
}
