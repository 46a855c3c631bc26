// A party link's one-time code for deciding on a correction: sent and checked like the code a
// link signs with (sign.ts), bound to the correction so neither code does the other's work.
import {
  SHARE_SIGN_CODE_LENGTH,
  SHARE_SIGN_CODE_TTL_MS,
  maskAddress,
  type ShareSignCodeResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { generatePin, hashSecret } from '../../platform/crypto.ts';
import type { ResolvedShare } from './resolve.ts';
import { codeTarget, spendCode } from './sign.ts';

export type DecisionCodeSlot = {
  documentId: number;
  documentName: string;
  receiverId: number | null;
  correctionId: number;
};

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
  await deps.limiter.consume('share_sign_code', [`share:${resolved.share.id}`, `ip:${meta.ip}`]);
  const code = generatePin(SHARE_SIGN_CODE_LENGTH);
  const now = nowIso();
  const expiresAt = new Date(Date.parse(now) + SHARE_SIGN_CODE_TTL_MS).toISOString();
  await deps.db
    .insertInto('share_sign_codes')
    .values({
      share_token_id: resolved.share.id,
      document_id: slot.documentId,
      receiver_id: slot.receiverId,
      correction_id: slot.correctionId,
      code_hash: await hashSecret(code),
      channel: target.channel,
      recipient: target.to,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  await deps.outbound.send(
    {
      companyId: resolved.transit.company_id,
      userId: null,
      email: target.channel === 'email' ? target.to : null,
      phone: target.channel === 'sms' ? target.to : null,
      language: meta.language ?? 'pl',
    },
    'share_sign_code',
    { code, documentName: slot.documentName, minutes: SHARE_SIGN_CODE_TTL_MS / 60_000 },
  );
  return { channel: target.channel, hint: maskAddress(target.to), expires_at: expiresAt };
}

/** Checks and spends the newest code of this correction; `release` gives it back. */
export function spendDecisionCode(
  deps: Deps,
  resolved: ResolvedShare,
  slot: Omit<DecisionCodeSlot, 'documentName'>,
  code: string,
): Promise<{ release: () => Promise<void> }> {
  return spendCode(deps, resolved, slot, code);
}
