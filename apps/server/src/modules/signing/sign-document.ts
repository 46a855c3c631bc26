// Signing a document (and asking first whether it may be signed), a queued item's replay included.
import { ERROR_KEYS, type Document, type ErrorKey } from '@transitdocs/domain';
import type { OfflineItemRow } from '../../db/schema.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { requireDocument } from '../documents/index.ts';
import { findQueuedItem, toDocuments } from '../documents/index.ts';
import { checkSlot, requesterOf, resolveTarget, type SignActor } from './access.ts';
import { isSameItem, newProgress, queuedItemOf } from './offline-signature.ts';
import { performSignature } from './perform-signature.ts';
import { recordingRefusal } from './refusals.ts';
import { SlotFields, documentIdOf, rawJson, type SignDocumentInput } from './sign-input.ts';

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
    ? await findQueuedItem(deps.db, { userId: queued.userId }, queued.item.item_id)
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
        ? await findQueuedItem(deps.db, { userId: queued.userId }, queued.item.item_id)
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
export async function checkSignable(
  deps: Deps,
  input: SignDocumentInput,
): Promise<{ receiverId: number | null }> {
  const target = await resolveTarget(deps.db, input.actor, documentIdOf(input.fields));
  const slot = SlotFields.safeParse(input.fields);
  // Malformed slot fields: the signature itself answers them, field by field.
  if (!slot.success) return { receiverId: null };
  let receiverId: number | null = null;
  await recordingRefusal(deps, input, target, newProgress(), () => {
    receiverId = checkSlot(target, slot.data.signed_by_type, slot.data.receiver_id ?? null);
    return Promise.resolve();
  });
  return { receiverId };
}
