import { CompiledQuery } from 'kysely';
import { isPostgres, toNumberedParameters, type Db } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Session } from '../../platform/auth.ts';

/** The user a login names: by e-mail or by phone, both stored normalized. */
export async function findUserByLogin(
  db: Db,
  login: { email: string } | { phone: string },
): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  return 'email' in login
    ? query.where('email', '=', login.email).executeTakeFirst()
    : query.where('phone', '=', login.phone).executeTakeFirst();
}

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

/**
 * Runs before every authenticated request, so it is one constant statement text: building it
 * (even as an `sql` template) cost more CPU than the lookup itself.
 */
const LIVE_SESSION_SQL = `select u.id as user_id, u.company_id, u.role, u.ownership, u.language, u.is_active
    from auth_tokens t join users u on u.id = t.user_id
    where t.token_hash = ? and t.revoked_at is null and t.expires_at > ?`;
const LIVE_SESSION = { sqlite: LIVE_SESSION_SQL, postgres: toNumberedParameters(LIVE_SESSION_SQL) };

export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<Session | undefined> {
  const text = isPostgres(db) ? LIVE_SESSION.postgres : LIVE_SESSION.sqlite;
  const { rows } = await db.executeQuery<Session>(CompiledQuery.raw(text, [tokenHash, now]));
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
