import { useEffect } from 'react';
import { loadNamespaces } from '../i18n/i18n.ts';
import { NAMESPACES } from '../i18n/resources.ts';

/** Long enough for the screen that opened to finish loading first. */
const DELAY_MS = 1500;

/**
 * Once the signed-in frame is up, fetches the texts of every other screen in the background
 * (about 25 KB gzipped): a dialog opened later, offline too, never waits for its words.
 */
export function usePrefetchTexts(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      loadNamespaces(NAMESPACES).catch(() => undefined);
    }, DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
}
