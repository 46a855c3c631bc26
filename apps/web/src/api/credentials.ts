import { reportBlockedAccount } from '../app/blocked-account.ts';
import { clearSession, getSession } from '../app/session-store.ts';
import type { ApiError } from './api-error.ts';

/**
 * Who a request speaks for, and so what it carries:
 * - `session`: the signed-in user (`Authorization: Token …`);
 * - `link`: a share-link holder (`?token=…`, never the session's header: a signed-in browser
 *   opening a link acts as the link, not as its user);
 * - `device`: an item of the phone's offline queue, sent for the signed-in user with the proof
 *   the phone's key signed when the item was made (the multipart `offline` field);
 * - `none`: a public call (document verification), which carries no identity at all.
 */
export type Credentials =
  | { kind: 'session' }
  | { kind: 'link'; token: string }
  | { kind: 'device'; proof: string | null }
  | { kind: 'none' };

export const SESSION: Credentials = { kind: 'session' };
export const PUBLIC: Credentials = { kind: 'none' };

export function linkCredentials(token: string): Credentials {
  return { kind: 'link', token };
}

export function deviceCredentials(proof: string | null): Credentials {
  return { kind: 'device', proof };
}

/** A request with its credentials applied, and what a failure of it does to the session. */
export type SignedRequest = {
  url: string;
  headers: Headers;
  body: FormData | string | null;
  /** Called with the error of a failed answer, before it is thrown. */
  onFailure: (error: ApiError) => void;
};

function withToken(url: string, token: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('token', token);
  return `${path}?${params.toString()}`;
}

/** Adds what `credentials` call for to a request about to be sent. */
export function applyCredentials(
  credentials: Credentials,
  url: string,
  headers: Headers,
  body: FormData | string | null,
): SignedRequest {
  if (credentials.kind === 'none') return { url, headers, body, onFailure: () => undefined };
  if (credentials.kind === 'link') {
    return { url: withToken(url, credentials.token), headers, body, onFailure: () => undefined };
  }
  if (credentials.kind === 'device' && credentials.proof !== null && body instanceof FormData) {
    body.append('offline', credentials.proof);
  }
  const sentToken = getSession().token;
  if (sentToken) headers.set('Authorization', `Token ${sentToken}`);
  return {
    url,
    headers,
    body,
    onFailure: (error) => {
      // The server no longer knows this session: the route guard sends the user to /login.
      if (error.status === 401 && sentToken !== null) clearSession();
      if (error.isInactiveUser()) reportBlockedAccount();
    },
  };
}
