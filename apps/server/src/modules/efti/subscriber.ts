import { isTransitScoped, type RecordedEvent } from '@transitdocs/domain';
import type { Deps } from '../../platform/context.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import { createEftiDatasets } from './datasets.ts';

/** What changes a data set's content: the transit's own data, a signature, a new PDF, a remark. */
const CHANGES_DATASET = new Set([
  'transit_created',
  'transit_updated',
  'transit_finished',
  'transit_signed',
  'document_signed',
  'document_uploaded',
  'remark_added',
  'reservation_recorded',
  'reservation_answered',
]);

const transitsOf = (events: readonly RecordedEvent[], types: (type: string) => boolean) => [
  ...new Set(
    events
      .filter(isTransitScoped)
      .filter((event) => types(event.data.type))
      .map((event) => event.transitId),
  ),
];

/**
 * Every transit has its eFTI data set from the transaction that creates it; after a change
 * commits, the instance's eFTI worker recomputes the transit's data set (and queues its
 * identifiers for the gate once complete). The worker's sweep covers what this misses.
 */
export function eftiSubscriber(deps: Pick<Deps, 'efti'>): EventSubscriber {
  return {
    name: 'efti',
    async inTransaction(trx, events) {
      const created = events
        .filter(isTransitScoped)
        .filter((event) => event.data.type === 'transit_created');
      if (created.length === 0) return;
      await createEftiDatasets(
        trx,
        created.map((event) => ({ id: event.transitId, company_id: event.companyId })),
      );
    },
    afterCommit(events) {
      for (const id of transitsOf(events, (type) => CHANGES_DATASET.has(type))) {
        deps.efti?.reconcileSoon(id);
      }
      return Promise.resolve();
    },
  };
}
