// Puzzles as the page plays them: the CLI's puzzle lines (docs/json.md, "Puzzles") joined with
// the text of the board or graph they come from, in one shape for every game; the packs, the
// daily puzzle, and share links (#z1.…) that carry the position but not the answer. Pure.

import { toBase64Url, fromBase64Url } from './codec.js';
import { PAGE_GAMES, featureOf, gameInfo } from './games.js';

export const PUZZLE_PREFIX = '#z1.';
const MAX_LINK_TEXT = 40_000; // characters of board/graph text a puzzle link may carry

// One CLI puzzle object + its source → { uid, game, kind, misere, text, sourceName, plies,
// difficulty, moves, line, key, start, mover, endlessWins?, cols? }. kind: 'win' or 'draw'
// (hold the draw for `plies` plies); start, mover (and cols, endlessWins): the position as its
// feature reads it (registerPuzzlePositions below).
/**
 * A puzzle as the page plays it (see above).
 * @typedef {object} Puzzle
 * @property {string} game
 * @property {'win' | 'draw'} kind
 * @property {boolean} misere
 * @property {string} text the board's or graph's text
 * @property {string} sourceName
 * @property {number} plies
 * @property {number} difficulty
 * @property {string} [uid]
 * @property {any} [moves]
 * @property {any} line null from a link
 * @property {any} key null from a link
 * @property {any} [id]
 * @property {any} start the position as its feature reads it
 * @property {any} [mover]
 * @property {number} [cols]
 * @property {boolean} [endlessWins]
 * @property {boolean} [fromLink]
 * @property {number} [index] its place in its pack
 */
/**
 * A feature's reader of puzzle positions (registerPuzzlePositions).
 * @typedef {{ fromLine: (p: any, source: { text: string, name?: string }) => { start: any, mover: any, cols?: number, endlessWins?: boolean }, fromLink: (s: any, text: string) => { start?: any, mover?: any, cols?: number, endlessWins?: boolean, error?: string } | null }} PuzzlePositions
 */
/**
 * @param {any} p a CLI puzzle line, parsed (docs/json.md)
 * @param {{ text: string, name?: string }} source
 * @param {object} [extra] fields added (uid, index)
 * @returns {Puzzle}
 */
export function normalize(p, source, extra = {}) {
  const base = {
    game: p.game,
    kind: p.kind === 'draw' ? 'draw' : 'win',
    misere: p.rules === 'misere',
    text: source.text,
    sourceName: source.name ?? '',
    plies: p.plies,
    difficulty: p.difficulty,
    moves: p.moves,
    line: p.line,
    key: p.key,
    id: p.id,
    ...extra,
  };
  return { ...base, ...positionsOf(p.game).fromLine(p, source) };
}

// ---- positions: each feature reads its own (registerPuzzlePositions) ------------------------
// A puzzle's position is the feature's business (graph-editor/link.js, board/link.js, design/link.js,
// registered by the composition root, app/links.js): { fromLine(p, source) → { start, mover,
// cols?, endlessWins? } from a CLI line, fromLink(s, text) → the same from a link's position
// (null: not one; { error }: why) }. This file knows no game.
const positions = new Map();
/**
 * @param {string[]} features
 * @param {PuzzlePositions} handler
 */
export function registerPuzzlePositions(features, handler) {
  for (const f of features) positions.set(f, handler);
}
function positionsOf(game) {
  const h = positions.get(featureOf(game));
  if (!h) throw new Error(`no puzzle positions for the game "${game}"`);
  return h;
}

// A pack file ({ game, sources, puzzles }) → the page's puzzles, easiest first (the file's
// order), both kinds.
/**
 * @param {{ game: string, sources: { id: string, text: string, name?: string }[], puzzles: any[] }} pack
 * @returns {Puzzle[]}
 */
export function readPack(pack) {
  return pack.puzzles.map((p, i) =>
    normalize(p, pack.sources[p.source], { uid: `${pack.game}:${pack.sources[p.source].id}:${p.id}`, index: i }),
  );
}

// The daily puzzle: the same for everyone on a date (UTC day), no server. Picks a pack by the
// day and a puzzle from its harder half, never one of a single ply. packs: name → list.
/**
 * @param {Record<string, Puzzle[]>} packs
 * @param {Date} [date]
 * @returns {Puzzle}
 */
export function dailyPick(packs, date = new Date()) {
  const day = Math.floor(date.getTime() / 86_400_000);
  let h = (day * 2654435761) >>> 0;
  h = (h ^ (h >>> 15)) >>> 0;
  h = Math.imul(h, 2246822519) >>> 0;
  h = (h ^ (h >>> 13)) >>> 0;
  const games = Object.keys(packs).sort();
  // The harder half of the day's pack (packs list easiest first), never a one-ply puzzle.
  const all = packs[games[day % games.length]];
  const hard = all.slice(Math.floor(all.length / 2)).filter((p) => p.plies > 1);
  const list = hard.length ? hard : all;
  return list[h % list.length];
}

// ---- links ---------------------------------------------------------------------------------
// The position and the board travel; the key and the line do not (the page solves the board
// and finds them again). The payload is JSON, base64url-coded: not in plain sight.
/**
 * @param {Puzzle} pz
 * @returns {{ ok: boolean, hash?: string, error?: string }} ok: the hash; else the error
 */
export function encodePuzzleLink(pz) {
  if (pz.text.length > MAX_LINK_TEXT)
    return { ok: false, error: `This board is too big for a puzzle link (${pz.text.length} characters of text).` };
  const json = JSON.stringify({
    g: pz.game,
    k: pz.kind === 'draw' ? 'draw' : 'win',
    m: pz.misere ? 1 : 0,
    t: pz.text,
    s: pz.start,
    n: pz.plies,
    d: pz.difficulty,
    u: pz.uid ?? '',
  });
  return { ok: true, hash: PUZZLE_PREFIX + toBase64Url(new TextEncoder().encode(json)) };
}

// → { ok: true, puzzle } (without key and line) or { ok: false, error }. Every field checked.
/**
 * @param {unknown} hash
 * @returns {{ ok: boolean, puzzle?: Puzzle, error?: string }} ok: the puzzle; else the error
 */
export function decodePuzzleLink(hash) {
  const fail = (error) => ({ ok: false, error });
  if (typeof hash !== 'string') return fail('not a puzzle link');
  if (hash.length > 4 * MAX_LINK_TEXT) return fail('the puzzle link is far too long'); // before reading a character
  if (!hash.startsWith(PUZZLE_PREFIX)) return fail('not a puzzle link');
  const bytes = fromBase64Url(hash.slice(PUZZLE_PREFIX.length));
  if (!bytes) return fail('the puzzle link has letters outside the base64url alphabet');
  let o;
  try {
    o = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('the puzzle link is damaged');
  }
  if (!o || typeof o !== 'object') return fail('the puzzle link is damaged');
  if (
    typeof o.g !== 'string' ||
    !Object.hasOwn(PAGE_GAMES, o.g) ||
    gameInfo(o.g).puzzles === false ||
    gameInfo(o.g).twoStartSides
  )
    return fail(`the game "${String(o.g).slice(0, 20)}" has no puzzles`);
  if (typeof o.t !== 'string' || o.t.length === 0 || o.t.length > MAX_LINK_TEXT)
    return fail('the puzzle link has no board');
  if (!Number.isInteger(o.n) || o.n < 1 || o.n > 1e6) return fail('the puzzle link has a bad length');
  if (o.k !== undefined && o.k !== 'win' && o.k !== 'draw') return fail('the puzzle link has a bad kind');
  const kind = o.k === 'draw' ? 'draw' : 'win';
  if (kind === 'draw' && o.n > 10) return fail('the puzzle link has a bad length');
  const h = positions.get(featureOf(o.g));
  const at = h ? h.fromLink(o.s ?? {}, o.t) : null;
  if (at?.error) return fail(at.error);
  if (!at) return fail('the puzzle link has a bad position');
  const { start, mover, cols, endlessWins = false } = at;
  return {
    ok: true,
    puzzle: {
      game: o.g,
      kind,
      misere: o.m === 1,
      text: o.t,
      sourceName: 'a shared puzzle',
      plies: o.n,
      difficulty: Number.isFinite(o.d) ? o.d : 1200,
      uid:
        typeof o.u === 'string' && o.u ? o.u.slice(0, 200) : `link:${kind}:${hashText(o.t)}:${JSON.stringify(start)}`,
      start,
      cols,
      mover,
      endlessWins,
      line: null,
      key: null,
      fromLink: true,
    },
  };
}

function hashText(t) {
  let h = 2166136261;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619) >>> 0;
  return h.toString(36);
}
