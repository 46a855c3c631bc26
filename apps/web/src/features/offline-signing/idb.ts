/**
 * The phone's own database for signing offline
 * (docs/decisions/0043-offline-signing-on-the-phone.md): the device keys, the queue of signatures
 * and remarks made without a network and the driver's working set. Kept thin on purpose: the rules
 * around it (device-key.ts, queue.ts) take a `KeyValueStore` and are tested with an in-memory one.
 */

const DB_NAME = 'transitdocs-offline';
export const KEYS_STORE = 'device-keys';
export const QUEUE_STORE = 'queue';
/** The driver's working set kept for offline use, per user (features/offline-copy). */
export const COPY_STORE = 'working-set';
const STORES = [KEYS_STORE, QUEUE_STORE, COPY_STORE];

/** One object store, values keyed by a string. */
export type KeyValueStore<T> = {
  get: (key: string) => Promise<T | undefined>;
  getAll: () => Promise<T[]>;
  put: (key: string, value: T) => Promise<void>;
  delete: (key: string) => Promise<void>;
};

let opened: Promise<IDBDatabase> | null = null;

const hasStores = (db: IDBDatabase) => STORES.every((name) => db.objectStoreNames.contains(name));

/**
 * Opened at whatever version it has (a new one is made as version 1 with its stores); one that
 * lacks a store (made by another open) is upgraded to the next version.
 */
function openDatabase(version?: number): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of STORES) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab (an older page, or one adding a store) upgrades: give way, reopen later.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      if (hasStores(db)) {
        resolve(db);
        return;
      }
      const next = db.version + 1;
      db.close();
      opened = null;
      openDatabase(next).then(resolve, reject);
    };
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opened;
}

async function run<R>(
  storeName: string,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<R>,
): Promise<R> {
  const db = await openDatabase();
  return new Promise<R>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const request = action(transaction.objectStore(storeName));
    // Resolved when the write is on disk, not merely queued.
    transaction.oncomplete = () => {
      resolve(request.result);
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    };
  });
}

/** An object store of the offline database; values are structured clones (CryptoKey, Blob). */
export function indexedDbStore<T>(storeName: string): KeyValueStore<T> {
  return {
    get: async (key) => (await run(storeName, 'readonly', (store) => store.get(key))) as T,
    getAll: async () => (await run(storeName, 'readonly', (store) => store.getAll())) as T[],
    put: async (key, value) => {
      await run(storeName, 'readwrite', (store) => store.put(value, key));
    },
    delete: async (key) => {
      await run(storeName, 'readwrite', (store) => store.delete(key));
    },
  };
}

/** A store in memory: for tests, and where the browser has no IndexedDB. */
export function memoryStore<T>(): KeyValueStore<T> {
  const values = new Map<string, T>();
  return {
    get: (key) => Promise.resolve(values.get(key)),
    getAll: () =>
      Promise.resolve(
        [...values.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v),
      ),
    put: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
    delete: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
}
