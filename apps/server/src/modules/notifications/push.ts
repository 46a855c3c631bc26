import webpush, { type RequestDetails } from 'web-push';
import { DEFAULT_LANGUAGE, type PushPayload } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import { toLanguage, type Deps } from '../../platform/context.ts';
import { hostForLog, recordRefusal } from '../../platform/events/index.ts';
import {
  checkOutboundAddress,
  postPinned,
  unlessAborted,
} from '../../platform/outbound-address/index.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import { pushText } from './push-text.ts';
import * as repo from './repo.ts';
import { publishedToMessage } from './service.ts';

/** How long a push service keeps a message for an offline browser. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Time limit of one push: resolving its endpoint, connecting, the push service's answer. */
export const PUSH_TIMEOUT_MS = 10_000;

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

/** Where a click on the notification leads in the web app. */
export function pushUrlOf(notification: PublishedNotification): string {
  return notification.transit_id === null
    ? '/notifications'
    : `/documents/${notification.transit_id}`;
}

export function createPushSender(
  deps: Pick<Deps, 'db' | 'config' | 'log' | 'events'>,
  timeoutMs: number = PUSH_TIMEOUT_MS,
): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(deps).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  /**
   * One push: the endpoint checked again as at subscription (it may resolve elsewhere now), the
   * message built by web-push (encryption, VAPID) and sent by the outbound guard, connected to
   * the address checked and following no redirect. An endpoint that fails the check is not
   * connected to; it is logged and kept (its name may resolve publicly again).
   */
  async function sendOne(
    subscription: repo.PushSubscriptionRow,
    payload: PushPayload,
    vapid: VapidKeys,
  ): Promise<void> {
    // One hard time limit over the whole push: the lookup (which takes no signal), connecting
    // and the answer. A resolver that never answers cannot hold the send.
    const signal = AbortSignal.timeout(timeoutMs);
    const checked = await unlessAborted(
      checkOutboundAddress(subscription.endpoint, {
        allowPrivate: deps.config.notifications.pushAllowPrivate,
        allowHttp: false,
      }),
      signal,
    );
    if (checked === null) {
      deps.log.warn(
        { subscription: subscription.id, ms: timeoutMs },
        'web push not sent: the endpoint was not resolved within the time limit',
      );
      return;
    }
    if (!checked.ok) {
      deps.log.warn(
        { subscription: subscription.id, problem: checked.problem },
        'web push not sent: endpoint refused by the outbound address guard',
      );
      await recordRefusal(deps, {
        companyId: subscription.company_id,
        subject: `push:${String(subscription.id)}`,
        reason: checked.problem,
        data: {
          type: 'push_endpoint_refused',
          subscription_id: subscription.id,
          user_id: subscription.user_id,
          stage: 'send',
          field: 'endpoint',
          reason: checked.problem,
          host: hostForLog(subscription.endpoint),
        },
      });
      return;
    }
    let request: RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          vapidDetails: { subject: deps.config.notifications.vapid.subject, ...vapid },
        },
      );
    } catch (error) {
      deps.log.warn({ err: error, subscription: subscription.id }, 'web push not built');
      return;
    }
    // web-push writes some values as numbers (TTL, Content-Length) whatever its types say.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(
      request.headers as Record<string, string | number>,
    )) {
      headers[name] = String(value);
    }
    const answer = await postPinned(checked.url, checked.target, {
      headers,
      body: request.body ?? '',
      signal,
    });
    // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
    if (answer.statusCode === 404 || answer.statusCode === 410) {
      await repo.deleteSubscription(deps.db, { id: subscription.id });
      return;
    }
    if (answer.error !== null) {
      deps.log.warn(
        { status: answer.statusCode, error: answer.error, subscription: subscription.id },
        'web push failed',
      );
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
