// Writes share these: the row as it is now, and the refusal after a lost race.

import { decideTransit, polishDate, type Actor, type TransitAction } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { TransitRow } from '../../db/schema.ts';
import { enforce, notFound } from '../../platform/errors.ts';
import { requireVersion, versionGiven, type ExpectedVersion } from '../../platform/row-version.ts';
import { companyScope } from './list/visibility.ts';
import { transitFactsOf } from './guard.ts';
import * as repo from './repo.ts';

/** After a race guard failed: the rulebook's answer on the row as it is now (404 once gone). */
export async function refuseAsNow(
  trx: Executor,
  actor: Actor,
  action: TransitAction,
  row: TransitRow,
): Promise<never> {
  const now = await repo.findTransit(trx, companyScope(row.company_id), row.id);
  if (now) enforce(decideTransit(actor, action, transitFactsOf(now, polishDate())));
  throw notFound();
}

/**
 * The row a write changes, as it is now: with a version given, held first (PostgreSQL) so a
 * concurrent write from the same version waits and then finds the version changed (409).
 */
export async function currentForWrite(
  trx: Executor,
  companyId: number,
  id: number,
  expected: ExpectedVersion,
): Promise<TransitRow> {
  if (versionGiven(expected) && !(await repo.lockTransit(trx, companyId, id))) throw notFound();
  const current = await repo.findTransit(trx, companyScope(companyId), id);
  if (!current) throw notFound();
  requireVersion(current, expected);
  return current;
}
