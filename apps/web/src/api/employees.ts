import {
  Employee,
  EmployeeCreateResponse,
  EmployeeListResponse,
  User,
  type EmployeeCreateRequest,
  type EmployeeListQuery,
  type UserPatchRequest,
} from '@transitdocs/domain';
import type { z } from 'zod';
import { asQueryString } from './fleet.ts';
import { apiRequest } from './http.ts';

const COMPANY = '/company/api/v1';
const AUTH = '/auth/api/v1';

export type EmployeeListPage = z.infer<typeof EmployeeListResponse>;

/** GET my-employee/: the company's sub-accounts, 10 a page, by role and names. */
export function listEmployees(query: string | EmployeeListQuery): Promise<EmployeeListPage> {
  return apiRequest('GET', `${COMPANY}/my-employee/${asQueryString(query)}`, {
    schema: EmployeeListResponse,
  });
}

export function getEmployee(id: number): Promise<Employee> {
  return apiRequest('GET', `${COMPANY}/my-employee/${id}/`, { schema: Employee });
}

/** POST employee/: the activation link goes by e-mail if one is given, else by SMS. */
export function createEmployee(body: EmployeeCreateRequest): Promise<EmployeeCreateResponse> {
  return apiRequest('POST', `${COMPANY}/employee/`, { body, schema: EmployeeCreateResponse });
}

/** PATCH user/{id}/ with the user's id (not the employee's): names, role, blocking. */
export function patchUser(userId: number, body: UserPatchRequest): Promise<User> {
  return apiRequest('PATCH', `${AUTH}/user/${userId}/`, {
    body: { ...body, userId },
    schema: User,
  });
}

/** DELETE user/{id}/; `revokeApiKeys` revokes the API keys the person made in the same step. */
export function deleteUser(
  userId: number,
  options: { revokeApiKeys?: boolean } = {},
): Promise<void> {
  const query = options.revokeApiKeys ? '?revoke_api_keys=true' : '';
  return apiRequest<undefined>('DELETE', `${AUTH}/user/${userId}/${query}`);
}
