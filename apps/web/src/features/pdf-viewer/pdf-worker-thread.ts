import { PDF_WORKER_URL } from './pdf-worker-url.ts';

/** The pdf.js worker's thread, and when it has started (or failed to). */
export type PdfWorkerThread = { thread: Worker; ready: Promise<void> };

/** pdf.js's worker posts this once its script has run and it answers messages. */
function isReadyMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'action' in data && data.action === 'ready';
}

/**
 * Starts the pdf.js worker's thread without pdf.js itself: its 1.2 MB script is fetched and
 * compiled on that thread while pdf.js (400 KB) loads on the page's, instead of after it.
 * `ready` fails when the script cannot be fetched or run (offline and not cached), where pdf.js,
 * handed a thread that never answers, would wait forever.
 */
export function startPdfWorkerThread(): PdfWorkerThread {
  const thread = new Worker(PDF_WORKER_URL, { type: 'module', name: 'pdf.js' });
  const ready = new Promise<void>((resolve, reject) => {
    const stopListening = () => {
      thread.removeEventListener('message', onMessage);
      thread.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (!isReadyMessage(event.data)) return;
      stopListening();
      resolve();
    };
    const onError = () => {
      stopListening();
      reject(new Error('The pdf.js worker did not start'));
    };
    thread.addEventListener('message', onMessage);
    thread.addEventListener('error', onError);
  });
  return { thread, ready };
}
