// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { drawOn, installCanvasStub } from './test-canvas.ts';
import {
  cmrDocument,
  PASSED,
  PIN,
  SIGN,
  SIGNING_TEST_ROUTES,
  signingAnswers,
  SMS,
  SMS_CONFIRM,
} from './test-signing.tsx';

setUpComponentTests();

type User = ReturnType<typeof userEvent.setup>;

function renderAt(path: string) {
  installCanvasStub();
  return renderRoutes(SIGNING_TEST_ROUTES, { path, user: DISPATCHER }).router;
}

const callsTo = (calls: Call[], key: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === key);

async function typeInto(user: User, label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** After a passed verification: the person data, the pad, Sign; returns the form sent. */
async function finishSignature(user: User, calls: Call[], name: string): Promise<FormData> {
  const person = await screen.findByRole('dialog', { name: 'Who signs' });
  expect(person.textContent).toContain('Verification passed.');
  await user.click(within(person).getByRole('textbox', { name: 'Full name' }));
  await user.paste(name);
  await user.click(within(person).getByRole('button', { name: 'Next' }));
  await drawOn(await screen.findByRole('img', { name: 'Signature pad' }));
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  await screen.findByRole('dialog', { name: 'Verification successful' });
  return callsTo(calls, SIGN)[0]?.body as FormData;
}

describe('PIN verification', { timeout: 60_000 }, () => {
  it('checks the 4 digits, shows a wrong PIN and continues to the signature with the id', async () => {
    const calls = fakeServer(
      signingAnswers([cmrDocument()], {
        [PIN]: (call) =>
          (call.body as { pin: string }).pin === '1234'
            ? { status: 200, body: PASSED('pin') }
            : { status: 400, body: { pin: ['wrong_pin'] } },
        [SIGN]: { status: 201, body: { id: 7 } },
      }),
    );
    const user = userEvent.setup();
    const router = renderAt('/documents/42/10/sign');
    await user.click(await screen.findByRole('button', { name: 'Sign as carrier' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const method = await screen.findByRole('dialog', { name: 'Handwritten signature' });
    await user.click(within(method).getByRole('radio', { name: 'PIN' }));
    await user.click(within(method).getByRole('button', { name: 'Next' }));

    const pinDialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    expect(router.state.location.pathname).toBe('/documents/42/10/sign/gt');
    await typeInto(user, 'PIN', '12');
    await user.click(within(pinDialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(pinDialog).findByText('The PIN has 4 digits.')).toBeTruthy();
    expect(callsTo(calls, PIN)).toHaveLength(0);

    await typeInto(user, 'PIN', '9999');
    await user.click(within(pinDialog).getByRole('button', { name: 'Confirm' }));
    const wrong = await within(pinDialog).findByRole('alert');
    const t = translator.fixedT('en-GB', 'errors');
    expect(wrong.textContent).toBe(t('wrong_pin', { ns: 'errors' }));

    await typeInto(user, 'PIN', '1234');
    await user.click(within(pinDialog).getByRole('button', { name: 'Confirm' }));
    expect(callsTo(calls, PIN).at(-1)?.body).toEqual({
      document: 10,
      signed_by_type: 'carrier',
      receiver_id: null,
      pin: '1234',
    });
    const passed = await screen.findByRole('dialog', { name: 'Verification successful' });
    await user.click(within(passed).getByRole('button', { name: 'Continue to the signature' }));
    expect(router.state.location.pathname).toBe('/documents/42/10/sign');

    const form = await finishSignature(user, calls, 'Jan Kierowca');
    expect(form.get('verification')).toBe('ver-pin-1');
    expect(form.get('signed_by_type')).toBe('carrier');
    expect(JSON.parse(form.get('signature_data') as string)).toMatchObject({ sign_method: 'pin' });
  });

  it('keeps the drawing and the person data when the verification is refused at signing', async () => {
    let pins = 0;
    let signs = 0;
    const calls = fakeServer(
      signingAnswers([cmrDocument()], {
        [PIN]: () => {
          pins += 1;
          return { status: 200, body: { ...PASSED('pin'), verification: `ver-pin-${pins}` } };
        },
        // The first verification ran out while the signer was drawing.
        [SIGN]: () => {
          signs += 1;
          return signs === 1
            ? { status: 400, body: { verification: ['verification_invalid'] } }
            : { status: 201, body: { id: 7 } };
        },
      }),
    );
    const user = userEvent.setup();
    const router = renderAt('/documents/42/10/sign');
    await user.click(await screen.findByRole('button', { name: 'Sign as carrier' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const method = await screen.findByRole('dialog', { name: 'Handwritten signature' });
    await user.click(within(method).getByRole('radio', { name: 'PIN' }));
    await user.click(within(method).getByRole('button', { name: 'Next' }));
    await typeInto(user, 'PIN', '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to the signature' }));
    const person = await screen.findByRole('dialog', { name: 'Who signs' });
    await user.click(within(person).getByRole('textbox', { name: 'Full name' }));
    await user.paste('Jan Kierowca');
    await user.click(within(person).getByRole('button', { name: 'Next' }));
    await drawOn(await screen.findByRole('img', { name: 'Signature pad' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain('Your signature and data are kept');
    expect(screen.queryByRole('dialog', { name: 'Verification successful' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm again' }));
    expect(router.state.location.pathname).toBe('/documents/42/10/sign/gt');
    await typeInto(user, 'PIN', '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to the signature' }));

    // Back at the pad with the drawing: Sign goes through without drawing or typing again.
    const pad = await screen.findByRole('dialog', { name: 'Sign in the box' });
    expect(pad.textContent).toContain('Your signature and data are kept');
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));
    await screen.findByRole('dialog', { name: 'Verification successful' });
    const form = callsTo(calls, SIGN).at(-1)?.body as FormData;
    expect(form.get('verification')).toBe('ver-pin-2');
    expect(JSON.parse(form.get('signature_data') as string)).toMatchObject({
      sign_fullname: 'Jan Kierowca',
      sign_method: 'pin',
    });
    expect(form.get('signature')).toBeInstanceOf(Blob);
  });

  it('opened directly, verifies the chosen slot and leads to the preview', async () => {
    const calls = fakeServer(
      signingAnswers([cmrDocument()], { [PIN]: { status: 200, body: PASSED('pin') } }),
    );
    const user = userEvent.setup();
    const router = renderAt('/documents/42/10/sign/verify');
    const chooser = await screen.findByRole('dialog', { name: 'Confirm who you are' });
    await user.click(within(chooser).getByRole('link', { name: 'PIN' }));
    expect(router.state.location.pathname).toBe('/documents/42/10/sign/gt');
    const pinDialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    // The sender signed already: carrier and receiver are left to verify for.
    await user.click(within(pinDialog).getByRole('combobox', { name: 'Verify as' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Carrier', 'Receiver']);
    await user.click(screen.getByRole('option', { name: 'Receiver' }));
    await typeInto(user, 'PIN', '1234');
    await user.click(within(pinDialog).getByRole('button', { name: 'Confirm' }));
    const passed = await screen.findByRole('dialog', { name: 'Verification successful' });
    expect(callsTo(calls, PIN)[0]?.body).toMatchObject({ signed_by_type: 'receiver' });
    await user.click(within(passed).getByRole('button', { name: 'Show the document' }));
    expect(router.state.location.pathname).toBe('/documents/42/10/preview');
  });
});

describe('SMS verification', { timeout: 60_000 }, () => {
  it('asks who verifies, sends the code, refuses wrong, expired and too many tries, then signs', async () => {
    const answers: Record<string, string> = {
      '111111': 'code_invalid',
      '222222': 'code_expired',
      '333333': 'too_many_attempts',
    };
    const calls = fakeServer(
      signingAnswers([cmrDocument()], {
        [SMS]: {
          status: 201,
          body: { ...PASSED('sms'), passed: false, phone_hint: '+48******789' },
        },
        [SMS_CONFIRM]: (call) => {
          const { code } = call.body as { code: string };
          const key = answers[code];
          return key
            ? { status: 400, body: { code: [key] } }
            : { status: 200, body: PASSED('sms') };
        },
        [SIGN]: { status: 201, body: { id: 8 } },
      }),
    );
    const user = userEvent.setup();
    renderAt('/documents/42/10/sign');
    await user.click(await screen.findByRole('button', { name: 'Sign as receiver' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const chooser = await screen.findByRole('dialog', { name: 'Which receiver signs?' });
    await user.click(
      await within(chooser).findByRole('radio', { name: 'Odbiorca Drugi Sp. z o.o.' }),
    );
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    const method = await screen.findByRole('dialog', { name: 'Handwritten signature' });
    await user.click(within(method).getByRole('radio', { name: 'SMS code' }));
    await user.click(within(method).getByRole('button', { name: 'Next' }));

    const sms = await screen.findByRole('dialog', { name: 'Confirm with an SMS code' });
    const who = within(sms).getByRole('radiogroup', { name: 'Who verifies?' });
    expect(within(who).getByRole('radio', { name: 'Receiver' })).toHaveProperty('checked', true);
    await user.click(within(who).getByRole('radio', { name: 'Sender' }));
    await user.click(within(who).getByRole('radio', { name: 'Receiver' }));
    await user.click(within(sms).getByRole('button', { name: 'Send code' }));
    expect(await within(sms).findByText('A 6-digit code was sent to +48******789.')).toBeTruthy();
    expect(callsTo(calls, SMS)[0]?.body).toEqual({
      document: 10,
      signed_by_type: 'receiver',
      receiver_id: 202,
      verifier: 'receiver',
    });
    const resend = within(sms).getByRole('button', { name: /New code in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    const t = translator.fixedT('en-GB', 'errors');
    await typeInto(user, 'SMS code', '12345');
    await user.click(within(sms).getByRole('button', { name: 'Confirm' }));
    expect(await within(sms).findByText(t('code_invalid', { ns: 'errors' }))).toBeTruthy();
    expect(callsTo(calls, SMS_CONFIRM)).toHaveLength(0);

    for (const [code, key] of Object.entries(answers)) {
      await typeInto(user, 'SMS code', code);
      await user.click(within(sms).getByRole('button', { name: 'Confirm' }));
      expect((await within(sms).findByRole('alert')).textContent).toBe(t(key, { ns: 'errors' }));
    }
    expect(callsTo(calls, SMS_CONFIRM).map((call) => call.body)).toEqual(
      Object.keys(answers).map((code) => ({ verification: 'ver-sms-1', code })),
    );

    await typeInto(user, 'SMS code', '123456');
    await user.click(within(sms).getByRole('button', { name: 'Confirm' }));
    const passed = await screen.findByRole('dialog', { name: 'Verification successful' });
    await user.click(within(passed).getByRole('button', { name: 'Continue to the signature' }));
    const form = await finishSignature(user, calls, 'Ola Odbiorca');
    expect(form.get('verification')).toBe('ver-sms-1');
    expect(form.get('receiver_id')).toBe('202');
    expect(JSON.parse(form.get('signature_data') as string)).toMatchObject({ sign_method: 'sms' });
  });

  it('offers a new code only after the cool-down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer(
      signingAnswers([cmrDocument()], {
        [SMS]: {
          status: 201,
          body: { ...PASSED('sms'), passed: false, phone_hint: '+48******789' },
        },
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderAt('/documents/42/10/sign/sms');
    const sms = await screen.findByRole('dialog', { name: 'Confirm with an SMS code' });
    await user.click(await within(sms).findByRole('button', { name: 'Send code' }));
    const resend = await within(sms).findByRole<HTMLButtonElement>('button', {
      name: 'New code in 60 s',
    });
    expect(resend.disabled).toBe(true);
    for (let second = 0; second < 60; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    const again = within(sms).getByRole<HTMLButtonElement>('button', { name: 'Send a new code' });
    expect(again.disabled).toBe(false);
    await user.click(again);
    expect(callsTo(calls, SMS)).toHaveLength(2);
    expect(callsTo(calls, SMS)[0]?.body).toMatchObject({ signed_by_type: 'carrier' });
  });
});
