import { readsSharedIn, transitScopeOf, type Actor, type PartyGrant } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';
import type { TransitRow } from '../../db/schema.ts';
import { keyActorOf, transitViewerOf, type Requester } from '../../platform/auth.ts';
import * as repo from './repo.ts';

/**
 * The party a share (a link's `type`, a company share's `share_as`) acts for; anything else
 * reads as a receiver, the narrowest party of links made before parties were recorded.
 */
function grantOf(party: string, receiverId: number | null): PartyGrant {
  switch (party) {
    case 'sender':
      return { party: 'sender' };
    case 'carrier':
      return { party: 'carrier' };
    default:
      return { party: 'receiver', receiverId };
  }
}

function documentIds(text: string | null): number[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/**
 * The rulebook's actor for a requester on a transit it reached, or null when the transit is not
 * its to see (then the caller answers 404). A member's transit was loaded within his scope (a
 * Kierowca's only those he drives), so he drives it; another company reads it only through a
 * share to it (its driver only one he drives, as its subcontractor); a link only its own transit.
 */
export async function actorFor(
  db: Executor,
  requester: Requester,
  transit: Pick<TransitRow, 'id' | 'company_id'>,
): Promise<Actor | null> {
  if (requester.kind === 'link') {
    const { share } = requester;
    if (share.transit_id !== transit.id) return null;
    return {
      kind: 'link',
      grant: grantOf(share.type, share.receiver_id),
      documents: documentIds(share.documents),
    };
  }
  const { caller } = requester;
  const primary = caller.ownership === 'primary';
  if (transit.company_id === caller.companyId) {
    return keyActorOf(caller) ?? { kind: 'member', role: caller.role, primary, drives: true };
  }
  if (!readsSharedIn(transitScopeOf(transitViewerOf(caller)))) return null;
  const share = await repo.findTransitShare(db, caller.companyId, transit.id);
  if (!share) return null;
  // A company share names no receiver: it acts for any receiver of the transit.
  return { kind: 'shared_in', role: caller.role, primary, grant: grantOf(share.share_as, null) };
}
