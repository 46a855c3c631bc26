// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn } from '../../app/guards.tsx';
import { getSession } from '../../app/session-store.ts';
import { fakeServer, OWNER, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { SetPasswordPage } from './set-password-page.tsx';

const LINK = '/auth/api/v1/reset-password/MTI/abc-123/';

setUpComponentTests();

function routes() {
  return [
    {
      path: '/first-login/password-reset/:uid/:token',
      element: <SetPasswordPage mode="activation" />,
    },
    {
      path: '/login',
      element: (
        <RedirectIfSignedIn>
          <p>sign-in page</p>
        </RedirectIfSignedIn>
      ),
    },
    { path: '/documents', element: <p>documents list</p> },
  ];
}

describe('set password page', () => {
  it('ends the session of whoever else was signed in, so OK leads to the sign-in page', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      [`GET ${LINK}`]: { status: 200, body: { purpose: 'activation' } },
      'POST /auth/api/v1/reset-password/': { status: 200, body: { detail: 'password_changed' } },
      'POST /auth/api/v1/logout/': { status: 204 },
    });
    const view = renderRoutes(routes(), {
      path: '/first-login/password-reset/MTI/abc-123',
      user: OWNER,
    });

    await user.type(await screen.findByLabelText(/^New password/), 'Magazyn1!');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Magazyn1!');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(getSession().token).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /auth/api/v1/logout/');
  });
});
