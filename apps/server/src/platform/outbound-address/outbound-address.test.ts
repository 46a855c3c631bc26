import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  fakeDns,
  MALFORMED_URLS,
  PRIVATE_HOSTS,
  PRIVATE_NAMES,
  recorderForThisFile,
} from '../../../test/ssrf.ts';
import {
  checkOutboundAddress,
  embeddedIpv4,
  isPublicAddress,
  parseOutboundUrl,
  postPinned,
} from './index.ts';
import { ipv6Bytes } from './ip.ts';

const recorder = await recorderForThisFile();
const P = String(recorder.port);

const GUARD = { allowPrivate: false, allowHttp: false };

describe('outbound addresses: which IP addresses are public', () => {
  it('takes public unicast IPv4 and global IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '2a00:1450:4001::200e',
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, metadata, unspecified, multicast and reserved ones', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '10.1.2.3',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '192.0.0.192',
      '168.63.129.16',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'fc00::1',
      'fd00::1',
      'fd00:ec2::254',
      'ff02::1',
      'ff05::2',
      '100::1',
      '2001:db8::1',
      '2001::1',
      '2001:2::1',
      '2001:10::1',
      '3fff::1',
      '5f00::1',
      '4000::1',
      '::2:3:4:5',
      'not an address',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges IPv6 addresses that carry IPv4 by the IPv4 address inside', () => {
    const carrying = (inside: string) => [
      `::${inside}`,
      `::ffff:${inside}`,
      `::ffff:0:${inside}`,
      `64:ff9b::${inside}`,
    ];
    for (const inside of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '0.0.0.0', '192.168.0.1']) {
      for (const address of carrying(inside)) {
        expect(isPublicAddress(address), address).toBe(false);
      }
    }
    for (const address of carrying('8.8.8.8')) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    // Written in hex, and fully expanded.
    for (const address of [
      '::7f00:1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '::ffff:0:a00:1',
      '64:ff9b::a9fe:a9fe',
      '0064:ff9b:0000:0000:0000:0000:7f00:0001',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    // 6to4: 2002:AABB:CCDD::/48 carries AA.BB.CC.DD.
    expect(isPublicAddress('2002:7f00:1::1'), '6to4 of 127.0.0.1').toBe(false);
    expect(isPublicAddress('2002:a9fe:a9fe::'), '6to4 of 169.254.169.254').toBe(false);
    expect(isPublicAddress('2002:c0a8:101::1'), '6to4 of 192.168.1.1').toBe(false);
    expect(isPublicAddress('2002:808:808::1'), '6to4 of 8.8.8.8').toBe(true);
    // NAT64 local use (64:ff9b:1::/48): the IPv4 address may sit at any RFC 6052 position.
    expect(isPublicAddress('64:ff9b:1:7f00:0:100::'), '/48 form of 127.0.0.1').toBe(false);
    expect(isPublicAddress('64:ff9b:1:abcd::7f00:1'), '/96 form of 127.0.0.1').toBe(false);
    expect(isPublicAddress('64:ff9b:1:0:a:a9fe:a900::'), '/64 form of 10.169.254.169').toBe(false);
    expect(isPublicAddress('64:ff9b:1:808:8:808:808:808'), 'public at every position').toBe(true);
  });

  it('reads the IPv4 address at the positions RFC 6052 gives', () => {
    const read = (address: string) => {
      const bytes = ipv6Bytes(address);
      return bytes ? embeddedIpv4(bytes) : 'not IPv6';
    };
    expect(read('::ffff:1.2.3.4')).toEqual(['1.2.3.4']);
    expect(read('::ffff:0:102:304')).toEqual(['1.2.3.4']);
    expect(read('::1.2.3.4')).toEqual(['1.2.3.4']);
    expect(read('2002:102:304::')).toEqual(['1.2.3.4']);
    expect(read('64:ff9b::1.2.3.4')).toEqual(['1.2.3.4']);
    expect(read('64:ff9b:1:102:3:400::')?.[0]).toBe('1.2.3.4');
    expect(read('2a00:1450:4001::200e')).toBeNull();
    expect(read('1:2:3:4:5:6:7.8.9.10')).toBeNull();
    expect(ipv6Bytes('1:2:3:4:5:6:7.8.9.10')).toEqual(
      Uint8Array.from([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 7, 8, 9, 10]),
    );
  });
});

describe('outbound addresses: URLs', () => {
  it('refuses what the parser refuses, and spaces or control characters, as invalid (never by throwing)', () => {
    for (const text of [
      ...MALFORMED_URLS,
      'https://exa mple.com/',
      'https://exa\tmple.com/',
      'https://example.com/\u0000',
      'https://',
    ]) {
      const parsed = parseOutboundUrl(text, { allowHttp: false });
      expect(parsed, JSON.stringify(text)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('judges xn-- labels itself, whatever the Node version parser lets through', () => {
    for (const text of [
      'https://xn--.example.com/hook',
      'https://xn--a.example.com/hook',
      'https://xn--abc-.example.com/hook',
      'https://xn--99999999999.example.com/hook',
    ]) {
      expect(parseOutboundUrl(text, { allowHttp: false }), text).toEqual({
        ok: false,
        problem: 'invalid',
      });
    }
    for (const text of [
      'https://xn--mnchen-3ya.example.com/hook',
      'https://xn--d1acufc.example.com/hook',
      'https://łódź.example.com/hook',
    ]) {
      expect(parseOutboundUrl(text, { allowHttp: false }).ok, text).toBe(true);
    }
  });

  it('takes https only, without user name or password; http where allowed', () => {
    for (const text of [
      'http://example.com/',
      'ftp://example.com/',
      'file:///etc/passwd',
      'gopher://127.0.0.1/',
      'https://user:pw@example.com/',
      'https://user@example.com/',
      'not-a-url',
      'javascript:alert(1)',
    ]) {
      expect(parseOutboundUrl(text, { allowHttp: false }), text).toEqual({
        ok: false,
        problem: 'https_only',
      });
    }
    expect(parseOutboundUrl('http://example.com/', { allowHttp: true }).ok).toBe(true);
    const parsed = parseOutboundUrl('HTTPS://Example.COM:8443/a?b#c', { allowHttp: false });
    expect(parsed.ok && parsed.url.host).toBe('example.com:8443');
  });
});

describe('outbound addresses: the check and the request', () => {
  it('refuses every form of a private address, and connects to none of them', async () => {
    fakeDns(PRIVATE_NAMES);
    for (const host of PRIVATE_HOSTS) {
      const checked = await checkOutboundAddress(`https://${host}:${P}/hook`, GUARD);
      expect(checked, host).toEqual({ ok: false, problem: 'not_public' });
    }
    expect(await checkOutboundAddress(`https://no-such-host.invalid:${P}/`, GUARD)).toEqual({
      ok: false,
      problem: 'not_resolvable',
    });
    expect(recorder.connections).toEqual([]);
  });

  it('connects to the address checked, not to what the name resolves to afterwards', async () => {
    // The check sees 127.0.0.1 (allowed here, as in tests); the name then "moves" elsewhere.
    let answer = ['127.0.0.1'];
    const fake = fakeDns({ 'rebinding.ssrf.test': () => answer });
    const received: string[] = [];
    const server = http.createServer((request, response) => {
      received.push(String(request.headers.host));
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const checked = await checkOutboundAddress(`http://rebinding.ssrf.test:${String(port)}/`, {
        allowPrivate: true,
        allowHttp: true,
      });
      if (!checked.ok) throw new Error(checked.problem);
      answer = ['10.255.255.1'];
      const result = await postPinned(checked.url, checked.target, {
        headers: { 'content-type': 'text/plain' },
        body: 'x',
        signal: AbortSignal.timeout(5000),
      });
      expect(result).toEqual({ statusCode: 200, error: null });
      expect(received).toEqual([`rebinding.ssrf.test:${String(port)}`]);
      // Looked up once, by the check: the request asked no one.
      expect(fake.asked.get('rebinding.ssrf.test')).toBe(1);
    } finally {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    }
  });

  it('never follows a redirect', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(307, { location: `http://127.0.0.1:${P}/inside` }).end('moved');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const checked = await checkOutboundAddress(`http://127.0.0.1:${String(port)}/`, {
        allowPrivate: true,
        allowHttp: true,
      });
      if (!checked.ok) throw new Error(checked.problem);
      const result = await postPinned(checked.url, checked.target, {
        headers: {},
        body: '{}',
        signal: AbortSignal.timeout(5000),
      });
      expect(result).toEqual({ statusCode: 307, error: 'HTTP 307 moved' });
      expect(recorder.connections).toEqual([]);
    } finally {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    }
  });
});
