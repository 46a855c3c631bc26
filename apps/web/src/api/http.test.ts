// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isAccountBlocked } from '../app/blocked-account.ts';
import { getSession, loadSession } from '../app/session-store.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { fakeServer, OWNER } from '../test-support/index.ts';
import { ApiError, apiRequest } from './http.ts';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
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
    localStorage.setItem('user', JSON.stringify(OWNER));
    loadSession();
    await changeLanguage('en-GB');
    let headers = new Headers();
    fakeServer({
      'GET /healthz': (_call, init) => {
        headers = new Headers(init.headers);
        return { status: 200, body: { status: 'ok' } };
      },
    });
    const result = await apiRequest('GET', '/healthz', {
      schema: z.object({ status: z.string() }),
    });
    expect(result).toEqual({ status: 'ok' });
    expect(headers.get('Authorization')).toBe('Token secret');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('drops a session the server no longer accepts', async () => {
    localStorage.setItem('token', 'old');
    fakeServer({
      'GET /auth/api/v1/user/me/': { status: 401, body: { detail: 'not_authenticated' } },
    });
    await expect(apiRequest('GET', '/auth/api/v1/user/me/')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('answers 204 with undefined and raises the blocked-account dialog on inactive_user', async () => {
    fakeServer({
      'POST /auth/api/v1/logout/': { status: 204 },
      'POST /auth/api/v1/login/': {
        status: 400,
        body: { non_field_errors: ['your_account_is_blocked'], inactive_user: true },
      },
    });
    await expect(apiRequest('POST', '/auth/api/v1/logout/')).resolves.toBeUndefined();
    await expect(
      apiRequest('POST', '/auth/api/v1/login/', { body: { login: 'a', password: 'b' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(isAccountBlocked()).toBe(true);
  });

  it('sends the version a change starts from as If-Match and knows the 409 it may answer', async () => {
    let ifMatch: string | null = null;
    fakeServer({
      'PATCH /company/api/v1/all-transit/5/': (_call, init) => {
        ifMatch = new Headers(init.headers).get('If-Match');
        return { status: 409, body: { detail: 'edited_by_someone_else' } };
      },
    });
    const error = await apiRequest('PATCH', '/company/api/v1/all-transit/5/', {
      body: {},
      ifMatch: 'v7',
    }).catch((e: unknown) => e);
    expect(ifMatch).toBe('"v7"');
    expect(error instanceof ApiError && error.isEditConflict()).toBe(true);
    expect(new ApiError(409, { detail: 'transit_finished' }).isEditConflict()).toBe(false);
  });

  it('turns a network failure into network_error', async () => {
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/healthz').catch((e: unknown) => e);
    expect(error instanceof ApiError && error.nonFieldErrors()).toEqual(['network_error']);
  });
});
