import type { z } from 'zod';
import { toAcceptLanguage } from '@transitdocs/domain';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { clearSession, getSession } from '../../app/session-store.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The headers every call carries; no Content-Type, so the browser sets the multipart boundary. */
export function sessionHeaders(): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(currentLanguage()),
  });
  const { token } = getSession();
  if (token) headers.set('Authorization', `Token ${token}`);
  return headers;
}

/** Sends a request, turning "no answer at all" into the same `ApiError` as `apiRequest`. */
export async function sendRequest(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
  }
}

/** Throws the `ApiError` of a failed answer (the DRF-style body, or `server_error`). */
export async function throwApiError(response: Response): Promise<never> {
  const body = parseJson(await response.text());
  if (response.status === 401 && getSession().token) clearSession();
  throw new ApiError(
    response.status,
    isRecord(body) ? body : { non_field_errors: ['server_error'] },
  );
}

/**
 * POSTs a multipart form (a CSV file and its options) and checks the JSON answer against
 * `schema`. `apiRequest` sends JSON only; this keeps its errors and session handling.
 */
export async function postMultipart<T>(
  path: string,
  form: FormData,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await sendRequest(path, {
    method: 'POST',
    headers: sessionHeaders(),
    body: form,
  });
  if (!response.ok) return throwApiError(response);
  const parsed = schema.safeParse(parseJson(await response.text()));
  if (!parsed.success) {
    console.error(`Unexpected answer of POST ${path}`, parsed.error.issues);
    throw new ApiError(response.status, { non_field_errors: ['server_error'] });
  }
  return parsed.data;
}

/**
 * Sends a JSON body with a method `apiRequest` does not offer (PUT) and checks the JSON answer.
 */
export async function sendJson<T>(
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const headers = sessionHeaders();
  headers.set('Content-Type', 'application/json');
  const response = await sendRequest(path, { method, headers, body: JSON.stringify(body) });
  if (!response.ok) return throwApiError(response);
  const parsed = schema.safeParse(parseJson(await response.text()));
  if (!parsed.success) {
    console.error(`Unexpected answer of ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, { non_field_errors: ['server_error'] });
  }
  return parsed.data;
}
