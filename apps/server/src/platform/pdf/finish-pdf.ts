import type { PDFDocument } from 'pdf-lib';
import type { PdfDrawing } from './content.ts';

/**
 * Writes a finished document; a caller may add to it first (a verification page, a seal). It
 * must close the drawing (which writes the pages and the font) before saving.
 */
export type FinishPdf = (doc: PDFDocument, drawing: PdfDrawing) => Promise<Uint8Array>;

export const saveAsIs: FinishPdf = async (doc, drawing) => {
  await drawing.close();
  return doc.save();
};
