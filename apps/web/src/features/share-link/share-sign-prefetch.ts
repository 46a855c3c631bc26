import type { DocumentResponse } from '@transitdocs/domain';
import { useEffect } from 'react';
import { loadNamespaces } from '../../i18n/i18n.ts';
import { drawsPdf } from '../documents-modal/preview-view-choice.ts';
import { whenIdle } from '../documents-modal/when-idle.ts';
import { prefetchPdfWorker } from '../pdf-viewer/pdf-engine.ts';
import { loadShareSignPage, SHARE_SIGN_NAMESPACES } from './share-sign-loader.ts';

/**
 * Once the granted documents are listed and the browser is idle: the sign screen's code and
 * texts, and the pdf.js worker's file when a document would be signed on its PDF (an uploaded
 * one), so "Sign" opens at once on a slow link instead of after a blank wait.
 */
export function usePrefetchShareSign(
  documents: readonly DocumentResponse[] | undefined,
  isNarrow: boolean,
): void {
  const isListed = documents !== undefined;
  const isAnyPdf = documents?.some((doc) => drawsPdf(doc, 'sign', isNarrow)) ?? false;
  useEffect(() => {
    if (!isListed) return undefined;
    return whenIdle(() => {
      loadShareSignPage().catch(() => undefined);
      loadNamespaces(SHARE_SIGN_NAMESPACES).catch(() => undefined);
      if (isAnyPdf) prefetchPdfWorker();
    });
  }, [isListed, isAnyPdf]);
}
