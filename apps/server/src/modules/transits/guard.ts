import {
  decideTransit,
  polishDate,
  transitStatusOf,
  TRANSIT_TYPES,
  transitScopeOf,
  type Actor,
  type TransitAction,
  type TransitFacts,
  type TransitType,
} from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { TransitRow } from '../../db/schema.ts';
import { keyActorOf, transitViewerOf, type Caller } from '../../platform/auth.ts';
import { enforce, nonFieldError, notFound } from '../../platform/errors.ts';
import type { Requester } from '../../platform/auth.ts';
import { actorFor } from './actor.ts';
import type { TransitScope } from './list/visibility.ts';
import * as repo from './repo.ts';

/** The caller's transit scope (the rulebook's `transitScopeOf`) as the queries take it. */
export function scopeOf(caller: Caller): TransitScope {
  const sees = transitScopeOf(transitViewerOf(caller));
  if (sees.kind === 'shared') throw new Error('a signed-in caller has no share link scope');
  return { companyId: caller.companyId, sees };
}

export function asTransitType(value: string): TransitType {
  return TRANSIT_TYPES.find((type) => type === value) ?? 'generated';
}

/** The status the API shows: pending / running / finished (spec 1 §3). */
export function transitStatusOfRow(row: TransitRow, today: string) {
  return transitStatusOf(
    {
      stored_status: row.status,
      has_signed_documents: row.has_signed_documents === 1,
      loading_date: row.loading_date,
    },
    today,
  );
}

type MainMarks = TransitFacts['document'];

/**
 * What the rulebook reads of a transit row (its type is `send` when the reader's company got it
 * shared in: `findTransit` answers it so). `documents`: the main-document marks, only the sign
 * tile reads them.
 */
export function transitFactsOf(
  row: TransitRow,
  today: string,
  documents: MainMarks = [],
): TransitFacts {
  return {
    status: transitStatusOfRow(row, today),
    type: asTransitType(row.type),
    has_signed_documents: row.has_signed_documents === 1,
    document: documents,
  };
}

/** The transit a requester reaches: a user within his scope (shared-in included), a link its own. */
async function findReachable(
  db: Executor,
  requester: Requester,
  id: number,
): Promise<TransitRow | undefined> {
  if (requester.kind === 'link') {
    const scope = transitScopeOf({ kind: 'link', transitId: requester.share.transit_id });
    return scope.kind === 'shared' && scope.transitId === id
      ? repo.findTransitById(db, id)
      : undefined;
  }
  return repo.findTransit(db, scopeOf(requester.caller), id);
}

/**
 * Loads the transit within what the requester may see (404 otherwise), and answers it with the
 * requester's actor once the rulebook allows `action`; its refusal is thrown as its answer.
 */
export async function requireTransit(
  db: Executor,
  requester: Requester,
  id: number,
  action: TransitAction,
): Promise<{ transit: TransitRow; actor: Actor; facts: TransitFacts }> {
  const transit = await findReachable(db, requester, id);
  if (!transit) throw notFound();
  const actor = await actorFor(db, requester, transit);
  if (!actor) throw notFound();
  const marks = action === 'sign' ? await repo.documentMainMarks(db, transit.id) : [];
  const facts = transitFactsOf(transit, polishDate(), marks);
  enforce(decideTransit(actor, action, facts));
  return { transit, actor, facts };
}

/** A signed-in user as a requester. */
export function userRequester(caller: Caller): Requester {
  return { kind: 'user', caller };
}

/**
 * The actor of a caller on a row he already reached (a list row, a transit he just wrote): a
 * member of its company, else a user of a company it was shared in to. A shared-in user's transit
 * actions do not depend on its party, so the list does not look the share up.
 */
export function callerActorOf(caller: Caller): (row: TransitRow) => Actor {
  const primary = caller.ownership === 'primary';
  const member: Actor = keyActorOf(caller) ?? {
    kind: 'member',
    role: caller.role,
    primary,
    drives: true,
  };
  const sharedIn: Actor = {
    kind: 'shared_in',
    role: caller.role,
    primary,
    grant: { party: 'receiver', receiverId: null },
  };
  return (row) => (row.company_id === caller.companyId ? member : sharedIn);
}

/**
 * Race guard of "a finished transit is closed" (isTransitOpen) for a write on its documents: holds
 * the open row until commit (PostgreSQL), so finishing cannot slip in before the write commits.
 */
export async function holdOpenTransit(trx: Executor, transit: TransitRow): Promise<void> {
  if (!(await repo.lockOpenTransit(trx, transit.company_id, transit.id, false))) {
    throw nonFieldError('transit_finished');
  }
}
