import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_REFRESH_MS, pageCount, type Transit } from '@transitdocs/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { listTransits, transitKeys } from '../../api/transits.ts';
import { perUserKey, writeEncrypted } from '../../app/crypto-store.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { useListFilters, type ListFilters } from '../../ui/list/index.ts';
import {
  PAGE_SIZE,
  QUERY_STRING_KEY,
  SAVED_QUERY_STRING_PREFIX,
  useDocumentsListState,
} from './documents-list-state.ts';
import { DOCUMENTS_LIST_NAME } from './documents-paths.ts';
import { useDocumentsView } from './use-documents-view.ts';
import { readStoredTransits, storeTransits } from './offline-transits.ts';
import { buildTransitQueryString, transitFiltersToQuery } from './transit-filters.ts';

/**
 * The documents list state of spec 1 §3: filters, page, view, the fetched page, the online flag.
 * Fetched pages are kept in localStorage (`transits`) and shown when offline; the query string is
 * remembered in `qsDocumentsAll` and, encrypted, per user in `savedQsDocumentsAll<userId>`.
 */
export function useTransitList() {
  const { user, token } = useSession();
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const stored = useListFilters(DOCUMENTS_LIST_NAME);
  const { filters } = stored;
  const state = useDocumentsListState(token);
  const { setPage } = state;
  const { view, isSwitching, setView } = useDocumentsView(state.view, state.setView);
  // A view the address has just switched to shows its first page at once.
  const page = isSwitching ? 1 : state.page;
  const pageSize = PAGE_SIZE[view];
  const queryString = useMemo(
    () => buildTransitQueryString(page, pageSize, transitFiltersToQuery(filters)),
    [page, pageSize, filters],
  );

  const query = useQuery({
    queryKey: transitKeys.list(queryString),
    queryFn: () => listTransits(queryString),
    placeholderData: keepPreviousData,
    refetchInterval: DOCUMENTS_REFRESH_MS,
  });

  const fetched = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fetched) storeTransits(queryString, fetched);
  }, [fetched, queryString]);

  // A page past the end (transits deleted, another view) goes back to the last page there is.
  useEffect(() => {
    if (!fetched || fetched.results.length > 0 || fetched.count === 0 || page <= 1) return;
    setPage(pageCount(fetched.count, pageSize));
  }, [fetched, page, pageSize, setPage]);

  const userId = user?.id;
  useEffect(() => {
    localStorage.setItem(QUERY_STRING_KEY, queryString);
    if (userId === undefined || !token) return;
    const key = perUserKey(SAVED_QUERY_STRING_PREFIX, userId);
    // Losing the encrypted copy costs nothing the plain one does not still have.
    writeEncrypted(key, queryString, token).catch(() => undefined);
  }, [queryString, userId, token]);

  // Offline, or when the server cannot be reached, the last stored page stands in.
  const fallback = !query.data && (!isOnline || query.isError) ? readStoredTransits() : null;
  const data = query.data ?? fallback;
  const rows: Transit[] = useMemo(() => (data?.results ?? []).slice(0, pageSize), [data, pageSize]);

  const setFilters = useCallback(
    (next: ListFilters) => {
      stored.setFilters(next);
      setPage(1);
    },
    [stored, setPage],
  );
  const clearFilters = useCallback(() => {
    setFilters({});
  }, [setFilters]);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: transitKeys.lists }),
    [queryClient],
  );

  return {
    view,
    setView,
    page,
    setPage,
    pageSize,
    filters,
    setFilters,
    clearFilters,
    queryString,
    query,
    rows,
    count: data?.count,
    isOnline,
    /** The rows come from localStorage, not from the server. */
    isStored: fallback !== null,
    isLoading: isOnline && !data && query.isPending,
    isError: isOnline && query.isError,
    isRefreshing: query.isFetching,
    refresh,
  };
}
