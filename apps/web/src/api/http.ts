import type { z } from 'zod';
import { flattenFieldErrors, toAcceptLanguage, type FieldErrors } from '@transitdocs/domain';
import { reportBlockedAccount } from '../app/blocked-account.ts';
import { clearSession, getSession } from '../app/session-store.ts';
import { currentLanguage } from '../i18n/i18n.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Keys of the body that are not tied to one field of a form. */
const NON_FIELD_KEYS = new Set(['non_field_errors', 'detail', 'inactive_user']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: Record<string, unknown>): FieldErrors {
  const body: FieldErrors = {};
  for (const [key, entry] of Object.entries(value)) {
    if (Array.isArray(entry)) body[key] = entry.filter((m): m is string => typeof m === 'string');
    else if (typeof entry === 'string') body[key] = [entry];
    else if (isRecord(entry)) body[key] = toFieldErrors(entry);
  }
  return body;
}

/** A failed call: the HTTP status and the server's (DRF-style) body with translation keys. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field errors flattened to form paths: `{company: {nip: [...]}}` -> `company.nip`. */
  fieldErrors(): Record<string, string[]> {
    if (!isRecord(this.body)) return {};
    const fields = Object.fromEntries(
      Object.entries(this.body).filter(([key]) => !NON_FIELD_KEYS.has(key)),
    );
    const flat = flattenFieldErrors(toFieldErrors(fields));
    // A nested object's own non-field messages stay with its path (`company.non_field_errors`).
    return Object.fromEntries(Object.entries(flat).filter(([, messages]) => messages.length > 0));
  }

  /** Messages not tied to a field: `non_field_errors` and `detail`. */
  nonFieldErrors(): string[] {
    if (!isRecord(this.body)) return [];
    const messages: string[] = [];
    const nonField = this.body.non_field_errors;
    if (Array.isArray(nonField)) {
      messages.push(...nonField.filter((m): m is string => typeof m === 'string'));
    } else if (typeof nonField === 'string') {
      messages.push(nonField);
    }
    if (typeof this.body.detail === 'string') messages.push(this.body.detail);
    return messages;
  }

  /** Every message of the body, non-field ones first; for result dialogs. */
  allMessages(): string[] {
    return [...this.nonFieldErrors(), ...Object.values(this.fieldErrors()).flat()];
  }

  isInactiveUser(): boolean {
    return isRecord(this.body) && this.body.inactive_user === true;
  }

  /** The save was refused because the record changed since it was loaded (If-Match failed). */
  isEditConflict(): boolean {
    return (
      this.status === 409 && isRecord(this.body) && this.body.detail === EDITED_BY_SOMEONE_ELSE
    );
  }
}

/** The 409 detail of a save made from an outdated version: someone else saved in between. */
export const EDITED_BY_SOMEONE_ELSE = 'edited_by_someone_else';

/** Network failure (offline, server down): no HTTP answer at all. */
export const NETWORK_ERROR = 'network_error';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headers(hasBody: boolean, ifMatch: string | undefined): Headers {
  const result = new Headers({
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(currentLanguage()),
  });
  if (hasBody) result.set('Content-Type', 'application/json');
  // The version the change was made from: the server refuses it (409) when the record moved on.
  if (ifMatch !== undefined) result.set('If-Match', `"${ifMatch}"`);
  const { token } = getSession();
  if (token) result.set('Authorization', `Token ${token}`);
  return result;
}

/**
 * Calls the API with the session token and the interface language. Answers are checked against
 * `schema` when one is given; 204 gives `undefined`. Failures throw `ApiError`. `ifMatch` is the
 * version of the record the change starts from (sent as `If-Match: "<version>"`).
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: { body?: unknown; schema?: z.ZodType<T>; ifMatch?: string | undefined } = {},
): Promise<T> {
  const hasBody = options.body !== undefined;
  const sentToken = getSession().token;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headers(hasBody, options.ifMatch),
      body: hasBody ? JSON.stringify(options.body) : null,
    });
  } catch {
    throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      isRecord(body) ? body : { non_field_errors: ['server_error'] },
    );
    if (response.status === 401 && sentToken !== null) {
      // The server no longer knows this session: the route guard sends the user to /login.
      clearSession();
    }
    if (error.isInactiveUser()) reportBlockedAccount();
    throw error;
  }
  if (response.status === 204 || body === undefined) return undefined as T;
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer of ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, { non_field_errors: ['server_error'] });
  }
  return parsed.data;
}
