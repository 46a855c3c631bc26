import {
  DriverListResponse,
  PersonListResponse,
  Transit,
  VehicleListResponse,
  type Driver,
  type Person,
  type TransitCreateRequest,
  type TransitPatchRequest,
  type Vehicle,
} from '@transitdocs/domain';
import { toQueryString } from './fleet.ts';
import { apiRequest, newIdempotencyKey } from './http.ts';

const COMPANY = '/company/api/v1';
const TRANSIT = `${COMPANY}/all-transit/`;

/** POST all-transit/: the created transit. */
export function createTransit(
  body: TransitCreateRequest,
  idempotencyKey = newIdempotencyKey(),
): Promise<Transit> {
  return apiRequest('POST', TRANSIT, { body, schema: Transit, idempotencyKey });
}

/**
 * PATCH all-transit/{id}/: sections left out stay as they are. `version` is the one the form was
 * loaded from: when someone else saved since, the server answers 409 `edited_by_someone_else`.
 */
export function updateTransit(
  id: number,
  body: TransitPatchRequest,
  version?: string,
): Promise<Transit> {
  return apiRequest('PATCH', `${TRANSIT}${id}/`, { body, schema: Transit, ifMatch: version });
}

/** GET employee/?name=: people for the person autocompletes. */
export async function searchPeople(name: string, companyVies?: string): Promise<Person[]> {
  const query = toQueryString({ name, company_vies: companyVies });
  const page = await apiRequest('GET', `${COMPANY}/employee/${query}`, {
    schema: PersonListResponse,
  });
  return page.results;
}

/** GET driver/?search=: drivers for the carrier's driver autocomplete. */
export async function searchCarrierDrivers(
  search: string,
  companyVies?: string,
): Promise<Driver[]> {
  const query = toQueryString({ search, company_vies: companyVies });
  const page = await apiRequest('GET', `${COMPANY}/driver/${query}`, {
    schema: DriverListResponse,
  });
  return page.results;
}

/** GET vehicle/not_trailer/ or vehicle/trailer/ ?number=: the carrier's vehicle autocompletes. */
export async function searchCarrierVehicles(
  kind: 'not_trailer' | 'trailer',
  number: string,
  companyVies?: string,
): Promise<Vehicle[]> {
  const query = toQueryString({ number, company_vies: companyVies });
  const page = await apiRequest('GET', `${COMPANY}/vehicle/${kind}/${query}`, {
    schema: VehicleListResponse,
  });
  return page.results;
}
