import net from 'node:net';

/**
 * Which IP addresses the server may connect to on a client's behalf (webhook endpoints, web-push
 * endpoints): public unicast only (docs/decisions/0092-one-outbound-address-guard.md).
 *
 * IPv4: everything but the special-purpose ranges below. IPv6: only global unicast (2000::/3)
 * outside its special ranges; anything else (loopback, unspecified, unique-local, link-local,
 * site-local, multicast, discard, unassigned space) is not public. An IPv6 address that carries
 * an IPv4 address (mapped, compatible, translated, 6to4, NAT64) is judged by the IPv4 address
 * inside it, at every position where it may be written.
 */

const V4_NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba Cloud's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle Cloud's metadata, 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
  ['168.63.129.16', 32], // Azure's host address (WireServer), reachable from inside Azure only
] as const) {
  V4_NOT_PUBLIC.addSubnet(address, prefix, 'ipv4');
}

const V6_GLOBAL_UNICAST = new net.BlockList();
V6_GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** Ranges inside 2000::/3 that are not ordinary hosts on the internet. */
const V6_NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo (an obscured IPv4 inside), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const) {
  V6_NOT_PUBLIC.addSubnet(address, prefix, 'ipv6');
}

export function isPublicIpv4(address: string): boolean {
  return net.isIPv4(address) && !V4_NOT_PUBLIC.check(address, 'ipv4');
}

/** The 16 bytes of a valid IPv6 address without a zone (`fe80::1%eth0` is not one). */
export function ipv6Bytes(address: string): Uint8Array | null {
  if (!net.isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is the last two 16-bit words.
  let tail: number[] = [];
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    tail = [(a << 8) | b, (c << 8) | d];
    const before = dotted[1] ?? '';
    text = before.endsWith('::') ? before : before.slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)));
  const halves = text.split('::');
  const head = parse(halves[0] ?? '');
  const rest = halves.length > 1 ? parse(halves[1] ?? '') : [];
  const missing = 8 - tail.length - head.length - rest.length;
  const words: number[] = [...head];
  if (halves.length > 1) for (let i = 0; i < missing; i++) words.push(0);
  words.push(...rest, ...tail);
  if (words.length !== 8 || words.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffff)) {
    return null;
  }
  const bytes = new Uint8Array(16);
  words.forEach((w, i) => {
    bytes[2 * i] = w >> 8;
    bytes[2 * i + 1] = w & 0xff;
  });
  return bytes;
}

const v4At = (bytes: Uint8Array, at: readonly number[]): string =>
  at.map((i) => String(bytes[i] ?? 0)).join('.');

const zero = (bytes: Uint8Array, from: number, to: number): boolean =>
  bytes.subarray(from, to).every((b) => b === 0);

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((b, i) => bytes[i] === b);

const LAST_FOUR = [12, 13, 14, 15] as const;

/**
 * The IPv4 addresses an IPv6 address carries, or null when it carries none. Several when the
 * position is not known: a local-use NAT64 prefix (64:ff9b:1::/48, RFC 8215) may be any of the
 * lengths RFC 6052 allows from /48 on, and each puts the IPv4 address elsewhere.
 */
export function embeddedIpv4(bytes: Uint8Array): string[] | null {
  // ::a.b.c.d (IPv4-compatible, deprecated; :: and ::1 read as 0.0.0.0 and 0.0.0.1)
  if (zero(bytes, 0, 12)) return [v4At(bytes, LAST_FOUR)];
  // ::ffff:a.b.c.d (IPv4-mapped)
  if (zero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return [v4At(bytes, LAST_FOUR)];
  }
  // ::ffff:0:a.b.c.d (IPv4-translated, SIIT)
  if (zero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(bytes, 10, 12)) {
    return [v4At(bytes, LAST_FOUR)];
  }
  // 2002:aabb:ccdd::/48 (6to4)
  if (startsWith(bytes, [0x20, 0x02])) return [v4At(bytes, [2, 3, 4, 5])];
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix, /96)
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b]) && zero(bytes, 4, 12)) {
    return [v4At(bytes, LAST_FOUR)];
  }
  // 64:ff9b:1::/48 (NAT64 local-use): /48, /56, /64 and /96 prefixes (bits 64-71 are skipped)
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01])) {
    return [
      v4At(bytes, [6, 7, 9, 10]),
      v4At(bytes, [7, 9, 10, 11]),
      v4At(bytes, [9, 10, 11, 12]),
      v4At(bytes, LAST_FOUR),
    ];
  }
  return null;
}

/**
 * Whether the server may connect to `address` (IPv4 or IPv6 as text) for a client: a public
 * unicast address, an IPv6 address carrying IPv4 judged by every IPv4 address it may carry.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return isPublicIpv4(address);
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const carried = embeddedIpv4(bytes);
  if (carried) return carried.every(isPublicIpv4);
  return V6_GLOBAL_UNICAST.check(address, 'ipv6') && !V6_NOT_PUBLIC.check(address, 'ipv6');
}
