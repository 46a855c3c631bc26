import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * The server's half of "no server-side request forgery": an endpoint's host must
 * resolve to public addresses only. Loopback, private, link-local, carrier-grade NAT, multicast,
 * unique-local and the other special ranges of IPv4 and IPv6 are refused unless private
 * addresses are allowed (WEBHOOK_ALLOW_PRIVATE, tests). The check runs when an endpoint is
 * registered and again before each delivery, which then connects to the address checked (the
 * request's `lookup` answers it), so a name that resolves differently later cannot redirect it
 * (docs/decisions/0062-webhook-endpoints-and-delivery.md).
 */

const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Whether `address` (v4 or v6, v4-mapped v6 read as its v4) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped?.[1] ?? (net.isIPv4(address) ? address : null);
  if (v4 !== null) return !BLOCKED.check(v4, 'ipv4');
  if (!net.isIPv6(address)) return false;
  return !BLOCKED.check(address, 'ipv6');
}

/**
 * The address to connect to for `url`: its host resolved (or taken as written when it is an IP),
 * refused (null) when it does not resolve or any of its addresses is not public.
 */
export async function resolveEndpoint(
  url: URL,
  options: { allowPrivate: boolean },
): Promise<ResolvedAddress | null> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      const found = await dns.lookup(host, { all: true, verbatim: true });
      addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch {
      return null;
    }
  }
  const [first] = addresses;
  if (!first) return null;
  if (options.allowPrivate) return first;
  // Every address must be public: a name with one private address is refused outright.
  return addresses.every((a) => isPublicAddress(a.address)) ? first : null;
}
