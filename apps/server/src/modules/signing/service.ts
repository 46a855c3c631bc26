import { createHash } from 'node:crypto';
import {
  ActionLocation,
  ERROR_KEYS,
  OfflineSignatureItem,
  SIGNATURE_CHAIN_GENESIS,
  SignDocumentFields,
  UNVERIFIED_SIGN_METHODS,
  generatedContentPayload,
  offlineSignMethodOf,
  offlineSignaturePayload,
  placementRefusal,
  signatureChainPayload,
  type Document,
  type ErrorKey,
  type SignReceiversResponse,
  type SignatureDataInput,
  type SignerType,
} from '@transitdocs/domain';
import { z } from 'zod';
import { isUniqueViolation, nowIso, type Executor } from '../../db/index.ts';
import type {
  DocumentRow,
  OfflineItemRow,
  SignVerificationRow,
  SigningKeyRow,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, RequestValidationError, fieldError, notFound } from '../../platform/errors.ts';
import { loadDocumentFacts, requireDocument } from '../documents/guard.ts';
import { notifyTransitEvent, publishNotifications } from '../notifications/notify.ts';
import {
  documentsOfTransit,
  enqueueDocumentSigned,
  receiversOfTransit,
  storeSignature,
  toDocuments,
} from '../documents/service.ts';
import { recordDriverPosition } from '../fleet/service.ts';
import { holdOpenTransit, requireTransit, userRequester } from '../transits/guard.ts';
import { sendQueuedWebhooks } from '../webhooks/events.ts';
import {
  appendSigningEvent,
  checkSlot,
  refusalBody,
  requesterOf,
  resolveTarget,
  type ActorMeta,
  type SignActor,
  type SignTarget,
} from './access.ts';
import type { DocumentEventData } from '../documents/events.ts';
import { isDeviceSignatureValid, usableSigningKey } from './keys.ts';
import { checkCapturedAt } from './offline-items.ts';
import * as repo from './repo.ts';
import { prepareSignatureImage } from './signature-image.ts';
import { hashVerificationToken } from './verification.ts';

export type { SignActor } from './access.ts';

/**
 * How the signer was verified: a verification id from sign-verification/ (PIN or SMS), or, for
 * a share link, the link's one-time code the sharing module checked itself.
 */
export type SignVerificationInput = string | { method: 'sms'; checkedBy: 'share_link_code' } | null;

export type SignDocumentInput = {
  actor: SignActor;
  /** the multipart text fields as sent (SignDocumentFields parses them) */
  fields: Record<string, unknown>;
  /** the `signature` file (PNG) */
  png: Buffer | null;
  /** the `Action-location` header as sent (JSON text), or already parsed; absent when denied */
  location: string | ActionLocation | null | undefined;
  ip: string;
  userAgent: string | null;
  /** overrides `fields.verification` (the sharing module passes its own check) */
  verification?: SignVerificationInput;
};

const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function parseLocation(value: SignDocumentInput['location']): ActionLocation | null {
  if (value === undefined || value === null || value === '') return null;
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value) as unknown;
    } catch {
      throw fieldError('action_location', 'invalid_format');
    }
  }
  const parsed = ActionLocation.safeParse(raw);
  if (!parsed.success) throw fieldError('action_location', 'invalid_format');
  return parsed.data;
}

/** Lenient read of the location for the history of a refused attempt. */
function locationForHistory(value: SignDocumentInput['location']): ActionLocation | null {
  try {
    return parseLocation(value);
  } catch {
    return null;
  }
}

/** The slot the fields name, read alone (the other fields are checked when signing). */
const SlotFields = z.object({
  signed_by_type: SignDocumentFields.shape.signed_by_type,
  receiver_id: SignDocumentFields.shape.receiver_id,
});

function documentIdOf(fields: Record<string, unknown>): number {
  const parsed = z
    .object({ document: SignDocumentFields.shape.document })
    .safeParse({ document: fields.document });
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return parsed.data.document;
}

function checkDocumentKind(document: DocumentRow, kind: 'json' | 'file' | number): void {
  const isUpload = document.file_sha256 !== null;
  const matches =
    typeof kind === 'number' ? kind === document.type : (kind === 'file') === isUpload;
  if (!matches) throw fieldError('document_type', 'invalid_choice');
}

async function placementOf(
  deps: Deps,
  document: DocumentRow,
  fields: SignDocumentFields,
): Promise<{ page: number; x: number; y: number } | null> {
  if (document.file_sha256 === null) return null;
  if (!fields.dimensions) throw fieldError('dimensions', 'field_required');
  if (fields.pg_num === undefined) throw fieldError('pg_num', 'field_required');
  const bytes = await deps.files.get(document.file_sha256);
  if (!bytes) throw notFound();
  const pdf = await deps.pdfInspector.inspect(bytes);
  const pages = pdf.ok ? pdf.pages : 0;
  const placement = { page: fields.pg_num, x: fields.dimensions.x, y: fields.dimensions.y };
  const refusal = placementRefusal(placement, pages);
  if (refusal) throw fieldError(refusal.field, refusal.key);
  return placement;
}

type VerificationPlan =
  | { kind: 'none'; signMethod: 'on screen' | 'handwritten' }
  | { kind: 'token'; tokenHash: string }
  | { kind: 'link_code' }
  | { kind: 'device_key'; signMethod: 'on screen' | 'handwritten' | 'pin' };

function planVerification(
  actor: SignActor,
  data: SignatureDataInput,
  given: SignVerificationInput,
): VerificationPlan {
  if (typeof given === 'string' && given !== '') {
    return { kind: 'token', tokenHash: hashVerificationToken(given) };
  }
  if (given !== null && typeof given === 'object') return { kind: 'link_code' };
  if (actor.kind === 'link') throw fieldError('verification', 'verification_required');
  const method = data.sign_method ?? 'on screen';
  const plain = UNVERIFIED_SIGN_METHODS.find((m) => m === method);
  if (plain) return { kind: 'none', signMethod: plain };
  if (method === 'pin' || method === 'sms') {
    throw fieldError('verification', 'verification_required');
  }
  throw fieldError('signature_data.sign_method', 'invalid_choice');
}

/**
 * A queued offline signature was checked with the phone's key, made after the driver's PIN on
 * the phone: "pin" where the domain says an offline signature states it (the driver's own box),
 * else a plain method; SMS cannot be offline.
 */
function planOfflineVerification(
  data: SignatureDataInput,
  signedByType: SignerType,
): VerificationPlan {
  const method = data.sign_method ?? 'on screen';
  if (method === 'pin' && offlineSignMethodOf(signedByType) === 'pin') {
    return { kind: 'device_key', signMethod: 'pin' };
  }
  const plain = UNVERIFIED_SIGN_METHODS.find((m) => m === method);
  if (plain) return { kind: 'device_key', signMethod: plain };
  throw fieldError('signature_data.sign_method', 'invalid_choice');
}

/** A passed, unspent, unexpired verification of exactly this document and slot by this actor. */
function verificationMatches(
  row: SignVerificationRow | undefined,
  target: SignTarget,
  actor: SignActor,
  signedByType: string,
  receiverId: number | null,
  now: string,
): row is SignVerificationRow {
  if (!row) return false;
  const sameActor =
    actor.kind === 'user' ? row.user_id === actor.caller.userId : row.user_id === null;
  return (
    sameActor &&
    row.company_id === target.document.company_id &&
    row.document_id === target.document.id &&
    row.signed_by_type === signedByType &&
    (row.receiver_id ?? null) === receiverId &&
    row.passed_at !== null &&
    row.consumed_at === null &&
    row.expires_at > now
  );
}

/**
 * A queued offline signature as far as it got: once its device signature is verified (the item
 * is the phone's own), a refusal is kept by its item id and answered again to a replay.
 */
type OfflineProgress = {
  verified: { item: OfflineSignatureItem; keyId: number; capturedAt: string } | null;
  /** this request recorded the item (applied or refused) */
  recorded: boolean;
};

const newProgress = (): OfflineProgress => ({ verified: null, recorded: false });

/** A JSON multipart field as sent (parsed, not cleaned), or null. */
function rawJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The history entry of a refused attempt: a queued offline signature says more of itself. */
function refusalEvent(
  input: SignDocumentInput,
  error: unknown,
  body: Record<string, unknown>,
): DocumentEventData {
  const raw = input.fields;
  const receiver = Number(raw.receiver_id);
  const slot = {
    signed_by_type: typeof raw.signed_by_type === 'string' ? raw.signed_by_type : null,
    receiver_id: Number.isInteger(receiver) && receiver > 0 ? receiver : null,
  };
  if (raw.offline === undefined || raw.offline === '') {
    return { type: 'sign_attempt_refused', ...slot, errors: body };
  }
  const item = OfflineSignatureItem.partial().safeParse(rawJson(raw.offline));
  const data = rawJson(raw.signature_data);
  const name =
    typeof data === 'object' && data !== null && 'sign_fullname' in data
      ? data.sign_fullname
      : null;
  const capturedAt = typeof raw.captured_at === 'string' ? raw.captured_at.slice(0, 40) : null;
  return {
    type: 'sign_attempt_refused',
    offline: true,
    ...slot,
    item_id: item.success ? (item.data.item_id ?? null) : null,
    key_id: item.success ? (item.data.key_id ?? null) : null,
    signer_name: typeof name === 'string' ? name.slice(0, 200) : null,
    captured_at: capturedAt,
    reason: error instanceof AppError ? error.key : 'invalid_format',
    errors: body,
  };
}

/**
 * Runs `attempt`; a refusal (bad input or a rule) is recorded in the history, then thrown. A
 * verified offline item's refusal is also kept by its item id, in the same write; when the same
 * item was recorded meanwhile (it arrived twice at once) nothing is written.
 */
async function recordingRefusal(
  deps: Deps,
  input: SignDocumentInput,
  target: SignTarget,
  progress: OfflineProgress,
  attempt: () => Promise<void>,
): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    const body = refusalBody(error);
    if (body) {
      const meta = {
        ip: input.ip,
        userAgent: input.userAgent,
        location: locationForHistory(input.location),
      };
      const event = refusalEvent(input, error, body);
      const now = nowIso();
      const { verified } = progress;
      if (verified && input.actor.kind === 'user') {
        const caller = input.actor.caller;
        try {
          await deps.db.transaction().execute(async (trx) => {
            await repo.insertOfflineItem(trx, {
              company_id: caller.companyId,
              user_id: caller.userId,
              item_id: verified.item.item_id,
              kind: 'signature',
              document_id: target.document.id,
              key_id: verified.keyId,
              device_signature: verified.item.signature,
              status: 'refused',
              signature_id: null,
              remark_id: null,
              answer_status: error instanceof AppError ? error.status : 400,
              answer_key: error instanceof AppError ? error.key : 'invalid_format',
              answer_body: JSON.stringify(body),
              captured_at: verified.capturedAt,
              created_at: now,
            });
            await appendSigningEvent(trx, target.document, input.actor, meta, event, now);
          });
          progress.recorded = true;
        } catch (recordError) {
          if (!isUniqueViolation(recordError)) throw recordError;
        }
      } else {
        await appendSigningEvent(deps.db, target.document, input.actor, meta, event, now);
      }
    }
    throw error;
  }
}

/** The queued item a signed-in user's request names, read leniently (for its replay). */
function queuedItemOf(
  input: SignDocumentInput,
): { userId: number; item: OfflineSignatureItem } | null {
  if (input.actor.kind !== 'user' || input.fields.offline === undefined) return null;
  const parsed = OfflineSignatureItem.safeParse(rawJson(input.fields.offline));
  return parsed.success ? { userId: input.actor.caller.userId, item: parsed.data } : null;
}

/** The same item again: signature, document and device signature all as first received. */
function isSameItem(row: OfflineItemRow, item: OfflineSignatureItem, documentId: number): boolean {
  return (
    row.kind === 'signature' &&
    row.document_id === documentId &&
    row.device_signature === item.signature
  );
}

const errorKeyOf = (key: string | null): ErrorKey =>
  ERROR_KEYS.find((known) => known === key) ?? 'invalid_format';

/** What a queued item answered the first time: the document it was applied to, or its refusal. */
async function replayAnswer(deps: Deps, actor: SignActor, row: OfflineItemRow): Promise<Document> {
  if (row.status === 'applied') return answerDocument(deps, actor, row.document_id);
  const body = rawJson(row.answer_body);
  throw new AppError(
    row.answer_status ?? 409,
    errorKeyOf(row.answer_key),
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined,
  );
}

/**
 * Signs one slot of a document (spec 2 §4) for a signed-in user or a share-link visitor: every
 * rule checked and the signature, its hashes, the spent verification and the history row written
 * in one transaction holding the transit and the document. A refused attempt (bad input or a
 * rule) is recorded in the document's history afterwards, in its own write; a document outside
 * the actor's reach answers 404 and nothing is written.
 */
export async function signDocument(deps: Deps, input: SignDocumentInput): Promise<Document> {
  const documentId = documentIdOf(input.fields);
  const target = await resolveTarget(deps.db, input.actor, documentId);
  // A queued item sent again (its answer was lost on the way) answers as the first time did.
  const queued = queuedItemOf(input);
  const earlier = queued
    ? await repo.findOfflineItem(deps.db, queued.userId, queued.item.item_id)
    : undefined;
  if (queued && earlier && isSameItem(earlier, queued.item, target.document.id)) {
    return replayAnswer(deps, input.actor, earlier);
  }
  const progress = newProgress();
  try {
    await recordingRefusal(deps, input, target, progress, async () => {
      if (earlier) throw fieldError('offline.item_id', 'offline_item_reused');
      const signatureId = await performSignature(deps, input, target, progress);
      deps.log.info({ documentId, signatureId }, 'document signed');
    });
  } catch (error) {
    // The same item arrived twice at once: the one recorded first gives the answer.
    const winner =
      queued && !progress.recorded
        ? await repo.findOfflineItem(deps.db, queued.userId, queued.item.item_id)
        : undefined;
    if (queued && winner && isSameItem(winner, queued.item, target.document.id)) {
      return replayAnswer(deps, input.actor, winner);
    }
    throw error;
  }
  return answerDocument(deps, input.actor, target.document.id);
}

/** The signed document as the signer now sees it (with what he may still do to it). */
async function answerDocument(deps: Deps, signer: SignActor, id: number): Promise<Document> {
  const { document, actor, transit } = await requireDocument(
    deps.db,
    requesterOf(signer),
    id,
    'view',
  );
  const [answer] = await toDocuments(deps.db, [document], actor, transit);
  if (!answer) throw notFound();
  return answer;
}

/**
 * Asks the rulebook before anything is spent (a share link's one-time code): the slot the fields
 * name, for the document the signer reaches. A refusal is recorded in the history like any
 * refused signature; fields too malformed to name a slot are left to `signDocument`.
 */
export async function checkSignable(deps: Deps, input: SignDocumentInput): Promise<void> {
  const target = await resolveTarget(deps.db, input.actor, documentIdOf(input.fields));
  const slot = SlotFields.safeParse(input.fields);
  if (!slot.success) return;
  await recordingRefusal(deps, input, target, newProgress(), () => {
    checkSlot(target, slot.data.signed_by_type, slot.data.receiver_id ?? null);
    return Promise.resolve();
  });
}

/** The rulebook's "this slot is taken" for a queued signature: someone signed it meanwhile. */
function checkSlotOrConflict(
  target: Pick<SignTarget, 'actor' | 'facts'>,
  fields: SignDocumentFields,
  offline: boolean,
): number | null {
  try {
    return checkSlot(target, fields.signed_by_type, fields.receiver_id ?? null);
  } catch (error) {
    const taken =
      error instanceof AppError &&
      (error.key === 'slot_already_signed' || error.key === 'document_fully_signed');
    if (offline && taken) throw new AppError(409, 'offline_slot_signed');
    throw error;
  }
}

/**
 * A queued offline signature's proof: a signed-in user's own, live key, and a device signature
 * over the domain's payload built from the request as received. Answers the key.
 */
async function verifyOfflineItem(
  deps: Deps,
  input: SignDocumentInput,
  fields: SignDocumentFields,
  item: OfflineSignatureItem,
  progress: OfflineProgress,
): Promise<SigningKeyRow> {
  const { actor } = input;
  if (actor.kind !== 'user') throw fieldError('offline', 'offline_not_allowed');
  if (fields.verification !== undefined || input.verification !== undefined) {
    throw fieldError('verification', 'invalid_choice');
  }
  if (fields.captured_at === undefined) throw fieldError('captured_at', 'field_required');
  if (!input.png) throw fieldError('signature', 'field_required');
  const key = await usableSigningKey(deps, actor.caller, item.key_id);
  const payload = offlineSignaturePayload({
    item_id: item.item_id,
    document_id: fields.document,
    signed_by_type: fields.signed_by_type,
    receiver_id: fields.receiver_id ?? null,
    signature_data: rawJson(input.fields.signature_data),
    captured_at: typeof input.fields.captured_at === 'string' ? input.fields.captured_at : '',
    position: rawJson(input.location),
    dimensions: rawJson(input.fields.dimensions),
    pg_num: fields.pg_num ?? null,
    image_sha256: createHash('sha256').update(input.png).digest('hex'),
    document_version: item.document_version,
  });
  if (!isDeviceSignatureValid(key, payload, item.signature)) {
    throw fieldError('offline.signature', 'offline_signature_invalid');
  }
  progress.verified = { item, keyId: key.id, capturedAt: fields.captured_at };
  return key;
}

/**
 * The document as the phone showed it is still what is signed: its version then, or a later
 * one reached only by signatures (each adds one and records the version it made). An edit in
 * between, or a version the server never gave, is a conflict.
 */
async function requireUnchangedSince(
  trx: Executor,
  current: DocumentRow,
  phoneVersion: string,
): Promise<void> {
  const seen = Number(phoneVersion);
  if (seen === current.version) return;
  const signaturesSince =
    seen < current.version ? await repo.countSignaturesAfterVersion(trx, current.id, seen) : -1;
  if (current.version - seen !== signaturesSince) {
    throw new AppError(409, 'offline_document_changed');
  }
}

async function performSignature(
  deps: Deps,
  input: SignDocumentInput,
  target: SignTarget,
  progress: OfflineProgress,
): Promise<number> {
  const { actor } = input;
  const parsed = SignDocumentFields.safeParse(input.fields);
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  const fields = parsed.data;
  if (fields.transit !== target.document.transit_id) throw fieldError('transit', 'invalid_choice');
  checkCapturedAt(fields.captured_at, nowIso());
  const offline = fields.offline ?? null;
  const offlineKey = offline
    ? await verifyOfflineItem(deps, input, fields, offline, progress)
    : null;
  checkSlotOrConflict(target, fields, offline !== null);
  checkDocumentKind(target.document, fields.document_type);
  const location = parseLocation(input.location);
  const image = await prepareSignatureImage(deps.images, input.png);
  if (!image.ok) throw fieldError('signature', image.key);
  const placement = await placementOf(deps, target.document, fields);
  const plan = offline
    ? planOfflineVerification(fields.signature_data, fields.signed_by_type)
    : planVerification(
        actor,
        fields.signature_data,
        input.verification !== undefined ? input.verification : (fields.verification ?? null),
      );
  const meta: ActorMeta = { ip: input.ip, userAgent: input.userAgent, location };
  // Stored before the transaction: a rollback leaves an unreferenced file, never a row without it.
  const file = await deps.files.put(image.png);
  const imageSha256 = file.sha256;
  try {
    const stored = await deps.db.transaction().execute(async (trx) => {
      const { document, transit } = target;
      // Race guard of "a finished transit is closed": holds the transit open until commit.
      await holdOpenTransit(trx, transit);
      const current = await repo.lockDocumentForSigning(trx, deps.dialect, document.id);
      if (!current) throw notFound();
      // The rulebook again on the locked document: a signature that committed meanwhile counts.
      const facts = await loadDocumentFacts(trx, current, target.facts.transit);
      const receiverId = checkSlotOrConflict(
        { actor: target.actor, facts },
        fields,
        offline !== null,
      );
      if (offline) await requireUnchangedSince(trx, current, offline.document_version);
      const now = nowIso();
      // The device time; without one the receipt time (issue 22).
      const capturedAt = fields.captured_at ?? now;
      let verification: SignVerificationRow | null = null;
      let signMethod: string;
      let verificationMethod: string;
      if (plan.kind === 'token') {
        const row = await repo.findVerification(trx, plan.tokenHash);
        if (!verificationMatches(row, target, actor, fields.signed_by_type, receiverId, now)) {
          throw fieldError('verification', 'verification_invalid');
        }
        verification = row;
        signMethod = row.method;
        verificationMethod = row.method;
      } else if (plan.kind === 'link_code') {
        signMethod = 'sms';
        verificationMethod = 'share_link_code';
      } else if (plan.kind === 'device_key') {
        signMethod = plan.signMethod;
        verificationMethod = 'device_key';
      } else {
        signMethod = plan.signMethod;
        verificationMethod = 'none';
      }
      const signatureData = { ...fields.signature_data, sign_method: signMethod };
      const contentSha256 =
        current.file_sha256 ??
        sha256Text(
          generatedContentPayload({
            type: current.type,
            receiver_id: current.receiver_id,
            document_data:
              current.document_data === null ? null : JSON.parse(current.document_data),
          }),
        );
      const previous = (await repo.lastChainHash(trx, current.id)) ?? SIGNATURE_CHAIN_GENESIS;
      const chainSha256 = sha256Text(
        signatureChainPayload({
          previous,
          document_id: current.id,
          signed_by_type: fields.signed_by_type,
          receiver_id: receiverId,
          content_sha256: contentSha256,
          image_sha256: imageSha256,
          signer: signatureData,
          signed_at: now,
          captured_at: capturedAt,
        }),
      );
      const signature = await storeSignature(trx, current.transit_id, {
        document_id: current.id,
        company_id: current.company_id,
        signed_by_type: fields.signed_by_type,
        receiver_id: receiverId,
        signature_sha256: file.sha256,
        signature_data: JSON.stringify(signatureData),
        placement: placement === null ? null : JSON.stringify(placement),
        signed_by_user_id: actor.kind === 'user' ? actor.caller.userId : null,
        created_at: now,
        content_sha256: contentSha256,
        image_sha256: imageSha256,
        chain_sha256: chainSha256,
        ip: meta.ip,
        user_agent: meta.userAgent,
        geolocation: location === null ? null : JSON.stringify(location),
        verification_method: verificationMethod,
        actor_name: actor.kind === 'link' ? actor.name : null,
        captured_at: capturedAt,
        // storeSignature adds one to the version of the document held here
        document_version: current.version + 1,
      });
      if (
        verification &&
        !(await repo.consumeVerification(trx, verification.id, signature.id, now))
      ) {
        throw fieldError('verification', 'verification_invalid');
      }
      await repo.setDocumentContentHash(trx, current.id, contentSha256);
      if (offline && offlineKey && actor.kind === 'user') {
        await repo.insertOfflineItem(trx, {
          company_id: actor.caller.companyId,
          user_id: actor.caller.userId,
          item_id: offline.item_id,
          kind: 'signature',
          document_id: current.id,
          key_id: offlineKey.id,
          device_signature: offline.signature,
          status: 'applied',
          signature_id: signature.id,
          remark_id: null,
          answer_status: null,
          answer_key: null,
          answer_body: null,
          captured_at: capturedAt,
          created_at: now,
        });
        await repo.touchSigningKey(trx, offlineKey.id, now);
      }
      // A driver signing with a location: his (and his vehicle's) current position (issue 17).
      // A queued signature's position is where he was then, not where he is now.
      if (actor.kind === 'user' && location !== null && !offline) {
        await recordDriverPosition(trx, actor.caller, location, now);
      }
      await appendSigningEvent(
        trx,
        current,
        actor,
        meta,
        {
          type: 'document_signed',
          signed_by_type: fields.signed_by_type,
          receiver_id: receiverId,
          sign_method: signMethod,
          content_sha256: contentSha256,
          chain_sha256: chainSha256,
          signature_id: signature.id,
          verification_method: verificationMethod,
          captured_at: capturedAt,
          ...(offline ? { item_id: offline.item_id, key_id: offline.key_id } : {}),
        },
        now,
      );
      // Every slot's signature, from every path (user, PIN/SMS, share link, queued offline).
      const queued = await enqueueDocumentSigned(trx, transit, signature, facts);
      const signerName = signatureData.sign_fullname.split(' ');
      const notifications = await notifyTransitEvent(trx, {
        type: 'document_signed',
        transit: { id: transit.id, transit_number: transit.transit_number },
        document: { id: current.id, name: current.name },
        actorUserId: actor.kind === 'user' ? actor.caller.userId : null,
        author: {
          first_name: signerName[0] ?? '',
          last_name: signerName.slice(1).join(' '),
          company_name:
            actor.kind === 'link'
              ? actor.companyName
              : (signatureData.sign_company_name ?? undefined),
        },
      });
      return { signatureId: signature.id, notifications, queued };
    });
    if (offline) progress.recorded = true;
    await publishNotifications(deps.pubsub, stored.notifications);
    sendQueuedWebhooks(deps, stored.queued);
    return stored.signatureId;
  } catch (error) {
    // The unique slot indexes: a concurrent signature of the same slot committed first (or, for
    // a queued item, the same item did).
    if (isUniqueViolation(error)) {
      if (offline) throw new AppError(409, 'offline_slot_signed');
      throw fieldError('signed_by_type', 'slot_already_signed');
    }
    throw error;
  }
}

/**
 * GET all-transit/{id}/receivers: the transit's receivers with the documents each has signed
 * and the sub-document made for each, so the chooser can disable the signed ones.
 */
export async function listReceivers(
  deps: Deps,
  caller: Caller,
  transitId: number,
): Promise<SignReceiversResponse> {
  const { transit } = await requireTransit(deps.db, userRequester(caller), transitId, 'view');
  const [receivers, signatures, documents] = await Promise.all([
    receiversOfTransit(deps.db, transit.id),
    repo.receiverSignatures(deps.db, transit.id),
    documentsOfTransit(deps.db, transit.id),
  ]);
  return receivers.map((receiver) => ({
    id: receiver.id,
    name: receiver.name,
    signed_documents: signatures
      .filter((s) => s.receiver_id === receiver.id)
      .map((s) => s.document_id),
    sub_document:
      documents.find((d) => d.parent_document_id !== null && d.receiver_id === receiver.id)?.id ??
      null,
  }));
}

/**
 * The signature image (PNG) of a signature on a document the caller may read; 404 otherwise.
 * Served at sign-document-signature/{id}/image.
 */
export async function readSignatureImage(
  deps: Deps,
  caller: Caller,
  signatureId: number,
): Promise<Buffer> {
  const row = await repo.findSignatureImage(deps.db, signatureId);
  if (!row?.signature_sha256) throw notFound();
  // Whoever may view the document (its company, a company it was shared in to) sees it.
  await resolveTarget(deps.db, { kind: 'user', caller }, row.document_id);
  const bytes = await deps.files.get(row.signature_sha256);
  if (!bytes) throw notFound();
  return bytes;
}
