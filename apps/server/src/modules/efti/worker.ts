import type { Deps } from '../../platform/context.ts';
import { reconcileDataset } from './datasets.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { staleTransitIds } from './repo.ts';

/**
 * Keeps the data sets and the gate in step without touching other modules' transactions:
 * after the events the app publishes after commit (a transit created, changed or finished; a
 * document signed or uploaded) the transit's data set is recomputed; a sweep (at start and then
 * every EFTI_SWEEP_INTERVAL_MS) recomputes those whose transit, documents or signatures changed
 * since they were last checked, which covers whatever no event announced and whatever a crash
 * interrupted. Then the outbox is sent. One pass runs at a time per instance.
 */
export type EftiWorker = {
  /** Recompute this transit's data set soon. */
  reconcileSoon(transitId: number): void;
  /** One full pass now (sweep, recompute, send); resolves when it is done. For tests and start. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

const SWEEP_BATCH = 500;
/** How far before the previous sweep's start a periodic sweep looks. */
const SWEEP_MARGIN_MS = 5 * 60_000;
const DOCUMENT_EVENTS = new Set(['document_signed', 'document_uploaded', 'remark_added']);

export function startEftiWorker(deps: Deps): EftiWorker {
  const sender = createOutboxSender(deps);
  const interval = deps.config.efti.sweepIntervalMs;
  const pending = new Set<number>();
  const failed = new Set<number>();
  let running: Promise<void> | null = null;
  /** Asked again while a pass ran (and whether with a sweep), and whether closed. */
  const state = { again: false, sweepAgain: false, closed: false };
  // Read through a function: the flag changes while a pass awaits, which narrowing cannot see.
  const askedAgain = () => state.again;
  let timer: NodeJS.Timeout | undefined;

  /**
   * The first sweep reads every transit; later ones only those changed since the previous sweep
   * began, less a margin for clocks of other instances and transactions still open then.
   */
  let lastSweepAt: number | null = null;
  async function sweep(): Promise<void> {
    const startedAt = Date.now();
    const since =
      lastSweepAt === null ? undefined : new Date(lastSweepAt - SWEEP_MARGIN_MS).toISOString();
    let afterId = 0;
    for (;;) {
      const stale = await staleTransitIds(deps.db, { afterId, limit: SWEEP_BATCH, since });
      for (const id of stale) await reconcile(id);
      afterId = stale[stale.length - 1] ?? afterId;
      if (stale.length < SWEEP_BATCH || state.closed) break;
    }
    lastSweepAt = startedAt;
  }

  async function reconcile(transitId: number): Promise<void> {
    try {
      if (await reconcileDataset(deps, transitId)) {
        deps.log.info({ transitId }, 'eFTI identifiers queued for the gate');
      }
      failed.delete(transitId);
    } catch (error) {
      // Tried again at the next pass (and by the start-up sweep after a restart).
      failed.add(transitId);
      deps.log.error({ err: error, transitId }, 'eFTI data set not recomputed');
    }
  }

  async function pass(withSweep: boolean): Promise<void> {
    for (const id of failed) pending.add(id);
    if (withSweep) await sweep();
    while (pending.size > 0 && !state.closed) {
      const [id] = pending;
      if (id === undefined) break;
      pending.delete(id);
      await reconcile(id);
    }
    await sender.drain();
  }

  async function schedule(): Promise<void> {
    if (state.closed) return;
    const due = await sender.nextDueInMs().catch(() => null);
    clearTimeout(timer);
    timer = setTimeout(() => void run(true), Math.min(due ?? interval, interval));
    timer.unref();
  }

  function run(withSweep: boolean): Promise<void> {
    if (state.closed) return Promise.resolve();
    if (running) {
      state.again = true;
      state.sweepAgain ||= withSweep;
      return running;
    }
    running = (async () => {
      let sweepNow = withSweep;
      do {
        state.again = false;
        try {
          await pass(sweepNow);
        } catch (error) {
          deps.log.error({ err: error }, 'eFTI pass failed');
        }
        sweepNow = state.sweepAgain;
        state.sweepAgain = false;
      } while (askedAgain() && !state.closed);
    })().finally(() => {
      running = null;
      void schedule();
    });
    return running;
  }

  const unsubscribe = [
    deps.pubsub.subscribe('transit.changed', (event) => {
      if (event.type !== 'transit_deleted') worker.reconcileSoon(event.transit_id);
    }),
    deps.pubsub.subscribe('notifications.created', ({ notifications }) => {
      for (const n of notifications) {
        if (n.transit_id !== null && DOCUMENT_EVENTS.has(n.type))
          worker.reconcileSoon(n.transit_id);
      }
    }),
  ];

  const worker: EftiWorker = {
    reconcileSoon(transitId) {
      pending.add(transitId);
      void run(false);
    },
    async flush() {
      await run(true);
      // A pass that was running when asked may have started before the caller's change.
      if (running) await run(true);
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
