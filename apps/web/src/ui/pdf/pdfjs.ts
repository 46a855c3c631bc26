import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';

// The worker is a file of the build (the CSP allows same-origin and blob: workers).
GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export type { PDFDocumentProxy };

/**
 * Opens PDF bytes with pdf.js. The bytes are copied first: pdf.js hands its buffer to the worker,
 * which would leave the caller's one empty. No eval (the CSP forbids it) and no WebAssembly
 * decoders (only needed for rare JPEG 2000 and JBIG2 images; pdf.js falls back without them).
 */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(data.slice(0)),
    isEvalSupported: false,
    useWasm: false,
  }).promise;
}
