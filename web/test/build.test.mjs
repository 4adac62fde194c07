// Tests for scripts/build-web.mjs: the bundled page (hashed bundles, one stylesheet, URLs that
// name files of the build, the service worker's list, the compressed copies) and the unbundled one,
// both with the page's WASM module (build/wasm-web, built by `bash scripts/build.sh wasm`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WASM_DIR = path.join(ROOT, 'build', 'wasm-web');
const haveLite = fs.existsSync(path.join(WASM_DIR, 'whowins-lite.wasm'));
const haveModule = (name) =>
  haveLite && [`whowins-${name}.js`, `whowins-${name}.wasm`].every((f) => fs.existsSync(path.join(WASM_DIR, f)));
const haveBoards = haveModule('boards'),
  haveDesigns = haveModule('designs');
const haveThreads = ['whowins-mt.js', 'whowins-mt.wasm', 'whowins-mt.worker.js'].every((f) =>
  fs.existsSync(path.join(ROOT, 'build', 'wasm-web-mt', f)),
);
// index.html's <meta name="whowins-solver">: the modules the build holds (the unbundled page has no first module).
const solverMeta = (lite) =>
  new RegExp(
    `<meta name="whowins-solver" content="wasm${lite ? ' lite' : ''}${lite && haveBoards ? ' boards' : ''}${lite && haveDesigns ? ' designs' : ''}${haveThreads ? ' threads' : ''}">`,
  );
let base, out, dev;
before(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'whowins-build-'));
  out = path.join(base, 'web');
  dev = path.join(base, 'dev');
  const build = (...args) =>
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-web.mjs'), ...args], {
      stdio: 'pipe',
    });
  build(`--out=${out}`);
  build(`--out=${dev}`, '--dev');
});
after(() => fs.rmSync(base, { recursive: true, force: true }));

const read = (f) => fs.readFileSync(path.join(out, f), 'utf8');

test('index.html loads one hashed script and one hashed stylesheet; the files exist', () => {
  const html = read('index.html');
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(scripts.length, 1);
  assert.match(scripts[0], /^assets\/main-[A-Z0-9]+\.js$/);
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(sheets.length, 1);
  assert.match(sheets[0], /^assets\/page-[A-Z0-9]+\.css$/);
  assert.match(html, solverMeta(haveLite));
  for (const f of [...scripts, ...sheets, ...[...html.matchAll(/href="(assets\/[^"]+)"/g)].map((m) => m[1])]) {
    assert.ok(fs.existsSync(path.join(out, f)), `${f} is missing`);
  }
  // Every stylesheet of web/index.html is in the one file.
  const css = read(sheets[0]);
  assert.ok(css.length > 20000 && css.includes('.gallery'), 'the stylesheets are bundled');
  assert.ok(fs.existsSync(path.join(out, scripts[0] + '.map')), 'source map');
});

test("the bundles' URLs name files of the build (workers by hashed name, packs, sw.js)", () => {
  const assets = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
  assert.deepEqual(
    assets.map((f) => f.replace(/-[A-Za-z0-9]+(\.worker)?\.js$/, '$1')).sort(),
    [
      'chunk',
      'layout',
      'main',
      'tools',
      'parse',
      'solver',
      ...(haveLite ? ['whowins-full', 'whowins-lite'] : []),
      ...(haveBoards ? ['whowins-boards'] : []),
      ...(haveDesigns ? ['whowins-designs'] : []),
      ...(haveThreads ? ['whowins-mt', 'whowins-mt.worker'] : []),
    ].sort(),
  );
  let urls = 0;
  for (const f of assets) {
    const code = fs.readFileSync(path.join(out, 'assets', f), 'utf8');
    for (const m of code.matchAll(/new URL\((["'`])([^"'`]*)\1,import\.meta\.url\)/g)) {
      const rel = m[2].split('${')[0];
      const target = path.resolve(out, 'assets', rel);
      // The threaded module's files exist only when build/wasm-web-mt has it; a bare whowins(-lite|-mt).wasm is
      // the Emscripten glue's default name, which the page replaces (solver/worker.js: locateFile names the hashed one).
      if (!haveThreads && /whowins-mt(\.worker)?\.(wasm|js)$/.test(rel)) continue;
      if (/^whowins(-lite|-boards|-designs|-mt)?(\.worker)?\.(wasm|js)$/.test(rel)) continue;
      assert.ok(fs.existsSync(target), `${f}: ${m[2]} names nothing in the build`);
      urls++;
    }
    // A bundle imports by path only the chunks it shares with another (the page's script is split: app/tools.js).
    for (const m of code.matchAll(/from\s*["'](\.\.?\/[^"'\s]*)["']/g)) {
      assert.match(m[1], /^\.\/chunk-[A-Z0-9]+\.js$/, `${f} still imports a module by path: ${m[1]}`);
      assert.ok(fs.existsSync(path.resolve(out, 'assets', m[1])), `${f}: ${m[1]} names nothing in the build`);
    }
    // A module a bundle imports when needed (the solver worker's full glue, beside it where there are smaller
    // modules; Emscripten's own thread worker is given its glue's URL: mainScriptUrlOrBlob).
    if (f.startsWith('whowins-')) continue;
    for (const m of code.matchAll(/\bimport\((["'])(\.[^"']*)\1\)/g)) {
      assert.ok(fs.existsSync(path.resolve(out, 'assets', m[2])), `${f}: import(${m[2]}) names nothing in the build`);
      urls++;
    }
  }
  assert.ok(urls >= 6, `only ${urls} URLs checked`);
  // The page's script: main, the chunks it shares with the tools loaded after the first answer, and those.
  const page = assets
    .filter((f) => /^(main|chunk|tools)-/.test(f))
    .map((f) => read(`assets/${f}`))
    .join('\n');
  assert.match(page, /new URL\("\.\/solver-[A-Z0-9]+\.js",import\.meta\.url\)/);
  assert.match(page, /new URL\(`\.\.\/puzzles\/packs\/\$\{/);
});

test('the service worker lists every file it keeps, and a version', () => {
  const sw = read('sw.js');
  const files = JSON.parse(sw.match(/const FILES = (\[[^\]]*\]);/)[1]);
  assert.ok(files.includes('./'));
  assert.match(sw, /const VERSION = '[0-9a-f]{12}';/);
  for (const f of files.filter((x) => x !== './'))
    assert.ok(fs.existsSync(path.join(out, f)), `${f} is listed but missing`);
  assert.ok(files.some((f) => f.startsWith('assets/main-')) && files.some((f) => f.startsWith('puzzles/packs/')));
  assert.ok(!files.some((f) => /\.(map|gz|br)$/.test(f)), 'no maps or compressed copies in the list');
});

test('compressed copies decompress to their files', () => {
  let n = 0;
  for (const f of ['index.html', ...fs.readdirSync(path.join(out, 'assets')).map((x) => `assets/${x}`)]) {
    if (/\.(gz|br)$/.test(f)) continue;
    const raw = fs.readFileSync(path.join(out, f));
    if (fs.existsSync(path.join(out, f + '.gz'))) {
      assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(out, f + '.gz'))), raw, f);
      n++;
    }
    if (fs.existsSync(path.join(out, f + '.br'))) {
      assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, f + '.br'))), raw, f);
      n++;
    }
  }
  assert.ok(n >= 10, `only ${n} compressed copies`);
});

test('--dev: the unbundled page, each module its own file', () => {
  assert.ok(fs.existsSync(path.join(dev, 'app', 'main.js')));
  assert.ok(fs.existsSync(path.join(dev, 'vendor', 'd3-force.min.mjs')));
  const html = fs.readFileSync(path.join(dev, 'index.html'), 'utf8');
  assert.match(html, /<script type="module" src="app\/main.js">/);
  assert.match(html, solverMeta(false));
  assert.ok(fs.existsSync(path.join(dev, 'whowins.js')) && fs.existsSync(path.join(dev, 'whowins.wasm')));
  assert.ok(!fs.existsSync(path.join(dev, 'assets')));
  assert.ok(!fs.readdirSync(dev).some((f) => f.endsWith('.gz')));
});
