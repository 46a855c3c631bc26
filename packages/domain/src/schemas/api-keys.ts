import { z } from '../zod-config.ts';

import { API_KEY_SCOPES } from '../policy/actor.ts';

export { API_KEY_SCOPES, type ApiKeyScope } from '../policy/actor.ts';

/** Every key starts so, which tells it apart from a session token in logs and leaks. */
export const API_KEY_PREFIX = 'td_live_';
/** How many characters of a key its list row shows (the fixed prefix and a few more). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;

export const ApiKeyCreateRequest = z.object({
  name: z.string().trim().min(1).max(100),
  scope: z.enum(API_KEY_SCOPES),
});
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequest>;

/**
 * The person who made a key, whose current role it acts with: `is_active` false while he is
 * blocked (the key stops until he is unblocked); null once he was deleted (it stopped for good).
 */
export const ApiKeyCreator = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
});
export type ApiKeyCreator = z.infer<typeof ApiKeyCreator>;

/** A key as lists show it: never the key or its hash. */
export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  key_prefix: z.string(),
  created_at: z.string(),
  created_by: ApiKeyCreator.nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer to creating: the key itself, this once. */
export const ApiKeyCreateResponse = ApiKey.extend({ key: z.string() });
export type ApiKeyCreateResponse = z.infer<typeof ApiKeyCreateResponse>;

export const ApiKeyListResponse = z.object({ results: z.array(ApiKey) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;
