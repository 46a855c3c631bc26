import type { Executor } from '../../db/index.ts';
import type { ApiKeyRow, NewApiKey } from '../../db/schema.ts';

export async function insertApiKey(db: Executor, row: NewApiKey): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A key with the person who made it, while he is still of the company (else nulls). */
export type ApiKeyWithCreator = ApiKeyRow & {
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_is_active: number | null;
};

function keysWithCreators(db: Executor, companyId: number) {
  return db
    .selectFrom('api_keys')
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'api_keys.created_by')
        .onRef('users.company_id', '=', 'api_keys.company_id'),
    )
    .selectAll('api_keys')
    .select([
      'users.first_name as creator_first_name',
      'users.last_name as creator_last_name',
      'users.is_active as creator_is_active',
    ])
    .where('api_keys.company_id', '=', companyId);
}

/** The company's keys with their creators, newest first, revoked ones included. */
export async function listApiKeys(db: Executor, companyId: number): Promise<ApiKeyWithCreator[]> {
  return keysWithCreators(db, companyId)
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id', 'desc')
    .execute();
}

/** One key of the company with its creator. */
export async function findApiKeyWithCreator(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ApiKeyWithCreator | undefined> {
  return keysWithCreators(db, companyId).where('api_keys.id', '=', id).executeTakeFirst();
}

export async function findCompanyApiKey(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function revokeApiKey(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * An unrevoked key by its hash, with its creator's role now and whether he is active: he must
 * still be of the key's company, or the key finds nothing.
 */
export async function findLiveApiKey(db: Executor, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.created_by')
    .select([
      'api_keys.id',
      'api_keys.company_id',
      'api_keys.name',
      'api_keys.scope',
      'api_keys.last_used_at',
      'api_keys.created_by',
      'users.role as creator_role',
      'users.is_active as creator_is_active',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .whereRef('users.company_id', '=', 'api_keys.company_id')
    .executeTakeFirst();
}

/** Revokes every live key `userId` made in his company; answers how many. */
export async function revokeKeysOfCreator(
  db: Executor,
  companyId: number,
  userId: number,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('company_id', '=', companyId)
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records a use unless one was recorded since `staleBefore` (at most one write a minute). */
export async function touchApiKey(
  db: Executor,
  id: number,
  now: string,
  staleBefore: string,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}
