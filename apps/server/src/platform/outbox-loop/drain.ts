import { randomUUID } from 'node:crypto';
import type { OutboxQueue } from './queue.ts';

/** One row per claim: its lease then only has to outlast one send. */
const BATCH = 1;

/**
 * Sends what is due until nothing due is left or `signal` aborts, `queue.parallel` sends at once.
 * Every sender is waited for before an error is thrown, so no send outlives the pass.
 */
export async function drainQueue<Row>(queue: OutboxQueue<Row>, signal: AbortSignal): Promise<void> {
  async function sendEach(): Promise<void> {
    while (!signal.aborted) {
      const now = Date.now();
      const rows = await queue.claim({
        now: new Date(now).toISOString(),
        leaseUntil: new Date(now + queue.leaseMs).toISOString(),
        claimId: randomUUID(),
        limit: BATCH,
      });
      if (rows.length === 0) return;
      for (const row of rows) await queue.send(row, signal);
    }
  }
  const senders = await Promise.allSettled(
    Array.from({ length: Math.max(1, queue.parallel) }, () => sendEach()),
  );
  const failed = senders.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}
