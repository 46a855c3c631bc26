import { AppError } from './errors.ts';
import type { AttemptCounter, AttemptStore } from './attempts/store.ts';

export type RateLimitOptions = {
  /** free failures per account-and-address pair (login), per user or per link; requests per key */
  max: number;
  /** the same for `ip:` keys: an office signs in from one address */
  ipMax: number;
  windowMs: number;
  /** the clock, for tests */
  now?: () => number;
};

type Key = string | null | undefined;

export type RateLimiter = {
  /**
   * Before guessing work (a password, a PIN, a link token): 429 with Retry-After while any key
   * waits out its delay. Checking counts nothing.
   */
  check(action: string, keys: readonly Key[]): Promise<void>;
  /** A wrong guess: one more failure on every key. */
  fail(action: string, keys: readonly Key[]): Promise<void>;
  /** A right guess clears that key; successes never count. */
  succeed(action: string, key: string): Promise<void>;
  /**
   * Before guessing work that parallel requests must not multiply (the PIN's rule: a try is
   * reserved before the guess is compared): `check`, then one try counted on `key` at once. A
   * try past the free ones that another request reserved beside is refused (429), so guesses
   * sent at once get no more tries than guesses sent one by one. A right guess then `succeed`s
   * on `key` (which clears its reserved try); a wrong one `fail`s only the other keys.
   */
  reserve(action: string, key: string, others: readonly Key[]): Promise<void>;
  /**
   * Actions that cost (a mail, an SMS, a public lookup): every request counts, in a fixed window;
   * 429 with Retry-After past the limit. `limits` overrides the configured max and ipMax.
   */
  consume(
    action: string,
    keys: readonly Key[],
    limits?: { max: number; ipMax: number },
  ): Promise<void>;
};

/** The first wait after the free failures; each further failure doubles it up to the key's cap. */
const FIRST_DELAY_MS = 1000;
/** `account:` keys: failures from any address, many before a short wait (see below). */
export const ACCOUNT_FREE_FACTOR = 5;
export const ACCOUNT_DELAY_CAP_MS = 60_000;

/**
 * A failure key's rule, by its prefix. `ip:` (an address) and the rest (an account from one
 * address, a user, a link) get their free failures and then a wait doubling up to the window.
 * `account:` (an account from anywhere) exists only against guessing from many addresses: it
 * starts late and its wait stays short, so a stranger who fails on purpose can at most make the
 * owner wait a minute, never lock him out.
 */
function ruleOf(key: string, options: RateLimitOptions): { free: number; capMs: number } {
  if (key.startsWith('ip:')) return { free: options.ipMax, capMs: options.windowMs };
  if (key.startsWith('account:')) {
    return {
      free: options.max * ACCOUNT_FREE_FACTOR,
      capMs: Math.min(ACCOUNT_DELAY_CAP_MS, options.windowMs),
    };
  }
  return { free: options.max, capMs: options.windowMs };
}

/**
 * Failures are forgotten after a window of quiet following the longest wait, so waiting out a
 * delay never wipes the count: the waits keep growing for whoever keeps guessing.
 */
function forgetAfterMs(rule: { capMs: number }, options: RateLimitOptions): number {
  return options.windowMs + rule.capMs;
}

function delayedUntil(counter: AttemptCounter, rule: { free: number; capMs: number }): number {
  if (counter.attempts < rule.free) return 0;
  const doublings = Math.min(counter.attempts - rule.free, 40);
  return counter.lastAttemptAt + Math.min(rule.capMs, FIRST_DELAY_MS * 2 ** doublings);
}

/** 429 `too_many_attempts` with Retry-After in whole seconds, at least 1. */
export function tooManyAttemptsFor(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'too_many_attempts', undefined, { 'retry-after': String(seconds) });
}

export function createRateLimiter(store: AttemptStore, options: RateLimitOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const fullKey = (action: string, key: string) => `${action}:${key.toLowerCase()}`;
  const present = (keys: readonly Key[]) => keys.filter((key): key is string => Boolean(key));
  // Counters nobody can still be waiting on; at most once a window per instance.
  let lastSweep = now();
  const sweep = async (at: number) => {
    if (at - lastSweep < options.windowMs) return;
    lastSweep = at;
    await store.sweep(at - 2 * options.windowMs);
  };

  /** The live counters of `keys` (forgotten ones left out); 429 while any key waits. */
  const checked = async (action: string, keys: readonly Key[], at: number) => {
    const wanted = present(keys).map((key) => ({ key, full: fullKey(action, key) }));
    const counters = await store.get(wanted.map((k) => k.full));
    const live = new Map<string, AttemptCounter>();
    let until = 0;
    for (const { key, full } of wanted) {
      const counter = counters.get(full);
      if (!counter) continue;
      const rule = ruleOf(key, options);
      if (counter.lastAttemptAt <= at - forgetAfterMs(rule, options)) continue;
      live.set(key, counter);
      until = Math.max(until, delayedUntil(counter, rule));
    }
    if (until > at) throw tooManyAttemptsFor(until - at);
    return live;
  };

  return {
    async check(action, keys) {
      await checked(action, keys, now());
    },
    async reserve(action, key, others) {
      const at = now();
      const seen = (await checked(action, [key, ...others], at)).get(key)?.attempts ?? 0;
      const rule = ruleOf(key, options);
      const counter = await store.add(fullKey(action, key), at, {
        by: 'last',
        before: at - forgetAfterMs(rule, options),
      });
      // Past the free tries only the one request that found the count as it left it goes on.
      if (counter.attempts > rule.free && counter.attempts !== seen + 1) {
        throw tooManyAttemptsFor(Math.max(delayedUntil(counter, rule) - at, 1));
      }
    },
    async fail(action, keys) {
      const at = now();
      for (const key of present(keys)) {
        const rule = ruleOf(key, options);
        await store.add(fullKey(action, key), at, {
          by: 'last',
          before: at - forgetAfterMs(rule, options),
        });
      }
      await sweep(at);
    },
    async succeed(action, key) {
      await store.clear(fullKey(action, key));
    },
    async consume(action, keys, limits) {
      const at = now();
      const max = limits?.max ?? options.max;
      const ipMax = limits?.ipMax ?? options.ipMax;
      let waitMs = 0;
      for (const key of present(keys)) {
        const counter = await store.add(fullKey(action, key), at, {
          by: 'window',
          before: at - options.windowMs,
        });
        const limit = key.startsWith('ip:') ? ipMax : max;
        if (counter.attempts > limit) {
          waitMs = Math.max(waitMs, counter.windowStartedAt + options.windowMs - at);
        }
      }
      await sweep(at);
      if (waitMs > 0) throw tooManyAttemptsFor(waitMs);
    },
  };
}
