/* global self, caches */
/**
 * TransitDocs service worker: the app opens without a network (spec 1 §1, §9).
 * - Precaches what /precache-manifest.json lists (emitted by the Vite build): the app shell and
 *   the screens that work offline, not every chunk of the build.
 * - Navigations: network first, the cached index.html when there is no network.
 * - Built assets (hashed names under /assets/): from the cache, else the network, and kept: a
 *   screen, a translation or the PDF viewer works offline once it has been used.
 * - API calls are never cached: the app keeps its own offline copy of the driver's transits and
 *   documents (IndexedDB, their PDFs in a cache of its own), and the inspection view its copy of
 *   an inspection in a cache of its own; this worker keeps both caches.
 */
const CACHE_NAME = 'green-transit-cache-v1.0.0';
/** Written by the page (features/inspection/inspection-cache.ts), deleted at sign-out. */
const INSPECTION_CACHE = 'transitdocs-inspection-v1';
/** The uploaded PDFs of the driver's working set (features/offline-copy), deleted at sign-out. */
const OFFLINE_COPY_CACHE = 'transitdocs-offline-copy-v1';
const KEPT_CACHES = new Set([CACHE_NAME, INSPECTION_CACHE, OFFLINE_COPY_CACHE]);
const MANIFEST_URL = '/precache-manifest.json';
const INDEX_URL = '/index.html';
const ASSETS_PREFIX = '/assets/';
const API_PREFIXES = ['/auth/', '/company/', '/notifications/', '/api/', '/healthz'];

async function readManifest(response) {
  const manifest = await response.json();
  const list = (value) => (Array.isArray(value) ? value : []);
  return { files: list(manifest.files), build: list(manifest.build) };
}

/**
 * Caches the files the manifest lists and drops what no longer belongs to the build; files of
 * this build cached at run time (same hashed name as before) stay.
 */
async function precache() {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No precache manifest (${response.status})`);
  const { files, build } = await readManifest(response.clone());
  const cache = await caches.open(CACHE_NAME);
  const wanted = new Set([INDEX_URL, MANIFEST_URL, ...files]);
  const kept = new Set([...wanted, ...build]);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = [...wanted].filter((file) => file !== MANIFEST_URL && !cached.has(file));
  await cache.addAll(missing.map((file) => new Request(file, { cache: 'reload' })));
  await cache.put(MANIFEST_URL, response);
  for (const request of await cache.keys()) {
    if (!kept.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/**
 * Keeps the built files the page fetched before this worker controlled it (the first visit):
 * without them a screen used once would still miss its chunks or texts offline.
 */
async function cacheUrls(urls) {
  const cache = await caches.open(CACHE_NAME);
  for (const url of urls) {
    const { origin, pathname } = new URL(url, self.location.origin);
    if (origin !== self.location.origin || !pathname.startsWith(ASSETS_PREFIX)) continue;
    if (await cache.match(pathname)) continue;
    const response = await fetch(pathname);
    if (response.ok) await cache.put(pathname, response);
  }
}

/** A new build brings a new manifest: cache its files after a page was served. */
async function refreshPrecache() {
  const cache = await caches.open(CACHE_NAME);
  const [current, stored] = await Promise.all([
    fetch(MANIFEST_URL, { cache: 'no-store' }),
    cache.match(MANIFEST_URL),
  ]);
  if (!current.ok) return;
  const text = await current.text();
  if (stored && (await stored.text()) === text) return;
  await precache();
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (!KEPT_CACHES.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function isApi(pathname) {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

async function navigate(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const cache = await caches.open(CACHE_NAME);
      await cache.put(INDEX_URL, response.clone());
      event.waitUntil(refreshPrecache().catch(() => undefined));
    }
    return response;
  } catch {
    const cached = await caches.match(INDEX_URL, { cacheName: CACHE_NAME });
    return cached ?? Response.error();
  }
}

async function fromCache(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith(ASSETS_PREFIX)) {
    await cache.put(request, response.clone());
  }
  return response;
}

// A page may pass a port: it hears `{ok}` once the files are kept (the inspection view says
// "saved for offline use" only then).
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'cache-urls' && Array.isArray(data.urls)) {
    const [port] = event.ports || [];
    event.waitUntil(
      cacheUrls(data.urls.filter((url) => typeof url === 'string')).then(
        () => port && port.postMessage({ ok: true }),
        (error) => port && port.postMessage({ ok: false, error: String(error) }),
      ),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  event.respondWith(fromCache(request));
});

// Signing offline (docs/decisions/0043-offline-signing-on-the-phone.md): the queue of signatures
// and remarks is in the page's IndexedDB and the session token is the page's, so on Background
// Sync the worker only asks the open pages to send it; with none open, the next start sends it.
const QUEUE_SYNC_TAG = 'transitdocs-offline-queue';
self.addEventListener('sync', (event) => {
  if (event.tag !== QUEUE_SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'flush-offline-queue' });
    })(),
  );
});

// Web push, so a phone with the app closed is told (docs/decisions/0051-web-push.md): the server
// sends {notification, url, title, body} (domain PushPayload), the title and body in the
// recipient's language. The worker has no translations: a message without them (queued before
// they existed) shows a text built from the data itself.
function pushText(notification) {
  const data = (notification && notification.data) || {};
  const what =
    data.alert_message || data.document_name || data.company_name || notification.type || '';
  return [data.transit_number, what].filter(Boolean).join(' · ');
}

function textOr(value, fallback) {
  return typeof value === 'string' && value ? value : fallback;
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  event.waitUntil(
    self.registration.showNotification(textOr(payload.title, 'TransitDocs'), {
      body: textOr(payload.body, pushText(notification)),
      tag: notification.id ? `notification-${notification.id}` : undefined,
      icon: '/favicon.svg',
      data: { url: typeof payload.url === 'string' ? payload.url : '/notifications' },
    }),
  );
});

// A click opens the transit in an open window of the app if there is one, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/notifications',
    self.location.origin,
  );
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin || !('navigate' in client))
          continue;
        try {
          // navigate() rejects for a window this worker does not control: try the next one.
          await client.focus();
          await client.navigate(target.href);
          return;
        } catch {
          // not controlled by this worker
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
