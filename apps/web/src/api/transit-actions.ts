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

/** PATCH all-transit/{id}/finish_transit/ `{status: "finished"}`: the finished transit. */
export function finishTransit(id: number): Promise<Transit> {
  const body: FinishTransitRequest = { status: 'finished' };
  return apiRequest('PATCH', `${TRANSIT}${id}/finish_transit/`, { body, schema: Transit });
}

/** DELETE all-transit/{id}/ (204). */
export function deleteTransit(id: number): Promise<void> {
  return apiRequest<undefined>('DELETE', `${TRANSIT}${id}/`);
}

/** GET alert/{transitId}/: the alert types of the transit's company. */
export function listAlertTypes(transitId: number): Promise<TransitAlertTypesResponse> {
  return apiRequest('GET', `${ALERT}${transitId}/`, { schema: TransitAlertTypesResponse });
}

/** POST alert/: one alert for a transit; it reaches the transit's parties as a notification. */
export function sendAlert(body: AlertRequest): Promise<AlertResponse> {
  return apiRequest('POST', ALERT, { body, schema: AlertResponse });
}
