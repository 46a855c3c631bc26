import { nowIso, type Db } from '../../db/index.ts';

/** A cached value that has not expired, else null. */
export async function readCache<T>(db: Db, key: string): Promise<T | null> {
  const row = await db
    .selectFrom('lookup_cache')
    .select('value')
    .where('key', '=', key)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return null;
  }
}

export async function writeCache(
  db: Db,
  key: string,
  value: unknown,
  ttlMs: number,
): Promise<void> {
  const expiresAt = new Date(Date.now() + ttlMs).toISOString();
  const text = JSON.stringify(value);
  await db
    .insertInto('lookup_cache')
    .values({ key, value: text, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: text, expires_at: expiresAt }),
    )
    .execute();
}
