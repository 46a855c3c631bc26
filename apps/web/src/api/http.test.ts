// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isAccountBlocked } from '../app/blocked-account.ts';
import { getSession, loadSession } from '../app/session-store.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { ApiError, apiRequest } from './http.ts';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ApiError', () => {
  it('flattens nested field errors and keeps non-field ones apart', () => {
    const error = new ApiError(400, {
      email: ['email_taken'],
      company: { phone: ['phone_taken'], nip: ['nip_incorrect'] },
      non_field_errors: ['wrong_login_or_password'],
      detail: 'too_many_attempts',
    });
    expect(error.fieldErrors()).toEqual({
      email: ['email_taken'],
      'company.phone': ['phone_taken'],
      'company.nip': ['nip_incorrect'],
    });
    expect(error.nonFieldErrors()).toEqual(['wrong_login_or_password', 'too_many_attempts']);
  });
});

describe('apiRequest', () => {
  it('sends the token and the language (en for en-GB) and validates the answer', async () => {
    localStorage.setItem('token', 'secret');
    localStorage.setItem('expires_at', new Date(Date.now() + 60_000).toISOString());
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 1,
        first_name: 'Jan',
        last_name: 'Nowak',
        email: 'jan@example.com',
        phone: null,
        role: 'Admin',
        avatar: null,
        language: 'pl',
        is_active: true,
        has_pin: false,
        inspecto_linking_token: null,
        company: { id: 1, name: 'Firma', phone: null },
        employee_data: { id: 1, ownership: 'primary' },
      }),
    );
    loadSession();
    await changeLanguage('en-GB');
    fetchMock.mockResolvedValue(answer(200, { status: 'ok' }));
    const result = await apiRequest('GET', '/healthz', {
      schema: z.object({ status: z.string() }),
    });
    expect(result).toEqual({ status: 'ok' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Token secret');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('drops a session the server no longer accepts', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(answer(401, { detail: 'not_authenticated' }));
    await expect(apiRequest('GET', '/auth/api/v1/user/me/')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('answers 204 with undefined and raises the blocked-account dialog on inactive_user', async () => {
    fetchMock.mockResolvedValueOnce(answer(204));
    await expect(apiRequest('POST', '/auth/api/v1/logout/')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(
      answer(400, { non_field_errors: ['your_account_is_blocked'], inactive_user: true }),
    );
    await expect(
      apiRequest('POST', '/auth/api/v1/login/', { body: { login: 'a', password: 'b' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(isAccountBlocked()).toBe(true);
  });

  it('turns a network failure into network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/healthz').catch((e: unknown) => e);
    expect(error instanceof ApiError && error.nonFieldErrors()).toEqual(['network_error']);
  });
});
