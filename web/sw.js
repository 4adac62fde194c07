// The service worker: keeps the page, its files, the solver modules and the puzzle packs, so a
// visited page opens and solves with the network off, and makes the page cross-origin isolated
// (the COOP/COEP headers a static host does not send; as coi-serviceworker does), which lets the
// threaded solver run (solver/start.js).
//
// scripts/build-web.mjs writes the build's version and file list into the copy it serves. The
// hashed files (assets/) never change under their names: they are served from the cache first.
// The page itself and the other files go to the network first (a new build shows on the next
// load) and fall back to the cache offline. A new build is a new sw.js: it precaches its files,
// takes over at once and deletes the old build's cache.

const VERSION = 'dev';
const FILES = []; // filled by scripts/build-web.mjs: every file of the built page
const CACHE = `whowins-${VERSION}`;
const HASHED = /\/assets\/[^/]+$/;

self.addEventListener('install', (event) => {
  // Fresh copies (not the HTTP cache's) of the files that keep their names between builds.
  const requests = FILES.map(
    (f) => new Request(f, { cache: HASHED.test(new URL(f, self.location).pathname) ? 'default' : 'no-cache' }),
  );
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('whowins-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

// The response with the headers that make a page cross-origin isolated (COOP and COEP; CORP for
// the files it loads). Not for an embedded page (?embed=1): it is in another site's <iframe>,
// which cannot be isolated unless that site is, and the single-thread solver answers there.
function isolated(res, req) {
  if (!res || res.status === 0 || res.type === 'opaque' || res.type === 'opaqueredirect') return res;
  if (req.mode === 'navigate' && new URL(req.url).searchParams.has('embed')) return res;
  const headers = new Headers(res.headers);
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

const pageKey = () => new URL('./', self.registration.scope).href;

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  const navigate = req.mode === 'navigate';
  let answer;
  if (HASHED.test(new URL(req.url).pathname)) {
    // A hashed file: the cache, else the network (and kept).
    answer = caches.match(req, { ignoreSearch: true }).then(
      (hit) =>
        hit ??
        fetch(req).then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches
              .open(CACHE)
              .then((c) => c.put(req, copy))
              .catch(() => {});
          }
          return res;
        }),
    );
  } else {
    // The network first (a fresh page when online), the cache when it fails. The page is kept
    // under one key, whatever its query.
    const key = navigate ? pageKey() : req;
    answer = fetch(req)
      .then((res) => {
        if (res.ok && res.type === 'basic') {
          const copy = res.clone();
          caches
            .open(CACHE)
            .then((c) => c.put(key, copy))
            .catch(() => {});
        }
        return res;
      })
      .catch(() => caches.match(key, { ignoreSearch: true }).then((hit) => hit ?? Response.error()));
  }
  event.respondWith(answer.then((res) => isolated(res, req)));
});
