import { PDF_WORKER_URL } from './pdf-worker-url.ts';
import type { PDFDocumentProxy } from './pdfjs-setup.ts';

export type { PDFDocumentProxy };

type PdfEngine = typeof import('./pdfjs-setup.ts');

let engine: Promise<PdfEngine> | null = null;

/**
 * pdf.js and its worker, fetched once and on demand only (they weigh more than the rest of a
 * screen). A failed fetch is forgotten, so the next call tries again.
 */
function loadPdfEngine(): Promise<PdfEngine> {
  engine ??= import('./pdfjs-setup.ts').catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/**
 * Starts fetching pdf.js and its worker without waiting for them: called where a PDF is about to
 * be shown (a click on "Preview"), so the engine arrives while the screen's code and the
 * document's bytes do, not after them.
 */
export function warmPdfEngine(): void {
  loadPdfEngine().catch(() => undefined);
}

let isWorkerPrefetched = false;

/**
 * Puts the pdf.js worker's script (1.2 MB) in the HTTP cache at low priority, without compiling
 * it: for a screen that offers a PDF, where the user may never open one. Compiling it there cost
 * the screens opened meanwhile seconds of CPU on a busy device; fetching it costs no CPU.
 */
export function prefetchPdfWorker(): void {
  if (isWorkerPrefetched) return;
  isWorkerPrefetched = true;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = PDF_WORKER_URL;
  document.head.append(link);
}

/** Opens PDF bytes with pdf.js (see `pdfjs-setup.ts`). */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const { openPdf: open } = await loadPdfEngine();
  return open(data);
}
