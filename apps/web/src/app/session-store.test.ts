// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearSession } from './session-store.ts';

describe('clearSession', () => {
  it('drops the token and every remembered list state, keeping the language', () => {
    const remembered = {
      token: 'abc',
      user: '{}',
      expires_at: '2026-12-01T00:00:00Z',
      qsDocumentsAll: '?page=2',
      transits: '[]',
      savedQsDocumentsAll7: 'cipher',
      'listFilters:clients': '{"name":"Trans"}',
      language: 'pl',
    };
    for (const [key, value] of Object.entries(remembered)) localStorage.setItem(key, value);
    clearSession();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
