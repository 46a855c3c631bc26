import type { Deps } from '../../platform/context.ts';
import { startOutboxLoop, type OutboxLoop } from '../../platform/outbox-loop/index.ts';
import { webhookQueue } from './sender.ts';

/**
 * Runs the webhook outbox: soon after the app's after-commit events (a change that may have
 * queued deliveries), when the next retry is due, and at least every WEBHOOK_POLL_INTERVAL_MS
 * (deliveries queued by another instance, a crashed instance's claims). `flush` is for tests.
 */
export type WebhookWorker = OutboxLoop;

export function startWebhookWorker(deps: Deps): WebhookWorker {
  const loop = startOutboxLoop({
    name: 'webhook',
    log: deps.log,
    pollIntervalMs: deps.config.webhooks.pollIntervalMs,
    queue: webhookQueue(deps),
  });
  const unsubscribe = [
    deps.pubsub.subscribe('transit.changed', () => {
      loop.kick();
    }),
    deps.pubsub.subscribe('notifications.created', () => {
      loop.kick();
    }),
  ];
  return {
    kick: () => {
      loop.kick();
    },
    flush: () => loop.flush(),
    async close() {
      for (const stop of unsubscribe) stop();
      await loop.close();
    },
  };
}
