import { PersonListResponse } from '@transitdocs/domain';
import { searchClients } from '../../api/clients.ts';
import { apiRequest } from '../../api/http.ts';
import type { Picked } from './transit-filters.ts';

type Option = NonNullable<Picked>;

/** Contractors for the filter (GET client/all_clients/?search=). */
export async function findContractors(text: string): Promise<Option[]> {
  const clients = await searchClients(text);
  return clients.map((client) => ({ id: client.id, name: client.name }));
}

/** People of the company for the filter (GET employee/?name=). */
export async function findEmployees(text: string): Promise<Option[]> {
  const query = new URLSearchParams(text ? { name: text } : {}).toString();
  const page = await apiRequest('GET', `/company/api/v1/employee/${query ? `?${query}` : ''}`, {
    schema: PersonListResponse,
  });
  return page.results.map((person) => ({
    id: person.id,
    name: `${person.first_name} ${person.last_name}`.trim(),
  }));
}
