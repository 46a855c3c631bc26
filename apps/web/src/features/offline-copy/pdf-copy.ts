import type { DocumentResponse } from '@transitdocs/domain';
import type { DocumentFile } from '../../api/documents.ts';
import { OFFLINE_COPY_CACHE } from './forget-offline-copy.ts';

/**
 * The uploaded PDFs of the driver's working set, in Cache Storage like the inspection's CMR PDFs:
 * what the document preview shows offline. Kept per user and document version; bounded so a
 * phone is not filled with scans.
 */

/** Bounds of the PDFs: one file, and all of a user's together. */
export const PDF_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_COPY_MAX_BYTES = 20 * 1024 * 1024;

/** The part of Cache Storage used here (a fake one in tests). */
export type PdfCache = Pick<Cache, 'match' | 'put' | 'delete' | 'keys'>;

const VERSION_HEADER = 'x-document-version';
const NAME_HEADER = 'x-file-name';
/** The body's size, so a kept PDF counts toward the bound without being read. */
const SIZE_HEADER = 'x-size';

const prefixOf = (userId: number) => `/offline-copy/${String(userId)}/`;
const urlOf = (userId: number, documentId: number) =>
  `${prefixOf(userId)}${String(documentId)}.pdf`;

const pathOf = (request: Request) => new URL(request.url, 'http://localhost').pathname;

function openCache(): Promise<PdfCache> | null {
  return typeof caches === 'undefined' ? null : caches.open(OFFLINE_COPY_CACHE);
}

/**
 * Keeps the PDFs of the uploaded documents (in the order given, until the bound) and forgets
 * the user's others. A PDF already kept at the same version is not fetched again. Answers how
 * many are kept.
 */
export async function keepPdfs(
  userId: number,
  documents: readonly DocumentResponse[],
  fetchPdf: (documentId: number) => Promise<DocumentFile>,
  given?: PdfCache,
): Promise<number> {
  const cache = given ?? (await openCache());
  if (cache === null) return 0;
  const kept = new Set<string>();
  let total = 0;
  for (const document of documents) {
    if (document.document === null) continue;
    const url = urlOf(userId, document.id);
    const version = document.version ?? document.created_at;
    const cached = await cache.match(url);
    if (cached?.headers.get(VERSION_HEADER) === version) {
      const size = Number(cached.headers.get(SIZE_HEADER));
      if (total + size > PDF_COPY_MAX_BYTES) continue;
      total += size;
      kept.add(url);
      continue;
    }
    const file = await fetchPdf(document.id);
    if (file.blob.size > PDF_FILE_MAX_BYTES || total + file.blob.size > PDF_COPY_MAX_BYTES) {
      continue;
    }
    const headers = {
      'content-type': 'application/pdf',
      [VERSION_HEADER]: version,
      [NAME_HEADER]: encodeURIComponent(file.fileName),
      [SIZE_HEADER]: String(file.blob.size),
    };
    await cache.put(url, new Response(file.blob, { headers }));
    total += file.blob.size;
    kept.add(url);
  }
  for (const request of await cache.keys()) {
    const path = pathOf(request);
    if (path.startsWith(prefixOf(userId)) && !kept.has(path)) await cache.delete(request);
  }
  return kept.size;
}

/** The kept PDF of a document, or null. */
export async function readPdfCopy(
  userId: number,
  documentId: number,
  given?: PdfCache,
): Promise<DocumentFile | null> {
  const cache = given ?? (await openCache());
  const cached = await cache?.match(urlOf(userId, documentId));
  if (!cached) return null;
  const name = cached.headers.get(NAME_HEADER);
  return {
    blob: await cached.blob(),
    fileName: name ? decodeURIComponent(name) : `document-${String(documentId)}.pdf`,
  };
}
