// Puzzles as the page plays them: the CLI's puzzle lines (docs/json.md, "Puzzles") joined with
// the text of the board or graph they come from, in one shape for every game; the packs, the
// daily puzzle, and share links (#z1.…) that carry the position but not the answer. Pure.

import { toBase64Url, fromBase64Url } from './codec.js';
import { PAGE_GAMES, featureOf, gameInfo } from './games.js';

export const PUZZLE_PREFIX = '#z1.';
const MAX_LINK_TEXT = 40_000;   // characters of board/graph text a puzzle link may carry

// One CLI puzzle object + its source → { uid, game, kind, misere, text, sourceName, plies,
// difficulty, moves, line, key, start, mover, endlessWins }. kind: 'win' or 'draw' (hold the
// draw for `plies` plies); start: graph { vertex } (0-based); board { police, thief, side }
// (cells r*cols+c; side 0 police to move); pair-graph { cat, mouse, side } (side 0 cat);
// design { mover, places }. endlessWins: a design whose endless play is the mover's win (the
// hold is an escape, not a draw).
export function normalize(p, source, extra = {}) {
  const feature = featureOf(p.game);
  const base = {
    game: p.game, kind: p.kind === 'draw' ? 'draw' : 'win', misere: p.rules === 'misere', text: source.text, sourceName: source.name ?? '',
    plies: p.plies, difficulty: p.difficulty, moves: p.moves, line: p.line, key: p.key, id: p.id, ...extra,
  };
  if (feature === 'board') {
    const cols = Number(/^\s*\d+\s+(\d+)/.exec(source.text)?.[1] ?? 0);
    const cell = ([r, c]) => r * cols + c;
    return { ...base, cols, start: { police: cell(p.police), thief: cell(p.thief), side: p.to_move === 'police' ? 0 : 1 }, mover: p.to_move };
  }
  if (feature === 'pair-graph') return { ...base, start: { cat: p.cat, mouse: p.mouse, side: p.to_move === 'cat' ? 0 : 1 }, mover: p.to_move };
  if (feature === 'design') {
    // A design's line: the mover by name, each token's place ([row, col] or a vertex).
    const design = JSON.parse(source.text);
    const sides = design.sides.map((s) => s.name);
    return { ...base, start: { mover: sides.indexOf(p.mover), places: p.places }, mover: p.mover, endlessWins: design.endless === p.mover };
  }
  return { ...base, start: { vertex: p.vertex - 1 }, mover: 'player to move' };
}

// A pack file ({ game, sources, puzzles }) → the page's puzzles, easiest first (the file's
// order), both kinds.
export function readPack(pack) {
  return pack.puzzles.map((p, i) => normalize(p, pack.sources[p.source], { uid: `${pack.game}:${pack.sources[p.source].id}:${p.id}`, index: i }));
}

// The daily puzzle: the same for everyone on a date (UTC day), no server. Picks a pack by the
// day and a puzzle from its harder half, never one of a single ply. packs: name → list.
export function dailyPick(packs, date = new Date()) {
  const day = Math.floor(date.getTime() / 86_400_000);
  let h = (day * 2654435761) >>> 0;
  h = (h ^ (h >>> 15)) >>> 0; h = Math.imul(h, 2246822519) >>> 0; h = (h ^ (h >>> 13)) >>> 0;
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
export function encodePuzzleLink(pz) {
  if (pz.text.length > MAX_LINK_TEXT) return { ok: false, error: `This board is too big for a puzzle link (${pz.text.length} characters of text).` };
  const json = JSON.stringify({ g: pz.game, k: pz.kind === 'draw' ? 'draw' : 'win', m: pz.misere ? 1 : 0, t: pz.text, s: pz.start, n: pz.plies, d: pz.difficulty, u: pz.uid ?? '' });
  return { ok: true, hash: PUZZLE_PREFIX + toBase64Url(new TextEncoder().encode(json)) };
}

// → { ok: true, puzzle } (without key and line) or { ok: false, error }. Every field checked.
export function decodePuzzleLink(hash) {
  const fail = (error) => ({ ok: false, error });
  if (typeof hash !== 'string') return fail('not a puzzle link');
  if (hash.length > 4 * MAX_LINK_TEXT) return fail('the puzzle link is far too long');   // before reading a character
  if (!hash.startsWith(PUZZLE_PREFIX)) return fail('not a puzzle link');
  const bytes = fromBase64Url(hash.slice(PUZZLE_PREFIX.length));
  if (!bytes) return fail('the puzzle link has letters outside the base64url alphabet');
  let o;
  try { o = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)); } catch { return fail('the puzzle link is damaged'); }
  if (!o || typeof o !== 'object') return fail('the puzzle link is damaged');
  if (typeof o.g !== 'string' || !Object.hasOwn(PAGE_GAMES, o.g) || gameInfo(o.g).puzzles === false || gameInfo(o.g).twoStartSides) return fail(`the game "${String(o.g).slice(0, 20)}" has no puzzles`);
  const feature = featureOf(o.g);
  if (typeof o.t !== 'string' || o.t.length === 0 || o.t.length > MAX_LINK_TEXT) return fail('the puzzle link has no board');
  if (!Number.isInteger(o.n) || o.n < 1 || o.n > 1e6) return fail('the puzzle link has a bad length');
  if (o.k !== undefined && o.k !== 'win' && o.k !== 'draw') return fail('the puzzle link has a bad kind');
  const kind = o.k === 'draw' ? 'draw' : 'win';
  if (kind === 'draw' && o.n > 10) return fail('the puzzle link has a bad length');
  const whole = (x) => Number.isInteger(x) && x >= 0 && x < 2 ** 31;
  const s = o.s ?? {};
  let start, mover, endlessWins = false;
  if (feature === 'design') {
    // A design's position: the mover (0 or 1) and each token's place ([row, col] or a vertex).
    let design;
    try { design = JSON.parse(o.t); } catch { return fail('the puzzle link has a damaged design'); }
    const names = Array.isArray(design?.sides) ? design.sides.map((x) => String(x?.name ?? '')) : [];
    const place = (x) => whole(x) || (Array.isArray(x) && x.length === 2 && x.every(whole));
    if (names.length !== 2 || (s.mover !== 0 && s.mover !== 1) || !Array.isArray(s.places) || s.places.length === 0 || s.places.length > 64 || !s.places.every(place)) return fail('the puzzle link has a bad position');
    start = { mover: s.mover, places: s.places };
    mover = names[s.mover];
    endlessWins = design.endless === mover;
  } else {
    const fields = feature === 'board' ? ['police', 'thief', 'side'] : feature === 'pair-graph' ? ['cat', 'mouse', 'side'] : ['vertex'];
    if (!fields.every((f) => whole(s[f])) || (s.side !== undefined && s.side > 1)) return fail('the puzzle link has a bad position');
    start = Object.fromEntries(fields.map((f) => [f, s[f]]));
    mover = feature === 'board' ? (start.side === 0 ? 'police' : 'thief') : feature === 'pair-graph' ? (start.side === 0 ? 'cat' : 'mouse') : 'player to move';
  }
  const cols = feature === 'board' ? Number(/^\s*\d+\s+(\d+)/.exec(o.t)?.[1] ?? 0) : undefined;
  return {
    ok: true,
    puzzle: {
      game: o.g, kind, misere: o.m === 1, text: o.t, sourceName: 'a shared puzzle', plies: o.n,
      difficulty: Number.isFinite(o.d) ? o.d : 1200, uid: typeof o.u === 'string' && o.u ? o.u.slice(0, 200) : `link:${kind}:${hashText(o.t)}:${JSON.stringify(start)}`,
      start, cols, mover, endlessWins, line: null, key: null, fromLink: true,
    },
  };
}

function hashText(t) {
  let h = 2166136261;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619) >>> 0;
  return h.toString(36);
}
