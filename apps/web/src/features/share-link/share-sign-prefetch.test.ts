// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '../documents-modal/test-documents.ts';
import { usePrefetchShareSign } from './share-sign-prefetch.ts';

const prefetchPdfWorker = vi.hoisted(() => vi.fn());
vi.mock('../pdf-viewer/pdf-engine.ts', () => ({ prefetchPdfWorker }));
const loadShareSignPage = vi.hoisted(() => vi.fn(() => Promise.resolve(null)));
vi.mock('./share-sign-loader.ts', () => ({
  loadShareSignPage,
  SHARE_SIGN_NAMESPACES: ['signing', 'document_editor'],
}));
const loadNamespaces = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../i18n/i18n.ts', () => ({ loadNamespaces }));

const CMR = buildDocument({ id: 30 });
const UPLOADED = buildDocument({ id: 20, name: 'Faktura 7', type: 6, document_data: null });

afterEach(() => {
  vi.clearAllMocks();
});

describe("the outsider's sign screen, fetched ahead", () => {
  it('fetches its code, texts and the PDF worker once the documents are listed', async () => {
    renderHook(() => {
      usePrefetchShareSign([CMR, UPLOADED], false);
    });
    await vi.waitFor(() => {
      expect(loadShareSignPage).toHaveBeenCalledOnce();
    });
    expect(loadNamespaces).toHaveBeenCalledWith(['signing', 'document_editor']);
    expect(prefetchPdfWorker).toHaveBeenCalledOnce();
  });

  it('leaves the PDF worker when every document is signed on its paper form', async () => {
    renderHook(() => {
      usePrefetchShareSign([CMR], true);
    });
    await vi.waitFor(() => {
      expect(loadShareSignPage).toHaveBeenCalledOnce();
    });
    expect(prefetchPdfWorker).not.toHaveBeenCalled();
  });

  it('waits for the list', async () => {
    renderHook(() => {
      usePrefetchShareSign(undefined, false);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loadShareSignPage).not.toHaveBeenCalled();
  });
});
