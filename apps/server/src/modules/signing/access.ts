import {
  SIGNER_TYPES,
  signRefusal,
  slotOf,
  zodErrorToFieldErrors,
  type ActionLocation,
  type Role,
  type SignerType,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { DocumentRow, DocumentSignatureRow, TransitRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, RequestValidationError, fieldError, notFound } from '../../platform/errors.ts';
import * as accountsRepo from '../accounts/repo.ts';
import * as documentsRepo from '../documents/repo.ts';
import type { DocumentEventData } from '../documents/events.ts';
import * as transitsRepo from '../transits/repo.ts';
import { scopeOf } from '../transits/service.ts';

/** Who signs or verifies: a signed-in user, or a visitor of a share link of one transit. */
export type SignActor =
  | { kind: 'user'; userId: number; companyId: number; role?: Role }
  | { kind: 'link'; transitId: number; name: string; companyName: string };

export type SignTarget = { document: DocumentRow; transit: TransitRow };

export type ActorMeta = { ip: string; userAgent: string | null; location: ActionLocation | null };

/**
 * The document as the actor may reach it: a user's company's document on a transit the user
 * sees (a driver only his own), or a link's transit's document. Anything else is 404 and
 * nothing is written.
 */
export async function resolveTarget(
  db: Executor,
  actor: SignActor,
  documentId: number,
): Promise<SignTarget> {
  if (actor.kind === 'user') {
    const document = await documentsRepo.findDocument(db, actor.companyId, documentId);
    if (!document) throw notFound();
    const role = actor.role ?? (await accountsRepo.findUserById(db, actor.userId))?.role;
    if (!role) throw notFound();
    const caller: Caller = {
      userId: actor.userId,
      companyId: actor.companyId,
      role: role as Role,
      ownership: 'secondary',
      tokenHash: '',
    };
    const transit = await transitsRepo.findTransit(db, scopeOf(caller), document.transit_id);
    if (!transit) throw notFound();
    return { document, transit };
  }
  const document = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('transit_id', '=', actor.transitId)
    .executeTakeFirst();
  if (!document) throw notFound();
  const transit = await transitsRepo.findTransit(
    db,
    { companyId: document.company_id },
    document.transit_id,
  );
  if (!transit) throw notFound();
  return { document, transit };
}

/** A reader of the document's company, for answering the updated document to either actor. */
export function companyReader(companyId: number): Caller {
  return { userId: 0, companyId, role: 'Admin', ownership: 'secondary', tokenHash: '' };
}

export async function appendSigningEvent(
  db: Executor,
  document: { id: number; transit_id: number; company_id: number },
  actor: SignActor,
  meta: ActorMeta,
  data: DocumentEventData,
  now: string,
): Promise<void> {
  await documentsRepo.insertDocumentEvent(db, {
    documentId: document.id,
    transitId: document.transit_id,
    companyId: document.company_id,
    actorUserId: actor.kind === 'user' ? actor.userId : null,
    actorCompanyId: actor.kind === 'user' ? actor.companyId : null,
    actorName: actor.kind === 'link' ? `${actor.name}, ${actor.companyName}` : null,
    ip: meta.ip,
    userAgent: meta.userAgent,
    type: data.type,
    data,
    now,
    geolocation: meta.location,
  });
}

/** The body a refusal answers, for the history. */
export function refusalBody(error: unknown): Record<string, unknown> | null {
  if (error instanceof AppError && error.status >= 400 && error.status < 500) {
    return error.status === 404 ? null : error.body;
  }
  if (error instanceof RequestValidationError) return zodErrorToFieldErrors(error.zodError);
  return null;
}

export function asSignerType(value: string): SignerType {
  return SIGNER_TYPES.find((type) => type === value) ?? 'sender';
}

function receiverIdsOfData(data: string | null): number[] {
  if (data === null) return [];
  try {
    const parsed = JSON.parse(data) as { receivers?: unknown };
    if (!Array.isArray(parsed.receivers)) return [];
    return parsed.receivers
      .map((r: unknown) =>
        typeof r === 'object' && r !== null ? (r as { id?: unknown }).id : null,
      )
      .filter((id): id is number => typeof id === 'number');
  } catch {
    return [];
  }
}

/** Receivers the document names (`document_data.receivers`), 0 for an upload. */
export function receiversCountOf(document: DocumentRow): number {
  if (document.document_data === null) return 0;
  try {
    const parsed = JSON.parse(document.document_data) as { receivers?: unknown };
    return Array.isArray(parsed.receivers) ? parsed.receivers.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Checks the slot against the document's signatures now (spec 2 §4) and answers the receiver
 * the signature is for: the one given, or the only one who may sign this document. Throws the
 * field-keyed refusal.
 */
export async function checkSlot(
  db: Executor,
  document: DocumentRow,
  signedByType: SignerType,
  requestedReceiverId: number | null,
): Promise<{ receiverId: number | null; signatures: DocumentSignatureRow[] }> {
  const [signatures, subDocuments] = await Promise.all([
    documentsRepo.listSignatures(db, [document.id]),
    documentsRepo.listSubDocuments(db, document.id),
  ]);
  let receiverIds: number[] = [];
  let receiverId: number | null = null;
  if (slotOf(signedByType) === 'receiver') {
    if (document.receiver_id !== null) {
      receiverIds = [document.receiver_id];
    } else {
      receiverIds = receiverIdsOfData(document.document_data);
      if (receiverIds.length === 0) {
        const transitReceivers = await documentsRepo.listTransitReceivers(db, [
          document.transit_id,
        ]);
        receiverIds = transitReceivers.map((r) => r.id);
      }
    }
    receiverId =
      requestedReceiverId ?? (receiverIds.length === 1 ? (receiverIds[0] ?? null) : null);
  }
  const refusal = signRefusal(
    {
      type: document.type,
      signed_by: signatures.map((s) => ({
        signed_by_type: s.signed_by_type,
        receiver_id: s.receiver_id,
      })),
      parent_document: document.parent_document_id,
      sub_documents: subDocuments.map((d) => d.id),
    },
    signedByType,
    receiverId,
    receiverIds,
    receiversCountOf(document),
  );
  if (refusal) throw fieldError(refusal.field, refusal.key);
  return { receiverId, signatures };
}
