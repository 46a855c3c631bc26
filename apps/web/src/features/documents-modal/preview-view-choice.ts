import { generatedCodeOf, type DocumentResponse } from '@transitdocs/domain';

/**
 * Whether a document's preview opens as its stacked form rather than its A4 page: a generated
 * document with data below the medium breakpoint (an A4 page shrunk to a phone is unreadable).
 */
export function opensAsForm(document: DocumentResponse, isNarrow: boolean): boolean {
  return isNarrow && generatedCodeOf(document.type) !== null && document.document_data !== null;
}

/** Whether opening the document for `action` draws a PDF (pdf.js) first. */
export function drawsPdf(
  document: DocumentResponse,
  action: 'preview' | 'sign',
  isNarrow: boolean,
): boolean {
  if (action === 'sign') return generatedCodeOf(document.type) === null;
  return !opensAsForm(document, isNarrow);
}
