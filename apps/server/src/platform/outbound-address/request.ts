import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './resolve.ts';

/**
 * A `lookup` for one request that answers the address already checked, whatever the name would
 * resolve to now: the connection goes where the check looked (no second DNS answer, so no DNS
 * rebinding). TLS still verifies the certificate against the host name of the URL.
 */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

export type PinnedAnswer = {
  /** null when no answer came (refused connection, TLS error, time limit) */
  statusCode: number | null;
  /** null on a 2xx answer; else what went wrong, with the first characters of the answer */
  error: string | null;
};

export type PinnedPost = {
  headers: Record<string, string>;
  body: string | Buffer;
  signal: AbortSignal;
};

/** How much of an answer is read (for the log); the rest is dropped. */
const ANSWER_KEEP = 300;

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * One POST to `url` connected to `target` (the address its host was checked to have). A redirect
 * is an answer like any other non-2xx: it is never followed, so an endpoint cannot send the
 * server on to an address that was not checked.
 */
export function postPinned(
  url: URL,
  target: ResolvedAddress,
  request: PinnedPost,
): Promise<PinnedAnswer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers['content-length'] = String(Buffer.byteLength(request.body));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      url,
      { method: 'POST', headers, lookup: pinnedLookup(target), signal: request.signal },
      (response) => {
        let kept = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (kept.length < ANSWER_KEEP) kept += chunk.slice(0, ANSWER_KEEP - kept.length);
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            statusCode: status,
            error: status >= 200 && status < 300 ? null : `HTTP ${String(status)} ${kept}`.trim(),
          });
        });
        response.on('error', (error) => {
          resolve({ statusCode: response.statusCode ?? null, error: describe(error) });
        });
      },
    );
    outgoing.on('error', (error) => {
      resolve({ statusCode: null, error: describe(error) });
    });
    outgoing.end(request.body);
  });
}
