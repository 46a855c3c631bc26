import { randomUUID } from 'node:crypto';
import type { OutboxQueue } from './queue.ts';

/** One row per claim: its lease then only has to outlast one send. */
const BATCH = 1;

/**
 * Wakes a drain's idle senders: something may have made a row claimable (a send ended, or the
 * loop was asked for a pass while this one runs).
 */
export class Nudge {
  private waiters = new Set<() => void>();

  notify(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /** Resolves at the next notify(), or when `signal` aborts. */
  next(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) {
        resolve();
        return;
      }
      const wake = () => {
        this.waiters.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      this.waiters.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
}

/**
 * Sends what is due until nothing due is left or `signal` aborts, `queue.parallel` sends at once.
 * A sender that finds nothing to claim while others still send waits for `nudge` (or for one of
 * them to end) and claims again, so a row the queue holds back (its company has as many sends in
 * flight as it may) does not keep the free senders from rows that come due meanwhile. Claims run
 * one at a time, so each sees the leases of the one before. Every sender is waited for before an
 * error is thrown, so no send outlives the pass.
 */
export async function drainQueue<Row>(
  queue: OutboxQueue<Row>,
  signal: AbortSignal,
  nudge: Nudge = new Nudge(),
): Promise<void> {
  let sending = 0;
  let lastClaim: Promise<unknown> = Promise.resolve();
  function claim(): Promise<readonly Row[]> {
    const claimed = lastClaim.then(() => {
      const now = Date.now();
      return queue.claim({
        now: new Date(now).toISOString(),
        leaseUntil: new Date(now + queue.leaseMs).toISOString(),
        claimId: randomUUID(),
        limit: BATCH,
      });
    });
    lastClaim = claimed.catch(() => undefined);
    return claimed;
  }
  async function sendEach(): Promise<void> {
    while (!signal.aborted) {
      const rows = await claim();
      if (rows.length === 0) {
        // Nothing this sender could wait for: the pass is done.
        if (sending === 0) return;
        await nudge.next(signal);
        continue;
      }
      sending += rows.length;
      try {
        for (const row of rows) await queue.send(row, signal);
      } finally {
        sending -= rows.length;
        nudge.notify();
      }
    }
  }
  const senders = await Promise.allSettled(
    Array.from({ length: Math.max(1, queue.parallel) }, () => sendEach()),
  );
  const failed = senders.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}
