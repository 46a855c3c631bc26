import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, json, PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createFleet, fullPayload, postTransit } from '../../test/transit-fixtures.ts';
import { createRedisPubSub } from './pubsub-redis.ts';

/**
 * With Redis gone a request that needs it (a login counts attempts there) answers 503 with
 * Retry-After at once instead of hanging, /healthz names Redis, and everything recovers by itself
 * when Redis is back (docs/decisions/0082-outages-health-readiness.md). Redis is cut by a TCP
 * proxy between the app and Redis.
 */
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    t = await createTestApp('sqlite', {
      REDIS_URL: proxy.url('redis'),
      REDIS_PREFIX: `td-test-${randomBytes(6).toString('hex')}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('answers 503 quickly while Redis is away, says so in /healthz, and recovers', async () => {
    const owner = await createOwner(t.app);
    const fleet = await createFleet(t);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/login/',
        payload: { login: owner.email, password: PASSWORD },
      });
    const health = () => t.app.inject({ method: 'GET', url: '/healthz' });
    expect((await login()).statusCode).toBe(200);
    expect(json(await health())).toEqual({
      status: 'ok',
      checks: { database: 'ok', files: 'ok', redis: 'ok' },
    });

    await proxy.stop();
    const started = Date.now();
    const refused = await login();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(json(refused)).toEqual({ detail: 'service_unavailable' });
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(json(down)).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', files: 'ok', redis: 'unavailable' },
    });
    // A write that needs no Redis is saved and answered as saved: its event, published after the
    // commit, is reported instead of turning the answer into a 503 the client would repeat.
    const transit = await postTransit(t, fleet.owner.token, fullPayload(fleet));
    expect(transit.id).toBeGreaterThan(0);

    await proxy.start();
    await eventually(async () => (await login()).statusCode === 200);
    expect((await health()).statusCode).toBe(200);
  });

  it('pub/sub: a publish during the outage is reported, subscriptions work again after it', async () => {
    const errors: string[] = [];
    const pubsub = await createRedisPubSub({
      url: proxy.url('redis'),
      prefix: `td-test-${randomBytes(6).toString('hex')}`,
      onError: (_error, topic) => errors.push(topic),
    });
    try {
      const heard: string[] = [];
      pubsub.subscribe('transit.changed', () => heard.push('before'));
      await pubsub.ready?.();
      await proxy.stop();
      // Subscribed while Redis is away: sent again once it is back.
      pubsub.subscribe('notifications.changed', () => heard.push('during'));
      const payload = { transit_id: 1, company_id: 1, type: 'transit_updated' } as const;
      await expect(pubsub.publish('transit.changed', payload)).resolves.toBeUndefined();
      expect(errors).toContain('transit.changed');
      await expect(pubsub.ping?.()).rejects.toThrow();

      await proxy.start();
      await eventually(async () => {
        await pubsub.publish('transit.changed', payload);
        await pubsub.publish('notifications.changed', { user_id: 1, count: 0, source: 'x' });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return heard.includes('before') && heard.includes('during');
      });
      await expect(pubsub.ping?.()).resolves.toBeUndefined();
    } finally {
      await pubsub.close();
    }
  });
});
