// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentResponse, SharedTransitResponse } from '@transitdocs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  documentAnswersOf,
  fakeServer,
  receiverLink,
  renderRoutes,
  setUpComponentTests,
  transitActionsOf,
  type Call,
} from '../../test-support/index.ts';
import { buildDocument } from '../documents-modal/test-documents.ts';
import { drawOn, installCanvasStub } from '../signing/test-canvas.ts';
import { cmrDocument, RECEIVER_LIST } from '../signing/test-signing.tsx';
import { buildTransit } from '../transit-page/test-transit.ts';
import { identityKeyOf } from './link-identity.ts';
import { shareLinkRoutes } from './share-link-routes.tsx';

const TOKEN = 'Tok_en-0123456789abcdefghijklmnopqrstuvwxyzA';
const API = '/company/api/v1';
const TRANSIT_API = `${API}/transit-token/${TOKEN}/`;
const SIGN_API = `${API}/sign-document-token-signature/${TOKEN}/`;
const IDENTITY = { first_name: 'Ola', last_name: 'Nowak', company_name: 'Odbiór Sp. z o.o.' };
const RECEIVER_ONLY = {
  sign: { sender: false, receiver: true, carriers: { main: false } },
  remarks: { pickup: false, delivery: true },
};

/** What transit-token/ answers to a receiver's link: the rulebook's answers for that party. */
function shared(body: DocumentResponse): SharedTransitResponse {
  const transit = buildTransit({ id: 42, transit_number: 'TR/42' });
  const document = { ...body, ...documentAnswersOf(body, receiverLink()) };
  return {
    transit: { ...transit, actions: transitActionsOf(transit, receiverLink()) },
    document: [document],
    share: {
      type: 'receiver',
      receiver: null,
      company_name: 'Spedycja Alfa',
      expires_at: '2026-12-04T10:00:00Z',
    },
  };
}

setUpComponentTests();

beforeEach(async () => {
  localStorage.setItem(await identityKeyOf(TOKEN), JSON.stringify(IDENTITY));
});

describe('signing from a link', () => {
  it('offers only the link party box, sends the code, and signs with it and the identity', async () => {
    const document = shared(cmrDocument({ permissions: RECEIVER_ONLY })).document[0];
    const calls: Call[] = fakeServer({
      [`GET ${TRANSIT_API}`]: {
        status: 200,
        body: shared(cmrDocument({ permissions: RECEIVER_ONLY })),
      },
      [`GET ${API}/transit-token/42/receivers`]: { status: 200, body: [RECEIVER_LIST[1]] },
      [`POST ${SIGN_API}code/`]: {
        status: 200,
        body: { channel: 'email', hint: 'o***@example.com', expires_at: '2026-11-21T10:05:00Z' },
      },
      [`POST ${SIGN_API}`]: (call) => {
        const form = call.body as FormData;
        return form.get('code') === '123456'
          ? { status: 200, body: document }
          : { status: 400, body: { code: ['code_invalid'] } };
      },
    });
    installCanvasStub();
    const user = userEvent.setup();
    renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}/10/sign` });

    // The other parties' boxes are read-only: the signature given, or whose side signs there.
    const carrierBox = await screen.findByRole('group', {
      name: "Carrier's signature box (read-only)",
    });
    expect(within(carrierBox).getByText("Signed by the carrier's side")).toBeTruthy();
    const senderBox = screen.getByRole('group', { name: "Sender's signature box (read-only)" });
    expect(within(senderBox).getByText(/Signed by Piotr Nadawca/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign as carrier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign as sender' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Sign as/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign as receiver' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const codeDialog = await screen.findByRole('dialog', { name: 'Confirm with a one-time code' });
    await user.click(within(codeDialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(codeDialog).findByText(/sent by e-mail to o\*\*\*@example.com/),
    ).toBeTruthy();
    // The code is asked for the receiver signing: a link for all receivers sends it to his contact.
    const codeCall = calls.find((call) => call.path.startsWith(`${SIGN_API}code/`));
    expect(codeCall?.body).toMatchObject({ receiver: 202 });
    await user.type(within(codeDialog).getByRole('textbox', { name: 'One-time code' }), '654321');
    await user.click(within(codeDialog).getByRole('button', { name: 'Next' }));
    await drawOn(await screen.findByRole('img', { name: 'Signature pad' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    // A wrong code brings the visitor back to the code, with the server's reason; the drawing
    // is kept: the pad comes back with it and Sign goes through without drawing again.
    const again = await screen.findByRole('dialog', { name: 'Confirm with a one-time code' });
    expect(within(again).getByText('The code is wrong.')).toBeTruthy();
    expect(within(again).getByText(/Your signature is kept/)).toBeTruthy();
    const field = within(again).getByRole('textbox', { name: 'One-time code' });
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(again).getByRole('button', { name: 'Next' }));
    const pad = await screen.findByRole('dialog', { name: 'Sign here' });
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('dialog', { name: 'Verification successful' })).toBeTruthy();

    const signs = calls.filter(
      (call) => call.method === 'POST' && call.path.startsWith(`${SIGN_API}?`),
    );
    expect(signs.every((call) => call.path === `${SIGN_API}?token=${TOKEN}`)).toBe(true);
    const form = signs.at(-1)?.body as FormData;
    expect(form.get('code')).toBe('123456');
    expect(form.get('signed_by_type')).toBe('receiver');
    expect(form.get('receiver_id')).toBe('202');
    expect(form.get('company_name')).toBe(IDENTITY.company_name);
    const signatureData = form.get('signature_data');
    expect(typeof signatureData).toBe('string');
    expect(JSON.parse(signatureData as string)).toMatchObject({
      sign_fullname: 'Ola Nowak',
      sign_company_name: IDENTITY.company_name,
      sign_method: 'sms',
    });
    expect(form.get('signature')).toBeInstanceOf(Blob);
  });
});

describe('signing from a link passed on by hand', () => {
  it('asks where to send the code when the link was never sent, checking the address first', async () => {
    const calls: Call[] = fakeServer({
      [`GET ${TRANSIT_API}`]: {
        status: 200,
        body: shared(cmrDocument({ permissions: RECEIVER_ONLY })),
      },
      [`GET ${API}/transit-token/42/receivers`]: { status: 200, body: [RECEIVER_LIST[1]] },
      [`POST ${SIGN_API}code/`]: (call) =>
        (call.body as { email?: string }).email
          ? {
              status: 200,
              body: {
                channel: 'email',
                hint: 'o***@example.com',
                expires_at: '2026-11-21T10:05:00Z',
              },
            }
          : { status: 400, body: { non_field_errors: ['email_or_phone_required'] } },
    });
    installCanvasStub();
    const user = userEvent.setup();
    renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}/10/sign` });
    await user.click(await screen.findByRole('button', { name: 'Sign as receiver' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Confirm with a one-time code' });
    await user.click(within(codeDialog).getByRole('button', { name: 'Send code' }));
    expect(await within(codeDialog).findByText(/passed on by hand/)).toBeTruthy();
    const phone = within(codeDialog).getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    expect(phone.value).toBe('+48');
    // A lone +48 is no address: nothing is sent.
    await user.click(within(codeDialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(codeDialog).findByText('Enter an e-mail address or a phone number.'),
    ).toBeTruthy();
    await user.type(within(codeDialog).getByRole('textbox', { name: 'E-mail' }), 'o@example.com');
    await user.click(within(codeDialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(codeDialog).findByText(/sent by e-mail to o\*\*\*@example.com/),
    ).toBeTruthy();
    const codeCalls = calls.filter((call) => call.path.startsWith(`${SIGN_API}code/`));
    expect(codeCalls.map((call) => call.body)).toEqual([
      { document: 10, receiver: 202 },
      { document: 10, email: 'o@example.com', phone: '', receiver: 202 },
    ]);
  });
});

describe('upload and alerts from a link', () => {
  it('uploads a PDF through the link with the visitor name, and refuses a non-PDF first', async () => {
    const created = buildDocument({ id: 77, name: 'Delivery note', type: 8, transit: 42 });
    const calls = fakeServer({
      [`GET ${TRANSIT_API}`]: { status: 200, body: shared(cmrDocument()) },
      [`POST ${API}/transit-token/42/document-add/`]: { status: 201, body: created },
    });
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}/documentUpload` });
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'note.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(/not a PDF/i)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(input, new File(['%PDF-1.4 test'], 'note.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/share/${TOKEN}/documentPreview`);
    });
    // The upload ends with a confirmation on the link's documents.
    expect((await screen.findByRole('status')).textContent).toContain('Document uploaded');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe(`${API}/transit-token/42/document-add/?token=${TOKEN}`);
    const form = sent?.body as FormData;
    expect(form.get('company_name')).toBe(IDENTITY.company_name);
    expect(form.get('transit')).toBeNull();
    expect(form.get('document')).toBeInstanceOf(Blob);
  });

  it('sends an alert of the company types under the visitor identity', async () => {
    const calls = fakeServer({
      [`GET ${TRANSIT_API}`]: { status: 200, body: shared(cmrDocument()) },
      [`GET ${API}/transit-token/42/alert/`]: {
        status: 200,
        body: [{ message: 'Delay', default: true }],
      },
      [`POST ${API}/transit-token/42/alert/`]: {
        status: 201,
        body: {
          id: 1,
          transit_id: 42,
          message: 'Delay',
          default: true,
          company_name: IDENTITY.company_name,
          first_name: 'Ola',
          last_name: 'Nowak',
          created_at: '2026-11-21T10:00:00Z',
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes(shareLinkRoutes, { path: `/share/${TOKEN}/alerts` });
    await user.click(await screen.findByRole('radio', { name: 'Delay' }));
    await user.click(screen.getByRole('button', { name: 'Send alert' }));
    expect(await screen.findByRole('dialog', { name: 'Alert sent' })).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe(`${API}/transit-token/42/alert/?token=${TOKEN}`);
    expect(sent?.body).toEqual({ message: 'Delay', ...IDENTITY });
  });
});
