// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentResponse, SignSlot } from '@transitdocs/domain';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_USER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
  type Call,
} from '../../test-support/index.ts';
import { registerDeviceKey, type DeviceKeyRecord } from '../offline-signing/device-key.ts';
import { memoryStore, type KeyValueStore } from '../offline-signing/idb.ts';
import type { QueueItem, QueuedSignature } from '../offline-signing/queue.ts';
import { useQueuedSigner } from '../offline-signing/queued-signer.tsx';
import { useSessionSigner } from './session-signer.tsx';
import { SignFlow } from './sign-flow.tsx';
import type { Signer } from './signer.ts';
import { drawOn, installCanvasStub } from './test-canvas.ts';
import { cmrDocument, RECEIVERS, RECEIVER_LIST, SIGN } from './test-signing.tsx';

setUpComponentTests();

type Stores = { keys: KeyValueStore<DeviceKeyRecord>; queue: KeyValueStore<QueueItem> };

/** The one signing flow, with the signer a screen would give it. */
function Flow({
  signer,
  document,
  slot,
}: {
  signer: Signer;
  document: DocumentResponse;
  slot: SignSlot;
}) {
  return <SignFlow document={document} slot={slot} signer={signer} onCancel={() => undefined} />;
}

function QueuedFlow(props: { document: DocumentResponse; slot: SignSlot; stores: Stores }) {
  const signer = useQueuedSigner({ transitId: 42, placement: null, ...props });
  return <Flow signer={signer} document={props.document} slot={props.slot} />;
}

function SessionFlow(props: { document: DocumentResponse; slot: SignSlot }) {
  const signer = useSessionSigner({ transitId: 42, placement: null, returned: null, ...props });
  return <Flow signer={signer} document={props.document} slot={props.slot} />;
}

function renderFlow(element: ReactElement) {
  installCanvasStub();
  renderRoutes(
    [
      { path: '/sign', element },
      { path: '/documents', element: <p>documents</p> },
      { path: '/documents/:id/:documentId/preview', element: <p>document preview</p> },
    ],
    { path: '/sign', user: DRIVER_USER },
  );
}

/** A phone whose key was registered with PIN 1234 while online. */
async function phoneWithKey(): Promise<Stores> {
  const stores: Stores = { keys: memoryStore(), queue: memoryStore() };
  await registerDeviceKey(
    DRIVER_USER.id,
    '1234',
    () => Promise.resolve({ id: 77, created_at: '2026-12-01T08:00:00Z' }),
    stores.keys,
  );
  return stores;
}

const versioned = (overrides: Partial<DocumentResponse> = {}) =>
  cmrDocument({ version: 'v3', ...overrides });

async function writeName(user: ReturnType<typeof userEvent.setup>, name: string) {
  const person = await screen.findByRole('dialog', { name: 'Who signs' });
  await user.click(within(person).getByRole('textbox', { name: 'Full name' }));
  await user.paste(name);
  await user.click(within(person).getByRole('button', { name: 'Next' }));
}

describe('the signing body, signer by signer', { timeout: 60_000 }, () => {
  it('queued: person, pad, the PIN unlocks the key; the signature waits on the phone', async () => {
    const calls = fakeServer();
    const stores = await phoneWithKey();
    const user = userEvent.setup();
    renderFlow(<QueuedFlow document={versioned()} slot="carrier" stores={stores} />);

    await writeName(user, 'Jan Kierowca');
    const pad = await screen.findByRole('dialog', { name: 'Sign in the box' });
    // The same pad as online: an empty one is refused with the same words.
    await user.click(within(pad).getByRole('button', { name: 'Next' }));
    expect(await within(pad).findByText('The signature is empty. Sign in the box.')).toBeTruthy();
    await drawOn(within(pad).getByRole('img', { name: 'Signature pad' }));
    await user.click(within(pad).getByRole('button', { name: 'Next' }));

    const pin = await screen.findByRole('dialog', { name: "Driver's PIN" });
    await user.type(within(pin).getByLabelText("Driver's PIN"), '12');
    await user.click(within(pin).getByRole('button', { name: 'Sign' }));
    expect(await within(pin).findByText('The PIN has 4 digits.')).toBeTruthy();
    await user.clear(within(pin).getByLabelText("Driver's PIN"));
    await user.type(within(pin).getByLabelText("Driver's PIN"), '9999');
    await user.click(within(pin).getByRole('button', { name: 'Sign' }));
    expect(await within(pin).findByText('Wrong PIN. Attempts left: 4')).toBeTruthy();
    await user.clear(within(pin).getByLabelText("Driver's PIN"));
    await user.type(within(pin).getByLabelText("Driver's PIN"), '1234');
    await user.click(within(pin).getByRole('button', { name: 'Sign' }));

    expect(await screen.findByRole('dialog', { name: 'Saved on the phone' })).toBeTruthy();
    const queued = (await stores.queue.getAll()) as QueuedSignature[];
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ documentId: 10, signedByType: 'carrier', receiverId: null });
    expect(JSON.parse(queued[0]?.signatureData ?? '{}')).toMatchObject({
      sign_fullname: 'Jan Kierowca',
      sign_method: 'pin',
    });
    expect(JSON.parse(queued[0]?.offline ?? '{}')).toMatchObject({
      key_id: 77,
      document_version: 'v3',
    });
    // Nothing went to the server: the queue sends it when the network is back.
    expect(calls.filter((call: Call) => `${call.method} ${call.path}` === SIGN)).toHaveLength(0);
  });

  it('queued: the receiver chooser, the receiver carried to what is signed', async () => {
    fakeServer({ [RECEIVERS]: { status: 200, body: RECEIVER_LIST } });
    const stores = await phoneWithKey();
    const user = userEvent.setup();
    renderFlow(<QueuedFlow document={versioned()} slot="receiver" stores={stores} />);
    const chooser = await screen.findByRole('dialog', { name: 'Which receiver signs?' });
    const signed = await within(chooser).findByRole('radio', { name: /Odbiorca Pierwszy/ });
    expect((signed as HTMLInputElement).disabled).toBe(true);
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    expect(await within(chooser).findByText('Choose the receiver who signs.')).toBeTruthy();
    await user.click(within(chooser).getByRole('radio', { name: 'Odbiorca Drugi Sp. z o.o.' }));
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    await writeName(user, 'Ola Odbiorca');
    await drawOn(await screen.findByRole('img', { name: 'Signature pad' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const pin = await screen.findByRole('dialog', { name: "Driver's PIN" });
    await user.type(within(pin).getByLabelText("Driver's PIN"), '1234');
    await user.click(within(pin).getByRole('button', { name: 'Sign' }));
    await screen.findByRole('dialog', { name: 'Saved on the phone' });
    const [item] = (await stores.queue.getAll()) as QueuedSignature[];
    expect(item?.receiverId).toBe(202);
  });

  it('session: the chooser and the pad of the same body, then the signature is sent', async () => {
    const calls = fakeServer({
      [RECEIVERS]: { status: 200, body: RECEIVER_LIST },
      [SIGN]: { status: 201, body: { id: 9 } },
    });
    const user = userEvent.setup();
    renderFlow(<SessionFlow document={cmrDocument()} slot="receiver" />);
    const chooser = await screen.findByRole('dialog', { name: 'Which receiver signs?' });
    await user.click(
      await within(chooser).findByRole('radio', { name: 'Odbiorca Drugi Sp. z o.o.' }),
    );
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));
    const method = await screen.findByRole('dialog', { name: 'Handwritten signature' });
    await user.click(within(method).getByRole('button', { name: 'Next' }));
    await writeName(user, 'Ola Odbiorca');
    const pad = await screen.findByRole('dialog', { name: 'Sign in the box' });
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));
    expect(await within(pad).findByText('The signature is empty. Sign in the box.')).toBeTruthy();
    await drawOn(within(pad).getByRole('img', { name: 'Signature pad' }));
    await user.click(within(pad).getByRole('button', { name: 'Sign' }));
    await screen.findByRole('dialog', { name: 'Verification successful' });
    const form = calls.find((call) => `${call.method} ${call.path}` === SIGN)?.body as FormData;
    expect(form.get('receiver_id')).toBe('202');
    expect(form.get('signed_by_type')).toBe('receiver');
    expect(form.get('offline')).toBeNull();
    expect(JSON.parse(form.get('signature_data') as string)).toMatchObject({
      sign_fullname: 'Ola Odbiorca',
      sign_method: 'on screen',
    });
  });
});
