// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InitialEntry } from 'react-router';
import type { Actor, Transit } from '@transitdocs/domain';
import {
  DISPATCHER,
  documentAnswersOf,
  fakeServer,
  renderRoutes,
  setOnline,
  setUpComponentTests,
  SHARED_IN_ACTOR,
  transitActionsOf,
  type Answers,
} from '../../test-support/index.ts';
import { buildTransit } from '../transit-page/test-transit.ts';
import { transitPageRoutes } from '../transit-page/transit-page-routes.tsx';
import { documentsModalRoutes } from './documents-modal-routes.tsx';
import { transitDocuments } from './test-documents.ts';

const warmPdfEngine = vi.hoisted(() => vi.fn());
vi.mock('../pdf-viewer/pdf-engine.ts', () => ({
  warmPdfEngine,
  prefetchPdfWorker: () => undefined,
  openPdfAhead: () => undefined,
  openPdf: () => new Promise(() => undefined),
}));

const LIST = 'GET /company/api/v1/document/42/';
const TRANSIT = 'GET /company/api/v1/all-transit/42/';
const MODAL = 'Documents of transit 2026/000042';

function answers(extra: Answers = {}): Answers {
  return {
    [LIST]: { status: 200, body: transitDocuments() },
    [TRANSIT]: { status: 200, body: buildTransit() },
    'GET /company/api/v1/document-types/': { status: 200, body: ['CMR', 'WZ', 'FV'] },
    ...extra,
  };
}

/** The transit and its documents as the server answers them to `actor` in `transit`'s state. */
function answeredFor(transit: Transit, actor?: Actor): Answers {
  const documents = transitDocuments().map((document) => ({
    ...document,
    ...documentAnswersOf(document, actor, transit),
  }));
  return answers({
    [LIST]: { status: 200, body: documents },
    [TRANSIT]: { status: 200, body: { ...transit, actions: transitActionsOf(transit, actor) } },
  });
}

function renderAt(path: InitialEntry) {
  return renderRoutes(
    [
      ...transitPageRoutes,
      ...documentsModalRoutes,
      { path: '/documents', element: <p>documents list</p> },
      { path: '/documents/:id/:documentId/edit', element: <p>document editor</p> },
      { path: '/documents/:id/:documentId/sign', element: <p>sign screen</p> },
      { path: '/documents/:id/documentGenerate/:typePath', element: <p>generator</p> },
    ],
    { path, user: DISPATCHER },
  ).router;
}

async function openModal(path = '/documents/42/documents') {
  const router = renderAt(path);
  const modal = await screen.findByRole('dialog', { name: MODAL });
  await within(modal).findByText('CMR main');
  return { router, modal };
}

async function menuOf(name: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => {
    expect(screen.queryByRole('menu')).toBeNull();
  });
  return items;
}

setUpComponentTests();

describe('documents modal', () => {
  it('groups sub-documents under the main document and marks it', async () => {
    fakeServer(answers());
    const { modal } = await openModal();
    const groups = within(modal).getAllByRole('listitem');
    expect(groups).toHaveLength(2);
    const [cmr, invoice] = groups;
    if (!cmr || !invoice) throw new Error('groups missing');
    expect(
      within(cmr)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Select CMR main',
      'Select CMR first receiver for Odbiorca Pierwszy S.A.',
      'Select CMR second receiver for Odbiorca Drugi Sp. z o.o.',
    ]);
    expect(within(cmr).getByText('Main document')).toBeTruthy();
    expect(within(cmr).getByText('Receiver: Odbiorca Drugi Sp. z o.o.')).toBeTruthy();
    expect(within(invoice).getByText('Faktura 7/2026')).toBeTruthy();
    expect(within(invoice).queryByText('Main document')).toBeNull();
  });

  it('offers the row actions the rules allow', async () => {
    fakeServer(answers());
    await openModal();
    expect(await menuOf('CMR main')).toEqual([
      'Preview',
      'Remarks',
      'Sign',
      'Edit',
      'Download PDF',
      'Download history',
    ]);
    expect(await menuOf('CMR first receiver for Odbiorca Pierwszy S.A.')).toEqual([
      'Preview',
      'Remarks',
      'Sign',
      'Edit',
      'Download PDF',
      'Download XML',
      'Download history',
    ]);
    expect(await menuOf('Faktura 7/2026')).toEqual([
      'Preview',
      'Remarks',
      'Sign',
      'Download',
      'Delete',
      'Download history',
    ]);
  });

  it('starts pdf.js as the menu of a document it would draw opens', async () => {
    fakeServer(answers());
    await openModal();
    warmPdfEngine.mockClear();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for CMR main' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(warmPdfEngine).toHaveBeenCalledOnce();
  });

  it('shows share only with a selection, opening the share dialog with the chosen ones', async () => {
    fakeServer(answers());
    const user = userEvent.setup();
    const { modal } = await openModal();
    expect(within(modal).queryByRole('button', { name: 'Share documents' })).toBeNull();
    await user.click(within(modal).getByRole('checkbox', { name: 'Select all' }));
    expect(
      within(modal)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(within(modal).getByRole('link', { name: 'Share documents' }).getAttribute('href')).toBe(
      '/documents/42/share',
    );
    await user.click(within(modal).getByRole('checkbox', { name: 'Select all' }));
    expect(within(modal).queryByRole('link', { name: 'Share documents' })).toBeNull();
    expect(
      within(modal).getByRole('link', { name: 'Generate document' }).getAttribute('href'),
    ).toBe('/documents/42/documentGenerate');
    expect(within(modal).getByRole('link', { name: 'Upload document' }).getAttribute('href')).toBe(
      '/documents/42/documentUpload',
    );
  });

  it('deletes after confirming, from the version it read, and tells the result', async () => {
    let ifMatch: string | null = null;
    const calls = fakeServer(
      answers({
        'DELETE /company/api/v1/transit-document/20/': (_call, init) => {
          ifMatch = new Headers(init.headers).get('If-Match');
          return { status: 204 };
        },
      }),
    );
    const user = userEvent.setup();
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Actions for Faktura 7/2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Document deleted' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(ifMatch).toBe('"3"');
  });

  it('shows the server refusal of a delete', async () => {
    fakeServer(
      answers({
        'DELETE /company/api/v1/transit-document/20/': {
          status: 400,
          body: { non_field_errors: ['document_is_signed'] },
        },
      }),
    );
    const user = userEvent.setup();
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Actions for Faktura 7/2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Could not delete the document' }),
    ).toBeTruthy();
  });

  it('hides edit, downloads, delete, generate and upload offline', async () => {
    fakeServer(answers());
    const { modal } = await openModal();
    setOnline(false);
    await waitFor(() => {
      expect(within(modal).queryByRole('link', { name: 'Generate document' })).toBeNull();
    });
    expect(within(modal).queryByRole('link', { name: 'Upload document' })).toBeNull();
    expect(await menuOf('Faktura 7/2026')).toEqual(['Preview', 'Remarks']);
  });

  it('opens the sign screen from the row action', async () => {
    fakeServer(answers());
    const user = userEvent.setup();
    const { router } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Actions for CMR main' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign' }));
    await screen.findByText('sign screen');
    expect(router.state.location.pathname).toBe('/documents/42/10/sign');
  });

  it('offers no signing on a finished transit', async () => {
    fakeServer(answeredFor(buildTransit({ status: 'finished' })));
    // The title names the transit: its status is known.
    await openModal();
    expect(await menuOf('CMR main')).not.toContain('Sign');
  });

  it('offers no generate, upload, edit or delete on a transit shared in by another company', async () => {
    fakeServer(answeredFor(buildTransit({ type: 'send' }), SHARED_IN_ACTOR));
    const { modal } = await openModal();
    expect(within(modal).queryByRole('link', { name: 'Generate document' })).toBeNull();
    expect(within(modal).queryByRole('link', { name: 'Upload document' })).toBeNull();
    const menu = await menuOf('Faktura 7/2026');
    expect(menu).not.toContain('Edit');
    expect(menu).not.toContain('Delete');
    expect(menu).toContain('Preview');
  });

  it('shows the success message the editor leaves after saving', async () => {
    fakeServer(answers());
    const user = userEvent.setup();
    renderAt({
      pathname: '/documents/42/documents',
      state: { successMessage: 'CMR consignment note saved.' },
    });
    const modal = await screen.findByRole('dialog', { name: MODAL });
    const status = within(modal).getByRole('status');
    expect(status.textContent).toContain('CMR consignment note saved.');
    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(within(modal).queryByRole('status')).toBeNull();
  });

  it('says what to do when there are no documents', async () => {
    fakeServer(answers({ [LIST]: { status: 200, body: [] } }));
    renderAt('/documents/42/documents');
    expect(await screen.findByText('This transit has no documents yet')).toBeTruthy();
  });

  it('opens the main document from /documents/:id?go_to_main_doc and clears the flag', async () => {
    fakeServer(answers());
    const router = renderAt('/documents/42?go_to_main_doc');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/42/10/preview');
    });
    expect(router.state.location.search).toBe('');
  });

  it('opens the editor for go_to_doc with open_edit', async () => {
    fakeServer(answers());
    const router = renderAt('/documents/42?go_to_doc=11&open_edit');
    expect(await screen.findByText('document editor')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents/42/11/edit');
  });

  it('opens from the transit page and closes back to it', async () => {
    fakeServer(answers());
    const user = userEvent.setup();
    const router = renderAt('/documents/42');
    const page = await screen.findByRole('dialog', { name: 'Transit 2026/000042' });
    await user.click(within(page).getByRole('link', { name: 'Documents' }));
    const modal = await screen.findByRole('dialog', { name: MODAL });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/documents/42');
    });
  });

  it('lists the generated types of the company in the chooser', async () => {
    fakeServer(answers());
    renderAt('/documents/42/documentGenerate');
    const chooser = await screen.findByRole('dialog', { name: 'Generate document' });
    const cmr = await within(chooser).findByRole('link', { name: /CMR consignment note/ });
    expect(cmr.getAttribute('href')).toBe('/documents/42/documentGenerate/documentcmr');
    expect(within(chooser).getAllByRole('link')).toHaveLength(2);
  });
});
