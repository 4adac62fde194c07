#!/usr/bin/env node
// make-puzzle-packs.mjs — writes web/puzzles/packs/<game>.json from `whowins puzzles` runs.
//
// Usage: node scripts/make-puzzle-packs.mjs [--whowins PATH] [--out DIR] [--check]
//   --whowins PATH  the CLI to run (default build/native/whowins; a .js file runs under node)
//   --out DIR       where to write the packs (default web/puzzles/packs)
//   --check         write into a temporary directory and compare with the committed packs
//                   byte for byte (and require 100 puzzles per game, 20 of them hold-the-draw);
//                   exit 1 on a difference
//
// Sources: curated inputs (the seeds' examples and the page's presets that yield puzzles),
// the designer's templates (web/design/templates.js) and variants of them, and boards/graphs
// generated here from fixed seeds (a xorshift32 generator, so every run makes the same ones).
// Each source gives win puzzles (`--kind win`) and hold-the-draw puzzles (`--kind draw`): the
// CLI's lines, verbatim, with the source's index in front; each pack lists them easiest first
// (difficulty ascending, then source, then win before draw, then the CLI's order). Nothing in
// a pack is written by hand.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATES } from '../web/design/templates.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const whowins = path.resolve(opt('--whowins', path.join(ROOT, 'build/native/whowins')));
const check = args.includes('--check');
const outDir = check
  ? fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-packs-'))
  : path.resolve(opt('--out', path.join(ROOT, 'web/puzzles/packs')));
const committed = path.join(ROOT, 'web/puzzles/packs');
const GAMES = ['generic', 'cop-thief', 'cat-mouse', 'design', 'sum'];
const MIN_PUZZLES = 100; // of each game's pack
const MIN_DRAW_PUZZLES = 20; // of those, hold-the-draw puzzles

// xorshift32: integers in [0, n).
function rng(seed) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

// ---- generic: curated (NEERC 2016 G's sample graph, the page's instructive presets) and random graphs.
function randomGraph(seed) {
  const r = rng(seed);
  const n = 8 + r(33);
  const edges = [];
  for (let v = 1; v <= n; v++) {
    if (r(100) < 15) continue; // a dead end
    const k = 1 + r(3),
      to = new Set();
    for (let i = 0; i < k; i++) to.add(1 + r(n));
    for (const w of to) edges.push(`${v} ${w}`);
  }
  return `${n} ${edges.length}\n${edges.map((e) => e + '\n').join('')}`;
}
function genericSources() {
  const s = [
    { id: 'seed001-generic', name: 'NEERC 2016 G sample graph', text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n' },
    {
      id: 'seed001-generic-misere',
      name: 'NEERC 2016 G sample graph (misère)',
      text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n',
      misere: true,
    },
    { id: 'misere-trap', name: 'Misère trap', text: '4 3\n1 2\n1 3\n3 4\n', misere: true },
    { id: 'escape-wins', name: 'Cycle with a winning exit', text: '3 3\n1 2\n2 1\n2 3\n' },
    {
      id: 'long-chain',
      name: 'Long chain — win in 9',
      text: '10 11\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 10\n1 10\n3 1\n',
    },
  ];
  for (let i = 1; i <= 40; i++) {
    const misere = i % 2 === 0;
    s.push({
      id: `random-${i}${misere ? '-misere' : ''}`,
      name: `Random graph ${i}${misere ? ' (misère)' : ''}`,
      text: randomGraph(1000 + i),
      misere,
    });
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
    do i = r(cells.length);
    while (cells[i] !== '.');
    cells[i] = ch;
  }
}
function openField(seed) {
  const r = rng(seed);
  const rows = 8 + r(7),
    cols = 8 + r(7);
  const wallPct = 8 + r(18),
    exits = 1 + r(3);
  const cells = Array.from({ length: rows * cols }, () => (r(100) < wallPct ? '*' : '.'));
  placeOn(r, cells, ['P', 'T', ...'E'.repeat(exits)]);
  return { rows, cols, text: boardText(rows, cols, cells) };
}
function maze(seed) {
  const r = rng(seed);
  const n = 2 * (4 + r(3)) + 1; // 9, 11 or 13
  const cells = Array(n * n).fill('*');
  const stack = [[1, 1]];
  cells[n + 1] = '.';
  while (stack.length) {
    const [y, x] = stack[stack.length - 1];
    const next = [
      [0, 2],
      [2, 0],
      [0, -2],
      [-2, 0],
    ]
      .map(([dy, dx]) => [y + dy, x + dx, y + dy / 2, x + dx / 2])
      .filter(([y2, x2]) => y2 > 0 && x2 > 0 && y2 < n - 1 && x2 < n - 1 && cells[y2 * n + x2] === '*');
    if (!next.length) {
      stack.pop();
      continue;
    }
    const [y2, x2, wy, wx] = next[r(next.length)];
    cells[wy * n + wx] = '.';
    cells[y2 * n + x2] = '.';
    stack.push([y2, x2]);
  }
  // A few extra openings make loops, so the thief has somewhere to run.
  for (let k = 0; k < n; k++) {
    const y = 1 + r(n - 2),
      x = 1 + r(n - 2);
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
    {
      id: 'ct-open-8',
      name: 'Open 8 × 8 field',
      text: '8 8\nP.......\n........\n........\n........\n........\n........\n.......E\n..T.....\n',
    },
    {
      id: 'ct-small-maze',
      name: 'A small maze',
      text: '7 7\nP.....*\n.*.*.*.\n.*.*...\n.*****.\n...*...\n**.*.*E\nT.....*\n',
    },
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
  for (let v = 1; v < n; v++) {
    const w = r(v);
    adj[v].add(w);
    adj[w].add(v);
  } // a spanning tree
  const extra = Math.floor(n / 2) + r(n);
  for (let k = 0; k < extra; k++) {
    const a = r(n),
      b = r(n);
    if (a !== b) {
      adj[a].add(b);
      adj[b].add(a);
    }
  }
  return JSON.stringify(adj.map((s) => [...s].sort((x, y) => x - y)));
}
function catMouseSources() {
  const s = [
    { id: 'cm-example1', name: 'LeetCode 913 example 1', text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' },
    { id: 'cm-example2', name: 'LeetCode 913 example 2', text: '[[1,3],[0],[3],[0,2]]' },
    { id: 'cm-cornered', name: 'A cornered mouse', text: '[[3],[2],[1,3],[0,2]]' },
  ];
  for (let i = 1; i <= 24; i++)
    s.push({ id: `random-${i}`, name: `Random graph ${i}`, text: randomUndirected(4000 + i) });
  return s;
}

// ---- design: the designer's templates, and variants of them (other boards, other graphs).
function designOf(template, changes) {
  return { ...structuredClone(TEMPLATES.find((t) => t.id === template).design), ...changes };
}
function lc1728(rows, catJump, mouseJump) {
  const d = designOf('cat-and-mouse-2', { board: { grid: rows, walls: '#' } });
  d.sides[0].tokens[0].moves.range = mouseJump;
  d.sides[1].tokens[0].moves.range = catJump;
  return d;
}
function twoCops(name, n, edges) {
  return designOf('two-cops', { name, board: { graph: { n, edges } } });
}
function designSources() {
  const s = TEMPLATES.map((t) => ({ id: t.id, name: t.name, design: t.design }));
  // LeetCode 1728's other examples (the first is the template).
  s.push({ id: 'lc1728-example2', name: 'Cat and Mouse II — example 2', design: lc1728(['M.C...F'], 1, 4) });
  s.push({ id: 'lc1728-example3', name: 'Cat and Mouse II — example 3', design: lc1728(['M.C...F'], 1, 3) });
  s.push({
    id: 'lc1728-example4',
    name: 'Cat and Mouse II — example 4',
    design: lc1728(['C...#', '...#F', '....#', 'M....'], 2, 5),
  });
  s.push({
    id: 'lc1728-example5',
    name: 'Cat and Mouse II — example 5',
    design: lc1728(['.M...', '..#..', '#..#.', 'C#.#.', '...#F'], 3, 1),
  });
  // Two cops and a robber on another graph of cop number 3: the robber's escapes (only one move
  // keeps it free forever).
  const dodecahedron = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 0],
    [0, 5],
    [1, 6],
    [2, 7],
    [3, 8],
    [4, 9],
    [5, 10],
    [10, 6],
    [6, 11],
    [11, 7],
    [7, 12],
    [12, 8],
    [8, 13],
    [13, 9],
    [9, 14],
    [14, 5],
    [10, 15],
    [11, 16],
    [12, 17],
    [13, 18],
    [14, 19],
    [15, 16],
    [16, 17],
    [17, 18],
    [18, 19],
    [19, 15],
  ];
  s.push({
    id: 'two-cops-dodecahedron',
    name: 'Two cops and a robber on the dodecahedron',
    design: twoCops('Two cops on the dodecahedron', 20, dodecahedron),
  });
  // Police and thief in mazes, cat and mouse on other graphs: designs with real draws.
  for (let i = 1; i <= 3; i++) {
    const b = maze(6000 + i);
    s.push({
      id: `police-thief-maze-${i}`,
      name: `Police and thief in maze ${i} (${b.rows} × ${b.cols})`,
      design: designOf('police-and-thief', {
        name: `Police and thief, maze ${i}`,
        board: { grid: b.text.split('\n').slice(1, -1), walls: '*' },
      }),
    });
  }
  for (let i = 1; i <= 3; i++) {
    const adj = JSON.parse(randomUndirected(7000 + i));
    const d = designOf('cat-and-mouse', { name: `Cat and mouse, graph ${i}`, board: { graph: { adjacency: adj } } });
    d.sides[0].tokens[0].start = 2 % adj.length;
    d.sides[1].tokens[0].start = 1;
    s.push({ id: `cat-mouse-graph-${i}`, name: `Cat and mouse on random graph ${i}`, design: d });
  }
  return s.map(({ id, name, design }) => ({ id, name, text: JSON.stringify(design) }));
}

// ---- sum: several tokens on graphs users know (NEERC 2016 G's sample, the worked example of the sums'
// rules, the loopy subtraction game wind-up, Winning Ways' subtraction game {1, 3, 4}) and loopy
// subtraction games with put-backs, whose values mix numbers and ∞.
// A subtraction game on positions 0..n-1 (vertices 1..n): a move subtracts one of `take`; with `wrap`
// it wraps around modulo n, and position 0 has no move (wind-up: n 5, take 1 and 3, wrap); with
// `putBack` { every, add }, from each position p with p % every === every - 1 a move may also add
// `add` (when p + add < n), which makes cycles.
function subtraction(n, take, { wrap = false, putBack = null } = {}) {
  const edges = [];
  for (let p = 1; p < n; p++)
    for (const t of take) if (wrap || p - t >= 0) edges.push(`${p + 1} ${((p - t + n) % n) + 1}`);
  if (putBack)
    for (let p = 0; p + putBack.add < n; p++)
      if (p % putBack.every === putBack.every - 1) edges.push(`${p + 1} ${p + putBack.add + 1}`);
  const distinct = [...new Set(edges)];
  return `${n} ${distinct.length}\n${distinct.map((e) => e + '\n').join('')}`;
}
function sumSources() {
  return [
    { id: 'seed001-generic', name: 'NEERC 2016 G sample graph', text: '6 7\n1 2\n2 1\n2 3\n1 4\n4 1\n4 5\n5 6\n' },
    {
      id: 'sums-worked-example',
      name: 'The sums’ worked example',
      text: '6 8\n1 2\n2 1\n2 3\n3 4\n4 5\n5 4\n1 6\n3 6\n',
    },
    { id: 'wind-up', name: 'Wind-up: subtract 1 or 3, modulo 5', text: subtraction(5, [1, 3], { wrap: true }) },
    { id: 'subtract-1-3-4', name: 'Subtraction game {1, 3, 4} on 0..15', text: subtraction(16, [1, 3, 4]) },
    {
      id: 'subtract-1-3-4-add-3',
      name: 'Subtract 1, 3 or 4; from 4, 9 and 14 add 3 (0..15)',
      text: subtraction(16, [1, 3, 4], { putBack: { every: 5, add: 3 } }),
    },
    {
      id: 'subtract-1-3-4-add-2',
      name: 'Subtract 1, 3 or 4; from every third position add 2 (0..19)',
      text: subtraction(20, [1, 3, 4], { putBack: { every: 3, add: 2 } }),
    },
  ];
}

const PER_SOURCE = { generic: 8, 'cop-thief': 10, 'cat-mouse': 8, design: 12, sum: 30 };
const DRAWS_PER_SOURCE = { generic: 3, 'cop-thief': 5, 'cat-mouse': 4, design: 8, sum: 10 };

function runPuzzles(game, source, kind) {
  const cli = whowins.endsWith('.js') ? ['node', [whowins]] : [whowins, []];
  const count = kind === 'draw' ? DRAWS_PER_SOURCE[game] : PER_SOURCE[game];
  const a = [...cli[1], 'puzzles', game, '--kind', kind, '--count', String(count), '--seed', '1'];
  if (source.misere) a.push('--misere');
  const out = execFileSync(cli[0], a, { input: source.text, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
  return out.split('\n').filter((l) => l.length > 0);
}

function makePack(game, sources) {
  const rows = [];
  sources.forEach((src, index) => {
    ['win', 'draw'].forEach((kind, k) =>
      runPuzzles(game, src, kind).forEach((line, order) => {
        rows.push({ index, order: k * 1e6 + order, draw: k, difficulty: JSON.parse(line).difficulty, line });
      }),
    );
  });
  rows.sort((a, b) => a.difficulty - b.difficulty || a.index - b.index || a.order - b.order);
  let text = `{"game":${JSON.stringify(game)},\n"sources":[\n`;
  text += sources
    .map((s) =>
      JSON.stringify(
        s.misere === undefined
          ? { id: s.id, name: s.name, text: s.text }
          : { id: s.id, name: s.name, text: s.text, misere: s.misere },
      ),
    )
    .join(',\n');
  text += '\n],\n"puzzles":[\n';
  text += rows.map((r) => `{"source":${r.index},${r.line.slice(1)}`).join(',\n');
  text += '\n]}\n';
  return { text, count: rows.length, draws: rows.filter((r) => r.draw).length };
}

const SOURCES = {
  generic: genericSources,
  'cop-thief': copThiefSources,
  'cat-mouse': catMouseSources,
  design: designSources,
  sum: sumSources,
};
fs.mkdirSync(outDir, { recursive: true });
let failed = false;
for (const game of GAMES) {
  const { text, count, draws } = makePack(game, SOURCES[game]());
  const file = path.join(outDir, `${game}.json`);
  fs.writeFileSync(file, text);
  console.log(`${game}: ${count} puzzles (${draws} hold-the-draw), ${text.length} bytes -> ${file}`);
  if (count < MIN_PUZZLES) {
    console.error(`${game}: fewer than ${MIN_PUZZLES} puzzles`);
    failed = true;
  }
  if (draws < MIN_DRAW_PUZZLES) {
    console.error(`${game}: fewer than ${MIN_DRAW_PUZZLES} hold-the-draw puzzles`);
    failed = true;
  }
  if (check) {
    const want = path.join(committed, `${game}.json`);
    const have = fs.existsSync(want) ? fs.readFileSync(want, 'utf8') : null;
    if (have !== text) {
      console.error(`${game}: ${want} differs from the CLI's output (regenerate: node scripts/make-puzzle-packs.mjs)`);
      failed = true;
    }
  }
}
if (check) fs.rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
