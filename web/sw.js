// The service worker: keeps the page, its files, the solver modules and the puzzle packs, so a
// visited page opens and solves with the network off, and makes the page cross-origin isolated
// (the COOP/COEP headers a static host does not send; as coi-serviceworker does), which lets the
// threaded solver run (solver/start.js).
//
// scripts/build-web.mjs writes the build's version and file list into the copy it serves. The
// hashed files (assets/) never change under their names: they are served from the cache first.
// The page itself and the other files go to the network first (a new build shows on the next
// load) and fall back to the cache offline. A new build is a new sw.js: it precaches its files
// and takes over at once; the build before it keeps its cache for one more build, so a page still
// running the old build (a solve going on while the new one was deployed) finds the old build's
// files it loads later (the full solver module, a puzzle pack) although the host has replaced them.
// Builds older than that are deleted. The order of the builds is kept in the cache META.
// A file in neither the caches nor the network (offline, with the copy only part saved: the
// install cut short, a file evicted) fails as the network would, and the page is told
// ({type: 'not-saved', url}: app/main.js says so in one line).

const VERSION = 'dev';
const FILES = []; // filled by scripts/build-web.mjs: every file of the built page
const CACHE = `whowins-${VERSION}`;
const HASHED = /\/assets\/[^/]+$/;
const META = 'whowins-meta';
const ORDER = new Request('./whowins-builds.json'); // META's one entry: the builds' caches, oldest first

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

// The builds' caches in the order they took over (this one last), as META keeps them.
async function buildOrder() {
  const meta = await caches.open(META);
  const known = await meta
    .match(ORDER)
    .then((r) => (r ? r.json() : []))
    .catch(() => []);
  const order = (Array.isArray(known) ? known : []).filter((k) => typeof k === 'string' && k !== CACHE);
  order.push(CACHE);
  await meta.put(ORDER, new Response(JSON.stringify(order), { headers: { 'Content-Type': 'application/json' } }));
  return order;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const order = await buildOrder();
      // Kept: this build's cache and the one before it (a page may still run that build).
      const kept = new Set(order.slice(-2));
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((k) => k.startsWith('whowins-') && k !== META && !kept.has(k)).map((k) => caches.delete(k)),
      );
      await self.clients.claim();
    })(),
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

// The network failed and no cache has the file: the open pages are told, the request fails.
async function notSaved(url) {
  const pages = await self.clients.matchAll({ type: 'window' }).catch(() => []);
  for (const page of pages) page.postMessage({ type: 'not-saved', url });
  return Response.error();
}

// A file that keeps its name between builds, from this build's cache (the build before it may
// hold an older copy under the same name), else from any cache, else an error.
async function cachedHere(key) {
  const here = await caches
    .open(CACHE)
    .then((c) => c.match(key, { ignoreSearch: true }))
    .catch(() => undefined);
  return here ?? (await caches.match(key, { ignoreSearch: true })) ?? notSaved(typeof key === 'string' ? key : key.url);
}

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
        fetch(req).then(
          (res) => {
            if (res.ok) {
              const copy = res.clone();
              caches
                .open(CACHE)
                .then((c) => c.put(req, copy))
                .catch(() => {});
            }
            return res;
          },
          () => notSaved(req.url),
        ),
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
      .catch(() => cachedHere(key));
  }
  event.respondWith(answer.then((res) => isolated(res, req)));
});
