import type { APIRequestContext } from '@playwright/test';
import type { operations } from '@transitdocs/client';
import { answered, companyClient } from './api.ts';

/** Where the demo transits load: a place with its position, as the address form sends it. */
export const DEMO_PLACE = {
  address: 'ul. Transportowa 1',
  zip_code: '00-001',
  town: 'Warszawa',
  country: 'PL',
  latitude: 52.2297,
  longitude: 21.0122,
};

/** What POST all-transit/ takes, as the API document describes it. */
export type NewTransit = operations['createTransit']['requestBody']['content']['application/json'];

/** A transit as the API answers it. */
export type Transit = operations['getTransit']['responses'][200]['content']['application/json'];

/** A contractor of the company as the contractor search lists it. */
export type Contractor =
  operations['listAllClients']['responses'][200]['content']['application/json']['results'][number];

/** The first of the company's contractors the search finds; the test fails without one. */
export async function contractor(
  api: APIRequestContext,
  token: string,
  search: string,
): Promise<Contractor> {
  const found = answered(
    await companyClient(api, token).GET('/company/api/v1/client/all_clients/', {
      params: { query: { search } },
    }),
    `contractor ${search}`,
  );
  const first = found.results[0];
  if (!first) throw new Error(`no demo contractor ${search}`);
  return first;
}

/** The id of the first contractor the search finds. */
export async function contractorId(
  api: APIRequestContext,
  token: string,
  search: string,
): Promise<number> {
  return (await contractor(api, token, search)).id;
}

/** A transit made through the API. */
export async function createTransit(
  api: APIRequestContext,
  token: string,
  body: NewTransit,
): Promise<Transit> {
  return answered(
    await companyClient(api, token).POST('/company/api/v1/all-transit/', { body }),
    'transit',
  );
}

/** A transit as the API reads it now. */
export async function getTransit(
  api: APIRequestContext,
  token: string,
  id: number,
): Promise<Transit> {
  return answered(
    await companyClient(api, token).GET('/company/api/v1/all-transit/{id}/', {
      params: { path: { id } },
    }),
    `transit ${String(id)}`,
  );
}
