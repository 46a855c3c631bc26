import type { LookupAllOptions } from 'node:dns';
import dns from 'node:dns/promises';
import net from 'node:net';
import { afterAll, onTestFinished, vi } from 'vitest';

/**
 * The target of the SSRF tests: a TCP listener on 127.0.0.1 that records every connection it
 * gets (and closes it at once). The tests point hostile addresses at its port and expect it to
 * record none: a refused address is never connected to.
 */
export type ConnectionRecorder = {
  port: number;
  /** when each connection arrived, in order */
  connections: number[];
  close(): Promise<void>;
};

export async function startConnectionRecorder(): Promise<ConnectionRecorder> {
  const connections: number[] = [];
  const server = net.createServer((socket) => {
    connections.push(Date.now());
    socket.on('error', () => undefined);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A recorder for the tests of one file, closed after them. */
export async function recorderForThisFile(): Promise<ConnectionRecorder> {
  const recorder = await startConnectionRecorder();
  afterAll(() => recorder.close());
  return recorder;
}

type LookupAnswer = { address: string; family: number }[];

/**
 * Host names the tests control: `dns.lookup` (the outbound guard's resolver) answers these from
 * `table` (a function is asked each time, so an answer can change between the check and the
 * request: DNS rebinding), and every other name as the system does. Restored by `restore()`, and
 * in any case when the test that made it finishes.
 */
export function fakeDns(table: Record<string, string[] | (() => string[])>): {
  /** how many times each faked name was looked up */
  asked: Map<string, number>;
  restore: () => void;
} {
  const asked = new Map<string, number>();
  const original = dns.lookup.bind(dns);
  const spy = vi.spyOn(dns, 'lookup').mockImplementation(((host: string, options: unknown) => {
    const entry = table[host];
    if (entry === undefined) return original(host, options as LookupAllOptions);
    asked.set(host, (asked.get(host) ?? 0) + 1);
    const addresses = typeof entry === 'function' ? entry() : entry;
    const answer: LookupAnswer = addresses.map((address) => ({
      address,
      family: net.isIPv6(address) ? 6 : 4,
    }));
    return Promise.resolve(answer);
  }) as typeof dns.lookup);
  const restore = () => {
    spy.mockRestore();
  };
  onTestFinished(restore);
  return { asked, restore };
}

/** Names `fakeDns` answers in the SSRF tests with private addresses (see `ssrfDns`). */
export const PRIVATE_NAMES: Record<string, string[]> = {
  'loopback.ssrf.test': ['127.0.0.1'],
  'mixed.ssrf.test': ['93.184.216.34', '127.0.0.1'],
  'mapped.ssrf.test': ['::ffff:127.0.0.1'],
  'nat64.ssrf.test': ['64:ff9b::a9fe:a9fe'],
  'metadata.ssrf.test': ['169.254.169.254'],
};

/**
 * Hosts that reach the server's own machine or network, each written another way: loopback in
 * every IPv4 spelling the URL parser accepts, the unspecified address (which Linux connects to
 * itself), IPv6 loopback, IPv4 inside IPv6 (compatible, mapped, translated, 6to4, NAT64 well-known
 * and local-use), link-local and cloud metadata, and names that resolve to them.
 */
export const PRIVATE_HOSTS = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '127.0.0.1.',
  '%31%32%37.0.0.1',
  '\uff11\uff12\uff17.\uff10.\uff10.\uff11',
  '0.0.0.0',
  '0',
  '10.0.0.7',
  '172.16.0.1',
  '192.168.1.1',
  '100.100.100.200',
  '169.254.169.254',
  '192.0.0.192',
  '224.0.0.1',
  'localhost',
  ...Object.keys(PRIVATE_NAMES),
  '[::]',
  '[::1]',
  '[::127.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::ffff:0:127.0.0.1]',
  '[2002:7f00:1::]',
  '[2002:a9fe:a9fe::1]',
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b:1:7f00:0:100::]',
  '[64:ff9b:1:abcd::7f00:1]',
  '[fe80::1]',
  '[fd00:ec2::254]',
  '[fc00::1]',
  '[ff02::1]',
] as const;

/**
 * Addresses the URL parser refuses (spec: a port over 65535, an unclosed bracket, broken
 * percent-escapes, an empty punycode label, %00 in the host), and a few more.
 */
export const MALFORMED_URLS = [
  'https://example.com:65536/hook',
  'https://example.com:99999/hook',
  'https://[::1/hook',
  'https://[2001:db8::1/hook',
  'https://exa%zzmple.com/hook',
  'https://exa%e0%80mple.com/hook',
  'https://xn--.example.com/hook',
  'https://a.xn--/hook',
  'https://ex%00ample.com/hook',
  'https://[fe80::1%25eth0]/hook',
  'https://xn--a/hook',
] as const;
