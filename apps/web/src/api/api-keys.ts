import {
  ApiKeyCreateResponse,
  ApiKeyListResponse,
  type ApiKey,
  type ApiKeyCreateRequest,
} from '@transitdocs/domain';
import { apiRequest, newIdempotencyKey } from './http.ts';

const API_KEYS = '/company/api/v1/api-keys/';

/** The query of the company's keys (the API keys tab, the account removal dialog). */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** GET api-keys/: the company's keys with their creators and last use (never the keys themselves). */
export async function listApiKeys(): Promise<ApiKey[]> {
  const answer = await apiRequest('GET', API_KEYS, { schema: ApiKeyListResponse });
  return answer.results;
}

/** POST api-keys/: a new key; the answer carries the key itself, this once. */
export function createApiKey(
  request: ApiKeyCreateRequest,
  idempotencyKey = newIdempotencyKey(),
): Promise<ApiKeyCreateResponse> {
  return apiRequest('POST', API_KEYS, {
    body: request,
    schema: ApiKeyCreateResponse,
    idempotencyKey,
  });
}

/** DELETE api-keys/{id}/: revokes the key for good. */
export function revokeApiKey(id: number): Promise<undefined> {
  return apiRequest<undefined>('DELETE', `${API_KEYS}${id}/`);
}
