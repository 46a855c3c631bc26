import type { Deps } from '../../platform/context.ts';
import { reconcileDataset } from './datasets.ts';
import { createOutboxSender } from './outbox-sender.ts';
import {
  lastTransitId,
  staleTransitIdsAmong,
  staleTransitIdsInRange,
  transitIdsChangedSince,
} from './repo.ts';

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

/**
 * Transits a full sweep checks per statement. On SQLite a statement holds the event loop: 2,000
 * transits take about 15 ms, against 0.8 s for all 109,500 of the benchmark's database.
 */
const SWEEP_SPAN = 2_000;
/** Changed transits checked per statement in a periodic sweep. */
const SWEEP_BATCH = 500;
/** How far before the previous sweep's start a periodic sweep looks. */
const SWEEP_MARGIN_MS = 5 * 60_000;
const DOCUMENT_EVENTS = new Set(['document_signed', 'document_uploaded', 'remark_added']);

/**
 * Lets waiting requests run. SQLite answers synchronously, so a pass made only of awaited
 * queries would never give the event loop back until it ended.
 */
function requestsFirst(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

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
    if (lastSweepAt === null) await sweepAll();
    else await sweepChanged(new Date(lastSweepAt - SWEEP_MARGIN_MS).toISOString());
    lastSweepAt = startedAt;
  }

  async function sweepAll(): Promise<void> {
    const lastId = await lastTransitId(deps.db);
    for (let afterId = 0; afterId < lastId && !state.closed; afterId += SWEEP_SPAN) {
      const range = { afterId, throughId: afterId + SWEEP_SPAN };
      await reconcileEach(await staleTransitIdsInRange(deps.db, range));
      await requestsFirst();
    }
  }

  async function sweepChanged(since: string): Promise<void> {
    const changed = await transitIdsChangedSince(deps.db, since);
    for (let at = 0; at < changed.length && !state.closed; at += SWEEP_BATCH) {
      await reconcileEach(await staleTransitIdsAmong(deps.db, changed.slice(at, at + SWEEP_BATCH)));
      await requestsFirst();
    }
  }

  async function reconcileEach(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      if (state.closed) return;
      await reconcile(id);
      await requestsFirst();
    }
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
