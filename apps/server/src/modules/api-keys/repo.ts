import type { Executor } from '../../db/index.ts';
import type { ApiKeyRow, NewApiKey } from '../../db/schema.ts';

export async function insertApiKey(db: Executor, row: NewApiKey): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The company's keys, newest first, revoked ones included. */
export async function listApiKeys(db: Executor, companyId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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

/** An unrevoked key by its hash, with its creator (who must still exist in the key's company). */
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
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .whereRef('users.company_id', '=', 'api_keys.company_id')
    .executeTakeFirst();
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
