import { startOutboxLoop, type OutboxLoop } from '../outbox-loop/index.ts';
import type { EventBus, EventLog } from './bus.ts';

/**
 * Runs the event outbox's due rows on the outbox loop: after-commit work that failed, and rows
 * of an instance that stopped before running its own. At start, when the next retry is due, and
 * at least every `pollIntervalMs`.
 */
export function startEventRetries(
  bus: EventBus,
  log: EventLog,
  pollIntervalMs: number,
): OutboxLoop {
  return startOutboxLoop({ name: 'event outbox', log, pollIntervalMs, queue: bus.queue });
}
