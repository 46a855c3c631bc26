import type { Db } from '../../db/index.ts';

export async function insertAuthToken(
  db: Db,
  row: {
    user_id: number;
    token_hash: string;
    created_at: string;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
  },
): Promise<void> {
  await db.insertInto('auth_tokens').values(row).execute();
}

export type SessionRow = {
  user_id: number;
  company_id: number;
  role: string;
  ownership: string;
  language: string;
  is_active: number;
};

export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'users.id as user_id',
      'users.company_id',
      'users.role',
      'users.ownership',
      'users.language',
      'users.is_active',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
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
