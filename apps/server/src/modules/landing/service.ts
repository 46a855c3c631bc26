// Where a `/login/{id}` link lands: above invitations and transits, which it reads through
// their faces (neither of them needs the other for it).
import { parseLandingId, type LandingResponse } from '@transitdocs/domain';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { invitationOfCompany } from '../invitations/index.ts';
import { requireTransit, userRequester } from '../transits/index.ts';

const notFound = () => fieldError('id', 'landing_not_found');

/**
 * Where `/login/{id}` lands the signed-in caller (spec 1 §2): an invitation his company sent or
 * received, or a transit he may view. Anything else (unknown, another company's) answers the same
 * error, so the id tells nothing about rows he may not see.
 */
export async function resolveLanding(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: string,
): Promise<LandingResponse> {
  const target = parseLandingId(id);
  if (!target) throw notFound();
  if (target.kind === 'invitation') {
    const invitation = await invitationOfCompany(deps.db, caller.companyId, target.id);
    if (!invitation) throw notFound();
    return { kind: 'invitation', invitation_id: invitation.id };
  }
  try {
    await requireTransit(deps.db, userRequester(caller), target.id, 'view');
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw notFound();
    throw error;
  }
  return { kind: 'transit', transit_id: target.id };
}
