import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };

/** A client of the TransitDocs API, typed by its OpenAPI document. */
export type TransitDocsClient = Client<paths>;

export type ClientOptions = {
  /** where the instance answers, `https://transitdocs.example.com` */
  baseUrl: string;
  /** a company API key (`Api-Key`), for programs */
  apiKey?: string;
  /** a signed-in person's session token (`Token`) */
  token?: string;
  /** another fetch (a test's, a proxy's); the global one otherwise */
  fetch?: (request: Request) => Promise<Response>;
};

/** Every call sends the credentials given: an API key, else a session token, else none. */
export function createTransitDocsClient(options: ClientOptions): TransitDocsClient {
  const authorization = options.apiKey
    ? `Api-Key ${options.apiKey}`
    : options.token
      ? `Token ${options.token}`
      : undefined;
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(authorization ? { headers: { authorization } } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
