/**
 * The address a client gives the server to call (a webhook endpoint, a web-push endpoint), read
 * the one way it is read everywhere after: the WHATWG URL parser. The text is checked, stored as
 * given, and parsed again with the same parser before each request, so what was checked is what
 * is connected to.
 */

import { isWellFormedAceLabel } from './punycode-label.ts';

/** Why an address is refused before its host is looked at. */
export type OutboundUrlProblem =
  /** the parser refuses it (a port over 65535, an unclosed bracket, a bad escape, ...) */
  | 'invalid'
  /** not `https://` (nor `http://` where allowed), or it carries a user name or password */
  | 'https_only';

export type ParsedOutboundUrl = { ok: true; url: URL } | { ok: false; problem: OutboundUrlProblem };

/**
 * Spaces and control characters are refused outright: the parser would drop tabs and line
 * breaks silently, and a stored address should read as what is called.
 */
const UNPRINTABLE = /[^!-~\u00a0-\uffff]/;

export function parseOutboundUrl(text: string, options: { allowHttp: boolean }): ParsedOutboundUrl {
  if (UNPRINTABLE.test(text)) return { ok: false, problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: /^https?:/i.test(text) ? 'invalid' : 'https_only' };
  }
  const schemeOk = url.protocol === 'https:' || (options.allowHttp && url.protocol === 'http:');
  if (!schemeOk || url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'https_only' };
  }
  if (url.hostname === '' || !url.hostname.split('.').every(isWellFormedAceLabel)) {
    return { ok: false, problem: 'invalid' };
  }
  return { ok: true, url };
}
