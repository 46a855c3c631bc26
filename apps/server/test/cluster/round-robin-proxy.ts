import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream';

/**
 * A reverse proxy for tests and benchmarks: what a load balancer in front of several instances
 * does, small enough to read. Each HTTP request and each WebSocket upgrade goes to the next
 * upstream in turn (no stickiness, on purpose: a session, an upload or a socket must work on
 * whichever instance it lands). Bodies stream both ways; upstream connections are kept alive.
 */
export type RoundRobinProxy = {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** The upstreams now in turn (base URLs); the next request goes to the following one. */
  upstreams(): readonly string[];
  /** Replaces the upstreams (a benchmark switches between one and two instances). */
  setUpstreams(urls: readonly string[]): void;
  /** What each upstream was given, by base URL (every upstream ever set). */
  stats(): Record<string, UpstreamStats>;
  /** Requests (HTTP and upgrades) one upstream was given. */
  requestsTo(url: string): number;
  close(): Promise<void>;
};

export type UpstreamStats = {
  /** HTTP requests forwarded (a retried one counts once) */
  requests: number;
  /** WebSocket (or other) upgrades forwarded */
  upgrades: number;
  /** requests or upgrades answered 502 because the upstream failed */
  errors: number;
};

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, so a proxy drops them and
 * sets its own; `proxy-connection` is the obsolete variant some clients still send.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
]);

type Headers = http.IncomingHttpHeaders | http.OutgoingHttpHeaders;

/** The headers minus hop-by-hop ones, including those the Connection header names. */
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    (headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const result: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    result[name] = value;
  }
  return result;
}

function headerText(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * What the upstream is told about the client: X-Forwarded-For gains the peer's address (the
 * server trusts one hop with TRUST_PROXY=1, so its attempt limits count the real client),
 * X-Forwarded-Proto and -Host say what the client asked for. Host itself is kept, as nginx's
 * `proxy_set_header Host $host` does.
 */
function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers = endToEnd(request.headers);
  const peer = request.socket.remoteAddress ?? '';
  const earlier = headerText(request.headers, 'x-forwarded-for');
  headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
  headers['x-forwarded-proto'] = headerText(request.headers, 'x-forwarded-proto') ?? 'http';
  const host = headerText(request.headers, 'host');
  if (host !== undefined && headers['x-forwarded-host'] === undefined) {
    headers['x-forwarded-host'] = host;
  }
  return headers;
}

/** A request that can be sent again: idempotent and without a body to replay. */
function replayable(request: http.IncomingMessage): boolean {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? '')) return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] === undefined && (!length || length === '0');
}

/** The status line and headers of an upstream answer, as raw HTTP/1.1 for a bare socket. */
function rawHead(response: http.IncomingMessage): string {
  let head = `HTTP/1.1 ${response.statusCode ?? 502} ${response.statusMessage ?? ''}\r\n`;
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) head += `${raw[i] ?? ''}: ${raw[i + 1] ?? ''}\r\n`;
  return `${head}\r\n`;
}

export async function startRoundRobinProxy(
  initialUpstreams: readonly string[] = [],
): Promise<RoundRobinProxy> {
  let upstreams: URL[] = [];
  let turn = 0;
  const stats = new Map<string, UpstreamStats>();
  // One keep-alive agent per upstream: connections to it are reused across client requests
  // (as nginx's `keepalive` does), so the instances are not measured setting up TCP connections.
  const agents = new Map<string, http.Agent>();
  const tunnels = new Set<Duplex>();

  const statsOf = (origin: string): UpstreamStats => {
    let entry = stats.get(origin);
    if (!entry) {
      entry = { requests: 0, upgrades: 0, errors: 0 };
      stats.set(origin, entry);
    }
    return entry;
  };
  const agentOf = (origin: string): http.Agent => {
    let agent = agents.get(origin);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxFreeSockets: 64 });
      agents.set(origin, agent);
    }
    return agent;
  };
  const setUpstreams = (urls: readonly string[]) => {
    upstreams = urls.map((url) => new URL(url));
    turn = 0;
    for (const url of upstreams) statsOf(url.origin);
  };
  /** The next upstream in turn; null when there is none. */
  const nextUpstream = (): URL | null => {
    if (upstreams.length === 0) return null;
    const upstream = upstreams[turn % upstreams.length] ?? null;
    turn = (turn + 1) % upstreams.length;
    return upstream;
  };
  setUpstreams(initialUpstreams);

  const badGateway = (response: http.ServerResponse, reason: string) => {
    if (response.headersSent) {
      // Part of the answer is out: only cutting the connection tells the client it is incomplete.
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`bad gateway: ${reason}\n`);
  };

  const forward = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    upstream: URL,
    attempt: number,
  ) => {
    const outgoing = http.request({
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
      agent: agentOf(upstream.origin),
    });
    outgoing.on('response', (answer) => {
      const headers = endToEnd(answer.headers);
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      // pipeline destroys the upstream answer when the client goes away mid-body, and ends
      // the client's answer when the upstream's ends.
      pipeline(answer, response, () => undefined);
    });
    let clientGone = false;
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the upstream closed just as it was reused: Node's advice is to
      // send such a request again, which is only safe without a body to replay.
      if (
        attempt === 0 &&
        outgoing.reusedSocket &&
        error.code === 'ECONNRESET' &&
        replayable(request)
      ) {
        forward(request, response, upstream, attempt + 1);
        return;
      }
      // A request the client gave up on (a prefetch cancelled, a page left) is no upstream error.
      if (clientGone) return;
      statsOf(upstream.origin).errors += 1;
      badGateway(response, error.code ?? error.message);
    });
    // The client went away before its answer ended: stop the upstream request too.
    response.on('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      outgoing.destroy();
    });
    if (attempt === 0) {
      // pipe, not pipeline: an upstream failure must not destroy the client's request (and
      // with it the client's connection) before the 502 or the retry is answered.
      request.pipe(outgoing);
      request.on('error', () => outgoing.destroy());
    } else {
      outgoing.end();
    }
  };

  const server = http.createServer((request, response) => {
    const upstream = nextUpstream();
    if (!upstream) {
      badGateway(response, 'no upstream');
      return;
    }
    statsOf(upstream.origin).requests += 1;
    forward(request, response, upstream, 0);
  });

  // WebSocket: the upgrade request goes to the next upstream with its Connection/Upgrade
  // headers (hop-by-hop, yet they are the point here); once the upstream answers 101 the two
  // sockets are piped to each other until either side closes.
  server.on('upgrade', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const upstream = nextUpstream();
    if (!upstream) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n');
      return;
    }
    const entry = statsOf(upstream.origin);
    entry.upgrades += 1;
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    client.on('error', () => client.destroy());
    const headers = forwardedHeaders(request);
    headers.connection = 'Upgrade';
    headers.upgrade = headerText(request.headers, 'upgrade') ?? 'websocket';
    const outgoing = http.request({
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers,
      // A connection of its own: the upgraded socket leaves HTTP and never returns to a pool.
      agent: false,
    });
    let upgraded = false;
    outgoing.on('upgrade', (answer: http.IncomingMessage, socket: Socket, upstreamHead: Buffer) => {
      upgraded = true;
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
      socket.setNoDelay(true);
      client.write(rawHead(answer));
      if (upstreamHead.length > 0) client.write(upstreamHead);
      // Bytes the client sent after its upgrade request belong to the upstream.
      if (head.length > 0) socket.write(head);
      const closeBoth = () => {
        socket.destroy();
        client.destroy();
      };
      socket.on('error', closeBoth);
      client.on('error', closeBoth);
      socket.on('close', () => client.destroy());
      client.on('close', () => socket.destroy());
      socket.pipe(client);
      client.pipe(socket);
    });
    // The upstream refused the upgrade (a 401 for a bad token, say): pass its answer on as is.
    outgoing.on('response', (answer) => {
      client.write(rawHead(answer));
      answer.pipe(client);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      entry.errors += 1;
      client.end(
        `HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-type: text/plain\r\n\r\n` +
          `bad gateway: ${error.code ?? error.message}\n`,
      );
    });
    // The client gave up before the upstream answered: the upstream request goes too.
    client.on('close', () => {
      if (!upgraded) outgoing.destroy();
    });
    outgoing.end();
  });

  // Idle client connections stay open longer than the clients' own idle timeouts (undici: 4 s),
  // so a client never sends on a connection the proxy is just closing.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    upstreams: () => upstreams.map((url) => url.origin),
    setUpstreams,
    stats: () => Object.fromEntries([...stats].map(([origin, entry]) => [origin, { ...entry }])),
    requestsTo: (url) => {
      const entry = stats.get(new URL(url).origin);
      return entry ? entry.requests + entry.upgrades : 0;
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      server.closeAllConnections();
      for (const tunnel of tunnels) tunnel.destroy();
      for (const agent of agents.values()) agent.destroy();
      await closed;
    },
  };
}
