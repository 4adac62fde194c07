#!/usr/bin/env node
// make-puzzle-packs.mjs — writes web/puzzles/packs/<game>.json from `whowins puzzles` runs.
//
// Usage: node scripts/make-puzzle-packs.mjs [--whowins PATH] [--out DIR] [--check]
//   --whowins PATH  the CLI to run (default build/native/whowins; a .js file runs under node)
//   --out DIR       where to write the packs (default web/puzzles/packs)
//   --check         write into a temporary directory and compare with the committed packs
//                   byte for byte (and require 100 puzzles per game); exit 1 on a difference
//
// Sources: curated inputs (the seeds' examples and the page's presets that yield puzzles)
// and boards/graphs generated here from fixed seeds (a xorshift32 generator, so every run
// makes the same ones). Each source's puzzles are the CLI's lines, verbatim, with the source's
// index in front; each pack lists them easiest first (difficulty ascending, then source, then
// the CLI's order). Nothing in a pack is written by hand.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const whowins = path.resolve(opt('--whowins', path.join(ROOT, 'build/native/whowins')));
const check = args.includes('--check');
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-packs-')) : path.resolve(opt('--out', path.join(ROOT, 'web/puzzles/packs')));
const committed = path.join(ROOT, 'web/puzzles/packs');
const GAMES = ['generic', 'cop-thief', 'cat-mouse'];
const MIN_PUZZLES = 100;

// xorshift32: integers in [0, n).
function rng(seed) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

// ---- generic: curated (seed 001's graph, the page's instructive presets) and random graphs.
function randomGraph(seed) {
  const r = rng(seed);
  const n = 8 + r(33);
  const edges = [];
  for (let v = 1; v <= n; v++) {
    if (r(100) < 15) continue;  // a dead end
    const k = 1 + r(3), to = new Set();
    for (let i = 0; i < k; i++) to.add(1 + r(n));
    for (const w of to) edges.push(`${v} ${w}`);
  }
  return `${n} ${edges.length}\n${edges.map((e) => e + '\n').join('')}`;
}
function genericSources() {
  const s = [
    { id: 'seed001-generic', name: 'Seed 001 graph', text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n' },
    { id: 'seed001-generic-misere', name: 'Seed 001 graph (misère)', text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n', misere: true },
    { id: 'misere-trap', name: 'Misère trap', text: '4 3\n1 2\n1 3\n3 4\n', misere: true },
    { id: 'escape-wins', name: 'Cycle with a winning exit', text: '3 3\n1 2\n2 1\n2 3\n' },
    { id: 'long-chain', name: 'Long chain — win in 9', text: '10 11\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 10\n1 10\n3 1\n' },
  ];
  for (let i = 1; i <= 40; i++) {
    const misere = i % 2 === 0;
    s.push({ id: `random-${i}${misere ? '-misere' : ''}`, name: `Random graph ${i}${misere ? ' (misère)' : ''}`, text: randomGraph(1000 + i), misere });
  }
  return s;
}

// ---- cop-thief: the page's board presets and the CLI's help example, open fields and mazes.
function boardText(rows, cols, cells) {
  let t = `${rows} ${cols}\n`;
  for (let r = 0; r < rows; r++) t += cells.slice(r * cols, (r + 1) * cols).join('') + '\n';
  return t;
}
function placeOn(r, cells, chars) {
  for (const ch of chars) {
    let i;
    do i = r(cells.length); while (cells[i] !== '.');
    cells[i] = ch;
  }
}
function openField(seed) {
  const r = rng(seed);
  const rows = 8 + r(7), cols = 8 + r(7);
  const wallPct = 8 + r(18), exits = 1 + r(3);
  const cells = Array.from({ length: rows * cols }, () => (r(100) < wallPct ? '*' : '.'));
  placeOn(r, cells, ['P', 'T', ...'E'.repeat(exits)]);
  return { rows, cols, text: boardText(rows, cols, cells) };
}
function maze(seed) {
  const r = rng(seed);
  const n = 2 * (4 + r(3)) + 1;  // 9, 11 or 13
  const cells = Array(n * n).fill('*');
  const stack = [[1, 1]];
  cells[n + 1] = '.';
  while (stack.length) {
    const [y, x] = stack[stack.length - 1];
    const next = [[0, 2], [2, 0], [0, -2], [-2, 0]].map(([dy, dx]) => [y + dy, x + dx, y + dy / 2, x + dx / 2])
      .filter(([y2, x2]) => y2 > 0 && x2 > 0 && y2 < n - 1 && x2 < n - 1 && cells[y2 * n + x2] === '*');
    if (!next.length) { stack.pop(); continue; }
    const [y2, x2, wy, wx] = next[r(next.length)];
    cells[wy * n + wx] = '.';
    cells[y2 * n + x2] = '.';
    stack.push([y2, x2]);
  }
  // A few extra openings make loops, so the thief has somewhere to run.
  for (let k = 0; k < n; k++) {
    const y = 1 + r(n - 2), x = 1 + r(n - 2);
    if ((y + x) % 2 === 1) cells[y * n + x] = '.';
  }
  placeOn(r, cells, ['P', 'T', 'E']);
  return { rows: n, cols: n, text: boardText(n, n, cells) };
}
function copThiefSources() {
  const s = [
    { id: 'ct-help-example', name: 'The CLI’s example board', text: '3 4\nP..E\n.*..\n..T.\n' },
    { id: 'ct-next-to-exit', name: 'Thief beside an exit', text: '3 5\nP....\n.....\n..TE.\n' },
    { id: 'ct-diagonal-gap', name: 'A diagonal gap only the police can use', text: '4 4\nP*..\n*...\n..T.\n....\n' },
    { id: 'ct-open-8', name: 'Open 8 × 8 field', text: '8 8\nP.......\n........\n........\n........\n........\n........\n.......E\n..T.....\n' },
    { id: 'ct-small-maze', name: 'A small maze', text: '7 7\nP.....*\n.*.*.*.\n.*.*...\n.*****.\n...*...\n**.*.*E\nT.....*\n' },
  ];
  for (let i = 1; i <= 10; i++) {
    const b = openField(2000 + i);
    s.push({ id: `field-${i}`, name: `Open field ${i} (${b.rows} × ${b.cols})`, text: b.text });
  }
  for (let i = 1; i <= 6; i++) {
    const b = maze(3000 + i);
    s.push({ id: `maze-${i}`, name: `Maze ${i} (${b.rows} × ${b.cols})`, text: b.text });
  }
  return s;
}

// ---- cat-mouse: LeetCode 913's examples, a cornered mouse, random connected graphs.
function randomUndirected(seed) {
  const r = rng(seed);
  const n = 6 + r(15);
  const adj = Array.from({ length: n }, () => new Set());
  for (let v = 1; v < n; v++) { const w = r(v); adj[v].add(w); adj[w].add(v); }  // a spanning tree
  const extra = Math.floor(n / 2) + r(n);
  for (let k = 0; k < extra; k++) {
    const a = r(n), b = r(n);
    if (a !== b) { adj[a].add(b); adj[b].add(a); }
  }
  return JSON.stringify(adj.map((s) => [...s].sort((x, y) => x - y)));
}
function catMouseSources() {
  const s = [
    { id: 'cm-example1', name: 'LeetCode 913 example 1', text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' },
    { id: 'cm-example2', name: 'LeetCode 913 example 2', text: '[[1,3],[0],[3],[0,2]]' },
    { id: 'cm-cornered', name: 'A cornered mouse', text: '[[3],[2],[1,3],[0,2]]' },
  ];
  for (let i = 1; i <= 24; i++) s.push({ id: `random-${i}`, name: `Random graph ${i}`, text: randomUndirected(4000 + i) });
  return s;
}

const PER_SOURCE = { generic: 8, 'cop-thief': 10, 'cat-mouse': 8 };

function runPuzzles(game, source) {
  const cli = whowins.endsWith('.js') ? ['node', [whowins]] : [whowins, []];
  const a = [...cli[1], 'puzzles', game, '--count', String(PER_SOURCE[game]), '--seed', '1'];
  if (source.misere) a.push('--misere');
  const out = execFileSync(cli[0], a, { input: source.text, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  return out.split('\n').filter((l) => l.length > 0);
}

function makePack(game, sources) {
  const rows = [];
  sources.forEach((src, index) => {
    runPuzzles(game, src).forEach((line, order) => {
      rows.push({ index, order, difficulty: JSON.parse(line).difficulty, line });
    });
  });
  rows.sort((a, b) => a.difficulty - b.difficulty || a.index - b.index || a.order - b.order);
  let text = `{"game":${JSON.stringify(game)},\n"sources":[\n`;
  text += sources.map((s) => JSON.stringify(s.misere === undefined ? { id: s.id, name: s.name, text: s.text }
    : { id: s.id, name: s.name, text: s.text, misere: s.misere })).join(',\n');
  text += '\n],\n"puzzles":[\n';
  text += rows.map((r) => `{"source":${r.index},${r.line.slice(1)}`).join(',\n');
  text += '\n]}\n';
  return { text, count: rows.length };
}

const SOURCES = { generic: genericSources, 'cop-thief': copThiefSources, 'cat-mouse': catMouseSources };
fs.mkdirSync(outDir, { recursive: true });
let failed = false;
for (const game of GAMES) {
  const { text, count } = makePack(game, SOURCES[game]());
  const file = path.join(outDir, `${game}.json`);
  fs.writeFileSync(file, text);
  console.log(`${game}: ${count} puzzles, ${text.length} bytes -> ${file}`);
  if (count < MIN_PUZZLES) { console.error(`${game}: fewer than ${MIN_PUZZLES} puzzles`); failed = true; }
  if (check) {
    const want = path.join(committed, `${game}.json`);
    const have = fs.existsSync(want) ? fs.readFileSync(want, 'utf8') : null;
    if (have !== text) { console.error(`${game}: ${want} differs from the CLI's output (regenerate: node scripts/make-puzzle-packs.mjs)`); failed = true; }
  }
}
if (check) fs.rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
