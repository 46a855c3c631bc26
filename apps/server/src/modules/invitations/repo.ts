import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { containsText, toCount, type Executor } from '../../db/index.ts';
import type { CompanyRow, Database, InvitationRow } from '../../db/schema.ts';
import type { Page, PageWindow } from '../../platform/paging.ts';

export type InvitationSide = 'sent' | 'received';

export type InvitationFilters = {
  /** the other party's name (or the unregistered receiver) contains */
  company?: string | undefined;
  /** the other party's company id */
  companyId?: number | undefined;
};

export async function insertInvitation(
  db: Executor,
  row: {
    sender_company_id: number;
    receiver_company_id: number | null;
    receiver_unregistered: string | null;
    client_id: number | null;
    status: string;
    created_at: string;
  },
): Promise<InvitationRow> {
  return db
    .insertInto('invitations')
    .values({ ...row, answered_at: null, answered_by: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest pending or accepted invitation between two companies, in either direction. */
export async function findOpenInvitationBetween(
  db: Executor,
  a: number,
  b: number,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_company_id', '=', a), eb('receiver_company_id', '=', b)]),
        eb.and([eb('sender_company_id', '=', b), eb('receiver_company_id', '=', a)]),
      ]),
    )
    .where('status', 'in', ['pending', 'accepted'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Two companies are connected once an invitation between them was accepted. */
export async function areConnected(db: Executor, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_company_id', '=', a), eb('receiver_company_id', '=', b)]),
        eb.and([eb('sender_company_id', '=', b), eb('receiver_company_id', '=', a)]),
      ]),
    )
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findReceivedInvitation(
  db: Executor,
  companyId: number,
  id: number,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', id)
    .where('receiver_company_id', '=', companyId)
    .executeTakeFirst();
}

/** Answers a pending invitation; false when it was no longer pending. */
export async function answerInvitation(
  db: Executor,
  id: number,
  status: 'accepted' | 'rejected',
  answeredBy: number | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ status, answered_at: now, answered_by: answeredBy })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function invitationConditions(side: InvitationSide, companyId: number, filters: InvitationFilters) {
  const own = side === 'sent' ? 'invitations.sender_company_id' : 'invitations.receiver_company_id';
  const other =
    side === 'sent' ? 'invitations.receiver_company_id' : 'invitations.sender_company_id';
  return (eb: ExpressionBuilder<Database, 'invitations'>) => {
    const conditions: Expression<SqlBool>[] = [eb(own, '=', companyId)];
    if (filters.companyId !== undefined) conditions.push(eb(other, '=', filters.companyId));
    if (filters.company) {
      const name = filters.company;
      conditions.push(
        eb.or([
          eb.exists(
            eb
              .selectFrom('companies')
              .select('companies.id')
              .whereRef('companies.id', '=', other)
              .where(containsText('companies.name', name)),
          ),
          containsText('invitations.receiver_unregistered', name),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function listInvitations(
  db: Executor,
  side: InvitationSide,
  companyId: number,
  filters: InvitationFilters,
  window: PageWindow,
): Promise<Page<InvitationRow>> {
  const where = invitationConditions(side, companyId, filters);
  const total = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const results = await db
    .selectFrom('invitations')
    .selectAll()
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: toCount(total.n), results };
}

export async function countPendingReceived(db: Executor, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('receiver_company_id', '=', companyId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function findCompaniesByIds(db: Executor, ids: number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();
}

export async function findCompanyById(db: Executor, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The open invitation of `senderCompanyId` to a company not in the product at `email`: pending,
 * and its contractor row still there (deleting the row withdraws it).
 */
export async function findPendingUnregistered(
  db: Executor,
  senderCompanyId: number,
  email: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('sender_company_id', '=', senderCompanyId)
    .where('receiver_unregistered', '=', email)
    .where('receiver_company_id', 'is', null)
    .where('client_id', 'is not', null)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Gives a pending unregistered invitation a new link secret; false when it is no longer open. */
export async function setSignupToken(
  db: Executor,
  id: number,
  tokenHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ signup_token_hash: tokenHash })
    .where('id', '=', id)
    .where('receiver_company_id', 'is', null)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findBySignupToken(
  db: Executor,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('signup_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The unregistered receiver signed up: the invitation is his company's, and accepted. */
export async function acceptBySignup(
  db: Executor,
  id: number,
  receiver: { companyId: number; userId: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({
      receiver_company_id: receiver.companyId,
      status: 'accepted',
      answered_at: now,
      answered_by: receiver.userId,
    })
    .where('id', '=', id)
    .where('receiver_company_id', 'is', null)
    .where('client_id', 'is not', null)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The language a company's mail is written in: its primary account's. */
export async function companyLanguage(db: Executor, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('company_id', '=', companyId)
    .where('ownership', '=', 'primary')
    .orderBy('id')
    .executeTakeFirst();
  return row?.language ?? null;
}

/** An invitation the company sent or received. */
export async function findInvitationOf(
  db: Executor,
  companyId: number,
  id: number,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('sender_company_id', '=', companyId), eb('receiver_company_id', '=', companyId)]),
    )
    .executeTakeFirst();
}
