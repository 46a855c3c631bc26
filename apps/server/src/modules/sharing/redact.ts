/**
 * Share tokens are bearer secrets: request logs must never carry them. The path forms
 * (`/share/{token}`, `transit-token/{token}/`, `sign-document-token-signature/{token}/`) and any
 * `token` query parameter (share pages, the notifications WebSocket) are replaced.
 */
const TOKEN_IN_PATH =
  /(\/(?:share|transit-token|sign-document-token-signature)\/)([A-Za-z0-9_-]{16,})(?=[/?#]|$)/g;
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}
