// Sharing inside the product: a transit granted to another company.
import type { ShareTransitRequest, ShareTransitResponse } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import { circumstancesOf, type Caller } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { getCompany } from '../accounts/index.ts';
import { requireTransit as guardTransit, userRequester } from '../transits/index.ts';
import * as repo from './repo.ts';

/**
 * POST share-transit/: a grant row, not a copy: the other company reads the original transit
 * and its documents live (type `send` in its list); its users hear of it from the event.
 */
export async function shareTransit(
  deps: Deps,
  caller: Caller,
  input: ShareTransitRequest,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<ShareTransitResponse> {
  const { transit } = await guardTransit(deps.db, userRequester(caller), input.transit, 'share');
  if (input.company_gt_id === caller.companyId) {
    throw fieldError('company_gt_id', 'cannot_share_with_own_company');
  }
  const target = await getCompany(deps.db, input.company_gt_id);
  if (!target) throw fieldError('company_gt_id', 'no_such_id_number');
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
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
    await recordEvent(trx, {
      subject: 'transit',
      transitId: transit.id,
      companyId: transit.company_id,
      data: {
        type: 'transit_shared',
        company_id: target.id,
        company_name: target.name,
        as: input.as,
      },
      ...circumstancesOf(caller, meta, now),
    });
  });
  return {
    transit: transit.id,
    company_gt_id: target.id,
    company_name: target.name,
    as: input.as,
  };
}
