import type { Deps } from '../../platform/context.ts';
import { createWebhookSender } from './sender.ts';

/**
 * Runs the webhook sender: soon after the app's after-commit events (a change that may have
 * queued deliveries), when the next retry is due, and at least every WEBHOOK_POLL_INTERVAL_MS
 * (deliveries queued by another instance, a crashed instance's claims). One pass at a time.
 */
export type WebhookWorker = {
  /** Send what is due soon. */
  kick(): void;
  /** One pass now; resolves when nothing due is left. For tests. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function startWebhookWorker(deps: Deps): WebhookWorker {
  const sender = createWebhookSender(deps);
  const interval = deps.config.webhooks.pollIntervalMs;
  const state = { again: false, closed: false };
  const askedAgain = () => state.again;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function schedule(): Promise<void> {
    if (state.closed) return;
    const due = await sender.nextDueInMs().catch(() => null);
    clearTimeout(timer);
    timer = setTimeout(() => void run(), Math.min(due ?? interval, interval));
    timer.unref();
  }

  function run(): Promise<void> {
    if (state.closed) return Promise.resolve();
    if (running) {
      state.again = true;
      return running;
    }
    running = (async () => {
      do {
        state.again = false;
        try {
          await sender.drain();
        } catch (error) {
          deps.log.error({ err: error }, 'webhook pass failed');
        }
      } while (askedAgain() && !state.closed);
    })().finally(() => {
      running = null;
      void schedule();
    });
    return running;
  }

  const unsubscribe = [
    deps.pubsub.subscribe('transit.changed', () => {
      worker.kick();
    }),
    deps.pubsub.subscribe('notifications.created', () => {
      worker.kick();
    }),
  ];

  const worker: WebhookWorker = {
    kick() {
      void run();
    },
    async flush() {
      await run();
      if (running) await run();
    },
    async close() {
      state.closed = true;
      clearTimeout(timer);
      for (const stop of unsubscribe) stop();
      sender.close();
      await running?.catch(() => undefined);
    },
  };
  return worker;
}
