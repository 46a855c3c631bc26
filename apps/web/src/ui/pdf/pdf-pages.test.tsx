// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../test-support/index.ts';
import { pageClickAt } from './page-click.ts';
import { PdfPages } from './pdf-pages.tsx';

setUpComponentTests();

describe('PdfPages', () => {
  it('shows the loading state in its named region while the bytes are coming', () => {
    render(<PdfPages data={null} title="Preview: Faktura" />);
    const region = screen.getByRole('region', { name: 'Preview: Faktura' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading the PDF' })).toBeTruthy();
  });

  it('loads pdf.js on demand and says so when it cannot display the bytes', async () => {
    // jsdom lacks what pdf.js draws with; the browser test covers real pages.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bytes = new TextEncoder().encode('this is not a PDF').buffer;
    render(<PdfPages data={bytes} title="Preview: Faktura" />);
    expect(
      await screen.findByText('The PDF could not be displayed.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preview: Faktura' }).getAttribute('aria-busy')).toBe(
      'false',
    );
  });
});

describe('pageClickAt', () => {
  const box = { left: 100, top: 50, width: 400, height: 800 };

  it('gives the position as fractions of the page from its top left', () => {
    expect(pageClickAt(2, box, 200, 250)).toEqual({ page: 2, x: 0.25, y: 0.25 });
    expect(pageClickAt(1, box, 500, 850)).toEqual({ page: 1, x: 1, y: 1 });
  });

  it('keeps a click on the border inside the page and ignores an empty box', () => {
    expect(pageClickAt(1, box, 90, 900)).toEqual({ page: 1, x: 0, y: 1 });
    expect(pageClickAt(1, { ...box, width: 0 }, 100, 100)).toBeNull();
  });
});
