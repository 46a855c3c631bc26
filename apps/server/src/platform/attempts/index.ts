import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { createRateLimiter, type RateLimiter } from '../rate-limit.ts';
import { createDbAttemptStore } from './db-store.ts';
import { createRedisAttemptStore } from './redis-store.ts';

/**
 * The app's limiter: counters in Redis when REDIS_URL is set (every instance shares it anyway
 * for events), else in the database. The store is closed with the app.
 */
export async function createAppRateLimiter(
  app: FastifyInstance,
  config: Config,
  db: Db,
): Promise<RateLimiter> {
  const store = config.redisUrl
    ? await createRedisAttemptStore({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        ttlMs: 2 * config.rateLimit.windowMs,
        onError: (error) => {
          app.log.error({ err: error }, 'attempt counters: redis error');
        },
      })
    : createDbAttemptStore(db);
  app.addHook('onClose', async () => {
    await store.close();
  });
  return createRateLimiter(store, config.rateLimit);
}
