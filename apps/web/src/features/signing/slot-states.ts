import { signableSlots, slotOf, type DocumentResponse, type SignSlot } from '@transitdocs/domain';

export const SIGN_SLOTS: readonly SignSlot[] = ['sender', 'carrier', 'receiver'];

export type SlotState = {
  slot: SignSlot;
  /** May be signed now (spec 2 §4). */
  isSignable: boolean;
  /** Who already signed in this box (a main document's receiver box takes several). */
  signers: { name: string; at: string }[];
};

/** Each signature box of a document: whether it takes a signature now, and who signed it. */
export function slotStatesOf(document: DocumentResponse): SlotState[] {
  const signable = signableSlots(document);
  return SIGN_SLOTS.map((slot) => ({
    slot,
    isSignable: signable.includes(slot),
    signers: document.signed_by
      .filter((signature) => slotOf(signature.signed_by_type) === slot)
      .map((signature) => ({
        name: signature.signature_data?.sign_fullname ?? '',
        at: signature.created_at,
      })),
  }));
}
