// The police-and-thief board's own parts of links: its puzzle position (lib/puzzle.js, below)
// and the share link's section (lib/codec.js keeps the envelope):
//   flags, rows, cols, the cells' coding (0: runs of (kind, length); 1: 2 bits a cell, four to
//   a byte, each as a varint), the cells (kind 0 free, 1 wall, 2 exit), police + 1, thief + 1
//   (0: not placed), selected (0, or 1 + ((police * cells + thief) * 2 + side)) and, when not 0,
//   the fixed token (0 the police, 1 the thief). Pure.

import { writer, DecodeError, shareHash, writeTwoToken, readTwoToken, SHARE_MAX_SIDE } from '../lib/codec.js';

// A cop-thief board: { board: { rows, cols, grid (0 free, 1 wall, 2 exit), police, thief },
// pos: { police, thief, side } (cells) or null, fix }.
function encode(s, gameCode) {
  const b = s.board;
  if (!b || !(b.rows >= 1 && b.rows <= SHARE_MAX_SIDE && b.cols >= 1 && b.cols <= SHARE_MAX_SIDE))
    return { ok: false, error: 'This board cannot be written as a link.' };
  const cells = b.rows * b.cols;
  const runs = [];
  for (let i = 0; i < cells;) {
    let j = i;
    while (j < cells && b.grid[j] === b.grid[i]) j++;
    runs.push(b.grid[i], j - i);
    i = j;
  }
  const pack = (mode) => {
    const w = writer();
    w.u(gameCode);
    w.u(0);
    w.u(b.rows);
    w.u(b.cols);
    w.u(mode);
    if (mode === 0) for (const x of runs) w.u(x);
    else
      for (let i = 0; i < cells; i += 4)
        w.u(
          (b.grid[i] | ((b.grid[i + 1] ?? 0) << 2) | ((b.grid[i + 2] ?? 0) << 4) | ((b.grid[i + 3] ?? 0) << 6)) & 255,
        );
    w.u(b.police >= 0 ? b.police + 1 : 0);
    w.u(b.thief >= 0 ? b.thief + 1 : 0);
    writeTwoToken(w, s.pos, s.fix, cells, 'police', 'thief');
    return w.bytes;
  };
  const a = pack(0),
    c = pack(1);
  return shareHash(a.length <= c.length ? a : c, 'board', '"Board → text" gives it as text.');
}

function decode(r, game) {
  const flags = r.u('the options');
  if (flags !== 0) throw new DecodeError(`unknown options ${flags}`);
  const rows = r.u('the rows'),
    cols = r.u('the columns');
  if (rows < 1 || cols < 1 || rows > SHARE_MAX_SIDE || cols > SHARE_MAX_SIDE)
    throw new DecodeError(`a ${rows} × ${cols} board: links hold 1..${SHARE_MAX_SIDE} rows and columns`);
  const cells = rows * cols;
  const grid = new Uint8Array(cells);
  const mode = r.u('the cell coding');
  if (mode === 0) {
    let i = 0;
    while (i < cells) {
      const kind = r.u('a run of cells'),
        len = r.u('a run of cells');
      if (kind > 2) throw new DecodeError(`unknown cell kind ${kind}`);
      if (len < 1 || i + len > cells) throw new DecodeError(`a run of ${len} cells does not fit the board`);
      grid.fill(kind, i, i + len);
      i += len;
    }
  } else if (mode === 1) {
    for (let i = 0; i < cells; i += 4) {
      const x = r.u('the cells');
      if (x > 255) throw new DecodeError('bad cells');
      for (let k = 0; k < 4 && i + k < cells; k++) {
        const kind = (x >> (2 * k)) & 3;
        if (kind > 2) throw new DecodeError(`unknown cell kind ${kind}`);
        grid[i + k] = kind;
      }
    }
  } else throw new DecodeError(`unknown cell coding ${mode}`);
  const token = (what) => {
    const x = r.u(what);
    if (x > cells) throw new DecodeError(`the ${what} is off the board`);
    if (x > 0 && grid[x - 1] !== 0)
      throw new DecodeError(`the ${what} stands on a ${grid[x - 1] === 1 ? 'wall' : 'exit'}`);
    return x - 1;
  };
  const police = token('police'),
    thief = token('thief');
  if (police >= 0 && police === thief) throw new DecodeError('the police and the thief start on the same cell');
  const { pos, fix } = readTwoToken(r, cells, 'police', 'thief');
  if (!r.done) throw new DecodeError(`${r.left} unexpected bytes at the end of the link`);
  return { ok: true, state: { game, board: { rows, cols, grid, police, thief }, pos, fix } };
}

export const boardLink = { features: ['cop-thief'], encode, decode };

// ---- puzzle positions (lib/puzzle.js) ------------------------------------------------------
const whole = (x) => Number.isInteger(x) && x >= 0 && x < 2 ** 31;
const colsOf = (text) => Number(/^\s*\d+\s+(\d+)/.exec(text)?.[1] ?? 0);
// The police's and the thief's cells (r * cols + c) and the side to move (0 the police).
export const boardPuzzle = {
  features: ['cop-thief'],
  fromLine(p, source) {
    const cols = colsOf(source.text),
      cell = ([r, c]) => r * cols + c;
    return {
      cols,
      start: { police: cell(p.police), thief: cell(p.thief), side: p.to_move === 'police' ? 0 : 1 },
      mover: p.to_move,
    };
  },
  fromLink(s, text) {
    if (!whole(s.police) || !whole(s.thief) || !whole(s.side) || s.side > 1) return null;
    return {
      cols: colsOf(text),
      start: { police: s.police, thief: s.thief, side: s.side },
      mover: s.side === 0 ? 'police' : 'thief',
    };
  },
};
