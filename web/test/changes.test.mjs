// Tests for "What changed" (lib/map-changes.js, the kit's, which the token game uses over its whole
// map): on random graphs and random edits (an edge added or removed, a vertex added or removed),
// the count of changed positions equals a diff of two `whowins generic --json` runs (the native
// CLI) before and after the edit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sharedWasmModule } from './wasm-module.mjs';
import { changeWords } from '../lib/changes.js';
import { keepMap, mapDiff } from '../lib/map-changes.js';
import { randomGraph } from '../graph-editor/presets.js';
import { graphToText } from '../graph-editor/parse.js';
import { graphResult, twoToken } from './sessions.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build', 'native', 'whowins');

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

// The token game's whole map as the kit's What changed reads an explorer's (graph/feature.js).
async function solve(n, from, to) {
  const M = await sharedWasmModule();
  const r = graphResult(M, 'generic', n, from, to);
  return { map: { outcomes: r.outcomes, depths: r.depths }, pos: 0, token: 0, mover: 0, places: [0] };
}

const cliJson = (n, from, to) =>
  JSON.parse(execFileSync(CLI, ['generic', '--json'], { input: graphToText(n, from, to, 1) }).toString());

test('What changed: the count equals a diff of two CLI --json runs, for random edits', async () => {
  assert.ok(fs.existsSync(CLI), `no CLI at ${CLI}: build it first (bash scripts/build.sh native)`);
  const rand = rng(11);
  let nonzero = 0;
  for (let round = 0; round < 40; round++) {
    const g = randomGraph(12 + (round % 9), 18 + round, round + 1, 0.2);
    let from = Array.from(g.from),
      to = Array.from(g.to),
      n = g.n;
    const before = { n, from: from.slice(), to: to.slice() };
    let oldOf = (v) => (v < before.n ? v : -1);
    const kind = round % 4;
    if (kind === 0 && from.length) {
      const k = Math.floor(rand() * from.length);
      from.splice(k, 1);
      to.splice(k, 1);
    }
    if (kind === 1) {
      from.push(Math.floor(rand() * n));
      to.push(Math.floor(rand() * n));
    }
    if (kind === 2) {
      from.push(Math.floor(rand() * n));
      to.push(n);
      n++;
    }
    if (kind === 3) {
      const r = Math.floor(rand() * n);
      const keep = from.map((a, i) => a !== r && to[i] !== r);
      const shift = (x) => (x > r ? x - 1 : x);
      from = from.filter((_, i) => keep[i]).map(shift);
      to = to.filter((_, i) => keep[i]).map(shift);
      n--;
      oldOf = (v) => (v >= r ? v + 1 : v);
    }
    // Distinct edges (the page's model holds each once).
    const seen = new Set();
    const keepEdge = from.map((a, i) => {
      const k = a + ',' + to[i];
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    from = from.filter((_, i) => keepEdge[i]);
    to = to.filter((_, i) => keepEdge[i]);
    const kept = keepMap(await solve(before.n, before.from, before.to), (v) => v, oldOf);
    const diff = mapDiff(kept, await solve(n, from, to), (v) => v).counts;
    // The CLI's view of the same edit.
    const a = cliJson(before.n, before.from, before.to),
      b = cliJson(n, from, to);
    let expected = 0;
    for (let v = 0; v < n; v++) {
      const u = oldOf(v);
      if (u < 0) {
        expected++;
        continue;
      }
      if (a.outcome[u] !== b.outcome[v] || a.depth[u] !== b.depth[v]) expected++;
    }
    assert.equal(diff.count, expected, `round ${round} (edit kind ${kind})`);
    if (expected) nonzero++;
    assert.match(changeWords(diff), expected ? new RegExp(`changed ${expected} position`) : /changed no outcome/);
  }
  assert.ok(nonzero >= 10, `${nonzero} edits changed something`);
});
