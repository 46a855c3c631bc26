import { PDF_WORKER_URL } from './pdf-worker-url.ts';
import { startPdfWorkerThread } from './pdf-worker-thread.ts';
import type { OpenPdf, PDFDocumentProxy } from './pdfjs-setup.ts';

export type { PDFDocumentProxy };

let engine: Promise<OpenPdf> | null = null;

/**
 * pdf.js and its worker side by side: the worker's thread starts first (it needs nothing of
 * pdf.js), then pdf.js loads here while that thread compiles its script.
 */
async function startPdfEngine(): Promise<OpenPdf> {
  const worker = startPdfWorkerThread();
  try {
    const [setup] = await Promise.all([import('./pdfjs-setup.ts'), worker.ready]);
    return setup.pdfOpenerOn(worker.thread);
  } catch (error) {
    worker.thread.terminate();
    throw error;
  }
}

/**
 * pdf.js and its worker, fetched once and on demand only (they weigh more than the rest of a
 * screen). A failed start is forgotten, so the next call tries again.
 */
function loadPdfEngine(): Promise<OpenPdf> {
  engine ??= startPdfEngine().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/**
 * Starts pdf.js and its worker without waiting for them: called where a PDF is about to be shown
 * (a row menu offering one opens, a click on "Preview"), so the engine is ready, or on its way,
 * by the time the screen's code and the document's bytes are.
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

/** How long a document opened ahead waits for its screen before it is closed. */
const AHEAD_KEPT_MS = 10_000;

/** Documents opened before their screen asked, by their bytes; taken by the screen's `openPdf`. */
const openedAhead = new Map<ArrayBuffer, Promise<PDFDocumentProxy>>();

/** Bytes a screen has opened itself: opening them ahead too would open them twice. */
const openedByScreen = new WeakSet<ArrayBuffer>();

async function openWithEngine(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const open = await loadPdfEngine();
  return open(data);
}

/**
 * Opens bytes a screen is about to show (fetched at the click that opens it) while that screen's
 * code renders, and asks for their first page: the screen's `openPdf` then finds both done rather
 * than starting them after it has rendered. Closed if no screen takes it within 10 s.
 */
export function openPdfAhead(data: ArrayBuffer): void {
  if (openedAhead.has(data) || openedByScreen.has(data)) return;
  const opening = openWithEngine(data);
  openedAhead.set(data, opening);
  opening.then((pdf) => pdf.getPage(1)).catch(() => undefined);
  window.setTimeout(() => {
    if (openedAhead.get(data) !== opening) return;
    openedAhead.delete(data);
    opening.then((pdf) => pdf.destroy()).catch(() => undefined);
  }, AHEAD_KEPT_MS);
}

/**
 * Opens PDF bytes with pdf.js (see `pdfjs-setup.ts`), or takes them as `openPdfAhead` opened
 * them. The caller owns the document (and destroys it).
 */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const ahead = openedAhead.get(data);
  openedAhead.delete(data);
  openedByScreen.add(data);
  return ahead ?? openWithEngine(data);
}
