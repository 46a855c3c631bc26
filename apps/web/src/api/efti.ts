import { EftiAccessLogResponse } from '@transitdocs/domain';
import { apiRequest } from './http.ts';
import { transitKeys } from './transits.ts';

const ALL_TRANSIT = '/company/api/v1/all-transit/';

/**
 * Query keys of a transit's eFTI access log: under the transit's own key, so whatever refreshes
 * the open transit page refreshes its log too.
 */
export const eftiKeys = {
  accessLog: (transitId: number, page: number) =>
    [...transitKeys.one(transitId), 'efti-access', page] as const,
};

/** GET all-transit/{id}/efti-access/?page=N: who looked at the transit's data set, newest first. */
export function listEftiAccesses(transitId: number, page = 1): Promise<EftiAccessLogResponse> {
  const query = page > 1 ? `?page=${String(page)}` : '';
  return apiRequest('GET', `${ALL_TRANSIT}${String(transitId)}/efti-access/${query}`, {
    schema: EftiAccessLogResponse,
  });
}
