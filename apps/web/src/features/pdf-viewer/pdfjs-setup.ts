import { GlobalWorkerOptions, PDFWorker, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { PDF_WORKER_URL } from './pdf-worker-url.ts';

GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;

export type { PDFDocumentProxy };

/**
 * One worker for every PDF of the session, started as soon as this module loads: its 1.2 MB
 * script is fetched and compiled while the document's bytes are still on their way, and a
 * second preview does not pay for it again. Passed to each document explicitly, so closing a
 * document leaves the worker running.
 */
const worker = new PDFWorker();

/**
 * Opens PDF bytes with pdf.js. The bytes are copied first: pdf.js hands its buffer to the worker,
 * which would leave the caller's one empty. No eval (the CSP forbids it) and no WebAssembly
 * decoders (only needed for rare JPEG 2000 and JBIG2 images; pdf.js falls back without them).
 */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(data.slice(0)),
    worker,
    isEvalSupported: false,
    useWasm: false,
  }).promise;
}
