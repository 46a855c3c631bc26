/**
 * Registers the offline service worker (`public/sw.js`) in production builds: the app shell is
 * cached so a reload without a network still opens the app with the stored transits. Called
 * once the page has loaded (main.tsx), so the worker never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
}

/** The built files this page has fetched so far (lazy screens, their texts). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

/**
 * Tells the worker which built files this page has fetched so far (lazy screens, their texts):
 * on a first visit they came before the worker was in control, so it never saw them. It keeps
 * them, and the screen works offline later.
 */
function shareLoadedFiles(registration: ServiceWorkerRegistration): void {
  registration.active?.postMessage({ type: 'cache-urls', urls: loadedFiles() });
}

/** How long a screen waits for the worker to say it has kept the files. */
const CACHE_REPLY_MS = 30_000;

/**
 * Has the worker keep the built files this page has fetched so far and `extra` ones (a file a
 * worker or another route fetched, e.g. the pdf.js worker), and resolves once it has: a screen
 * that must open offline says so only then. Resolves at once without a worker (development).
 */
export async function keepLoadedFiles(extra: readonly string[] = []): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A worker still installing (the first visit) is waited for; none at all, nothing to do.
  if (!(await navigator.serviceWorker.getRegistration())) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('The service worker did not confirm the cached files'));
    }, CACHE_REPLY_MS);
  });
  try {
    const { active } = await Promise.race([navigator.serviceWorker.ready, deadline]);
    if (!active) return;
    const urls = [...new Set([...loadedFiles(), ...extra])];
    const reply = new Promise<void>((resolve, reject) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<unknown>) => {
        const data = event.data;
        if (typeof data === 'object' && data !== null && 'ok' in data && data.ok === true) {
          resolve();
        } else {
          reject(new Error('The service worker could not cache the files'));
        }
      };
      active.postMessage({ type: 'cache-urls', urls }, [channel.port2]);
    });
    await Promise.race([reply, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
