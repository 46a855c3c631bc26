import net from 'node:net';

export type GetAnswer = { ok: boolean; status: number; body: string };

type Pending = {
  resolve: (answer: GetAnswer) => void;
  reject: (error: Error) => void;
};

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection answering one GET at a time. Written on a bare socket: the
 * load side shares the 2-core machine with the server under test, and node:http's client (or
 * undici's fetch, several times more) spends CPU per request that the benchmark would otherwise
 * take from the server. Bodies come with Content-Length or chunked, as Fastify sends them.
 */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  closed = false;

  constructor(host: string, port: number, onClose: () => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    const fail = (error: Error) => {
      if (this.closed) return;
      this.closed = true;
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
      onClose();
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => {
      fail(new Error('connection closed'));
    });
  }

  send(head: string): Promise<GetAnswer> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(head);
    });
  }

  destroy(): void {
    this.socket.destroy();
  }

  private parse(): void {
    const headerEnd = this.buffer.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const bodyStart = headerEnd + HEADER_END.length;
    let body: Buffer;
    let consumed: number;
    if (lengthMatch) {
      const length = Number(lengthMatch[1]);
      if (this.buffer.length < bodyStart + length) return;
      body = this.buffer.subarray(bodyStart, bodyStart + length);
      consumed = bodyStart + length;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const chunks: Buffer[] = [];
      let at = bodyStart;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffer.toString('latin1', at, lineEnd), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          consumed = lineEnd + 4;
          break;
        }
        chunks.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      body = Buffer.alloc(0);
      consumed = bodyStart;
    }
    // Decoded only when read: most benchmark requests never look at the body.
    const answer = {
      ok: status >= 200 && status < 300,
      status,
      get body() {
        return body.toString('utf8');
      },
    };
    this.buffer = this.buffer.subarray(consumed);
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(answer);
  }
}

/** GETs over at most `sockets` keep-alive connections, each carrying one request at a time. */
export function keepAliveGet(sockets: number) {
  const idle: Connection[] = [];
  const waiting: ((connection: Connection) => void)[] = [];
  let open = 0;

  const connect = (to: { host: string; port: number }): Connection => {
    open += 1;
    const connection = new Connection(to.host, to.port, () => {
      open -= 1;
      const index = idle.indexOf(connection);
      if (index >= 0) idle.splice(index, 1);
      // A request waiting for a connection gets a new one in place of the closed one.
      const next = waiting.shift();
      if (next) next(connect(to));
    });
    return connection;
  };
  const acquire = (to: { host: string; port: number }): Promise<Connection> => {
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    if (open < sockets) return Promise.resolve(connect(to));
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (connection: Connection) => {
    if (connection.closed) return;
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };

  const get = async (url: string, headers: Record<string, string> = {}): Promise<GetAnswer> => {
    const parsed = new URL(url);
    const head =
      `GET ${parsed.pathname}${parsed.search} HTTP/1.1\r\nhost: ${parsed.host}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';
    const connection = await acquire({
      host: parsed.hostname,
      port: Number(parsed.port || 80),
    });
    try {
      return await connection.send(head);
    } finally {
      release(connection);
    }
  };
  return {
    get,
    close: () => {
      for (const connection of idle.splice(0)) connection.destroy();
    },
  };
}
