import type { Transit } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import { type Caller, circumstancesOf } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { recordEvent, writeTransaction } from '../../platform/events/index.ts';
import { versionGiven, type ExpectedVersion } from '../../platform/row-version.ts';
import * as detailsQuery from './details-query.ts';
import { requireTransit, userRequester } from './guard.ts';
import { unique } from './ids.ts';
import { getTransit } from './read.ts';
import * as repo from './repo.ts';
import { currentForWrite, refuseAsNow } from './write-steps.ts';

/** Finishing frees the carriers' drivers that drive no other open transit. */
export async function finishTransit(
  deps: Deps,
  caller: Caller,
  id: number,
  meta: RequestMeta,
  expected: ExpectedVersion,
): Promise<Transit> {
  const { transit: row, actor } = await requireTransit(
    deps.db,
    userRequester(caller),
    id,
    'finish',
  );
  const now = nowIso();
  await writeTransaction(deps, async (trx) => {
    if (versionGiven(expected)) await currentForWrite(trx, row.company_id, id, expected);
    // Race guard of "a finished transit is not finished again": only an open row is updated.
    if (!(await repo.finishTransit(trx, caller.companyId, id, now))) {
      return refuseAsNow(trx, actor, 'finish', row);
    }
    const { carriers } = await detailsQuery.loadTransitChildren(trx, [id]);
    const drivers = unique(carriers.filter((c) => c.vehicle_id !== null).map((c) => c.driver_id));
    const busy = await repo.driversStillBusy(trx, caller.companyId, drivers, id);
    await repo.setDriversAvailability(
      trx,
      caller.companyId,
      drivers.filter((driver) => !busy.has(driver)),
      true,
    );
    await recordEvent(trx, {
      subject: 'transit',
      transitId: id,
      companyId: row.company_id,
      data: { type: 'transit_finished' },
      ...circumstancesOf(caller, meta, now),
    });
  });
  return getTransit(deps, caller, id);
}
