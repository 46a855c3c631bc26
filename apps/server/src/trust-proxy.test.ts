import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { loadConfig } from './config.ts';

/**
 * Only the configured proxies may name the client's address, or any client could choose the
 * address its attempt limits count (docs/decisions/0011-attempt-limits.md).
 */

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and ranges, and refuses true', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.1, 10.1.0.0/16, ::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => trust('true')).toThrow(/TRUST_PROXY takes the number of proxy hops/);
    expect(() => trust('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
    expect(() => trust('proxy.local')).toThrow(/TRUST_PROXY/);
  });

  /** Failed sign-ins under other logins, so only the per-address limit (3) can refuse them. */
  async function failedSignIns(env: Record<string, string>, forwardedFor: (i: number) => string) {
    const t = await createTestApp('sqlite', { RATE_LIMIT_IP_MAX: '3', ...env });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/auth/api/v1/login/',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': forwardedFor(i) },
          payload: { login: `nobody${i}@example.pl`, password: 'Wrong123!' },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  }

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await failedSignIns({}, (i) => `203.0.113.${i}`)).toEqual([400, 400, 400, 429]);
  });

  it('behind one proxy counts the address that proxy saw, not what the client wrote before it', async () => {
    const oneHop = { TRUST_PROXY: '1' };
    expect(await failedSignIns(oneHop, (i) => `203.0.113.${i}`)).toEqual([400, 400, 400, 400]);
    expect(await failedSignIns(oneHop, (i) => `198.51.100.${i}, 203.0.113.9`)).toEqual([
      400, 400, 400, 429,
    ]);
  });

  it('trusts a listed proxy address only', async () => {
    const listed = await failedSignIns({ TRUST_PROXY: '10.0.0.5' }, (i) => `203.0.113.${i}`);
    expect(listed).toEqual([400, 400, 400, 400]);
    const other = await failedSignIns({ TRUST_PROXY: '10.9.9.9' }, (i) => `203.0.113.${i}`);
    expect(other).toEqual([400, 400, 400, 429]);
  });
});
