// The answer card of a solved two-token game: W/L/D counts and the depth histogram.

import { histogramHtml } from './histogram.js';
import { depthWords } from './words.js';

// W/L/D counts and the depth histogram of a two-token solve, for the answer card.
/**
 * @param {{ stats: import('../solver/messages.js').SolveStats, histogram?: { win?: ArrayLike<number>,
 *   loss?: ArrayLike<number> } }} result
 * @param {(x: number) => string} fmt
 * @returns {string}
 */
export function countsHtml(result, fmt) {
  const s = result.stats;
  return (
    `<div class="count-row"><span class="count o-W"><span class="chip-shape"></span><b>W</b> ${fmt(s.win)}</span>` +
    `<span class="count o-L"><span class="chip-shape"></span><b>L</b> ${fmt(s.loss)}</span>` +
    `<span class="count o-D"><span class="chip-shape"></span><b>D</b> ${fmt(s.draw)}</span>` +
    `<span class="count-longest" title="the largest depth">longest ${depthWords(s.longest)}</span></div>` +
    histogramHtml(histogramCounts(result), 'Depths, all positions')
  );
}

// The solve's histogram ({ win, loss } by depth) in the form panels.js draws.
/**
 * @param {{ stats: import('../solver/messages.js').SolveStats, histogram?: { win?: ArrayLike<number>,
 *   loss?: ArrayLike<number> } }} result
 * @returns {{ winDepths: number[], lossDepths: number[], win: number, loss: number, draw: number, longest: number }}
 */
export function histogramCounts(result) {
  const h = result.histogram ?? {};
  const n = Math.max(h.win?.length ?? 0, h.loss?.length ?? 0);
  const winDepths = new Array(n).fill(0),
    lossDepths = new Array(n).fill(0);
  for (let d = 0; d < n; d++) {
    winDepths[d] = h.win?.[d] ?? 0;
    lossDepths[d] = h.loss?.[d] ?? 0;
  }
  return {
    winDepths,
    lossDepths,
    win: result.stats.win,
    loss: result.stats.loss,
    draw: result.stats.draw,
    longest: result.stats.longest,
  };
}
