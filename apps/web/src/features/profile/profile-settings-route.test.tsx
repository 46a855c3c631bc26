// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileSettings } from '@transitdocs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { NAMESPACES } from '../../i18n/resources.ts';
import {
  DISPATCHER,
  fakeServer,
  OWNER,
  renderRoutes,
  setUpComponentTests,
} from '../../test-support/index.ts';
import { ProfileSettingsRoute } from './profile-settings-route.tsx';

setUpComponentTests();

const SETTINGS: ProfileSettings = {
  default_document: 'NONE',
  is_auto_accept_notifications: false,
  is_auto_send_links: true,
  alert_types: [
    { id: 1, message: 'Delay', default: true },
    { id: 2, message: 'Ramp closed', default: false },
  ],
  csv_upload_settings: {
    separator: 'semicolon',
    mapping: {},
    useNipWhenContractorMissing: false,
    useMyCompanyWhenCarrierMissing: false,
    useMyCompanyWhenReceiverMissing: false,
    useMyCompanyWhenSenderMissing: false,
    shareTransitToDriversNumber: false,
    dateOptions: { format: 'dmY', separator: '.' },
  },
  report_settings: {},
};

const LOADS = {
  'GET /auth/api/v1/profile/settings/': { status: 200, body: SETTINGS },
  'GET /company/api/v1/document-types/': { status: 200, body: ['CMR', 'WZ'] },
  'GET /company/api/v1/company-report-settings/': {
    status: 200,
    body: { columns: [{ key: 'sender', name: 'Nadawca' }], available: [] },
  },
};

function renderSettings(ownership: 'primary' | 'secondary') {
  renderRoutes(
    [
      { path: '/profile/settings/*', element: <ProfileSettingsRoute /> },
      { path: '/documents', element: <p>documents</p> },
    ],
    { path: '/profile/settings', user: ownership === 'primary' ? OWNER : DISPATCHER },
  );
}

beforeAll(() => {
  // A namespace without texts counts as not loaded (the screen would wait); the shared ones may be absent.
  for (const namespace of NAMESPACES) {
    if (!translator.hasMessages('en-GB', namespace)) {
      translator.addMessages('en-GB', namespace, {});
    }
  }
});

describe('ProfileSettingsRoute', () => {
  it('lets a non-primary user change the PIN and save only the default document', async () => {
    const calls = fakeServer({
      ...LOADS,
      'POST /auth/api/v1/update-pin/': { status: 400, body: { old_pin: ['wrong_pin'] } },
      'PATCH /auth/api/v1/profile/settings/': {
        status: 200,
        body: { ...SETTINGS, default_document: 'CMR' },
      },
    });
    const user = userEvent.setup();
    renderSettings('secondary');

    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Anna');
    expect(screen.queryByLabelText('Company phone')).toBeNull();
    // Only this device's web push (every user has it); the company's switches are the primary's.
    expect(screen.getAllByRole('switch')).toEqual([
      screen.getByRole('switch', { name: 'Notifications on this device' }),
    ]);

    await user.type(screen.getByLabelText(/^Current PIN/), '12a345');
    expect(screen.getByLabelText(/^Current PIN/)).toHaveProperty('value', '1234');
    await user.type(screen.getByLabelText(/^New PIN/), '5678');
    await user.type(screen.getByLabelText(/^Confirm PIN/), '5678');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const failure = await screen.findByRole('alertdialog');
    expect(within(failure).getByText('PIN update failed')).toBeTruthy();
    await user.click(within(failure).getByRole('button'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(calls.find((call) => call.path === '/auth/api/v1/update-pin/')?.body).toEqual({
      old_pin: '1234',
      new_pin: '5678',
      confirm_pin: '5678',
    });

    const select = await screen.findByLabelText('Default document');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['NONE', 'CMR']);
    await user.selectOptions(select, 'CMR');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Profile settings saved');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ default_document: 'CMR' });
  });

  it('asks for the account password instead of the old PIN once the PIN is locked', async () => {
    let locked = true;
    const calls = fakeServer({
      ...LOADS,
      'POST /auth/api/v1/update-pin/': () =>
        locked
          ? { status: 400, body: { old_pin: ['pin_locked'] } }
          : { status: 200, body: { detail: 'pin_updated' } },
    });
    const user = userEvent.setup();
    renderSettings('secondary');

    await user.type(screen.getByLabelText(/^Current PIN/), '1234');
    await user.type(screen.getByLabelText(/^New PIN/), '5678');
    await user.type(screen.getByLabelText(/^Confirm PIN/), '5678');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const failure = await screen.findByRole('alertdialog');
    await user.click(within(failure).getByRole('button'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(screen.queryByLabelText(/^Current PIN/)).toBeNull();
    locked = false;
    const pinForm = screen.getByRole('form', { name: 'PIN code' });
    await user.type(within(pinForm).getByLabelText(/^Current password/), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.path === '/auth/api/v1/update-pin/')).toHaveLength(2);
    });
    expect(calls.filter((call) => call.path === '/auth/api/v1/update-pin/')[1]?.body).toEqual({
      password: 'Secret123!',
      new_pin: '5678',
      confirm_pin: '5678',
    });
  });

  it('shows the primary account the switch and the alert types, without the PIN block', async () => {
    const calls = fakeServer({
      ...LOADS,
      'PATCH /auth/api/v1/profile/settings/': { status: 200, body: SETTINGS },
    });
    const user = userEvent.setup();
    renderSettings('primary');

    expect(screen.queryByLabelText(/^Current PIN/)).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByLabelText('Company phone')).toHaveProperty('value', '+48221234567');

    expect(await screen.findByText('Delay')).toBeTruthy();
    expect(screen.getByLabelText(/^Custom alert type 1/)).toHaveProperty('value', 'Ramp closed');
    await user.click(screen.getByRole('button', { name: 'Add alert type' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/^Custom alert type 2/).getAttribute('aria-invalid')).toBe(
        'true',
      );
    });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText(/^Custom alert type 2/), 'Border queue');
    await user.click(screen.getByRole('switch', { name: 'Accept notifications automatically' }));
    // The CSV import settings sit beside them (spec 3 §6) and are saved with them.
    const csv = screen.getByRole('group', { name: 'CSV import settings' });
    await user.click(
      within(csv).getByRole('switch', { name: 'Use my company when the sender is missing' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Profile settings saved');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      default_document: 'NONE',
      is_auto_accept_notifications: true,
      is_auto_send_links: true,
      alert_types: [
        { id: 1, message: 'Delay', default: true },
        { id: 2, message: 'Ramp closed', default: false },
        { message: 'Border queue', default: false },
      ],
      csv_upload_settings: {
        ...SETTINGS.csv_upload_settings,
        encoding: 'auto',
        useMyCompanyWhenSenderMissing: true,
      },
    });
  });

  it("opens the company's report settings from the profile", async () => {
    fakeServer(LOADS);
    const user = userEvent.setup();
    renderSettings('primary');
    const open = await screen.findByRole('button', { name: 'Report settings' });
    await waitFor(() => {
      expect(open.hasAttribute('disabled')).toBe(false);
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('Nadawca')).toBeTruthy();
  });

  it('lets the primary account switch off the links sent by themselves, with what it does', async () => {
    const calls = fakeServer({
      ...LOADS,
      'PATCH /auth/api/v1/profile/settings/': {
        status: 200,
        body: { ...SETTINGS, is_auto_send_links: false },
      },
    });
    const user = userEvent.setup();
    renderSettings('primary');

    const name = 'Send transit links to contractors outside TransitDocs automatically';
    const toggle = await screen.findByRole('switch', { name });
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle.getAttribute('aria-describedby')).toBe('profile-is_auto_send_links-hint');
    expect(document.getElementById('profile-is_auto_send_links-hint')?.textContent).toContain(
      'by e-mail, or by SMS',
    );
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Profile settings saved');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      is_auto_send_links: false,
    });
  });

  it('changes the password and confirms it with a snackbar', async () => {
    const calls = fakeServer({
      ...LOADS,
      'PATCH /auth/api/v1/password-change/': { status: 200, body: { detail: 'password_changed' } },
    });
    const user = userEvent.setup();
    renderSettings('primary');

    await user.type(screen.getByLabelText(/^Current password/), 'Old-pass1');
    await user.type(screen.getByLabelText(/^New password/), 'New-pass1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
    });
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-pass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/auth/api/v1/password-change/')?.body).toEqual({
      old_password: 'Old-pass1',
      new_password: 'New-pass1',
      confirm_password: 'New-pass1',
    });
  });

  it('asks before sending a PIN reminder and reports the result', async () => {
    fakeServer({
      ...LOADS,
      'POST /auth/api/v1/remind-pin/': { status: 200, body: { detail: 'pin_sent' } },
    });
    const user = userEvent.setup();
    renderSettings('secondary');

    await user.click(screen.getByRole('button', { name: 'Remind PIN' }));
    await user.click(await screen.findByRole('button', { name: 'Send PIN' }));
    expect(
      await screen.findByText(
        'A new PIN has been sent to your e-mail address or, if you have none, by SMS.',
      ),
    ).toBeTruthy();
  });
});
