import { resolveOutbound, type ResolvedAddress } from './resolve.ts';
import { parseOutboundUrl, type OutboundUrlProblem } from './url.ts';

/**
 * The one guard for every address a client makes the server call (webhook endpoints, web-push
 * endpoints) against server-side request forgery: `https://` only, the host resolved and every
 * address it has public, checked again before each request, the request connected to the address
 * checked, no redirect followed (docs/decisions/0092-one-outbound-address-guard.md).
 */
export { embeddedIpv4, isPublicAddress } from './ip.ts';
export { postPinned, pinnedLookup, type PinnedAnswer, type PinnedPost } from './request.ts';
export { resolveOutbound, type Resolution, type ResolvedAddress } from './resolve.ts';
export { parseOutboundUrl, type OutboundUrlProblem, type ParsedOutboundUrl } from './url.ts';

export type OutboundProblem = OutboundUrlProblem | 'not_public' | 'not_resolvable';

export type OutboundCheck =
  { ok: true; url: URL; target: ResolvedAddress } | { ok: false; problem: OutboundProblem };

export type OutboundOptions = {
  /** private and loopback addresses allowed (tests, closed networks) */
  allowPrivate: boolean;
  /** plain `http://` allowed besides `https://` */
  allowHttp: boolean;
};

/**
 * The whole check of one address as stored: parsed, then resolved. Run when the address is given
 * (a refusal is the client's field error) and again before every request (which then connects to
 * `target` through `postPinned`).
 */
export async function checkOutboundAddress(
  text: string,
  options: OutboundOptions,
): Promise<OutboundCheck> {
  const parsed = parseOutboundUrl(text, { allowHttp: options.allowHttp });
  if (!parsed.ok) return parsed;
  const resolved = await resolveOutbound(parsed.url, { allowPrivate: options.allowPrivate });
  if (!resolved.ok) return { ok: false, problem: resolved.reason };
  return { ok: true, url: parsed.url, target: resolved.target };
}

/**
 * `work`'s result, or null as soon as `signal` aborts (the work is left to end on its own): a
 * hard time limit over what takes no signal, such as the resolver's `dns.lookup`, so one limit
 * covers the lookup, connecting and the answer.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const abort = () => {
      resolve(null);
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
