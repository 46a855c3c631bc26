import { useEffect } from 'react';
import {
  prefetchDocumentPreview,
  prefetchDocumentsModal,
} from '../documents-modal/document-screen-loaders.ts';
import { whenIdle } from '../documents-modal/when-idle.ts';
import { loadDriverSignRoute, prefetchSignScreen } from '../signing/sign-screen-loaders.ts';

/**
 * Once the driver's card is up and the browser idle: the code and texts of the sign screen and the
 * documents modal and preview its tiles open, so a tap on "Sign" shows the paper form at once and,
 * kept by the service worker, they open offline too (docs/decisions/0044-driver-working-set.md).
 * pdf.js is left out: on a phone the driver's generated documents open as their form, not a PDF.
 */
export function usePrefetchDriverScreens(isCardShown: boolean): void {
  useEffect(() => {
    if (!isCardShown) return undefined;
    return whenIdle(() => {
      Promise.all([
        prefetchSignScreen(),
        loadDriverSignRoute(),
        prefetchDocumentPreview(),
        prefetchDocumentsModal(),
      ]).catch(() => undefined);
    });
  }, [isCardShown]);
}
