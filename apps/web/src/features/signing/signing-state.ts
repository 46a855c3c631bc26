import type { SignSlot } from '@transitdocs/domain';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import type { PersonData } from './person-data.ts';
import type { SignatureStrokes } from './signature-surface.ts';

/** How the signer confirms who they are (spec 2 §2): signed in on screen, by PIN or by SMS code. */
export const CONFIRMATION_METHODS = ['on screen', 'pin', 'sms'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

/**
 * What the signer chose on the sign screen. It travels in the route state through the
 * verification routes and back, so a verified signer continues where they left.
 */
export type PendingSignature = {
  slot: SignSlot;
  receiverId: number | null;
  /** Uploaded PDFs: the page and position clicked. */
  placement: PdfPageClick | null;
  method: ConfirmationMethod;
};

/** The route state of the sign and verification routes. */
export type SigningRouteState = {
  pending: PendingSignature;
  /** The id of a passed verification, when coming back from PIN or SMS. */
  verification?: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SLOTS: readonly string[] = ['sender', 'carrier', 'receiver'];

function isPlacement(value: unknown): value is PdfPageClick {
  return (
    isRecord(value) &&
    typeof value.page === 'number' &&
    typeof value.x === 'number' &&
    typeof value.y === 'number'
  );
}

function isPending(value: unknown): value is PendingSignature {
  return (
    isRecord(value) &&
    typeof value.slot === 'string' &&
    SLOTS.includes(value.slot) &&
    (value.receiverId === null || typeof value.receiverId === 'number') &&
    (value.placement === null || isPlacement(value.placement)) &&
    typeof value.method === 'string' &&
    (CONFIRMATION_METHODS as readonly string[]).includes(value.method)
  );
}

/** The signing state of a location, or null (reached by a link, or the state was lost). */
export function signingStateOf(state: unknown): SigningRouteState | null {
  if (!isRecord(state) || !isPending(state.pending)) return null;
  const verification = typeof state.verification === 'string' ? state.verification : undefined;
  return verification ? { pending: state.pending, verification } : { pending: state.pending };
}

/** The box a sign screen opens chosen (`{ slot }` in the route state: the driver flow's party). */
export function presetSlotOf(state: unknown): SignSlot | null {
  if (!isRecord(state) || typeof state.slot !== 'string' || !SLOTS.includes(state.slot)) {
    return null;
  }
  return state.slot as SignSlot;
}

/**
 * What the signer typed and drew, kept while a refused verification is done again, so a failed
 * code never costs the signature (docs/decisions/0041-signing-screens.md):
 * the signer comes back to the pad with both. In memory only, for one signature at a time.
 */
export type SignatureDraft = { person: PersonData; strokes: SignatureStrokes };

let keptDraft: { key: string; draft: SignatureDraft } | null = null;

/** The box a draft is for: the document, the slot and the receiver. */
export const signatureDraftKey = (documentId: number, slot: SignSlot, receiverId: number | null) =>
  `${String(documentId)}:${slot}:${receiverId === null ? '' : String(receiverId)}`;

export function keepSignatureDraft(key: string, draft: SignatureDraft): void {
  keptDraft = { key, draft };
}

export function signatureDraftOf(key: string): SignatureDraft | null {
  return keptDraft?.key === key ? keptDraft.draft : null;
}

export function forgetSignatureDraft(): void {
  keptDraft = null;
}
