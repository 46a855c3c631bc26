import { describe, expect, it } from 'vitest';
import type { DocumentFile } from '../../api/documents.ts';
import { buildDocument } from '../documents-modal/test-documents.ts';
import {
  keepPdfs,
  PDF_COPY_MAX_BYTES,
  PDF_FILE_MAX_BYTES,
  readPdfCopy,
  type PdfCache,
} from './pdf-copy.ts';

/** Cache Storage in memory, by path. */
function memoryCache(): PdfCache & { paths: () => string[] } {
  const entries = new Map<string, Response>();
  const pathOf = (key: RequestInfo | URL) =>
    new URL(key instanceof Request ? key.url : String(key), 'http://localhost').pathname;
  return {
    match: (key: RequestInfo | URL) => Promise.resolve(entries.get(pathOf(key))?.clone()),
    put: (key: RequestInfo | URL, response: Response) => {
      entries.set(pathOf(key), response);
      return Promise.resolve();
    },
    delete: (key: RequestInfo | URL) => Promise.resolve(entries.delete(pathOf(key))),
    keys: () =>
      Promise.resolve(
        [...entries.keys()].map((path) => new Request(new URL(path, 'http://localhost'))),
      ),
    paths: () => [...entries.keys()].sort(),
  };
}

const uploaded = (id: number, version = 'v1') =>
  buildDocument({ id, type: 1, document: `/media/${String(id)}.pdf`, version });

function fetcher(sizes: Record<number, number>) {
  const fetched: number[] = [];
  const fetchPdf = (documentId: number): Promise<DocumentFile> => {
    fetched.push(documentId);
    const blob = new Blob([new Uint8Array(sizes[documentId] ?? 10)], { type: 'application/pdf' });
    return Promise.resolve({ blob, fileName: `Skan ${String(documentId)}.pdf` });
  };
  return { fetched, fetchPdf };
}

describe('the PDFs of the offline copy', () => {
  it('keeps uploaded PDFs per user and version, and reads them back', async () => {
    const cache = memoryCache();
    const generated = buildDocument({ id: 3, type: 4, document: null });
    const { fetched, fetchPdf } = fetcher({});
    await keepPdfs(7, [uploaded(1), generated], fetchPdf, cache);
    expect(fetched).toEqual([1]);
    const copy = await readPdfCopy(7, 1, cache);
    expect(copy?.fileName).toBe('Skan 1.pdf');
    expect(copy?.blob.size).toBe(10);
    expect(await readPdfCopy(8, 1, cache)).toBeNull();

    // The same version is not fetched again; a new one is.
    await keepPdfs(7, [uploaded(1)], fetchPdf, cache);
    expect(fetched).toEqual([1]);
    await keepPdfs(7, [uploaded(1, 'v2')], fetchPdf, cache);
    expect(fetched).toEqual([1, 1]);
  });

  it("forgets the user's PDFs no longer in the set, not another user's", async () => {
    const cache = memoryCache();
    const { fetchPdf } = fetcher({});
    await keepPdfs(7, [uploaded(1), uploaded(2)], fetchPdf, cache);
    await keepPdfs(8, [uploaded(1)], fetchPdf, cache);
    await keepPdfs(7, [uploaded(2)], fetchPdf, cache);
    expect(cache.paths()).toEqual(['/offline-copy/7/2.pdf', '/offline-copy/8/1.pdf']);
  });

  it('keeps within its bound', async () => {
    const cache = memoryCache();
    const big = PDF_FILE_MAX_BYTES - 5;
    expect(4 * PDF_FILE_MAX_BYTES).toBe(PDF_COPY_MAX_BYTES);
    const { fetchPdf } = fetcher({ 1: PDF_FILE_MAX_BYTES + 1, 2: big, 3: big, 4: big, 5: big });
    const sizes = { 6: 30, 7: 10 };
    const documents = [1, 2, 3, 4, 5, 6, 7].map((id) => uploaded(id));
    await keepPdfs(
      7,
      documents,
      (id) => (id in sizes ? fetcher(sizes).fetchPdf(id) : fetchPdf(id)),
      cache,
    );
    // 1 is over the bound of one file; 6 no longer fits after 2 to 5, the smaller 7 does.
    expect(cache.paths()).toEqual([2, 3, 4, 5, 7].map((id) => `/offline-copy/7/${String(id)}.pdf`));
  });
});
