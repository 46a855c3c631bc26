import {
  type EventCircumstances,
  type Invitation,
  type InvitationAnswerRequest,
} from '@transitdocs/domain';
import { nowIso, type Executor } from '../../db/index.ts';
import type { CompanyRow, InvitationRow } from '../../db/schema.ts';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { recordEvent } from '../../platform/events/index.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';
import { companyByVies } from '../accounts/index.ts';
import { linkClientToCompany } from '../contractors/index.ts';
import * as repo from './repo.ts';

export type InviteOutcome = 'pending' | 'accepted';

/** Accepting makes both companies contractors of each other (run inside the caller's transaction). */
async function connect(trx: Executor, a: CompanyRow, b: CompanyRow, now: string): Promise<void> {
  await linkClientToCompany(trx, a.id, b, now);
  await linkClientToCompany(trx, b.id, a, now);
}

/**
 * Invites `receiver` after the sender added it as a contractor (inside that write's transaction:
 * the receiver's staff hear of it from the event). No second invitation while one is pending or
 * accepted between the two; the receiver's is_auto_accept_notifications accepts on arrival.
 */
export async function inviteCompany(
  trx: Executor,
  senderCompanyId: number,
  receiver: CompanyRow,
  clientId: number,
  /** who added the contractor, and when */
  circumstances: EventCircumstances,
): Promise<InviteOutcome> {
  const now = circumstances.at;
  const open = await repo.findOpenInvitationBetween(trx, senderCompanyId, receiver.id);
  if (open) return open.status === 'accepted' ? 'accepted' : 'pending';
  const invitation = await repo.insertInvitation(trx, {
    sender_company_id: senderCompanyId,
    receiver_company_id: receiver.id,
    receiver_unregistered: null,
    client_id: clientId,
    status: 'pending',
    created_at: now,
  });
  const sender = await repo.findCompanyById(trx, senderCompanyId);
  if (!sender) throw notFound();
  await recordEvent(trx, {
    subject: 'company',
    companyId: senderCompanyId,
    data: {
      type: 'invitation_sent',
      invitation_id: invitation.id,
      receiver_company_id: receiver.id,
      sender_company_name: sender.name,
    },
    ...circumstances,
  });
  if (receiver.is_auto_accept_notifications !== 1) return 'pending';
  await repo.answerInvitation(trx, invitation.id, 'accepted', null, now);
  await connect(trx, sender, receiver, now);
  return 'accepted';
}

function companyRef(company: CompanyRow | undefined) {
  return company ? { id: company.id, name: company.name, vies: company.vies } : null;
}

async function toInvitations(deps: Deps, rows: InvitationRow[]): Promise<Invitation[]> {
  const ids = new Set<number>();
  for (const row of rows) {
    ids.add(row.sender_company_id);
    if (row.receiver_company_id !== null) ids.add(row.receiver_company_id);
  }
  const companies = new Map(
    (await repo.findCompaniesByIds(deps.db, [...ids])).map((company) => [company.id, company]),
  );
  return rows.map((row) => ({
    id: row.id,
    sender: companyRef(companies.get(row.sender_company_id)) ?? {
      id: row.sender_company_id,
      name: '',
      vies: null,
    },
    receiver:
      row.receiver_company_id === null ? null : companyRef(companies.get(row.receiver_company_id)),
    receiver_unregistered: row.receiver_unregistered,
    status: row.status === 'accepted' || row.status === 'rejected' ? row.status : 'pending',
    created_at: row.created_at,
    answered_at: row.answered_at,
  }));
}

export async function listInvitations(
  deps: Deps,
  caller: Caller,
  side: repo.InvitationSide,
  filters: repo.InvitationFilters,
  window: PageWindow,
): Promise<Page<Invitation>> {
  const page = await repo.listInvitations(deps.db, side, caller.companyId, filters, window);
  return { count: page.count, results: await toInvitations(deps, page.results) };
}

export async function countPending(deps: Deps, caller: Caller): Promise<number> {
  return repo.countPendingReceived(deps.db, caller.companyId);
}

/** Only the receiver answers, only while pending; accepting connects both companies at once. */
export async function answerInvitation(
  deps: Deps,
  caller: Caller,
  id: number,
  input: InvitationAnswerRequest,
): Promise<Invitation> {
  const invitation = await repo.findReceivedInvitation(deps.db, caller.companyId, id);
  if (!invitation) throw notFound();
  requireAccountAction(caller, 'answer_invitations');
  if (invitation.status !== 'pending') throw fieldError('status', 'invitation_already_answered');
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.answerInvitation(trx, id, input.status, caller.userId, now))) {
      throw fieldError('status', 'invitation_already_answered');
    }
    if (input.status === 'accepted') {
      const sender = await repo.findCompanyById(trx, invitation.sender_company_id);
      const receiver = await repo.findCompanyById(trx, caller.companyId);
      if (!sender || !receiver) throw notFound();
      await connect(trx, sender, receiver, now);
    }
  });
  const updated = await repo.findReceivedInvitation(deps.db, caller.companyId, id);
  if (!updated) throw notFound();
  const [result] = await toInvitations(deps, [updated]);
  if (!result) throw notFound();
  return result;
}

/**
 * The company a `company_vies` filter names, if the caller may see its people and vehicles: its
 * own company, or one connected to it by an accepted invitation. Otherwise null.
 */
export async function resolveVisibleCompany(
  deps: Deps,
  caller: Caller,
  companyVies: string | undefined,
): Promise<number | null> {
  if (!companyVies) return caller.companyId;
  const vies = companyVies.replace(/[\s-]/g, '').toUpperCase();
  const own = await repo.findCompanyById(deps.db, caller.companyId);
  if (own?.vies === vies) return caller.companyId;
  const company = await companyByVies(deps.db, vies);
  if (!company) return null;
  return (await repo.areConnected(deps.db, caller.companyId, company.id)) ? company.id : null;
}

/**
 * Which of `others` are connected to `companyId` by an accepted invitation: whose people and
 * vehicles it may name where their company carries for it (spec 2 §4).
 */
export async function connectedCompanies(
  db: Executor,
  companyId: number,
  others: readonly number[],
): Promise<Set<number>> {
  const connected = new Set<number>();
  for (const other of new Set(others)) {
    if (other !== companyId && (await repo.areConnected(db, companyId, other))) {
      connected.add(other);
    }
  }
  return connected;
}

/** An invitation the company sent or received, or undefined (a `/login/{id}` landing reads it). */
export function invitationOfCompany(
  db: Executor,
  companyId: number,
  id: number,
): Promise<{ id: number } | undefined> {
  return repo.findInvitationOf(db, companyId, id);
}
