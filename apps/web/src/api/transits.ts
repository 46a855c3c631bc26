import { Transit, TransitListResponse } from '@transitdocs/domain';
import { apiRequest } from './http.ts';

export type TransitQueryValues = Record<string, string | number | null | undefined>;

const ALL_TRANSIT = '/company/api/v1/all-transit/';

/**
 * Query keys of transits. Everything lives under `['transits']`, so invalidating `all` refreshes
 * the list, the driver view and every open transit page at once.
 */
export const transitKeys = {
  all: ['transits'] as const,
  /** Every page of the documents list (any filters, page, size). */
  lists: ['transits', 'list'] as const,
  list: (queryString: string) => ['transits', 'list', queryString] as const,
  /** One transit with its documents (GET all-transit/{id}/). */
  one: (id: number) => ['transits', 'one', id] as const,
};

/**
 * GET all-transit/: a page of transits. `query` is a ready query string (`page=2&page_size=70`)
 * or the filters of spec 1 §3 as values (empty ones are left out). Page paging answers `count`,
 * `next`, `previous`; a `cursor` (even empty) switches to cursor paging with `next_cursor`.
 */
export function listTransits(
  query: string | TransitQueryValues = '',
): Promise<TransitListResponse> {
  const queryString = typeof query === 'string' ? query : transitQueryString(query);
  return apiRequest('GET', `${ALL_TRANSIT}${queryString ? `?${queryString}` : ''}`, {
    schema: TransitListResponse,
  });
}

/** The set values as a query string without `?`; an empty `cursor` stays (first cursor page). */
export function transitQueryString(values: TransitQueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value === '' && key !== 'cursor') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** GET all-transit/{id}/: one transit with its documents. */
export function getTransit(id: number): Promise<Transit> {
  return apiRequest('GET', `${ALL_TRANSIT}${id}/`, { schema: Transit });
}
