import type { KeyValueStore } from '../offline-signing/idb.ts';

/**
 * Deleting the offline copy at sign-out. Its own module with no imports: the sign-out in
 * app/session.tsx loads with the first page (and the login page's budget) and must do it offline
 * too. The IndexedDB code comes on demand: the service worker keeps it from the card that wrote
 * the copy; were it missing, the copy stays sealed with the session token that sign-out drops.
 */

/** The Cache Storage cache of the copy's uploaded PDFs; the service worker keeps it. */
export const OFFLINE_COPY_CACHE = 'transitdocs-offline-copy-v1';

type CopyRecords = Pick<KeyValueStore<{ userId: number }>, 'getAll' | 'delete'>;

async function copyRecords(): Promise<CopyRecords | null> {
  if (typeof indexedDB === 'undefined') return null;
  const { COPY_STORE, indexedDbStore } = await import('../offline-signing/idb.ts');
  return indexedDbStore<{ userId: number }>(COPY_STORE);
}

/**
 * Deletes every user's working set and PDFs on this phone. The offline queue stays: what waits
 * to be sent is sent at the user's next sign-in.
 */
export async function forgetOfflineCopies(store?: CopyRecords): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_COPY_CACHE);
  const copies = store ?? (await copyRecords());
  if (copies === null) return;
  for (const { userId } of await copies.getAll()) await copies.delete(String(userId));
}
