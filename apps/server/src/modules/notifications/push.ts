import webpush from 'web-push';
import { DEFAULT_LANGUAGE, type PushPayload } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import { toLanguage, type Deps } from '../../platform/context.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import { pushText } from './push-text.ts';
import * as repo from './repo.ts';
import { publishedToMessage } from './service.ts';

/** How long a push service keeps a message for an offline browser. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

type VapidKeys = { publicKey: string; privateKey: string };

export type PushSender = {
  publicKey(): Promise<string>;
  /** Sends each notification to its user's subscriptions, once across all instances. */
  send(notifications: PublishedNotification[]): Promise<void>;
};

/**
 * VAPID keys come from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when both are set; otherwise a pair is
 * generated once and kept in the database, so every instance and every restart signs alike.
 */
async function loadVapidKeys(deps: Pick<Deps, 'db' | 'config'>): Promise<VapidKeys> {
  const configured = deps.config.notifications.vapid;
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const stored = await repo.findVapidKeys(deps.db);
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const generated = webpush.generateVAPIDKeys();
  await repo.insertVapidKeysOnce(deps.db, {
    public_key: generated.publicKey,
    private_key: generated.privateKey,
    created_at: nowIso(),
  });
  const kept = await repo.findVapidKeys(deps.db);
  if (!kept) throw new Error('VAPID keys were not stored');
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}

function statusCodeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { statusCode?: unknown }).statusCode;
  return typeof code === 'number' ? code : null;
}

/** Where a click on the notification leads in the web app. */
export function pushUrlOf(notification: PublishedNotification): string {
  return notification.transit_id === null
    ? '/notifications'
    : `/documents/${notification.transit_id}`;
}

export function createPushSender(deps: Pick<Deps, 'db' | 'config' | 'log'>): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(deps).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  async function sendOne(
    subscription: repo.PushSubscriptionRow,
    payload: PushPayload,
    vapid: VapidKeys,
  ): Promise<void> {
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          timeout: 10_000,
          vapidDetails: { subject: deps.config.notifications.vapid.subject, ...vapid },
        },
      );
    } catch (error) {
      const status = statusCodeOf(error);
      // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
      if (status === 404 || status === 410) {
        await repo.deleteSubscription(deps.db, { id: subscription.id });
        return;
      }
      deps.log.warn({ err: error, status, subscription: subscription.id }, 'web push failed');
    }
  }

  return {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },
    async send(notifications) {
      const userIds = [...new Set(notifications.map((n) => n.user_id))];
      const subscriptions = await repo.subscriptionsOf(deps.db, userIds);
      if (subscriptions.length === 0) return;
      const withSubscription = new Set(subscriptions.map((s) => s.user_id));
      const claimed = await repo.claimPush(
        deps.db,
        notifications.filter((n) => withSubscription.has(n.user_id)).map((n) => n.id),
        nowIso(),
      );
      if (claimed.size === 0) return;
      const vapid = await vapidKeys();
      // The text is written here, in each recipient's language: the service worker has none.
      const languageOf = new Map(subscriptions.map((s) => [s.user_id, toLanguage(s.language)]));
      const sends: Promise<void>[] = [];
      for (const notification of notifications) {
        if (!claimed.has(notification.id)) continue;
        const message = publishedToMessage(notification);
        const payload: PushPayload = {
          notification: message,
          url: pushUrlOf(notification),
          ...pushText(languageOf.get(notification.user_id) ?? DEFAULT_LANGUAGE, message),
        };
        for (const subscription of subscriptions) {
          if (subscription.user_id === notification.user_id) {
            sends.push(sendOne(subscription, payload, vapid));
          }
        }
      }
      await Promise.all(sends);
    },
  };
}
