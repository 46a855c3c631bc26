import type { QueryClient } from '@tanstack/react-query';
import type {
  DocumentListResponse,
  SignReceiversResponse,
  TransitListResponse,
} from '@transitdocs/domain';
import { documentKeys, fetchDocumentFile, listDocuments } from '../../api/documents.ts';
import { whenIdle } from '../documents-modal/when-idle.ts';
import { listSignReceivers, signingKeys } from '../signing/signing-api.ts';
import { keepPdfs } from './pdf-copy.ts';
import { saveWorkingSet, type WorkingSet } from './working-set.ts';

/** pdf.js is kept for showing PDFs offline; without it the card still works. */
const noteFailure = (error: unknown) => {
  console.warn('pdf.js could not be kept for offline use', error);
};

/**
 * A transit's documents are read again for the copy at most this often: the card refreshes every
 * 10 s, its documents need not (signing and notifications mark them stale anyway).
 */
export const COPY_DOCUMENTS_FRESH_MS = 60_000;

/** Whether a receiver may sign one of the documents at the phone, choosing who he is. */
const needsReceivers = (list: DocumentListResponse) =>
  list.some((document) => document.receiver === null && document.signable_receivers.length > 0);

/** A transit's documents and, where needed, its receivers (from the page's cache while fresh). */
async function partsOf(queryClient: QueryClient, transitId: number) {
  const documents = await queryClient.query({
    queryKey: documentKeys.list(transitId),
    queryFn: () => listDocuments(transitId),
    staleTime: COPY_DOCUMENTS_FRESH_MS,
  });
  const receivers: SignReceiversResponse | null = needsReceivers(documents)
    ? await queryClient.query({
        queryKey: signingKeys.receivers(transitId),
        queryFn: () => listSignReceivers(transitId),
        staleTime: COPY_DOCUMENTS_FRESH_MS,
      })
    : null;
  return { transitId: String(transitId), documents, receivers };
}

/**
 * Takes a copy of the card's page: what each transit on it needs for signing, saved encrypted,
 * then the uploaded PDFs. Null when it is over the bound.
 */
export async function keepWorkingSet(
  queryClient: QueryClient,
  {
    userId,
    token,
    listKey,
    page,
  }: { userId: number; token: string; listKey: string; page: TransitListResponse },
): Promise<WorkingSet | null> {
  const parts = await Promise.all(page.results.map((transit) => partsOf(queryClient, transit.id)));
  const set: WorkingSet = {
    userId,
    savedAt: new Date().toISOString(),
    listKey,
    page,
    documents: Object.fromEntries(parts.map((part) => [part.transitId, part.documents])),
    receivers: Object.fromEntries(
      parts.flatMap((part) => (part.receivers ? [[part.transitId, part.receivers]] : [])),
    ),
  };
  if (!(await saveWorkingSet(set, token))) return null;
  // The PDFs after the data: a slow scan does not hold back the copy the card needs.
  const documents = parts.flatMap((part) => part.documents);
  keepPdfs(userId, documents, (documentId) => fetchDocumentFile(documentId, 'pdf')).then(
    (kept) => {
      // pdf.js too (once a page), so the service worker has what shows a kept PDF offline.
      if (kept > 0) {
        // Imported on demand: a static import would make the 1.2 MB worker part of the
        // driver's card, which the service worker precaches.
        whenIdle(() => {
          import('../pdf-viewer/pdf-engine.ts').then((engine) => {
            engine.prefetchPdfWorker();
            engine.warmPdfEngine();
          }, noteFailure);
        });
      }
    },
    (error: unknown) => {
      console.warn('The PDFs could not be kept for offline use', error);
    },
  );
  return set;
}
