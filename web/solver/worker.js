// The solver worker: creates the WASM module and answers init/solve (docs/wasm-api.md).
// Started as a module worker; cancel a solve by terminating the worker and starting a new one.
// Its options come in a first message (not its URL's query, so the page's preload of this
// script is the very request the worker makes), {type: 'config', chunk, wasm, threads}:
//   chunk      the work per advance() (tests use small chunks; default 200000);
//   wasm       'page': the page compiles the module itself (it starts the moment the page does)
//              and sends it as {type: 'wasm', module} (null when it could not): the worker
//              waits for it instead of fetching the module after its own script has loaded;
//   threads    N > 0: load the threaded module (whowins-mt.js) and solve on N threads; only
//              where the page is cross-origin isolated (solver/start.js decides);
//   lite       true: the module the page sends is the small first one (whowins-lite: the graph
//              games only, its glue loaded by URL — the head of the page fetched it beside the
//              worker's script); the full module's glue is then loaded by URL too, its compiled
//              module sent by the page as
//              {type: 'wasm-full', module} (asked for with {type: 'need-full'} when a request
//              needs it first).
//   first      with lite, the module the page sends first (lib/link-module.js): 'lite' the small
//              one; 'boards' the boards' one (a link to a board: the graph games and the
//              boards), 'designs' the designs' one (a link to a design: the graph games and the
//              designs) — their glue loaded by URL, the full module after them as after the
//              small one; 'full' the full one at once (a link to any other game: its glue
//              loaded by URL, and it answers everything).
// Where the build has no smaller modules (and in the unbundled page) the full module's glue,
// ../whowins.js, is bundled here; where it has, the build points that import at the full glue's
// file (whowins-full.js), so no link downloads a glue it does not run.
import { createSolverHandler } from './worker-core.js';
import { FIRST_MODULE_SESSIONS } from '../lib/link-module.js';

let config = { chunk: 200000, wasm: '', threads: 0, lite: false, first: 'lite' };

// The module files, seen from here (the build renames them to hashed names).
const WASM = new URL('../whowins.wasm', import.meta.url).href;
const LITE_WASM = new URL('../whowins-lite.wasm', import.meta.url).href;
const LITE_GLUE = new URL('../whowins-lite.js', import.meta.url).href;
const FULL_GLUE = new URL('../whowins-full.js', import.meta.url).href;
const BOARDS_WASM = new URL('../whowins-boards.wasm', import.meta.url).href;
const BOARDS_GLUE = new URL('../whowins-boards.js', import.meta.url).href;
const DESIGNS_WASM = new URL('../whowins-designs.wasm', import.meta.url).href;
const DESIGNS_GLUE = new URL('../whowins-designs.js', import.meta.url).href;
// The first modules loaded with their glue by URL: [glue, locateFile's files].
// The full module's glue where there are no smaller modules (bundled, or the full glue's file).
const fullGlue = () => import('../whowins.js');
const FIRST = {
  lite: [LITE_GLUE, { 'whowins-lite.wasm': LITE_WASM }],
  boards: [BOARDS_GLUE, { 'whowins-boards.wasm': BOARDS_WASM }],
  designs: [DESIGNS_GLUE, { 'whowins-designs.wasm': DESIGNS_WASM }],
  full: [FULL_GLUE, { 'whowins.wasm': WASM }],
};
const MT_GLUE = new URL('../whowins-mt.js', import.meta.url).href;
const MT_WASM = new URL('../whowins-mt.wasm', import.meta.url).href;
const MT_WORKER = new URL('../whowins-mt.worker.js', import.meta.url).href;

let receiveCompiled, receiveFull;
const compiled = new Promise((resolve) => {
  receiveCompiled = resolve;
});
const compiledFull = new Promise((resolve) => {
  receiveFull = resolve;
});

// Creates the module from a compiled WebAssembly.Module when the page sent one.
function create(factory, module, files, extra = {}) {
  let failed;
  const failure = new Promise((resolve, reject) => {
    failed = reject;
  });
  const options = {
    ...extra,
    locateFile: (file) => files[file.replace(/^.*\//, '')] ?? new URL(file, import.meta.url).href,
  };
  if (module) {
    options.instantiateWasm = (imports, receive) => {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), failed);
      return {};
    };
  }
  return Promise.race([factory(options), failure]);
}

async function loadModule() {
  if (config.lite && !(config.threads > 0)) {
    // The first module (the small one, or a link's): its glue's download beside the module's compilation.
    const [url, files] = FIRST[config.first];
    const glue = import(url);
    const module = config.wasm === 'page' ? await compiled : null;
    return create((await glue).default, module, files);
  }
  const glue = config.threads > 0 ? null : fullGlue();
  const module = config.wasm === 'page' ? await compiled : null;
  if (config.threads > 0) {
    // The threaded module (its shared memory may be refused, e.g. on a small 32-bit device):
    // on any failure, the single-thread module answers instead (fetched here).
    try {
      const { default: createThreaded } = await import(MT_GLUE);
      // Its thread workers load the glue by this URL (the build renames it).
      const m = await Promise.race([
        create(
          createThreaded,
          module,
          { 'whowins-mt.wasm': MT_WASM, 'whowins-mt.worker.js': MT_WORKER },
          { mainScriptUrlOrBlob: MT_GLUE },
        ),
        new Promise((resolve, reject) =>
          setTimeout(() => reject(new Error('its threads did not start within 20 s')), 20000),
        ),
      ]);
      m.setThreads?.(config.threads);
      return m;
    } catch (e) {
      console.warn(`whowins: the threaded solver did not start (${e?.message ?? e}); solving on one thread`);
      // The full single-thread module (where the bundled glue is the small first module's, the
      // full one's by URL), fetched here.
      const factory = (await (config.lite ? import(FULL_GLUE) : fullGlue())).default;
      return create(factory, null, { 'whowins.wasm': WASM });
    }
  }
  return create((await glue).default, module, { 'whowins.wasm': WASM });
}

// The full module after the first, small one (config.lite): its compiled module from the page.
async function loadFull() {
  self.postMessage({ type: 'need-full' });
  const module = await compiledFull;
  const { default: createFull } = await import(FULL_GLUE);
  return create(createFull, module, { 'whowins.wasm': WASM });
}

// A macrotask without setTimeout's 4 ms clamp.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const nextTask = () =>
  new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });

// A Web Lock held for the worker's whole life, its name sent to the page ({type: 'alive', lock}):
// the page asks for it too and is granted it once this worker has ended, however it ended — an
// end without an error event included (solver/client-watch.js watchWorkerEnd).
if (self.navigator?.locks) {
  const lock = `whowins-solver-${self.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`}`;
  self.navigator.locks
    .request(lock, () => {
      self.postMessage({ type: 'alive', lock });
      return new Promise(() => {});
    })
    .catch(() => {});
}

let handle = null;
self.onmessage = (event) => {
  const m = event.data;
  if (m?.type === 'config') {
    config = {
      chunk: Number(m.chunk) > 0 ? Number(m.chunk) : 200000,
      wasm: m.wasm === 'page' ? 'page' : '',
      threads: Math.max(0, Math.min(8, Math.floor(Number(m.threads)) || 0)),
      lite: m.lite === true,
      first: Object.hasOwn(FIRST, m.first) ? m.first : 'lite',
    };
    return;
  }
  if (m?.type === 'wasm') {
    receiveCompiled(m.module ?? null);
    return;
  }
  if (m?.type === 'wasm-full') {
    receiveFull(m.module ?? null);
    return;
  }
  handle ??= createSolverHandler({
    loadModule,
    loadFull: config.lite && config.first !== 'full' && !(config.threads > 0) ? loadFull : null,
    firstOpens: FIRST_MODULE_SESSIONS[config.first] ?? FIRST_MODULE_SESSIONS.lite,
    post: (message, transfer) => self.postMessage(message, transfer ?? []),
    nextTask,
    chunk: config.chunk,
  });
  handle(m);
};
