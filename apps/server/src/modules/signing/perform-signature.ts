// Writing one signature: every check, then the signature, its hashes and its history in one
// transaction.
import { createHash } from 'node:crypto';
import {
  SignDocumentFields,
  generatedContentPayload,
  placementRefusal,
  signatureChainPayload,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso } from '../../db/index.ts';
import type { DocumentRow, SignVerificationRow } from '../../db/schema.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, RequestValidationError, fieldError, notFound } from '../../platform/errors.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { loadDocumentFacts } from '../documents/index.ts';
import {
  chainHead,
  checkCapturedAt,
  recordQueuedItem,
  storeSignature,
} from '../documents/index.ts';
import { holdOpenTransit } from '../transits/index.ts';
import { appendSigningEvent, checkSlot, type ActorMeta, type SignTarget } from './access.ts';
import {
  requireUnchangedSince,
  verifyOfflineItem,
  type OfflineProgress,
} from './offline-signature.ts';
import * as repo from './repo.ts';
import { parseLocation, type SignDocumentInput } from './sign-input.ts';
import { prepareSignatureImage } from './signature-image.ts';
import {
  planOfflineVerification,
  planVerification,
  verificationMatches,
} from './verification-plan.ts';

const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

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

/** The signer as notifications name him: as he signed, for the link's company if by link. */
function signerAsNamed(
  fullName: string,
  companyName: string | null | undefined,
  actor: SignDocumentInput['actor'],
): { first_name: string; last_name: string; company_name?: string } {
  const [first = '', ...rest] = fullName.split(' ');
  const company = actor.kind === 'link' ? actor.companyName : (companyName ?? undefined);
  return {
    first_name: first,
    last_name: rest.join(' '),
    ...(company === undefined ? {} : { company_name: company }),
  };
}

export async function performSignature(
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
    const signatureId = await writeTransaction(deps, async (trx) => {
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
      else if (input.seenVersion !== undefined) {
        await requireUnchangedSince(
          trx,
          current,
          input.seenVersion,
          'document_changed_since_shown',
        );
      }
      const now = nowIso();
      // When it was signed: a queued offline signature's device time, else the receipt time.
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
      } else if (plan.kind === 'sign_all') {
        // The sign-all spent its one verification before signing its documents.
        signMethod = plan.signMethod;
        verificationMethod = plan.signMethod;
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
      const previous = await chainHead(trx, current.id);
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
      const signature = await storeSignature(
        trx,
        current.transit_id,
        {
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
        },
        previous,
      );
      if (
        verification &&
        !(await repo.consumeVerification(trx, verification.id, signature.id, now))
      ) {
        throw fieldError('verification', 'verification_invalid');
      }
      await repo.setDocumentContentHash(trx, current.id, contentSha256);
      if (offline && offlineKey && actor.kind === 'user') {
        await recordQueuedItem(trx, {
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
        signerAsNamed(signatureData.sign_fullname, signatureData.sign_company_name, actor),
      );
      return signature.id;
    });
    if (offline) progress.recorded = true;
    return signatureId;
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
