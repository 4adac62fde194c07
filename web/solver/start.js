// The solver's start, as early as the page's: which module (threaded where the page is
// cross-origin isolated and the build has it), its download and compilation begun at once, and
// the worker's URL. The compiled module is handed to each solver worker (SolverClient), so a
// worker never waits on a download that starts only after its own script has loaded.
//
// index.html names the build's modules in <meta name="whowins-solver" content="wasm lite threads">
// (scripts/build-web.mjs writes it): "wasm" when there is a WebAssembly module, "lite" when
// there is a small first module too (the graph games only: a first visit's first answer needs
// only it; the full module is compiled after it, ensureFull), "threads" when there is a
// threaded one (used instead of both where the page is cross-origin isolated). `?threads=N`
// (0 = one thread) overrides the choice, for tests. "boards", "designs" when there are the boards'
// and the designs' first modules too. A first visit through a link to a board or a design
// (lib/link-module.js, the same test index.html's head makes) starts with that module instead of
// the small one, and through a link to anything else but a graph game with the full module
// (config.first). The head also chooses from a preset (?preset=ct-open-8: the boards' module) and
// leaves its choice in self.whowinsWasm.first, which is taken here.

import { firstModuleFor, firstModuleLists } from '../lib/link-module.js';

const WASM = new URL('../whowins.wasm', import.meta.url);
const LITE_WASM = new URL('../whowins-lite.wasm', import.meta.url);
const BOARDS_WASM = new URL('../whowins-boards.wasm', import.meta.url);
const DESIGNS_WASM = new URL('../whowins-designs.wasm', import.meta.url);
const MT_WASM = new URL('../whowins-mt.wasm', import.meta.url);

// How many threads the solver may use here: 0 (the single-thread module) unless the page is
// cross-origin isolated (SharedArrayBuffer) and the build has the threaded module.
export function threadsHere(
  params,
  meta = /** @type {HTMLMetaElement | null | undefined} */ (
    globalThis.document?.querySelector('meta[name="whowins-solver"]')
  )?.content ?? '',
) {
  const flags = meta.split(/\s+/);
  const isolated = globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
  if (!isolated || !flags.includes('threads')) return 0;
  const asked = params.get('threads');
  if (asked !== null) return Math.max(0, Math.min(8, Math.floor(Number(asked)) || 0));
  return Math.max(2, Math.min(4, Number(globalThis.navigator?.hardwareConcurrency) || 2));
}

// A compiled WebAssembly.Module (or null, and the worker loads the module itself): streaming
// where the server sends application/wasm, from the bytes otherwise.
// index.html's head starts the download before any script has loaded: self.whowinsWasm is
// { url, response: Promise } (scripts/build-web.mjs writes it); its response is used once.
export function compileModule(url) {
  if (typeof WebAssembly !== 'object') return Promise.resolve(null);
  const early = globalThis.whowinsWasm;
  let first = early && early.url === String(url) ? early.response : null;
  if (early) globalThis.whowinsWasm = null;
  const get = () => {
    const r = first ?? fetch(url, { credentials: 'same-origin' });
    first = null;
    return r;
  };
  const fromBytes = () =>
    get()
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.arrayBuffer();
      })
      .then((b) => WebAssembly.compile(b));
  const compiled =
    typeof WebAssembly.compileStreaming === 'function'
      ? WebAssembly.compileStreaming(get()).catch(fromBytes)
      : fromBytes();
  return compiled.catch(() => null);
}

// { workerUrl, config, compiled, compileFull, threads } for this page (params: the page's query);
// config is the worker's first message (solver/worker.js); compileFull() starts (once) and
// returns the full module's compilation where the first module is the small one, else null.
/**
 * @param {URLSearchParams} params
 * @param {string | URL} workerUrl
 * @returns {{ workerUrl: string | URL, config: import('./messages.js').ConfigRequest,
 *   compiled: Promise<WebAssembly.Module | null> | null,
 *   compileFull: (() => Promise<WebAssembly.Module | null>) | null, threads: number }}
 */
export function startSolver(params, workerUrl) {
  const meta =
    /** @type {HTMLMetaElement | null | undefined} */ (
      globalThis.document?.querySelector('meta[name="whowins-solver"]')
    )?.content ?? '';
  const flags = meta.split(/\s+/);
  const threads = threadsHere(params, meta);
  const lite = flags.includes('lite');
  // The head's choice (it knows the presets too), else the link's (the unbundled page has no such head).
  const early = globalThis.whowinsWasm;
  const chosen =
    early && ['lite', 'boards', 'designs', 'full'].includes(early.first)
      ? early.first
      : firstModuleFor(globalThis.location?.hash, firstModuleLists());
  let first = lite && !(threads > 0) ? chosen : 'full';
  if ((first === 'boards' || first === 'designs') && !flags.includes(first)) first = 'full';
  /** @type {import('./messages.js').ConfigRequest} */
  const config = { type: 'config', chunk: Number(params.get('chunk')) || 0, wasm: '', threads, lite, first };
  let compiled = null,
    compileFull = null;
  if (flags.includes('wasm')) {
    compiled = compileModule(
      threads > 0 ? MT_WASM : { lite: LITE_WASM, boards: BOARDS_WASM, designs: DESIGNS_WASM, full: WASM }[first],
    );
    config.wasm = 'page';
    if (first !== 'full') {
      let full = null;
      compileFull = () => (full ??= compileModule(WASM));
    }
  }
  return { workerUrl, config, compiled, compileFull, threads };
}
