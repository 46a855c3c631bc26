// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISPATCHER, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { GENERATED_CMR } from '../document-editor/test-documents.ts';
import { documentsModalRoutes } from './documents-modal-routes.tsx';
import { buildDocument, signature, transitDocuments } from './test-documents.ts';

const PDF_PATH = '/company/api/v1/document/id/20/pdf';
const CMR_PDF_PATH = '/company/api/v1/document/id/30/pdf';

/** A generated CMR with its data, signed by the sender. */
const CMR = buildDocument({
  id: 30,
  name: 'CMR 2026/000030',
  document_data: GENERATED_CMR,
  signed_by: [
    {
      ...signature('sender'),
      signature_data: { sign_fullname: 'Piotr Nadawca', sign_method: 'on screen' },
    },
  ],
});

/** The server: the list as JSON, the PDF as bytes with its name in `gt-file-name`. */
function stubServer(pdfStatus = 200): { path: string; headers: Headers }[] {
  const calls: { path: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    calls.push({ path: input, headers: new Headers(init.headers) });
    if (input === PDF_PATH || input === CMR_PDF_PATH) {
      return Promise.resolve(
        pdfStatus === 200
          ? new Response('%PDF-1.7\n%%EOF', {
              headers: { 'content-type': 'application/pdf', 'gt-file-name': 'Faktura%207.pdf' },
            })
          : new Response(JSON.stringify({ detail: 'not_found' }), { status: pdfStatus }),
      );
    }
    const isList = input === '/company/api/v1/document/42/';
    const body = isList ? [...transitDocuments(), CMR] : { detail: 'not_found' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: isList ? 200 : 404 }));
  });
  return calls;
}

function renderPreview(documentId = 20) {
  return renderRoutes(
    [...documentsModalRoutes, { path: '/documents', element: <p>documents list</p> }],
    { path: `/documents/42/${String(documentId)}/preview`, user: DISPATCHER },
  ).router;
}

/** Every media query matches: the narrow layout of a phone (390 px). */
function stubPhoneWidth() {
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
}

const pdfCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === CMR_PDF_PATH).length;

setUpComponentTests();

describe('document preview', () => {
  it('hands the PDF fetched with the token to pdf.js and closes to the documents with OK', async () => {
    const calls = stubServer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderPreview();
    await screen.findByRole('dialog', { name: 'Preview: Faktura 7/2026' });
    const pages = await screen.findByRole('region', { name: 'Preview: Faktura 7/2026' });
    // pdf.js is really loaded but cannot draw in jsdom; the pages are checked in the browser test.
    expect(
      await within(pages).findByText('The PDF could not be displayed.', undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save PDF' })).toBeTruthy();
    const pdfCall = calls.find((call) => call.path === PDF_PATH);
    expect(pdfCall?.headers.get('Authorization')).toMatch(/^Token /);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/documents/42/documents');
  });

  it('says so when the PDF cannot be loaded', async () => {
    stubServer(404);
    renderPreview();
    expect(await screen.findByText('The document could not be loaded.')).toBeTruthy();
  });

  it('shows a generated document on a phone as its stacked form, the A4 page a tab away', async () => {
    stubPhoneWidth();
    const calls = stubServer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPreview(30);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: CMR 2026/000030' });
    expect(within(dialog).getByRole('tab', { name: 'Form', selected: true })).toBeTruthy();
    // Numbered boxes with their titles and values, one under the other.
    const sender = within(dialog).getByRole('region', {
      name: '1. Sender (name, address, country)',
    });
    expect(sender.textContent).toContain('Przedsiębiorstwo Łódź Sp. z o.o.');
    expect(within(dialog).getByRole('region', { name: /^2\. Consignee/ })).toBeTruthy();
    const senderSignature = within(dialog).getByRole('region', { name: /^22\. / });
    expect(senderSignature.textContent).toContain('Signed by Piotr Nadawca');
    expect(within(dialog).getByRole('region', { name: /^24\. / }).textContent).toContain(
      'Not signed yet',
    );
    // The PDF is not fetched for the form.
    expect(pdfCalls(calls)).toBe(0);
    expect(within(dialog).queryByRole('region', { name: 'Preview: CMR 2026/000030' })).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: 'A4 page' }));
    expect(within(dialog).getByRole('tab', { name: 'A4 page', selected: true })).toBeTruthy();
    expect(
      await within(dialog).findByRole('region', { name: 'Preview: CMR 2026/000030' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: /^1\. Sender/ })).toBeNull();
    await waitFor(() => {
      expect(pdfCalls(calls)).toBe(1);
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Form' }));
    expect(within(dialog).getByRole('region', { name: /^1\. Sender/ })).toBeTruthy();
  });

  it('keeps an uploaded PDF as pages on a phone, without the form tab', async () => {
    stubPhoneWidth();
    stubServer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPreview(20);
    expect(await screen.findByRole('region', { name: 'Preview: Faktura 7/2026' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Form' })).toBeNull();
  });

  it('shows the A4 page of a generated document on a wide screen, with no switch', async () => {
    const calls = stubServer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPreview(30);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: CMR 2026/000030' });
    expect(
      await within(dialog).findByRole('region', { name: 'Preview: CMR 2026/000030' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByRole('region', { name: /^1\. Sender/ })).toBeNull();
    await waitFor(() => {
      expect(pdfCalls(calls)).toBe(1);
    });
  });

  it('shows a progress bar at once while the PDF is on its way', async () => {
    // The server never answers.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderPreview(30);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the PDF' }, { timeout: 100 }),
    ).toBeTruthy();
  });

  it('shows a progress bar at once on a phone while the document is on its way', async () => {
    stubPhoneWidth();
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderPreview(30);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the document' }, { timeout: 100 }),
    ).toBeTruthy();
  });
});
