// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOpenedDocument, warmForRowMenu } from './document-screens-prefetch.ts';
import { documentPdfQuery, uploadedFileQuery } from './document-pdf-query.ts';
import { drawsPdf, opensAsForm } from './preview-view-choice.ts';
import { buildDocument } from './test-documents.ts';

const warmPdfEngine = vi.hoisted(() => vi.fn());
const openPdfAhead = vi.hoisted(() => vi.fn());
vi.mock('../pdf-viewer/pdf-engine.ts', () => ({
  warmPdfEngine,
  openPdfAhead,
  prefetchPdfWorker: vi.fn(),
}));
const fetchDocumentFile = vi.hoisted(() => vi.fn());
vi.mock('../../api/documents.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/documents.ts')>()),
  fetchDocumentFile,
}));

const CMR = buildDocument({ id: 30 });
const CMR_WITHOUT_DATA = buildDocument({ id: 31, document_data: null });
const UPLOADED = buildDocument({ id: 20, name: 'Faktura 7', type: 6, document_data: null });

afterEach(() => {
  vi.clearAllMocks();
});

describe('which view a document opens in', () => {
  it('opens a generated document as its form on a phone, as its A4 page otherwise', () => {
    expect(opensAsForm(CMR, true)).toBe(true);
    expect(opensAsForm(CMR, false)).toBe(false);
    expect(opensAsForm(CMR_WITHOUT_DATA, true)).toBe(false);
    expect(opensAsForm(UPLOADED, true)).toBe(false);
  });

  it('draws a PDF for an A4 preview and for signing an uploaded file', () => {
    expect(drawsPdf(CMR, 'preview', false)).toBe(true);
    expect(drawsPdf(CMR, 'preview', true)).toBe(false);
    expect(drawsPdf(UPLOADED, 'preview', true)).toBe(true);
    expect(drawsPdf(UPLOADED, 'sign', false)).toBe(true);
    // A generated document is signed in its boxes on the paper form, not on a PDF.
    expect(drawsPdf(CMR, 'sign', false)).toBe(false);
  });
});

describe('prefetchOpenedDocument', () => {
  const file = (text: string) => ({ blob: new Blob([text]), fileName: 'file.pdf' });

  it('starts the PDF and pdf.js at the click, under the key the preview reads', async () => {
    fetchDocumentFile.mockResolvedValue(file('%PDF-1.7'));
    const queryClient = new QueryClient();
    prefetchOpenedDocument(queryClient, UPLOADED, 'preview', false);
    expect(warmPdfEngine).toHaveBeenCalledOnce();
    expect(fetchDocumentFile).toHaveBeenCalledWith(20, 'pdf');
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(documentPdfQuery(20).queryKey)?.bytes.byteLength).toBe(8);
    });
    // pdf.js opens the very bytes the preview will be given, while its screen renders.
    await vi.waitFor(() => {
      expect(openPdfAhead).toHaveBeenCalledWith(
        queryClient.getQueryData(documentPdfQuery(20).queryKey)?.bytes,
      );
    });
  });

  it('fetches the uploaded file itself for the sign screen', async () => {
    fetchDocumentFile.mockResolvedValue(file('%PDF-1.4 signed'));
    const queryClient = new QueryClient();
    prefetchOpenedDocument(queryClient, UPLOADED, 'sign', false);
    expect(fetchDocumentFile).toHaveBeenCalledWith(20, 'download');
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(uploadedFileQuery(20).queryKey)?.byteLength).toBe(15);
    });
    await vi.waitFor(() => {
      expect(openPdfAhead).toHaveBeenCalledWith(
        queryClient.getQueryData(uploadedFileQuery(20).queryKey),
      );
    });
  });

  it('opens nothing ahead when the PDF could not be fetched', async () => {
    fetchDocumentFile.mockRejectedValue(new Error('offline'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchOpenedDocument(queryClient, UPLOADED, 'preview', false);
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(documentPdfQuery(20).queryKey)?.status).toBe('error');
    });
    expect(openPdfAhead).not.toHaveBeenCalled();
  });

  it('fetches nothing for a screen that draws no PDF', () => {
    const queryClient = new QueryClient();
    prefetchOpenedDocument(queryClient, CMR, 'preview', true);
    prefetchOpenedDocument(queryClient, CMR, 'sign', false);
    expect(warmPdfEngine).not.toHaveBeenCalled();
    expect(fetchDocumentFile).not.toHaveBeenCalled();
  });
});

describe('warmForRowMenu', () => {
  it('starts pdf.js as the menu opens where Preview or Sign would draw the PDF', () => {
    // A CMR on a wide screen previews as its A4 page; an upload is drawn everywhere.
    warmForRowMenu(CMR, ['preview', 'sign', 'edit'], false);
    warmForRowMenu(UPLOADED, ['preview', 'sign'], true);
    warmForRowMenu(UPLOADED, ['sign', 'download'], false);
    expect(warmPdfEngine).toHaveBeenCalledTimes(3);
    // Not the PDF: the user may not open it, the server would render it for nothing.
    expect(fetchDocumentFile).not.toHaveBeenCalled();
  });

  it('starts nothing where the menu opens no PDF', () => {
    // On a phone a CMR previews as its form and is signed on its paper view.
    warmForRowMenu(CMR, ['preview', 'sign', 'edit'], true);
    warmForRowMenu(UPLOADED, ['remarks', 'download', 'delete'], false);
    expect(warmPdfEngine).not.toHaveBeenCalled();
  });
});
