import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell the server the client's address (`X-Forwarded-For`). `true` would trust
 * any sender of that header, letting a client pick the address its attempt limits count, so only
 * Fastify's bounded forms are taken: a number of hops, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrRange(entry: string): boolean {
  const range = CIDR.exec(entry);
  if (!range) return isIP(entry) !== 0;
  const version = isIP(range[1] ?? '');
  const bits = Number(range[2]);
  return version !== 0 && bits <= (version === 4 ? 32 : 128);
}

export const TrustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isAddressOrRange(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY takes the number of proxy hops (1 behind one reverse proxy) or the ' +
        "proxies' addresses and CIDR ranges, comma-separated; not true",
    });
    return z.NEVER;
  });

/** The setting in the form Fastify's types take: a hop count becomes proxy-addr's hop test. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
