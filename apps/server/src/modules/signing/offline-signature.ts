// Queued offline signatures: the item a request names, its device signature and the document
// version the phone showed (docs/decisions/0042-offline-signing-protocol.md).
import { createHash } from 'node:crypto';
import {
  OfflineSignatureItem,
  offlineSignaturePayload,
  type SignDocumentFields,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentRow, OfflineItemRow, SigningKeyRow } from '../../db/schema.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { versionOf } from '../../platform/row-version.ts';
import { isDeviceSignatureValid, usableSigningKey } from './keys.ts';
import * as repo from './repo.ts';
import { rawJson, type SignDocumentInput } from './sign-input.ts';

/**
 * A queued offline signature as far as it got: once its device signature is verified (the item
 * is the phone's own), a refusal is kept by its item id and answered again to a replay.
 */
export type OfflineProgress = {
  verified: { item: OfflineSignatureItem; keyId: number; capturedAt: string } | null;
  /** this request recorded the item (applied or refused) */
  recorded: boolean;
};

export const newProgress = (): OfflineProgress => ({ verified: null, recorded: false });

/** The queued item a signed-in user's request names, read leniently (for its replay). */
export function queuedItemOf(
  input: SignDocumentInput,
): { userId: number; item: OfflineSignatureItem } | null {
  if (input.actor.kind !== 'user' || input.fields.offline === undefined) return null;
  const parsed = OfflineSignatureItem.safeParse(rawJson(input.fields.offline));
  return parsed.success ? { userId: input.actor.caller.userId, item: parsed.data } : null;
}

/** The same item again: signature, document and device signature all as first received. */
export function isSameItem(
  row: OfflineItemRow,
  item: OfflineSignatureItem,
  documentId: number,
): boolean {
  return (
    row.kind === 'signature' &&
    row.document_id === documentId &&
    row.device_signature === item.signature
  );
}

/**
 * A queued offline signature's proof: a signed-in user's own, live key, and a device signature
 * over the domain's payload built from the request as received. Answers the key.
 */
export async function verifyOfflineItem(
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
 * between is a conflict, and so is a version the server never gave: a future one, or one not
 * written as the server writes it (`03` for `3`), since versions are compared exactly.
 */
export async function requireUnchangedSince(
  trx: Executor,
  current: DocumentRow,
  phoneVersion: string,
  key: 'offline_document_changed' | 'document_changed_since_shown' = 'offline_document_changed',
): Promise<void> {
  const seen = Number(phoneVersion);
  const wasGiven =
    Number.isSafeInteger(seen) &&
    versionOf({ version: seen }) === phoneVersion &&
    seen <= current.version;
  if (wasGiven && seen === current.version) return;
  if (
    !wasGiven ||
    current.version - seen !== (await repo.countSignaturesAfterVersion(trx, current.id, seen))
  ) {
    throw new AppError(409, key);
  }
}
