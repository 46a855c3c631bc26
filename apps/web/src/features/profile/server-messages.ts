import { ApiError, NETWORK_ERROR } from '../../api/http.ts';

/** Every message of a failed call, field-keyed ones included, for a result dialog to list. */
export function collectServerMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [NETWORK_ERROR];
  const messages = [...new Set(error.allMessages())];
  return messages.length > 0 ? messages : ['server_error'];
}
