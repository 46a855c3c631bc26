import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './instances.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

/**
 * The proxy itself, against two small upstreams that report what reached them: turn taking,
 * streamed bodies, hop-by-hop headers, forwarding headers, WebSocket-style upgrades, a dead
 * upstream. Needs no database; the cluster suites rely on these properties.
 */
type Upstream = { name: string; url: string; server: http.Server };

async function startUpstream(name: string): Promise<Upstream> {
  const server = http.createServer((request, response) => {
    const hash = createHash('sha256');
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      hash.update(chunk);
    });
    request.on('end', () => {
      if (request.url === '/stream') {
        // No Content-Length: the answer goes out chunked, piece by piece.
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        let sent = 0;
        const piece = Buffer.alloc(64 * 1024, name);
        const more = () => {
          while (sent < 40) {
            sent += 1;
            if (!response.write(piece)) {
              response.once('drain', more);
              return;
            }
          }
          response.end();
        };
        more();
        return;
      }
      response.setHeader('connection', 'keep-alive, x-upstream-private');
      response.setHeader('x-upstream-private', 'hop');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          upstream: name,
          method: request.method,
          url: request.url,
          headers: request.headers,
          size,
          sha256: hash.digest('hex'),
        }),
      );
    });
  });
  // An upgrade answered 101, then an echo that names the upstream.
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket) => {
    if (request.headers['x-refuse'] === 'yes') {
      socket.end(
        'HTTP/1.1 401 Unauthorized\r\ncontent-length: 6\r\nconnection: close\r\n\r\nnope!\n',
      );
      return;
    }
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nupgrade: echo\r\nconnection: Upgrade\r\n\r\n',
    );
    socket.on('data', (chunk: Buffer) => socket.write(`${name}:${chunk.toString('utf8')}`));
    // An upgraded socket is left half-open by the HTTP server: close it when the peer does.
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { name, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

type Echo = {
  upstream: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  size: number;
  sha256: string;
};

/** A raw upgrade through the proxy: the status line and the first echoed message. */
function upgradeThrough(
  proxy: RoundRobinProxy,
  headers: Record<string, string> = {},
): Promise<{ head: string; echo: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    let buffer = '';
    let head = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      if (!head) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        head = buffer.slice(0, end);
        buffer = buffer.slice(end + 4);
        if (!head.startsWith('HTTP/1.1 101')) {
          socket.destroy();
          resolve({ head, echo: buffer });
          return;
        }
        socket.write('hello');
      }
      if (buffer.endsWith('hello')) {
        socket.destroy();
        resolve({ head, echo: buffer });
      }
    });
    socket.write(
      'GET /socket HTTP/1.1\r\nhost: example.test\r\nconnection: Upgrade\r\nupgrade: echo\r\n' +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        '\r\n',
    );
  });
}

describe('round-robin proxy', () => {
  const upstreams: Upstream[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    upstreams.push(await startUpstream('a'), await startUpstream('b'));
    proxy = await startRoundRobinProxy(upstreams.map((upstream) => upstream.url));
  });

  afterAll(async () => {
    await proxy.close();
    for (const upstream of upstreams) {
      upstream.server.closeAllConnections();
      await new Promise((resolve) => {
        upstream.server.close(resolve);
      });
    }
  });

  it('gives each request to the next upstream in turn and counts them', async () => {
    const before = upstreams.map((upstream) => proxy.requestsTo(upstream.url));
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${proxy.url}/turn?i=${i}`);
      const echo = (await response.json()) as Echo;
      seen.push(echo.upstream);
      expect(echo.url).toBe(`/turn?i=${i}`);
    }
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
    expect(
      upstreams.map((upstream, i) => proxy.requestsTo(upstream.url) - (before[i] ?? 0)),
    ).toEqual([2, 2]);
  });

  it('streams request and response bodies', async () => {
    const body = randomBytes(5 * 1024 * 1024);
    const response = await fetch(`${proxy.url}/upload`, { method: 'POST', body });
    const echo = (await response.json()) as Echo;
    expect(echo.size).toBe(body.length);
    expect(echo.sha256).toBe(createHash('sha256').update(body).digest('hex'));

    const streamed = await fetch(`${proxy.url}/stream`);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await streamed.arrayBuffer()).byteLength).toBe(40 * 64 * 1024);
  });

  it('drops hop-by-hop headers both ways and tells the upstream who asked', async () => {
    const response = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const request = http.request(`${proxy.url}/headers`, {
          headers: {
            host: 'transitdocs.example',
            connection: 'keep-alive, x-secret',
            'x-secret': 'only for the proxy',
            'keep-alive': 'timeout=5',
            'proxy-authorization': 'Basic c2VjcmV0',
            te: 'trailers',
            'x-forwarded-for': '203.0.113.7',
            'x-end-to-end': 'kept',
          },
        });
        request.on('response', (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => {
            body += chunk.toString('utf8');
          });
          answer.on('end', () => {
            resolve({ headers: answer.headers, body });
          });
        });
        request.on('error', reject);
        request.end();
      },
    );
    const echo = JSON.parse(response.body) as Echo;
    expect(echo.headers['x-secret']).toBeUndefined();
    expect(echo.headers['proxy-authorization']).toBeUndefined();
    expect(echo.headers.te).toBeUndefined();
    expect(echo.headers['x-end-to-end']).toBe('kept');
    expect(echo.headers.host).toBe('transitdocs.example');
    expect(echo.headers['x-forwarded-host']).toBe('transitdocs.example');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    // The upstream's own connection-scoped header stays between it and the proxy.
    expect(response.headers['x-upstream-private']).toBeUndefined();
  });

  it('passes upgrades through to the next upstream, and a refused one as answered', async () => {
    const first = await upgradeThrough(proxy);
    const second = await upgradeThrough(proxy);
    expect(first.head).toMatch(/^HTTP\/1\.1 101/);
    expect([first.echo, second.echo].sort()).toEqual(['a:hello', 'b:hello']);
    const refused = await upgradeThrough(proxy, { 'x-refuse': 'yes' });
    expect(refused.head).toMatch(/^HTTP\/1\.1 401/);
    expect(refused.echo).toBe('nope!\n');
    const stats = proxy.stats();
    expect(upstreams.reduce((sum, upstream) => sum + (stats[upstream.url]?.upgrades ?? 0), 0)).toBe(
      3,
    );
  });

  it('answers 502 for an upstream that is gone and counts it', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const alone = await startRoundRobinProxy([dead]);
    try {
      const response = await fetch(`${alone.url}/anything`);
      expect(response.status).toBe(502);
      expect(alone.stats()[dead]).toEqual({ requests: 1, upgrades: 0, errors: 1 });
    } finally {
      await alone.close();
    }
  });
});
