// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { fakeServer, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { SignupPage } from './signup-page.tsx';

setUpComponentTests();

const TOKEN = 'Abc_def-123456789012345678901234567890123';
const READ = `GET /auth/api/v1/invitation-signup/${TOKEN}/`;
const SIGN_UP = `POST /auth/api/v1/invitation-signup/${TOKEN}/`;

const INVITATION = {
  email: 'biuro@gamma.pl',
  inviter_name: 'Alfa Trans',
  company: {
    name: 'Gamma Spedycja',
    vies: 'PL5260250274',
    address: 'ul. Polna 5',
    zip_code: '31-000',
    town: 'Kraków',
    country: 'PL',
    phone: '+48601222333',
    vat_group: '',
  },
};

function renderSignup(path: string) {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/signup/:id', element: <SignupPage /> },
      { path: '/login', element: <p>sign in</p> },
    ],
    { path },
  );
}

const valueOf = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('signup page', () => {
  it('starts from what the invitation knows and registers through it', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      [READ]: { status: 200, body: INVITATION },
      [SIGN_UP]: { status: 201, body: { detail: 'account_created' } },
    });
    const view = renderSignup(`/signup/${TOKEN}`);

    expect(await screen.findByText(/^Alfa Trans invites your company to TransitDocs/)).toBeTruthy();
    expect(valueOf(/^E-mail/)).toBe('biuro@gamma.pl');
    expect(valueOf(/^Company name/)).toBe('Gamma Spedycja');
    expect(valueOf(/^Tax number/)).toBe('5260250274');
    expect(valueOf(/^City/)).toBe('Kraków');
    expect(valueOf(/^Street and number/)).toBe('ul. Polna 5');

    await user.type(screen.getByLabelText(/^First name/), 'Ewa');
    await user.type(screen.getByLabelText(/^Last name/), 'Gamma');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret123!');
    await user.click(screen.getByLabelText(/terms of service/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText(
        'Your company is registered and connected with Alfa Trans. You can sign in now.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => `${call.method} ${call.path}` === SIGN_UP)?.body).toMatchObject({
      email: 'biuro@gamma.pl',
      first_name: 'Ewa',
      company: { name: 'Gamma Spedycja', vies: 'PL5260250274', town: 'Kraków' },
    });
    expect(calls.some((call) => call.path === '/auth/api/v1/admin-user/')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('falls back to the plain signup with the reason for a used or unknown link', async () => {
    fakeServer({
      [READ]: { status: 400, body: { token: ['invitation_link_invalid'] } },
    });
    renderSignup(`/signup/${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is not valid or has already been used. You can register your company without it.',
    );
    expect(valueOf(/^E-mail/)).toBe('');
    expect(valueOf(/^Company name/)).toBe('');
    expect(screen.queryByText(/invites your company/)).toBeNull();
  });

  it('says the reason in Polish too', async () => {
    fakeServer({
      [READ]: { status: 400, body: { token: ['invitation_link_invalid'] } },
    });
    await changeLanguage('pl');
    renderSignup(`/signup/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ten link z zaproszeniem jest nieprawidłowy lub został już użyty. Możesz zarejestrować firmę bez niego.',
    );
  });
});
