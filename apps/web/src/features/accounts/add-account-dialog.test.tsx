// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployeeCreateResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { fakeServer, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { AddAccountDialog } from './add-account-dialog.tsx';

setUpComponentTests();

const CREATED: EmployeeCreateResponse = {
  id: 5,
  user: {
    id: 15,
    first_name: 'Anna',
    last_name: 'Nowak',
    email: 'anna@firma.pl',
    phone: null,
    role: 'Magazynier',
    is_active: false,
  },
  company: 1,
  ownership: 'secondary',
  activation_channel: 'email',
};

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAddAccount() {
  renderRoutes(
    [
      { path: '/profile/addAccount', element: <AddAccountDialog /> },
      { path: '/profileManagement', element: <Where /> },
    ],
    { path: '/profile/addAccount' },
  );
}

const phoneField = () => screen.getByLabelText('Phone (optional)');
const emailField = () => screen.getByLabelText('E-mail (optional)');

async function expectError(field: HTMLElement, text: string) {
  await waitFor(() => {
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
  const helperId = field.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(helperId)?.textContent).toBe(text);
}

describe('AddAccountDialog', () => {
  it('checks names, phone and e-mail with the spec keys before sending anything', async () => {
    const calls = fakeServer({});
    const user = userEvent.setup();
    renderAddAccount();

    expect(phoneField()).toHaveProperty('value', '+48');
    expect(screen.getByLabelText('Role')).toHaveProperty('value', 'Magazynier');
    const submit = screen.getByRole('button', { name: 'Create account' });

    await user.click(submit);
    await expectError(screen.getByLabelText('First name'), 'This field is required.');
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    // '+48' alone is no phone: one of e-mail and phone is needed for the activation link.
    await expectError(emailField(), 'Enter an e-mail address or a phone number.');

    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Last name'), 'Nowak');

    await user.type(phoneField(), ' 600 100 200');
    await user.click(submit);
    await expectError(phoneField(), 'Spaces are not allowed.');

    await user.clear(phoneField());
    await user.type(phoneField(), '48600100200');
    await user.click(submit);
    await expectError(phoneField(), 'Start with the country prefix, e.g. +48.');

    await user.clear(phoneField());
    await user.type(phoneField(), '+0600100200');
    await user.click(submit);
    await expectError(phoneField(), 'Start with the country prefix, e.g. +48.');

    await user.clear(phoneField());
    await user.type(phoneField(), '+4812');
    await user.click(submit);
    await expectError(phoneField(), 'The phone number needs 5 to 16 digits after the +.');

    await user.clear(phoneField());
    await user.type(phoneField(), '+48123456789012345');
    await user.click(submit);
    await expectError(phoneField(), 'The phone number needs 5 to 16 digits after the +.');

    await user.clear(phoneField());
    await user.type(phoneField(), '+48');
    await user.type(emailField(), 'anna@firma.company');
    await user.click(submit);
    await expectError(emailField(), 'Enter a valid e-mail address.');
    expect(phoneField().getAttribute('aria-invalid')).toBe('false');

    expect(calls).toEqual([]);
  });

  it('sends +48 alone as an empty phone and says where the activation link went', async () => {
    const calls = fakeServer({
      'POST /company/api/v1/employee/': { status: 201, body: CREATED },
    });
    const user = userEvent.setup();
    renderAddAccount();

    await user.type(screen.getByLabelText('First name'), ' Anna ');
    await user.type(screen.getByLabelText('Last name'), 'Nowak');
    await user.type(emailField(), 'anna@firma.pl');
    await user.type(screen.getByLabelText('Inspecto linking token (optional)'), 'INS-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const success = await screen.findByRole('dialog', { name: 'Account created' });
    expect(
      within(success).getByText(
        'An activation link has been sent to the e-mail address anna@firma.pl.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: {
        first_name: 'Anna',
        last_name: 'Nowak',
        phone: '',
        email: 'anna@firma.pl',
        role: 'Magazynier',
        inspecto_linking_token: 'INS-42',
      },
    });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('at /profileManagement?tab=accounts')).toBeTruthy();
  });

  it('names the phone when there is no e-mail, and reports a refused creation', async () => {
    fakeServer({
      'POST /company/api/v1/employee/': (() => {
        let isFirst = true;
        return () => {
          if (isFirst) {
            isFirst = false;
            return { status: 400, body: { user: { phone: ['phone_taken'] } } };
          }
          return {
            status: 201,
            body: {
              ...CREATED,
              user: { ...CREATED.user, email: null, phone: '+48600100200', role: 'Kierowca' },
              activation_channel: 'sms',
            },
          };
        };
      })(),
    });
    const user = userEvent.setup();
    renderAddAccount();

    await user.type(screen.getByLabelText('First name'), 'Jan');
    await user.type(screen.getByLabelText('Last name'), 'Kowalski');
    await user.type(phoneField(), '600100200');
    await user.selectOptions(screen.getByLabelText('Role'), 'Kierowca');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const failure = await screen.findByRole('alertdialog', { name: 'Account creation failed' });
    expect(within(failure).getByText('This phone number is already in use.')).toBeTruthy();
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    await expectError(phoneField(), 'This phone number is already in use.');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const success = await screen.findByRole('dialog', { name: 'Account created' });
    expect(
      within(success).getByText(
        'An activation link has been sent by SMS to the phone number +48600100200.',
      ),
    ).toBeTruthy();
  });
});
