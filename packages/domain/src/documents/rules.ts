import { DOCUMENT_TYPES, type SignerType } from '../enums.ts';
import { generatedCodeOf } from './document-api.ts';
import type { RemarkType } from './document-api.ts';

/** The parts of a document the rules read (spec 2 §4). */
export type DocumentState = {
  type: number;
  signed_by: readonly BoxSignature[];
  /**
   * Boxes an imported eCMR's issuing platform had signed (decision 0132): they count as signed
   * like `signed_by`, but were not signed here.
   */
  signed_on_issuing_platform?: readonly BoxSignature[];
  parent_document: number | null;
  sub_documents?: readonly unknown[];
};

export type BoxSignature = { signed_by_type: string; receiver_id?: number | null };

type Signed = Pick<DocumentState, 'signed_by' | 'signed_on_issuing_platform'>;

/** The signatures in a document's boxes: made here or on an imported eCMR's issuing platform. */
export function boxSignatures(doc: Signed): BoxSignature[] {
  return [...doc.signed_by, ...(doc.signed_on_issuing_platform ?? [])];
}

/** Signature slots of a generated document's form. */
export type SignSlot = Exclude<SignerType, 'driver'>;

const countOf = (doc: DocumentState, ...types: string[]) =>
  boxSignatures(doc).filter((signature) => types.includes(signature.signed_by_type)).length;

/** A driver signs in the carrier's box. */
const carrierSigned = (doc: DocumentState) => countOf(doc, 'carrier', 'driver') > 0;
const senderSigned = (doc: DocumentState) => countOf(doc, 'sender') > 0;
const receiverSignatures = (doc: DocumentState) => countOf(doc, 'receiver');

export function isDocumentSigned(doc: Signed): boolean {
  return boxSignatures(doc).length > 0;
}

/**
 * Fully signed: at least receivers + 2 signatures for CMR, WZ and PS, 2 for OSTSPED, any for
 * KW, LP and uploaded documents.
 */
export function isFullySigned(
  doc: Pick<DocumentState, 'type'> & Signed,
  receiversCount: number,
): boolean {
  const count = boxSignatures(doc).length;
  switch (generatedCodeOf(doc.type)) {
    case 'CMR':
    case 'WZ':
    case 'PS':
      return count >= receiversCount + 2;
    case 'OSTSPED':
      return count >= 2;
    case 'KW':
    case 'LP':
    case null:
      return count > 0;
  }
}

/** Edit is offered for generated documents that are not fully signed, and only online. */
export function canEditDocument(
  doc: Pick<DocumentState, 'type'> & Signed,
  receiversCount: number,
  isOnline = true,
): boolean {
  return isOnline && generatedCodeOf(doc.type) !== null && !isFullySigned(doc, receiversCount);
}

/** Delete only with no signatures and no parent document. */
export function canDeleteDocument(
  doc: Pick<DocumentState, 'parent_document'> & Signed,
  isOnline = true,
): boolean {
  return isOnline && !isDocumentSigned(doc) && doc.parent_document === null;
}

/** Why a delete is refused, as an error key; null when it is allowed. */
export function deleteDocumentError(
  doc: Pick<DocumentState, 'parent_document'> & Signed,
): 'document_is_signed' | 'document_is_sub_document' | null {
  if (isDocumentSigned(doc)) return 'document_is_signed';
  if (doc.parent_document !== null) return 'document_is_sub_document';
  return null;
}

/**
 * The boxes that take a signature now: sender and carrier once each and only on a document
 * without a parent; receivers while their signatures are fewer than the sub-documents (or 1).
 */
export function signableSlots(doc: DocumentState): SignSlot[] {
  const slots: SignSlot[] = [];
  const isTop = doc.parent_document === null;
  if (isTop && !senderSigned(doc)) slots.push('sender');
  if (isTop && !carrierSigned(doc)) slots.push('carrier');
  if (receiverSignatures(doc) < Math.max(doc.sub_documents?.length ?? 0, 1)) {
    slots.push('receiver');
  }
  return slots;
}

/** Receivers that have not signed yet (the signer's chooser disables the others). */
export function unsignedReceiverIds(doc: DocumentState, receiverIds: readonly number[]): number[] {
  const signed = new Set(
    boxSignatures(doc)
      .filter((s) => s.signed_by_type === 'receiver')
      .map((s) => s.receiver_id),
  );
  return receiverIds.filter((id) => !signed.has(id));
}

/** Who may sign for which party, per document (spec 2 §3, sign permission object). */
export type SignPermissions = { sender: boolean; receiver: boolean; carriers: { main: boolean } };

export const DOCUMENT_SECTIONS = [
  'sender',
  'loading',
  'receivers',
  'mainCarrier',
  'carriers',
  'details',
] as const;
export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];

/** Cargo-line fields whose edit depends on the party (quantities, container data). */
export const PARTY_CARGO_FIELDS = [
  'quantityDeclared',
  'quantityLoaded',
  'quantityPickedUp',
  'container',
  'sealNumber',
  'tareWeight',
  'carriageWeight',
  'code',
] as const;
export type PartyCargoField = (typeof PARTY_CARGO_FIELDS)[number];

export type DocumentLocks = { sections: DocumentSection[]; cargoFields: PartyCargoField[] };

/**
 * What may not be edited (spec 2 §4). Signatures: the carrier's locks the main carrier, the
 * sender's locks sender and loading, any receiver's locks the receivers. Permission flags
 * (left out = full rights): any false flag makes the main sections read-only; then sender
 * rights keep declared quantities, main-carrier rights loaded quantities, receiver rights
 * picked-up quantities; container, tare and MRN code are the receiver's, seal number and
 * carriage weight need receiver and sender rights.
 */
export function lockedSections(doc: Signed, permissions?: SignPermissions): DocumentLocks {
  const state = { ...doc, type: 0, parent_document: null };
  const sections = new Set<DocumentSection>();
  if (carrierSigned(state)) sections.add('mainCarrier');
  if (senderSigned(state)) {
    sections.add('sender');
    sections.add('loading');
  }
  if (receiverSignatures(state) > 0) sections.add('receivers');
  const cargoFields = new Set<PartyCargoField>();
  if (permissions) {
    const { sender, receiver } = permissions;
    const carrier = permissions.carriers.main;
    if (!sender || !receiver || !carrier)
      for (const section of DOCUMENT_SECTIONS) sections.add(section);
    if (!sender) cargoFields.add('quantityDeclared');
    if (!carrier) cargoFields.add('quantityLoaded');
    if (!receiver) {
      cargoFields.add('quantityPickedUp');
      cargoFields.add('container');
      cargoFields.add('tareWeight');
      cargoFields.add('code');
    }
    if (!receiver || !sender) {
      cargoFields.add('sealNumber');
      cargoFields.add('carriageWeight');
    }
  }
  return {
    sections: DOCUMENT_SECTIONS.filter((section) => sections.has(section)),
    cargoFields: PARTY_CARGO_FIELDS.filter((field) => cargoFields.has(field)),
  };
}

export function isSectionLocked(locks: DocumentLocks, section: DocumentSection): boolean {
  return locks.sections.includes(section);
}

/**
 * Who may add a remark now: pick-up remarks until the sender or the carrier has signed,
 * delivery remarks until every receiver has. `allowed` is the document's permission object
 * for the caller (left out = both).
 */
export function canAddRemark(
  type: RemarkType,
  doc: DocumentState,
  receiversCount: number,
  allowed: { pickup: boolean; delivery: boolean } = { pickup: true, delivery: true },
): boolean {
  if (type === 'pickup') return allowed.pickup && !senderSigned(doc) && !carrierSigned(doc);
  return allowed.delivery && receiverSignatures(doc) < Math.max(receiversCount, 1);
}

/**
 * Whether reservations of a moment may still be recorded: at taking over until the carrier has
 * signed (box 23 closes box 18), at delivery until every receiver has signed box 24.
 */
export function canAddReservation(
  box: 'taking_over' | 'delivery',
  doc: DocumentState,
  receiversCount: number,
): boolean {
  if (box === 'taking_over') return !carrierSigned(doc);
  return receiverSignatures(doc) < Math.max(receiversCount, 1);
}

/** eCMR XML only for a CMR with fewer than 2 receivers. */
export function isXmlExportable(doc: Pick<DocumentState, 'type'>, receiversCount: number): boolean {
  return doc.type === DOCUMENT_TYPES.CMR && receiversCount < 2;
}
