/* global self, caches */
/**
 * TransitDocs service worker: the app opens without a network (spec 1 §1, §9).
 * - Precaches the built app listed in /precache-manifest.json (emitted by the Vite build).
 * - Navigations: network first, the cached index.html when there is no network.
 * - Built assets: from the cache, else the network (and kept).
 * - API calls are never cached: the app keeps its own offline copy of the transits.
 */
const CACHE_NAME = 'green-transit-cache-v1.0.0';
const MANIFEST_URL = '/precache-manifest.json';
const INDEX_URL = '/index.html';
const API_PREFIXES = ['/auth/', '/company/', '/notifications/', '/api/', '/healthz'];

async function readManifest(response) {
  const manifest = await response.json();
  return Array.isArray(manifest.files) ? manifest.files : [];
}

/** Caches every file of the current build and drops the files of older builds. */
async function precache() {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No precache manifest (${response.status})`);
  const files = await readManifest(response.clone());
  const cache = await caches.open(CACHE_NAME);
  const wanted = new Set([INDEX_URL, MANIFEST_URL, ...files]);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = [...wanted].filter((file) => file !== MANIFEST_URL && !cached.has(file));
  await cache.addAll(missing.map((file) => new Request(file, { cache: 'reload' })));
  await cache.put(MANIFEST_URL, response);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
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
        if (name !== CACHE_NAME) await caches.delete(name);
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
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    await cache.put(request, response.clone());
  }
  return response;
}

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

// Web push (issue 7): the server sends {notification, url, title, body} (domain PushPayload), the
// title and body in the recipient's language. The worker has no translations: a message without
// them (queued before they existed) shows a text built from the data itself.
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
