import { LIST_PAGE_SIZE, MOBILE_BREAKPOINT, TABLE_PAGE_SIZE } from '@transitdocs/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** The two views of spec 1 §2: a 70-row table and a 10-row list. */
export const DOCUMENTS_VIEWS = ['table', 'list'] as const;
export type DocumentsView = (typeof DOCUMENTS_VIEWS)[number];

export const PAGE_SIZE: Record<DocumentsView, number> = {
  table: TABLE_PAGE_SIZE,
  list: LIST_PAGE_SIZE,
};

/** localStorage keys of spec 1 §3 (the last two are cleared at logout by the session store). */
export const VIEW_STORAGE_KEY = 'documentsView';
export const QUERY_STRING_KEY = 'qsDocumentsAll';
export const SAVED_QUERY_STRING_PREFIX = 'savedQsDocumentsAll';

const listeners = new Set<() => void>();
/** The page shown, for the session (token) that chose it; a new session starts from the query. */
let pageState: { token: string | null; page: number } | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isView(value: string | null): value is DocumentsView {
  return value === 'table' || value === 'list';
}

/** The query parameter naming the view: `/documents?view=table`, `/documents?view=list`. */
export const VIEW_PARAM = 'view';

/** The view an address names (`?view=list`); null when it names none. */
export function viewOfSearch(search: string): DocumentsView | null {
  const view = new URLSearchParams(search).get(VIEW_PARAM);
  return isView(view) ? view : null;
}

/** The address of a view (spec 1 §2: the two list addresses). */
export function viewSearch(view: DocumentsView): string {
  return `?${VIEW_PARAM}=${view}`;
}

/** The remembered view; on a phone the list is the natural first choice, else the table. */
export function readView(): DocumentsView {
  const stored = localStorage.getItem(VIEW_STORAGE_KEY);
  if (isView(stored)) return stored;
  const isPhone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.05}px)`).matches;
  return isPhone ? 'list' : 'table';
}

/** The page of the last stored query string (a reload keeps the page); 1 without one. */
function pageOfStoredQuery(): number {
  const stored = localStorage.getItem(QUERY_STRING_KEY);
  const page = Number(new URLSearchParams(stored ?? '').get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readPage(token: string | null): number {
  if (pageState?.token === token) return pageState.page;
  return pageOfStoredQuery();
}

/**
 * View and page of the documents list, kept outside the URL so the dialogs that are routes over
 * the list (`/documents/search`, `/documents/{id}/delete`, ...) leave it where it was.
 */
export function useDocumentsListState(token: string | null): {
  view: DocumentsView;
  page: number;
  setView: (view: DocumentsView) => void;
  setPage: (page: number) => void;
} {
  const view = useSyncExternalStore(subscribe, readView);
  const page = useSyncExternalStore(subscribe, () => readPage(token));
  const setPage = useCallback(
    (next: number) => {
      pageState = { token, page: Math.max(1, Math.floor(next)) };
      emit();
    },
    [token],
  );
  // The toggle switches the view and starts again from page 1 (spec 1 §2).
  const setView = useCallback(
    (next: DocumentsView) => {
      localStorage.setItem(VIEW_STORAGE_KEY, next);
      pageState = { token, page: 1 };
      emit();
    },
    [token],
  );
  return { view, page, setView, setPage };
}

/** Forgets the page (tests; a new list state starts from the stored query). */
export function resetDocumentsListState(): void {
  pageState = null;
  emit();
}
