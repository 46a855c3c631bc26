import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getTransit, transitKeys } from '../../api/transits.ts';
import { ApiError } from '../../api/http.ts';

/** Everything about transits lives under `['transits', ...]`, so one prefix refreshes it all. */
export const TRANSITS_KEY = transitKeys.all;
export const transitQueryKey = transitKeys.one;

export function isValidTransitId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/** One transit with its documents; a 404 is an answer, not something to retry. */
export function useTransitQuery(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: transitQueryKey(id),
    queryFn: () => getTransit(id),
    enabled: isValidTransitId(id) && (options.enabled ?? true),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** After a change the transit, the list and the driver view show the new state. */
export function refreshTransits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TRANSITS_KEY });
}
