import { generateToken, hashToken } from '../../platform/crypto.ts';
import { toLanguage, type Deps } from '../../platform/context.ts';
import type { EventSubscriber } from '../../platform/events/index.ts';
import * as repo from './repo.ts';

/**
 * Mails `{PUBLIC_URL}/signup/{token}` in the inviting company's language. The secret is made here
 * and only its hash kept: a retry mails a new link and the earlier one stops working.
 */
async function mailSignupLink(
  deps: Pick<Deps, 'db' | 'outbound' | 'config'>,
  invitationId: number,
): Promise<void> {
  const token = generateToken(32);
  if (!(await repo.setSignupToken(deps.db, invitationId, hashToken(token)))) return;
  const invitation = await repo.findBySignupToken(deps.db, hashToken(token));
  if (!invitation?.receiver_unregistered) return;
  const sender = await repo.findCompanyById(deps.db, invitation.sender_company_id);
  if (!sender) return;
  const language = toLanguage((await repo.companyLanguage(deps.db, sender.id)) ?? 'pl');
  await deps.outbound.send(
    {
      companyId: sender.id,
      userId: null,
      email: invitation.receiver_unregistered,
      phone: null,
      language,
    },
    'invitation',
    { companyName: sender.name, link: `${deps.config.publicUrl}/signup/${token}` },
  );
}

/** The invitation mail follows from `invitation_mailed`, once its write committed. */
export function invitationsSubscriber(
  deps: Pick<Deps, 'db' | 'outbound' | 'config'>,
): EventSubscriber {
  return {
    name: 'invitations',
    async afterCommit(events) {
      for (const event of events) {
        if (event.data.type === 'invitation_mailed') {
          await mailSignupLink(deps, event.data.invitation_id);
        }
      }
    },
  };
}
