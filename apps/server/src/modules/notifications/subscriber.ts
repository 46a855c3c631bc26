import { audienceOfEvent, type RecordedEvent } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import {
  clearDocumentNotifications,
  clearTransitNotifications,
  notifyTransitEvent,
  type NotificationsCleared,
} from './notify.ts';

/** What a notification names: the transit's number and the document's name, as they are now. */
async function namesOf(
  trx: Executor,
  event: RecordedEvent,
): Promise<{
  transit: { id: number; transit_number: string };
  document: { id: number; name: string } | null;
} | null> {
  const transit = await trx
    .selectFrom('transits')
    .select(['id', 'transit_number'])
    .where('id', '=', event.transitId)
    .executeTakeFirst();
  if (!transit) return null;
  if (event.subject !== 'document') return { transit, document: null };
  const document = await trx
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('id', '=', event.documentId)
    .executeTakeFirst();
  return { transit, document: document ?? null };
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
        if (event.data.type === 'transit_deleted') {
          cleared.push(...(await clearTransitNotifications(trx, event.transitId)));
          continue;
        }
        if (event.subject === 'document' && event.data.type === 'document_deleted') {
          cleared.push(...(await clearDocumentNotifications(trx, [event.documentId])));
          continue;
        }
        const audience = audienceOfEvent(event.data.type);
        if (!audience) continue;
        const names = await namesOf(trx, event);
        if (!names) continue;
        const alert =
          event.data.type === 'alert_sent'
            ? {
                data: { alert_message: event.data.message, alert_default: event.data.default },
                author: {
                  company_name: event.data.company_name,
                  first_name: event.data.first_name,
                  last_name: event.data.last_name,
                },
              }
            : null;
        created.push(
          ...(await notifyTransitEvent(trx, audience, {
            ...names,
            actorUserId: event.actor.userId,
            ...(alert ?? (event.author ? { author: event.author } : {})),
          })),
        );
      }
      if (created.length > 0) staged.publish('notifications.created', { notifications: created });
      for (const message of cleared) staged.publish('notifications.cleared', message);
    },
  };
}
