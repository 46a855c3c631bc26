import http from 'node:http';

export type GetAnswer = { ok: boolean; status: number; body: string };

/**
 * GET over node:http with a keep-alive pool of `sockets` connections. The load side shares the
 * machine with the server under test; undici's `fetch` costs several times the CPU per request
 * of a plain http.Agent, which the benchmark would otherwise charge to the server.
 */
export function keepAliveGet(sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const get = (url: string, headers: Record<string, string> = {}): Promise<GetAnswer> =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return {
    get,
    close: () => {
      agent.destroy();
    },
  };
}
