import { nowIso } from '../../db/index.ts';
import { type Caller, circumstancesOf } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { versionGiven, type ExpectedVersion } from '../../platform/row-version.ts';
import { requireTransit, userRequester } from './guard.ts';
import * as repo from './repo.ts';
import { currentForWrite, refuseAsNow } from './write-steps.ts';

/**
 * DELETE: as the rulebook's delete rule allows (spec 1 §4), and, with a version given, only from
 * the current version (409 otherwise).
 */
export async function deleteTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<void> {
  const { transit: row, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'delete',
  );
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    if (versionGiven(expected)) await currentForWrite(trx, row.company_id, id, expected);
    // Race guard of the delete rule: the row goes only while it still allows it.
    if (!(await repo.deleteDeletableTransit(trx, caller.companyId, id))) {
      return refuseAsNow(trx, actor, 'delete', row);
    }
    await recordEvent(trx, {
      subject: 'transit',
      transitId: id,
      companyId: row.company_id,
      data: { type: 'transit_deleted', transit_number: row.transit_number },
      ...circumstancesOf(caller, meta, now),
    });
  });
}
