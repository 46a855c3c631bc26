// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISPATCHER, renderRoutes, setUpComponentTests } from '../../test-support/index.ts';
import { documentsModalRoutes } from './documents-modal-routes.tsx';
import { transitDocuments } from './test-documents.ts';

const PDF_PATH = '/company/api/v1/document/id/20/pdf';

/** The server: the list as JSON, the PDF as bytes with its name in `gt-file-name`. */
function stubServer(pdfStatus = 200): { path: string; headers: Headers }[] {
  const calls: { path: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    calls.push({ path: input, headers: new Headers(init.headers) });
    if (input === PDF_PATH) {
      return Promise.resolve(
        pdfStatus === 200
          ? new Response('%PDF-1.7\n%%EOF', {
              headers: { 'content-type': 'application/pdf', 'gt-file-name': 'Faktura%207.pdf' },
            })
          : new Response(JSON.stringify({ detail: 'not_found' }), { status: pdfStatus }),
      );
    }
    const isList = input === '/company/api/v1/document/42/';
    const body = isList ? transitDocuments() : { detail: 'not_found' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: isList ? 200 : 404 }));
  });
  return calls;
}

function renderPreview() {
  return renderRoutes(
    [...documentsModalRoutes, { path: '/documents', element: <p>documents list</p> }],
    { path: '/documents/42/20/preview', user: DISPATCHER },
  ).router;
}

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
});
