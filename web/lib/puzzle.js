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
 * @property {boolean} [keyOnly] the puzzle ends at its key (its length is not known: a large sum's win)
 */
/**
 * A puzzle's position as its feature reads it.
 * @typedef {object} PuzzlePosition
 * @property {any} start
 * @property {any} mover
 * @property {number} [cols]
 * @property {boolean} [endlessWins]
 * @property {number} [plies] the plies the page plays, when not the line's own (a sum's)
 * @property {boolean} [keyOnly] the puzzle ends at its key
 */
/**
 * A link's position as its feature reads it, or why it is not one.
 * @typedef {object} LinkPosition
 * @property {any} [start]
 * @property {any} [mover]
 * @property {number} [cols]
 * @property {boolean} [endlessWins]
 * @property {boolean} [keyOnly]
 * @property {string} [error]
 */
/**
 * A feature's reader of puzzle positions (registerPuzzlePositions).
 * @typedef {object} PuzzlePositions
 * @property {(line: any, source: { text: string, name?: string }) => PuzzlePosition} fromLine from a CLI line
 * @property {(position: any, text: string) => LinkPosition | null} fromLink from a link's position
 */
/**
 * @param {any} cliPuzzle a CLI puzzle line, parsed (docs/json.md)
 * @param {{ text: string, name?: string }} source
 * @param {object} [extra] fields added (uid, index)
 * @returns {Puzzle}
 */
export function normalize(cliPuzzle, source, extra = {}) {
  const base = {
    game: cliPuzzle.game,
    kind: cliPuzzle.kind === 'draw' ? 'draw' : 'win',
    misere: cliPuzzle.rules === 'misere',
    text: source.text,
    sourceName: source.name ?? '',
    plies: cliPuzzle.plies,
    difficulty: cliPuzzle.difficulty,
    moves: cliPuzzle.moves,
    line: cliPuzzle.line,
    key: cliPuzzle.key,
    id: cliPuzzle.id,
    ...extra,
  };
  return { ...base, ...positionsOf(cliPuzzle.game).fromLine(cliPuzzle, source) };
}

// ---- positions: each feature reads its own (registerPuzzlePositions) ------------------------
// A puzzle's position is the feature's business (graph-editor/link.js, cop-thief/link.js, design/link.js,
// registered by the composition root, app/links.js): { fromLine(line, source) → { start, mover,
// cols?, endlessWins? } from a CLI line, fromLink(position, text) → the same from a link's position
// (null: not one; { error }: why) }. This file knows no game.
const positions = new Map();
/**
 * @param {string[]} features
 * @param {PuzzlePositions} handler
 */
export function registerPuzzlePositions(features, handler) {
  for (const feature of features) positions.set(feature, handler);
}
function positionsOf(game) {
  const handler = positions.get(featureOf(game));
  if (!handler) throw new Error(`no puzzle positions for the game "${game}"`);
  return handler;
}

// A pack file ({ game, sources, puzzles }) → the page's puzzles, easiest first (the file's
// order), both kinds.
/**
 * @param {{ game: string, sources: { id: string, text: string, name?: string }[], puzzles: any[] }} pack
 * @returns {Puzzle[]}
 */
export function readPack(pack) {
  return pack.puzzles.map((cliPuzzle, index) => {
    const source = pack.sources[cliPuzzle.source];
    return normalize(cliPuzzle, source, { uid: `${pack.game}:${source.id}:${cliPuzzle.id}`, index });
  });
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
  let mixed = (day * 2654435761) >>> 0;
  mixed = (mixed ^ (mixed >>> 15)) >>> 0;
  mixed = Math.imul(mixed, 2246822519) >>> 0;
  mixed = (mixed ^ (mixed >>> 13)) >>> 0;
  const games = Object.keys(packs).sort();
  // The harder half of the day's pack (packs list easiest first), never a one-ply puzzle.
  const all = packs[games[day % games.length]];
  const hard = all.slice(Math.floor(all.length / 2)).filter((puzzle) => puzzle.plies > 1);
  const list = hard.length ? hard : all;
  return list[mixed % list.length];
}

// ---- links ---------------------------------------------------------------------------------
// The position and the board travel; the key and the line do not (the page solves the board
// and finds them again). The payload is JSON, base64url-coded: not in plain sight.
/**
 * @param {Puzzle} puzzle
 * @returns {{ ok: boolean, hash?: string, error?: string }} ok: the hash; else the error
 */
export function encodePuzzleLink(puzzle) {
  if (puzzle.text.length > MAX_LINK_TEXT)
    return { ok: false, error: `This board is too big for a puzzle link (${puzzle.text.length} characters of text).` };
  const json = JSON.stringify({
    g: puzzle.game,
    k: puzzle.kind === 'draw' ? 'draw' : 'win',
    m: puzzle.misere ? 1 : 0,
    t: puzzle.text,
    s: puzzle.start,
    n: puzzle.plies,
    d: puzzle.difficulty,
    u: puzzle.uid ?? '',
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
  let payload;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('the puzzle link is damaged');
  }
  if (!payload || typeof payload !== 'object') return fail('the puzzle link is damaged');
  if (
    typeof payload.g !== 'string' ||
    !Object.hasOwn(PAGE_GAMES, payload.g) ||
    gameInfo(payload.g).puzzles === false ||
    gameInfo(payload.g).twoStartSides
  )
    return fail(`the game "${String(payload.g).slice(0, 20)}" has no puzzles`);
  if (typeof payload.t !== 'string' || payload.t.length === 0 || payload.t.length > MAX_LINK_TEXT)
    return fail('the puzzle link has no board');
  if (!Number.isInteger(payload.n) || payload.n < 1 || payload.n > 1e6) return fail('the puzzle link has a bad length');
  if (payload.k !== undefined && payload.k !== 'win' && payload.k !== 'draw')
    return fail('the puzzle link has a bad kind');
  const kind = payload.k === 'draw' ? 'draw' : 'win';
  if (kind === 'draw' && payload.n > 10) return fail('the puzzle link has a bad length');
  const handler = positions.get(featureOf(payload.g));
  const position = handler ? handler.fromLink(payload.s ?? {}, payload.t) : null;
  if (position?.error) return fail(position.error);
  if (!position) return fail('the puzzle link has a bad position');
  const { start, mover, cols, endlessWins = false, keyOnly = false } = position;
  return {
    ok: true,
    puzzle: {
      game: payload.g,
      kind,
      misere: payload.m === 1,
      text: payload.t,
      sourceName: 'a shared puzzle',
      plies: payload.n,
      difficulty: Number.isFinite(payload.d) ? payload.d : 1200,
      uid:
        typeof payload.u === 'string' && payload.u
          ? payload.u.slice(0, 200)
          : `link:${kind}:${hashText(payload.t)}:${JSON.stringify(start)}`,
      start,
      cols,
      mover,
      endlessWins,
      ...(keyOnly ? { keyOnly } : {}),
      line: null,
      key: null,
      fromLink: true,
    },
  };
}

// FNV-1a of a text, in base 36.
function hashText(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash.toString(36);
}
