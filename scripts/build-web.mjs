#!/usr/bin/env node
// scripts/build-web.mjs — builds the static page into build/web (one folder, copy it to any
// static host as-is): web/ (minus tests), the drawing/layout library from node_modules, and
// the solver module build/wasm-web/whowins.{js,wasm}.
//
//   node scripts/build-web.mjs [--solver=auto|wasm|stand-in] [--out=DIR]
//     auto (default): the WASM module when build/wasm-web has it, else the JS stand-in
//     (web/dev/fake-module.js, a plain-JS solver with the same API) with a warning.
//     wasm: fail when the WASM module is missing.   stand-in: always the JS stand-in.
// Also honours WHOWINS_WEB_SOLVER=auto|wasm|stand-in. Prints what it used; exit 1 on failure.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).map((a) => {
  const m = a.match(/^--([^=]+)(?:=(.*))?$/);
  if (!m) { console.error(`build-web: unknown argument ${a}`); process.exit(2); }
  return [m[1], m[2] ?? 'true'];
}));
const solverChoice = args.solver ?? process.env.WHOWINS_WEB_SOLVER ?? 'auto';
if (!['auto', 'wasm', 'stand-in'].includes(solverChoice)) {
  console.error(`build-web: --solver must be auto, wasm or stand-in (got ${solverChoice})`);
  process.exit(2);
}
const OUT = path.resolve(ROOT, args.out ?? 'build/web');
const WEB = path.join(ROOT, 'web');
const WASM_DIR = path.join(ROOT, 'build', 'wasm-web');

// Files of web/ that are not part of the page.
const SKIP = new Set(['test', 'e2e', 'dev']);

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

// The layout library: d3-force and its three dependencies, as ES modules the layout worker
// imports; their bare imports ("d3-quadtree") are pointed at the sibling files (no bundler).
const VENDOR = ['d3-dispatch', 'd3-quadtree', 'd3-timer', 'd3-force'];

try {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  for (const entry of fs.readdirSync(WEB, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const src = path.join(WEB, entry.name);
    if (entry.isDirectory()) copyTree(src, path.join(OUT, entry.name));
    else fs.copyFileSync(src, path.join(OUT, entry.name));
  }

  const vendorDir = path.join(OUT, 'vendor');
  fs.mkdirSync(vendorDir, { recursive: true });
  const versions = {};
  for (const name of VENDOR) {
    const dir = path.join(ROOT, 'node_modules', name);
    const file = path.join(dir, 'dist', `${name}.min.mjs`);
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npm ci`);
    const code = fs.readFileSync(file, 'utf8').replace(/from\s*(["'])(d3-[a-z]+)\1/g, (m, q, dep) => {
      if (!VENDOR.includes(dep)) throw new Error(`${name} imports ${dep}, which the build does not vendor`);
      return `from"./${dep}.min.mjs"`;
    });
    fs.writeFileSync(path.join(vendorDir, `${name}.min.mjs`), code);
    const license = fs.readdirSync(dir).find((f) => /^licen[sc]e/i.test(f));
    if (license) fs.copyFileSync(path.join(dir, license), path.join(vendorDir, `${name}.LICENSE.txt`));
    versions[name] = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  }

  const wasmJs = path.join(WASM_DIR, 'whowins.js');
  const wasmBin = path.join(WASM_DIR, 'whowins.wasm');
  const haveWasm = fs.existsSync(wasmJs) && fs.existsSync(wasmBin);
  let solver;
  if (solverChoice === 'stand-in' || (solverChoice === 'auto' && !haveWasm)) {
    fs.copyFileSync(path.join(WEB, 'dev', 'fake-module.js'), path.join(OUT, 'whowins.js'));
    solver = 'js-stand-in';
    if (solverChoice === 'auto') {
      console.warn('build-web: WARNING: build/wasm-web/whowins.{js,wasm} not found; the page uses the JS stand-in solver');
    }
  } else {
    if (!haveWasm) throw new Error('build/wasm-web/whowins.js and whowins.wasm are missing (build the WASM module first)');
    fs.copyFileSync(wasmJs, path.join(OUT, 'whowins.js'));
    fs.copyFileSync(wasmBin, path.join(OUT, 'whowins.wasm'));
    solver = 'wasm';
  }
  const info = { solver, built: new Date().toISOString(), vendor: versions };
  fs.writeFileSync(path.join(OUT, 'build-info.json'), JSON.stringify(info, null, 2) + '\n');

  // The service worker's list of files to keep offline, and a version that changes with any
  // file's contents (so a new build replaces the cached page on the next visit).
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name !== 'sw.js' && !e.name.endsWith('.LICENSE.txt')) files.push(path.relative(OUT, p).split(path.sep).join('/'));
    }
  };
  walk(OUT);
  files.sort();
  const hash = crypto.createHash('sha256');
  for (const f of files) if (f !== 'build-info.json') hash.update(f).update(fs.readFileSync(path.join(OUT, f)));
  const version = hash.digest('hex').slice(0, 12);
  const sw = fs.readFileSync(path.join(OUT, 'sw.js'), 'utf8')
    .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
    .replace('const FILES = [];', `const FILES = ${JSON.stringify(['./', ...files])};`);
  fs.writeFileSync(path.join(OUT, 'sw.js'), sw);
  console.log(`build-web: ${path.relative(ROOT, OUT) || OUT} ready (solver: ${solver === 'wasm' ? 'WebAssembly' : 'JS stand-in'})`);
} catch (e) {
  console.error(`build-web: ${e.message}`);
  process.exit(1);
}
