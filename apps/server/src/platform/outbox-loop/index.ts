/**
 * The loop that sends a module's outbox (webhooks, eFTI): claims due rows with a lease, sends a
 * few at once, times the next pass, drains on shutdown. The module supplies only its queue: how
 * rows are claimed, and how one is sent and its outcome recorded.
 */
export { backoffMs } from './backoff.ts';
export { startOutboxLoop, type OutboxLoop, type OutboxLoopOptions } from './loop.ts';
export type { Claim, OutboxQueue } from './queue.ts';
