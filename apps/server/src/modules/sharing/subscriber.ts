import type { EventSubscriber } from '../../platform/events/index.ts';
import { subcontractorsOf } from '../transits/index.ts';
import * as repo from './repo.ts';

/**
 * A transit whose carrier line names a connected company's driver, vehicle or person (a
 * forwarder's subcontractor, spec 2 §4) is shared with that company as its carrier, in the write's
 * transaction: its office reads the transit and its driver sees it on his card. An existing share
 * keeps its party; a share stays when the line changes later (the company took part in it).
 */
export function sharingSubscriber(): EventSubscriber {
  return {
    name: 'sharing',
    async inTransaction(trx, events) {
      for (const event of events) {
        if (event.subject !== 'transit') continue;
        if (event.data.type !== 'transit_created' && event.data.type !== 'transit_updated') {
          continue;
        }
        const found = await subcontractorsOf(trx, event.transitId);
        if (!found) continue;
        for (const companyId of found.companies) {
          await repo.grantTransitShare(trx, {
            transit_id: event.transitId,
            owner_company_id: found.ownerCompanyId,
            company_id: companyId,
            share_as: 'carrier',
            documents: null,
            created_by: event.actor.userId,
            created_at: event.at,
          });
        }
      }
    },
  };
}
