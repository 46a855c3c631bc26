import { asOwnership, asRole } from '../../platform/auth.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import * as repo from './repo.ts';
import { recordDriverPosition } from './service.ts';

/**
 * A driver who signs where his phone knows its position is there now: his (and his vehicle's)
 * current position (spec 3 "Flota"). A signature queued offline was made earlier, elsewhere:
 * it moves nobody.
 */
export function fleetSubscriber(): EventSubscriber {
  return {
    name: 'fleet',
    async inTransaction(trx, events) {
      for (const event of events) {
        const { userId, companyId } = event.actor;
        if (event.data.type !== 'document_signed' || !event.location) continue;
        if (event.data.item_id || userId === null || companyId === null) continue;
        // A key's signature was made by a program, not by its creator standing there.
        if (event.actor.apiKeyId !== null) continue;
        const member = await repo.membershipOf(trx, companyId, userId);
        if (member === undefined) continue;
        const caller = {
          userId,
          companyId,
          role: asRole(member.role),
          ownership: asOwnership(member.ownership),
        };
        await recordDriverPosition(trx, caller, event.location, event.at);
      }
    },
  };
}
