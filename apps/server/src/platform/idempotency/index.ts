import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_CHARS } from './hooks.ts';

export {
  claimFormKey,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_CHARS,
  registerIdempotency,
  REPLAYED_HEADER,
} from './hooks.ts';
export { IN_PROGRESS_LEASE_MS, KEY_KEPT_MS } from './store.ts';

/** The route config of a create that takes `Idempotency-Key`. */
export const IDEMPOTENT_CREATE = { idempotentCreate: true } as const;

/** The request headers of such a create, as the OpenAPI document shows them. */
export const IdempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_CHARS)
    .optional()
    .describe(
      'Makes the create safe to retry: the same key with the same body within 24 hours answers ' +
        'the first answer again (with `Idempotent-Replayed: true`) without creating anything; ' +
        'with another body 422, while the first request still runs 409, a key used by another ' +
        'company or caller 400. A unique value per action, such as a UUID; at most 255 ' +
        'characters.',
    ),
});
