import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTION_LOCATION_HEADER,
  AlertResponse,
  Document,
  SignAllResponse,
  SignAllStopsResponse,
  DocumentRemark,
  GenerateTokenRequest,
  GenerateTokenResponse,
  HandoverClaimRequest,
  HandoverClaimResponse,
  HandoverRequest,
  HandoverResponse,
  RevokeTokenRequest,
  SendTokenRequest,
  SendTokenResponse,
  ShareAlertRequest,
  ShareLinkAlertRequest,
  ShareDownloadQuery,
  ShareLinkRequest,
  ShareLinkResponse,
  RESERVATION_MAX_PHOTOS,
  RESERVATION_PHOTO_MAX_BYTES,
  Reservation,
  ShareRemarkFields,
  ShareReservationAnswerRequest,
  ShareReservationCodeRequest,
  ShareReservationFields,
  ShareTransitRequest,
  ShareTransitResponse,
  ShareUploadFields,
  SharedTransitResponse,
  SIGNATURE_MAX_BYTES,
  ShareSignCodeRequest,
  ShareSignCodeResponse,
  SignReceiversResponse,
  TransitAlertTypesResponse,
  type Language,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { IDEMPOTENT_CREATE, IdempotencyKeyHeaders } from '../../platform/idempotency/index.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { SHARE_LINK_ACCESS } from '../../platform/share-link-access.ts';
import { RequestValidationError, fieldErrors } from '../../platform/errors.ts';
import { readMultipart, type MultipartForm, type UploadedFile } from '../documents/index.ts';
import { UPLOAD_MAX_BYTES } from '../documents/index.ts';
import type { FileAnswer } from '../documents/index.ts';
import { REMARK_MAX_PHOTOS, REMARK_PHOTO_MAX_BYTES } from '../documents/index.ts';
import * as handover from './handover.ts';
import * as answers from './link-answers.ts';
import * as service from './service.ts';
import * as signing from './sign.ts';

const API = '/company/api/v1/';
const TOKEN_API = `${API}transit-token/`;
const SIGN_API = `${API}sign-document-token-signature/`;
const TokenParams = z.object({ token: z.string().max(200) });
const positiveId = () => z.coerce.number().int().positive();
const LinkDocumentParams = z.object({ token: z.string().max(200), id: positiveId() });
const LinkReservationParams = LinkDocumentParams.extend({ reservationId: positiveId() });
const LinkPhotoParams = LinkDocumentParams.extend({ photoId: positiveId() });
const DocumentParams = z.object({ id: z.coerce.number().int().positive() });
const PHOTO_FIELDS = new Set(['files', 'files[]', 'photos', 'photos[]']);

/** `{key}` is the token (transit-token/{token}/...) or an id (transit-token/{id}/...?token=). */
const KeyParams = z.object({ key: z.string().max(200) });
const IdKeyParams = z.object({ key: z.coerce.number().int().positive() });
/** The token as a query parameter: checked by the resolver, so a bad one is share_link_invalid. */
const TokenQuery = z.object({ token: z.string().max(200).optional() });

function parseFields<T extends z.ZodType>(schema: T, form: MultipartForm): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(form.fields));
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return parsed.data;
}

function rejectOtherFiles(files: UploadedFile[], accepted: (field: string) => boolean): void {
  const others = files.filter((file) => !accepted(file.field));
  if (others.length > 0) {
    throw fieldErrors(others.map((file) => ({ path: [file.field], key: 'unknown_field' })));
  }
}

function sendFile(reply: FastifyReply, file: FileAnswer, attachment: boolean) {
  const encoded = encodeURIComponent(file.fileName);
  reply
    .header('content-type', file.contentType)
    .header('gt-file-name', encoded)
    .header('access-control-expose-headers', 'gt-file-name')
    .header(
      'content-disposition',
      `${attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encoded}`,
    )
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer');
  if ('stream' in file) {
    // A stored file goes from the store to the client chunk by chunk.
    return reply.header('content-length', String(file.size)).send(file.stream);
  }
  return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

function language(request: FastifyRequest): Language {
  return requestMeta(request).language ?? 'pl';
}

export function sharingRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sharing'];

  // --- company side -------------------------------------------------------------------------

  r.post(
    `${API}generate-token/`,
    {
      onRequest: authenticate,
      config: IDEMPOTENT_CREATE,
      schema: {
        operationId: 'generateShareToken',
        summary: 'Make a share link for a receiver of a transit',
        tags,
        headers: IdempotencyKeyHeaders,
        body: GenerateTokenRequest,
        response: { 201: GenerateTokenResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createShareToken(deps, callerOf(request), request.body)),
  );

  r.post(
    `${API}send-token-email-sms/`,
    {
      onRequest: authenticate,
      config: { errors: [429] },
      schema: {
        operationId: 'sendShareToken',
        summary: 'Send a share link by email or SMS',
        tags,
        body: SendTokenRequest,
        response: { 200: SendTokenResponse },
      },
    },
    async (request) =>
      service.sendShareToken(deps, callerOf(request), request.body, requestMeta(request)),
  );

  r.post(
    `${API}revoke-token/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'revokeShareToken',
        summary: 'Revoke a share link',
        tags,
        body: RevokeTokenRequest,
      },
    },
    async (request, reply) => {
      await service.revokeShareToken(deps, callerOf(request), request.body.token);
      return reply.status(204).send();
    },
  );

  r.post(
    `${API}share-link/`,
    {
      onRequest: authenticate,
      config: IDEMPOTENT_CREATE,
      schema: {
        operationId: 'createShareLink',
        summary: 'Make a share link to documents',
        tags,
        headers: IdempotencyKeyHeaders,
        body: ShareLinkRequest,
        response: { 201: ShareLinkResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.shareByLink(deps, callerOf(request), request.body, requestMeta(request)),
        ),
  );

  r.post(
    `${API}share-transit/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'shareTransit',
        summary: 'Share a transit with another company',
        tags,
        body: ShareTransitRequest,
        response: { 201: ShareTransitResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.shareTransit(deps, callerOf(request), request.body, requestMeta(request)),
        ),
  );

  r.post(
    `${API}transit-document/:id/handover/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'startHandover',
        summary: "Hand a receiver's box over to the receiver's own phone",
        description:
          'A short code (and its address, for a QR code) that opens, once and within 15 minutes, ' +
          "a receiver link for this document and receiver; the link's signing code goes to the " +
          "receiver's contact. Only for a box the caller could get signed at his own phone now.",
        tags,
        params: DocumentParams,
        body: HandoverRequest,
        response: { 201: HandoverResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await handover.startHandover(
            deps,
            callerOf(request),
            request.params.id,
            request.body,
            requestMeta(request),
          ),
        ),
  );

  // --- outsiders (no login; the token resolves everything) -----------------------------------

  r.post(
    `${API}handover/`,
    {
      config: { errors: [410, 429] },
      schema: {
        operationId: 'claimHandover',
        summary: 'Open a hand-over by its short code',
        description:
          "The first opening answers the receiver link's token; a used or expired code answers " +
          '410 `handover_used` / `handover_expired`, an unknown one 400 `handover_invalid` ' +
          '(wrong codes from one address are limited: 429).',
        security: [],
        tags,
        body: HandoverClaimRequest,
        response: { 200: HandoverClaimResponse },
      },
    },
    async (request) => handover.claimHandover(deps, request.body, requestMeta(request)),
  );

  r.get(
    `${TOKEN_API}:key/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'getSharedTransit',
        summary: 'The transit a share link opens',
        security: [],
        tags,
        params: KeyParams,
        querystring: TokenQuery,
        response: { 200: SharedTransitResponse },
      },
    },
    async (request) => {
      const resolved = await service.resolveShare(deps, request.params.key);
      return service.getSharedTransit(deps, resolved, requestMeta(request));
    },
  );

  r.get(
    `${TOKEN_API}:key/download`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'downloadSharedDocument',
        summary: 'Download a document through a share link',
        security: [],
        tags,
        params: KeyParams,
        querystring: ShareDownloadQuery,
      },
    },
    async (request, reply) => {
      const resolved = await service.resolveShare(deps, request.params.key);
      const file = await service.sharedDocumentFile(
        deps,
        resolved,
        request.query.document,
        'download',
        language(request),
      );
      return sendFile(reply, file, true);
    },
  );

  for (const [path, kind] of [
    ['pdf', 'pdf'],
    ['xml', 'xml'],
    ['xml/', 'xml'],
  ] as const) {
    r.get(
      `${TOKEN_API}:key/${path}`,
      {
        config: { errors: [410] },
        schema: {
          operationId: kind === 'pdf' ? 'getSharedPdf' : 'getSharedXml',
          summary: `A document's ${kind === 'pdf' ? 'PDF' : 'e-CMR XML'} through a share link`,
          security: [],
          tags,
          params: IdKeyParams,
          querystring: TokenQuery,
          hide: path === 'xml/',
        },
      },
      async (request, reply) => {
        const resolved = await service.resolveShare(deps, request.query.token);
        const file = await service.sharedDocumentFile(
          deps,
          resolved,
          request.params.key,
          kind,
          language(request),
        );
        return sendFile(reply, file, kind === 'xml');
      },
    );
  }

  r.get(
    `${TOKEN_API}:key/document-file`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'downloadSharedRemarkFile',
        summary: 'A remark photo through a share link',
        security: [],
        tags,
        description: 'A remark photo (the id from remarks[].files[].id) of a granted document.',
        params: IdKeyParams,
        querystring: TokenQuery,
      },
    },
    async (request, reply) => {
      const resolved = await service.resolveShare(deps, request.query.token);
      const file = await service.sharedRemarkFile(deps, resolved, request.params.key);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('content-length', String(file.size))
        .send(file.stream);
    },
  );

  for (const path of ['receivers', 'receivers/']) {
    r.get(
      `${TOKEN_API}:key/${path}`,
      {
        config: { errors: [410] },
        schema: {
          operationId: 'listSharedReceivers',
          summary: 'The receivers who may sign through a share link',
          security: [],
          tags,
          params: IdKeyParams,
          querystring: TokenQuery,
          response: { 200: SignReceiversResponse },
          hide: path.endsWith('/'),
        },
      },
      async (request) => {
        const resolved = await service.resolveShare(deps, request.query.token);
        service.requireTransit(resolved, request.params.key);
        return service.sharedReceivers(deps, resolved);
      },
    );
  }

  r.post(
    `${TOKEN_API}:key/document-add/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'addSharedDocument',
        summary: 'Upload a document through a share link',
        security: [],
        tags,
        params: IdKeyParams,
        querystring: TokenQuery,
        description:
          'multipart: document (PDF file, 20 MB), type 6|7|8, name, receiver, and optionally ' +
          'first_name, last_name, company_name of the visitor',
        response: { 201: Document },
      },
    },
    async (request, reply) => {
      const resolved = await service.resolveShare(deps, request.query.token);
      service.requireTransit(resolved, request.params.key);
      const form = await readMultipart(request, {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fileField: 'document',
      });
      rejectOtherFiles(form.files, (field) => field === 'document');
      const fields = parseFields(ShareUploadFields, form);
      const created = await service.uploadFromLink(
        deps,
        resolved,
        fields,
        form.files[0],
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.post(
    `${TOKEN_API}:key/document-remark/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'addSharedRemark',
        summary: 'Add a remark through a share link',
        security: [],
        tags,
        params: IdKeyParams,
        querystring: TokenQuery,
        description:
          'multipart: document, type (pickup|delivery), message, files (photos), first_name, ' +
          'last_name, company_name (the remark is posted under that company name)',
        response: { 201: DocumentRemark },
      },
    },
    async (request, reply) => {
      const resolved = await service.resolveShare(deps, request.query.token);
      service.requireTransit(resolved, request.params.key);
      const form = await readMultipart(request, {
        fileSize: REMARK_PHOTO_MAX_BYTES,
        files: REMARK_MAX_PHOTOS,
        fileField: 'files',
      });
      rejectOtherFiles(form.files, (field) => PHOTO_FIELDS.has(field));
      const fields = parseFields(ShareRemarkFields, form);
      const created = await service.remarkFromLink(
        deps,
        resolved,
        fields,
        form.files,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  r.post(
    `${TOKEN_API}:key/document-reservation/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'addSharedReservation',
        summary: 'Record a reservation through a share link (the consignee in box 24)',
        security: [],
        tags,
        params: IdKeyParams,
        querystring: TokenQuery,
        description:
          'multipart: document, box, kind, lines, counted_quantity, stated_quantity, text, ' +
          'captured_at, files (photos, kept as taken), first_name, last_name, company_name',
        response: { 201: Reservation },
      },
    },
    async (request, reply) => {
      const resolved = await service.resolveShare(deps, request.query.token);
      service.requireTransit(resolved, request.params.key);
      const form = await readMultipart(request, {
        fileSize: RESERVATION_PHOTO_MAX_BYTES,
        files: RESERVATION_MAX_PHOTOS,
        fileField: 'files',
      });
      rejectOtherFiles(form.files, (field) => PHOTO_FIELDS.has(field));
      const fields = parseFields(ShareReservationFields, form);
      const created = await service.reservationFromLink(
        deps,
        resolved,
        fields,
        form.files,
        requestMeta(request),
      );
      return reply.status(201).send(created);
    },
  );

  // --- reservations answered through the sender's or the carrier's link ---------------------

  const LINK_DOCUMENT = `${TOKEN_API}:token/documents/:id/`;

  r.get(
    `${LINK_DOCUMENT}reservations/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'listSharedReservations',
        summary: "A shared document's reservations, and whether the link's party may answer each",
        security: [],
        tags,
        params: LinkDocumentParams,
        response: { 200: z.array(Reservation) },
      },
    },
    async (request) => answers.linkReservations(deps, request.params.token, request.params.id),
  );

  r.post(
    `${LINK_DOCUMENT}reservations/:reservationId/code/`,
    {
      config: { errors: [403, 410, 429] },
      schema: {
        operationId: 'requestShareReservationAnswerCode',
        summary: "Send the code that confirms the link's party's answer to a reservation",
        description:
          "Sends a 6-digit code (5 minutes, 5 tries) for answering this reservation to the link's " +
          "party's own contact (where the link went, else where its signing code went). It " +
          'answers only this reservation: it never signs, and a signing code never answers.',
        security: [],
        tags,
        params: LinkReservationParams,
        body: ShareReservationCodeRequest,
        response: { 200: ShareSignCodeResponse },
      },
    },
    async (request) =>
      answers.linkAnswerCode(
        deps,
        request.params.token,
        request.params.id,
        request.params.reservationId,
        requestMeta(request),
      ),
  );

  r.post(
    `${LINK_DOCUMENT}reservations/:reservationId/answer/`,
    {
      config: { errors: [403, 410] },
      schema: {
        operationId: 'answerSharedReservation',
        summary:
          "The link's party's answer to a reservation (accepted or contested), with its code",
        security: [],
        tags,
        params: LinkReservationParams,
        body: ShareReservationAnswerRequest,
        response: { 200: Reservation },
      },
    },
    async (request) =>
      answers.linkAnswer(
        deps,
        request.params.token,
        request.params.id,
        request.params.reservationId,
        request.body,
        requestMeta(request),
      ),
  );

  r.get(
    `${LINK_DOCUMENT}reservation-photos/:photoId/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'downloadSharedReservationPhoto',
        summary: 'A photo of a shared reservation, as it was taken',
        security: [],
        tags,
        params: LinkPhotoParams,
      },
    },
    async (request, reply) => {
      const file = await answers.linkReservationPhoto(
        deps,
        request.params.token,
        request.params.id,
        request.params.photoId,
      );
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-length', String(file.size))
        .send(file.stream);
    },
  );

  /** A visitor's alert on the transit he names, which must be his link's (else 404). */
  const alertFromLink = async (
    request: FastifyRequest,
    token: string | undefined,
    transitId: number,
    alert: ShareAlertRequest,
  ) => {
    const resolved = await service.resolveShare(deps, token);
    service.requireTransit(resolved, transitId);
    return service.alertFromLink(deps, resolved, alert, requestMeta(request));
  };

  r.get(
    `${TOKEN_API}:key/alert/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'listSharedAlertTypes',
        summary: 'The alerts a share link may send',
        security: [],
        tags,
        params: IdKeyParams,
        querystring: TokenQuery,
        response: { 200: TransitAlertTypesResponse },
      },
    },
    async (request) => {
      const resolved = await service.resolveShare(deps, request.query.token);
      service.requireTransit(resolved, request.params.key);
      return service.sharedAlertTypes(deps, resolved);
    },
  );

  r.post(
    `${TOKEN_API}:key/alert/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'sendSharedAlert',
        summary: 'Send an alert through a share link',
        security: [],
        tags,
        params: IdKeyParams,
        querystring: TokenQuery,
        body: ShareAlertRequest,
        response: { 201: AlertResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const alert = await alertFromLink(request, token, request.params.key, request.body);
      return reply.status(201).send(alert);
    },
  );

  // The product's own alert address, for a visitor who names his link in `?token=`; a signed-in
  // user's call to it is the transits module's (see platform/share-link-access.ts).
  r.post(
    '/company/api/v1/alert/',
    {
      constraints: { access: SHARE_LINK_ACCESS },
      schema: {
        hide: true,
        querystring: TokenQuery,
        body: ShareLinkAlertRequest,
        response: { 201: AlertResponse },
      },
    },
    async (request, reply) => {
      const { transit_id: transitId, ...fields } = request.body;
      const alert = await alertFromLink(request, request.query.token, transitId, fields);
      return reply.status(201).send(alert);
    },
  );

  // --- signing from a link, with a one-time code -----------------------------------------------

  r.post(
    `${SIGN_API}:token/code/`,
    {
      config: { errors: [410, 429] },
      schema: {
        operationId: 'requestShareSignCode',
        summary: 'Send the code that confirms a signature through a share link',
        security: [],
        tags,
        description:
          'Sends a 6-digit code (5 minutes, 5 tries) for signing `document` to where the link ' +
          'was sent (e-mail first, else phone); a link never sent takes the e-mail or phone given.',
        params: TokenParams,
        body: ShareSignCodeRequest,
        response: { 200: ShareSignCodeResponse },
      },
    },
    async (request) => {
      const resolved = await service.resolveShare(deps, request.params.token);
      return signing.sendSignCode(deps, resolved, request.body, requestMeta(request));
    },
  );

  r.get(
    `${SIGN_API}:token/sign-all/`,
    {
      config: { errors: [410] },
      schema: {
        operationId: 'listSharedSignAllStops',
        summary: "Where a share link's visitor may sign several documents at once",
        security: [],
        tags,
        params: TokenParams,
        description:
          "The boxes of the link's party in which its visitor may sign two or more of the " +
          "link's documents now, each with those documents in order (as all-transit/{id}/sign-all/).",
        response: { 200: SignAllStopsResponse },
      },
    },
    async (request) => {
      const resolved = await service.resolveShare(deps, request.params.token);
      return signing.signAllStopsOfLink(deps, resolved);
    },
  );

  r.post(
    `${SIGN_API}:token/sign-all/`,
    {
      config: { errors: [410, 429] },
      schema: {
        operationId: 'signAllSharedDocuments',
        summary: 'Sign several documents at once through a share link',
        security: [],
        tags,
        params: TokenParams,
        description:
          'multipart: the fields of sign-all/ (signature PNG, transit, items, receiver_id, ' +
          'signature_data) without verification, plus code (the one-time code sent for the ' +
          'first item, spent once for all) and first_name, last_name, company_name of the ' +
          'visitor. Each document is signed in its own transaction; `results` tells each ' +
          "one's outcome. A batch of which nothing was signed gives the code back. Optional " +
          'header Action-location.',
        response: { 200: SignAllResponse },
      },
    },
    async (request) => {
      const resolved = await service.resolveShare(deps, request.params.token);
      const form = await readMultipart(request, {
        fileSize: SIGNATURE_MAX_BYTES,
        files: 1,
        fileField: 'signature',
      });
      rejectOtherFiles(form.files, (field) => field === 'signature');
      const header = request.headers[ACTION_LOCATION_HEADER];
      return signing.signAllFromLink(
        deps,
        resolved,
        {
          fields: form.fields,
          png: form.files[0]?.bytes ?? null,
          location: Array.isArray(header) ? header[0] : header,
        },
        requestMeta(request),
      );
    },
  );

  r.post(
    `${SIGN_API}:token/`,
    {
      config: { errors: [409, 410] },
      schema: {
        operationId: 'signSharedDocument',
        summary: 'Sign a document through a share link',
        security: [],
        tags,
        params: TokenParams,
        description:
          'multipart: the fields of sign-document-signature/ (signature PNG, document, transit, ' +
          'document_type, signed_by_type, receiver_id, signature_data, dimensions, pg_num) plus ' +
          'code (the one-time code) and first_name, last_name, company_name of the visitor. ' +
          'Optional header Action-location. Answers the updated document.',
        response: { 200: Document },
      },
    },
    async (request) => {
      const resolved = await service.resolveShare(deps, request.params.token);
      const form = await readMultipart(request, {
        fileSize: SIGNATURE_MAX_BYTES,
        files: 1,
        fileField: 'signature',
      });
      rejectOtherFiles(form.files, (field) => field === 'signature');
      const header = request.headers[ACTION_LOCATION_HEADER];
      return signing.signFromLink(
        deps,
        resolved,
        {
          fields: form.fields,
          png: form.files[0]?.bytes ?? null,
          location: Array.isArray(header) ? header[0] : header,
        },
        requestMeta(request),
      );
    },
  );
}
