// Share links and exports: the page's state (graph, layout, game, options, selected
// position) packed into a URL fragment "#v1.<base64url>", read back with every field checked,
// and the full result as JSON in the CLI's schema (docs/json.md). No DOM; pure functions.
//
// v1 payload, a sequence of unsigned LEB128 varints (at most 5 bytes, values < 2^32):
//   game (0 generic, 1 alice-bob), flags (bit 0 misère, bit 1 positions follow, bits 2-3 the
//   alice-bob view: 0 A|B, 1 A, 2 B, bit 4 1-based numbering), n, m, m × (from, to) 0-based,
//   selected (0 none, else position + 1), then with bit 1: n × (x, y) zigzag-coded integers.
// Two-token games: game 3 (cat-mouse) is laid out as a graph (each undirected edge once), but
//   "selected" is 0 or 1 + ((cat * n + mouse) * 2 + side) (side 0 = the cat to move),
//   followed, when not 0, by the fixed token (0 the cat, 1 the mouse). Game 2 (cop-thief):
//   flags, rows, cols, the cells' coding (0: runs of (kind, length); 1: 2 bits a cell, four
//   to a byte, each as a varint), the cells (kind 0 free, 1 wall, 2 exit), police + 1,
//   thief + 1 (0: not placed), selected as for cat-mouse with n = rows * cols cells (police,
//   thief) and, when not 0, the fixed token (0 the police, 1 the thief).

import { NO_VALUE, LETTERS } from './outcome.js';
import { PAGE_GAMES, featureOf, sidesOf, shareCodeOf, gameOfShareCode, gameInfo } from './games.js';

export const SHARE_PREFIX = '#v1.';
export const SHARE_MAX_SIDE = 128;
export const SHARE_MAX_VERTICES = 2000;     // the drawing limit: bigger graphs are not shared
export const SHARE_MAX_EDGES = 12000;
export const SHARE_MAX_URL = 8000;          // characters of fragment: longer links are refused
const MAX_FRAGMENT = 100_000;               // decoding refuses longer fragments at once
const MAX_COORD = 1_000_000;
const MAPS = ['AB', 'A', 'B'];

// ---- base64url ----------------------------------------------------------------------------
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function toBase64Url(bytes) {
  let s = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const x = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    s += ALPHABET[x >> 18] + ALPHABET[(x >> 12) & 63] + ALPHABET[(x >> 6) & 63] + ALPHABET[x & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) { const x = bytes[i] << 16; s += ALPHABET[x >> 18] + ALPHABET[(x >> 12) & 63]; }
  else if (rest === 2) { const x = (bytes[i] << 16) | (bytes[i + 1] << 8); s += ALPHABET[x >> 18] + ALPHABET[(x >> 12) & 63] + ALPHABET[(x >> 6) & 63]; }
  return s;
}

// Bytes, or null when the text is not base64url (bad letter, impossible length).
export function fromBase64Url(s) {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0, acc = 0, bits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? LOOKUP[c] : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) { bits -= 8; out[o++] = (acc >> bits) & 255; }
  }
  return out.subarray(0, o);
}

// ---- varints ------------------------------------------------------------------------------
function writer() {
  const bytes = [];
  return {
    bytes,
    u(x) {
      x = Math.trunc(x);
      if (!(x >= 0 && x <= 0xffffffff)) throw new RangeError(`value ${x} out of range`);
      while (x >= 128) { bytes.push((x % 128) | 128); x = Math.floor(x / 128); }
      bytes.push(x);
    },
    z(x) { x = Math.round(x); this.u(x >= 0 ? 2 * x : -2 * x - 1); },
  };
}

class DecodeError extends Error {}

function reader(bytes) {
  let i = 0;
  return {
    get done() { return i >= bytes.length; },
    get left() { return bytes.length - i; },
    u(what) {
      let x = 0, mul = 1;
      for (let k = 0; k < 5; k++) {
        if (i >= bytes.length) throw new DecodeError(`the link is cut short (reading ${what})`);
        const b = bytes[i++];
        x += (b & 127) * mul;
        if (!(b & 128)) {
          if (x > 0xffffffff) break;
          return x;
        }
        mul *= 128;
      }
      throw new DecodeError(`a number in the link is too long (reading ${what})`);
    },
    z(what) { const x = this.u(what); return x % 2 ? -(x + 1) / 2 : x / 2; },
    byte() { if (i >= bytes.length) throw new DecodeError('the link is cut short'); return bytes[i++]; },
  };
}

// ---- encode / decode ----------------------------------------------------------------------
// s: { game, misere, map, base, n, edges: [[a, b], …] or { from, to }, xs?, ys?, selected }
// (selected: a position, or null). → { ok: true, hash } or { ok: false, error }.
export function encodeShare(s) {
  const gameCode = shareCodeOf(s.game);
  if (gameCode < 0) return { ok: false, error: `The game "${s.game}" cannot be shared as a link.` };
  if (featureOf(s.game) === 'board') return encodeBoard(s);
  if (featureOf(s.game) === 'design') return encodeDesign(s, gameCode);
  const n = s.n;
  const edgeCount = s.edges ? s.edges.length : s.from.length;
  if (n > SHARE_MAX_VERTICES || edgeCount > SHARE_MAX_EDGES) {
    return { ok: false, error: `This graph is too big for a link (${n} vertices, ${edgeCount} edges; links hold up to ${SHARE_MAX_VERTICES} vertices and ${SHARE_MAX_EDGES} edges). Use Export JSON or "Board → text" instead.` };
  }
  const from = [], to = [], seen = new Set();
  for (let i = 0; i < edgeCount; i++) {   // a repeated edge once (the solvers ignore repeats; links refuse them)
    const a = s.edges ? s.edges[i][0] : s.from[i], b = s.edges ? s.edges[i][1] : s.to[i];
    const k = a * 4294967296 + b;
    if (seen.has(k)) continue;
    seen.add(k);
    from.push(a);
    to.push(b);
  }
  const m = from.length;
  const positions = !!(s.xs && s.ys && s.xs.length === n && s.ys.length === n && n > 0);
  const mapCode = Math.max(0, MAPS.indexOf(s.map ?? 'AB'));
  const flags = (s.misere ? 1 : 0) | (positions ? 2 : 0) | (mapCode << 2) | (s.base === 0 ? 0 : 16);
  const w = writer();
  try {
    w.u(gameCode); w.u(flags); w.u(n); w.u(m);
    for (let i = 0; i < m; i++) { w.u(from[i]); w.u(to[i]); }
    if (featureOf(s.game) === 'pair-graph') writeTwoToken(w, s.pos, s.fix, n, ...PAGE_GAMES[s.game].tokens);
    else w.u(s.selected === null || s.selected === undefined ? 0 : s.selected + 1);
    if (positions) {
      // Quantised to whole units; deltas from the previous vertex keep the numbers small.
      let px = 0, py = 0;
      for (let v = 0; v < n; v++) {
        const x = clampCoord(s.xs[v]), y = clampCoord(s.ys[v]);
        w.z(x - px); w.z(y - py);
        px = x; py = y;
      }
    }
  } catch (e) {
    return { ok: false, error: `The graph cannot be written as a link: ${e.message}.` };
  }
  const hash = SHARE_PREFIX + toBase64Url(w.bytes);
  if (hash.length > SHARE_MAX_URL) {
    return { ok: false, error: `This graph is too big for a link (${hash.length.toLocaleString('en-US')} characters; links stay under ${SHARE_MAX_URL.toLocaleString('en-US')}). Use Export JSON or "Board → text" instead.` };
  }
  return { ok: true, hash };
}

// Two-token position: { [a]: chaser place, [b]: runner place, side } and the fixed token.
function writeTwoToken(w, pos, fix, n, a, b) {
  if (!pos || !(pos[a] >= 0 && pos[a] < n && pos[b] >= 0 && pos[b] < n)) { w.u(0); return; }
  w.u(1 + ((pos[a] * n + pos[b]) * 2 + (pos.side ? 1 : 0)));
  w.u(fix ? 1 : 0);
}
function readTwoToken(r, n, a, b) {
  const sel = r.u('the position');
  if (sel === 0) return { pos: null, fix: 0 };
  if (sel - 1 >= 2 * n * n) throw new DecodeError(`the position ${sel - 1} is out of range`);
  const k = sel - 1, side = k % 2, pair = (k - side) / 2;
  const fix = r.u('the fixed token');
  if (fix > 1) throw new DecodeError(`unknown fixed token ${fix}`);
  return { pos: { [a]: Math.floor(pair / n), [b]: pair % n, side }, fix };
}

// A cop-thief board: { board: { rows, cols, grid (0 free, 1 wall, 2 exit), police, thief },
// pos: { police, thief, side } (cells) or null, fix }.
function encodeBoard(s) {
  const b = s.board;
  if (!b || !(b.rows >= 1 && b.rows <= SHARE_MAX_SIDE && b.cols >= 1 && b.cols <= SHARE_MAX_SIDE)) return { ok: false, error: 'This board cannot be written as a link.' };
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
    w.u(2); w.u(0); w.u(b.rows); w.u(b.cols); w.u(mode);
    if (mode === 0) for (const x of runs) w.u(x);
    else for (let i = 0; i < cells; i += 4) w.u((b.grid[i] | ((b.grid[i + 1] ?? 0) << 2) | ((b.grid[i + 2] ?? 0) << 4) | ((b.grid[i + 3] ?? 0) << 6)) & 255);
    w.u(b.police >= 0 ? b.police + 1 : 0); w.u(b.thief >= 0 ? b.thief + 1 : 0);
    writeTwoToken(w, s.pos, s.fix, cells, 'police', 'thief');
    return w.bytes;
  };
  const a = pack(0), c = pack(1);
  const hash = SHARE_PREFIX + toBase64Url(a.length <= c.length ? a : c);
  if (hash.length > SHARE_MAX_URL) return { ok: false, error: `This board is too big for a link (${hash.length.toLocaleString('en-US')} characters). "Board → text" gives it as text.` };
  return { ok: true, hash };
}

function decodeBoard(r, game) {
  const flags = r.u('the options');
  if (flags !== 0) throw new DecodeError(`unknown options ${flags}`);
  const rows = r.u('the rows'), cols = r.u('the columns');
  if (rows < 1 || cols < 1 || rows > SHARE_MAX_SIDE || cols > SHARE_MAX_SIDE) throw new DecodeError(`a ${rows} × ${cols} board: links hold 1..${SHARE_MAX_SIDE} rows and columns`);
  const cells = rows * cols;
  const grid = new Uint8Array(cells);
  const mode = r.u('the cell coding');
  if (mode === 0) {
    let i = 0;
    while (i < cells) {
      const kind = r.u('a run of cells'), len = r.u('a run of cells');
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
    if (x > 0 && grid[x - 1] !== 0) throw new DecodeError(`the ${what} stands on a ${grid[x - 1] === 1 ? 'wall' : 'exit'}`);
    return x - 1;
  };
  const police = token('police'), thief = token('thief');
  if (police >= 0 && police === thief) throw new DecodeError('the police and the thief start on the same cell');
  const { pos, fix } = readTwoToken(r, cells, 'police', 'thief');
  if (!r.done) throw new DecodeError(`${r.left} unexpected bytes at the end of the link`);
  return { ok: true, state: { game, board: { rows, cols, grid, police, thief }, pos, fix } };
}

const clampCoord = (x) => Math.max(-MAX_COORD, Math.min(MAX_COORD, Math.round(Number.isFinite(x) ? x : 0)));

// A designed game: its JSON text (minified) as UTF-8, then the position looked at (the token
// held still, the side to move, each token's place + 1; 0 when none).
// s: { game, design (the JSON text), view: { token, mover, places } | null }.
function encodeDesign(s, gameCode) {
  let text;
  try { text = JSON.stringify(JSON.parse(s.design)); } catch { return { ok: false, error: 'The design is not valid JSON: fix it before sharing.' }; }
  const utf8 = new TextEncoder().encode(text);
  const w = writer();
  w.u(gameCode);
  w.u(utf8.length);
  for (const b of utf8) w.bytes.push(b);
  const v = s.view;
  w.u(v ? v.places.length : 0);
  if (v) { w.u(v.token); w.u(v.mover); for (const p of v.places) w.u(p); }
  const hash = '#v1.' + toBase64Url(Uint8Array.from(w.bytes));
  if (hash.length > SHARE_MAX_URL) return { ok: false, error: `This design is too big for a link (${hash.length} characters). Use Export → design JSON instead.` };
  return { ok: true, hash };
}
function decodeDesign(r, game) {
  const length = r.u('the design\'s length');
  if (length > r.left) throw new DecodeError('the link is cut short (reading the design)');
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = r.byte();
  let design;
  try { design = new TextDecoder('utf-8', { fatal: true }).decode(bytes); JSON.parse(design); } catch { throw new DecodeError('the design in the link is not valid JSON'); }
  const count = r.u('the position');
  let view = null;
  if (count > 0) {
    if (count > 4) throw new DecodeError(`a position of ${count} tokens`);
    const token = r.u('the token held still'), mover = r.u('the side to move');
    const places = Array.from({ length: count }, () => r.u('a place'));
    if (token >= count || mover > 1) throw new DecodeError('the position in the link is not one');
    view = { token, mover, places };
  }
  if (!r.done) throw new DecodeError('the link has extra bytes at the end');
  return { ok: true, state: { game, design, view } };
}

// hash: location.hash (with or without '#'). → { ok: true, state } or { ok: false, error }.
// Never throws. state: { game, misere, map, base, n, from, to (Uint32Array), xs, ys | null,
// selected (position or null) }.
export function decodeShare(hash) {
  try {
    return decodeUnchecked(hash);
  } catch (e) {
    return { ok: false, error: e instanceof DecodeError ? e.message : `the link could not be read (${String(e && e.message)})` };
  }
}

function decodeUnchecked(hash) {
  if (typeof hash !== 'string') throw new DecodeError('the link is not text');
  // The length first: it reads no character (a megabyte's link is refused in microseconds).
  if (hash.length > MAX_FRAGMENT) throw new DecodeError(`the link is far too long (${hash.length} characters)`);
  const h = hash.startsWith('#') ? hash : '#' + hash;
  if (h.length > MAX_FRAGMENT) throw new DecodeError(`the link is far too long (${h.length} characters)`);
  const m0 = /^#v(\d{1,6})\./.exec(h);
  if (!m0) throw new DecodeError('the link does not start with a version ("#v1.")');
  if (m0[1] !== '1') throw new DecodeError(`the link has version ${m0[1]}; this page reads version 1`);
  const body = h.slice(m0[0].length);
  const bytes = fromBase64Url(body);
  if (!bytes) throw new DecodeError('the link has letters outside the base64url alphabet, or a bad length');
  const r = reader(bytes);
  const gameCode = r.u('the game');
  const game = gameOfShareCode(gameCode);
  if (game === null) throw new DecodeError(`unknown game number ${gameCode}`);
  if (featureOf(game) === 'board') return decodeBoard(r, game);
  if (featureOf(game) === 'design') return decodeDesign(r, game);
  const flags = r.u('the options');
  if (flags >= 32) throw new DecodeError(`unknown options ${flags}`);
  const mapCode = (flags >> 2) & 3;
  if (mapCode > 2) throw new DecodeError('unknown map view');
  const n = r.u('the vertex count');
  if (n > SHARE_MAX_VERTICES) throw new DecodeError(`${n} vertices: links hold at most ${SHARE_MAX_VERTICES}`);
  const m = r.u('the edge count');
  if (m > SHARE_MAX_EDGES) throw new DecodeError(`${m} edges: links hold at most ${SHARE_MAX_EDGES}`);
  if (m > n * n) throw new DecodeError(`${m} edges on ${n} vertices is more than there can be`);
  if (m * 2 > r.left) throw new DecodeError(`the link is cut short (${m} edges announced)`);
  const from = new Uint32Array(m), to = new Uint32Array(m);
  const seen = new Set();
  for (let i = 0; i < m; i++) {
    const a = r.u(`edge ${i + 1}`), b = r.u(`edge ${i + 1}`);
    if (a >= n || b >= n) throw new DecodeError(`edge ${i + 1} names vertex ${Math.max(a, b) + 1}, but there are ${n}`);
    const k = a * n + b;
    if (seen.has(k)) throw new DecodeError(`edge ${i + 1} (${a + 1} → ${b + 1}) appears twice`);
    seen.add(k);
    from[i] = a; to[i] = b;
  }
  let sel = 0, two = null;
  if (featureOf(game) === 'pair-graph') two = readTwoToken(r, n, ...PAGE_GAMES[game].tokens);
  else {
    sel = r.u('the selected position');
    const positions = n * sidesOf(game);
    if (sel > positions) throw new DecodeError(`the selected position ${sel - 1} is out of range (${positions} positions)`);
  }
  let xs = null, ys = null;
  if (flags & 2) {
    if (n === 0) throw new DecodeError('positions for an empty graph');
    xs = new Array(n); ys = new Array(n);
    let px = 0, py = 0;
    for (let v = 0; v < n; v++) {
      px += r.z(`the position of vertex ${v + 1}`);
      py += r.z(`the position of vertex ${v + 1}`);
      if (Math.abs(px) > MAX_COORD || Math.abs(py) > MAX_COORD) throw new DecodeError(`the position of vertex ${v + 1} is out of range`);
      xs[v] = px; ys[v] = py;
    }
  }
  if (!r.done) throw new DecodeError(`${r.left} unexpected bytes at the end of the link`);
  return {
    ok: true,
    state: { game, misere: !!(flags & 1), map: MAPS[mapCode], base: flags & 16 ? 1 : 0, n, from, to, xs, ys, selected: sel === 0 ? null : sel - 1, ...(two ?? {}) },
  };
}

// ---- the result as JSON (docs/json.md's schema, 1-based) -----------------------------------
// solution: outcome.js's Solution; edges: the number of distinct edges.
export function resultJson(solution, { misere = false, edges = 0 } = {}) {
  const n = solution.n;
  const line = (side) => {
    let outcome = '';
    const depth = new Array(n), best = new Array(n);
    for (let v = 0; v < n; v++) {
      const p = solution.position(v, side);
      const o = solution.outcomes[p];
      outcome += LETTERS[o] ?? '?';
      const d = solution.depths[p];
      depth[v] = o === 0 || d === NO_VALUE ? null : d;
      const b = solution.bestMoves[p];
      best[v] = b === NO_VALUE ? null : b + 1;
    }
    return { outcome, depth, best_move: best };
  };
  const s = solution.stats ?? {};
  const stats = { positions: s.positions, win: s.win, loss: s.loss, draw: s.draw, longest: s.longest };
  if (solution.sides === 2) {
    return { game: solution.game, vertices: n, edges, index_base: 1, alice_first: line(0), bob_first: line(1), stats };
  }
  const out = { game: solution.game };
  if (gameInfo(solution.game).misereOption) out.rules = misere ? 'misere' : 'normal';
  return { ...out, vertices: n, edges, index_base: 1, ...line(0), stats };
}
