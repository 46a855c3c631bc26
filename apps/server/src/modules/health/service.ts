import { pingDatabase } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';

export type CheckResult = 'ok' | 'unavailable';
export type HealthChecks = { database: CheckResult; files: CheckResult; redis?: CheckResult };
export type Health = { status: CheckResult; checks: HealthChecks };

/** A probe must answer even when a dependency hangs: a check that takes longer counts as down. */
const CHECK_TIMEOUT_MS = 3_000;

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Each dependency by a cheap request: the database `select 1`, the file store (S3 HeadBucket, or
 * the local folder is writable), Redis PING when REDIS_URL is set. All at once, each bounded.
 */
export async function checkHealth(
  deps: Pick<Deps, 'db' | 'files' | 'pubsub' | 'config' | 'log'>,
): Promise<Health> {
  const probe = async (name: keyof HealthChecks, run: () => Promise<unknown>) => {
    try {
      await within(run(), CHECK_TIMEOUT_MS);
      return 'ok' as const;
    } catch (error) {
      deps.log.error({ err: error, dependency: name }, 'health check failed');
      return 'unavailable' as const;
    }
  };
  const ping = deps.pubsub.ping?.bind(deps.pubsub);
  const [database, files, redis] = await Promise.all([
    probe('database', () => pingDatabase(deps.db)),
    probe('files', () => deps.files.check()),
    deps.config.redisUrl && ping ? probe('redis', ping) : Promise.resolve(undefined),
  ]);
  const checks: HealthChecks = { database, files, ...(redis ? { redis } : {}) };
  const status = Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'unavailable';
  return { status, checks };
}
