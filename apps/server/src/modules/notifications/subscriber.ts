import {
  addresseeOf,
  audienceOfEvent,
  isTransitScoped,
  type CompanyStaffAudience,
  type NotificationData,
  type RecordedEvent,
  type RecordedTransitEvent,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import {
  clearDocumentNotifications,
  clearTransitNotifications,
  notifyCompanyStaff,
  notifyTransitEvent,
  type NotificationsCleared,
} from './notify.ts';

type TransitNames = { id: number; transit_number: string };

async function transitNames(trx: Executor, transitId: number): Promise<TransitNames | null> {
  const transit = await trx
    .selectFrom('transits')
    .select(['id', 'transit_number'])
    .where('id', '=', transitId)
    .executeTakeFirst();
  return transit ?? null;
}

/** What a notification names: the transit's number and the document's name, as they are now. */
async function namesOf(
  trx: Executor,
  event: RecordedTransitEvent,
): Promise<{ transit: TransitNames; document: { id: number; name: string } | null } | null> {
  const transit = await transitNames(trx, event.transitId);
  if (!transit) return null;
  if (event.subject !== 'document') return { transit, document: null };
  const document = await trx
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('id', '=', event.documentId)
    .executeTakeFirst();
  return { transit, document: document ?? null };
}

/** The API key the actor acted through, named as the history names it. */
async function apiKeyOf(
  trx: Executor,
  event: RecordedEvent,
): Promise<Pick<NotificationData, 'api_key_name'>> {
  const id = event.actor.apiKeyId;
  if (id === null) return {};
  const key = await trx
    .selectFrom('api_keys')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return key ? { api_key_name: key.name } : {};
}

async function companyName(trx: Executor, companyId: number): Promise<string> {
  const company = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return company?.name ?? '';
}

/** A company-addressed notification's data: what it names, or null when that is gone. */
async function companyNotificationData(
  trx: Executor,
  event: RecordedEvent,
): Promise<{ data: NotificationData; transitId?: number } | null> {
  const { data } = event;
  if (data.type === 'transit_shared' && isTransitScoped(event)) {
    const transit = await transitNames(trx, event.transitId);
    if (!transit) return null;
    const sharedBy = await companyName(trx, event.actor.companyId ?? event.companyId);
    return {
      transitId: transit.id,
      data: {
        transit_id: transit.id,
        transit_number: transit.transit_number,
        company_name: sharedBy,
        ...(await apiKeyOf(trx, event)),
      },
    };
  }
  if (data.type === 'invitation_sent') {
    return { data: { invitation_id: data.invitation_id, company_name: data.sender_company_name } };
  }
  if (data.type === 'webhook_endpoint_disabled') {
    return { data: { webhook_id: data.webhook_id, webhook_url: data.webhook_url } };
  }
  return null;
}

async function notifyStaff(
  trx: Executor,
  audience: CompanyStaffAudience,
  event: RecordedEvent,
): Promise<PublishedNotification[]> {
  const companyId = audience.company === 'own' ? event.companyId : addresseeOf(event);
  if (companyId === null) return [];
  const notification = await companyNotificationData(trx, event);
  if (!notification) return [];
  return notifyCompanyStaff(trx, audience, {
    companyId,
    actorUserId: event.actor.userId,
    ...notification,
  });
}

async function notifyOnTransit(
  trx: Executor,
  event: RecordedTransitEvent,
): Promise<PublishedNotification[]> {
  const audience = audienceOfEvent(event.data.type);
  if (audience?.kind !== 'transit') return [];
  const names = await namesOf(trx, event);
  if (!names) return [];
  const apiKey = await apiKeyOf(trx, event);
  const alert =
    event.data.type === 'alert_sent'
      ? {
          data: {
            alert_message: event.data.message,
            alert_default: event.data.default,
            ...apiKey,
          },
          author: {
            company_name: event.data.company_name,
            first_name: event.data.first_name,
            last_name: event.data.last_name,
          },
        }
      : null;
  return notifyTransitEvent(trx, audience, {
    ...names,
    actorUserId: event.actor.userId,
    ...(alert ?? { data: apiKey, ...(event.author ? { author: event.author } : {}) }),
  });
}

/**
 * Notifications follow from events: the rulebook says who hears of each, the rows are written
 * in the write's transaction and published once it commits. A deleted transit or document takes
 * its notifications with it.
 */
export function notificationsSubscriber(): EventSubscriber {
  return {
    name: 'notifications',
    async inTransaction(trx, events, staged) {
      const created: PublishedNotification[] = [];
      const cleared: NotificationsCleared[] = [];
      for (const event of events) {
        if (event.subject === 'transit' && event.data.type === 'transit_deleted') {
          cleared.push(...(await clearTransitNotifications(trx, event.transitId)));
          continue;
        }
        if (event.subject === 'document' && event.data.type === 'document_deleted') {
          cleared.push(...(await clearDocumentNotifications(trx, [event.documentId])));
          continue;
        }
        const audience = audienceOfEvent(event.data.type);
        if (audience?.kind === 'company') {
          created.push(...(await notifyStaff(trx, audience, event)));
        } else if (audience && isTransitScoped(event)) {
          created.push(...(await notifyOnTransit(trx, event)));
        }
      }
      if (created.length > 0) staged.publish('notifications.created', { notifications: created });
      for (const message of cleared) staged.publish('notifications.cleared', message);
    },
  };
}
