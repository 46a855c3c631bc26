import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './bus.ts';

/**
 * Runs the event outbox's due rows: after-commit work that failed, and rows of an instance that
 * stopped before running its own. At start, when the next retry is due, and at least every
 * `pollIntervalMs`. One pass at a time.
 */
export function startEventRetries(
  bus: EventBus,
  log: FastifyBaseLogger,
  pollIntervalMs: number,
): { kick(): void; close(): Promise<void> } {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function schedule(): Promise<void> {
    if (closed) return;
    const due = await bus.nextDueInMs().catch(() => null);
    clearTimeout(timer);
    timer = setTimeout(kick, Math.min(due ?? pollIntervalMs, pollIntervalMs));
    timer.unref();
  }

  function kick(): void {
    if (closed || running) return;
    running = bus
      .drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'event outbox pass failed');
      })
      .finally(() => {
        running = null;
        void schedule();
      });
  }

  return {
    kick,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
