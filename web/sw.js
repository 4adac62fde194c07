// The service worker: keeps the page, its modules, the solver module and the puzzle packs, so
// a visited page opens and solves with the network off. scripts/build-web.mjs writes the
// build's version and file list into the copy it serves; a new build is a new version, which
// replaces the cached one on the next visit (the old cache is deleted once it takes over).

const VERSION = 'dev';
const FILES = [];   // filled by scripts/build-web.mjs: every file of the built page
const CACHE = `whowins-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('whowins-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Same-origin GETs: the network first (a fresh page when online), the cache when it fails.
self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(fetch(req).then((res) => {
    if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)).catch(() => {}); }
    return res;
  }).catch(() => caches.match(req, { ignoreSearch: true }).then((hit) => hit ?? Response.error())));
});
