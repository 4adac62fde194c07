// The browser test runner: runs every test of web/e2e/*.e2e.mjs in headless Chromium against
// build/web (build it first: node scripts/build-web.mjs). Each test gets a fresh browser
// context. Last line: "N passed, M failed"; exit status 1 when anything failed.
//   node web/e2e/run.mjs [--repeat N] [name filter]
// --repeat N runs the chosen tests N times in a row (in one browser), to catch a flaky test: every
// run counts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from './browser.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let repeat = 1;
const repeatAt = args.indexOf('--repeat');
if (repeatAt >= 0) {
  repeat = Number(args[repeatAt + 1]);
  if (!Number.isInteger(repeat) || repeat < 1) {
    console.error(`run.mjs: --repeat needs a whole number of runs, found ${args[repeatAt + 1] ?? 'nothing'}`);
    process.exit(2);
  }
  args.splice(repeatAt, 2);
}
const filter = args[0] ? new RegExp(args[0], 'i') : null;
const TIMEOUT = Number(process.env.E2E_TIMEOUT_MS) || 90000; // a test may ask for more (t.timeout)

const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort();
const tests = [];
for (const f of files) {
  const mod = await import(pathToFileURL(path.join(DIR, f)).href);
  for (const t of mod.tests) if (!filter || filter.test(t.name)) tests.push({ ...t, file: f });
}

let passed = 0,
  failed = 0;
let env = null;
try {
  env = await launch();
  console.log(
    `e2e: ${tests.length} tests, page from build/web (solver: ${env.solver === 'wasm' ? 'WebAssembly' : 'JS stand-in'})`,
  );
  for (let run = 1; run <= repeat; run++) {
    if (repeat > 1) console.log(`run ${run} of ${repeat}`);
    for (const t of tests) {
      const t0 = Date.now();
      let timer;
      try {
        await Promise.race([
          t.fn(env),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`timed out after ${t.timeout ?? TIMEOUT} ms`)),
              t.timeout ?? TIMEOUT,
            );
          }),
        ]);
        passed++;
        console.log(`  ✔ ${t.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(
          `  ✖ ${t.name} (${Date.now() - t0} ms)\n      ${String(e && e.stack ? e.stack : e)
            .split('\n')
            .slice(0, 6)
            .join('\n      ')}`,
        );
      } finally {
        clearTimeout(timer);
      }
    }
  }
} catch (e) {
  failed++;
  console.log(`  ✖ set-up: ${e.message}`);
} finally {
  if (env) await env.close().catch(() => {});
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
