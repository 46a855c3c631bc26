/**
 * Creating notifications, inside the transaction of the change; the caller publishes them after
 * commit. Writes do not call this: they record events, and the notifications subscriber asks
 * the rulebook (`audienceOfEvent`) who hears of each. The web push of each notification follows
 * from the publish (see push.ts).
 */
import type { CompanyStaffAudience, NotificationData, TransitAudience } from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { NotificationRow } from '../../db/schema.ts';
import type { PubSub, PubSubEvents, PublishedNotification } from '../../platform/pubsub.ts';
import * as repo from './repo.ts';

export type TransitEventNotification = {
  transit: { id: number; transit_number: string };
  /** the document it is about (uploads, remarks, signatures) */
  document?: { id: number; name: string } | null;
  /** the user who acted, left out of the recipients; null for an outsider with a share link */
  actorUserId: number | null;
  /** who acted, as the notification shows it */
  author?: { company_name?: string; first_name?: string; last_name?: string };
  /** extra data (an alert's message and default flag, the API key the actor acted through) */
  data?: Pick<NotificationData, 'alert_message' | 'alert_default' | 'api_key_name'>;
};

function published(rows: NotificationRow[], data: NotificationData): PublishedNotification[] {
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    company_id: row.company_id,
    type: row.type,
    transit_id: row.transit_id,
    document_id: row.document_id,
    data,
    created_at: row.created_at,
  }));
}

/** One notification per recipient of a transit's event; returns what to publish after commit. */
export async function notifyTransitEvent(
  db: Executor,
  audience: TransitAudience,
  event: TransitEventNotification,
): Promise<PublishedNotification[]> {
  const recipients = (await repo.audienceOnTransit(db, event.transit.id, audience)).filter(
    (user) => user.id !== event.actorUserId,
  );
  const data: NotificationData = {
    transit_id: event.transit.id,
    transit_number: event.transit.transit_number,
    ...(event.document
      ? { document_id: event.document.id, document_name: event.document.name }
      : {}),
    ...event.data,
    ...event.author,
  };
  const now = nowIso();
  const rows = await repo.insertNotifications(
    db,
    recipients.map((user) => ({
      user_id: user.id,
      company_id: user.company_id,
      type: audience.notification,
      transit_id: event.transit.id,
      document_id: event.document?.id ?? null,
      data: JSON.stringify(data),
      created_at: now,
      read_at: null,
      pushed_at: null,
    })),
  );
  return published(rows, data);
}

/**
 * One notification per staff member of a company that an event is addressed to or happened to
 * (a transit shared in, an invitation, a webhook endpoint given up on).
 */
export async function notifyCompanyStaff(
  db: Executor,
  audience: CompanyStaffAudience,
  event: {
    companyId: number;
    actorUserId: number | null;
    transitId?: number;
    data: NotificationData;
  },
): Promise<PublishedNotification[]> {
  const recipients = (await repo.companyStaff(db, event.companyId, audience.roles)).filter(
    (user) => user.id !== event.actorUserId,
  );
  const now = nowIso();
  const rows = await repo.insertNotifications(
    db,
    recipients.map((user) => ({
      user_id: user.id,
      company_id: user.company_id,
      type: audience.notification,
      transit_id: event.transitId ?? null,
      document_id: null,
      data: JSON.stringify(event.data),
      created_at: now,
      read_at: null,
      pushed_at: null,
    })),
  );
  return published(rows, event.data);
}

export async function publishNotifications(
  pubsub: PubSub,
  notifications: PublishedNotification[],
): Promise<void> {
  if (notifications.length > 0) await pubsub.publish('notifications.created', { notifications });
}

export type NotificationsCleared = PubSubEvents['notifications.cleared'];

/** A transit is being deleted: its notifications go (inside that transaction). */
export async function clearTransitNotifications(
  db: Executor,
  transitId: number,
): Promise<NotificationsCleared[]> {
  const userIds = await repo.deleteAbout(db, { transitId });
  return userIds.length > 0 ? [{ user_ids: userIds, transit_id: transitId }] : [];
}

/** Documents are being deleted: their notifications go (inside that transaction). */
export async function clearDocumentNotifications(
  db: Executor,
  documentIds: number[],
): Promise<NotificationsCleared[]> {
  const cleared: NotificationsCleared[] = [];
  for (const documentId of documentIds) {
    const userIds = await repo.deleteAbout(db, { documentIds: [documentId] });
    if (userIds.length > 0) cleared.push({ user_ids: userIds, document_id: documentId });
  }
  return cleared;
}

export async function publishCleared(
  pubsub: PubSub,
  cleared: NotificationsCleared[],
): Promise<void> {
  for (const message of cleared) await pubsub.publish('notifications.cleared', message);
}
