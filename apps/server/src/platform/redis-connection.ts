import { Redis } from 'ioredis';

/** A command, or an attempt to connect, that takes longer fails: Redis answers in milliseconds. */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection attempts back off to one every two seconds, for as long as Redis is away. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export type RedisConnectionOptions = {
  /**
   * Keep commands until Redis is back instead of refusing them: only for the subscriber, whose
   * SUBSCRIBE must reach Redis eventually and which no request waits for.
   */
  queueWhileAway?: boolean;
  /** Connection errors (an 'error' event nobody hears would end the process). */
  onError: (error: unknown) => void;
};

/**
 * A Redis connection (not yet connected: call `connect()`) that fails fast while Redis is away: a
 * command is refused at once, so the request answers 503 instead of hanging, and the connection
 * keeps being re-established in the background.
 */
export function createRedisConnection(url: string, options: RedisConnectionOptions): Redis {
  const queue = options.queueWhileAway ?? false;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableReadyCheck: true,
    enableOfflineQueue: queue,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    ...(queue ? {} : { commandTimeout: COMMAND_TIMEOUT_MS }),
    retryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  redis.on('error', options.onError);
  return redis;
}

/** QUIT when Redis is there to hear it; otherwise drop the connection (and its reconnecting). */
export async function closeRedisConnection(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
