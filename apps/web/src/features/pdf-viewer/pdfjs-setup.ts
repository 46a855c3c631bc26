import { PDFWorker, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy };

/** Opens PDF bytes with pdf.js. */
export type OpenPdf = (data: ArrayBuffer) => Promise<PDFDocumentProxy>;

/**
 * pdf.js working through `thread`, a started worker (see `pdf-worker-thread.ts`) shared by every
 * PDF of the session. Passed to each document explicitly, so closing a document leaves the worker
 * running. The bytes are copied first: pdf.js hands its buffer to the worker, which would leave the
 * caller's one empty. No eval (the CSP forbids it) and no WebAssembly decoders (only needed for
 * rare JPEG 2000 and JBIG2 images; pdf.js falls back without them).
 */
export function pdfOpenerOn(thread: Worker): OpenPdf {
  const worker = PDFWorker.create({ port: thread });
  return (data) =>
    getDocument({
      data: new Uint8Array(data.slice(0)),
      worker,
      isEvalSupported: false,
      useWasm: false,
    }).promise;
}
