import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { pdfWithoutActiveContent } from './pdf-active-content.ts';

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export type PdfCheck =
  { ok: true; pages: number } | { ok: false; key: 'file_not_pdf' | 'pdf_encrypted' };

/**
 * A PDF is recognised by its content, never its name or declared type: it must start with the
 * `%PDF-` header, end with an `%%EOF` marker (trailing whitespace allowed) and load as a document
 * with at least one page. Encrypted files are refused: signatures are drawn into the file later.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfCheck> {
  if (bytes.byteLength < 16 || bytes.toString('latin1', 0, 5) !== '%PDF-') {
    return { ok: false, key: 'file_not_pdf' };
  }
  const tail = bytes.toString('latin1', Math.max(0, bytes.byteLength - 2048));
  if (!tail.includes('%%EOF')) return { ok: false, key: 'file_not_pdf' };
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = document.getPageCount();
    return pages > 0 ? { ok: true, pages } : { ok: false, key: 'file_not_pdf' };
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { ok: false, key: 'pdf_encrypted' };
    return { ok: false, key: 'file_not_pdf' };
  }
}

/** The bytes an uploaded PDF (already checked) is stored as: without what would act on opening. */
export async function storableUpload(bytes: Buffer): Promise<Buffer> {
  return (await pdfWithoutActiveContent(bytes)).bytes;
}
