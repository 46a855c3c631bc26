import { closeRedisConnection, createRedisConnection } from '../redis-connection.ts';
import type { AttemptCounter, AttemptStore } from './store.ts';

/**
 * KEYS[1] the counter (a hash: a attempts, w window start, l last attempt, epoch ms);
 * ARGV now, 'window' | 'last', before, ttl ms. Redis runs a script alone, so the count is
 * decided atomically like the database's upsert.
 */
const ADD_SCRIPT = `
local v = redis.call('HMGET', KEYS[1], 'a', 'w', 'l')
local now = tonumber(ARGV[1])
local a = tonumber(v[1])
local w = tonumber(v[2])
local since = w
if ARGV[2] == 'last' then since = tonumber(v[3]) end
if a == nil or since == nil or since <= tonumber(ARGV[3]) then
  a = 1
  w = now
else
  a = a + 1
end
redis.call('HSET', KEYS[1], 'a', a, 'w', w, 'l', now)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {a, w, now}
`;

export type RedisAttemptStoreOptions = {
  url: string;
  /** Keys are `<prefix>:attempts:<key>`; instances of one deployment share the prefix. */
  prefix: string;
  /** How long an untouched counter is kept; Redis expires it, so `sweep` has nothing to do. */
  ttlMs: number;
  onError?: (error: unknown) => void;
};

/** Counters in Redis (REDIS_URL), shared by every instance; Redis's persistence keeps them. */
export async function createRedisAttemptStore(
  options: RedisAttemptStoreOptions,
): Promise<AttemptStore> {
  // Fails fast while Redis is away: a login then answers 503 at once instead of waiting.
  const redis = createRedisConnection(options.url, {
    onError: (error) => {
      options.onError?.(error);
    },
  });
  await redis.connect();
  const keyOf = (key: string) => `${options.prefix}:attempts:${key}`;
  return {
    async add(key, now, forget) {
      const answer = await redis.eval(
        ADD_SCRIPT,
        1,
        keyOf(key),
        String(now),
        forget.by,
        String(forget.before),
        String(Math.max(1, Math.ceil(options.ttlMs))),
      );
      const [attempts, windowStartedAt, lastAttemptAt] = Array.isArray(answer)
        ? answer.map(Number)
        : [];
      if (attempts === undefined || windowStartedAt === undefined || lastAttemptAt === undefined) {
        throw new Error('unexpected answer from the attempt counter script');
      }
      return { attempts, windowStartedAt, lastAttemptAt };
    },
    async get(keys) {
      const found = new Map<string, AttemptCounter>();
      const answers = await Promise.all(keys.map((key) => redis.hmget(keyOf(key), 'a', 'w', 'l')));
      answers.forEach(([a, w, l], index) => {
        const key = keys[index];
        if (key === undefined || a === null || a === undefined || !w || !l) return;
        found.set(key, {
          attempts: Number(a),
          windowStartedAt: Number(w),
          lastAttemptAt: Number(l),
        });
      });
      return found;
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
    sweep() {
      return Promise.resolve();
    },
    close() {
      return closeRedisConnection(redis);
    },
  };
}
