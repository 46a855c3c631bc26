import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * Which outside service a failure came from when that service cannot be reached or cannot take
 * the request now (down, restarting, overloaded, the network to it broken), as opposed to a fault
 * in our request. Such a request may succeed when repeated: it answers 503 with Retry-After.
 */
export type UnavailableDependency = 'database' | 'files' | 'redis';

/** Node's socket errors, as the AWS SDK passes them on when no answer came. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/** S3 error codes that mean "not now" whatever the status says. */
const S3_TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
]);

/** ioredis: a command refused while disconnected (enableOfflineQueue: false) or cut off. */
const REDIS_MESSAGES = [
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection is closed.',
  'Command timed out',
  'Reached the max retries per request limit',
];

/** Redis replies of a server that is loading, failing over or busy. */
const REDIS_TRANSIENT_REPLIES = /^(?:LOADING|MASTERDOWN|CLUSTERDOWN|TRYAGAIN|READONLY|BUSY)\b/;

type Described = { name: string; message: string; code: string | undefined; source: object };

function describe(error: object): Described {
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return {
    name: typeof name === 'string' ? name : '',
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'string' ? code : undefined,
    source: error,
  };
}

/** An AWS SDK error (it carries `$metadata`) that a retry later may not meet. */
function isObjectStoreUnavailable(error: Described): boolean {
  const metadata = (error.source as { $metadata?: unknown }).$metadata;
  if (typeof metadata !== 'object' || metadata === null) return false;
  const status = (metadata as { httpStatusCode?: unknown }).httpStatusCode;
  if (typeof status === 'number') {
    return status >= 500 || status === 429 || S3_TRANSIENT_NAMES.has(error.name);
  }
  // No answer at all: the connection failed or timed out.
  return (
    S3_TRANSIENT_NAMES.has(error.name) ||
    (error.code !== undefined && NETWORK_CODES.has(error.code))
  );
}

function isRedisUnavailable(error: Described): boolean {
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (error.name === 'ReplyError') return REDIS_TRANSIENT_REPLIES.test(error.message);
  return REDIS_MESSAGES.some((text) => error.message.startsWith(text));
}

/** The dependency that is unavailable according to this error (or its causes), or null. */
export function unavailableDependency(error: unknown): UnavailableDependency | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const described = describe(current);
    if (isObjectStoreUnavailable(described)) return 'files';
    if (isRedisUnavailable(described)) return 'redis';
    current = (current as { cause?: unknown }).cause;
  }
  // Last: its socket codes are generic, and an SDK or Redis error must not be named the database.
  return isDatabaseUnavailable(error) ? 'database' : null;
}
