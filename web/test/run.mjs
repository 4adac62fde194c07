// Runs the unit tests (web/test/*.test.mjs) with node:test's spec reporter and ends with one
// line "N passed, M failed" (top-level tests). Exit status 1 when anything failed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.test.mjs'))
  .sort()
  .map((f) => path.join(DIR, f));
let passed = 0,
  failed = 0;
const stream = run({ files, concurrency: 1 });
stream.on('test:pass', (t) => {
  if (t.nesting === 0 && !t.skip) passed++;
});
stream.on('test:fail', (t) => {
  if (t.nesting === 0) failed++;
});
const out = stream.compose(spec);
out.pipe(process.stdout, { end: false });
out.on('end', () => {
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
});
