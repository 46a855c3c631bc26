import {
  DocumentListResponse,
  SignReceiversResponse,
  TransitListResponse,
} from '@transitdocs/domain';
import { z } from 'zod';
import { decryptText, encryptText } from '../../app/crypto-store.ts';
import { COPY_STORE, indexedDbStore, type KeyValueStore } from '../offline-signing/idb.ts';

/**
 * The driver's working set kept on the phone for offline use (spec 1 §1 "Offline support";
 * docs/decisions/0044-driver-working-set.md): the first page of his transits as the card shows it,
 * each transit's documents as the API answered them and, where a receiver may sign at his phone,
 * who may sign as one. One record per user in IndexedDB, its content encrypted with the session
 * token's key like the values in localStorage (app/crypto-store.ts): another login cannot read it.
 */
export type WorkingSet = {
  userId: number;
  /** when the copy was taken (ISO, UTC) */
  savedAt: string;
  /** the query string of the card's page (its React Query key) */
  listKey: string;
  page: TransitListResponse;
  /** GET document/{transitId}/ per transit, by transit id */
  documents: Record<string, DocumentListResponse>;
  /** GET all-transit/{id}/receivers, by transit id, where a document's receiver box is open */
  receivers: Record<string, SignReceiversResponse>;
};

/** What IndexedDB holds: the user in clear (to delete by it), the rest sealed. */
export type StoredWorkingSet = { userId: number; sealed: string };

/** The bound of the copy's data: past it, the last transits' documents are left out. */
export const WORKING_SET_MAX_BYTES = 2 * 1024 * 1024;

const StoredContent = z.object({
  userId: z.number().int(),
  savedAt: z.string(),
  listKey: z.string(),
  page: TransitListResponse,
  documents: z.record(z.string(), DocumentListResponse),
  receivers: z.record(z.string(), SignReceiversResponse),
});

let defaultStore: KeyValueStore<StoredWorkingSet> | null = null;
export function workingSetStore(): KeyValueStore<StoredWorkingSet> {
  defaultStore ??= indexedDbStore<StoredWorkingSet>(COPY_STORE);
  return defaultStore;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The set as JSON within `maxBytes`: the transits later on the page give up their documents
 * (and receivers) first, then their place on the page; null when not even the first transit fits.
 */
export function boundedJson(set: WorkingSet, maxBytes = WORKING_SET_MAX_BYTES): string | null {
  let results = set.page.results;
  let { documents, receivers } = set;
  for (;;) {
    const json = JSON.stringify({ ...set, page: { ...set.page, results }, documents, receivers });
    if (byteLength(json) <= maxBytes) return json;
    const last = results.at(-1);
    if (last === undefined || results.length === 1) return null;
    const key = String(last.id);
    if (key in documents || key in receivers) {
      const isKept = ([id]: [string, unknown]) => id !== key;
      documents = Object.fromEntries(Object.entries(documents).filter(isKept));
      receivers = Object.fromEntries(Object.entries(receivers).filter(isKept));
    } else {
      results = results.slice(0, -1);
    }
  }
}

/** Writes the user's copy (replacing the last one); false when it is over the bound. */
export async function saveWorkingSet(
  set: WorkingSet,
  token: string,
  store: KeyValueStore<StoredWorkingSet> = workingSetStore(),
  maxBytes = WORKING_SET_MAX_BYTES,
): Promise<boolean> {
  const json = boundedJson(set, maxBytes);
  if (json === null) return false;
  await store.put(String(set.userId), {
    userId: set.userId,
    sealed: await encryptText(token, json),
  });
  return true;
}

/** The user's copy; null when there is none or it cannot be read (another token, old shape). */
export async function readWorkingSet(
  userId: number,
  token: string,
  store: KeyValueStore<StoredWorkingSet> = workingSetStore(),
): Promise<WorkingSet | null> {
  const stored = await store.get(String(userId));
  if (stored === undefined) return null;
  try {
    const parsed = StoredContent.safeParse(JSON.parse(await decryptText(token, stored.sealed)));
    return parsed.success && parsed.data.userId === userId ? parsed.data : null;
  } catch {
    return null;
  }
}
