import { keepLoadedFiles } from '../../app/service-worker.ts';
import { PDF_WORKER_URL } from '../pdf-viewer/pdf-worker-url.ts';
import { loadAllViewTexts } from './use-view-texts.ts';

/**
 * Everything the view needs to open again after an offline reload, fetched now while there is a
 * network and kept by the service worker: its texts in every language the inspector may pick,
 * pdf.js and its worker (when there is a PDF), and the screen's own code already loaded.
 */
export async function prepareOffline(hasPdf: boolean): Promise<true> {
  await Promise.all([
    loadAllViewTexts(),
    hasPdf ? import('../pdf-viewer/pdfjs-setup.ts') : Promise.resolve(),
  ]);
  await keepLoadedFiles(hasPdf ? [PDF_WORKER_URL] : []);
  return true;
}
