// The page's WASM module (build/wasm-web/whowins.{js,wasm}, `bash scripts/build.sh wasm`) loaded under node
// for the node tests: the one solver they ask. Its glue is built for -sENVIRONMENT=web,worker (CMakeLists.txt);
// under node it cannot fetch its .wasm, so the bytes are handed over as Module.wasmBinary.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WASM_JS = path.join(ROOT, 'build', 'wasm-web', 'whowins.js');
export const WASM_BIN = path.join(ROOT, 'build', 'wasm-web', 'whowins.wasm');

let factory = null;
let binary = null;

// A fresh instance of the module (its own memory), as a worker's loadModule makes one; `options` go to the
// factory as Module settings. A missing build fails with what to run, never skips.
export async function createWasmModule(options = {}) {
  if (!factory) {
    if (!fs.existsSync(WASM_JS) || !fs.existsSync(WASM_BIN))
      throw new Error(`no WASM module at ${path.relative(ROOT, WASM_JS)}: build it first (bash scripts/build.sh wasm)`);
    binary = fs.readFileSync(WASM_BIN);
    factory = (await import(pathToFileURL(WASM_JS).href)).default;
  }
  return factory({ wasmBinary: binary, ...options });
}

let shared = null;

// One instance shared by the tests of a file (sessions are deleted after use; the module keeps no other state).
export function sharedWasmModule() {
  shared ??= createWasmModule();
  return shared;
}
