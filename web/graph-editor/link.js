// The graph features' own parts of links: the share link's section (lib/codec.js keeps the
// envelope) — a graph, its layout, the game's options and the position looked at — and a
// puzzle's position (lib/puzzle.js). Pure.
//   flags (bit 0 misère, bit 1 positions follow, bits 2-3 the alice-bob view: 0 A|B, 1 A, 2 B,
//   bit 4 1-based numbering), n, m, m × (from, to) 0-based, selected (0 none, else position + 1),
//   then with bit 1: n × (x, y) zigzag-coded integers. A two-token game on a graph (cat and
//   mouse): each undirected edge once, and "selected" is 0 or 1 + ((a * n + b) * 2 + side)
//   (its tokens a, b as lib/games.js names them), followed, when not 0, by the fixed token. Many
//   tokens (a sum): instead of "selected", the side to move (0 or 1), k, then the k tokens' vertices.

import { PAGE_GAMES, featureOf, sidesOf } from '../lib/games.js';
import {
  writer,
  DecodeError,
  shareHash,
  writeTwoToken,
  readTwoToken,
  SHARE_MAX_VERTICES,
  SHARE_MAX_EDGES,
} from '../lib/codec.js';

const MAX_COORD = 1_000_000;
const MAX_TOKENS = 1000; // a sum's tokens in a link
const MAPS = ['AB', 'A', 'B'];
const clampCoord = (x) => Math.max(-MAX_COORD, Math.min(MAX_COORD, Math.round(Number.isFinite(x) ? x : 0)));

// s: { game, misere, map, base, n, edges: [[a, b], …] or { from, to }, xs?, ys?, selected }
// (selected: a position, or null; a two-token game: pos, fix).
function encode(s, gameCode) {
  const n = s.n;
  const edgeCount = s.edges ? s.edges.length : s.from.length;
  if (n > SHARE_MAX_VERTICES || edgeCount > SHARE_MAX_EDGES) {
    return {
      ok: false,
      error:
        `This graph is too big for a link (${n} vertices, ${edgeCount} edges; links hold up ` +
        `to ${SHARE_MAX_VERTICES} vertices and ${SHARE_MAX_EDGES} edges). Use Export JSON or "Board → text" instead.`,
    };
  }
  const from = [],
    to = [],
    seen = new Set();
  for (let i = 0; i < edgeCount; i++) {
    // a repeated edge once (the solvers ignore repeats; links refuse them)
    const a = s.edges ? s.edges[i][0] : s.from[i],
      b = s.edges ? s.edges[i][1] : s.to[i];
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
    w.u(gameCode);
    w.u(flags);
    w.u(n);
    w.u(m);
    for (let i = 0; i < m; i++) {
      w.u(from[i]);
      w.u(to[i]);
    }
    if (featureOf(s.game) === 'cat-mouse') writeTwoToken(w, s.pos, s.fix, n, ...PAGE_GAMES[s.game].tokens);
    else if (featureOf(s.game) === 'sum') writeTokens(w, s.tokens ?? [], s.mover, n);
    else w.u(s.selected === null || s.selected === undefined ? 0 : s.selected + 1);
    if (positions) {
      // Quantised to whole units; deltas from the previous vertex keep the numbers small.
      let px = 0,
        py = 0;
      for (let v = 0; v < n; v++) {
        const x = clampCoord(s.xs[v]),
          y = clampCoord(s.ys[v]);
        w.z(x - px);
        w.z(y - py);
        px = x;
        py = y;
      }
    }
  } catch (e) {
    return { ok: false, error: `The graph cannot be written as a link: ${e.message}.` };
  }
  return shareHash(w.bytes, 'graph', 'Use Export JSON or "Board → text" instead.');
}

// → { ok: true, state: { game, misere, map, base, n, from, to (Uint32Array), xs, ys | null,
// selected (position or null), pos?, fix? } }; throws DecodeError.
function decode(r, game) {
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
  const from = new Uint32Array(m),
    to = new Uint32Array(m);
  const seen = new Set();
  for (let i = 0; i < m; i++) {
    const a = r.u(`edge ${i + 1}`),
      b = r.u(`edge ${i + 1}`);
    if (a >= n || b >= n) throw new DecodeError(`edge ${i + 1} names vertex ${Math.max(a, b) + 1}, but there are ${n}`);
    const k = a * n + b;
    if (seen.has(k)) throw new DecodeError(`edge ${i + 1} (${a + 1} → ${b + 1}) appears twice`);
    seen.add(k);
    from[i] = a;
    to[i] = b;
  }
  let sel = 0,
    two = null;
  if (featureOf(game) === 'cat-mouse') two = readTwoToken(r, n, ...PAGE_GAMES[game].tokens);
  else if (featureOf(game) === 'sum') two = readTokens(r, n);
  else {
    sel = r.u('the selected position');
    const positions = n * sidesOf(game);
    if (sel > positions)
      throw new DecodeError(`the selected position ${sel - 1} is out of range (${positions} positions)`);
  }
  let xs = null,
    ys = null;
  if (flags & 2) {
    if (n === 0) throw new DecodeError('positions for an empty graph');
    xs = new Array(n);
    ys = new Array(n);
    let px = 0,
      py = 0;
    for (let v = 0; v < n; v++) {
      px += r.z(`the position of vertex ${v + 1}`);
      py += r.z(`the position of vertex ${v + 1}`);
      if (Math.abs(px) > MAX_COORD || Math.abs(py) > MAX_COORD)
        throw new DecodeError(`the position of vertex ${v + 1} is out of range`);
      xs[v] = px;
      ys[v] = py;
    }
  }
  if (!r.done) throw new DecodeError(`${r.left} unexpected bytes at the end of the link`);
  return {
    ok: true,
    state: {
      game,
      misere: !!(flags & 1),
      map: MAPS[mapCode],
      base: flags & 16 ? 1 : 0,
      n,
      from,
      to,
      xs,
      ys,
      selected: sel === 0 ? null : sel - 1,
      ...(two ?? {}),
    },
  };
}

export const graphLink = { features: ['graph', 'cat-mouse', 'sum'], encode, decode };

// A sum's tokens: the side to move, their count, each token's vertex.
function writeTokens(w, tokens, mover, n) {
  if (tokens.length > MAX_TOKENS) throw new Error(`${tokens.length} tokens (links hold up to ${MAX_TOKENS})`);
  if (tokens.some((v) => !(Number.isInteger(v) && v >= 0 && v < n))) throw new Error('a token is off the graph');
  w.u(mover === 1 ? 1 : 0);
  w.u(tokens.length);
  for (const v of tokens) w.u(v);
}
function readTokens(r, n) {
  const mover = r.u('the side to move');
  if (mover > 1) throw new DecodeError(`unknown side to move ${mover}`);
  const k = r.u('the token count');
  if (k > MAX_TOKENS) throw new DecodeError(`${k} tokens: links hold at most ${MAX_TOKENS}`);
  if (k > r.left) throw new DecodeError(`the link is cut short (${k} tokens announced)`);
  const tokens = [];
  for (let i = 0; i < k; i++) {
    const v = r.u(`token ${i + 1}`);
    if (v >= n) throw new DecodeError(`token ${i + 1} is on vertex ${v + 1}, but there are ${n}`);
    tokens.push(v);
  }
  return { tokens, mover };
}

// ---- puzzle positions (lib/puzzle.js) ------------------------------------------------------
const whole = (x) => Number.isInteger(x) && x >= 0 && x < 2 ** 31;
// A graph game's: the vertex of the token (a CLI line's 1-based, a link's 0-based).
export const graphPuzzle = {
  features: ['graph'],
  fromLine: (p) => ({ start: { vertex: p.vertex - 1 }, mover: 'player to move' }),
  fromLink: (s) => (whole(s.vertex) ? { start: { vertex: s.vertex }, mover: 'player to move' } : null),
};
// Cat and mouse: both tokens' nodes and the side to move (0 the cat).
export const pairGraphPuzzle = {
  features: ['cat-mouse'],
  fromLine: (p) => ({ start: { cat: p.cat, mouse: p.mouse, side: p.to_move === 'cat' ? 0 : 1 }, mover: p.to_move }),
  fromLink(s) {
    if (!whole(s.cat) || !whole(s.mouse) || !whole(s.side) || s.side > 1) return null;
    return { start: { cat: s.cat, mouse: s.mouse, side: s.side }, mover: s.side === 0 ? 'cat' : 'mouse' };
  },
};
// Many tokens (a sum, docs/json.md "Sum puzzles"): the tokens' vertices (a CLI line's 1-based, a
// link's 0-based), the first player to move. A sum's plies are known only for small product graphs:
// a win without them ends at its key (keyOnly: the only winning move found is the puzzle), and a
// hold-the-draw puzzle (never with plies) is held for SUM_HOLD_PLIES plies or until a repeat.
export const SUM_HOLD_PLIES = 6;
const MAX_SUM_TOKENS = 64;
const sumTokens = (tokens) =>
  Array.isArray(tokens) && tokens.length >= 2 && tokens.length <= MAX_SUM_TOKENS && tokens.every(whole);
export const sumPuzzle = {
  features: ['sum'],
  fromLine(p) {
    const tokens = (Array.isArray(p.tokens) ? p.tokens : []).map((v) => v - 1);
    const keyOnly = p.kind !== 'draw' && !(p.plies >= 1);
    const plies = p.kind === 'draw' ? SUM_HOLD_PLIES : keyOnly ? 1 : p.plies;
    return { start: { tokens, mover: 0, keyOnly }, mover: 'first player', plies, keyOnly };
  },
  fromLink(s) {
    if (!sumTokens(s.tokens)) return null;
    const keyOnly = s.keyOnly === true;
    return { start: { tokens: s.tokens.slice(), mover: 0, keyOnly }, mover: 'first player', keyOnly };
  },
};
