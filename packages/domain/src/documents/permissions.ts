import { canAddRemark, signableSlots, type DocumentState, type SignPermissions } from './rules.ts';
import type { DocumentViewerPermissions, RemarkType } from './document-api.ts';

/** Which remarks a viewer may add to a document (spec 2 §4, the per-document permission object). */
export type RemarkPermissions = { pickup: boolean; delivery: boolean };

/**
 * Whose eyes a document is seen through: the company that owns the transit, or one party of it
 * (a company the transit is shared with, or a link visitor, acting for that party).
 */
export type DocumentViewer = 'owner' | 'sender' | 'carrier' | 'receiver';

/** What a viewer may do to a document: its party's sign flags and remark kinds. */
export type DocumentPermissions = DocumentViewerPermissions & {
  sign: SignPermissions;
  remarks: RemarkPermissions;
};

/**
 * The owner has every right; a party gets its own flag only. Pick-up remarks belong to the
 * parties at loading (sender, carrier), delivery remarks to the receiver and the carrier.
 */
export function documentPermissionsFor(viewer: DocumentViewer): DocumentPermissions {
  const is = (party: DocumentViewer) => viewer === 'owner' || viewer === party;
  return {
    sign: { sender: is('sender'), receiver: is('receiver'), carriers: { main: is('carrier') } },
    remarks: {
      pickup: is('sender') || is('carrier'),
      delivery: is('receiver') || is('carrier'),
    },
  };
}

/** Why a remark of `type` cannot be added now; null when it can. */
export type RemarkLock = 'not_permitted' | 'pickup_signed' | 'delivery_signed';

export function remarkLockOf(
  type: RemarkType,
  doc: DocumentState,
  receiversCount: number,
  allowed: RemarkPermissions = { pickup: true, delivery: true },
): RemarkLock | null {
  if (!allowed[type]) return 'not_permitted';
  if (canAddRemark(type, doc, receiversCount)) return null;
  return type === 'pickup' ? 'pickup_signed' : 'delivery_signed';
}

/**
 * The row action "sign" (spec 2 §4): online, the transit not finished, and a box of the document
 * still takes a signature.
 */
export function canSignDocument(
  doc: DocumentState,
  context: { isOnline: boolean; isTransitOpen: boolean },
): boolean {
  return context.isOnline && context.isTransitOpen && signableSlots(doc).length > 0;
}

/** Whether the flags allow everything (any false flag makes the main sections read-only). */
export function hasAllSignRights(rights: SignPermissions): boolean {
  return rights.sender && rights.receiver && rights.carriers.main;
}
