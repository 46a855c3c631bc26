// A transit's link sent by itself to the contractors it names that are not in the product
// (spec 2 §4, spec 3 §4 "contractor delivery indicator"; docs/decisions/0115-links-sent-by-themselves.md).
import {
  autoSendChoice,
  eventsOfType,
  type AutoSendChoice,
  type DomainEventOf,
  type Language,
  type ShareType,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';
import {
  recordEvent,
  writeTransaction,
  type EventSubscriber,
} from '../../platform/events/index.ts';
import { getCompany } from '../accounts/index.ts';
import { clientRowOf, recordAutoSend } from '../contractors/index.ts';
import { documentsOfTransit } from '../documents/index.ts';
import { companyLanguage, sendsLinksByItself } from '../settings/index.ts';
import { partiesOfTransit, transitRowById } from '../transits/index.ts';
import * as sends from './auto-send-repo.ts';
import * as repo from './repo.ts';
import { issueShareToken, shareLinkParams } from './tokens.ts';

export type AutoSendDeps = Pick<Deps, 'db' | 'events' | 'outbound' | 'config'>;

/** One party of the transit a link may go to: the link acts for it as a shared link does. */
type PartyLink = {
  type: ShareType;
  /** the send's unique key within the transit */
  key: string;
  clientId: number;
  /** a receiver link's transit receiver */
  receiverId: number | null;
};

async function partyLinksOf(deps: AutoSendDeps, transitId: number): Promise<PartyLink[]> {
  const parties = await partiesOfTransit(deps.db, transitId);
  const links: PartyLink[] = [];
  if (parties.sender !== null) {
    links.push({ type: 'sender', key: 'sender', clientId: parties.sender, receiverId: null });
  }
  for (const receiver of parties.receivers) {
    links.push({
      type: 'receiver',
      key: `receiver:${String(receiver.id)}`,
      clientId: receiver.client_id,
      receiverId: receiver.id,
    });
  }
  // A carrier link acts for the carriers as any carrier link does (no carrier row is named).
  for (const clientId of parties.carriers) {
    links.push({ type: 'carrier', key: `carrier:${String(clientId)}`, clientId, receiverId: null });
  }
  return links;
}

type Created = DomainEventOf<'document_created'> & { subject: 'document' };

/** The transit's main document was created (not a sub-document, not a loose document). */
async function isMainDocumentCreated(deps: AutoSendDeps, event: Created): Promise<boolean> {
  if (event.data.parent_document !== null) return false;
  const documents = await documentsOfTransit(deps.db, event.transitId);
  return documents.some((doc) => doc.id === event.documentId && doc.is_main_document === 1);
}

/** Sends one party's link once: claimed by its unique key first, so a rerun sends nothing. */
async function sendToParty(
  deps: AutoSendDeps,
  event: Created,
  party: PartyLink,
  context: { companyName: string; transitNumber: string; language: Language },
): Promise<void> {
  const client = await clientRowOf(deps.db, event.companyId, party.clientId);
  if (!client) return;
  const choice: AutoSendChoice = autoSendChoice({
    is_online: client.linked_company_id !== null,
    email: client.email,
    phone: client.phone,
  });
  // A connected company sees the transit in the product.
  if (choice.kind === 'shared') return;
  const now = nowIso();
  const claimed = await sends.claimAutoSend(deps.db, {
    company_id: event.companyId,
    transit_id: event.transitId,
    party_key: party.key,
    client_id: client.id,
    document_id: event.documentId,
    created_at: now,
  });
  if (!claimed) return;
  const base = { at: now, transit_number: context.transitNumber };
  if (choice.kind === 'skipped') {
    // One attempt, recorded: bad contact data is never retried until it is fixed and a new
    // transit names the contractor.
    await deps.db.transaction().execute(async (trx) => {
      await sends.settleAutoSend(trx, event.transitId, party.key, {
        status: 'skipped',
        channel: null,
        reason: choice.reason,
        share_token_id: null,
      });
      await recordAutoSend(trx, event.companyId, client.id, {
        ...base,
        status: 'skipped',
        channel: null,
        reason: choice.reason,
      });
    });
    return;
  }
  const { token, row: share } = await issueShareToken(deps.db, {
    companyId: event.companyId,
    transitId: event.transitId,
    type: party.type,
    receiverId: party.receiverId,
    documents: null,
    createdBy: event.actor.userId,
  });
  try {
    await deps.outbound.send(
      {
        companyId: event.companyId,
        userId: null,
        email: choice.kind === 'email' ? choice.to : null,
        phone: choice.kind === 'sms' ? choice.to : null,
        language: context.language,
      },
      'share_link',
      shareLinkParams(deps, context.companyName, context.transitNumber, token),
    );
  } catch (error) {
    // Not sent: the link never went out, and the retried run claims the party again.
    await repo.revokeShareToken(deps.db, share.id, nowIso());
    await sends.releaseAutoSend(deps.db, event.transitId, party.key);
    throw error;
  }
  const sentAt = nowIso();
  await writeTransaction(deps, async (trx) => {
    await sends.settleAutoSend(trx, event.transitId, party.key, {
      status: 'sent',
      channel: choice.kind,
      reason: null,
      share_token_id: share.id,
    });
    await repo.recordTokenSent(trx, share.id, {
      email: choice.kind === 'email' ? choice.to : null,
      phone: choice.kind === 'sms' ? choice.to : null,
    });
    await recordAutoSend(trx, event.companyId, client.id, {
      ...base,
      at: sentAt,
      status: 'sent',
      channel: choice.kind,
      reason: null,
    });
    // The main document's history shows the link went out, by itself, on the company's behalf.
    await recordEvent(trx, {
      subject: 'document',
      documentId: event.documentId,
      transitId: event.transitId,
      companyId: event.companyId,
      data: {
        type: 'document_shared',
        channel: choice.kind,
        automatic: true,
        party: party.type,
        client_id: client.id,
        client_name: client.name,
      },
      actor: {
        userId: null,
        apiKeyId: null,
        companyId: event.companyId,
        name: null,
        companyName: null,
      },
      ip: null,
      userAgent: null,
      at: sentAt,
    });
  });
}

async function sendLinksOfDocument(deps: AutoSendDeps, event: Created): Promise<void> {
  if (!(await isMainDocumentCreated(deps, event))) return;
  if (!(await sendsLinksByItself(deps.db, event.companyId))) return;
  const transit = await transitRowById(deps.db, event.transitId);
  const company = await getCompany(deps.db, event.companyId);
  if (!transit || !company || transit.company_id !== event.companyId) return;
  const context = {
    companyName: company.name,
    transitNumber: transit.transit_number,
    // The owner company writes: its language, whoever created the document.
    language: await companyLanguage(deps.db, event.companyId),
  };
  for (const party of await partyLinksOf(deps, event.transitId)) {
    await sendToParty(deps, event, party, context);
  }
}

/**
 * Once a transit's main document is created, each contractor it names that is not a company in
 * the product gets its party's link by e-mail, else by SMS, once per transit and party. After
 * the commit: the write never waits on mail, and a failed send is retried by the event outbox.
 */
export function autoSendSubscriber(deps: AutoSendDeps): EventSubscriber {
  return {
    name: 'auto-send-links',
    async afterCommit(events) {
      for (const event of eventsOfType(events, 'document_created')) {
        if (event.subject !== 'document') continue;
        await sendLinksOfDocument(deps, event);
      }
    },
  };
}
