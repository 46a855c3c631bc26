// A correction proposal told to the parties that signed through their links: they are not in the
// product, so a message with a new link is how they learn their decision is awaited
// (docs/decisions/0127-corrections-after-signing.md,
// docs/decisions/0129-link-answers-and-correction-messages.md). Sent after commit, as the links
// that send themselves are (auto-send.ts).
import { eventsOfType, shareLinkUrl, type ShareType } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import { getCompany } from '../accounts/index.ts';
import { companyLanguage } from '../settings/index.ts';
import { transitRowById } from '../transits/index.ts';
import type { AutoSendDeps } from './auto-send.ts';
import * as repo from './repo.ts';
import { issueShareToken } from './tokens.ts';

/** A party that signed the document through its link, and where its signing code went. */
type LinkSignatory = {
  key: string;
  type: ShareType;
  receiverId: number | null;
  documents: string | null;
  channel: 'email' | 'sms';
  recipient: string;
};

/**
 * The parties whose box was signed with a link's code: the code went to the party's own contact
 * (where the link was sent, or the receiver's own), so the message goes there too, never to an
 * address anyone types now. The newest code per party.
 */
async function linkSignatoriesOf(deps: AutoSendDeps, documentId: number): Promise<LinkSignatory[]> {
  const rows = await deps.db
    .selectFrom('share_sign_codes as c')
    .innerJoin('share_tokens as t', 't.id', 'c.share_token_id')
    .select(['c.channel', 'c.recipient', 'c.receiver_id', 't.type', 't.documents'])
    .where('c.document_id', '=', documentId)
    .where('c.correction_id', 'is', null)
    .where('c.reservation_id', 'is', null)
    .where('c.used_at', 'is not', null)
    .orderBy('c.id', 'desc')
    .execute();
  const out: LinkSignatory[] = [];
  for (const row of rows) {
    const type = row.type as ShareType;
    const receiverId = type === 'receiver' ? row.receiver_id : null;
    const key = receiverId === null ? type : `receiver:${String(receiverId)}`;
    if (out.some((s) => s.key === key)) continue;
    out.push({
      key,
      type,
      receiverId,
      documents: row.documents,
      channel: row.channel === 'email' ? 'email' : 'sms',
      recipient: row.recipient,
    });
  }
  return out;
}

async function tellParties(
  deps: AutoSendDeps,
  event: { companyId: number; transitId: number; documentId: number; actorUserId: number | null },
  correction: { id: number; reason: string },
): Promise<void> {
  const parties = await linkSignatoriesOf(deps, event.documentId);
  if (parties.length === 0) return;
  const [transit, company, document] = await Promise.all([
    transitRowById(deps.db, event.transitId),
    getCompany(deps.db, event.companyId),
    deps.db
      .selectFrom('documents')
      .select('name')
      .where('id', '=', event.documentId)
      .executeTakeFirst(),
  ]);
  if (!transit || !company || !document) return;
  // The owner company writes: its language, whoever proposed.
  const language = await companyLanguage(deps.db, event.companyId);
  for (const party of parties) {
    // Claimed by its unique key first: a rerun of the after-commit work sends nothing more.
    const claimed = await deps.db
      .insertInto('correction_link_sends')
      .values({
        correction_id: correction.id,
        party_key: party.key,
        share_token_id: null,
        channel: party.channel,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['correction_id', 'party_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) continue;
    // The link the party signed with is kept as a hash only: a new one of the same party and
    // documents, sent where its code went (so that its decision code goes there too).
    const { token, row: share } = await issueShareToken(deps.db, {
      companyId: event.companyId,
      transitId: event.transitId,
      type: party.type,
      receiverId: party.receiverId,
      documents: party.documents,
      createdBy: event.actorUserId,
    });
    const sent = {
      email: party.channel === 'email' ? party.recipient : null,
      phone: party.channel === 'sms' ? party.recipient : null,
    };
    try {
      await deps.outbound.send(
        { companyId: event.companyId, userId: null, ...sent, language },
        'correction_awaits_decision',
        {
          companyName: company.name,
          documentName: document.name,
          transitNumber: transit.transit_number,
          reason: correction.reason,
          link: shareLinkUrl(deps.config.publicUrl, token),
        },
      );
    } catch (error) {
      // Not sent: the link never went out, and the retried run claims the party again.
      await repo.revokeShareToken(deps.db, share.id, nowIso());
      await deps.db.deleteFrom('correction_link_sends').where('id', '=', claimed.id).execute();
      throw error;
    }
    await repo.recordTokenSent(deps.db, share.id, sent);
    await deps.db
      .updateTable('correction_link_sends')
      .set({ share_token_id: share.id })
      .where('id', '=', claimed.id)
      .execute();
  }
}

/**
 * Once a correction is proposed, each party that signed the document through its link gets a
 * message (e-mail or SMS, where its signing code went) with a link to decide; a party in the
 * product hears of it from its notifications.
 */
export function correctionMessagesSubscriber(deps: AutoSendDeps): EventSubscriber {
  return {
    name: 'correction-messages',
    async afterCommit(events) {
      for (const event of eventsOfType(events, 'correction_proposed')) {
        if (event.subject !== 'document') continue;
        await tellParties(
          deps,
          {
            companyId: event.companyId,
            transitId: event.transitId,
            documentId: event.documentId,
            actorUserId: event.actor.userId,
          },
          { id: event.data.correction_id, reason: event.data.reason },
        );
      }
    },
  };
}
