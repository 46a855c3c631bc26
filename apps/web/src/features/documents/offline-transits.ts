import { Transit, z, type TransitListResponse } from '@transitdocs/domain';

/** localStorage key of the last fetched transits (spec 1 §3; cleared at logout). */
export const TRANSITS_STORAGE_KEY = 'transits';

const StoredTransits = z.object({
  /** The query string they answered (page, page size, filters). */
  query: z.string(),
  count: z.number().int(),
  results: z.array(Transit),
  stored_at: z.string(),
});
export type StoredTransits = z.infer<typeof StoredTransits>;

let cache: { raw: string | null; value: StoredTransits | null } | null = null;

/** Keeps the last page fetched online, to be shown when the browser is offline (spec 1 §4). */
export function storeTransits(query: string, page: TransitListResponse, now = new Date()): void {
  const stored: StoredTransits = {
    query,
    count: page.count,
    results: page.results,
    stored_at: now.toISOString(),
  };
  try {
    localStorage.setItem(TRANSITS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full storage keeps the older copy; the list itself is unaffected.
  }
}

/** The stored transits; null when none are stored or they no longer match the schema. */
export function readStoredTransits(): StoredTransits | null {
  const raw = localStorage.getItem(TRANSITS_STORAGE_KEY);
  if (cache?.raw === raw) return cache.value;
  let value: StoredTransits | null = null;
  if (raw) {
    try {
      const parsed = StoredTransits.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
    } catch {
      value = null;
    }
  }
  cache = { raw, value };
  return value;
}
