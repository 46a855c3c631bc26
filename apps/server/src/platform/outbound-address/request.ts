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
  /** ends the request at whatever stage (connecting, TLS, waiting for headers, reading) */
  signal: AbortSignal;
  /** what an attempt stopped by `signal` before any answer came records */
  onStop?: () => PinnedAnswer;
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
  const { signal } = request;
  const onStop = request.onStop ?? (() => ({ statusCode: null, error: 'stopped' }));
  return new Promise((resolve) => {
    // The outcome is the status once the headers came: a receiver that answered 2xx and then
    // trickles its body is not sent the event again. The body is read up to ANSWER_KEEP.
    let statusCode: number | null = null;
    let kept = '';
    const answered = (): PinnedAnswer => {
      const code = statusCode ?? 0;
      return {
        statusCode: code,
        error: code >= 200 && code < 300 ? null : `HTTP ${String(code)} ${kept}`.trim(),
      };
    };
    let outgoing: http.ClientRequest | null = null;
    /** Settles once; `complete` leaves the socket to the agent (the answer was read whole). */
    const finish = (answer: PinnedAnswer, complete = false) => {
      signal.removeEventListener('abort', abort);
      if (!complete) outgoing?.destroy();
      resolve(answer);
    };
    const abort = () => {
      finish(statusCode === null ? onStop() : answered());
    };
    outgoing = client.request(
      url,
      { method: 'POST', headers, lookup: pinnedLookup(target) },
      (response) => {
        statusCode = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          kept += chunk.slice(0, ANSWER_KEEP - kept.length);
          if (kept.length >= ANSWER_KEEP) finish(answered());
        });
        response.on('end', () => {
          finish(answered(), true);
        });
        response.on('error', () => {
          finish(answered());
        });
      },
    );
    outgoing.on('error', (error) => {
      finish(statusCode === null ? { statusCode: null, error: describe(error) } : answered());
    });
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    outgoing.end(request.body);
  });
}
