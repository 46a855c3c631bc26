import { nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { clearTransitNotifications, publishCleared } from '../notifications/notify.ts';
import { enqueueWebhookEvent } from '../webhooks/events.ts';
import { requireTransit, userRequester } from './guard.ts';
import * as repo from './repo.ts';
import { eventMeta, refuseAsNow } from './write-steps.ts';

/** DELETE: as the rulebook's delete rule allows (spec 1 §4). */
export async function deleteTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const { transit: row, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'delete',
  );
  const now = nowIso();
  const cleared = await deps.db.transaction().execute(async (trx) => {
    // Race guard of the delete rule: the row goes only while it still allows it.
    if (!(await repo.deleteDeletableTransit(trx, caller.companyId, id))) {
      return refuseAsNow(trx, actor, 'delete', row);
    }
    await repo.insertTransitEvent(trx, {
      transitId: id,
      companyId: caller.companyId,
      ...eventMeta(caller, meta, now),
      data: { type: 'transit_deleted', transit_number: row.transit_number },
    });
    // The transit is gone: the event names it (no API answer exists for it any more).
    await enqueueWebhookEvent(trx, caller.companyId, 'transit.deleted', {
      type: 'transit',
      id,
      data: () => Promise.resolve({ id, transit_number: row.transit_number }),
    });
    return clearTransitNotifications(trx, id);
  });
  await deps.pubsub.publish('transit.changed', {
    transit_id: id,
    company_id: row.company_id,
    type: 'transit_deleted',
  });
  await publishCleared(deps.pubsub, cleared);
}
