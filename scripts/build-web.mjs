#!/usr/bin/env node
// scripts/build-web.mjs — builds the static page into build/web (one folder, copy it to any
// static host as-is).
//
//   node scripts/build-web.mjs [--out=DIR] [--dev] [--no-compress]
//     The page's solver is the WASM module of build/wasm-web (bash scripts/build.sh wasm); without
//     it the build fails. (--solver=wasm, the only solver, is still accepted: older commands pass it.)
//     --dev     the unbundled page: web/ copied as it is (each ES module its own file), for
//               reading and debugging in the browser; no hashing, no compression.
//     --no-compress  skip the .gz/.br files.
//
// What ships (the default; docs/internals.md "The build"):
//   index.html              the page, pointing at the hashed files below, with preloads
//   assets/main-H.js        the page's modules, bundled and minified by esbuild (+ .map); the
//                           tools no first answer needs (app/tools.js: puzzles, the gallery, How
//                           many cops?, Why?, Watch) split into assets/tools-H.js and the chunks
//                           it shares with main (chunk-H.js), loaded after the first answer
//   assets/solver-H.js      the solver worker with the module's glue; assets/layout-H.js,
//                           assets/parse-H.js the other workers (+ .map)
//   assets/page-H.css       the stylesheets in one file
//   assets/whowins-lite-H.{wasm,js}  the small first module, the graph games only (fetched by
//                           the page's head and compiled at once; its glue, minified, loaded by the
//                           solver worker by URL)
//   assets/whowins-boards-H.{wasm,js}, assets/whowins-designs-H.{wasm,js}  the first module of a
//                           link or preset of a board, a design (lib/link-module.js), instead
//   assets/whowins-H.wasm, assets/whowins-full-H.js  the full module, after the first answer
//   assets/whowins-mt-H.{js,wasm,worker.js}  the threaded module, when build/wasm-web-mt has it
//                           (used where the page is cross-origin isolated)
//   sw.js                   the service worker: precaches the files above (its list and version
//                           written here), serves them offline, adds COOP/COEP
//   puzzles/packs/*.json, manifest.webmanifest, icon.svg, build-info.json, vendor/ licences
//   *.gz, *.br              each compressible file precompressed, for hosts that serve them
// H is a hash of the file's contents, so a hashed file never changes under its name (served
// with a year's cache) and a new build is new names.
// Prints what it used; exit 1 on failure.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { firstModuleFor, firstModuleLists } from '../web/lib/link-module.js';
import { presetGames } from '../web/app/links.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const m = a.match(/^--([^=]+)(?:=(.*))?$/);
    if (!m || !['solver', 'out', 'dev', 'no-compress'].includes(m[1])) {
      console.error(`build-web: unknown argument ${a}`);
      process.exit(2);
    }
    return [m[1], m[2] ?? 'true'];
  }),
);
if (args.solver !== undefined && args.solver !== 'wasm') {
  console.error(`build-web: the page's only solver is the WASM module (--solver=wasm), not ${args.solver}`);
  process.exit(2);
}
const DEV = args.dev === 'true';
const COMPRESS = !DEV && args['no-compress'] !== 'true';
const OUT = path.resolve(ROOT, args.out ?? 'build/web');
const WEB = path.join(ROOT, 'web');
const WASM_DIR = path.join(ROOT, 'build', 'wasm-web');
const WASM_MT_DIR = path.join(ROOT, 'build', 'wasm-web-mt');
const ASSETS = 'assets';

// Files of web/ that are not part of the page.
const SKIP = new Set(['test', 'e2e']);
// The layout library: d3-force and its three dependencies.
const VENDOR = ['d3-dispatch', 'd3-quadtree', 'd3-timer', 'd3-force'];
// The page's stylesheets, in the order index.html links them.
const STYLE_LINK = /^\s*<link rel="stylesheet" href="(styles\/[a-z-]+\.css)">\n/gm;

const posix = (p) => p.split(path.sep).join('/');
const shortHash = (buf) => crypto.createHash('sha256').update(buf).digest('hex').slice(0, 10);

function copyTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(src, dst);
    else if (entry.isFile()) fs.copyFileSync(src, dst);
  }
}

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(posix(path.relative(OUT, p)));
  }
  return out;
}

// The vendored layout library as ES modules with their bare imports pointed at the siblings
// (the unbundled page imports ../vendor/d3-force.min.mjs), plus the licences (both builds).
function vendor() {
  const vendorDir = path.join(OUT, 'vendor');
  fs.mkdirSync(vendorDir, { recursive: true });
  const versions = {};
  for (const name of VENDOR) {
    const dir = path.join(ROOT, 'node_modules', name);
    const file = path.join(dir, 'dist', `${name}.min.mjs`);
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npm ci`);
    if (DEV) {
      const code = fs.readFileSync(file, 'utf8').replace(/from\s*(["'])(d3-[a-z]+)\1/g, (m, q, dep) => {
        if (!VENDOR.includes(dep)) throw new Error(`${name} imports ${dep}, which the build does not vendor`);
        return `from"./${dep}.min.mjs"`;
      });
      fs.writeFileSync(path.join(vendorDir, `${name}.min.mjs`), code);
    }
    const license = fs.readdirSync(dir).find((f) => /^licen[sc]e/i.test(f));
    if (license) fs.copyFileSync(path.join(dir, license), path.join(vendorDir, `${name}.LICENSE.txt`));
    versions[name] = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  }
  return versions;
}

// The solver module's files: { kind: 'wasm', glue, wasm, mt: { glue, wasm, worker } | null,
// lite: { glue, wasm } | null, boards, designs: { glue, wasm } | null } (lite: the small first
// module with the graph games only; boards, designs: the first module of a link to a board, a
// design, with the graph games and those).
function pickSolver() {
  const glue = path.join(WASM_DIR, 'whowins.js');
  const wasm = path.join(WASM_DIR, 'whowins.wasm');
  if (!fs.existsSync(glue) || !fs.existsSync(wasm))
    throw new Error(
      'build/wasm-web/whowins.js and whowins.wasm are missing: build the WASM module first (bash scripts/build.sh wasm)',
    );
  const mtFiles = ['whowins-mt.js', 'whowins-mt.wasm', 'whowins-mt.worker.js'].map((f) => path.join(WASM_MT_DIR, f));
  const mt = mtFiles.every((f) => fs.existsSync(f)) ? { glue: mtFiles[0], wasm: mtFiles[1], worker: mtFiles[2] } : null;
  const liteFiles = ['whowins-lite.js', 'whowins-lite.wasm'].map((f) => path.join(WASM_DIR, f));
  const lite = liteFiles.every((f) => fs.existsSync(f)) ? { glue: liteFiles[0], wasm: liteFiles[1] } : null;
  const linkModule = (name) => {
    const files = [`whowins-${name}.js`, `whowins-${name}.wasm`].map((f) => path.join(WASM_DIR, f));
    return lite && files.every((f) => fs.existsSync(f)) ? { glue: files[0], wasm: files[1] } : null;
  };
  return { kind: 'wasm', glue, wasm, mt, lite, boards: linkModule('boards'), designs: linkModule('designs') };
}

// index.html's <meta name="whowins-solver">: which modules the build has (solver/start.js).
function withSolverMeta(html, solver, lite = false) {
  const tag = '<meta name="whowins-solver" content="">';
  if (!html.includes(tag)) throw new Error(`web/index.html has no ${tag}`);
  const content = [
    'wasm',
    ...(lite ? ['lite'] : []),
    ...(lite && solver.boards ? ['boards'] : []),
    ...(lite && solver.designs ? ['designs'] : []),
    ...(solver.mt ? ['threads'] : []),
  ].join(' ');
  return html.replace(tag, `<meta name="whowins-solver" content="${content}">`);
}

// --- the unbundled page (--dev): web/ as it is -------------------------------------------------
function buildDev(solver) {
  for (const entry of fs.readdirSync(WEB, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const src = path.join(WEB, entry.name);
    if (entry.isDirectory()) copyTree(src, path.join(OUT, entry.name));
    else fs.copyFileSync(src, path.join(OUT, entry.name));
  }
  fs.writeFileSync(
    path.join(OUT, 'index.html'),
    withSolverMeta(fs.readFileSync(path.join(WEB, 'index.html'), 'utf8'), solver),
  );
  fs.copyFileSync(solver.glue, path.join(OUT, 'whowins.js'));
  fs.copyFileSync(solver.wasm, path.join(OUT, 'whowins.wasm'));
  if (solver.mt) {
    fs.copyFileSync(solver.mt.glue, path.join(OUT, 'whowins-mt.js'));
    fs.copyFileSync(solver.mt.wasm, path.join(OUT, 'whowins-mt.wasm'));
    fs.copyFileSync(solver.mt.worker, path.join(OUT, 'whowins-mt.worker.js'));
  }
}

// --- the bundled page ---------------------------------------------------------------------------
// The page's own URLs: `new URL('<relative>', import.meta.url)` in a module of web/ names a file
// relative to that module; in a bundle, import.meta.url is the bundle's (in assets/). This
// plugin rewrites each such literal to the same file seen from assets/, and a file the build
// renames (a worker's bundle, the WASM module) to its hashed name. A template literal keeps
// everything from its first ${ on (`./packs/${id}.json` → `../puzzles/packs/${id}.json`).
function pageUrls(renamed, solver) {
  return {
    name: 'page-urls',
    setup(build) {
      // The full module's glue: bundled where the build has no smaller modules; where it has, the
      // worker loads every glue by URL (the one its first module needs, fetched by the page's head),
      // this import the full glue's hashed file beside the bundle.
      build.onResolve({ filter: /^\.\.\/whowins\.js$/ }, (a) => {
        if (!a.importer.startsWith(WEB)) return undefined;
        if (!solver.lite) return { path: solver.glue };
        return { path: `./${path.posix.basename(renamed.get('whowins-full.js'))}`, external: true };
      });
      // The layout library from node_modules (esbuild follows its bare imports).
      build.onResolve({ filter: /\/vendor\/d3-[a-z]+\.min\.mjs$/ }, (a) => {
        const name = a.path.match(/(d3-[a-z]+)\.min\.mjs$/)[1];
        return { path: path.join(ROOT, 'node_modules', name, 'dist', `${name}.mjs`) };
      });
      build.onLoad({ filter: /\.js$/ }, (a) => {
        if (!a.path.startsWith(WEB + path.sep)) return undefined;
        const dir = posix(path.relative(WEB, path.dirname(a.path)));
        const code = fs
          .readFileSync(a.path, 'utf8')
          .replace(/new URL\((['"`])((?:(?!\1)[^\\\n])*)\1(?=[^;]{0,200}import\.meta\.url)/g, (m, q, body) => {
            const cut = body.indexOf('${');
            const head = cut < 0 ? body : body.slice(0, cut);
            const tail = cut < 0 ? '' : body.slice(cut);
            let target = path.posix.join(dir, head || '.').replace(/\/$/, '');
            if (target === '.') target = '';
            if (!tail && renamed.has(target)) target = renamed.get(target);
            let rel = path.posix.relative(ASSETS, target || '.') || '.';
            if (head.endsWith('/') || !head || target === '') rel += '/';
            if (!rel.startsWith('.')) rel = './' + rel;
            return `new URL(${q}${rel}${tail}${q}`;
          });
        return { contents: code, loader: 'js' };
      });
    },
  };
}

// esbuild's bundles of the entry points into assets/: { name: path in the page } for each entry,
// and with `splitting` (the page's script) the chunks each entry and each module it imports lazily
// (import()) imports at once: chunks[path] = [paths] (index.html preloads main's; the head fetches
// app/tools.js's for a puzzle link, whose first answer needs them).
async function bundle(esbuild, entryPoints, renamed, solver, splitting = false) {
  const result = await esbuild.build({
    entryPoints,
    outdir: path.join(OUT, ASSETS),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    splitting,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: ['es2022'],
    metafile: true,
    absWorkingDir: ROOT,
    logLevel: 'silent',
    plugins: [pageUrls(renamed, solver)],
  });
  const names = {};
  const inPage = (out) => posix(path.relative(OUT, path.resolve(ROOT, out)));
  /** @type {Record<string, string[]>} */
  const chunks = {};
  for (const [out, info] of Object.entries(result.metafile.outputs)) {
    if (out.endsWith('.map')) continue;
    chunks[inPage(out)] = info.imports.filter((i) => i.kind === 'import-statement').map((i) => inPage(i.path));
    if (info.entryPoint === undefined && !info.cssBundle) continue;
    const name = Object.keys(entryPoints).find(
      (k) => path.resolve(ROOT, info.entryPoint ?? '') === path.resolve(entryPoints[k]),
    );
    if (name) names[name] = inPage(out);
    else if (info.entryPoint)
      names[`lazy:${posix(path.relative(WEB, path.resolve(ROOT, info.entryPoint)))}`] = inPage(out);
  }
  // Every chunk a file needs before it runs, itself first.
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return [];
    seen.add(file);
    return [file, ...(chunks[file] ?? []).flatMap((c) => closure(c, seen))];
  };
  return { ...names, closure };
}

// Copies a file into assets/ under a hashed name (a module's glue minified by esbuild, as the
// bundles are); returns its path in the page.
function hashedCopy(file, base, esbuild = null) {
  let buf = fs.readFileSync(file);
  if (esbuild)
    buf = Buffer.from(
      esbuild.transformSync(buf.toString('utf8'), { minify: true, format: 'esm', target: 'es2022' }).code,
    );
  const ext = base.match(/(\.worker\.js|\.[a-z]+)$/)[1];
  const name = `${ASSETS}/${base.slice(0, -ext.length)}-${shortHash(buf)}${ext}`;
  fs.writeFileSync(path.join(OUT, name), buf);
  return name;
}

async function buildBundled(solver) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('esbuild is missing: run npm ci (or build the unbundled page with --dev)');
  }
  fs.mkdirSync(path.join(OUT, ASSETS), { recursive: true });
  // Renamed files, by their path in web/ → their path in the build.
  const renamed = new Map();
  renamed.set('whowins.wasm', hashedCopy(solver.wasm, 'whowins.wasm'));
  if (solver.lite) {
    // The small first module and the full one after it, each glue loaded by the solver worker by
    // URL (the first module's fetched by the page's head beside the worker's script).
    renamed.set('whowins-lite.wasm', hashedCopy(solver.lite.wasm, 'whowins-lite.wasm'));
    renamed.set('whowins-lite.js', hashedCopy(solver.lite.glue, 'whowins-lite.js', esbuild));
    renamed.set('whowins-full.js', hashedCopy(solver.glue, 'whowins-full.js', esbuild));
  }
  for (const name of ['boards', 'designs']) {
    // The boards' and the designs' first modules (a link to a board, a design), their glue
    // loaded by URL too.
    if (!solver.lite || !solver[name]) continue;
    renamed.set(`whowins-${name}.wasm`, hashedCopy(solver[name].wasm, `whowins-${name}.wasm`));
    renamed.set(`whowins-${name}.js`, hashedCopy(solver[name].glue, `whowins-${name}.js`, esbuild));
  }
  if (solver.mt) {
    // The threaded glue is loaded by URL (import()) by the solver worker and again by each of its
    // thread workers, so it is not bundled; it finds its .wasm and worker through locateFile.
    renamed.set('whowins-mt.js', hashedCopy(solver.mt.glue, 'whowins-mt.js'));
    renamed.set('whowins-mt.wasm', hashedCopy(solver.mt.wasm, 'whowins-mt.wasm'));
    renamed.set('whowins-mt.worker.js', hashedCopy(solver.mt.worker, 'whowins-mt.worker.js'));
  }
  const workers = await bundle(
    esbuild,
    {
      solver: path.join(WEB, 'solver', 'worker.js'),
      layout: path.join(WEB, 'graph-editor', 'layout-worker.js'),
      parse: path.join(WEB, 'graph-editor', 'parse-worker.js'),
    },
    renamed,
    solver,
  );
  renamed.set('solver/worker.js', workers.solver);
  renamed.set('graph-editor/layout-worker.js', workers.layout);
  renamed.set('graph-editor/parse-worker.js', workers.parse);

  // The stylesheets, in index.html's order, as one file.
  const html = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(STYLE_LINK)].map((m) => m[1]);
  if (!sheets.length) throw new Error('web/index.html links no stylesheets (styles/*.css)');
  const cssEntry = path.join(ROOT, 'build', 'web-styles.css');
  fs.writeFileSync(
    cssEntry,
    sheets.map((s) => `@import ${JSON.stringify(posix(path.join(WEB, s)))};`).join('\n') + '\n',
  );
  const page = await bundle(esbuild, { main: path.join(WEB, 'app', 'main.js'), page: cssEntry }, renamed, solver, true);
  const tools = page['lazy:app/tools.js'];
  if (!tools) throw new Error('the page bundle has no chunk of app/tools.js (the tools loaded after the first answer)');
  fs.rmSync(cssEntry);

  // index.html: one stylesheet, one script, and the requests that would otherwise wait on the
  // others, started with the page: the WASM module (compiled by the page as it arrives), the
  // solver worker's script and its module's glue (no <link rel="preload"> serves a worker; a
  // fetch fills the HTTP cache, which does).
  const mainTag = '<script type="module" src="app/main.js"></script>';
  if (!html.includes(mainTag)) throw new Error(`web/index.html has no ${mainTag}`);
  let first = true;
  // The module's download (the threaded one where the page is cross-origin isolated; else the one
  // the address's link or preset needs — lib/link-module.js, whose function is written here as it
  // is, its choice left in self.whowinsWasm.first for solver/start.js) starts from the page's head:
  // a fetch whose response solver/start.js compiles as it streams in (self.whowinsWasm). Before it,
  // the solver worker's script and the glue of the module it loads by URL (all but the small
  // module's, bundled in the worker) are fetched too, into the HTTP cache (hashed names, a year's
  // cache), where the worker's own requests find them: they would otherwise start only once the
  // page's script has run and queue behind the module's bytes.
  const lite = renamed.get('whowins-lite.wasm'),
    full = renamed.get('whowins.wasm'),
    mt = renamed.get('whowins-mt.wasm');
  const byKind = {
    lite,
    boards: renamed.get('whowins-boards.wasm') ?? full,
    designs: renamed.get('whowins-designs.wasm') ?? full,
    full,
  };
  const glueByKind = {
    lite: renamed.get('whowins-lite.js'),
    boards: renamed.get('whowins-boards.js') ?? renamed.get('whowins-full.js'),
    designs: renamed.get('whowins-designs.js') ?? renamed.get('whowins-full.js'),
    full: renamed.get('whowins-full.js'),
  };
  const isolated = mt
    ? `self.crossOriginIsolated&&typeof SharedArrayBuffer=='function'&&new URLSearchParams(location.search).get('threads')!=='0'`
    : 'false';
  const wasmPreload = !full
    ? []
    : [
        `<script>(()=>{const k=${lite ? `(${firstModuleFor})(location.hash,${JSON.stringify(firstModuleLists(presetGames()))},location.search)` : "'full'"},` +
          `t=${isolated},m=t?${JSON.stringify(mt ?? '')}:${JSON.stringify(byKind)}[k],` +
          `g=t?${JSON.stringify(renamed.get('whowins-mt.js') ?? '')}:${lite ? `${JSON.stringify(glueByKind)}[k]` : 'null'},` +
          `a=(f)=>new URL(f,document.baseURI).href,get=(f)=>fetch(a(f),{credentials:'same-origin'});` +
          `get(${JSON.stringify(workers.solver)}).catch(()=>{});if(g)get(g).catch(()=>{});` +
          // A puzzle or set link's first answer is a puzzle: the tools' chunks (app/tools.js) at once.
          `if(/^#[zs]1\./.test(location.hash))for(const f of ${JSON.stringify(page.closure(tools))})get(f).catch(()=>{});` +
          `self.whowinsWasm={url:a(m),first:k,response:get(m)};self.whowinsWasm.response.catch(()=>{})})()</script>`,
      ];
  // The module's fetch comes first: an inline script after a stylesheet waits for it.
  const preloads = [
    ...wasmPreload,
    `<link rel="stylesheet" href="${page.page}">`,
    ...page.closure(page.main).map((file) => `<link rel="modulepreload" href="${file}">`),
  ]
    .map((l) => `  ${l}\n`)
    .join('');
  const out = withSolverMeta(html, solver, !!solver.lite)
    .replace(STYLE_LINK, () => (first ? ((first = false), preloads) : ''))
    .replace(mainTag, `<script type="module" src="${page.main}"></script>`);
  fs.writeFileSync(path.join(OUT, 'index.html'), out);

  // The rest of web/ that the page fetches by name.
  for (const f of ['manifest.webmanifest', 'icon.svg', 'sw.js']) fs.copyFileSync(path.join(WEB, f), path.join(OUT, f));
  copyTree(path.join(WEB, 'puzzles', 'packs'), path.join(OUT, 'puzzles', 'packs'));
  return {
    ...page,
    ...workers,
    wasm: renamed.get('whowins.wasm') ?? null,
    liteWasm: renamed.get('whowins-lite.wasm') ?? null,
    boardsWasm: renamed.get('whowins-boards.wasm') ?? null,
    designsWasm: renamed.get('whowins-designs.wasm') ?? null,
    mtWasm: renamed.get('whowins-mt.wasm') ?? null,
  };
}

// Precompressed copies (.gz, and .br where Node's zlib has Brotli) of every file worth it.
const COMPRESSIBLE = /\.(html|js|mjs|css|json|wasm|svg|map|webmanifest|txt)$/;
function compressAll() {
  let raw = 0,
    gz = 0,
    br = 0;
  for (const f of walk(OUT)) {
    if (!COMPRESSIBLE.test(f)) continue;
    const file = path.join(OUT, f);
    const buf = fs.readFileSync(file);
    if (buf.length < 256) continue;
    const g = zlib.gzipSync(buf, { level: 9 });
    if (g.length < buf.length) {
      fs.writeFileSync(file + '.gz', g);
      raw += buf.length;
      gz += g.length;
    }
    if (typeof zlib.brotliCompressSync === 'function') {
      const b = zlib.brotliCompressSync(buf, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
      });
      if (b.length < buf.length) {
        fs.writeFileSync(file + '.br', b);
        br += b.length;
      }
    }
  }
  return { raw, gz, br };
}

try {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const solver = pickSolver();
  const versions = vendor();
  let files = null;
  if (DEV) buildDev(solver);
  else files = await buildBundled(solver);
  const info = {
    solver: solver.kind,
    bundled: !DEV,
    threads: !!solver.mt,
    lite: !DEV && !!solver.lite,
    boards: !DEV && !!solver.lite && !!solver.boards,
    designs: !DEV && !!solver.lite && !!solver.designs,
    built: new Date().toISOString(),
    vendor: versions,
    files,
  };
  fs.writeFileSync(path.join(OUT, 'build-info.json'), JSON.stringify(info, null, 2) + '\n');

  // The service worker's list of files to keep offline (not the source maps or licences), and a
  // version that changes with any file's contents (a new build replaces the cached page).
  const keep = walk(OUT)
    .filter((f) => f !== 'sw.js' && !f.endsWith('.LICENSE.txt') && !f.endsWith('.map'))
    .sort();
  const hash = crypto.createHash('sha256');
  for (const f of keep) if (f !== 'build-info.json') hash.update(f).update(fs.readFileSync(path.join(OUT, f)));
  const version = hash.digest('hex').slice(0, 12);
  const sw = fs.readFileSync(path.join(OUT, 'sw.js'), 'utf8');
  const swOut = sw
    .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
    .replace(
      'const FILES = [];',
      `const FILES = ${JSON.stringify(['./', ...keep.filter((f) => f !== 'index.html')])};`,
    );
  if (swOut === sw) throw new Error('web/sw.js has no VERSION/FILES placeholders');
  fs.writeFileSync(path.join(OUT, 'sw.js'), swOut);

  let sizes = '';
  if (COMPRESS) {
    const c = compressAll();
    sizes = `; ${(c.raw / 1024).toFixed(0)} KB → ${(c.gz / 1024).toFixed(0)} KB gzip, ${(c.br / 1024).toFixed(0)} KB brotli`;
  }
  console.log(
    `build-web: ${path.relative(ROOT, OUT) || OUT} ready (${DEV ? 'unbundled' : 'bundled'}; solver: WebAssembly${solver.lite && !DEV ? ' + first module' : ''}${solver.mt ? ' + threaded' : ''}${sizes})`,
  );
} catch (e) {
  console.error(`build-web: ${e.message}`);
  process.exit(1);
}
