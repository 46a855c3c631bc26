import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTION_LOCATION_HEADER,
  ActionLocation,
  Document,
  IdParams,
  SIGNATURE_MAX_BYTES,
  SignPinVerificationRequest,
  SignAllResponse,
  SignAllStopsResponse,
  SignReceiversResponse,
  SignSmsConfirmRequest,
  SignSmsVerificationRequest,
  SignSmsVerificationResponse,
  SignVerificationResponse,
  SigningKeyCreateRequest,
  SigningKeyCreateResponse,
  SigningKeyListResponse,
} from '@transitdocs/domain';
import { callerOf, type Authenticate } from '../../platform/auth.ts';
import { requestMeta, type Deps } from '../../platform/context.ts';
import { fieldErrors } from '../../platform/errors.ts';
import { readMultipart } from '../documents/index.ts';
import { userRequester } from '../transits/index.ts';
import { API } from '../documents/index.ts';
import type { ActorMeta, SignActor } from './access.ts';
import * as keys from './keys.ts';
import * as service from './service.ts';
import * as verification from './verification.ts';

const tags = ['signing'];
const LOCATION_DESCRIPTION =
  'Optional header `Action-location`: JSON {latitude, longitude, accuracy, timestamp}; ' +
  'stored with the signature and the history row. Leave it out when geolocation is denied.';

function userActor(request: FastifyRequest): Extract<SignActor, { kind: 'user' }> {
  return { kind: 'user', caller: callerOf(request) };
}

function locationHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[ACTION_LOCATION_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** Verification calls keep the location for the history, leniently (never refused for it). */
function actorMeta(request: FastifyRequest): ActorMeta {
  const meta = requestMeta(request);
  let location: ActorMeta['location'];
  try {
    const checked = ActionLocation.safeParse(JSON.parse(locationHeader(request) ?? 'null'));
    location = checked.success ? checked.data : null;
  } catch {
    location = null;
  }
  return { ip: meta.ip, userAgent: meta.userAgent, location };
}

export function signingRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A person's PIN and his phone's keys: never a company API key's, whatever its scope.
  const ownCredentials = authenticate.as('own_credentials');

  r.post(
    `${API}sign-document-signature/`,
    {
      onRequest: authenticate,
      config: { errors: [409, 429] },
      schema: {
        operationId: 'signDocument',
        summary: 'Sign a document',
        tags,
        description:
          'multipart: signature (PNG file), document, transit, document_type (json|file), ' +
          'signed_by_type (sender|carrier|receiver|driver), receiver_id, signature_data (JSON: ' +
          'sign_fullname required, the company fields, sign_method), for an uploaded PDF ' +
          'dimensions (JSON {x, y}, fractions of the page from its top left) and pg_num ' +
          '(1-based), and verification (the id of a passed PIN or SMS verification; not needed ' +
          'for sign_method "on screen" or "handwritten"), captured_at (ISO time the signature ' +
          'was made on the device: not in the future, at most 7 days old; default the receipt ' +
          'time) and, for a signature queued offline, offline (JSON {item_id, key_id, ' +
          'signature, document_version}: the device signature (ES256, base64url r||s) over the ' +
          "domain's offlineSignaturePayload with a key registered at signing-keys/). A queued " +
          'item is applied once: sent again it answers as the first time. One whose slot was ' +
          'signed meanwhile, or whose document changed, answers 409 (offline_slot_signed, ' +
          'offline_document_changed) and stays in the history as refused. ' +
          LOCATION_DESCRIPTION +
          ' Answers the updated document.',
        response: { 200: Document },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        fileSize: SIGNATURE_MAX_BYTES,
        files: 1,
        fileField: 'signature',
      });
      const others = form.files.filter((file) => file.field !== 'signature');
      if (others.length > 0) {
        throw fieldErrors(others.map((file) => ({ path: [file.field], key: 'unknown_field' })));
      }
      const meta = requestMeta(request);
      return service.signDocument(deps, {
        actor: userActor(request),
        fields: Object.fromEntries(form.fields),
        png: form.files[0]?.bytes ?? null,
        location: locationHeader(request),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
    },
  );

  r.post(
    `${API}sign-all/`,
    {
      onRequest: authenticate,
      config: { errors: [409, 429] },
      schema: {
        operationId: 'signAllDocuments',
        summary: 'Sign several documents of a stop at once',
        tags,
        description:
          'multipart: signature (PNG file, drawn once), transit, items (JSON list, in the order ' +
          'walked through, of {document, signed_by_type, version, dimensions?, pg_num?}: one ' +
          "party's box on each document, each document once; `version` is the document's " +
          'version as shown; dimensions and pg_num place the signature on an uploaded PDF), ' +
          'receiver_id (a receiver box: the receiver verified), signature_data (JSON, as for ' +
          'one signature) and verification (a passed PIN or SMS verification of one of the ' +
          'documents in that box). The verification is spent once for the whole request; then ' +
          'each document is signed in its own transaction with its own signature row, chain ' +
          'hash and history entry. A document that cannot be signed (signed meanwhile, changed ' +
          'since shown: document_changed_since_shown, not the signer’s to sign) is answered in ' +
          '`results` with its error key while the others sign. Bad input or a verification ' +
          'that is not good signs nothing. The boxes offered are at all-transit/{id}/sign-all/. ' +
          LOCATION_DESCRIPTION,
        response: { 200: SignAllResponse },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        fileSize: SIGNATURE_MAX_BYTES,
        files: 1,
        fileField: 'signature',
      });
      const others = form.files.filter((file) => file.field !== 'signature');
      if (others.length > 0) {
        throw fieldErrors(others.map((file) => ({ path: [file.field], key: 'unknown_field' })));
      }
      const meta = requestMeta(request);
      return service.signAll(deps, {
        actor: userActor(request),
        fields: Object.fromEntries(form.fields),
        png: form.files[0]?.bytes ?? null,
        location: locationHeader(request),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
    },
  );

  r.get(
    `${API}all-transit/:id/sign-all/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listSignAllStops',
        summary: 'Where the caller may sign several documents at once',
        tags,
        description:
          "The boxes (sender's, carrier's, each receiver's) in which the caller may sign two or " +
          'more documents of the transit now, each with those documents in order (the same ' +
          'rule as one signature): what "Sign all" offers.',
        params: IdParams,
        response: { 200: SignAllStopsResponse },
      },
    },
    async (request) =>
      service.listSignAllStops(deps, userRequester(callerOf(request)), request.params.id),
  );

  r.get(
    `${API}sign-document-signature/:id/image`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getSignatureImage',
        summary: "A signature's image",
        tags,
        description: 'The signature image (PNG).',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const png = await service.readSignatureImage(deps, callerOf(request), request.params.id);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(png);
    },
  );

  r.post(
    `${API}sign-verification/pin/`,
    {
      onRequest: ownCredentials,
      config: { errors: [429] },
      schema: {
        operationId: 'verifySigningPin',
        summary: 'Confirm a signature with the PIN',
        tags,
        description:
          "The signed-in user's PIN for one slot of a document (5 tries per user in 15 min). " +
          'Answers a verification id that the next signature of that slot spends within 10 ' +
          'minutes (sign_method becomes "pin").',
        body: SignPinVerificationRequest,
        response: { 200: SignVerificationResponse },
      },
    },
    async (request) =>
      verification.verifyPin(deps, userActor(request), request.body, actorMeta(request)),
  );

  r.post(
    `${API}sign-verification/sms/`,
    {
      onRequest: authenticate,
      config: { errors: [429] },
      schema: {
        operationId: 'sendSigningSmsCode',
        summary: 'Send a code by SMS to confirm a signature',
        tags,
        description:
          'Sends a 6-digit code (valid 5 minutes) to the phone of the verifying party (the ' +
          "transit's sender or the signing receiver: the person's, else the contractor's), else " +
          'to `phone`. 5 codes per document and 20 per IP in 15 minutes.',
        body: SignSmsVerificationRequest,
        response: { 200: SignSmsVerificationResponse },
      },
    },
    async (request) =>
      verification.sendSmsCode(deps, userActor(request), request.body, {
        ...actorMeta(request),
        language: requestMeta(request).language,
      }),
  );

  r.post(
    `${API}sign-verification/sms/confirm/`,
    {
      onRequest: authenticate,
      config: { errors: [429] },
      schema: {
        operationId: 'confirmSigningSmsCode',
        summary: 'Confirm a signature with the SMS code',
        tags,
        description:
          'The code sent: 5 tries, then the code is dead. Passed, the verification is spent by ' +
          'the next signature of its slot within 10 minutes (sign_method becomes "sms").',
        body: SignSmsConfirmRequest,
        response: { 200: SignVerificationResponse },
      },
    },
    async (request) =>
      verification.confirmSmsCode(deps, userActor(request), request.body, actorMeta(request)),
  );

  r.post(
    `${API}signing-keys/`,
    {
      onRequest: ownCredentials,
      config: { errors: [429] },
      schema: {
        operationId: 'createSigningKey',
        summary: "Register a device's signing key",
        tags,
        description:
          "Registers the public half of the phone's ECDSA P-256 key (JWK as WebCrypto exports " +
          'it; no private part) for signing offline. Needs the PIN (the same tries and lockout ' +
          'as the PIN verification). The same key again answers its existing id.',
        body: SigningKeyCreateRequest,
        response: { 201: SigningKeyCreateResponse },
      },
    },
    async (request, reply) => {
      const created = await keys.registerSigningKey(
        deps,
        callerOf(request),
        request.body,
        requestMeta(request).ip,
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    `${API}signing-keys/`,
    {
      onRequest: ownCredentials,
      schema: {
        operationId: 'listSigningKeys',
        summary: "The signed-in person's signing keys",
        tags,
        description: "The signed-in user's own device keys, newest first (revoked ones too).",
        response: { 200: SigningKeyListResponse },
      },
    },
    async (request) => keys.listSigningKeys(deps, callerOf(request)),
  );

  r.delete(
    `${API}signing-keys/:id/`,
    {
      onRequest: ownCredentials,
      schema: {
        operationId: 'revokeSigningKey',
        summary: 'Revoke a signing key',
        tags,
        description:
          'Revokes one of your device keys: signatures queued with it are refused from now on.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await keys.revokeSigningKey(deps, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    `${API}all-transit/:id/receivers`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listSignableReceivers',
        summary: 'The receivers who may still sign documents of a transit',
        tags,
        description:
          "The transit's receivers for choosing the signer: each with the documents it has " +
          'signed (disable it there) and its sub-document.',
        params: IdParams,
        response: { 200: SignReceiversResponse },
      },
    },
    async (request) => service.listReceivers(deps, callerOf(request), request.params.id),
  );

  // Kept for the trailing-slash form some clients send.
  r.get(
    `${API}all-transit/:id/receivers/`,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listSignableReceivers',
        summary: 'The receivers who may still sign documents of a transit',
        hide: true,
        params: IdParams,
        response: { 200: SignReceiversResponse },
      },
    },
    async (request) => service.listReceivers(deps, callerOf(request), request.params.id),
  );
}
