// The receiver signs on his own phone: the driver's card shows a short code (and a QR code of its
// address); the first phone to open it gets a receiver link of the transit for that receiver and
// that document only (docs/decisions/0124-receiver-hand-over.md).
import { randomInt } from 'node:crypto';
import {
  HANDOVER_CODE_ALPHABET,
  HANDOVER_CODE_LENGTH,
  HANDOVER_LIFETIME_MS,
  decideHandover,
  handoverUrl,
  isHandoverCode,
  normalizeHandoverCode,
  type HandoverClaimRequest,
  type HandoverClaimResponse,
  type HandoverRequest,
  type HandoverResponse,
} from '@transitdocs/domain';
import { isUniqueViolation, nowIso, type Executor } from '../../db/index.ts';
import type { HandoverRow } from '../../db/schema.ts';
import { circumstancesOf, type Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { AppError, enforce, fieldError } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { receiverContact, requireDocument } from '../documents/index.ts';
import { userRequester } from '../transits/index.ts';
import * as repo from './repo.ts';
import { issueShareToken } from './tokens.ts';

/** Wrong codes from one address before the waits start (each further one doubles the wait). */
const CLAIM_LIMIT = 'handover_code';

function newCode(): string {
  let code = '';
  for (let i = 0; i < HANDOVER_CODE_LENGTH; i++) {
    code += HANDOVER_CODE_ALPHABET.charAt(randomInt(HANDOVER_CODE_ALPHABET.length));
  }
  return code;
}

/** Where the link's signing code goes: the receiver contact's phone, else its e-mail. */
async function contactOf(
  db: Executor,
  transitId: number,
  receiverId: number,
): Promise<{ email: string | null; phone: string | null }> {
  const contact = await receiverContact(db, transitId, receiverId);
  if (contact?.phone) return { email: null, phone: contact.phone };
  if (contact?.email) return { email: contact.email, phone: null };
  throw fieldError('receiver', 'receiver_has_no_contact');
}

/**
 * POST transit-document/{id}/handover/: a code for receiver `receiver`'s box of the document, for
 * a member who could get that box signed at his own phone now (the rulebook's handover_receiver).
 */
export async function startHandover(
  deps: Deps,
  caller: Caller,
  documentId: number,
  input: HandoverRequest,
  meta: RequestMeta,
): Promise<HandoverResponse> {
  const { document, transit, actor, facts } = await requireDocument(
    deps.db,
    userRequester(caller),
    documentId,
    'view',
  );
  const verdict = decideHandover(actor, facts, input.receiver);
  // The rulebook keys a receiver's refusal by the signing form's field; this body names it so.
  enforce(
    !verdict.allowed && verdict.field === 'receiver_id'
      ? { ...verdict, field: 'receiver' }
      : verdict,
  );
  // Refused now rather than on the receiver's phone: the code needs somewhere to go.
  await contactOf(deps.db, transit.id, input.receiver);
  const now = nowIso();
  const expiresAt = new Date(Date.parse(now) + HANDOVER_LIFETIME_MS).toISOString();
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await writeTransaction(deps, async (trx) => {
        await trx
          .insertInto('handovers')
          .values({
            company_id: transit.company_id,
            transit_id: transit.id,
            document_id: document.id,
            receiver_id: input.receiver,
            code_hash: hashToken(code),
            created_by: caller.userId,
            created_at: now,
            expires_at: expiresAt,
            claimed_at: null,
            share_token_id: null,
          })
          .execute();
        await recordEvent(trx, {
          subject: 'document',
          documentId: document.id,
          transitId: transit.id,
          companyId: document.company_id,
          ...circumstancesOf(caller, meta, now),
          data: { type: 'handover_started', receiver_id: input.receiver, expires_at: expiresAt },
        });
      });
    } catch (error) {
      // An old code of the same letters: draw again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
    return {
      code,
      url: handoverUrl(deps.config.publicUrl, code),
      expires_at: expiresAt,
      document: document.id,
      receiver: input.receiver,
    };
  }
}

/** A refused opening of a known code is kept in the document's history: someone else tried it. */
async function refuse(
  deps: Deps,
  row: HandoverRow,
  key: 'handover_used' | 'handover_expired',
  meta: RequestMeta,
): Promise<never> {
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    await recordEvent(trx, {
      subject: 'document',
      documentId: row.document_id,
      transitId: row.transit_id,
      companyId: row.company_id,
      actor: { userId: null, apiKeyId: null, companyId: null, name: null, companyName: null },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
      data: { type: 'handover_refused', receiver_id: row.receiver_id, reason: key },
    });
  });
  // 410 Gone, as an expired share link: the code existed and is over.
  throw new AppError(410, key, { code: [key] });
}

/**
 * POST handover/: the first opening of a code claims it and mints the receiver's link, for the
 * document handed over and 15 minutes; a wrong code counts as a guess (429 past the free ones), a
 * used or expired one is refused. Nothing else changes on a refusal.
 */
export async function claimHandover(
  deps: Deps,
  input: HandoverClaimRequest,
  meta: RequestMeta,
): Promise<HandoverClaimResponse> {
  const keys = [`ip:${meta.ip}`];
  await deps.limiter.check(CLAIM_LIMIT, keys);
  const code = normalizeHandoverCode(input.code);
  const row = isHandoverCode(code)
    ? await deps.db
        .selectFrom('handovers')
        .selectAll()
        .where('code_hash', '=', hashToken(code))
        .executeTakeFirst()
    : undefined;
  if (!row) {
    await deps.limiter.fail(CLAIM_LIMIT, keys);
    throw fieldError('code', 'handover_invalid');
  }
  if (row.claimed_at !== null) return refuse(deps, row, 'handover_used', meta);
  const now = nowIso();
  if (row.expires_at <= now) return refuse(deps, row, 'handover_expired', meta);
  const contact = await contactOf(deps.db, row.transit_id, row.receiver_id);
  const expiresAt = new Date(Date.parse(now) + HANDOVER_LIFETIME_MS).toISOString();
  const claimed = await writeTransaction(deps, async (trx) => {
    // Only one opening wins, also of two at once.
    const taken = await trx
      .updateTable('handovers')
      .set({ claimed_at: now })
      .where('id', '=', row.id)
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return null;
    const { token, row: share } = await issueShareToken(trx, {
      companyId: row.company_id,
      transitId: row.transit_id,
      type: 'receiver',
      receiverId: row.receiver_id,
      documents: JSON.stringify([row.document_id]),
      createdBy: row.created_by,
      expiresAt,
    });
    // The link's signing code goes to the receiver's own contact, never to an address typed in.
    await repo.recordTokenSent(trx, share.id, contact);
    await trx
      .updateTable('handovers')
      .set({ share_token_id: share.id })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, {
      subject: 'document',
      documentId: row.document_id,
      transitId: row.transit_id,
      companyId: row.company_id,
      actor: { userId: null, apiKeyId: null, companyId: null, name: null, companyName: null },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
      data: { type: 'handover_opened', receiver_id: row.receiver_id },
    });
    return token;
  });
  if (claimed === null) return refuse(deps, row, 'handover_used', meta);
  await deps.limiter.succeed(CLAIM_LIMIT, keys[0] ?? '');
  return {
    token: claimed,
    transit: row.transit_id,
    document: row.document_id,
    receiver: row.receiver_id,
    expires_at: expiresAt,
  };
}
