// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { loadIdentity } from '../share-link/link-identity.ts';
import { HandoverPage } from './handover-page.tsx';

setUpComponentTests();

const CLAIM = 'POST /company/api/v1/handover/';
const TOKEN = 'a'.repeat(43);
const OPENED = {
  status: 200,
  body: {
    token: TOKEN,
    transit: 7,
    document: 70,
    receiver: 201,
    expires_at: '2030-01-01T10:15:00Z',
  },
};

/** The receiver names himself on the same screen as the code. */
async function identify(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^First name/), 'Jan');
  await user.type(screen.getByLabelText(/^Last name/), 'Kowalski');
  await user.type(screen.getByLabelText(/^Company name/), 'Hurtownia Kowalski');
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/h/:code?', element: <HandoverPage /> },
      { path: '/share/:token/:documentId/sign', element: <p>sign page</p> },
    ],
    { path },
  ).router;
}

describe('the short-code page', () => {
  it('opens the receiver link from a typed code, remembers who he is for it and lands on signing', async () => {
    const calls = fakeServer({ [CLAIM]: OPENED });
    const router = renderPage('/h');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code from the driver'), 'abcd 2345');
    await identify(user);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('sign page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/share/${TOKEN}/70/sign`);
    expect(calls[0]?.body).toEqual({ code: 'abcd 2345' });
    // The link's page finds the identity and asks nothing more.
    expect(await loadIdentity(TOKEN)).toEqual({
      first_name: 'Jan',
      last_name: 'Kowalski',
      company_name: 'Hurtownia Kowalski',
    });
  });

  it('fills in the code of the QR code address and opens nothing before the receiver names himself', async () => {
    const calls = fakeServer({ [CLAIM]: OPENED });
    const router = renderPage('/h/ABCD2345');
    const user = userEvent.setup();
    expect((await screen.findByLabelText<HTMLInputElement>('Code from the driver')).value).toBe(
      'ABCD2345',
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true');
    });
    expect(calls).toHaveLength(0);
    await identify(user);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('sign page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/share/${TOKEN}/70/sign`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code: 'ABCD2345' });
  });

  it('says a used, expired or wrong code in words and stays', async () => {
    let answer = { status: 410, body: { code: ['handover_used'] } };
    fakeServer({ [CLAIM]: () => answer });
    const router = renderPage('/h/ABCD2345');
    const user = userEvent.setup();
    await identify(user);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText(
        'This hand-over code has already been used. Ask the driver for a new one.',
      ),
    ).toBeTruthy();
    const field = screen.getByLabelText('Code from the driver');
    answer = { status: 410, body: { code: ['handover_expired'] } };
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('This hand-over code has expired. Ask the driver for a new one.'),
    ).toBeTruthy();
    answer = { status: 429, body: { detail: ['too_many_attempts'] } } as never;
    await user.clear(field);
    await user.type(field, 'ZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Too many attempts. Wait a moment and try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/h/ABCD2345');
  });

  it('asks for a code before calling the server', async () => {
    const calls = fakeServer({ [CLAIM]: OPENED });
    renderPage('/h');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Code from the driver').getAttribute('aria-invalid')).toBe(
        'true',
      );
    });
    expect(calls).toHaveLength(0);
  });
});
