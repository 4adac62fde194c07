// Cop-thief boards (police and thief on a grid, docs/wasm-api.md and docs/rules.md#police-and-thief): the text
// format ("n m", then n rows of . * E P/C T), generators and presets. No DOM: node tests use it.
//
// A board is { rows, cols, grid, police, thief }: grid a Uint8Array of rows*cols cells
// (FREE, WALL, EXIT), police and thief a cell index r*cols + c or -1 (their cells are free).

import { mulberry32 } from '../lib/seeded-random.js';

export const FREE = 0,
  WALL = 1,
  EXIT = 2;
export const MAX_SIDE = 128;

export function emptyBoard(rows, cols) {
  return { rows, cols, grid: new Uint8Array(rows * cols), police: -1, thief: -1 };
}

export function cloneBoard(b) {
  return { rows: b.rows, cols: b.cols, grid: b.grid.slice(), police: b.police, thief: b.thief };
}

// The cells as the solver takes them: a string of rows*cols characters.
export function boardCells(b) {
  const out = new Array(b.rows * b.cols);
  for (let i = 0; i < out.length; i++) out[i] = b.grid[i] === WALL ? '*' : b.grid[i] === EXIT ? 'E' : '.';
  if (b.police >= 0) out[b.police] = 'P';
  if (b.thief >= 0) out[b.thief] = 'T';
  return out.join('');
}

export function boardToText(b) {
  const cells = boardCells(b);
  const lines = [`${b.rows} ${b.cols}`];
  for (let r = 0; r < b.rows; r++) lines.push(cells.slice(r * b.cols, (r + 1) * b.cols));
  return lines.join('\n') + '\n';
}

// Reads the text format. Returns { ok: true, board } or { ok: false, error: { line, message } }
// (line 1-based). Blank lines after the rows are ignored; a row may not be short or long.
export function parseBoard(text) {
  const lines = String(text).replace(/\r/g, '').split('\n');
  let k = 0;
  while (k < lines.length && lines[k].trim() === '') k++;
  const fail = (line, message) => ({ ok: false, error: { line, message } });
  if (k >= lines.length) return fail(1, 'the text is empty: expected a line "n m" (rows, columns)');
  const head = lines[k].trim().split(/\s+/);
  if (head.length !== 2 || !head.every((x) => /^\d+$/.test(x)))
    return fail(k + 1, `expected "n m" (rows, columns), found "${lines[k].trim().slice(0, 40)}"`);
  const rows = Number(head[0]),
    cols = Number(head[1]);
  if (rows < 1 || cols < 1 || rows > MAX_SIDE || cols > MAX_SIDE)
    return fail(k + 1, `rows and columns must be 1..${MAX_SIDE}, found ${rows} × ${cols}`);
  const b = emptyBoard(rows, cols);
  for (let r = 0; r < rows; r++) {
    const ln = k + 2 + r;
    const row = lines[k + 1 + r];
    if (row === undefined || (row.trim() === '' && lines.slice(k + 1 + r).every((x) => x.trim() === '')))
      return fail(ln, `row ${r + 1} of ${rows} is missing`);
    const s = row.replace(/\s+$/, '');
    if (s.length !== cols) return fail(ln, `row ${r + 1} has ${s.length} characters, expected ${cols}`);
    for (let c = 0; c < cols; c++) {
      const ch = s[c],
        i = r * cols + c;
      if (ch === '.') continue;
      if (ch === '*') b.grid[i] = WALL;
      else if (ch === 'E') b.grid[i] = EXIT;
      else if (ch === 'P' || ch === 'C') {
        if (b.police >= 0)
          return fail(ln, `a second police start at column ${c + 1} (there must be exactly one P or C)`);
        b.police = i;
      } else if (ch === 'T') {
        if (b.thief >= 0) return fail(ln, `a second thief start at column ${c + 1} (there must be exactly one T)`);
        b.thief = i;
      } else return fail(ln, `unknown character '${ch}' at column ${c + 1} (use . * E P T)`);
    }
  }
  for (let j = k + 1 + rows; j < lines.length; j++) {
    if (lines[j].trim() !== '') return fail(j + 1, `unexpected text after the ${rows} rows`);
  }
  if (b.police < 0) return fail(k + 1, 'the board has no police start (P or C)');
  if (b.thief < 0) return fail(k + 1, 'the board has no thief start (T)');
  return { ok: true, board: b };
}

// A copy resized to rows × cols (1..MAX_SIDE), keeping the top-left part.
export function resizeBoard(b, rows, cols) {
  rows = Math.max(1, Math.min(MAX_SIDE, rows | 0));
  cols = Math.max(1, Math.min(MAX_SIDE, cols | 0));
  const out = emptyBoard(rows, cols);
  for (let r = 0; r < Math.min(rows, b.rows); r++) {
    for (let c = 0; c < Math.min(cols, b.cols); c++) out.grid[r * cols + c] = b.grid[r * b.cols + c];
  }
  const move = (i) => {
    if (i < 0) return -1;
    const r = Math.floor(i / b.cols),
      c = i % b.cols;
    return r < rows && c < cols ? r * cols + c : -1;
  };
  out.police = move(b.police);
  out.thief = move(b.thief);
  return out;
}

// A small deterministic random generator (lib/seeded-random.js: Mulberry32).
export const rng = mulberry32;

function freeCells(b) {
  const out = [];
  for (let i = 0; i < b.grid.length; i++) if (b.grid[i] === FREE) out.push(i);
  return out;
}

// Puts the police, the thief and `exits` exits on distinct free cells (as far as there are).
function placeTokens(b, random, exits) {
  const free = freeCells(b);
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j], free[i]];
  }
  b.police = free.length > 0 ? free[0] : -1;
  b.thief = free.length > 1 ? free[1] : -1;
  for (let e = 0; e < exits && 2 + e < free.length; e++) b.grid[free[2 + e]] = EXIT;
  return b;
}

// An open field: scattered walls (about `density` of the cells), a few exits.
export function randomOpenField(
  rows,
  cols,
  random = Math.random,
  { density = 0.12, exits = Math.max(1, Math.round((rows * cols) / 200)) } = {},
) {
  const b = emptyBoard(rows, cols);
  for (let i = 0; i < b.grid.length; i++) if (random() < density) b.grid[i] = WALL;
  return placeTokens(b, random, exits);
}

// A maze: walls everywhere, passages carved by an iterative depth-first search on the cells
// with even row and column (an explicit stack, no recursion), so it works up to 128 × 128.
export function randomMaze(
  rows,
  cols,
  random = Math.random,
  { exits = Math.max(1, Math.round((rows * cols) / 400)) } = {},
) {
  const b = emptyBoard(rows, cols);
  b.grid.fill(WALL);
  const start = 0;
  b.grid[start] = FREE;
  const stack = [start];
  const dirs = [
    [0, 2],
    [2, 0],
    [0, -2],
    [-2, 0],
  ];
  while (stack.length) {
    const i = stack[stack.length - 1];
    const r = Math.floor(i / cols),
      c = i % cols;
    const options = [];
    for (const [dr, dc] of dirs) {
      const nr = r + dr,
        nc = c + dc;
      if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && b.grid[nr * cols + nc] === WALL)
        options.push([nr, nc, dr, dc]);
    }
    if (!options.length) {
      stack.pop();
      continue;
    }
    const [nr, nc, dr, dc] = options[Math.floor(random() * options.length)];
    b.grid[(r + dr / 2) * cols + (c + dc / 2)] = FREE;
    b.grid[nr * cols + nc] = FREE;
    stack.push(nr * cols + nc);
  }
  return placeTokens(b, random, exits);
}

// The cells a token can step to from cell i (its own cell, for a pass, first):
// the police 8 directions, the thief 4; only onto non-wall cells.
export function stepsFrom(b, i, police) {
  const r = Math.floor(i / b.cols),
    c = i % b.cols;
  const out = [i];
  const dirs = police
    ? [
        [-1, -1],
        [-1, 0],
        [-1, 1],
        [0, -1],
        [0, 1],
        [1, -1],
        [1, 0],
        [1, 1],
      ]
    : [
        [-1, 0],
        [0, -1],
        [0, 1],
        [1, 0],
      ];
  for (const [dr, dc] of dirs) {
    const nr = r + dr,
      nc = c + dc;
    if (nr >= 0 && nr < b.rows && nc >= 0 && nc < b.cols && b.grid[nr * b.cols + nc] !== WALL)
      out.push(nr * b.cols + nc);
  }
  return out;
}

export const DIRECTION_NAMES = {
  '-1,-1': 'up-left',
  '-1,0': 'up',
  '-1,1': 'up-right',
  '0,-1': 'left',
  '0,1': 'right',
  '1,-1': 'down-left',
  '1,0': 'down',
  '1,1': 'down-right',
  '0,0': 'pass',
};
export function directionName(b, from, to) {
  const dr = Math.floor(to / b.cols) - Math.floor(from / b.cols),
    dc = (to % b.cols) - (from % b.cols);
  return DIRECTION_NAMES[`${dr},${dc}`] ?? '?';
}

const fromText = (t) => {
  const r = parseBoard(t);
  if (!r.ok) throw new Error(`board preset: line ${r.error.line}: ${r.error.message}`);
  return r.board;
};

export const BOARD_PRESETS = [
  {
    id: 'ct-next-to-exit',
    name: 'Thief beside an exit',
    text: '3 5\nP....\n.....\n..TE.\n',
    note:
      'The thief stands next to an exit and the police are far away: ' +
      'the thief steps out after the police’s first move.',
  },
  {
    id: 'ct-walls-draw',
    name: 'Walls that force a draw',
    text: '5 5\nP*...\n**...\n.....\n...T.\n.....\n',
    note: 'The police are walled into their corner and there is no exit: nobody can win, the game goes on for ever.',
  },
  {
    id: 'ct-diagonal-gap',
    name: 'A diagonal gap only the police can use',
    text: '4 4\nP*..\n*...\n..T.\n....\n',
    note:
      'The police are boxed in by two walls but may step diagonally between them ' +
      '(the thief, moving along the axes only, could not): they get out and catch the thief. ' +
      'Without the gap it would be a draw.',
  },
  {
    id: 'ct-open-8',
    name: 'Open 8 × 8 field',
    text: '8 8\nP.......\n........\n........\n........\n........\n........\n.......E\n..T.....\n',
    note: 'An open field with one exit: does the thief get there before the police, which moves diagonally too?',
  },
  {
    id: 'ct-small-maze',
    name: 'A small maze',
    text: '7 7\nP.....*\n.*.*.*.\n.*.*...\n.*****.\n...*...\n**.*.*E\nT.....*\n',
    note: 'Corridors and one exit: the police, cutting corners diagonally, hunts the thief down before it gets out.',
  },
];
export function boardPreset(id) {
  const p = BOARD_PRESETS.find((x) => x.id === id);
  return p ? { ...p, board: fromText(p.text) } : null;
}
