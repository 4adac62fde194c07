// The retrograde analysis replayed wave by wave (docs/rules.md#learning-why, "Watch the solver"), derived from a
// solution's outcome and depth per position: the solver's FIFO queue decides positions in
// order of depth, so wave d holds exactly the positions of depth d; what is left when the
// queue empties is a Draw. Pure; no DOM.
import { plural } from './words.js';

import { depthUnitName, depthWords } from './words.js';

export const NO_VALUE = 0xffffffff;
const DRAW = 0,
  WIN = 1,
  LOSS = 2;

// The steps of a replay from per-position outcomes (0 D, 1 W, 2 L) and depths (NO_VALUE when
// none): one step per depth 0..longest, a step for wins and losses that have no depth (alice-
// bob's second pass), then the Draws. Each step: { kind: 'depth' | 'nodepth' | 'draws',
// depth, win, loss, draw }. decidedAt[p]: the step that decides p (draws: the last step).
/**
 * @typedef {{ kind: string, depth: number | null, win: number, loss: number, draw: number }} WaveStep kind 'depth',
 * 'nodepth' or 'draws'
 */
/** @typedef {{ steps: WaveStep[], decidedAt: Uint32Array, drawStep: number }} WaveReplay */
/**
 * @param {ArrayLike<number>} outcomes
 * @param {ArrayLike<number>} depths
 * @returns {WaveReplay}
 */
export function waveSteps(outcomes, depths) {
  let longest = -1,
    noDepth = 0,
    draws = 0;
  for (let p = 0; p < outcomes.length; p++) {
    if (outcomes[p] === DRAW) {
      draws++;
      continue;
    }
    if (outcomes[p] !== WIN && outcomes[p] !== LOSS) continue; // not a position (two-token maps)
    if (depths[p] === NO_VALUE) noDepth++;
    else if (depths[p] > longest) longest = depths[p];
  }
  const steps = [];
  for (let d = 0; d <= longest; d++) steps.push({ kind: 'depth', depth: d, win: 0, loss: 0, draw: 0 });
  const noDepthStep = noDepth ? steps.push({ kind: 'nodepth', depth: null, win: 0, loss: 0, draw: 0 }) - 1 : -1;
  const drawStep = steps.push({ kind: 'draws', depth: null, win: 0, loss: 0, draw: draws }) - 1;
  const decidedAt = new Uint32Array(outcomes.length);
  for (let p = 0; p < outcomes.length; p++) {
    const o = outcomes[p];
    if (o === DRAW) {
      decidedAt[p] = drawStep;
      continue;
    }
    if (o !== WIN && o !== LOSS) {
      decidedAt[p] = NO_VALUE;
      continue;
    }
    const s = depths[p] === NO_VALUE ? noDepthStep : depths[p];
    decidedAt[p] = s;
    if (o === WIN) steps[s].win++;
    else if (o === LOSS) steps[s].loss++;
  }
  return { steps, decidedAt, drawStep };
}

// One sentence on what a step does, in the words of the cp-algorithms article "Games on
// arbitrary graphs". rules: { misere, twoSides }.
/**
 * @param {WaveStep} step
 * @param {{ misere?: boolean, twoSides?: boolean }} [rules]
 * @returns {string}
 */
export function stepWords(step, { misere = false, twoSides = false } = {}) {
  // A count of positions with the verb that agrees: '1 position wins', '2 positions win'.
  const positions = (k, one, many) => `${plural(k, 'position')} ${k === 1 ? one : many}`;
  if (step.kind === 'draws') {
    return (
      `The queue is empty: the ${plural(step.draw, 'position')} never decided ${step.draw === 1 ? 'is a Draw' : 'are Draws'} — neither ` +
      `player can force the game to end.`
    );
  }
  if (step.kind === 'nodepth') {
    return (
      `The second pass decides ${plural(step.win, 'win')} and ${plural(step.loss, 'loss', 'losses')} without a count ` +
      `of plies (Alice’s and Bob’s preferences).`
    );
  }
  if (step.depth === 0) {
    const rule = twoSides
      ? 'whoever cannot move loses'
      : misere
        ? 'who cannot move wins (misère)'
        : 'who cannot move loses';
    return (
      `Depth 0, the end positions: the player to move cannot move, and ${rule} ` +
      `— ${plural(step.win, 'win')}, ${plural(step.loss, 'loss', 'losses')}.`
    );
  }
  return (
    `Depth ${step.depth}${depthUnitName() === 'plies' ? '' : ` (${depthWords(step.depth)})`}: ` +
    `${positions(step.win, 'wins', 'win')} — a move reaches a position lost at ` +
    `depth ${step.depth - 1}; ` +
    `${positions(step.loss, 'loses', 'lose')} — the last of their moves not yet known to lose turns out to ` +
    `reach a win, so every move loses.`
  );
}

// A graph solution (explore/outcome.js's Solution) seen at step s of the replay, in the shape
// the graph views draw (n, position, letter, label, bestTarget): decided positions keep their
// letter and depth; the others show how many of their moves are known to lose so far ("2/3").
/**
 * @param {import('./outcome.js').Solution} solution
 * @param {WaveReplay} replay
 * @param {number} s the step
 * @returns {{ n: number, position: (v: number, side?: number) => number, letter: (p: number) => string,
 *   label: (p: number) => string, bestTarget: (p: number) => number | null }}
 */
export function graphWaveView(solution, replay, s) {
  const { decidedAt } = replay;
  const shown = (p) => decidedAt[p] <= s;
  return {
    n: solution.n,
    position: (v, side) => solution.position(v, side),
    letter: (p) => (shown(p) ? solution.letter(p) : ''),
    label: (p) => (shown(p) ? solution.label(p) : movesKnown(solution, replay, s, p)),
    bestTarget: (p) => (shown(p) ? solution.bestTarget(p) : null),
  };
}

// "k/m": of p's m moves, k lead to positions already decided as wins for the opponent.
// O(moves of p): the successor lists, no sorting.
/**
 * @param {import('./outcome.js').Solution} solution
 * @param {WaveReplay} replay
 * @param {number} s the step
 * @param {number} p
 * @returns {string}
 */
export function movesKnown(solution, replay, s, p) {
  const sides = solution.sides;
  const v = sides === 2 ? p >>> 1 : p;
  const side = sides === 2 ? (p & 1) ^ 1 : 0;
  const succ = solution.graph.successors(v);
  let known = 0;
  for (let i = 0; i < succ.length; i++) {
    const q = sides === 2 ? 2 * succ[i] + side : succ[i];
    if (solution.outcomes[q] === WIN && replay.decidedAt[q] <= s) known++;
  }
  return `${known}/${succ.length}`;
}
