import { generatedCodeOf } from '../documents/document-api.ts';
import type { RemarkType } from '../documents/document-api.ts';
import { RESERVATION_PARTIES, type ReservationBox } from '../documents/reservations.ts';
import {
  canAddRemark,
  canAddReservation,
  deleteDocumentError,
  isFullySigned,
  isXmlExportable,
  lockedSections,
  type DocumentLocks,
  type DocumentState,
  type SignPermissions,
  type SignSlot,
} from '../documents/rules.ts';
import type { SignerType } from '../enums.ts';
import type { ErrorKey } from '../errors.ts';
import { signRefusal, slotOf } from '../signing/rules.ts';
import type { Signatory } from '../documents/corrections.ts';
import { DOCUMENT_ACTIONS, type DocumentAction, type DocumentActions } from './actions.ts';
import { actsFor, grantOf, isReadOnlyKey, isWriterRole, type Actor } from './actor.ts';
import { isTransitOpen, type TransitFacts } from './transit.ts';
import {
  ALLOWED,
  allowedActions,
  answersOf,
  firstRefusal,
  forbidden,
  hidden,
  refused,
  type Verdict,
} from './verdict.ts';

/** The parts of a document (and its transit) the rules read. */
export type DocumentFacts = DocumentState & {
  id: number;
  /** receivers the document names (`document_data.receivers`); 0 for an upload */
  receivers_count: number;
  /** the transit receivers who sign this document: its own for a sub-document, else all */
  receiver_ids: readonly number[];
  /** whether a sub-document of it is signed (a main document is deleted with its group) */
  sub_documents_signed?: boolean;
  transit: Pick<TransitFacts, 'status' | 'type'>;
  /** a correction of it awaits its signatories' decisions (one at a time) */
  open_correction?: boolean;
};

/** The spec's sign-permission object for the actor: the owner's company has every flag. */
export function signPermissionsOf(actor: Actor): SignPermissions {
  return {
    sender: actsFor(actor, 'sender'),
    receiver: actsFor(actor, 'receiver'),
    carriers: { main: actsFor(actor, 'carrier') },
  };
}

/**
 * Which remarks the actor's party adds: pick-up remarks belong to the parties at loading (sender,
 * carrier), delivery remarks to the receiver and the carrier.
 */
export function remarkPermissionsOf(actor: Actor): Record<'pickup' | 'delivery', boolean> {
  return {
    pickup: actsFor(actor, 'sender') || actsFor(actor, 'carrier'),
    delivery: actsFor(actor, 'receiver') || actsFor(actor, 'carrier'),
  };
}

/** What an edit by the actor may not change: signed parts, and other parties' sections. */
export function documentLocksOf(actor: Actor, doc: DocumentState): DocumentLocks {
  return lockedSections(doc, grantOf(actor) === null ? undefined : signPermissionsOf(actor));
}

/** A link grants its documents and their sub-documents; everyone else sees the whole transit. */
function isGranted(actor: Actor, doc: Pick<DocumentFacts, 'id' | 'parent_document'>): boolean {
  if (actor.kind !== 'link' || actor.documents === null) return true;
  return (
    actor.documents.includes(doc.id) ||
    (doc.parent_document !== null && actor.documents.includes(doc.parent_document))
  );
}

/** Writes of the document as its owner: members who write; a shared-in reader is refused. */
function ownerWrite(actor: Actor): Verdict | null {
  switch (actor.kind) {
    case 'api_key':
      if (actor.scope !== 'write') return forbidden('api_key_not_allowed');
      return isWriterRole(actor.role) ? null : forbidden();
    case 'member':
      return isWriterRole(actor.role) ? null : forbidden();
    case 'shared_in':
      return isWriterRole(actor.role) ? refused('transit_is_sent') : forbidden();
    case 'link':
      return forbidden();
  }
}

const whenOpen = (doc: DocumentFacts) => () =>
  isTransitOpen(doc.transit) ? null : refused('transit_finished');

/**
 * The receiver a signature is for: the one asked for, else the receiver the actor's party names,
 * else the only receiver who signs this document.
 */
export function signingReceiver(
  actor: Actor,
  doc: Pick<DocumentFacts, 'receiver_ids'>,
  requested: number | null,
): number | null {
  if (requested !== null) return requested;
  const grant = grantOf(actor);
  if (grant?.party === 'receiver' && grant.receiverId !== null) return grant.receiverId;
  return doc.receiver_ids.length === 1 ? (doc.receiver_ids[0] ?? null) : null;
}

/**
 * Whether the actor may sign `doc` as `signerType` (for `receiverId`, resolved by
 * `signingReceiver`) now: its party's slot only (e-CMR Protocol art. 3: a signature is linked to
 * the party that gives it), while the transit is open and the box still takes a signature.
 */
export function decideSign(
  actor: Actor,
  doc: DocumentFacts,
  signerType: SignerType,
  receiverId: number | null,
): Verdict {
  const slot = slotOf(signerType);
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    () => {
      if (actsFor(actor, slot)) return null;
      return forbidden('slot_not_permitted', 'signed_by_type');
    },
    () => {
      if (slot !== 'receiver' || actsFor(actor, 'receiver', receiverId)) return null;
      return forbidden('slot_not_permitted', 'receiver_id');
    },
    whenOpen(doc),
    () => {
      const refusal = signRefusal(
        doc,
        signerType,
        receiverId,
        doc.receiver_ids,
        doc.receivers_count,
      );
      return refusal ? refused(refusal.key, refusal.field) : null;
    },
  );
}

/** Documents a box needs before "Sign all" is offered there: one is signed on its own. */
export const SIGN_ALL_MIN_DOCUMENTS = 2;

/** One party's box at one place and the documents (ids, in the order given) signed there. */
export type SignAllStopFacts = {
  slot: SignSlot;
  receiver_id: number | null;
  documents: number[];
};

/**
 * Where the actor may sign several of `docs` at once now (one drawing, one verification): the
 * sender's box, the carrier's, then each receiver's; a document is offered exactly when one
 * signature of it would be allowed (decideSign), so "Sign all" never offers what it may not sign.
 */
export function signAllStops(
  actor: Actor,
  docs: readonly DocumentFacts[],
  receiverIds: readonly number[],
): SignAllStopFacts[] {
  const boxes: { slot: SignSlot; receiver_id: number | null }[] = [
    { slot: 'sender', receiver_id: null },
    { slot: 'carrier', receiver_id: null },
    ...receiverIds.map((id) => ({ slot: 'receiver' as const, receiver_id: id })),
  ];
  return boxes
    .map((box) => ({
      ...box,
      documents: docs
        .filter((doc) => decideSign(actor, doc, box.slot, box.receiver_id).allowed)
        .map((doc) => doc.id),
    }))
    .filter((stop) => stop.documents.length >= SIGN_ALL_MIN_DOCUMENTS);
}

/** The receivers the actor may sign `doc` for now (a sub-document: at most its own). */
export function signableReceivers(actor: Actor, doc: DocumentFacts): number[] {
  return doc.receiver_ids.filter((id) => decideSign(actor, doc, 'receiver', id).allowed);
}

/**
 * Whether the actor may hand receiver `receiverId`'s box over to the receiver's own phone: only a
 * user of the owning company (the driver at whose phone the receiver would otherwise sign), for a
 * box he could get signed there now. A link or a shared-in company signs for itself and hands
 * nothing over; a program has no phone to show a code on.
 */
export function decideHandover(
  actor: Actor,
  doc: DocumentFacts,
  receiverId: number | null,
): Verdict {
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    () => (actor.kind === 'member' ? null : forbidden()),
    () => {
      if (receiverId !== null || doc.receiver_ids.length === 0) {
        return decideSign(actor, doc, 'receiver', receiverId);
      }
      return decideDocument(actor, 'sign_receiver', doc);
    },
  );
}

/** Whether the actor may add a remark of `type` now (spec 2 §4 remark permissions). */
export function decideRemark(actor: Actor, doc: DocumentFacts, type: RemarkType): Verdict {
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    whenOpen(doc),
    () => (remarkPermissionsOf(actor)[type] ? null : refused('remark_not_allowed', 'type')),
    () => {
      if (canAddRemark(type, doc, doc.receivers_count)) return null;
      return refused(type === 'pickup' ? 'remark_pickup_closed' : 'remark_delivery_closed', 'type');
    },
  );
}

/**
 * A signed document changes only by a correction its signatories approve: proposed by those who
 * edit it as its owner, once it is fully signed (before that, an edit does), one at a time.
 */
export function decideCorrectionProposal(actor: Actor, doc: DocumentFacts): Verdict {
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    () => ownerWrite(actor),
    () =>
      generatedCodeOf(doc.type) === null ? refused('document_not_editable', 'document_data') : null,
    () =>
      isFullySigned(doc, doc.receivers_count)
        ? null
        : refused('correction_document_not_signed', 'document'),
    () => (doc.open_correction === true ? refused('correction_open_exists', 'document') : null),
  );
}

/**
 * Whether the actor may record a reservation in `box` now: the carrier at taking over (box 18),
 * the consignee at delivery (box 24; CMR Art. 8 and 30), while the transit is open and the box's
 * signature has not closed it.
 */
export function decideReservation(actor: Actor, doc: DocumentFacts, box: ReservationBox): Verdict {
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    whenOpen(doc),
    () =>
      actsFor(actor, RESERVATION_PARTIES[box].records)
        ? null
        : forbidden('reservation_not_allowed', 'box'),
    () =>
      canAddReservation(box, doc, doc.receivers_count)
        ? null
        : refused('reservation_closed', 'box'),
  );
}

/**
 * Whether the actor may approve or reject a correction for `signatory`'s box: someone acting for
 * that party (its link, its connected company's user); the owner's own users only for a box
 * signed in the owner's app, never for a box its party signed itself. A key never decides: a
 * decision is a person's, verified like a signature.
 */
export function decideCorrection(
  actor: Actor,
  doc: Pick<DocumentFacts, 'id' | 'parent_document'>,
  signatory: Signatory | null,
  state: { open: boolean; decided: boolean },
): Verdict {
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    () => (actor.kind === 'api_key' ? forbidden('api_key_not_allowed') : null),
    () => {
      if (signatory === null) return forbidden('correction_not_signatory', 'party');
      if (grantOf(actor) === null) {
        return signatory.through === 'owner'
          ? null
          : forbidden('correction_not_signatory', 'party');
      }
      return actsFor(actor, signatory.party, signatory.receiver_id)
        ? null
        : forbidden('correction_not_signatory', 'party');
    },
    () => (state.open ? null : refused('correction_closed')),
    () => (state.decided ? refused('correction_already_decided', 'party') : null),
  );
}

/**
 * Whether the actor may answer a reservation of `box`: the other side only (the sender for
 * taking over, the carrier for delivery), once; a finished transit still takes answers, as a
 * dispute outlives the trip.
 */
export function decideReservationAnswer(
  actor: Actor,
  doc: DocumentFacts,
  reservation: { box: ReservationBox; answered: boolean },
): Verdict {
  return firstRefusal(
    () => (isGranted(actor, doc) ? null : hidden()),
    () =>
      actsFor(actor, RESERVATION_PARTIES[reservation.box].answers)
        ? null
        : forbidden('reservation_answer_not_allowed', 'answer'),
    () => (reservation.answered ? refused('reservation_already_answered', 'answer') : null),
  );
}

/** Actions that only read: what a key of `read` scope does. */
const DOCUMENT_READS: ReadonlySet<DocumentAction> = new Set([
  'view',
  'download_pdf',
  'download_xml',
  'download_history',
]);

/** Whether `actor` may do `action` to `doc` now, and if not, why. */
export function decideDocument(actor: Actor, action: DocumentAction, doc: DocumentFacts): Verdict {
  const seen = () => (isGranted(actor, doc) ? null : hidden());
  if (isReadOnlyKey(actor) && !DOCUMENT_READS.has(action)) return forbidden('api_key_not_allowed');
  switch (action) {
    case 'view':
    case 'download_pdf':
      return firstRefusal(seen);
    case 'download_xml':
      return firstRefusal(seen, () =>
        isXmlExportable(doc, doc.receivers_count)
          ? null
          : refused('document_xml_not_available', 'document'),
      );
    case 'download_history':
      return firstRefusal(seen, () => (actor.kind === 'link' ? forbidden() : null));
    case 'edit':
      return firstRefusal(
        seen,
        () => ownerWrite(actor),
        whenOpen(doc),
        () =>
          generatedCodeOf(doc.type) === null
            ? refused('document_not_editable', 'document_data')
            : null,
        () => (isFullySigned(doc, doc.receivers_count) ? refused('document_is_signed') : null),
      );
    case 'delete':
      return firstRefusal(
        seen,
        () => ownerWrite(actor),
        whenOpen(doc),
        () => {
          const key = deleteDocumentError(doc);
          if (key) return refused(key);
          return doc.sub_documents_signed === true ? refused('document_is_signed') : null;
        },
      );
    case 'sign_sender':
      return decideSign(actor, doc, 'sender', null);
    case 'sign_carrier':
      return decideSign(actor, doc, 'carrier', null);
    case 'sign_receiver':
      if (doc.receiver_ids.length === 0) return decideSign(actor, doc, 'receiver', null);
      if (signableReceivers(actor, doc).length > 0) return ALLOWED;
      // Why not: for the receiver the actor acts for, else for the document's first.
      return decideSign(
        actor,
        doc,
        'receiver',
        doc.receiver_ids.find((id) => actsFor(actor, 'receiver', id)) ??
          doc.receiver_ids[0] ??
          null,
      );
    case 'handover_receiver':
      return decideHandover(actor, doc, null);
    case 'propose_correction':
      return decideCorrectionProposal(actor, doc);
    case 'remark_pickup':
      return decideRemark(actor, doc, 'pickup');
    case 'remark_delivery':
      return decideRemark(actor, doc, 'delivery');
    case 'reserve_taking_over':
      return decideReservation(actor, doc, 'taking_over');
    case 'reserve_delivery':
      return decideReservation(actor, doc, 'delivery');
    case 'answer_taking_over':
      return decideReservationAnswer(actor, doc, { box: 'taking_over', answered: false });
    case 'answer_delivery':
      return decideReservationAnswer(actor, doc, { box: 'delivery', answered: false });
  }
}

/** Every document action's answer, as the API sends it (`actions`). */
export function documentActions(actor: Actor, doc: DocumentFacts): DocumentActions {
  return allowedActions(DOCUMENT_ACTIONS, (action) => decideDocument(actor, action, doc));
}

/** Why each refused document action is refused: its error key; allowed actions are absent. */
export type DocumentRefusals = Partial<Record<DocumentAction, ErrorKey>>;

/**
 * Every document action's answer and, for the refused ones, the refusal's key (`actions`,
 * `refusals`), as transits send theirs: a client shows the server's reason (a finished transit,
 * remarks closed by the signatures, a party's box) without working it out.
 */
export function documentAnswers(
  actor: Actor,
  doc: DocumentFacts,
): { actions: DocumentActions; refusals: DocumentRefusals } {
  return answersOf(DOCUMENT_ACTIONS, (action) => decideDocument(actor, action, doc));
}
