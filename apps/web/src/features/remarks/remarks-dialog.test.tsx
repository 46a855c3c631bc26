// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRemark, DocumentResponse } from '@transitdocs/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISPATCHER,
  fakeServer,
  renderRoutes,
  setUpComponentTests,
  simulateTextLayout,
  textAreaRows,
  type Answers,
  type Call,
} from '../../test-support/index.ts';
import { documentsModalRoutes } from '../documents-modal/documents-modal-routes.tsx';
import { buildDocument, signature } from '../documents-modal/test-documents.ts';
import { buildTransit } from '../transit-page/test-transit.ts';

// jsdom cannot decode or draw a photo: the picked file travels as it is.
vi.mock('./resize-photo.ts', () => ({ resizePhotoToPng: (photo: Blob) => Promise.resolve(photo) }));

const LIST = 'GET /company/api/v1/document/42/';
const ADD = 'POST /company/api/v1/document-remark/';
const PHOTO = 'GET /company/api/v1/document-file/7/download';

const remark = (overrides: Partial<DocumentRemark> = {}): DocumentRemark => ({
  id: 1,
  type: 'pickup',
  user: 'Jan Kowalski',
  company_name: 'Nadawca Sp. z o.o.',
  timestamp: '2026-11-21T08:30:00Z',
  message: 'Folia uszkodzona przy załadunku',
  document: 1,
  files: [{ id: 7, photo: '/company/api/v1/document-file/7/download' }],
  ...overrides,
});

function documents(overrides: Partial<DocumentResponse> = {}): DocumentResponse[] {
  return [buildDocument({ remarks: [remark()], ...overrides })];
}

function answers(list: DocumentResponse[], extra: Answers = {}): Answers {
  return {
    [LIST]: { status: 200, body: list },
    'GET /company/api/v1/all-transit/42/': { status: 200, body: buildTransit() },
    [PHOTO]: { status: 200, body: 'png bytes' },
    ...extra,
  };
}

function renderAt(path: string) {
  return renderRoutes(
    [...documentsModalRoutes, { path: '/documents', element: <p>documents list</p> }],
    { path, user: DISPATCHER },
  ).router;
}

const formValue = (call: Call | undefined, name: string) =>
  call?.body instanceof FormData ? call.body.get(name) : undefined;

setUpComponentTests();

beforeEach(() => {
  // jsdom has no blob URLs; each test file has its own environment.
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});

describe('remarks dialog', () => {
  it('opens from the row action and shows the thread with its photo fetched with the token', async () => {
    let photoAuthorization: string | null = null;
    fakeServer(
      answers(documents(), {
        [PHOTO]: (_call, init) => {
          photoAuthorization = new Headers(init.headers).get('Authorization');
          return { status: 200, body: 'png bytes' };
        },
      }),
    );
    const user = userEvent.setup();
    renderAt('/documents/42/documents');
    await user.click(await screen.findByRole('button', { name: 'Actions for CMR 2026/000042' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    expect(within(dialog).getByRole('tab', { name: 'Pick-up (1)', selected: true })).toBeTruthy();
    const item = within(dialog).getByRole('listitem', {
      name: 'Remark by Jan Kowalski, Nadawca Sp. z o.o.',
    });
    expect(within(item).getByText('Folia uszkodzona przy załadunku')).toBeTruthy();
    const thumbnail = await within(item).findByRole('img', { name: 'Photo 1 by Jan Kowalski' });
    expect(thumbnail.getAttribute('src')).toBe('blob:photo');
    expect(photoAuthorization).toMatch(/^Token /);

    await user.click(within(item).getByRole('button', { name: 'Open Photo 1 by Jan Kowalski' }));
    const large = await screen.findByRole('dialog', { name: 'Photo 1 by Jan Kowalski' });
    expect(within(large).getByRole('img', { name: 'Photo 1 by Jan Kowalski' })).toBeTruthy();
  });

  it('adds a delivery remark: not sent while empty, then appended to the thread', async () => {
    const created = remark({ id: 2, type: 'delivery', message: 'Brak jednej palety', files: [] });
    const list = documents();
    const calls = fakeServer(
      answers(list, {
        // The server keeps what it got: the list read again after adding has the new remark.
        [LIST]: () => ({ status: 200, body: list }),
        [ADD]: () => {
          list[0]?.remarks.push(created);
          return { status: 201, body: created };
        },
      }),
    );
    const user = userEvent.setup();
    renderAt('/documents/42/1/remarks');
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    await user.click(within(dialog).getByRole('tab', { name: 'Delivery (0)' }));
    expect(within(dialog).getByText('No remarks yet.')).toBeTruthy();
    const form = within(dialog).getByRole('form', { name: 'New delivery remark' });
    const submit = within(form).getByRole('button', { name: 'Add remark' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), '   ');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Brak jednej palety');
    await user.click(submit);

    expect(await within(dialog).findByText('Brak jednej palety')).toBeTruthy();
    const sent = calls.filter((call) => `${call.method} ${call.path}` === ADD);
    expect(sent).toHaveLength(1);
    expect(formValue(sent[0], 'document')).toBe('1');
    expect(formValue(sent[0], 'type')).toBe('delivery');
    expect(formValue(sent[0], 'message')).toBe('Brak jednej palety');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveProperty('value', '');
    expect(screen.getByText('Remark added.')).toBeTruthy();
  });

  it('writes the message in a text area of 3 rows that grows to 8 (spec 2 §9)', async () => {
    simulateTextLayout();
    fakeServer(answers(documents()));
    renderAt('/documents/42/1/remarks');
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(textAreaRows(message)).toBe(3);
    const lines = Array.from({ length: 12 }, (_, index) => `line ${String(index)}`).join('\n');
    fireEvent.change(message, { target: { value: lines } });
    expect(textAreaRows(message)).toBe(8);
  });

  it('ends a photo upload with a confirmation, and a spinner while the document loads', async () => {
    const created = remark({ id: 3, message: 'Zdjęcie palety' });
    const calls = fakeServer(answers(documents(), { [ADD]: { status: 201, body: created } }));
    const user = userEvent.setup();
    renderAt('/documents/42/1/remarks');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the remarks' }, { timeout: 100 }),
    ).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    const form = within(dialog).getByRole('form', { name: 'New pick-up remark' });
    const photo = new File(['png bytes'], 'paleta.png', { type: 'image/png' });
    const picker = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no photo picker');
    await user.upload(picker, photo);
    expect(within(form).getByRole('list', { name: 'Chosen photos' }).textContent).toContain(
      'paleta.png',
    );
    await user.click(within(form).getByRole('button', { name: 'Add remark' }));
    expect(await screen.findByText('Remark added with its photos (1).')).toBeTruthy();
    const sent = calls.find((call) => `${call.method} ${call.path}` === ADD);
    expect(sent?.body instanceof FormData ? sent.body.getAll('files') : []).toHaveLength(1);
    expect(within(form).queryByRole('list', { name: 'Chosen photos' })).toBeNull();
  });

  it('shows a locked kind as a disabled form with the reason', async () => {
    fakeServer(answers(documents({ signed_by: [signature('carrier')] })));
    const user = userEvent.setup();
    renderAt('/documents/42/1/remarks');
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    // Pick-up is closed, so delivery is shown first.
    expect(within(dialog).getByRole('tab', { name: 'Delivery (0)', selected: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Pick-up (1)' }));
    const form = within(dialog).getByRole('form', { name: 'New pick-up remark' });
    expect(
      within(form).getByText('Pick-up remarks are closed: the sender or the carrier has signed.'),
    ).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
    expect(within(form).getByRole('button', { name: 'Add remark' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's reason for a locked kind, as its refusal says", async () => {
    const finished = documents()[0];
    if (!finished) throw new Error('no document');
    fakeServer(
      answers([
        {
          ...finished,
          actions: { ...finished.actions, remark_pickup: false, remark_delivery: false },
          refusals: { remark_pickup: 'transit_finished', remark_delivery: 'transit_finished' },
        },
      ]),
    );
    renderAt('/documents/42/1/remarks');
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    const form = within(dialog).getByRole('form', { name: 'New pick-up remark' });
    expect(
      within(form).getByText('This transit is finished and can no longer be changed.'),
    ).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
  });

  it('says it could not add the remark when the server refuses', async () => {
    fakeServer(
      answers(documents(), {
        [ADD]: { status: 400, body: { type: ['remark_not_allowed'] } },
      }),
    );
    const user = userEvent.setup();
    renderAt('/documents/42/1/remarks');
    const dialog = await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    const form = within(dialog).getByRole('form', { name: 'New pick-up remark' });
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Uwaga');
    await user.click(within(form).getByRole('button', { name: 'Add remark' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('Could not add the remark.')).toBeTruthy();
    expect(within(error).getByText('Remarks of this kind can no longer be added.')).toBeTruthy();
  });

  it('is opened by the go_to_remarks flag, which then leaves the address', async () => {
    fakeServer(answers(documents()));
    const router = renderAt('/documents/42/documents?go_to_remarks');
    await screen.findByRole('dialog', { name: 'Remarks: CMR 2026/000042' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/42/1/remarks');
    });
    expect(router.state.location.search).toBe('');
  });
});
