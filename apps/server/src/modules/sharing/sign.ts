import {
  SHARE_SIGN_CODE_LENGTH,
  SHARE_SIGN_CODE_MAX_ATTEMPTS,
  SHARE_SIGN_CODE_TTL_MS,
  ShareSignExtraFields,
  decideDocument,
  decideSign,
  grantOf,
  maskAddress,
  signingReceiver,
  type Actor,
  type DocumentAction,
  type DocumentFacts,
  type Document,
  type ShareSignCodeRequest,
  type ShareSignCodeResponse,
  type SignAllResponse,
  type SignAllStopsResponse,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { RequestMeta } from '../../platform/context.ts';
import type { Deps } from '../../platform/context.ts';
import { generatePin, hashSecret, verifySecret } from '../../platform/crypto.ts';
import {
  AppError,
  RequestValidationError,
  enforce,
  fieldError,
  nonFieldError,
} from '../../platform/errors.ts';
import { receiverContact, requireDocument } from '../documents/index.ts';
import {
  checkSignable,
  listSignAllStops,
  parseSignAll,
  signAllItems,
  signDocument,
  type SignAllInput,
  type SignDocumentInput,
} from '../signing/index.ts';
import type { ResolvedShare } from './resolve.ts';

/** The sign action of the party a link acts for: the only boxes its code is for. */
const SIGN_ACTION = {
  sender: 'sign_sender',
  carrier: 'sign_carrier',
  receiver: 'sign_receiver',
} as const satisfies Record<string, DocumentAction>;

/** Fields of the link's signing form that are ours, not the signing module's. */
const EXTRA_FIELDS = ['code', 'first_name', 'last_name', 'company_name', 'token'];

/**
 * Where the code goes: where the link was sent (e-mail first, else phone). Only a link never
 * sent anywhere (copied by hand) takes the address the visitor enters; otherwise anyone holding
 * the link could send himself the code. A link for all of a transit's receivers may have been sent
 * to any of them: its code goes to the picked receiver's own contact.
 */
export async function codeTarget(
  deps: Deps,
  resolved: ResolvedShare,
  input: ShareSignCodeRequest,
  receiverId: number | null,
): Promise<{ channel: 'email' | 'sms'; to: string }> {
  const { share } = resolved;
  if (share.type === 'receiver' && share.receiver_id === null && receiverId !== null) {
    const contact = await receiverContact(deps.db, resolved.transit.id, receiverId);
    if (contact?.email) return { channel: 'email', to: contact.email };
    if (contact?.phone) return { channel: 'sms', to: contact.phone };
    throw fieldError('receiver', 'receiver_has_no_contact');
  }
  if (share.sent_email) return { channel: 'email', to: share.sent_email };
  if (share.sent_phone) return { channel: 'sms', to: share.sent_phone };
  if (input.email) return { channel: 'email', to: input.email };
  if (input.phone) return { channel: 'sms', to: input.phone };
  throw nonFieldError('email_or_phone_required');
}

/**
 * The receiver whose box a receiver link's code is for: the one asked for, the link's own, or the
 * document's only one; a link for all receivers on a document of several must be told which.
 */
function codeReceiver(actor: Actor, facts: DocumentFacts, requested: number | null): number | null {
  const party = grantOf(actor)?.party ?? 'receiver';
  if (party !== 'receiver') return null;
  const receiverId = signingReceiver(actor, facts, requested);
  if (receiverId === null) throw fieldError('receiver', 'field_required');
  enforce(decideSign(actor, facts, 'receiver', receiverId));
  return receiverId;
}

/** POST sign-document-token-signature/{token}/code/: a 6-digit code, 5 minutes, 5 tries. */
export async function sendSignCode(
  deps: Deps,
  resolved: ResolvedShare,
  input: ShareSignCodeRequest,
  meta: RequestMeta,
): Promise<ShareSignCodeResponse> {
  const { document, actor, facts } = await requireDocument(
    deps.db,
    resolved.requester,
    input.document,
    'view',
  );
  // A code only for a document whose box of the link's party it may sign now.
  enforce(decideDocument(actor, SIGN_ACTION[grantOf(actor)?.party ?? 'receiver'], facts));
  const receiverId = codeReceiver(actor, facts, input.receiver);
  const target = await codeTarget(deps, resolved, input, receiverId);
  return issueLinkCode(
    deps,
    resolved,
    {
      documentId: document.id,
      documentName: document.name,
      receiverId,
      correctionId: null,
      reservationId: null,
    },
    target,
    meta,
  );
}

/** What a link's one-time code is for: one box of one document, or one decision on it. */
export type LinkCodeSlot = {
  documentId: number;
  documentName: string;
  receiverId: number | null;
  /** the correction the code approves or rejects */
  correctionId: number | null;
  /** the reservation the code answers */
  reservationId: number | null;
};

/** The message a code goes out in says what it is for: signing, a correction, an answer. */
function codeMessageOf(slot: LinkCodeSlot) {
  if (slot.correctionId !== null) return 'correction_decision_code' as const;
  if (slot.reservationId !== null) return 'reservation_answer_code' as const;
  return 'share_sign_code' as const;
}

/**
 * A link's one-time code (6 digits, 5 minutes) stored as a hash for one box of one document (or
 * one correction's decision, or one reservation's answer) and sent to `target`, in the visitor's
 * browser language (an outsider has no stored one). Counted per link and per IP address.
 */
export async function issueLinkCode(
  deps: Deps,
  resolved: ResolvedShare,
  slot: LinkCodeSlot,
  target: { channel: 'email' | 'sms'; to: string },
  meta: RequestMeta,
): Promise<ShareSignCodeResponse> {
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
      reservation_id: slot.reservationId,
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
    codeMessageOf(slot),
    { code, documentName: slot.documentName, minutes: SHARE_SIGN_CODE_TTL_MS / 60_000 },
  );
  return { channel: target.channel, hint: maskAddress(target.to), expires_at: expiresAt };
}

/**
 * Checks the newest code of this link and document (each try counts, 5 at most), spends it, and
 * only then signs. A signature refused for its own input gives the code back (the tries stay
 * counted) so the visitor can correct the form.
 */
export async function spendCode(
  deps: Deps,
  resolved: ResolvedShare,
  slot: {
    documentId: number;
    receiverId: number | null;
    correctionId?: number | null;
    reservationId?: number | null;
  },
  code: string,
): Promise<{ release: () => Promise<void> }> {
  // A code sent to one receiver signs that receiver's box only.
  const row = await deps.db
    .selectFrom('share_sign_codes')
    .selectAll()
    .where('share_token_id', '=', resolved.share.id)
    .where('document_id', '=', slot.documentId)
    .where('receiver_id', slot.receiverId === null ? 'is' : '=', slot.receiverId)
    // A signature's code never decides a correction nor answers a reservation, nor the other
    // way round.
    .where('correction_id', slot.correctionId ? '=' : 'is', slot.correctionId ?? null)
    .where('reservation_id', slot.reservationId ? '=' : 'is', slot.reservationId ?? null)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw fieldError('code', 'code_invalid');
  if (row.expires_at <= nowIso()) throw fieldError('code', 'code_expired');
  const reserved = await deps.db
    .updateTable('share_sign_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', SHARE_SIGN_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (reserved.numUpdatedRows === 0n) throw fieldError('code', 'too_many_attempts');
  if (!(await verifySecret(code, row.code_hash))) throw fieldError('code', 'code_invalid');
  const spent = await deps.db
    .updateTable('share_sign_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows === 0n) throw fieldError('code', 'code_invalid');
  return {
    release: async () => {
      await deps.db
        .updateTable('share_sign_codes')
        .set({ used_at: null })
        .where('id', '=', row.id)
        .execute();
    },
  };
}

/** POST sign-document-token-signature/{token}/: signs as the link's visitor via H4's signing. */
export async function signFromLink(
  deps: Deps,
  resolved: ResolvedShare,
  form: { fields: Map<string, string>; png: Buffer | null; location: string | undefined },
  meta: RequestMeta,
): Promise<Document> {
  const raw = Object.fromEntries(form.fields);
  const extras = ShareSignExtraFields.safeParse(raw);
  if (!extras.success) throw new RequestValidationError(extras.error);
  const fields = Object.fromEntries(
    Object.entries(raw).filter(([name]) => !EXTRA_FIELDS.includes(name)),
  );
  const documentId = Number(fields.document);
  if (!Number.isInteger(documentId) || documentId <= 0) {
    throw fieldError('document', 'field_required');
  }
  const input: SignDocumentInput = {
    actor: {
      kind: 'link',
      share: resolved.share,
      name: `${extras.data.first_name} ${extras.data.last_name}`,
      companyName: extras.data.company_name,
    },
    fields,
    png: form.png,
    location: form.location,
    ip: meta.ip,
    userAgent: meta.userAgent,
    verification: { method: 'sms', checkedBy: 'share_link_code' },
  };
  // The rulebook first: a box the link's party may not sign spends no code.
  const { receiverId } = await checkSignable(deps, input);
  const { release } = await spendCode(deps, resolved, { documentId, receiverId }, extras.data.code);
  try {
    return await signDocument(deps, input);
  } catch (error) {
    if (error instanceof AppError || error instanceof RequestValidationError) await release();
    throw error;
  }
}

/**
 * POST sign-document-token-signature/{token}/sign-all/: "Sign all" as the link's visitor. The
 * one-time code sent for the first document is spent once for the whole batch (after the
 * rulebook let its first box be signed); then each document is signed as signing's sign-all
 * does, within what the link reaches. A batch of which nothing was signed gives the code back.
 */
export async function signAllFromLink(
  deps: Deps,
  resolved: ResolvedShare,
  form: { fields: Map<string, string>; png: Buffer | null; location: string | undefined },
  meta: RequestMeta,
): Promise<SignAllResponse> {
  const raw = Object.fromEntries(form.fields);
  const extras = ShareSignExtraFields.safeParse(raw);
  if (!extras.success) throw new RequestValidationError(extras.error);
  const fields = parseSignAll(
    Object.fromEntries(Object.entries(raw).filter(([name]) => !EXTRA_FIELDS.includes(name))),
  );
  if (fields.verification !== undefined) throw fieldError('verification', 'invalid_choice');
  const [first] = fields.items;
  if (!first) throw fieldError('items', 'field_required');
  const input: SignAllInput = {
    actor: {
      kind: 'link',
      share: resolved.share,
      name: `${extras.data.first_name} ${extras.data.last_name}`,
      companyName: extras.data.company_name,
    },
    fields: {},
    png: form.png,
    location: form.location,
    ip: meta.ip,
    userAgent: meta.userAgent,
  };
  // The rulebook first: a box the link's party may not sign spends no code.
  const { receiverId } = await checkSignable(deps, {
    ...input,
    fields: {
      document: first.document,
      signed_by_type: first.signed_by_type,
      ...(fields.receiver_id === undefined ? {} : { receiver_id: fields.receiver_id }),
    },
  });
  const { release } = await spendCode(
    deps,
    resolved,
    { documentId: first.document, receiverId },
    extras.data.code,
  );
  const answer = await signAllItems(deps, input, fields, receiverId, {
    method: 'sms',
    checkedBy: 'share_link_code',
  });
  if (answer.signed === 0) await release();
  return answer;
}

/** GET sign-document-token-signature/{token}/sign-all/: the link's boxes of 2+ documents. */
export function signAllStopsOfLink(
  deps: Deps,
  resolved: ResolvedShare,
): Promise<SignAllStopsResponse> {
  return listSignAllStops(deps, resolved.requester, resolved.transit.id);
}
