/**
 * The Cache Storage cache that keeps inspection answers and CMR PDFs on the phone. Its own
 * module without imports: the sign-out in app/session.tsx loads with the first page and must
 * delete it even offline, and the service worker (public/sw.js) keeps a cache of this name.
 */
export const INSPECTION_CACHE = 'transitdocs-inspection-v1';

/** Deletes every stored inspection copy (sign-out); nothing to do where Cache Storage is absent. */
export async function forgetInspections(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(INSPECTION_CACHE);
}
