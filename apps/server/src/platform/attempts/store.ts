/**
 * Where attempt counts live: the database by default, Redis when REDIS_URL is set, memory only
 * in unit tests. Times are epoch milliseconds at this edge; each store keeps its own format.
 */
export type AttemptCounter = {
  attempts: number;
  windowStartedAt: number;
  lastAttemptAt: number;
};

/**
 * When a count starts again at 1: `window` when its window began at or before `before` (fixed
 * windows of the sending actions), `last` when its last attempt came at or before `before`
 * (failures are forgotten only after a quiet time, so waiting out a delay never wipes them).
 */
export type Forget = { by: 'window' | 'last'; before: number };

export type AttemptStore = {
  /** One more attempt on `key`, atomically: parallel requests never lose or share a count. */
  add(key: string, now: number, forget: Forget): Promise<AttemptCounter>;
  /** The counters of those keys that have one. */
  get(keys: readonly string[]): Promise<Map<string, AttemptCounter>>;
  clear(key: string): Promise<void>;
  /** Drops counters whose last attempt came at or before `before` (nothing depends on them). */
  sweep(before: number): Promise<void>;
  close(): Promise<void>;
};

/** In-process counters, for unit tests of the limiter's rules. */
export function createMemoryAttemptStore(): AttemptStore {
  const counters = new Map<string, AttemptCounter>();
  return {
    add(key, now, forget) {
      const current = counters.get(key);
      const since =
        current && (forget.by === 'window' ? current.windowStartedAt : current.lastAttemptAt);
      const next =
        !current || since === undefined || since <= forget.before
          ? { attempts: 1, windowStartedAt: now, lastAttemptAt: now }
          : { ...current, attempts: current.attempts + 1, lastAttemptAt: now };
      counters.set(key, next);
      return Promise.resolve({ ...next });
    },
    get(keys) {
      const found = new Map<string, AttemptCounter>();
      for (const key of keys) {
        const counter = counters.get(key);
        if (counter) found.set(key, { ...counter });
      }
      return Promise.resolve(found);
    },
    clear(key) {
      counters.delete(key);
      return Promise.resolve();
    },
    sweep(before) {
      for (const [key, counter] of counters) {
        if (counter.lastAttemptAt <= before) counters.delete(key);
      }
      return Promise.resolve();
    },
    close() {
      return Promise.resolve();
    },
  };
}
