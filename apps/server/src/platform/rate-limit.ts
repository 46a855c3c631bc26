import { tooManyAttempts } from './errors.ts';

/** Counts hits per key in a fixed window. In memory now; a Redis store fits the same shape. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): number;
  reset(key: string): void;
};

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

export type RateLimiter = {
  /** Counts one attempt against every key; throws 429 when any key is over the limit. */
  consume(action: string, keys: readonly (string | null | undefined)[]): void;
  reset(action: string, key: string): void;
};

/**
 * `ip:` keys get their own, higher limit: a warehouse or an office signs in from one address, so
 * the per-account limit is what stops guessing, and the per-IP one stops spraying many accounts.
 */
export function createRateLimiter(
  store: RateLimitStore,
  options: { max: number; ipMax?: number; windowMs: number },
): RateLimiter {
  const fullKey = (action: string, key: string) => `${action}:${key.toLowerCase()}`;
  return {
    consume(action, keys) {
      let exceeded = false;
      for (const key of keys) {
        if (!key) continue;
        const max = key.startsWith('ip:') ? (options.ipMax ?? options.max) : options.max;
        if (store.hit(fullKey(action, key), options.windowMs) > max) exceeded = true;
      }
      if (exceeded) throw tooManyAttempts();
    },
    reset(action, key) {
      store.reset(fullKey(action, key));
    },
  };
}
