import { expect, type APIRequestContext } from '@playwright/test';
import { createTransitDocsClient, type TransitDocsClient } from '@transitdocs/client';

/** The company API the specs set their data up through. */
export const COMPANY_API = '/company/api/v1';

/** Stands in for the server's origin: the request context adds its own base URL. */
const CONTEXT_ORIGIN = 'http://playwright-request-context.invalid';

/**
 * The typed client generated from the API document, signed in as `token`'s user, its calls made
 * through the test's request context (its server, its trace), so every set-up call of the browser
 * tests exercises the document.
 */
export function companyClient(api: APIRequestContext, token: string): TransitDocsClient {
  return createTransitDocsClient({
    baseUrl: CONTEXT_ORIGIN,
    token,
    fetch: async (request) => {
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const response = await api.fetch(`${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        ...(body ? { data: body } : {}),
      });
      const empty = response.status() === 204 || response.status() === 304;
      return new Response(empty ? null : new Uint8Array(await response.body()), {
        status: response.status(),
        headers: response.headers(),
      });
    },
  });
}

/** The answer of a client call, or the test fails with the server's words. */
export function answered<T>(
  result: { data?: T; error?: unknown; response: Response },
  what: string,
): T {
  expect(result.response.ok, `${what}: ${JSON.stringify(result.error)}`).toBe(true);
  if (result.data === undefined) throw new Error(`${what}: no answer`);
  return result.data;
}
