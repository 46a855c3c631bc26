import {
  AlertResponse,
  Transit,
  TransitAlertTypesResponse,
  type AlertRequest,
  type FinishTransitRequest,
} from '@transitdocs/domain';
import { apiRequest } from './http.ts';

const TRANSIT = '/company/api/v1/all-transit/';
const ALERT = '/company/api/v1/alert/';

/**
 * PATCH all-transit/{id}/finish_transit/ `{status: "finished"}` from the `version` the transit
 * was read at (If-Match; changed since, 409): the finished transit.
 */
export function finishTransit(id: number, version?: string): Promise<Transit> {
  const body: FinishTransitRequest = { status: 'finished' };
  return apiRequest('PATCH', `${TRANSIT}${id}/finish_transit/`, {
    body,
    schema: Transit,
    ifMatch: version,
  });
}

/** DELETE all-transit/{id}/ (204) from the `version` it was read at (If-Match; changed since, 409). */
export function deleteTransit(id: number, version?: string): Promise<void> {
  return apiRequest<undefined>('DELETE', `${TRANSIT}${id}/`, { ifMatch: version });
}

/** GET alert/{transitId}/: the alert types of the transit's company. */
export function listAlertTypes(transitId: number): Promise<TransitAlertTypesResponse> {
  return apiRequest('GET', `${ALERT}${transitId}/`, { schema: TransitAlertTypesResponse });
}

/** POST alert/: one alert for a transit; it reaches the transit's parties as a notification. */
export function sendAlert(body: AlertRequest): Promise<AlertResponse> {
  return apiRequest('POST', ALERT, { body, schema: AlertResponse });
}
