// Tokens (company side): share links made, sent and revoked.
import {
  SHARE_LINK_DAYS,
  SHARE_LINK_LIFETIME_MS,
  isLanguage,
  shareLinkUrl,
  type GenerateTokenRequest,
  type GenerateTokenResponse,
  type Language,
  type SendTokenRequest,
  type SendTokenResponse,
  type ShareType,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { ShareTokenRow } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { generateToken, hashToken } from '../../platform/crypto.ts';
import { fieldError } from '../../platform/errors.ts';
import type { MessageParams } from '../../platform/messages/index.ts';
import { getCompany, getUser, userByEmail, userByPhone } from '../accounts/index.ts';
import { documentsOfTransit, receiversOfTransit } from '../documents/index.ts';
import { requireTransit as guardTransit, userRequester } from '../transits/index.ts';
import { transitRowById } from '../transits/index.ts';
import { shareLinkExpired, shareLinkInvalid } from './link-errors.ts';
import * as repo from './repo.ts';

/** 32 random bytes: 43 base64url characters. */
const TOKEN_BYTES = 32;

/**
 * The transit receiver a receiver link acts for: the one named (the transit's own), else the
 * transit's only one. Named none on a transit with several, the link is for all of them (null):
 * its visitor picks which receiver he is before signing, and the code goes to that receiver's
 * contact (sign.ts), so holding the link alone signs no receiver's box. Sender and carrier links
 * name none.
 */
async function linkReceiver(
  db: Executor,
  transitId: number,
  type: ShareType,
  requested: number | null,
): Promise<number | null> {
  if (type !== 'receiver') {
    if (requested !== null) throw fieldError('receiver', 'invalid_choice');
    return null;
  }
  const receivers = await receiversOfTransit(db, transitId);
  if (requested !== null) {
    if (!receivers.some((receiver) => receiver.id === requested)) {
      throw fieldError('receiver', 'invalid_choice');
    }
    return requested;
  }
  return receivers.length === 1 ? (receivers[0]?.id ?? null) : null;
}

/** The documents named must all be the transit's; answers the JSON kept on the grant. */
async function grantedDocumentsJson(
  db: Executor,
  transitId: number,
  documents: readonly number[] | undefined,
): Promise<string | null> {
  if (!documents || documents.length === 0) return null;
  const own = new Set((await documentsOfTransit(db, transitId)).map((d) => d.id));
  documents.forEach((id, index) => {
    if (!own.has(id)) throw fieldError(`documents.${index}`, 'invalid_choice');
  });
  return JSON.stringify([...new Set(documents)]);
}

/**
 * POST generate-token/: a link acting for one party (a receiver link for one receiver) on a
 * transit the caller may share; the token is answered once.
 */
export async function createShareToken(
  deps: Deps,
  caller: Caller,
  input: GenerateTokenRequest,
): Promise<GenerateTokenResponse> {
  const { transit } = await guardTransit(deps.db, userRequester(caller), input.transit, 'share');
  const documents = await grantedDocumentsJson(deps.db, transit.id, input.documents);
  const receiverId = await linkReceiver(deps.db, transit.id, input.type, input.receiver ?? null);
  const { token, row } = await issueShareToken(deps.db, {
    companyId: transit.company_id,
    transitId: transit.id,
    type: input.type,
    receiverId,
    documents,
    createdBy: caller.userId,
  });
  return { id: token, expires_at: row.expires_at };
}

/**
 * A new link of the transit acting for one party (a receiver link for one receiver row): the
 * token is answered once, only its hash is kept. Callers have checked the party and documents.
 */
export async function issueShareToken(
  db: Executor,
  link: {
    companyId: number;
    transitId: number;
    type: ShareType;
    receiverId: number | null;
    documents: string | null;
    createdBy: number | null;
    /** a hand-over's link lives minutes, not the usual days */
    expiresAt?: string;
  },
): Promise<{ token: string; row: ShareTokenRow }> {
  const token = generateToken(TOKEN_BYTES);
  const now = new Date();
  const row = await repo.insertShareToken(db, {
    token_hash: hashToken(token),
    company_id: link.companyId,
    transit_id: link.transitId,
    type: link.type,
    receiver_id: link.receiverId,
    documents: link.documents,
    created_by: link.createdBy,
    created_at: now.toISOString(),
    expires_at: link.expiresAt ?? new Date(now.getTime() + SHARE_LINK_LIFETIME_MS).toISOString(),
    revoked_at: null,
    last_opened_at: null,
    sent_email: null,
    sent_phone: null,
  });
  return { token, row };
}

/** What a link's message says: who shares which transit, the link, and how long it works. */
export function shareLinkParams(
  deps: Pick<Deps, 'config'>,
  companyName: string,
  transitNumber: string,
  token: string,
): MessageParams['share_link'] {
  return {
    companyName,
    transitNumber,
    link: shareLinkUrl(deps.config.publicUrl, token),
    days: SHARE_LINK_DAYS,
  };
}

/**
 * The language of a share mail: the recipient's own when the address belongs to a user of the
 * product; otherwise the sender's current interface language (Accept-Language), else his stored
 * one. An outsider's language is unknown; the sender usually writes to him in a shared one.
 */
async function recipientLanguage(
  deps: Deps,
  caller: Caller,
  address: { email?: string; phone?: string },
  meta: RequestMeta,
): Promise<Language> {
  const user = address.email
    ? await userByEmail(deps.db, address.email.toLowerCase())
    : address.phone
      ? await userByPhone(deps.db, address.phone)
      : undefined;
  if (user && isLanguage(user.language)) return user.language;
  if (meta.language) return meta.language;
  const sender = await getUser(deps.db, caller.userId);
  return sender && isLanguage(sender.language) ? sender.language : 'pl';
}

/** Sends `{PUBLIC_URL}/share/{token}` by e-mail and/or SMS (each in its recipient's language). */
async function deliverLink(
  deps: Deps,
  caller: Caller,
  share: ShareTokenRow,
  token: string,
  to: { email: string; phone: string },
  meta: RequestMeta,
): Promise<SendTokenResponse> {
  const transit = await transitRowById(deps.db, share.transit_id);
  const company = await getCompany(deps.db, share.company_id);
  if (!transit || !company) throw shareLinkInvalid();
  const params = shareLinkParams(deps, company.name, transit.transit_number, token);
  const base = { companyId: caller.companyId, userId: caller.userId };
  let email = false;
  let sms = false;
  if (to.email) {
    const language = await recipientLanguage(deps, caller, { email: to.email }, meta);
    await deps.outbound.send(
      { ...base, email: to.email, phone: null, language },
      'share_link',
      params,
    );
    email = true;
  }
  if (to.phone) {
    const language = await recipientLanguage(deps, caller, { phone: to.phone }, meta);
    await deps.outbound.send(
      { ...base, email: null, phone: to.phone, language },
      'share_link',
      params,
    );
    sms = true;
  }
  await repo.recordTokenSent(deps.db, share.id, {
    email: to.email || null,
    phone: to.phone || null,
  });
  return { email, sms };
}

/** POST send-token-email-sms/: only a token of the caller's company, while it is valid. */
export async function sendShareToken(
  deps: Deps,
  caller: Caller,
  input: SendTokenRequest,
  meta: RequestMeta,
): Promise<SendTokenResponse> {
  const share = await repo.findShareTokenByHash(deps.db, hashToken(input.token));
  if (!share || share.company_id !== caller.companyId) throw shareLinkInvalid();
  if (share.revoked_at !== null || share.expires_at <= nowIso()) throw shareLinkExpired();
  await deps.limiter.consume('share_send', [`user:${caller.userId}`]);
  return deliverLink(deps, caller, share, input.token, input, meta);
}

/** POST revoke-token/: a link of the caller's company stops working at once. */
export async function revokeShareToken(deps: Deps, caller: Caller, token: string): Promise<void> {
  const share = await repo.findShareTokenByHash(deps.db, hashToken(token));
  if (!share || share.company_id !== caller.companyId) throw shareLinkInvalid();
  await repo.revokeShareToken(deps.db, share.id, nowIso());
}

/** POST share-link/: generate-token and send-token-email-sms in one call. */
export async function shareByLink(
  deps: Deps,
  caller: Caller,
  input: GenerateTokenRequest & { email: string; phone: string },
  meta: RequestMeta,
): Promise<SendTokenResponse & { expires_at: string }> {
  const created = await createShareToken(deps, caller, input);
  const share = await repo.findShareTokenByHash(deps.db, hashToken(created.id));
  if (!share) throw shareLinkInvalid();
  await deps.limiter.consume('share_send', [`user:${caller.userId}`]);
  const sent = await deliverLink(deps, caller, share, created.id, input, meta);
  return { ...sent, expires_at: created.expires_at };
}
