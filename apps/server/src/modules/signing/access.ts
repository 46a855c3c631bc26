import {
  decideSign,
  signingReceiver,
  slotOf,
  zodErrorToFieldErrors,
  type ActionLocation,
  type Actor,
  type DocumentEventData,
  type DocumentFacts,
  type DomainEvent,
  type EventCircumstances,
  type SignerType,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentRow, ShareTokenRow, TransitRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, RequestValidationError, enforce } from '../../platform/errors.ts';
import { requireDocument } from '../documents/index.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import type { Requester } from '../../platform/auth.ts';

/**
 * Who signs or verifies: a signed-in user, or the visitor of a share link (with the name and
 * company he gave, for the history).
 */
export type SignActor =
  | { kind: 'user'; caller: Caller }
  | { kind: 'link'; share: ShareTokenRow; name: string; companyName: string };

export function requesterOf(signer: SignActor): Requester {
  return signer.kind === 'user'
    ? { kind: 'user', caller: signer.caller }
    : { kind: 'link', share: signer.share };
}

/** The document as the signer reaches it, with the rulebook's actor and the document's facts. */
export type SignTarget = {
  document: DocumentRow;
  transit: TransitRow;
  actor: Actor;
  facts: DocumentFacts;
};

export type ActorMeta = { ip: string; userAgent: string | null; location: ActionLocation | null };

/**
 * The document through the documents guard: anything the signer may not see answers 404 and
 * nothing is written.
 */
export async function resolveTarget(
  db: Executor,
  signer: SignActor,
  documentId: number,
): Promise<SignTarget> {
  const { document, transit, actor, facts } = await requireDocument(
    db,
    requesterOf(signer),
    documentId,
    'view',
  );
  return { document, transit, actor, facts };
}

/**
 * Asks the rulebook whether the actor signs `signedByType` (for the receiver requested, else
 * the one its party names or the document's only one) on the document as `facts` read it now;
 * throws the refusal, else answers the receiver the signature is for.
 */
export function checkSlot(
  target: Pick<SignTarget, 'actor' | 'facts'>,
  signedByType: SignerType,
  requestedReceiverId: number | null,
): number | null {
  const { actor, facts } = target;
  const receiverId =
    slotOf(signedByType) === 'receiver' ? signingReceiver(actor, facts, requestedReceiverId) : null;
  enforce(decideSign(actor, facts, signedByType, receiverId));
  return receiverId;
}

/** A signing step of `actor` on the document, as its history records it. */
function signingEvent(
  document: { id: number; transit_id: number; company_id: number },
  actor: SignActor,
  meta: ActorMeta,
  data: DocumentEventData,
  now: string,
  author?: EventCircumstances['author'],
): DomainEvent & EventCircumstances {
  const user = actor.kind === 'user' ? actor.caller : null;
  return {
    subject: 'document',
    documentId: document.id,
    transitId: document.transit_id,
    companyId: document.company_id,
    data,
    actor: {
      userId: user?.userId ?? null,
      apiKeyId: user?.apiKey?.id ?? null,
      companyId: user?.companyId ?? null,
      name: actor.kind === 'link' ? `${actor.name}, ${actor.companyName}` : null,
      companyName: actor.kind === 'link' ? actor.companyName : null,
    },
    ip: meta.ip,
    userAgent: meta.userAgent,
    location: meta.location,
    at: now,
    ...(author ? { author } : {}),
  };
}

/** Records a signing step in the write's transaction. */
export async function appendSigningEvent(
  trx: Executor,
  document: { id: number; transit_id: number; company_id: number },
  actor: SignActor,
  meta: ActorMeta,
  data: DocumentEventData,
  now: string,
  author?: EventCircumstances['author'],
): Promise<void> {
  await recordEvent(trx, signingEvent(document, actor, meta, data, now, author));
}

/** Records a signing step that is a write of its own (a code sent, an attempt refused). */
export async function recordSigningEvent(
  deps: Pick<Deps, 'db' | 'events'>,
  document: { id: number; transit_id: number; company_id: number },
  actor: SignActor,
  meta: ActorMeta,
  data: DocumentEventData,
  now: string,
): Promise<void> {
  await writeTransaction(deps, (trx) => appendSigningEvent(trx, document, actor, meta, data, now));
}

/** The body a refusal answers, for the history. */
export function refusalBody(error: unknown): Record<string, unknown> | null {
  if (error instanceof AppError && error.status >= 400 && error.status < 500) {
    return error.status === 404 ? null : error.body;
  }
  if (error instanceof RequestValidationError) return zodErrorToFieldErrors(error.zodError);
  return null;
}
