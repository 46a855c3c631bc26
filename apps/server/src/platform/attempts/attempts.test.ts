import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { createDbAttemptStore } from './db-store.ts';
import { createRedisAttemptStore } from './redis-store.ts';
import type { AttemptStore } from './store.ts';

/**
 * Counters that survive a restart and are shared by every instance, so neither a restart nor a
 * second instance resets or doubles the limits (docs/decisions/0011-attempt-limits.md).
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The same checks on each store: atomic counting under parallel requests, and sharing. */
function storeContract(open: () => Promise<AttemptStore>) {
  it('counts parallel attempts without losing one', async () => {
    const store = await open();
    try {
      const key = `k-${randomBytes(4).toString('hex')}`;
      const now = Date.now();
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => store.add(key, now, { by: 'last', before: now - 60_000 })),
      );
      expect(counts.map((c) => c.attempts).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const found = (await store.get([key, 'absent'])).get(key);
      expect(found?.attempts).toBe(20);
      await store.clear(key);
      expect((await store.get([key])).size).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('starts again after the window or the quiet time, per mode', async () => {
    const store = await open();
    try {
      const key = `k-${randomBytes(4).toString('hex')}`;
      const t0 = Date.parse('2030-01-01T00:00:00.000Z');
      await store.add(key, t0, { by: 'window', before: t0 - 60_000 });
      const second = await store.add(key, t0 + 30_000, { by: 'window', before: t0 - 30_000 });
      expect(second).toEqual({ attempts: 2, windowStartedAt: t0, lastAttemptAt: t0 + 30_000 });
      // The window began at t0: at t0 + 60 s it is over, though the last attempt is recent.
      const fresh = await store.add(key, t0 + 60_000, { by: 'window', before: t0 });
      expect(fresh).toEqual({
        attempts: 1,
        windowStartedAt: t0 + 60_000,
        lastAttemptAt: t0 + 60_000,
      });
      // By the last attempt: 60 s of quiet are needed, 30 s are not enough.
      const kept = await store.add(key, t0 + 90_000, { by: 'last', before: t0 + 30_000 });
      expect(kept.attempts).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('shares counts between two instances', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const options = { max: 2, ipMax: 2, windowMs: 60_000 };
      const one = createRateLimiter(a, options);
      const two = createRateLimiter(b, options);
      const user = `user:${randomBytes(4).toString('hex')}`;
      await one.fail('pin', [user]);
      await two.fail('pin', [user]);
      await expect(one.check('pin', [user])).rejects.toMatchObject({
        status: 429,
        headers: { 'retry-after': '1' },
      });
    } finally {
      await a.close();
      await b.close();
    }
  });
}

describeEachDatabase('attempt counters in the database', (ctx) => {
  storeContract(() => Promise.resolve(createDbAttemptStore(ctx().db)));
});

describe('attempt counters in Redis', () => {
  const prefix = `td-test-${randomBytes(6).toString('hex')}`;
  storeContract(() => createRedisAttemptStore({ url: REDIS_URL, prefix, ttlMs: 600_000 }));
});
