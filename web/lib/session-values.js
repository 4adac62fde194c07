// A session's values in words and tags (pure): a position's value from the worker's answer,
// the mover's view of a move, moves ranked best first, and their words. The explorer
// (kit/explorer.js) and the features showing its positions use them.
// A value is { outcome: 0 D / 1 W / 2 L for the mover, 3 none, depth: plies or null, byRule, end, winner };
// its depth is written in the unit the user chose (lib/words.js's depthWords: plies or moves).

import { wins, the, depthCount, depthWords, depthUnitName } from './words.js';

const LETTER = ['D', 'W', 'L', '?'];

/**
 * @typedef {{ outcome: number, depth?: number | null, byRule?: boolean, end?: boolean, winner?: number }} Value a value
 * (see above)
 */
/** @type {(v: Value | null) => string} */
export const valueLabel = (v) =>
  !v || v.outcome === 3
    ? '?'
    : LETTER[v.outcome] + (v.outcome === 0 ? '' : v.depth === null ? (v.byRule ? '∞' : '') : depthCount(v.depth));
/** @type {(v: Value | null) => string} */
export const valueTag = (v) => {
  const l = valueLabel(v);
  const title = v && v.outcome !== 3 && v.outcome !== 0 && v.depth !== null ? ` title="in ${depthWords(v.depth)}"` : '';
  return `<span class="tag o-${l[0] === '?' ? 'D' : l[0]}"${title}>${l}</span>`;
};
// The session's answer as a value.
/** @type {(v: import('../solver/messages.js').PositionValue | null) => Value} */
export const valueOf = (v) =>
  v
    ? { outcome: v.outcome, depth: v.depth ?? null, byRule: !!v.byRule, end: !!v.end, winner: v.winner ?? -1 }
    : { outcome: 3, depth: null, byRule: false, end: false, winner: -1 };
// The mover's view of a move: the value after it is the opponent's; flipped, one ply more.
/**
 * @param {Value | null} next
 * @returns {Value}
 */
export function moveValue(next) {
  if (!next || next.outcome === 3) return { outcome: 3, depth: null, byRule: false };
  const outcome = next.outcome === 1 ? 2 : next.outcome === 2 ? 1 : 0;
  return { outcome, depth: outcome === 0 || next.depth === null ? null : next.depth + 1, byRule: next.byRule };
}
// Best first: quickest win, then draws, then the longest loss.
/** @type {(v: Value) => number} */
export const moveRank = (v) =>
  v.outcome === 1 ? (v.depth ?? 1e8) : v.outcome === 0 ? 1e9 : v.outcome === 2 ? 2e9 - (v.depth ?? 1e8) : 3e9;
// A value in words for the side to move.
/**
 * @param {Value | null} v
 * @param {string[]} sides the sides' nouns
 * @param {number} mover
 * @returns {string}
 */
export function valueWords(v, sides, mover) {
  if (!v || v.outcome === 3) return '';
  if (v.outcome === 0) return 'neither side can force a win: endless play, a draw';
  const who = the(sides[v.outcome === 1 ? mover : 1 - mover]);
  if (v.depth === null)
    return v.byRule
      ? `${who} ${wins(who)} by the rules (endless play or the limit)`
      : `${who} ${wins(who)} (in how many ${depthUnitName()} is not known here)`;
  if (v.depth === 0) return `${who} ${wins(who)}: the game ends here`;
  return `${who} ${wins(who)} in ${depthWords(v.depth)}`;
}
// Which token is which after a move. The session keeps interchangeable tokens in order of place, so one hound's
// step can move the others to other indices; a token keeps its name for the whole game all the same: names[i] is
// the index (into tokens) of the token whose name the token at index i keeps. Tokens whose place did not change
// keep their names; the ones that moved take the names of the places left, in order. No names before: each its own.
/**
 * @param {number[]} before places before, per token
 * @param {number[] | null} namesBefore the names before (null: none yet)
 * @param {number[]} places places now
 * @param {{ side: number }[]} tokens
 * @returns {number[]}
 */
export function followNames(before, namesBefore, places, tokens) {
  const names = places.map((_, i) => i);
  if (!namesBefore || before.length !== places.length) return names;
  for (const side of new Set(places.map((_, i) => tokens[i]?.side))) {
    const idx = places.map((_, i) => i).filter((i) => tokens[i]?.side === side);
    const free = idx.slice(),
      moved = [];
    for (const i of idx) {
      const k = free.findIndex((j) => before[j] === places[i]);
      if (k >= 0) names[i] = namesBefore[free.splice(k, 1)[0]];
      else moved.push(i);
    }
    moved.forEach((i, k) => (names[i] = namesBefore[free[k]]));
  }
  return names;
}

// What a move changes: 'cat (2, 3) → (2, 4)'; 'pass (stay)'. Each token that moved by the name it keeps
// (names: followNames's, of `from`; none: each its own), from the place it left to the place it took — one
// hound's step that renumbers the others is still 'hounds 2 (2, 3) → (3, 4)'.
/**
 * @param {number[]} from places before the move, per token
 * @param {number[]} to places after it
 * @param {{ label?: string, side: number }[]} tokens
 * @param {(place: number, token: number) => string} where
 * @param {number[] | null} [names] the names of the tokens at `from` (followNames)
 * @returns {string}
 */
export function moveWords(from, to, tokens, where, names = null) {
  const label = (i) => tokens[names?.[i] ?? i]?.label ?? `token ${i + 1}`;
  const parts = [];
  for (const side of new Set(to.map((_, i) => tokens[i]?.side))) {
    const idx = to.map((_, i) => i).filter((i) => tokens[i]?.side === side);
    // The indices (of from) whose place was left, and the places taken, matched as multisets.
    const left = idx.slice(),
      taken = [];
    for (const i of idx) {
      const k = left.findIndex((j) => from[j] === to[i]);
      if (k >= 0) left.splice(k, 1);
      else taken.push(to[i]);
    }
    left.forEach((j, k) => parts.push(`${label(j)} ${where(from[j], j)} → ${where(taken[k], j)}`));
  }
  return parts.length ? parts.join(', ') : 'pass (stay)';
}

// A game's best line asked a move at a time: the positions after each best move from `pos`
// (`best(p)` resolves to the next position, or null at an end), at most `max` plies (2,000 at
// most), stopping after the first repeated position.
/** @type {(best: (p: number) => Promise<number | null>, pos: number, max: number) => Promise<number[]>} */
export async function bestLine(best, pos, max) {
  const out = [],
    seen = new Set([pos]);
  let at = pos;
  while (out.length < Math.min(max, 2000)) {
    const to = await best(at);
    if (to === null) break;
    out.push(to);
    if (seen.has(to)) break;
    seen.add(to);
    at = to;
  }
  return out;
}
