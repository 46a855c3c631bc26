import type { Actor } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { withEfti } from '../efti/datasets.ts';
import { enqueueWebhookEvent } from '../webhooks/events.ts';
import * as repo from './repo.ts';
import { toTransit } from './responses.ts';

/** Queues a transit's webhook event in the change's transaction, with the transit as GET answers. */
export async function enqueueTransitEvent(
  trx: Executor,
  companyId: number,
  event: 'transit.created' | 'transit.updated' | 'transit.finished',
  id: number,
  actor: Actor,
): Promise<void> {
  await enqueueWebhookEvent(trx, companyId, event, {
    type: 'transit',
    id,
    data: async () => {
      const row = await repo.findTransit(trx, { companyId }, id);
      if (!row) throw notFound();
      return withEfti(trx, await toTransit(trx, row, actor), companyId);
    },
  });
}
