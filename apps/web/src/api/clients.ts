import {
  Client,
  ClientCreateResponse,
  ClientListResponse,
  CompanyLookupResponse,
  type ClientCreateRequest,
  type ClientUpdateRequest,
} from '@transitdocs/domain';
import { apiRequest } from './http.ts';

const CLIENT = '/company/api/v1/client/';

/** GET client/?page=&vies=&gt_id=&name=&town=&country=&is_online=: the contractors list page. */
export function listClients(queryString: string): Promise<ClientListResponse> {
  const query = queryString ? `?${queryString}` : '';
  return apiRequest('GET', `${CLIENT}${query}`, { schema: ClientListResponse });
}

/** GET client/all_clients/?search=: contractors matching a name, NIP or VIES (autocompletes). */
export async function searchClients(search: string): Promise<Client[]> {
  const query = new URLSearchParams({ search }).toString();
  const page = await apiRequest('GET', `${CLIENT}all_clients/?${query}`, {
    schema: ClientListResponse,
  });
  return page.results;
}

export function getClient(id: number): Promise<Client> {
  return apiRequest('GET', `${CLIENT}${id}/`, { schema: Client });
}

export function createClient(body: ClientCreateRequest): Promise<ClientCreateResponse> {
  return apiRequest('POST', CLIENT, { body, schema: ClientCreateResponse });
}

/** PATCH client/{id}/update_client/: everything but the tax identity (nip, vies, pesel). */
export function updateClient(id: number, body: ClientUpdateRequest): Promise<Client> {
  return apiRequest('PATCH', `${CLIENT}${id}/update_client/`, { body, schema: Client });
}

export function deleteClient(id: number): Promise<void> {
  return apiRequest<undefined>('DELETE', `${CLIENT}${id}/`);
}

/** GET company?id=: a company in the product by its GT id (for the contractor form). */
export function lookupCompany(id: number): Promise<CompanyLookupResponse> {
  return apiRequest('GET', `/company/api/v1/company?id=${id}`, { schema: CompanyLookupResponse });
}
