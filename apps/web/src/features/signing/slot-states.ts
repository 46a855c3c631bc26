import {
  receiverChoices,
  slotOf,
  type DocumentResponse,
  type SignReceiver,
  type SignSlot,
} from '@transitdocs/domain';

export const SIGN_SLOTS: readonly SignSlot[] = ['sender', 'carrier', 'receiver'];

export type SlotState = {
  slot: SignSlot;
  /** The rulebook lets the caller sign this box now (`actions.sign_<slot>`). */
  isSignable: boolean;
  /**
   * The caller acts for this box's party (the sign-permission object); false on a link given
   * to another party, whose box is then shown read-only as that party's.
   */
  isOwnParty: boolean;
  /** Who already signed in this box (a main document's receiver box takes several). */
  signers: SlotSigner[];
};

/**
 * A signature in a box: made here, or on the platform that issued an imported eCMR
 * (`issuingPlatform`), which counts as signed and is never offered again (decision 0132).
 */
export type SlotSigner = { name: string; at: string; issuingPlatform?: string };

const SIGN_ACTION = {
  sender: 'sign_sender',
  carrier: 'sign_carrier',
  receiver: 'sign_receiver',
} as const satisfies Record<SignSlot, keyof DocumentResponse['actions']>;

/** Each signature box of a document: whether the caller may sign it now, and who signed it. */
export function slotStatesOf(document: DocumentResponse): SlotState[] {
  const rights = document.permissions?.sign;
  return SIGN_SLOTS.map((slot) => ({
    slot,
    isSignable: document.actions[SIGN_ACTION[slot]],
    isOwnParty: rights ? (slot === 'carrier' ? rights.carriers.main : rights[slot]) : true,
    signers: [
      ...(document.signed_on_issuing_platform ?? [])
        .filter((signature) => slotOf(signature.signed_by_type) === slot)
        .map((signature) => ({
          name: signature.signatory,
          at: signature.signed_at,
          issuingPlatform: signature.issuing_platform,
        })),
      ...document.signed_by
        .filter((signature) => slotOf(signature.signed_by_type) === slot)
        .map((signature) => ({
          name: signature.signature_data?.sign_fullname ?? '',
          at: signature.created_at,
        })),
    ],
  }));
}

/**
 * The receiver chooser: the receivers the caller may sign for now (`signable_receivers`), and
 * those who already signed, shown disabled; another party's receivers are left out.
 */
export function signerChoices(
  receivers: readonly SignReceiver[],
  document: Pick<DocumentResponse, 'id' | 'signable_receivers'>,
): { id: number; name: string; disabled: boolean }[] {
  const signable = new Set(document.signable_receivers);
  return receiverChoices(receivers, document.id)
    .filter((choice) => choice.disabled || signable.has(choice.id))
    .map((choice) => ({ ...choice, disabled: choice.disabled || !signable.has(choice.id) }));
}
