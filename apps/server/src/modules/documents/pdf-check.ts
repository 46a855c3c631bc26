import { EncryptedPDFError, ParseSpeeds, PDFDocument } from 'pdf-lib';
import { removeActiveContent } from './pdf-active-content.ts';

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Why a file is refused as a PDF (the key of the field error). */
export type PdfRefusal = 'file_not_pdf' | 'pdf_encrypted' | 'pdf_too_complex';

export type PdfInspection =
  /** `storable`: the bytes to keep, without what would act on opening (see pdf-active-content) */
  { ok: true; pages: number; storable: Uint8Array } | { ok: false; key: PdfRefusal };

/**
 * A PDF is recognised by its content, never its name or declared type: it must start with the
 * `%PDF-` header, end with an `%%EOF` marker (trailing whitespace allowed) and load as a document
 * with at least one page. Encrypted files are refused: signatures are drawn into the file later.
 * One parse answers both the check and the bytes to store. Seconds of work for a large file:
 * requests run it in the PDF worker pool (pdf-inspector.ts), never on the event loop.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (text.byteLength < 16 || text.toString('latin1', 0, 5) !== '%PDF-') {
    return { ok: false, key: 'file_not_pdf' };
  }
  const tail = text.toString('latin1', Math.max(0, text.byteLength - 2048));
  if (!tail.includes('%%EOF')) return { ok: false, key: 'file_not_pdf' };
  let document: PDFDocument;
  let pages: number;
  let found: ReadonlySet<string>;
  try {
    // In a worker thread nothing else waits for this one's event loop: parsing without a pause
    // every 100 objects (pdf-lib's default, a timer each) halves a many-object file's time.
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
    // A file without a page tree loads but fails here.
    pages = document.getPageCount();
    found = removeActiveContent(document);
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { ok: false, key: 'pdf_encrypted' };
    return { ok: false, key: 'file_not_pdf' };
  }
  if (pages === 0) return { ok: false, key: 'file_not_pdf' };
  const storable =
    found.size === 0 ? bytes : await document.save({ updateFieldAppearances: false });
  return { ok: true, pages, storable };
}
