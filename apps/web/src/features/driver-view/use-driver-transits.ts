import { useQuery } from '@tanstack/react-query';
import { DRIVER_VIEW_REFRESH_MS, LIST_PAGE_SIZE, type Transit } from '@transitdocs/domain';
import { useCallback, useState } from 'react';
import { listTransits, transitKeys, transitQueryString } from '../../api/transits.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { useCopySavedAt } from '../offline-copy/copy-state.ts';
import { useKeepWorkingSet } from '../offline-copy/use-keep-working-set.ts';

/** A page by its cursor ('' is the newest page) and the card shown on it. */
type Position = { cursor: string; index: number | 'last' };

const START: Position = { cursor: '', index: 0 };

/**
 * The driver's transits one at a time. The server pages by cursor in pages of 10 (its smallest
 * size); previous/next move within the page and fetch the neighbouring page at its ends. The
 * shown page refreshes every 10 s (spec 1 §9). The first page, the one a start opens on, is kept
 * on the phone for offline use after each answer (spec 1 §4 "Offline";
 * docs/decisions/0044-driver-working-set.md).
 */
export function useDriverTransits() {
  const [position, setPosition] = useState<Position>(START);
  const queryString = transitQueryString({ cursor: position.cursor, page_size: LIST_PAGE_SIZE });
  const query = useQuery({
    queryKey: transitKeys.list(queryString),
    queryFn: () => listTransits(queryString),
    refetchInterval: DRIVER_VIEW_REFRESH_MS,
  });
  const page = query.data;
  const isOnline = useOnline();
  const copySavedAt = useCopySavedAt(useSession().user?.id ?? null);
  useKeepWorkingSet(
    queryString,
    page,
    query.isSuccess && query.isFetchedAfterMount && position.cursor === '',
    query.dataUpdatedAt,
  );
  const results = page?.results ?? [];
  const last = results.length - 1;
  const index = position.index === 'last' ? last : Math.min(position.index, last);
  const transit: Transit | undefined = results[index];
  const previousCursor = page?.previous_cursor ?? null;
  const nextCursor = page?.next_cursor ?? null;
  const hasPrevious = index > 0 || previousCursor !== null;
  const hasNext = index < last || nextCursor !== null;

  // A page emptied in the meantime (transits taken away): start again from the newest.
  if (page !== undefined && results.length === 0 && position.cursor !== '') setPosition(START);

  const showPrevious = useCallback(() => {
    if (index > 0) setPosition({ cursor: position.cursor, index: index - 1 });
    else if (previousCursor !== null) setPosition({ cursor: previousCursor, index: 'last' });
  }, [index, position.cursor, previousCursor]);

  const showNext = useCallback(() => {
    if (index < last) setPosition({ cursor: position.cursor, index: index + 1 });
    else if (nextCursor !== null) setPosition({ cursor: nextCursor, index: 0 });
  }, [index, last, position.cursor, nextCursor]);

  return {
    transit,
    count: page?.count ?? 0,
    isLoading: query.isPending,
    isError: query.isError && !page,
    isFetching: query.isFetching,
    // Data put back from the copy carries the copy's time (seed-queries.ts).
    isFromCopy:
      !isOnline ||
      query.isError ||
      (copySavedAt !== null && query.dataUpdatedAt === Date.parse(copySavedAt)),
    refetch: query.refetch,
    hasPrevious,
    hasNext,
    showPrevious,
    showNext,
  };
}
