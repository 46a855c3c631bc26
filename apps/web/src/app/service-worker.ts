/**
 * Registers the offline service worker (`public/sw.js`) in production builds: the app shell is
 * cached so a reload without a network still opens the app with the stored transits.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(shareLoadedFiles)
      .catch((error: unknown) => {
        console.warn('The offline service worker could not be registered', error);
      });
    // A worker that takes over later (a new build) gets the list too.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      void navigator.serviceWorker.ready.then(shareLoadedFiles);
    });
  });
}

/**
 * Tells the worker which built files this page has fetched so far (lazy screens, their texts):
 * on a first visit they came before the worker was in control, so it never saw them. It keeps
 * them, and the screen works offline later.
 */
function shareLoadedFiles(registration: ServiceWorkerRegistration): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  registration.active?.postMessage({ type: 'cache-urls', urls });
}
