import type { EventSubscriber } from '../../platform/events/index.ts';
import { markTransitSigned } from './service.ts';

const LIST_CHANGES = new Set([
  'transit_created',
  'transit_updated',
  'transit_finished',
  'transit_deleted',
] as const);
type ListChange = typeof LIST_CHANGES extends Set<infer T> ? T : never;

const isListChange = (type: string): type is ListChange => LIST_CHANGES.has(type as ListChange);

/**
 * The transit follows its documents: a signature marks it signed in the same transaction (the
 * rulebook's edit and delete verdicts read `has_signed_documents`). Lists open elsewhere hear
 * of a transit created, changed, finished or deleted once the write commits.
 */
export function transitsSubscriber(): EventSubscriber {
  return {
    name: 'transits',
    async inTransaction(trx, events, staged) {
      for (const event of events) {
        if (event.subject === 'document' && event.data.type === 'document_signed') {
          await markTransitSigned(trx, event.transitId, event.at);
        }
        if (event.subject === 'transit' && isListChange(event.data.type)) {
          staged.publish('transit.changed', {
            transit_id: event.transitId,
            company_id: event.companyId,
            type: event.data.type,
          });
        }
      }
    },
  };
}
