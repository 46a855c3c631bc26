// Corrections of a signed document: a proposal of changed fields that every party that signed
// approves before it replaces the signed version (docs/decisions/0127-corrections-after-signing.md).
import { z } from '../zod-config.ts';
import { optionalText, requiredText } from '../schemas/fields.ts';
import { slotOf } from '../signing/rules.ts';
import type { SignerType } from '../enums.ts';
import type { Party } from '../policy/actor.ts';

export const CORRECTION_REASON_MAX = 500;
export const CORRECTION_NOTE_MAX = 500;

export const CORRECTION_STATUSES = ['open', 'approved', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_DECISIONS = ['approve', 'reject'] as const;
export type CorrectionDecisionKind = (typeof CORRECTION_DECISIONS)[number];

/** POST transit-document/{id}/corrections/: the new values of the fields to change, and why. */
export const CorrectionProposalRequest = z.strictObject({
  /** top-level fields of `document_data` with their new values */
  changes: z.record(z.string().max(100), z.unknown()),
  reason: requiredText(CORRECTION_REASON_MAX),
});
export type CorrectionProposalRequest = z.infer<typeof CorrectionProposalRequest>;

const partyField = z.enum(['sender', 'carrier', 'receiver']);

/** The party a decision is for and what it decides; `note` says why (a rejection most of all). */
const decisionFields = {
  party: partyField,
  receiver_id: z.number().int().positive().nullable().optional(),
  decision: z.enum(CORRECTION_DECISIONS),
  note: optionalText(CORRECTION_NOTE_MAX).optional(),
};

/** POST corrections/{id}/decision/ in the app: verified with the user's PIN like a signature. */
export const CorrectionDecisionRequest = z.strictObject({
  ...decisionFields,
  pin: z.string().trim().min(1).max(20),
});
export type CorrectionDecisionRequest = z.infer<typeof CorrectionDecisionRequest>;

/** The same through a party link: verified with the code the link's code request sent. */
export const LinkCorrectionDecisionRequest = z.strictObject({
  ...decisionFields,
  party: partyField.optional(),
  code: z.string().trim().min(1).max(20),
});
export type LinkCorrectionDecisionRequest = z.infer<typeof LinkCorrectionDecisionRequest>;

export const LinkCorrectionCodeRequest = z.strictObject({
  receiver_id: z.number().int().positive().nullable().optional(),
});
export type LinkCorrectionCodeRequest = z.infer<typeof LinkCorrectionCodeRequest>;

export const CorrectionChange = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type CorrectionChange = z.infer<typeof CorrectionChange>;

/** A party whose signature the correction needs the approval of, and its answer so far. */
export const CorrectionSignatory = z.object({
  party: partyField,
  receiver_id: z.number().int().nullable(),
  /** who signed the party's box */
  signer_name: z.string(),
  decision: z.enum(CORRECTION_DECISIONS).nullable(),
  note: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** the caller may decide for this party now */
  can_decide: z.boolean(),
});
export type CorrectionSignatory = z.infer<typeof CorrectionSignatory>;

export const Correction = z.object({
  id: z.number().int(),
  document: z.number().int(),
  status: z.enum(CORRECTION_STATUSES),
  reason: z.string(),
  changes: z.array(CorrectionChange),
  proposed_by: z.string(),
  proposed_at: z.string(),
  closed_at: z.string().nullable(),
  signatories: z.array(CorrectionSignatory),
});
export type Correction = z.infer<typeof Correction>;

/** One version of a document's data: the signed one, then each approved correction's. */
export const DocumentVersion = z.object({
  version: z.number().int(),
  content_sha256: z.string(),
  created_at: z.string(),
  /** the correction that made it; null for the version first signed */
  correction: z.number().int().nullable(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof DocumentVersion>;

export const DocumentCorrectionsResponse = z.object({
  corrections: z.array(Correction),
  versions: z.array(DocumentVersion),
});
export type DocumentCorrectionsResponse = z.infer<typeof DocumentCorrectionsResponse>;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The fields whose value the proposal really changes, with old and new; none: nothing to do. */
export function correctionChanges(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): CorrectionChange[] {
  return Object.keys(changes)
    .sort()
    .filter((field) => !sameJson(before[field], changes[field]))
    .map((field) => ({ field, old: before[field] ?? null, new: changes[field] ?? null }));
}

/** The data with the changes applied. */
export function applyCorrection(
  before: Record<string, unknown>,
  changes: readonly CorrectionChange[],
): Record<string, unknown> {
  const after = { ...before };
  for (const change of changes) after[change.field] = change.new;
  return after;
}

/**
 * How a signature was given: through its party (a party link, a connected company's user) or
 * in the owning company's app (its user, its driver's phone).
 */
export type SignedThrough = 'owner' | 'party';

/** A party that signed the document and so approves its corrections. */
export type Signatory = { party: Party; receiver_id: number | null; through: SignedThrough };

/**
 * The parties whose boxes are signed, once each: a driver's signature is the carrier's box
 * (spec 2 §4); a box signed through its party is decided through its party only.
 */
export function signatoriesOf(
  signatures: readonly {
    signed_by_type: string;
    receiver_id: number | null;
    through: SignedThrough;
  }[],
): Signatory[] {
  const out: Signatory[] = [];
  for (const s of signatures) {
    const party = slotOf(s.signed_by_type as SignerType);
    const receiverId = party === 'receiver' ? s.receiver_id : null;
    const known = out.find((o) => o.party === party && o.receiver_id === receiverId);
    if (!known) out.push({ party, receiver_id: receiverId, through: s.through });
    else if (s.through === 'party') known.through = 'party';
  }
  return out;
}

/** The outcome once decisions are in: rejected by any, approved by all, else still open. */
export function correctionOutcome(
  signatories: readonly Pick<Signatory, 'party' | 'receiver_id'>[],
  decisions: readonly {
    party: string;
    receiver_id: number | null;
    decision: CorrectionDecisionKind;
  }[],
): CorrectionStatus {
  if (decisions.some((d) => d.decision === 'reject')) return 'rejected';
  const approved = signatories.every((s) =>
    decisions.some(
      (d) => d.party === s.party && d.receiver_id === s.receiver_id && d.decision === 'approve',
    ),
  );
  return approved ? 'approved' : 'open';
}
