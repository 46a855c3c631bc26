import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListFilters, type ListFilters } from './list-filters.ts';

/** A DRF page: `{count, next, previous, results}`. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Query key of every page of a list; invalidate it after a change to refetch what is shown. */
export function listQueryKey(name: string): readonly ['list', string] {
  return ['list', name];
}

/** `page` plus the used filters as a query string (`page=2&name=Trans`), without the `?`. */
export function buildListQueryString(page: number, filters: ListFilters): string {
  const params = new URLSearchParams();
  params.set('page', String(page));
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim() !== '') params.set(key, value.trim());
  }
  return params.toString();
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export type UseListQueryOptions<T> = {
  /** The list's name: filters are stored under `listFilters:<name>`. */
  name: string;
  /** Fetches one page for a query string (`page=1&name=x`). */
  fetchPage: (queryString: string, signal: AbortSignal) => Promise<Page<T>>;
  /** Rewrites the stored filters into query parameters (e.g. vies prefix + number -> `vies`). */
  toQuery?: (filters: ListFilters) => ListFilters;
};

/**
 * One paged list: filters stored per list in localStorage, the page in the URL (`?page=`), the
 * page fetched with TanStack Query (the previous page stays shown while the next one loads).
 */
export function useListQuery<T>({ name, fetchPage, toQuery }: UseListQueryOptions<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const stored = useListFilters(name);
  const { filters } = stored;
  const page = readPage(searchParams);
  const queryString = useMemo(
    () => buildListQueryString(page, toQuery ? toQuery(filters) : filters),
    [page, filters, toQuery],
  );
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...listQueryKey(name), queryString],
    queryFn: ({ signal }) => fetchPage(queryString, signal),
    placeholderData: keepPreviousData,
  });

  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { replace: false },
      );
    },
    [setSearchParams],
  );

  // New filters start again from the first page.
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
    () => queryClient.invalidateQueries({ queryKey: listQueryKey(name) }),
    [queryClient, name],
  );

  return {
    page,
    setPage,
    filters,
    setFilters,
    clearFilters,
    queryString,
    query,
    rows: query.data?.results ?? [],
    count: query.data?.count,
    refresh,
  };
}
