import type { z } from 'zod';
import { toAcceptLanguage } from '@transitdocs/domain';
import { currentLanguage } from '../i18n/i18n.ts';
import { ApiError, errorOfAnswer, NETWORK_ERROR, parseAnswer, SERVER_ERROR } from './api-error.ts';
import { applyCredentials, SESSION, type Credentials, type SignedRequest } from './credentials.ts';

export { ApiError, EDITED_BY_SOMEONE_ELSE, NETWORK_ERROR, SERVER_ERROR } from './api-error.ts';
export {
  deviceCredentials,
  linkCredentials,
  PUBLIC,
  SESSION,
  type Credentials,
} from './credentials.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** FormData goes as multipart (the browser sets the boundary); anything else as JSON. */
  body?: unknown;
  /** The version the change starts from; the server refuses it (409) when the record moved on. */
  ifMatch?: string | undefined;
  /** Who the call speaks for; the signed-in user unless said otherwise. */
  credentials?: Credentials;
  /** Further headers, e.g. Action-location. */
  headers?: Record<string, string>;
  /**
   * A create's `Idempotency-Key`: one per user action (`newIdempotencyKey`), so the server makes
   * the thing once however often the request arrives. A send that got no answer at all is sent
   * again once with it.
   */
  idempotencyKey?: string;
};

/** Sends of a create that got no answer, the first included. */
const IDEMPOTENT_SENDS = 2;

/** A new `Idempotency-Key`, for one user action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A check of an answer's body: the value it stands for, or what is wrong with it. */
export type AnswerCheck<T> = (
  body: unknown,
) => { ok: true; value: T } | { ok: false; problems: readonly unknown[] };

export type JsonRequestOptions<T> = RequestOptions & {
  /** zod schema the answer is checked against */
  schema?: z.ZodType<T>;
  /** or another check (the share-link landing's, which does without zod) */
  check?: AnswerCheck<T>;
};

/**
 * The request as it goes out: language, Accept, the JSON or multipart body and the credentials.
 * Exposed for uploads that need XMLHttpRequest's progress events.
 */
export function prepareRequest(path: string, options: RequestOptions = {}): SignedRequest {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': toAcceptLanguage(currentLanguage()),
    ...options.headers,
  });
  let body: FormData | string | null = null;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (options.ifMatch !== undefined) headers.set('If-Match', `"${options.ifMatch}"`);
  if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
  return applyCredentials(options.credentials ?? SESSION, path, headers, body);
}

/** Turns a failed answer into the `ApiError` it stands for, applying its effect on the session. */
export function failureOf(request: SignedRequest, status: number, text: string): ApiError {
  const error = errorOfAnswer(status, parseAnswer(text));
  request.onFailure(error);
  return error;
}

/**
 * Sends a request and answers the successful response. No answer at all (offline, server down)
 * throws `ApiError` 0 `network_error`; a failed answer throws its `ApiError`.
 */
export async function apiSend(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const request = prepareRequest(path, options);
  // Without a key a lost answer may hide a done create: only a keyed one is sent again.
  const sends = options.idempotencyKey === undefined ? 1 : IDEMPOTENT_SENDS;
  let response: Response | undefined;
  for (let send = 0; send < sends && !response; send++) {
    try {
      response = await fetch(request.url, {
        method,
        headers: request.headers,
        body: request.body,
      });
    } catch {
      // no answer: sent again while sends are left
    }
  }
  if (!response) throw new ApiError(0, { non_field_errors: [NETWORK_ERROR] });
  if (!response.ok) throw failureOf(request, response.status, await response.text());
  return response;
}

/** An answer that is not what the contract says: logged, and shown as a server error. */
export function unexpectedAnswer(
  method: HttpMethod,
  path: string,
  status: number,
  problems: readonly unknown[],
): ApiError {
  console.error(`Unexpected answer of ${method} ${path.split('?')[0] ?? ''}`, problems);
  return new ApiError(status, { non_field_errors: [SERVER_ERROR] });
}

/** Checks a parsed answer with the schema or check of `options`; none passes it as it is. */
export function checkAnswer<T>(
  method: HttpMethod,
  path: string,
  status: number,
  body: unknown,
  options: JsonRequestOptions<T>,
): T {
  if (options.schema) {
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) throw unexpectedAnswer(method, path, status, parsed.error.issues);
    return parsed.data;
  }
  if (options.check) {
    const read = options.check(body);
    if (!read.ok) throw unexpectedAnswer(method, path, status, read.problems);
    return read.value;
  }
  return body as T;
}

/**
 * Calls the API and answers the JSON body, checked against `schema` (or `check`) when one is
 * given; 204 or an empty body gives `undefined`. Failures throw `ApiError`.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: JsonRequestOptions<T> = {},
): Promise<T> {
  const response = await apiSend(method, path, options);
  const body = parseAnswer(await response.text());
  if (response.status === 204 || body === undefined) return undefined as T;
  return checkAnswer(method, path, response.status, body, options);
}

/** A file the API answered with, named by its `gt-file-name` header when it has one. */
export type ApiFile = { blob: Blob; fileName: string };

/** Calls the API for a file; the server sends its name URL-encoded in `nameHeader`. */
export async function apiFile(
  method: HttpMethod,
  path: string,
  fallbackName: string,
  options: RequestOptions & { nameHeader?: string } = {},
): Promise<ApiFile> {
  const response = await apiSend(method, path, options);
  const header = response.headers.get(options.nameHeader ?? 'gt-file-name');
  let fileName = fallbackName;
  if (header) {
    try {
      fileName = decodeURIComponent(header);
    } catch {
      fileName = header;
    }
  }
  return { blob: await response.blob(), fileName };
}
