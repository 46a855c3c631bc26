import {
  NotificationData,
  type ErrorKey,
  type NotificationMessage,
  type PushSubscriptionRequest,
} from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { NotificationRow } from '../../db/schema.ts';
import { circumstancesOf, type Caller } from '../../platform/auth.ts';
import { hostForLog, recordRefusal } from '../../platform/events/index.ts';
import { fieldError } from '../../platform/errors.ts';
import type { Deps } from '../../platform/context.ts';
import {
  checkOutboundAddress,
  type OutboundProblem,
} from '../../platform/outbound-address/index.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import * as repo from './repo.ts';

function parseData(text: string): NotificationData {
  try {
    const parsed = NotificationData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function seconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

export function rowToMessage(row: NotificationRow): NotificationMessage {
  return {
    id: row.id,
    type: row.type,
    timestamp: seconds(row.created_at),
    read: row.read_at !== null,
    data: parseData(row.data),
  };
}

/** `checkedData`: the notification's data already validated (one event shares it). */
export function publishedToMessage(
  notification: PublishedNotification,
  checkedData?: NotificationData,
): NotificationMessage {
  const parsed = checkedData ? null : NotificationData.safeParse(notification.data);
  return {
    id: notification.id,
    type: notification.type,
    timestamp: seconds(notification.created_at),
    read: false,
    data: checkedData ?? (parsed?.success ? parsed.data : {}),
  };
}

export async function unreadCount(deps: Pick<Deps, 'db'>, userId: number): Promise<number> {
  return repo.countUnread(deps.db, userId);
}

/** A batch of the user's notifications, newest first, older than `fromId` when given. */
export async function batchOf(
  deps: Pick<Deps, 'db'>,
  userId: number,
  fromId: number | null,
): Promise<NotificationMessage[]> {
  return (await repo.listForUser(deps.db, userId, fromId)).map(rowToMessage);
}

export async function markRead(
  deps: Pick<Deps, 'db'>,
  userId: number,
  toId: number | null,
): Promise<void> {
  await repo.markRead(deps.db, userId, toId, nowIso());
}

/** One notification (null: all of them) of this user; another user's id deletes nothing. */
export async function deleteNotifications(
  deps: Pick<Deps, 'db'>,
  userId: number,
  notificationId: number | null,
): Promise<number> {
  return repo.deleteForUser(deps.db, userId, notificationId);
}

/**
 * The field error of an endpoint the outbound guard refuses: a malformed or non-https one as the
 * request schema's own refusal, a host that is not public (or not resolvable) as its own key.
 */
const ENDPOINT_REFUSAL: Record<OutboundProblem, ErrorKey> = {
  invalid: 'invalid_format',
  https_only: 'invalid_format',
  not_public: 'push_endpoint_not_public',
  not_resolvable: 'push_endpoint_not_public',
};

/**
 * Saves the caller's browser subscription. Its endpoint passes the webhooks' guard first
 * (https, every address of its host public), so a subscription cannot make the server call into
 * its own network; a refused one stores nothing.
 */
export async function subscribePush(
  deps: Pick<Deps, 'db' | 'config' | 'events' | 'log'>,
  caller: Caller,
  input: PushSubscriptionRequest,
  meta: { ip: string | null; userAgent: string | null } = { ip: null, userAgent: null },
): Promise<void> {
  const checked = await checkOutboundAddress(input.endpoint, {
    allowPrivate: deps.config.notifications.pushAllowPrivate,
    allowHttp: false,
  });
  if (!checked.ok) {
    const reason = ENDPOINT_REFUSAL[checked.problem];
    await recordRefusal(deps, {
      companyId: caller.companyId,
      subject: `push_user:${String(caller.userId)}`,
      reason,
      data: {
        type: 'push_endpoint_refused',
        subscription_id: null,
        user_id: caller.userId,
        stage: 'subscribe',
        field: 'endpoint',
        reason,
        host: hostForLog(input.endpoint),
      },
      ...circumstancesOf(caller, meta, nowIso()),
    });
    throw fieldError('endpoint', reason);
  }
  const saved = await repo.saveSubscription(deps.db, {
    user_id: caller.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    created_at: nowIso(),
  });
  if (!saved) throw fieldError('endpoint', 'push_subscription_taken');
}

/** Answers whether the caller had that subscription. */
export async function unsubscribePush(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  endpoint: string,
): Promise<boolean> {
  return (await repo.deleteSubscription(deps.db, { userId: caller.userId, endpoint })) > 0;
}
