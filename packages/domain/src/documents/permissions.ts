import { canAddRemark, type DocumentState, type SignPermissions } from './rules.ts';
import type { RemarkType } from './document-api.ts';

/** Which remarks a viewer may add to a document (spec 2 §4, the per-document permission object). */
export type RemarkPermissions = { pickup: boolean; delivery: boolean };

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

/** Whether the flags allow everything (any false flag makes the main sections read-only). */
export function hasAllSignRights(rights: SignPermissions): boolean {
  return rights.sender && rights.receiver && rights.carriers.main;
}
