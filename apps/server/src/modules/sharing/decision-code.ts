// A party link's one-time code for a decision that is not a signature (a correction's approval or
// rejection, a reservation's answer): sent and checked like the code a link signs with (sign.ts),
// bound to what it decides so that no code does another's work.
import type { ShareSignCodeResponse } from '@transitdocs/domain';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import type { ResolvedShare } from './resolve.ts';
import { codeTarget, issueLinkCode, spendCode, type LinkCodeSlot } from './sign.ts';

/** What the code decides: one correction or one reservation of one document. */
export type DecisionCodeSlot = Omit<LinkCodeSlot, 'correctionId' | 'reservationId'> &
  (
    | { correctionId: number; reservationId?: never }
    | { reservationId: number; correctionId?: never }
  );

/** Sends the code to where the link went (the receiver's own contact for an all-receivers link). */
export async function sendDecisionCode(
  deps: Deps,
  resolved: ResolvedShare,
  slot: DecisionCodeSlot,
  meta: RequestMeta,
): Promise<ShareSignCodeResponse> {
  // A link never sent anywhere: the code goes where the code its party signed with went, never
  // to an address the visitor gives now.
  const signedWith = await deps.db
    .selectFrom('share_sign_codes')
    .select(['channel', 'recipient'])
    .where('share_token_id', '=', resolved.share.id)
    .where('document_id', '=', slot.documentId)
    .where('correction_id', 'is', null)
    .where('reservation_id', 'is', null)
    .where('used_at', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const target = await codeTarget(
    deps,
    resolved,
    {
      document: slot.documentId,
      receiver: slot.receiverId,
      email: signedWith?.channel === 'email' ? signedWith.recipient : '',
      phone: signedWith?.channel === 'sms' ? signedWith.recipient : '',
    },
    slot.receiverId,
  );
  return issueLinkCode(
    deps,
    resolved,
    {
      documentId: slot.documentId,
      documentName: slot.documentName,
      receiverId: slot.receiverId,
      correctionId: slot.correctionId ?? null,
      reservationId: slot.reservationId ?? null,
    },
    target,
    meta,
  );
}

/** Checks and spends the newest code of this decision; `release` gives it back. */
export function spendDecisionCode(
  deps: Deps,
  resolved: ResolvedShare,
  slot: Omit<DecisionCodeSlot, 'documentName'>,
  code: string,
): Promise<{ release: () => Promise<void> }> {
  return spendCode(deps, resolved, slot, code);
}
