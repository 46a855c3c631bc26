import dns from 'node:dns/promises';
import net from 'node:net';
import { isPublicAddress } from './ip.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };

export type Resolution =
  { ok: true; target: ResolvedAddress } | { ok: false; reason: 'not_public' | 'not_resolvable' };

/** The host of a parsed URL as the resolver and `net` take it (an IPv6 literal without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The address to connect to for `url`: its host resolved (or taken as written when it is an IP
 * address). Refused unless every address the name has is public: a name with one private address
 * among public ones is refused outright, so no later pick can land on it. `allowPrivate` (tests,
 * closed networks) takes the first address whatever it is.
 */
export async function resolveOutbound(
  url: URL,
  options: { allowPrivate: boolean },
): Promise<Resolution> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      const found = await dns.lookup(host, { all: true, order: 'verbatim' });
      addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch {
      return { ok: false, reason: 'not_resolvable' };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: 'not_resolvable' };
  if (options.allowPrivate) return { ok: true, target: first };
  return addresses.every((a) => isPublicAddress(a.address))
    ? { ok: true, target: first }
    : { ok: false, reason: 'not_public' };
}
