// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn } from '../../app/guards.tsx';
import { getSession } from '../../app/session-store.ts';
import { fakeServer, OWNER, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { LoginPage } from './login-page.tsx';

setUpComponentTests();

const LOGIN = 'POST /auth/api/v1/login/';

const SIGNED_IN = {
  status: 200,
  body: { token: 'a'.repeat(40), expires_at: '2099-01-01T00:00:00Z', user: OWNER },
};

function renderLogin(path = '/login') {
  const login = (
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>
  );
  return renderRoutes(
    [
      { path: '/login', element: login },
      // As routes.tsx has them: no guard, the page lands a signed-in user itself.
      { path: '/login/:id', element: <LoginPage /> },
      { path: '/login/:id/:uid/:token', element: <LoginPage /> },
      { path: '/documents', element: <p>documents list</p> },
      { path: '/documents/:id', element: <p>transit page</p> },
      { path: '/clients/notifications', element: <p>invitations</p> },
    ],
    { path },
  );
}

async function signInAs(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^E-mail or phone/), 'demo@transitdocs.test');
  await user.type(screen.getByLabelText('Password'), 'Demo123!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it("shows the domain's required-field errors under both fields and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = fakeServer({});
    renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail or phone/));
    expect(calls).toEqual([]);
    // After a first submit the errors follow the typing.
    await user.type(screen.getByLabelText(/^E-mail or phone/), 'demo@transitdocs.test');
    await expect.poll(() => screen.queryAllByText('This field is required.').length).toBe(1);
  });

  it("shows the server's refusal above the form", async () => {
    const user = userEvent.setup();
    fakeServer({
      [LOGIN]: { status: 400, body: { non_field_errors: ['wrong_login_or_password'] } },
    });
    renderLogin();

    await user.type(await screen.findByLabelText(/^E-mail or phone/), 'demo@transitdocs.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password.');
    expect(getSession().token).toBeNull();
  });

  it('signs in, keeps the session and opens the documents', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      [LOGIN]: {
        status: 200,
        body: { token: 'a'.repeat(40), expires_at: '2099-01-01T00:00:00Z', user: OWNER },
      },
    });
    const view = renderLogin();

    await user.type(await screen.findByLabelText(/^E-mail or phone/), ' demo@transitdocs.test ');
    await user.type(screen.getByLabelText('Password'), 'Demo123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('documents list')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/documents');
    expect(getSession().token).toBe('a'.repeat(40));
    expect(calls.find((call) => `${call.method} ${call.path}` === LOGIN)?.body).toMatchObject({
      password: 'Demo123!',
    });
  });

  it('lands on the invitation /login/{id} names, asked with the new session', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      [LOGIN]: SIGNED_IN,
      'GET /company/api/v1/landing/inv-5/': {
        status: 200,
        body: { kind: 'invitation', invitation_id: 5 },
      },
    });
    const view = renderLogin('/login/inv-5');
    await signInAs(user);

    expect(await screen.findByText('invitations')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/clients/notifications');
    expect(getSession().token).toBe('a'.repeat(40));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /company/api/v1/landing/inv-5/',
    );
  });

  it('lands on the transit /login/{id} names', async () => {
    const user = userEvent.setup();
    fakeServer({
      [LOGIN]: SIGNED_IN,
      'GET /company/api/v1/landing/tr-9/': {
        status: 200,
        body: { kind: 'transit', transit_id: 9 },
      },
    });
    const view = renderLogin('/login/tr-9');
    await signInAs(user);

    expect(await screen.findByText('transit page')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/documents/9');
  });

  it('says so when /login/{id} names nothing the user may see, then goes on plainly', async () => {
    const user = userEvent.setup();
    fakeServer({
      [LOGIN]: SIGNED_IN,
      'GET /company/api/v1/landing/tr-77/': {
        status: 400,
        body: { id: ['landing_not_found'] },
      },
    });
    const view = renderLogin('/login/tr-77');
    await signInAs(user);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not lead to anything you can open. Sign in to continue.',
    );
    expect(getSession().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('documents list')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/documents');
    expect(getSession().token).toBe('a'.repeat(40));
  });

  it('sets the password with the reset parameters first, then signs in and lands', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /auth/api/v1/reset-password/dWlk/tok123/': { status: 200, body: { purpose: 'reset' } },
      'POST /auth/api/v1/reset-password/': { status: 200, body: { detail: 'password_changed' } },
      [LOGIN]: SIGNED_IN,
      'GET /company/api/v1/landing/inv-5/': {
        status: 200,
        body: { kind: 'invitation', invitation_id: 5 },
      },
    });
    renderLogin('/login/inv-5/dWlk/tok123');

    await user.type(await screen.findByLabelText(/^New password/), 'Changed456#');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Changed456#');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(calls.find((call) => call.path === '/auth/api/v1/reset-password/')?.body).toMatchObject({
      uid: 'dWlk',
      token: 'tok123',
      password: 'Changed456#',
    });

    expect(await screen.findByText('You can sign in with your new password now.')).toBeTruthy();
    await signInAs(user);
    expect(await screen.findByText('invitations')).toBeTruthy();
  });

  it('lands someone already signed in straight where /login/{id} leads', async () => {
    const calls = fakeServer({
      'GET /company/api/v1/landing/tr-9/': {
        status: 200,
        body: { kind: 'transit', transit_id: 9 },
      },
    });
    const view = renderRoutes(
      [
        { path: '/login/:id', element: <LoginPage /> },
        { path: '/documents/:id', element: <p>transit page</p> },
      ],
      { path: '/login/tr-9', user: OWNER, token: 'b'.repeat(40) },
    );
    expect(await screen.findByText('transit page')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/documents/9');
    expect(calls.map((call) => call.path)).toContain('/company/api/v1/landing/tr-9/');
  });
});
