/**
 * Registers the offline service worker (`public/sw.js`) in production builds: the app shell is
 * cached so a reload without a network still opens the app with the stored transits.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline service worker could not be registered', error);
    });
  });
}
