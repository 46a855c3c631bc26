// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../test-support/index.ts';
import type { PDFDocumentProxy } from './pdf-engine.ts';
import { PdfPages } from './pdf-pages.tsx';

const openPdf = vi.hoisted(() => vi.fn<(data: ArrayBuffer) => Promise<PDFDocumentProxy>>());
vi.mock('./pdf-engine.ts', () => ({ openPdf, warmPdfEngine: () => undefined }));

setUpComponentTests();

type Drawing = { page: number; finish: () => void; fail: () => void };

/** A PDF of `count` pages whose drawings finish when the test says so. */
function fakePdf(count: number): { pdf: PDFDocumentProxy; drawings: Drawing[] } {
  const drawings: Drawing[] = [];
  const proxyOf = (page: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => {
      const promise = new Promise<void>((resolve, reject) => {
        drawings.push({
          page,
          finish: () => {
            resolve();
          },
          fail: () => {
            reject(new Error('broken page'));
          },
        });
      });
      return { promise, cancel: () => undefined };
    },
  });
  const pdf = {
    numPages: count,
    getPage: (page: number) => Promise.resolve(proxyOf(page)),
    destroy: () => Promise.resolve(),
  };
  return { pdf: pdf as unknown as PDFDocumentProxy, drawings };
}

const bytes = new TextEncoder().encode('%PDF-1.7').buffer;

afterEach(() => {
  openPdf.mockReset();
});

describe('PdfPages', () => {
  it('shows the bar and the page outline in its named region while the bytes are coming', () => {
    render(<PdfPages data={null} title="Preview: Faktura" />);
    const region = screen.getByRole('region', { name: 'Preview: Faktura' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading the PDF' })).toBeTruthy();
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('draws the first page first and each next page once the one before is drawn', async () => {
    const { pdf, drawings } = fakePdf(3);
    openPdf.mockResolvedValue(pdf);
    render(<PdfPages data={bytes} title="Preview: Annex" />);

    expect(await screen.findByRole('img', { name: 'Page 3 of 3' })).toBeTruthy();
    await waitFor(() => {
      expect(drawings.map((drawing) => drawing.page)).toEqual([1]);
    });
    const first = screen.getByRole('img', { name: 'Page 1 of 3' });
    expect(first.getAttribute('aria-busy')).toBe('true');

    drawings[0]?.finish();
    await waitFor(() => {
      expect(drawings.map((drawing) => drawing.page)).toEqual([1, 2]);
    });
    expect(first.getAttribute('aria-busy')).toBe('false');
    expect(first.hasAttribute('data-drawn')).toBe(true);
    expect(screen.getByRole('img', { name: 'Page 3 of 3' }).getAttribute('aria-busy')).toBe('true');

    // A page that cannot be drawn does not hold the rest back.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    drawings[1]?.fail();
    await waitFor(() => {
      expect(drawings.map((drawing) => drawing.page)).toEqual([1, 2, 3]);
    });
    drawings[2]?.finish();
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'Page 3 of 3' }).hasAttribute('data-drawn')).toBe(
        true,
      );
    });
    expect(screen.getByRole('region', { name: 'Preview: Annex' }).getAttribute('aria-busy')).toBe(
      'false',
    );
  });

  it('says so when pdf.js cannot open the bytes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPdf.mockRejectedValue(new Error('Invalid PDF structure'));
    render(<PdfPages data={bytes} title="Preview: Faktura" />);
    expect(await screen.findByText('The PDF could not be displayed.')).toBeTruthy();
  });
});
