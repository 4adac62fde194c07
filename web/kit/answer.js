// The answer card of a two-token game on the explorer (police and thief, cat and mouse): the
// start's outcome in the game's words, the W/L/D counts with the depth histogram, and the
// answer to copy in the game's own code — or what is happening instead of a solution.

import { countsHtml } from '../lib/two-token-counts.js';
import { depthWords } from '../lib/words.js';

const $ = (id) => document.getElementById(id);

// result: the solve (or null); says: { win(plies), loss(plies), draw } from the start's mover;
// codes: the answer per outcome [draw, win, loss]; only: the card's class; waiting: no result.
/**
 * @param {object} options
 * @param {import('../solver/messages.js').OpenReply | null} options.result
 * @param {{ win: (plies: string) => string, loss: (plies: string) => string, draw: string }} options.says
 * @param {string[]} options.codes
 * @param {string} options.only
 * @param {string} options.waiting
 * @param {(x: number) => string} options.fmt
 */
export function showAnswer({ result, says, codes, only, waiting, fmt }) {
  const st = result?.startValue,
    o = st?.outcome,
    ans = $('board-answer');
  const plies = st && depthWords(st.depth);
  ans.textContent = !result ? waiting : (o === 1 ? says.win(plies) : o === 2 ? says.loss(plies) : says.draw) + '.';
  ans.className = `board-answer ${only}` + (result ? ` o-${'DWL'[o]}` : '');
  $('counts').innerHTML = result ? countsHtml(result, fmt) : '';
  $('answer').textContent = $('answer').dataset.full = result ? codes[o] : '';
  /** @type {HTMLButtonElement} */ ($('copy-answer')).disabled = !result;
}
