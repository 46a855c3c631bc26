import { vi } from 'vitest';

export type Call = { method: string; path: string; body: unknown };
export type Answer = { status: number; body: unknown };

/** Stubs `fetch` with answers by `METHOD path` (a function answers any query of a path). */
export function mockServer(answers: Record<string, Answer | ((path: string) => Answer)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const [base = ''] = path.split('?');
    const entry = answers[`${method} ${path}`] ?? answers[`${method} ${base}`];
    const answer =
      typeof entry === 'function'
        ? entry(path)
        : (entry ?? { status: 404, body: { detail: 'not_found' } });
    return Promise.resolve(
      new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

export function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
