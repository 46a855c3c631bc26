import { useCallback, useSyncExternalStore } from 'react';

/** Filters of a list: field name -> text; an empty text means the filter is not used. */
export type ListFilters = Record<string, string>;

/** Filters are kept per list under this prefix (spec 3 §4: filters are stored per list). */
export const LIST_FILTERS_PREFIX = 'listFilters:';

const listeners = new Map<string, Set<() => void>>();
/** Parsed filters by storage key, so `getSnapshot` answers the same object until they change. */
const cache = new Map<string, { raw: string | null; value: ListFilters }>();

function storageKey(name: string): string {
  return `${LIST_FILTERS_PREFIX}${name}`;
}

function parseFilters(raw: string | null): ListFilters {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    return {};
  }
}

/** The stored filters of a list (missing or unreadable storage gives no filters). */
export function readListFilters(name: string): ListFilters {
  const key = storageKey(name);
  const raw = localStorage.getItem(key);
  const cached = cache.get(key);
  if (cached?.raw === raw) return cached.value;
  const value = parseFilters(raw);
  cache.set(key, { raw, value });
  return value;
}

/** Stores the filters of a list; empty values are left out. */
export function writeListFilters(name: string, filters: ListFilters): void {
  const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const key = storageKey(name);
  if (Object.keys(used).length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(used));
  for (const listener of listeners.get(name) ?? []) listener();
}

/** Drops the stored filters of every list (at logout the remembered list state goes). */
export function clearAllListFilters(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(LIST_FILTERS_PREFIX)) localStorage.removeItem(key);
  }
  for (const set of listeners.values()) for (const listener of set) listener();
}

function subscribe(name: string, listener: () => void): () => void {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

/**
 * The stored filters of one list, shared by the list and its search dialog: both read the same
 * `listFilters:<name>` entry and re-render when it changes.
 */
export function useListFilters(name: string): {
  filters: ListFilters;
  setFilters: (filters: ListFilters) => void;
  clearFilters: () => void;
} {
  const filters = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(name, listener), [name]),
    () => readListFilters(name),
  );
  const setFilters = useCallback(
    (next: ListFilters) => {
      writeListFilters(name, next);
    },
    [name],
  );
  const clearFilters = useCallback(() => {
    writeListFilters(name, {});
  }, [name]);
  return { filters, setFilters, clearFilters };
}
