import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { warmPdfEngine } from './warm-up.ts';

describe('warming the PDF engine', () => {
  it('renders a real one-page PDF with Polish letters, needing nothing from the app', async () => {
    const bytes = await warmPdfEngine();
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('TransitDocs — zażółć gęślą jaźń');
  });
});
