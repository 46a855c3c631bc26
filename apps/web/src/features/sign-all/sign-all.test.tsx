// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignAllStopsResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { drawOn, installCanvasStub } from '../signing/test-canvas.ts';
import { PASSED } from '../signing/test-signing.tsx';
import { LinkApiClient } from '../share-link/share-link-api.ts';
import { SignAllButtons } from './sign-all-buttons.tsx';

setUpComponentTests();

const STOPS = 'GET /company/api/v1/all-transit/42/sign-all/';
const PIN = 'POST /company/api/v1/sign-verification/pin/';
const SIGN_ALL = 'POST /company/api/v1/sign-all/';

const CARRIER_STOP: SignAllStopsResponse = {
  stops: [
    {
      slot: 'carrier',
      receiver_id: null,
      receiver_name: null,
      documents: [
        { id: 10, name: 'CMR 2026/000042', type: 4, file: false, version: '3' },
        { id: 11, name: 'WZ 2026/000042', type: 1, file: false, version: '5' },
      ],
    },
  ],
};

function renderButtons() {
  installCanvasStub();
  return renderRoutes(
    [{ path: '/documents/:id', element: <SignAllButtons transitId={42} carrierAs="driver" /> }],
    { path: '/documents/42', user: DISPATCHER },
  );
}

const callsTo = (calls: Call[], key: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === key);

describe('sign all', () => {
  it('walks list, one drawing, one PIN, then lists each document signed or why not', async () => {
    const calls = fakeServer({
      [STOPS]: { status: 200, body: CARRIER_STOP },
      [PIN]: { status: 200, body: PASSED('pin') },
      [SIGN_ALL]: {
        status: 200,
        body: {
          signed: 1,
          results: [
            { document: 10, name: 'CMR 2026/000042', signed: true, error: null, field: null },
            {
              document: 11,
              name: 'WZ 2026/000042',
              signed: false,
              error: 'document_changed_since_shown',
              field: null,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderButtons();
    await user.click(await screen.findByRole('button', { name: 'Sign all (2) – carrier' }));
    // 1. What will be signed, in order.
    const dialog = await screen.findByRole('dialog', { name: 'Sign 2 documents at once' });
    const list = within(dialog).getByRole('list', { name: 'Documents to sign' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.CMR 2026/000042', '2.WZ 2026/000042']);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // 2. One drawing: an empty pad is refused.
    await screen.findByRole('dialog', { name: 'Sign once for 2 documents' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The signature is empty. Sign in the box.',
    );
    await drawOn(screen.getByRole('img', { name: /signature/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // 3. One PIN (the carrier's box has no SMS choice).
    await screen.findByRole('dialog', { name: 'Confirm once' });
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign 2 documents' }));
    // 4. Each document's outcome, the refused one with its translated reason.
    const result = await screen.findByRole('dialog', { name: '1 of 2 documents signed' });
    expect(within(result).getByText('Signed')).toBeTruthy();
    expect(
      within(result).getByText(
        /^WZ 2026\/000042 could not be signed: .*changed after it was shown/,
      ),
    ).toBeTruthy();
    expect(callsTo(calls, PIN).map((call) => call.body)).toEqual([
      { document: 10, signed_by_type: 'driver', receiver_id: null, pin: '1234' },
    ]);
    const [sent] = callsTo(calls, SIGN_ALL);
    const form = sent?.body as FormData;
    expect(form.get('verification')).toBe('ver-pin-1');
    expect(form.get('transit')).toBe('42');
    expect(JSON.parse(form.get('items') as string)).toEqual([
      { document: 10, signed_by_type: 'driver', version: '3' },
      { document: 11, signed_by_type: 'driver', version: '5' },
    ]);
    expect(JSON.parse(form.get('signature_data') as string)).toMatchObject({ sign_method: 'pin' });
    expect(form.get('signature')).toBeInstanceOf(Blob);
  });

  it('a wrong PIN is shown and nothing is signed', async () => {
    const calls = fakeServer({
      [STOPS]: { status: 200, body: CARRIER_STOP },
      [PIN]: { status: 400, body: { pin: ['wrong_pin'] } },
    });
    const user = userEvent.setup();
    renderButtons();
    await user.click(await screen.findByRole('button', { name: 'Sign all (2) – carrier' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Sign once for 2 documents' });
    await drawOn(screen.getByRole('img', { name: /signature/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('PIN'), '9999');
    await user.click(screen.getByRole('button', { name: 'Sign 2 documents' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong PIN.');
    expect(callsTo(calls, SIGN_ALL)).toHaveLength(0);
  });

  it('offers nothing where the server lists no box of two or more documents', async () => {
    const calls = fakeServer({ [STOPS]: { status: 200, body: { stops: [] } } });
    renderButtons();
    await waitFor(() => {
      expect(callsTo(calls, STOPS)).toHaveLength(1);
    });
    expect(screen.queryByRole('button', { name: /Sign all/ })).toBeNull();
  });
  it("a share link's visitor: the link's code for the first document, his identity, no PIN", async () => {
    const base = '/company/api/v1/sign-document-token-signature/tok-1';
    const sender: SignAllStopsResponse = {
      stops: [{ ...CARRIER_STOP.stops[0], slot: 'sender' } as SignAllStopsResponse['stops'][0]],
    };
    const calls = fakeServer({
      [`GET ${base}/sign-all/`]: { status: 200, body: sender },
      [`POST ${base}/code/`]: {
        status: 200,
        body: { channel: 'sms', hint: '+48 *** *** 123', expires_at: '2026-11-21T10:05:00Z' },
      },
      [`POST ${base}/sign-all/`]: {
        status: 200,
        body: {
          signed: 2,
          results: [
            { document: 10, name: 'CMR 2026/000042', signed: true, error: null, field: null },
            { document: 11, name: 'WZ 2026/000042', signed: true, error: null, field: null },
          ],
        },
      },
    });
    installCanvasStub();
    const identity = { first_name: 'Ewa', last_name: 'Zając', company_name: 'Nadawca Alfa' };
    renderRoutes(
      [
        {
          path: '/share/:token',
          element: (
            <SignAllButtons
              transitId={42}
              carrierAs="carrier"
              link={{ api: new LinkApiClient('tok-1'), identity }}
            />
          ),
        },
      ],
      { path: '/share/tok-1' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign all (2) – sender' }));
    expect(screen.getByLabelText(/Your full name/)).toHaveProperty('value', 'Ewa Zając');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Sign once for 2 documents' });
    await drawOn(screen.getByRole('img', { name: /signature/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Confirm once' });
    expect(screen.queryByLabelText('PIN')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('SMS code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Sign 2 documents' }));
    await screen.findByRole('dialog', { name: '2 of 2 documents signed' });
    const [code] = calls.filter((call) => call.path.startsWith(`${base}/code/`));
    expect(code?.body).toEqual({ document: 10 });
    const [sent] = calls.filter(
      (call) => call.method === 'POST' && call.path.startsWith(`${base}/sign-all/`),
    );
    const form = sent?.body as FormData;
    expect(form.get('code')).toBe('246810');
    expect(form.get('first_name')).toBe('Ewa');
    expect(form.get('verification')).toBeNull();
    expect(JSON.parse(form.get('items') as string)).toEqual([
      { document: 10, signed_by_type: 'sender', version: '3' },
      { document: 11, signed_by_type: 'sender', version: '5' },
    ]);
  });
});
