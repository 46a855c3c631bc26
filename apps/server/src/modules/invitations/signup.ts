import {
  type EventCircumstances,
  type InvitationSignupResponse,
  type RegisterRequest,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { InvitationRow } from '../../db/schema.ts';
import { hashToken } from '../../platform/crypto.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/index.ts';
import { normalizeEmail, registerCompany, userByEmail } from '../accounts/index.ts';
import { clientRowOf, linkClientRow, linkClientToCompany } from '../contractors/index.ts';
import * as repo from './repo.ts';

const linkInvalid = () => fieldError('token', 'invitation_link_invalid');

/**
 * Invites a company that has no account yet, by the e-mail of the contractor the sender just
 * added (in that write's transaction; spec 3 §3 `receiver_unregistered`). The mail follows from
 * the event. Nothing when an account already uses the address or one such invitation is pending.
 */
export async function inviteByEmail(
  trx: Executor,
  senderCompanyId: number,
  email: string,
  clientId: number,
  circumstances: EventCircumstances,
): Promise<'pending' | null> {
  const address = normalizeEmail(email);
  if (!address || (await userByEmail(trx, address))) return null;
  if (await repo.findPendingUnregistered(trx, senderCompanyId, address)) return 'pending';
  const invitation = await repo.insertInvitation(trx, {
    sender_company_id: senderCompanyId,
    receiver_company_id: null,
    receiver_unregistered: address,
    client_id: clientId,
    status: 'pending',
    created_at: circumstances.at,
  });
  await recordEvent(trx, {
    subject: 'company',
    companyId: senderCompanyId,
    data: { type: 'invitation_mailed', invitation_id: invitation.id, email: address },
    ...circumstances,
  });
  return 'pending';
}

/**
 * The pending invitation a link's secret opens, while the sender keeps the contractor row that
 * caused it (deleting the row withdraws the invitation). Unknown, used and withdrawn links answer
 * alike, and count as wrong guesses of the address (0011).
 */
async function openInvitation(
  deps: Pick<Deps, 'db' | 'limiter'>,
  token: string,
  ip: string,
): Promise<InvitationRow & { client_id: number }> {
  const keys = [`ip:${ip}`];
  await deps.limiter.check('invitation_link', keys);
  const invitation = await repo.findBySignupToken(deps.db, hashToken(token));
  const clientId = invitation?.client_id ?? null;
  if (
    invitation?.status !== 'pending' ||
    invitation.receiver_company_id !== null ||
    clientId === null
  ) {
    await deps.limiter.fail('invitation_link', keys);
    throw linkInvalid();
  }
  return { ...invitation, client_id: clientId };
}

/** What `/signup/{token}` pre-fills: the address invited and the sender's view of the company. */
export async function readInvitationSignup(
  deps: Pick<Deps, 'db' | 'limiter'>,
  token: string,
  meta: RequestMeta,
): Promise<InvitationSignupResponse> {
  const invitation = await openInvitation(deps, token, meta.ip);
  const sender = await repo.findCompanyById(deps.db, invitation.sender_company_id);
  if (!sender) throw linkInvalid();
  const client = await clientRowOf(deps.db, sender.id, invitation.client_id);
  if (!client) throw linkInvalid();
  return {
    email: invitation.receiver_unregistered ?? '',
    inviter_name: sender.name,
    company: {
      name: client.name,
      vies: client.vies,
      address: client.address,
      zip_code: client.zip_code,
      town: client.town,
      country: client.country,
      phone: client.phone,
      vat_group: client.vat_group,
    },
  };
}

/**
 * Registers the invited company and, in the same transaction, accepts the invitation: the
 * sender's contractor row becomes the new company's and each is the other's contractor, as an
 * accepted invitation makes them (0017). A link used meanwhile undoes the registration.
 */
export async function signUpThroughInvitation(
  deps: Pick<Deps, 'db' | 'limiter'>,
  token: string,
  input: RegisterRequest,
  meta: RequestMeta,
): Promise<void> {
  const invitation = await openInvitation(deps, token, meta.ip);
  await registerCompany(deps, input, meta, async (trx, account) => {
    const now = nowIso();
    // Conditional on still pending with its row: a link used (or withdrawn) meanwhile fails here.
    if (!(await repo.acceptBySignup(trx, invitation.id, account, now))) throw linkInvalid();
    const sender = await repo.findCompanyById(trx, invitation.sender_company_id);
    const receiver = await repo.findCompanyById(trx, account.companyId);
    if (!sender || !receiver) throw notFound();
    await linkClientRow(trx, sender.id, invitation.client_id, receiver.id, now);
    await linkClientToCompany(trx, sender.id, receiver, now);
    await linkClientToCompany(trx, receiver.id, sender, now);
  });
}
