import { queryOptions } from '@tanstack/react-query';
import { documentKeys, fetchDocumentFile } from '../../api/documents.ts';
import { ApiError } from '../../api/http.ts';
import { getSession } from '../../app/session-store.ts';
import { readPdfCopy } from '../offline-copy/pdf-copy.ts';

/**
 * How long fetched PDF bytes are kept without a screen showing them: long enough for a fetch
 * started by the click to be picked up by the screen it opens, short enough that megabytes are
 * not held after it closes, nor an old version shown when it opens again. Signing refreshes
 * everything under `documentKeys.all` at once.
 */
const PDF_KEPT_MS = 10_000;

/**
 * The PDF from the server, or without a network the one the phone kept
 * (docs/decisions/0044-driver-working-set.md).
 */
async function fetchPdfOrCopy(documentId: number) {
  try {
    return await fetchDocumentFile(documentId, 'pdf');
  } catch (error) {
    const userId = getSession().user?.id;
    if (!(error instanceof ApiError) || error.status !== 0 || userId === undefined) throw error;
    const copy = await readPdfCopy(userId, documentId).catch(() => null);
    if (copy === null) throw error;
    return copy;
  }
}

/** The document's PDF (generated documents drawn by the server), with its bytes for pdf.js. */
export function documentPdfQuery(documentId: number) {
  return queryOptions({
    queryKey: [...documentKeys.all, 'pdf', documentId] as const,
    queryFn: async () => {
      const file = await fetchPdfOrCopy(documentId);
      return { file, bytes: await file.blob.arrayBuffer() };
    },
    // Tried offline too: the phone may have kept the PDF.
    networkMode: 'offlineFirst',
    enabled: Number.isInteger(documentId),
    staleTime: PDF_KEPT_MS,
    gcTime: PDF_KEPT_MS,
  });
}

/**
 * The uploaded file's bytes, as signed so far, for placing a signature on it; `loadFile` reads
 * it another way (a share link's), the session's download by default.
 */
export function uploadedFileQuery(
  documentId: number,
  loadFile?: (documentId: number) => Promise<Blob>,
) {
  return queryOptions({
    queryKey: [...documentKeys.all, 'file', documentId, loadFile ? 'link' : 'session'] as const,
    queryFn: async () =>
      (loadFile
        ? await loadFile(documentId)
        : (await fetchDocumentFile(documentId, 'download')).blob
      ).arrayBuffer(),
    enabled: Number.isInteger(documentId),
    staleTime: PDF_KEPT_MS,
    gcTime: PDF_KEPT_MS,
  });
}
