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

function renderLogin() {
  return renderRoutes(
    [
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/documents', element: <p>documents list</p> },
    ],
    { path: '/login' },
  );
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
});
