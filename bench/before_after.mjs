// bench/before_after.mjs — two builds of `whowins` on the same inputs, runs interleaved in one
// script (a load that changes during the run slows both alike): per input, the best of REPS wall
// times of each and their ratio, and whether the two outputs are byte for byte the same.
//   node bench/before_after.mjs BASE_WHOWINS NEW_WHOWINS   (REPS=5 for best of 5; default 3)
//   ONLY=<regex> runs only the inputs whose name matches (ONLY='generic|alice|cat-mouse').
// Inputs (generated into build/bench-before-after): a random graph of 100,000 vertices and
// 200,000 edges (generic, generic --misere, alice-bob, --json, --stats), the open 128 x 128
// police-and-thief board (plain and --stats), a random 300-vertex graph for cat and mouse, the
// gallery's designs (docs/designs), and the cop number of a random cubic graph of 200 vertices.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rng, cubic, randomGraph, openBoard } from './inputs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [base, next] = process.argv.slice(2).map((p) => path.resolve(p));
if (!base || !next) {
  console.error('usage: node bench/before_after.mjs BASE_WHOWINS NEW_WHOWINS');
  process.exit(2);
}
const REPS = Number(process.env.REPS) || 3;
const DATA = path.join(ROOT, 'build', 'bench-before-after');
fs.mkdirSync(DATA, { recursive: true });

const write = (name, text) => {
  const file = path.join(DATA, name);
  fs.writeFileSync(file, text);
  return file;
};
const edgeText = (g, oneBased = true) => {
  const lines = [`${g.n} ${g.from.length}`];
  for (let i = 0; i < g.from.length; i++) lines.push(`${g.from[i] + oneBased} ${g.to[i] + oneBased}`);
  return lines.join('\n') + '\n';
};
const catMouse = (n, m, seed) => {
  const next = rng(seed);
  const adj = Array.from({ length: n }, () => new Set());
  for (let i = 0; i < m; i++) {
    const a = next() % n,
      b = next() % n;
    if (a !== b) (adj[a].add(b), adj[b].add(a));
  }
  return JSON.stringify(adj.map((s) => [...s].sort((x, y) => x - y))) + '\n';
};
const board = openBoard(128);
const boardText = `${board.rows} ${board.cols}\n${board.cells.match(new RegExp(`.{${board.cols}}`, 'g')).join('\n')}\n`;

const graph = write('graph-100k.txt', edgeText(randomGraph(100000, 200000, 7)));
const cases = [
  ['generic, 100,000 / 200,000', ['generic'], graph],
  ['generic --misere', ['generic', '--misere'], graph],
  ['generic --stats', ['generic', '--stats'], graph],
  ['generic --json', ['generic', '--json'], graph],
  ['alice-bob', ['alice-bob'], graph],
  ['cop-thief, open 128 x 128', ['cop-thief'], write('board-128.txt', boardText)],
  ['cop-thief --stats', ['cop-thief', '--stats'], path.join(DATA, 'board-128.txt')],
  ['cat-mouse, 300 vertices', ['cat-mouse'], write('cat-mouse-300.json', catMouse(300, 900, 11))],
  ['cop-number, cubic 200', ['cop-number'], write('cubic-200.txt', edgeText(cubic(200, 5)))],
];
for (const f of fs.readdirSync(path.join(ROOT, 'docs', 'designs')).sort())
  if (f.endsWith('.json')) cases.push([`design ${f}`, ['design'], path.join(ROOT, 'docs', 'designs', f)]);

const run = (bin, args, input) => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(bin, args, { input: fs.readFileSync(input), maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, out: r.stdout, status: r.status };
};

console.log(`| input | before (ms) | after (ms) | after / before | same output |`);
console.log(`| --- | ---: | ---: | ---: | --- |`);
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
for (const [name, args, input] of cases) {
  if (only && !only.test(name)) continue;
  let bestBase = Infinity,
    bestNext = Infinity,
    same = true;
  for (let i = 0; i < REPS; i++) {
    const a = run(base, args, input),
      b = run(next, args, input);
    bestBase = Math.min(bestBase, a.ms);
    bestNext = Math.min(bestNext, b.ms);
    same &&= a.status === b.status && Buffer.compare(a.out, b.out) === 0;
  }
  console.log(
    `| ${name} | ${bestBase.toFixed(1)} | ${bestNext.toFixed(1)} | ${(bestNext / bestBase).toFixed(2)} | ${same ? 'yes' : '**no**'} |`,
  );
}
