// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, OWNER, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { shareDialogRoutes } from './share-dialog-routes.tsx';

const API = '/company/api/v1';
const LINK_TOKEN = 'Made_link-0123456789abcdefghijklmnopqrstuvwx';
const TRANSIT = { [`GET ${API}/all-transit/7/`]: { status: 200, body: buildTransit({ id: 7 }) } };
const MADE = {
  [`POST ${API}/generate-token/`]: {
    status: 201,
    body: { id: LINK_TOKEN, expires_at: '2026-12-05T10:00:00Z' },
  },
};

setUpComponentTests();

/** The text under a field (its helper text), as a screen reader reads it with the field. */
function describedText(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function openDialog() {
  const user = userEvent.setup();
  renderRoutes(shareDialogRoutes, { path: '/documents/7/share/link', user: OWNER });
  const dialog = await screen.findByRole('dialog', { name: 'Share by link (as receiver)' });
  await screen.findByRole('radiogroup', { name: 'Which receiver' });
  return { user, dialog };
}

describe('the share-by-link dialog', () => {
  it('starts the phone with +48 and checks e-mail and phone under their fields before sending', async () => {
    const calls = fakeServer(TRANSIT);
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    const phone = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    expect(phone.value).toBe('+48');

    // A lone +48 is no phone: one of the two is needed.
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => {
      expect(describedText(email)).toContain('Enter an e-mail address or a phone number.');
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');

    // Each field is checked by the domain's rules when it is left.
    await user.type(email, 'odbior@example');
    await user.type(phone, '12');
    await waitFor(() => {
      expect(describedText(email)).toContain('Enter a valid e-mail address.');
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Carrier' }));
    await waitFor(() => {
      expect(describedText(phone)).toContain('needs 5 to 16 digits');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(describedText(email)).toContain('Enter a valid e-mail address.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Typing again drops the message of that field.
    await user.clear(phone);
    await user.type(phone, '600');
    expect(describedText(phone)).not.toContain('digits');
  });

  it('shows the made link with "Copy link" and a "Copied" tooltip for 2 seconds, then sends that link', async () => {
    const calls = fakeServer({
      ...TRANSIT,
      ...MADE,
      [`POST ${API}/send-token-email-sms/`]: { status: 200, body: { email: true, sms: false } },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Link' });
    const url = `${window.location.origin}/share/${LINK_TOKEN}`;
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Create link' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const copiedAt = Date.now();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Copied');
    await waitFor(
      () => {
        expect(screen.queryByRole('tooltip')).toBeNull();
      },
      { timeout: 4000 },
    );
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1900);

    // Sending by e-mail sends the link shown; no second link is made.
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog', { name: 'Shared successfully' });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      `${API}/generate-token/`,
      `${API}/send-token-email-sms/`,
    ]);
    expect(posts[1]?.body).toEqual({ token: LINK_TOKEN, email: 'a@example.com', phone: '' });
  });

  it('makes a new link when the party changes after one was made', async () => {
    const calls = fakeServer({ ...TRANSIT, ...MADE });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Link' });
    await user.click(within(dialog).getByRole('radio', { name: 'Carrier' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Link' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Link' });
    const made = calls.filter((call) => call.path === `${API}/generate-token/`);
    expect(made.map((call) => (call.body as { type: string }).type)).toEqual([
      'receiver',
      'carrier',
    ]);
  });

  it('makes a receiver link for one receiver, or for all of them', async () => {
    const calls = fakeServer({ ...TRANSIT, ...MADE });
    const { user, dialog } = await openDialog();
    const transit = buildTransit({ id: 7 });
    const receiverIds = transit.receivers.map((receiver) => receiver.id);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Link' });
    await user.click(within(dialog).getByRole('radio', { name: /^All receivers/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Link' });
    const made = calls.filter((call) => call.path === `${API}/generate-token/`);
    expect(made.map((call) => (call.body as { receiver: number | null }).receiver)).toEqual([
      receiverIds[0],
      null,
    ]);
  });

  it('shows a refused link in the dialog and a refused address under its field', async () => {
    let isRefused = true;
    fakeServer({
      ...TRANSIT,
      [`POST ${API}/generate-token/`]: () =>
        isRefused
          ? { status: 403, body: { detail: 'permission_denied' } }
          : { status: 201, body: { id: LINK_TOKEN, expires_at: '2026-12-05T10:00:00Z' } },
      [`POST ${API}/send-token-email-sms/`]: {
        status: 400,
        body: { phone: ['wrong_length_of_phone_number'] },
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Link' })).toBeNull();

    isRefused = false;
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '600100200');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const result = await screen.findByRole('alertdialog', { name: 'Sharing failed' });
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    // The link was made before the send was refused: it stays to copy, the refusal under the field.
    expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toBeTruthy();
    expect(describedText(phone)).toContain('needs 5 to 16 digits');
  });
});
