import { loadNamespaces } from '../../i18n/i18n.ts';

/** The texts of the sign screen, its flow and its verifications (the paper form's included). */
export const SIGNING_NAMESPACES = [
  'signing',
  'document_editor',
  'dates',
  'errors',
  'offline_signing',
] as const;

/** The sign screen's code; the route and the prefetch share it, so it is fetched once. */
export async function loadSignDocumentRoute() {
  return (await import('./sign-document-route.tsx')).SignDocumentRoute;
}

/** The driver's "Sign", which leads on to the sign screen. */
export async function loadDriverSignRoute() {
  return (await import('./driver-sign-route.tsx')).DriverSignRoute;
}

/** Fetches the sign screen's code and texts ahead of a click on "Sign". */
export async function prefetchSignScreen(): Promise<void> {
  await Promise.all([loadSignDocumentRoute(), loadNamespaces(SIGNING_NAMESPACES)]);
}
