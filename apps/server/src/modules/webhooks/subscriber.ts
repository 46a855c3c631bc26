import type { Actor, RecordedEvent, WebhookEvent } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import { correctionAsApi } from '../corrections/index.ts';
import {
  completedByLastSignature,
  documentAsApi,
  remarkAsApi,
  signatureAsApi,
} from '../documents/index.ts';
import { withEfti } from '../efti/index.ts';
import {
  alertAsApi,
  sharedInCompanies,
  sharedInReader,
  sharedInTransitAsApi,
  transitAsApi,
} from '../transits/index.ts';
import {
  WEBHOOK_READER,
  enqueueWebhookEvent,
  wantsWebhookEvent,
  type WebhookObject,
} from './events.ts';

type Announcement = {
  event: WebhookEvent;
  object: WebhookObject;
  /**
   * The object as a company the transit is shared in to sees it, for the events those companies
   * get too (the transit's own, and its documents': a company share shows every document);
   * absent, the event is the owner's alone (alerts, the owner's share links).
   */
  sharedIn?: (companyId: number) => Promise<unknown>;
};

/** The webhook events an event announces, with their objects as the API answers them. */
async function announcementsOf(trx: Executor, event: RecordedEvent): Promise<Announcement[]> {
  // A company's own dealings (invitations, its endpoints) are no webhook event.
  if (event.subject === 'company') return [];
  const { companyId, transitId } = event;
  const transit = (webhook: WebhookEvent): Announcement => ({
    event: webhook,
    object: {
      type: 'transit',
      id: transitId,
      data: async () =>
        withEfti(trx, await transitAsApi(trx, companyId, transitId, WEBHOOK_READER), companyId),
    },
    sharedIn: (reader) =>
      sharedInTransitAsApi(trx, reader, transitId, (answer, owner) => withEfti(trx, answer, owner)),
  });
  if (event.subject === 'transit') {
    const { data } = event;
    switch (data.type) {
      case 'transit_created':
        return [transit('transit.created')];
      case 'transit_updated':
        return [transit('transit.updated')];
      case 'transit_finished':
        return [transit('transit.finished')];
      case 'transit_deleted':
        // The transit is gone: the event names it (no API answer exists for it any more).
        return [
          {
            event: 'transit.deleted',
            object: {
              type: 'transit',
              id: transitId,
              data: () => Promise.resolve({ id: transitId, transit_number: data.transit_number }),
            },
          },
        ];
      case 'alert_sent':
        return [
          {
            event: 'alert.sent',
            object: {
              type: 'alert',
              id: data.alert_id,
              data: () => alertAsApi(trx, data.alert_id),
            },
          },
        ];
      case 'share_link_opened':
        return [
          {
            event: 'share_link.opened',
            object: {
              type: 'share_link',
              id: data.share_id,
              data: () =>
                Promise.resolve({
                  id: data.share_id,
                  transit: transitId,
                  transit_number: data.transit_number,
                  type: data.share_type,
                  receiver: data.receiver_id,
                  documents: data.documents,
                  created_at: data.created_at,
                  expires_at: data.expires_at,
                  opened_at: event.at,
                }),
            },
          },
        ];
      case 'transit_signed':
      case 'transit_shared':
      case 'efti_follow_up_received':
        return [];
    }
  }
  const { data, documentId } = event;
  const readerIn = (companyId: number) => sharedInReader(trx, companyId, transitId);
  const document = (webhook: WebhookEvent): Announcement => ({
    event: webhook,
    object: {
      type: 'document',
      id: documentId,
      data: () => documentAsApi(trx, transitId, documentId, WEBHOOK_READER),
    },
    sharedIn: async (companyId) =>
      documentAsApi(trx, transitId, documentId, await readerIn(companyId)),
  });
  const correction = (webhook: WebhookEvent, correctionId: number): Announcement => {
    const asSeenBy = async (reader: Actor) => ({
      document: await documentAsApi(trx, transitId, documentId, reader),
      correction: await correctionAsApi(trx, documentId, correctionId, reader),
    });
    return {
      event: webhook,
      object: { type: 'document', id: documentId, data: () => asSeenBy(WEBHOOK_READER) },
      sharedIn: async (companyId) => asSeenBy(await readerIn(companyId)),
    };
  };
  switch (data.type) {
    case 'correction_proposed':
      return [correction('correction.proposed', data.correction_id)];
    case 'correction_decided':
      return [correction('correction.decided', data.correction_id)];
    case 'correction_closed':
      return [correction('correction.closed', data.correction_id)];
    case 'document_created':
    case 'document_uploaded':
      return [document('document.created')];
    case 'document_signed': {
      const signatureId = data.signature_id;
      if (signatureId === undefined) return [];
      const signed: Announcement = {
        event: 'document.signed',
        object: {
          type: 'document',
          id: documentId,
          data: () => signatureAsApi(trx, transitId, documentId, signatureId, WEBHOOK_READER),
        },
        sharedIn: async (companyId) =>
          signatureAsApi(trx, transitId, documentId, signatureId, await readerIn(companyId)),
      };
      return (await completedByLastSignature(trx, transitId, documentId))
        ? [signed, document('document.fully_signed')]
        : [signed];
    }
    case 'remark_added':
      return [
        {
          event: 'remark.added',
          object: {
            type: 'remark',
            id: data.remark_id,
            data: () => remarkAsApi(trx, documentId, data.remark_id),
          },
          // A remark reads the same to everyone who sees its document.
          sharedIn: () => remarkAsApi(trx, documentId, data.remark_id),
        },
      ];
    // No webhook event names reservations yet: the document's own reads show them. An eCMR
    // import's document is announced by its document_created.
    case 'reservation_recorded':
    case 'reservation_answered':
    case 'ecmr_imported':
    case 'document_updated':
    case 'document_deleted':
    case 'sign_attempt_refused':
    case 'verification_sent':
    case 'verification_passed':
    case 'verification_spent':
    case 'verification_failed':
    case 'document_shared':
    case 'document_downloaded':
    case 'handover_started':
    case 'handover_opened':
    case 'handover_refused':
      return [];
  }
}

/**
 * Webhook deliveries follow from events: queued in the write's transaction for every endpoint of
 * the transit's company that wants them, and for the transit's and its documents' events also of
 * every company it is shared in to, each with its own view (a write that rolls back queues nothing, one that
 * commits cannot lose its deliveries), each body the object as it was at the change; the worker
 * sends them once the write commits.
 */
export function webhooksSubscriber(deps: Pick<Deps, 'webhooks'>): EventSubscriber {
  return {
    name: 'webhooks',
    async inTransaction(trx, events) {
      // A company without endpoints pays one query per kind of event, whatever the write's size.
      const wanted = new Map<string, boolean>();
      const deliver = async (companyId: number, webhook: WebhookEvent, object: WebhookObject) => {
        const key = `${String(companyId)} ${webhook}`;
        let wants = wanted.get(key);
        if (wants === undefined) {
          wants = await wantsWebhookEvent(trx, companyId, webhook);
          wanted.set(key, wants);
        }
        if (wants) await enqueueWebhookEvent(trx, companyId, webhook, object);
      };
      for (const event of events) {
        for (const { event: webhook, object, sharedIn } of await announcementsOf(trx, event)) {
          await deliver(event.companyId, webhook, object);
          if (!sharedIn || event.subject === 'company') continue;
          for (const companyId of await sharedInCompanies(trx, event.transitId)) {
            await deliver(companyId, webhook, { ...object, data: () => sharedIn(companyId) });
          }
        }
      }
    },
    afterCommit() {
      deps.webhooks?.kick();
      return Promise.resolve();
    },
  };
}
