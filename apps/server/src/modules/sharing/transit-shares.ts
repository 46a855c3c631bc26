// Sharing inside the product: a transit granted to another company.
import type { ShareTransitRequest, ShareTransitResponse } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import type { PublishedNotification } from '../../platform/pubsub.ts';
import { fieldError } from '../../platform/errors.ts';
import { getCompany } from '../accounts/index.ts';
import { publishNotifications, storeNotifications } from '../notifications/index.ts';
import { requireTransit as guardTransit, userRequester } from '../transits/index.ts';
import * as repo from './repo.ts';

/**
 * POST share-transit/: a grant row, not a copy: the other company reads the original transit
 * and its documents live (type `send` in its list). Its users are notified after commit.
 */
export async function shareTransit(
  deps: Deps,
  caller: Caller,
  input: ShareTransitRequest,
): Promise<ShareTransitResponse> {
  const { transit } = await guardTransit(deps.db, userRequester(caller), input.transit, 'share');
  if (input.company_gt_id === caller.companyId) {
    throw fieldError('company_gt_id', 'cannot_share_with_own_company');
  }
  const target = await getCompany(deps.db, input.company_gt_id);
  if (!target) throw fieldError('company_gt_id', 'no_such_id_number');
  const now = nowIso();
  const notifications = await deps.db.transaction().execute(async (trx) => {
    await repo.upsertTransitShare(trx, {
      transit_id: transit.id,
      owner_company_id: caller.companyId,
      company_id: target.id,
      share_as: input.as,
      // every document of the transit, also later ones
      documents: null,
      created_by: caller.userId,
      created_at: now,
    });
    const company = await getCompany(trx, caller.companyId);
    const data = {
      transit_id: transit.id,
      transit_number: transit.transit_number,
      company_name: company?.name ?? '',
    };
    const recipients = await repo.shareRecipients(trx, target.id);
    const rows = await storeNotifications(
      trx,
      recipients.map((recipient) => ({
        user_id: recipient.id,
        company_id: recipient.company_id,
        type: 'transit_shared',
        transit_id: transit.id,
        data: JSON.stringify(data),
        created_at: now,
        read_at: null,
      })),
    );
    return rows.map((row): PublishedNotification => ({
      id: row.id,
      user_id: row.user_id,
      company_id: row.company_id,
      type: row.type,
      transit_id: row.transit_id,
      data,
      created_at: row.created_at,
    }));
  });
  await publishNotifications(deps.pubsub, notifications);
  return {
    transit: transit.id,
    company_gt_id: target.id,
    company_name: target.name,
    as: input.as,
  };
}
