import type { Deps } from '../../platform/context.ts';
import { startOutboxLoop } from '../../platform/outbox-loop/index.ts';
import { eftiQueue } from './outbox-sender.ts';
import type { GateRegistry } from './gate-registry.ts';
import { createReconciler } from './reconciler.ts';

/**
 * Keeps the data sets and the gate in step without touching other modules' transactions:
 * after the events the app publishes after commit (a transit created, changed or finished; a
 * document signed or uploaded) the transit's data set is recomputed; a sweep (at start and then
 * every EFTI_SWEEP_INTERVAL_MS) recomputes those whose transit, documents or signatures changed
 * since they were last checked. Then the outbox is sent. One pass runs at a time per instance.
 */
export type EftiWorker = {
  /** Recompute this transit's data set soon. */
  reconcileSoon(transitId: number): void;
  /** One full pass now (sweep, recompute, send); resolves when it is done. For tests and start. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

const DOCUMENT_EVENTS = new Set([
  'document_signed',
  'document_uploaded',
  'remark_added',
  'reservation_recorded',
]);

export function startEftiWorker(deps: Deps, gates: GateRegistry): EftiWorker {
  const reconciler = createReconciler({ ...deps, gates });
  const loop = startOutboxLoop({
    name: 'eFTI',
    log: deps.log,
    // The timer's passes are full ones: the sweep runs at this interval.
    pollIntervalMs: deps.config.efti.sweepIntervalMs,
    queue: eftiQueue({ ...deps, gates }),
    beforeDrain: (signal, pass) => reconciler.run(signal, pass),
  });

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
      reconciler.add(transitId);
      loop.kick();
    },
    flush: () => loop.flush(),
    async close() {
      for (const stop of unsubscribe) stop();
      await loop.close();
    },
  };
  return worker;
}
