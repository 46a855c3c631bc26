import { sql } from 'kysely';
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

/**
 * Runs before every authenticated request, so it is written as SQL rather than built: the query
 * builder cost more CPU than the lookup itself.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    select u.id as user_id, u.company_id, u.role, u.ownership, u.language, u.is_active
    from auth_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${tokenHash} and t.revoked_at is null and t.expires_at > ${now}`.execute(
    db,
  );
  return rows[0];
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
