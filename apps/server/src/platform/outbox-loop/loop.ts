import { setMaxListeners } from 'node:events';
import { drainQueue, Nudge } from './drain.ts';
import type { OutboxQueue } from './queue.ts';

export type OutboxLoopOptions<Row> = {
  /** Names the loop in its log lines ("<name> pass failed"). */
  name: string;
  log: { error(details: object, message: string): void };
  /** The longest wait between passes: rows queued by other instances, leases run out. */
  pollIntervalMs: number;
  queue: OutboxQueue<Row>;
  /**
   * Work a pass does before sending (eFTI recomputes data sets there). `full` is true for the
   * passes of the timer and of flush(), false for those of kick(), so a step can keep its heavy
   * part (a sweep) for the former.
   */
  beforeDrain?: (signal: AbortSignal, pass: { full: boolean }) => Promise<void>;
};

export type OutboxLoop = {
  /** A pass soon (not a full one). */
  kick(): void;
  /** A full pass now; resolves once a pass that began after the call has ended. */
  flush(): Promise<void>;
  /** Stops the timer, aborts sends in flight and waits for the running pass. */
  close(): Promise<void>;
};

/**
 * Runs passes (beforeDrain, then send what is due) one at a time per instance: asked while one
 * runs, its idle senders claim again at once and it runs once more after it. After a pass the
 * next is timed for the earliest due row, at the latest pollIntervalMs later. A pass's error is
 * logged and never escapes.
 */
export function startOutboxLoop<Row>(options: OutboxLoopOptions<Row>): OutboxLoop {
  const { name, log, pollIntervalMs, queue, beforeDrain } = options;
  const closing = new AbortController();
  // Each idle sender of a pass listens for it (Nudge.next), a few more are the sends' own.
  setMaxListeners(queue.parallel + 10, closing.signal);
  /** Asks the running pass's idle senders to claim again. */
  const nudge = new Nudge();
  /** Asked again while a pass ran, and whether for a full one. */
  const state = { again: false, fullAgain: false };
  // Read through functions: these change while a pass awaits, which narrowing cannot see.
  const askedAgain = () => state.again;
  const closed = () => closing.signal.aborted;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function pass(full: boolean): Promise<void> {
    if (beforeDrain) await beforeDrain(closing.signal, { full });
    await drainQueue(queue, closing.signal, nudge);
  }

  async function dueInMs(): Promise<number | null> {
    const due = await queue.nextDueAt().catch(() => null);
    return due === null ? null : Math.max(0, Date.parse(due) - Date.now());
  }

  async function schedule(): Promise<void> {
    if (closed()) return;
    const due = await dueInMs();
    if (closed()) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(true), Math.min(due ?? pollIntervalMs, pollIntervalMs));
    timer.unref();
  }

  function run(full: boolean): Promise<void> {
    if (closed()) return Promise.resolve();
    if (running) {
      state.again = true;
      state.fullAgain ||= full;
      // A row queued meanwhile goes to a free sender now, not after the slowest send ends.
      nudge.notifyOne();
      return running;
    }
    running = (async () => {
      let fullNow = full;
      do {
        state.again = false;
        try {
          await pass(fullNow);
        } catch (error) {
          log.error({ err: error, loop: name }, `${name} pass failed`);
        }
        fullNow = state.fullAgain;
        state.fullAgain = false;
      } while (askedAgain() && !closed());
    })().finally(() => {
      running = null;
      void schedule();
    });
    return running;
  }

  return {
    kick() {
      void run(false);
    },
    async flush() {
      await run(true);
      // A pass that was running when asked may have started before the caller's change.
      if (running) await run(true);
    },
    async close() {
      closing.abort();
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
