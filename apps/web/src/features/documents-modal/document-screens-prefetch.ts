import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentResponse } from '@transitdocs/domain';
import { useCallback, useEffect } from 'react';
import { openPdfAhead, prefetchPdfWorker, warmPdfEngine } from '../pdf-viewer/pdf-engine.ts';
import { prefetchSignScreen } from '../signing/sign-screen-loaders.ts';
import type { RowAction } from './document-groups.ts';
import { documentPdfQuery, uploadedFileQuery } from './document-pdf-query.ts';
import { prefetchDocumentPreview } from './document-screen-loaders.ts';
import { drawsPdf } from './preview-view-choice.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Once a list of documents is on screen and the browser is idle: the code and texts of the
 * preview and the sign screen, and the pdf.js worker's file (fetched, not compiled) when one of
 * the documents would be drawn with it, so a click on "Preview" or "Sign" opens at once. Fetched
 * once per session; a failed prefetch costs nothing (the screen fetches again when opened).
 */
export function usePrefetchDocumentScreens(
  documents: readonly DocumentResponse[] | undefined,
  isNarrow: boolean,
): void {
  const isAnyPdf = documents?.some((doc) => drawsPdf(doc, 'preview', isNarrow)) ?? false;
  const isListed = documents !== undefined;
  useEffect(() => {
    if (!isListed) return undefined;
    return whenIdle(() => {
      prefetchDocumentPreview().catch(() => undefined);
      prefetchSignScreen().catch(() => undefined);
      if (isAnyPdf) prefetchPdfWorker();
    });
  }, [isListed, isAnyPdf]);
}

/**
 * At the click that opens a document: its PDF's bytes and pdf.js start now, side by side with
 * the screen's code, instead of after it, and pdf.js opens the bytes as they come while the
 * screen renders; the screen picks the fetch up by its query key, the open document by its bytes.
 */
export function prefetchOpenedDocument(
  queryClient: QueryClient,
  document: DocumentResponse,
  action: 'preview' | 'sign',
  isNarrow: boolean,
): void {
  if (!drawsPdf(document, action, isNarrow)) return;
  warmPdfEngine();
  const fetching =
    action === 'preview'
      ? queryClient.query(documentPdfQuery(document.id)).then((pdf) => pdf.bytes)
      : queryClient.query(uploadedFileQuery(document.id));
  // A failed fetch is the screen's to show: it asks again when it opens.
  fetching.then(openPdfAhead, () => undefined);
}

/** The row actions that may open a screen drawing the document's PDF. */
const PDF_ACTIONS = ['preview', 'sign'] as const;

/**
 * As a document's row menu opens, when one of its actions (`offered`) would draw a PDF: pdf.js
 * and its worker start, so that by the click on "Preview" or "Sign" a moment later their load
 * and compile are done or under way (they were most of an A4 page's wait after the click).
 * Not the PDF: fetching it has the server render it, and record a sealed copy handed out, for a
 * document the user may not open.
 */
export function warmForRowMenu(
  document: DocumentResponse,
  offered: readonly RowAction[],
  isNarrow: boolean,
): void {
  const isPdfOffered = PDF_ACTIONS.some(
    (action) => offered.includes(action) && drawsPdf(document, action, isNarrow),
  );
  if (isPdfOffered) warmPdfEngine();
}

/** `prefetchOpenedDocument` bound to the app's query client. */
export function usePrefetchOpenedDocument() {
  const queryClient = useQueryClient();
  return useCallback(
    (document: DocumentResponse, action: 'preview' | 'sign', isNarrow: boolean) => {
      prefetchOpenedDocument(queryClient, document, action, isNarrow);
    },
    [queryClient],
  );
}
