import {
  Driver,
  MyPositionResponse,
  Vehicle,
  VehicleListResponse,
  DriverListResponse,
  type MyPositionRequest,
  type VehicleListQuery,
  type DriverListQuery,
  type VehicleRequest,
  type VehiclePatchRequest,
} from '@transitdocs/domain';
import type { z } from 'zod';
import { apiRequest } from './http.ts';

const COMPANY = '/company/api/v1';

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=x` from the values that are set; empty strings and nulls are left out. */
export function toQueryString(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A ready query string (without `?`) or values to turn into one. */
export function asQueryString(query: string | QueryValues): string {
  if (typeof query !== 'string') return toQueryString(query);
  return query ? `?${query}` : '';
}

export type VehicleListPage = z.infer<typeof VehicleListResponse>;
export type DriverListPage = z.infer<typeof DriverListResponse>;

/**
 * GET vehicle/: the cars list, 10 a page, filtered by number, driver name (`search`), status and
 * type; `query` is a query string (`page=2&type=van`) or the filters themselves.
 */
export function listVehicles(query: string | VehicleListQuery): Promise<VehicleListPage> {
  return apiRequest('GET', `${COMPANY}/vehicle/${asQueryString(query)}`, {
    schema: VehicleListResponse,
  });
}

export function getVehicle(id: number): Promise<Vehicle> {
  return apiRequest('GET', `${COMPANY}/vehicle/${id}/`, { schema: Vehicle });
}

export function createVehicle(body: VehicleRequest): Promise<Vehicle> {
  return apiRequest('POST', `${COMPANY}/vehicle/`, { body, schema: Vehicle });
}

export function updateVehicle(id: number, body: VehiclePatchRequest): Promise<Vehicle> {
  return apiRequest('PATCH', `${COMPANY}/vehicle/${id}/`, { body, schema: Vehicle });
}

export function deleteVehicle(id: number): Promise<void> {
  return apiRequest<undefined>('DELETE', `${COMPANY}/vehicle/${id}/`);
}

/** Vehicles a semitrailer or trailer can hang on: not trailers and nothing attached yet. */
export function searchAttachableVehicles(number: string): Promise<VehicleListPage> {
  const query: QueryValues = { number, is_not_attached: true };
  return apiRequest('GET', `${COMPANY}/vehicle/not_trailer/${toQueryString(query)}`, {
    schema: VehicleListResponse,
  });
}

/** GET my-driver/: the drivers list, 10 a page (person name, vehicle number, vehicle name). */
export function listDrivers(query: string | DriverListQuery): Promise<DriverListPage> {
  return apiRequest('GET', `${COMPANY}/my-driver/${asQueryString(query)}`, {
    schema: DriverListResponse,
  });
}

/** GET driver/: the driver autocomplete of the vehicle form. */
export function searchDrivers(search: string): Promise<DriverListPage> {
  return apiRequest('GET', `${COMPANY}/driver/${toQueryString({ search })}`, {
    schema: DriverListResponse,
  });
}

/** GET my-driver/{id}/: one driver of the company (the `/drivers/{id}` detail view). */
export function getDriver(id: number): Promise<Driver> {
  return apiRequest('GET', `${COMPANY}/my-driver/${id}/`, { schema: Driver });
}

/** POST my-position/: the driver view reports the phone's position (drivers only). */
export function reportMyPosition(body: MyPositionRequest): Promise<MyPositionResponse> {
  return apiRequest('POST', `${COMPANY}/my-position/`, { body, schema: MyPositionResponse });
}
