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
// What a move changes: 'cat (2, 3) → (2, 4)'; 'pass (stay)'.
// Interchangeable tokens are kept in order of place, so one hound's step can renumber the
// others: where the places a side left and took say it in fewer words, they are used
// ('hounds vertex 0 → vertex 2', not 'hounds 1 vertex 0 → vertex 1, hounds 2 vertex 1 → vertex 2').
/**
 * @param {number[]} from places before the move, per token
 * @param {number[]} to places after it
 * @param {{ label?: string, side: number }[]} tokens
 * @param {(place: number, token: number) => string} where
 * @returns {string}
 */
export function moveWords(from, to, tokens, where) {
  const parts = [];
  for (const side of new Set(to.map((_, i) => tokens[i]?.side))) {
    const idx = to.map((_, i) => i).filter((i) => tokens[i]?.side === side);
    const changed = idx.filter((i) => from[i] !== to[i]);
    const left = idx.map((i) => from[i]),
      taken = idx.map((i) => to[i]);
    for (const p of idx.map((i) => to[i])) {
      const k = left.indexOf(p);
      if (k >= 0) {
        left.splice(k, 1);
        taken.splice(taken.indexOf(p), 1);
      }
    }
    if (left.length < changed.length) {
      const name = (tokens[idx[0]]?.label ?? 'token').replace(/ \d+$/, '');
      left.forEach((a, k) => parts.push(`${name} ${where(a, idx[0])} → ${where(taken[k], idx[0])}`));
    } else
      changed.forEach((i) =>
        parts.push(`${tokens[i]?.label ?? `token ${i + 1}`} ${where(from[i], i)} → ${where(to[i], i)}`),
      );
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
