import { onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/** One request the app sent: the body is the parsed JSON or the FormData as sent. */
export type Call = { method: string; path: string; body: unknown };
/** What the fake server answers; 204 (or no body) answers without a body. */
export type Answer = { status: number; body?: unknown };
/** Answers from the request; throwing stands for a network failure (`fetch` rejects). */
export type AnswerFor = (call: Call, init: RequestInit) => Answer;
/** Answers by `"METHOD /path?query"`; a key without a query answers every query of that path. */
export type Answers = Record<string, Answer | AnswerFor>;

export const NOT_FOUND: Answer = { status: 404, body: { detail: 'not_found' } };

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function bodyOf(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return body;
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function toResponse({ status, body }: Answer): Response {
  const hasBody = status !== 204 && body !== undefined;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs `fetch` (the network boundary) with a server answering in the real API's shapes and
 * returns the calls it gets, in order. Requests nobody answers get 404 `{detail: 'not_found'}`,
 * e.g. the `GET /auth/api/v1/user/me/` the real SessionProvider sends at session start.
 * Undo it with `vi.unstubAllGlobals()`.
 */
export function fakeServer(answers: Answers | AnswerFor = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? (input instanceof Request ? input.method : 'GET');
    const call: Call = { method, path: pathOf(input), body: bodyOf(init.body) };
    calls.push(call);
    const [base = ''] = call.path.split('?');
    const entry =
      typeof answers === 'function'
        ? answers
        : (answers[`${method} ${call.path}`] ?? answers[`${method} ${base}`] ?? NOT_FOUND);
    try {
      return Promise.resolve(toResponse(typeof entry === 'function' ? entry(call, init) : entry));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError('Failed to fetch'));
    }
  });
  return calls;
}

/** A DRF page as the list endpoints answer it. */
export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** Sets what `navigator.onLine` answers (useOnline reads it), and TanStack Query's own flag. */
export function setOnline(isOnline: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  onlineManager.setOnline(isOnline);
}
