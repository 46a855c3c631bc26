import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type {
  CompanyRow,
  Database,
  NewCompany,
  NewUser,
  UserRow,
  UserUpdate,
} from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findCompanyById(db: Executor, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCompany(db: Executor, company: NewCompany): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values(company)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Executor, id: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function insertRegulationsAcceptance(
  db: Executor,
  row: {
    company_id: number;
    user_id: number;
    version: string;
    accepted_at: string;
    ip: string | null;
    user_agent: string | null;
  },
): Promise<void> {
  await db.insertInto('regulations_acceptances').values(row).execute();
}

export async function insertLinkToken(
  db: Executor,
  row: {
    user_id: number;
    purpose: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db.insertInto('link_tokens').values(row).execute();
}

export async function findUsableLinkToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<{ id: number; purpose: string } | undefined> {
  return db
    .selectFrom('link_tokens')
    .select(['id', 'purpose'])
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks one link used; false when another request used it first. */
export async function useLinkToken(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every unused link of a user (all purposes when none is given). */
export async function expireLinkTokens(
  db: Executor,
  userId: number,
  now: string,
  purpose?: string,
): Promise<void> {
  let query = db
    .updateTable('link_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Revokes every session of a user, except the one given (the caller's own). */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  now: string,
  exceptHash?: string,
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptHash) query = query.where('token_hash', '!=', exceptHash);
  await query.execute();
}

export async function findCompanyByVies(
  db: Executor,
  vies: string,
): Promise<CompanyRow | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('vies', '=', vies)
    .orderBy('id')
    .executeTakeFirst();
}
