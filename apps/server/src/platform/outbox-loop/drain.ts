import { randomUUID } from 'node:crypto';
import type { OutboxQueue } from './queue.ts';

/** One row per claim: its lease then only has to outlast one send. */
const BATCH = 1;

/**
 * Wakes a drain's idle senders: something may have made a row claimable (the loop was asked for
 * a pass while this one runs, or a sender found a row, so there may be more). One at a time, so a
 * kick costs one claim, not one per idle sender; a sender that finds a row wakes the next. A wake
 * with no one waiting is kept for the next to wait, so none is lost between a claim and a wait.
 */
export class Nudge {
  private waiters: (() => void)[] = [];
  private pending = false;

  /** Wakes one idle sender (or the next to wait). */
  notifyOne(): void {
    const wake = this.waiters.shift();
    if (wake) wake();
    else this.pending = true;
  }

  /** Wakes every idle sender: the pass is over. */
  notifyAll(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves at a wake meant for it, or when `signal` aborts. */
  next(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (this.pending || signal.aborted) {
        this.pending = false;
        resolve();
        return;
      }
      const wake = () => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      this.waiters.push(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
}

/**
 * Sends what is due until nothing due is left or `signal` aborts, `queue.parallel` sends at once.
 * A sender that finds nothing to claim while others still send waits for `nudge` and claims
 * again, so a row the queue holds back (its company has as many sends in flight as it may) does
 * not keep the free senders from rows queued meanwhile; a sender whose send ends claims again
 * itself. Claims run one at a time, so each sees the leases of the one before. Every sender is
 * waited for before an error is thrown, so no send outlives the pass.
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
        // No send in flight to wait for: the pass is done, for the idle senders too.
        if (sending === 0) {
          nudge.notifyAll();
          return;
        }
        await nudge.next(signal);
        continue;
      }
      // There may be more (one write queues a row per endpoint): an idle sender looks too.
      nudge.notifyOne();
      sending += rows.length;
      try {
        for (const row of rows) await queue.send(row, signal);
      } finally {
        sending -= rows.length;
      }
    }
  }
  const senders = await Promise.allSettled(
    Array.from({ length: Math.max(1, queue.parallel) }, () => sendEach()),
  );
  const failed = senders.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}
