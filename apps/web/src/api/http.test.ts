// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isAccountBlocked } from '../app/blocked-account.ts';
import { getSession, loadSession } from '../app/session-store.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { fakeServer, OWNER } from '../test-support/index.ts';
import { createApiKey } from './api-keys.ts';
import {
  ApiError,
  apiFile,
  apiRequest,
  deviceCredentials,
  linkCredentials,
  PUBLIC,
  SESSION,
} from './http.ts';

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

describe('credentials strategies', () => {
  function signIn(token: string) {
    localStorage.setItem('token', token);
    localStorage.setItem('expires_at', new Date(Date.now() + 60_000).toISOString());
    localStorage.setItem('user', JSON.stringify(OWNER));
    loadSession();
  }

  /** Records what each request carried, and answers them all with `answer`. */
  function recordingServer(answer: { status: number; body?: unknown }) {
    const sent: { path: string; headers: Headers; body: unknown }[] = [];
    fakeServer((call, init) => {
      sent.push({ path: call.path, headers: new Headers(init.headers), body: call.body });
      return answer;
    });
    return sent;
  }

  const refused = { status: 400, body: { code: ['code_invalid'], detail: 'too_many_attempts' } };

  it('session: the Authorization header, and a 401 ends the session', async () => {
    signIn('secret');
    const sent = recordingServer({ status: 401, body: { detail: 'not_authenticated' } });
    const error = await apiRequest('GET', '/x/', { credentials: SESSION }).catch((e: unknown) => e);
    expect(sent[0]?.headers.get('Authorization')).toBe('Token secret');
    expect(sent[0]?.path).toBe('/x/');
    expect(error instanceof ApiError && error.nonFieldErrors()).toEqual(['not_authenticated']);
    expect(getSession().token).toBeNull();
  });

  it('link: the token as ?token= after the query, never the session, which a 401 keeps', async () => {
    signIn('secret');
    const sent = recordingServer({ status: 401, body: { detail: 'link_expired' } });
    const error = await apiRequest('GET', '/t/?document=5', {
      credentials: linkCredentials('abc'),
    }).catch((e: unknown) => e);
    expect(sent[0]?.path).toBe('/t/?document=5&token=abc');
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    expect(error instanceof ApiError && error.nonFieldErrors()).toEqual(['link_expired']);
    expect(getSession().token).toBe('secret');
  });

  it('device: the session plus the proof the phone signed, in the multipart form', async () => {
    signIn('secret');
    const sent = recordingServer({ status: 201, body: {} });
    const form = new FormData();
    form.append('document', '7');
    await apiRequest('POST', '/sign/', { body: form, credentials: deviceCredentials('{"k":1}') });
    const body = sent[0]?.body;
    expect(sent[0]?.headers.get('Authorization')).toBe('Token secret');
    expect(body instanceof FormData && body.get('offline')).toBe('{"k":1}');
    expect(body instanceof FormData && body.get('document')).toBe('7');
    // Multipart: the browser writes the boundary itself.
    expect(sent[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('none: no identity at all, even when someone is signed in', async () => {
    signIn('secret');
    const sent = recordingServer({ status: 200, body: { ok: true } });
    await expect(apiRequest('GET', '/verify/1/', { credentials: PUBLIC })).resolves.toEqual({
      ok: true,
    });
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    expect(sent[0]?.path).toBe('/verify/1/');
  });

  it('maps a refusal to the same field-keyed errors whatever the credentials', async () => {
    signIn('secret');
    const strategies = [SESSION, linkCredentials('abc'), deviceCredentials(null), PUBLIC];
    for (const credentials of strategies) {
      recordingServer(refused);
      const error = await apiRequest('POST', '/x/', { body: {}, credentials }).catch(
        (e: unknown) => e,
      );
      expect(error instanceof ApiError && error.fieldErrors()).toEqual({ code: ['code_invalid'] });
      expect(error instanceof ApiError && error.nonFieldErrors()).toEqual(['too_many_attempts']);
    }
  });

  it('maps a non-JSON failure to server_error and no answer to network_error, for each', async () => {
    for (const credentials of [SESSION, linkCredentials('abc'), PUBLIC]) {
      fakeServer(() => ({ status: 502, body: '<html>bad gateway</html>' }));
      const failed = await apiRequest('GET', '/x/', { credentials }).catch((e: unknown) => e);
      expect(failed instanceof ApiError && [failed.status, ...failed.allMessages()]).toEqual([
        502,
        'server_error',
      ]);
      fakeServer(() => {
        throw new TypeError('Failed to fetch');
      });
      const offline = await apiRequest('GET', '/x/', { credentials }).catch((e: unknown) => e);
      expect(offline instanceof ApiError && [offline.status, ...offline.allMessages()]).toEqual([
        0,
        'network_error',
      ]);
    }
  });

  it('sends JSON with its Content-Type and answers a file with the name the server gave', async () => {
    let contentType: string | null = null;
    fakeServer({
      'POST /report/': (_call, init) => {
        contentType = new Headers(init.headers).get('Content-Type');
        return { status: 200, body: 'x' };
      },
    });
    const file = await apiFile('POST', '/report/', 'fallback.xlsx', { body: { a: 1 } });
    expect(contentType).toBe('application/json');
    expect(file.fileName).toBe('fallback.xlsx');
    expect(await file.blob.text()).toBe('"x"');
  });
});

describe('Idempotency-Key', () => {
  it('sends a keyed create again with the same key when no answer came', async () => {
    const keys: (string | null)[] = [];
    let sends = 0;
    fakeServer({
      'POST /company/api/v1/all-transit/': (_call, init) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        sends += 1;
        if (sends === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: 7 } };
      },
    });
    const created = await apiRequest('POST', '/company/api/v1/all-transit/', {
      body: { a: 1 },
      idempotencyKey: 'action-1',
    });
    expect(created).toEqual({ id: 7 });
    expect(keys).toEqual(['action-1', 'action-1']);
  });

  it('does not send an unkeyed request again', async () => {
    const calls = fakeServer({
      'POST /company/api/v1/all-transit/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(
      apiRequest('POST', '/company/api/v1/all-transit/', { body: { a: 1 } }),
    ).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);
  });

  it('gives each create (each user action) its own key', async () => {
    const keys: (string | null)[] = [];
    fakeServer({
      'POST /company/api/v1/api-keys/': (_call, init) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return {
          status: 201,
          body: {
            id: 1,
            name: 'ERP',
            scope: 'write',
            key_prefix: 'kkkk',
            created_at: '2030-01-01T00:00:00.000Z',
            created_by: null,
            last_used_at: null,
            revoked_at: null,
            key: 'k'.repeat(40),
          },
        };
      },
    });
    await createApiKey({ name: 'ERP', scope: 'write' });
    await createApiKey({ name: 'ERP', scope: 'write' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
