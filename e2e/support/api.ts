import { expect, type APIRequestContext } from '@playwright/test';

/** The company API the specs set their data up through. */
export const COMPANY_API = '/company/api/v1';

/** A call of the company API as a signed-in user; fails the test unless it succeeds. */
export async function apiJson(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const response = await api.fetch(`${COMPANY_API}${path}`, {
    method,
    headers: { authorization: `Token ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}
