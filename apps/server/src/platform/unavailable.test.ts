import { describe, expect, it } from 'vitest';
import { createRedisConnection } from './redis-connection.ts';
import { unavailableDependency } from './unavailable.ts';

/** An error shaped as the AWS SDK throws it: service errors carry the answer's status. */
function sdkError(name: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(name), { name, ...fields });
}

describe('which dependency an error says is unavailable', () => {
  it('the file store: an S3 request without an answer, a 5xx, throttling', () => {
    const refused = sdkError('Error', { code: 'ECONNREFUSED', $metadata: { attempts: 2 } });
    expect(unavailableDependency(refused)).toBe('files');
    const timeout = sdkError('TimeoutError', { code: 'ETIMEDOUT', $metadata: {} });
    expect(unavailableDependency(timeout)).toBe('files');
    for (const [name, status] of [
      ['ServiceUnavailable', 503],
      ['InternalError', 500],
      ['SlowDown', 503],
      ['Unknown', 502],
      ['TooManyRequests', 429],
    ] as const) {
      const error = sdkError(name, { $metadata: { httpStatusCode: status } });
      expect(unavailableDependency(error)).toBe('files');
    }
  });

  it('not an outage: S3 refusing the request itself', () => {
    for (const [name, status] of [
      ['AccessDenied', 403],
      ['NoSuchBucket', 404],
      ['NoSuchKey', 404],
      ['InvalidRequest', 400],
    ] as const) {
      const error = sdkError(name, { $metadata: { httpStatusCode: status } });
      expect(unavailableDependency(error)).toBeNull();
    }
  });

  it('Redis: a command refused while disconnected, cut off, or a server not ready', async () => {
    // A real refusal: ioredis fails the command at once while it cannot connect.
    const redis = createRedisConnection('redis://127.0.0.1:1', { onError: () => undefined });
    await redis.connect().catch(() => undefined);
    const refused: unknown = await redis.get('x').catch((error: unknown) => error);
    redis.disconnect();
    expect(unavailableDependency(refused)).toBe('redis');

    const maxRetries = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(unavailableDependency(maxRetries)).toBe('redis');
    expect(unavailableDependency(new Error('Connection is closed.'))).toBe('redis');
    expect(unavailableDependency(new Error('Command timed out'))).toBe('redis');
    const loading = Object.assign(new Error('LOADING Redis is loading the dataset in memory'), {
      name: 'ReplyError',
    });
    expect(unavailableDependency(loading)).toBe('redis');
    const wrongType = Object.assign(new Error('WRONGTYPE Operation against a key'), {
      name: 'ReplyError',
    });
    expect(unavailableDependency(wrongType)).toBeNull();
  });

  it('the database, as db/unavailable.ts decides; a cause is followed', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(unavailableDependency(refused)).toBe('database');
    expect(unavailableDependency(new Error('wrapped', { cause: refused }))).toBe('database');
    const s3 = sdkError('Error', { code: 'ECONNRESET', $metadata: {} });
    expect(unavailableDependency(new Error('upload failed', { cause: s3 }))).toBe('files');
  });

  it('anything else is not an outage', () => {
    expect(unavailableDependency(new Error('boom'))).toBeNull();
    expect(unavailableDependency(new TypeError('x is undefined'))).toBeNull();
    expect(unavailableDependency('text')).toBeNull();
    expect(unavailableDependency(null)).toBeNull();
  });
});
