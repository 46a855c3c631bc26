// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setOnline,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { GENERATED_PS, GENERATED_WZ } from '../document-editor/test-documents.ts';
import { buildDocument, signature } from '../documents-modal/test-documents.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { OWNER_ACTOR, documentAnswersOf } from '../../test-support/actions.ts';
import { drawOn, installCanvasStub } from './test-canvas.ts';
import {
  cmrDocument,
  DOCUMENTS,
  RECEIVER_LIST,
  RECEIVERS,
  SIGN,
  SIGNING_TEST_ROUTES,
  signingAnswers,
  TRANSIT,
} from './test-signing.tsx';

setUpComponentTests();

/** The browser's geolocation (jsdom has none), removed after each test. */
function stubGeolocation(geolocation: object): void {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function renderSign(path = '/documents/42/10/sign') {
  installCanvasStub();
  return renderRoutes(SIGNING_TEST_ROUTES, { path, user: DISPATCHER }).router;
}

const signCalls = (calls: Call[]) => calls.filter((call) => `${call.method} ${call.path}` === SIGN);

async function openFlowAs(user: ReturnType<typeof userEvent.setup>, slot: string) {
  await user.click(await screen.findByRole('button', { name: `Sign as ${slot}` }));
  await user.click(screen.getByRole('button', { name: 'Sign' }));
}

describe('sign screen slots', () => {
  it('offers only the boxes the rules allow and shows who signed the others', async () => {
    fakeServer(signingAnswers([cmrDocument()]));
    renderSign();
    await screen.findByRole('dialog', { name: 'Sign: CMR 2026/000042' });
    // A signed box is read-only, with who signed it.
    const sender = await screen.findByRole('group', { name: "Sender's signature box (read-only)" });
    expect(sender.textContent).toContain('Signed by Piotr Nadawca');
    expect(screen.queryByRole('button', { name: 'Sign as sender' })).toBeNull();
    const carrier = screen.getByRole('button', { name: 'Sign as carrier' });
    expect((carrier as HTMLButtonElement).disabled).toBe(false);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Sign as receiver' }).disabled,
    ).toBe(false);
    // Sign waits for a box.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign' }).disabled).toBe(true);
    await userEvent.setup().click(carrier);
    expect(carrier.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign' }).disabled).toBe(false);
  });

  it('lets a sub-document be signed only in the receiver box', async () => {
    const sub = cmrDocument({
      id: 11,
      signed_by: [],
      parent_document: 10,
      receiver: { id: 202, name: 'Odbiorca Drugi Sp. z o.o.' },
    });
    fakeServer(signingAnswers([cmrDocument(), sub]));
    renderSign('/documents/42/11/sign');
    const receiver = await screen.findByRole('button', { name: 'Sign as receiver' });
    expect((receiver as HTMLButtonElement).disabled).toBe(false);
    for (const name of ["Sender's", "Carrier's"]) {
      const box = screen.getByRole('group', { name: `${name} signature box (read-only)` });
      expect(box.textContent).toBe('Not signed on this document');
    }
  });

  it('shows a box read-only when its action is false, and the receiver chooser only signable receivers', async () => {
    const body = cmrDocument();
    const document = {
      ...body,
      actions: { ...body.actions, sign_carrier: false },
      signable_receivers: [202],
    };
    const third = { id: 203, name: 'Odbiorca Trzeci', signed_documents: [], sub_document: null };
    fakeServer(
      signingAnswers([document], {
        [RECEIVERS]: { status: 200, body: [...RECEIVER_LIST, third] },
      }),
    );
    const user = userEvent.setup();
    renderSign();
    expect(
      await screen.findByRole('group', { name: "Carrier's signature box (read-only)" }),
    ).toBeTruthy();
    expect(screen.getAllByText('Tap to sign here')).toHaveLength(1);
    await openFlowAs(user, 'receiver');
    const chooser = await screen.findByRole('radiogroup', { name: 'Receiver' });
    // Receiver 203 is not signable by this caller: not offered; 201 signed: shown disabled.
    expect(within(chooser).queryByRole('radio', { name: /Odbiorca Trzeci/ })).toBeNull();
    expect(
      within(chooser).getByRole<HTMLInputElement>('radio', { name: /Odbiorca Pierwszy/ }).disabled,
    ).toBe(true);
    expect(
      within(chooser).getByRole<HTMLInputElement>('radio', { name: 'Odbiorca Drugi Sp. z o.o.' })
        .disabled,
    ).toBe(false);
  });

  it("says in words that another party's box is not the caller's to sign", async () => {
    fakeServer(
      signingAnswers([cmrDocument()], {
        [SIGN]: { status: 403, body: { signed_by_type: ['slot_not_permitted'] } },
      }),
    );
    const user = userEvent.setup();
    renderSign();
    await signOnScreen(user, 'carrier', 'Jan Kowalski');
    expect(await screen.findByText(/belongs to another party/)).toBeTruthy();
  });

  it('offers no signing on a finished transit or offline', async () => {
    // The document as the server answers it once its transit is finished: refused for that.
    const finished = documentAnswersOf(cmrDocument(), OWNER_ACTOR, {
      status: 'finished',
      type: 'generated',
    });
    fakeServer(
      signingAnswers([cmrDocument(finished)], {
        [TRANSIT]: { status: 200, body: buildTransit({ status: 'finished' }) },
      }),
    );
    renderSign();
    expect(await screen.findByText(/The transit is finished/)).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    });
    expect(screen.queryByRole('button', { name: 'Sign as carrier' })).toBeNull();
    expect(screen.getByRole('group', { name: "Carrier's signature box (read-only)" })).toBeTruthy();
  });

  it('shows a spinner at once while the document and its permissions load', async () => {
    // The server never answers.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderSign();
    const dialog = await screen.findByRole('dialog', { name: 'Sign the document' });
    expect(
      await within(dialog).findByRole(
        'progressbar',
        { name: 'Loading the document' },
        { timeout: 100 },
      ),
    ).toBeTruthy();
  });

  it('hides Sign offline', async () => {
    fakeServer(signingAnswers([cmrDocument()]));
    setOnline(false);
    renderSign();
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('shows the mobile previews below the medium breakpoint: WZ slots, PS numbered', async () => {
    // Every media query matches: the narrow layout of a phone.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
    const wz = cmrDocument({
      id: 30,
      name: 'WZ 1/2026',
      type: 1,
      document_data: GENERATED_WZ,
      signed_by: [],
    });
    const ps = cmrDocument({
      id: 31,
      name: 'PS 1/2026',
      type: 3,
      document_data: GENERATED_PS,
      signed_by: [],
    });
    fakeServer(signingAnswers([wz, ps]));
    const router = renderSign('/documents/42/30/sign');
    const wzSender = await screen.findByRole('region', { name: /^19\. / });
    expect(within(wzSender).getByRole('button', { name: 'Sign as sender' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^20\. / })).getByRole('button', {
        name: 'Sign as carrier',
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^21\. / })).getByRole('button', {
        name: 'Sign as receiver',
      }),
    ).toBeTruthy();
    await router.navigate('/documents/42/31/sign');
    await screen.findByRole('dialog', { name: 'Sign: PS 1/2026' });
    const psCarrier = await screen.findByRole('region', { name: /^13\. / });
    expect(within(psCarrier).getByRole('button', { name: 'Sign as carrier' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^14\. / })).getByRole('button', {
        name: 'Sign as sender',
      }),
    ).toBeTruthy();
  });

  it('asks for the place on an uploaded PDF before it offers Sign', async () => {
    const invoice = buildDocument({ id: 20, name: 'Faktura 7/2026', type: 6, document_data: null });
    fakeServer(signingAnswers([invoice]));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSign('/documents/42/20/sign');
    expect(await screen.findByText(/this is the place of signature/)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Sign as' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign' }).disabled).toBe(true);
  });
});

/** From the method step (on screen): the name, a stroke on the pad, Sign. */
async function fillAndSign(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('textbox', { name: 'Full name' }));
  await user.paste(name);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await drawOn(await screen.findByRole('img', { name: 'Signature pad' }));
  await user.click(screen.getByRole('button', { name: 'Sign' }));
}

async function signOnScreen(user: ReturnType<typeof userEvent.setup>, slot: string, name: string) {
  await openFlowAs(user, slot);
  await fillAndSign(user, name);
}

describe('signing flow', { timeout: 60_000 }, () => {
  it('signs on screen: person data with "my data", the pad, the multipart call and the result', async () => {
    const calls = fakeServer(
      signingAnswers([cmrDocument()], { [SIGN]: { status: 201, body: { id: 5 } } }),
    );
    const position = {
      coords: { latitude: 52.23, longitude: 21.01, accuracy: 12 },
      timestamp: 1_790_000_000_000,
    };
    const getCurrentPosition = vi.fn(
      (success: (p: typeof position) => void, _failure?: unknown, _options?: PositionOptions) => {
        success(position);
      },
    );
    stubGeolocation({ getCurrentPosition });
    const user = userEvent.setup();
    const router = renderSign();
    await openFlowAs(user, 'carrier');

    const method = await screen.findByRole('dialog', { name: 'Handwritten signature' });
    expect(within(method).getByRole('radio', { name: 'On screen (signed in)' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(method).getByRole('button', { name: 'Next' }));

    const person = await screen.findByRole('dialog', { name: 'Who signs' });
    await user.click(within(person).getByRole('button', { name: 'Next' }));
    expect(await within(person).findByText("Enter the signer's name.")).toBeTruthy();
    await user.click(within(person).getByRole('button', { name: 'My data' }));
    await waitFor(() => {
      expect(within(person).getByRole('textbox', { name: 'Full name' })).toHaveProperty(
        'value',
        'Anna Nowak',
      );
    });
    expect(within(person).getByRole('textbox', { name: 'Company' })).toHaveProperty(
      'value',
      'Trans-Pol Sp. z o.o.',
    );
    expect(within(person).getByRole('textbox', { name: 'Town' })).toHaveProperty(
      'value',
      'Warszawa',
    );
    await user.click(within(person).getByRole('button', { name: 'Next' }));

    const pad = await screen.findByRole('dialog', { name: 'Sign in the box' });
    // A stroke wiped with Clear leaves an empty pad, refused before a request goes out.
    await drawOn(within(pad).getByRole('img', { name: 'Signature pad' }));
    await user.click(within(pad).getByRole('button', { name: 'Clear' }));
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));
    expect(await within(pad).findByText('The signature is empty. Sign in the box.')).toBeTruthy();
    expect(signCalls(calls)).toHaveLength(0);

    await drawOn(within(pad).getByRole('img', { name: 'Signature pad' }));
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));

    const result = await screen.findByRole('dialog', { name: 'Verification successful' });
    expect(result.textContent).toContain('The document has been signed.');
    const [sent] = signCalls(calls);
    const form = sent?.body as FormData;
    expect(form.get('document')).toBe('10');
    expect(form.get('transit')).toBe('42');
    expect(form.get('document_type')).toBe('json');
    expect(form.get('signed_by_type')).toBe('carrier');
    expect(form.get('receiver_id')).toBeNull();
    expect(form.get('verification')).toBeNull();
    const data = JSON.parse(form.get('signature_data') as string) as Record<string, unknown>;
    expect(data).toMatchObject({
      sign_fullname: 'Anna Nowak',
      sign_company_name: 'Trans-Pol Sp. z o.o.',
      sign_company_country: ['PL', 'Poland'],
      sign_method: 'on screen',
    });
    const image = form.get('signature');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).type).toBe('image/png');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 0,
    });

    await user.click(within(result).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/documents/42/10/preview');
  });

  it.each([
    ['allowed', true],
    ['denied', false],
  ])(
    'signs with geolocation %s (Action-location header only with a position)',
    async (_, allow) => {
      const headers: Headers[] = [];
      fakeServer(
        signingAnswers([cmrDocument()], {
          [SIGN]: (_call, init) => {
            headers.push(new Headers(init.headers));
            return { status: 201, body: { id: 5 } };
          },
        }),
      );
      stubGeolocation({
        getCurrentPosition: (success: (p: unknown) => void, failure: (e: unknown) => void) => {
          if (allow) {
            success({ coords: { latitude: 50.06, longitude: 19.94, accuracy: 5 }, timestamp: 1 });
          } else {
            failure({ code: 1, message: 'User denied Geolocation' });
          }
        },
      });
      const user = userEvent.setup();
      renderSign();
      await signOnScreen(user, 'carrier', 'Jan Kierowca');
      await screen.findByRole('dialog', { name: 'Verification successful' });
      expect(headers[0]?.get('authorization')).toMatch(/^Token /);
      const location = headers[0]?.get('action-location') ?? null;
      if (allow) {
        expect(JSON.parse(location ?? 'null')).toEqual({
          latitude: 50.06,
          longitude: 19.94,
          accuracy: 5,
          timestamp: 1,
        });
      } else {
        expect(location).toBeNull();
      }
    },
  );

  it('keeps the flow and shows its result after the signed box stops being offered', async () => {
    let isSigned = false;
    const before = cmrDocument();
    const after = cmrDocument({
      signed_by: [...before.signed_by, { ...signature('carrier'), id: 99 }],
    });
    fakeServer(
      signingAnswers([before], {
        // As the real server: once signed, the document comes back without that box to sign.
        [DOCUMENTS]: () => ({ status: 200, body: [isSigned ? after : before] }),
        [SIGN]: () => {
          isSigned = true;
          return { status: 201, body: { id: 99 } };
        },
      }),
    );
    const user = userEvent.setup();
    renderSign();
    await openFlowAs(user, 'carrier');
    const method = await screen.findByRole('dialog', { name: 'Handwritten signature' });
    await user.click(within(method).getByRole('button', { name: 'Next' }));
    const person = await screen.findByRole('dialog', { name: 'Who signs' });
    await user.click(within(person).getByRole('button', { name: 'My data' }));
    await waitFor(() => {
      expect(within(person).getByRole('textbox', { name: 'Full name' })).toHaveProperty(
        'value',
        'Anna Nowak',
      );
    });
    await user.click(within(person).getByRole('button', { name: 'Next' }));
    const pad = await screen.findByRole('dialog', { name: 'Sign in the box' });
    await drawOn(within(pad).getByRole('img', { name: 'Signature pad' }));
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));
    const result = await screen.findByRole('dialog', { name: 'Verification successful' });
    expect(result.textContent).toContain('The document has been signed.');
  });

  it("shows the server's errors joined by commas, or the fallback", async () => {
    let body: unknown = {
      signed_by_type: ['slot_already_signed'],
      non_field_errors: ['document_fully_signed'],
    };
    fakeServer(signingAnswers([cmrDocument()], { [SIGN]: () => ({ status: 400, body }) }));
    const user = userEvent.setup();
    renderSign();
    await signOnScreen(user, 'carrier', 'Jan Kierowca');
    const failed = await screen.findByRole('alertdialog', {
      name: 'The document could not be signed',
    });
    const t = translator.fixedT('en-GB', 'errors');
    expect(failed.textContent).toContain(
      `${t('document_fully_signed', { ns: 'errors' })}, ${t('slot_already_signed', { ns: 'errors' })}`,
    );
    await user.click(within(failed).getByRole('button', { name: 'OK' }));

    body = {};
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const fallback = await screen.findByRole('alertdialog', {
      name: 'The document could not be signed',
    });
    expect(fallback.textContent).toContain('The signature could not be saved. Try again.');
  });

  it('lets the signer choose among the receivers, those who signed disabled', async () => {
    const calls = fakeServer(
      signingAnswers([cmrDocument()], { [SIGN]: { status: 201, body: { id: 6 } } }),
    );
    const user = userEvent.setup();
    renderSign();
    await openFlowAs(user, 'receiver');
    const chooser = await screen.findByRole('dialog', { name: 'Which receiver signs?' });
    const signed = await within(chooser).findByRole('radio', {
      name: 'Odbiorca Pierwszy S.A. (already signed)',
    });
    expect((signed as HTMLInputElement).disabled).toBe(true);
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    expect(
      await within(chooser).findByText(/./, { selector: '.MuiFormHelperText-root' }),
    ).toBeTruthy();
    await user.click(within(chooser).getByRole('radio', { name: 'Odbiorca Drugi Sp. z o.o.' }));
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    await fillAndSign(user, 'Ola Odbiorca');
    await screen.findByRole('dialog', { name: 'Verification successful' });
    const form = signCalls(calls)[0]?.body as FormData;
    expect(form.get('signed_by_type')).toBe('receiver');
    expect(form.get('receiver_id')).toBe('202');
  });
});
