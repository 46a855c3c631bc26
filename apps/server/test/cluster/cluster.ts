import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestS3, type TestS3 } from '../s3-server.ts';
import {
  createThrowawayDatabase,
  startInstances,
  testRedisUrl,
  type Instance,
  type ThrowawayDatabase,
} from './instances.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

export type ClusterOptions = {
  /** TEST_DATABASE_URL: the throwaway database is created beside it. */
  adminUrl: string;
  /** Instances started (default 2); all stand behind the proxy. */
  instances?: number;
  /** Settings every instance gets on top of the cluster's own (RATE_LIMIT_*, SMTP_URL…). */
  env?: Record<string, string>;
  /** Settings of one instance (SEED_DEMO for the first only, say). */
  instanceEnv?: (index: number) => Record<string, string>;
  /** Copy the instances' output to stderr (default true; they log at warn). */
  echo?: boolean;
};

export type Cluster = {
  proxy: RoundRobinProxy;
  instances: Instance[];
  database: ThrowawayDatabase;
  s3: TestS3;
  redisUrl: string;
  redisPrefix: string;
  /** The settings the instances share (without the per-instance PORT and DATA_DIR). */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/** Deletes a run's keys (attempt counters) from the shared Redis; pub/sub leaves none. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * One deployment on one machine: a throwaway PostgreSQL database, one S3-protocol server
 * (s3rver), the shared Redis under a prefix of this run only, N real server processes with
 * their own DATA_DIR, and the round-robin proxy in front whose URL is PUBLIC_URL. The proxy
 * starts first so the instances can be told their public address; it gets its upstreams once
 * every instance is healthy.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('cluster cleanup:', error);
      }
    }
  };
  try {
    const s3 = await startTestS3();
    cleanups.push(() => s3.stop());
    const database = await createThrowawayDatabase(options.adminUrl);
    cleanups.push(() => database.drop());
    const proxy = await startRoundRobinProxy();
    cleanups.push(() => proxy.close());
    const redisUrl = testRedisUrl();
    // Channels and counters of this run only: other runs on the same Redis do not interfere.
    const redisPrefix = `td-cluster-${randomBytes(6).toString('hex')}`;
    cleanups.push(() => deleteRedisKeys(redisUrl, redisPrefix));
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      PUBLIC_URL: proxy.url,
      // One proxy hop in front: the instances take the client's address from X-Forwarded-For.
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      ...s3.env,
      ...options.env,
    };
    const instances = await startInstances({
      count: options.instances ?? 2,
      env,
      ...(options.instanceEnv ? { instanceEnv: options.instanceEnv } : {}),
      ...(options.echo === undefined ? {} : { echo: options.echo }),
    });
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
    });
    proxy.setUpstreams(instances.map((instance) => instance.url));
    return { proxy, instances, database, s3, redisUrl, redisPrefix, env, stop: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
