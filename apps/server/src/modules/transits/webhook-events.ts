import { seesEftiDataset, type Actor, type Transit } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { Requester } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { actorFor } from './actor.ts';
import * as repo from './repo.ts';
import { companyScope } from './list/visibility.ts';
import { toTransit } from './responses.ts';

/** The transit as GET answers it to its company's `reader` (without its eFTI part). */
export async function transitAsApi(
  db: Executor,
  companyId: number,
  id: number,
  reader: Actor,
): Promise<Transit> {
  const row = await repo.findTransit(db, companyScope(companyId), id);
  if (!row) throw notFound();
  return toTransit(db, row, reader);
}

/** The companies a transit is shared in to (each sees it as a shared-in transit). */
export async function sharedInCompanies(db: Executor, transitId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('transit_shares')
    .select('company_id')
    .where('transit_id', '=', transitId)
    .orderBy('company_id')
    .execute();
  return rows.map((row) => row.company_id);
}

/** The transit's row and its reader for an Admin of a company it is shared in to. */
async function sharedInView(db: Executor, companyId: number, id: number) {
  const row = await repo.findTransit(db, companyScope(companyId), id);
  if (!row || row.company_id === companyId) throw notFound();
  // No one signed in: the company's Admin as the rulebook reads him (no user, no session).
  const admin: Requester = {
    kind: 'user',
    caller: { userId: 0, companyId, role: 'Admin', ownership: 'primary', tokenHash: '' },
  };
  const actor = await actorFor(db, admin, row);
  if (!actor) throw notFound();
  return { row, actor };
}

/**
 * The transit as GET answers it to an Admin of a company it was shared in to: the shared-in
 * view, found and judged the way a request of theirs is (its type `send`, the share's actions),
 * and `withEfti` only when the rulebook shows that reader the data set (it is the owner's).
 */
export async function sharedInTransitAsApi(
  db: Executor,
  companyId: number,
  id: number,
  withEfti: (transit: Transit, ownerCompanyId: number) => Promise<Transit>,
): Promise<Transit> {
  const { row, actor } = await sharedInView(db, companyId, id);
  const transit = await toTransit(db, row, actor);
  return seesEftiDataset(actor) ? withEfti(transit, row.company_id) : transit;
}

/** How an Admin of a company the transit is shared in to reads it (for its documents' answers). */
export async function sharedInReader(db: Executor, companyId: number, id: number): Promise<Actor> {
  return (await sharedInView(db, companyId, id)).actor;
}
