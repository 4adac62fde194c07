// What the sum shows (sum.js keeps the state): the decorations of the graph views (γ badges, the
// tokens, the sum's move, the legal moves in play), the answer in words, and the CLI's lines.

import { fmt } from '../ui/page.js';
import { plural, depthWords, depthUnitName } from '../lib/words.js';
import { gammaLabel, sumWhy } from '../lib/sum.js';

const LETTERS = ['D', 'W', 'L'];
const cap = (x) => x[0].toUpperCase() + x.slice(1);

/**
 * The state the view reads (sum.js owns it).
 * @typedef {{ model: any, state: any, explorer: any, current: () => any, shown: () => number[],
 *   answerShown: () => any, name: (v: number) => string, productFits: (k: number) => boolean,
 *   onChange: () => void }} SumView
 */

// What the graph views draw: γ on every vertex (the badge), the tokens (a mark with their
// count), the sum's move as the accent edge, the legal moves in play. hideValues (a puzzle): no γ
// and no move of the sum's, which would give the answer away.
/**
 * @param {SumView} view
 * @param {{ hideValues?: boolean }} [options]
 */
export function sumDecor(view, { hideValues = false } = {}) {
  const { explorer: ex } = view;
  const sol = view.current();
  const tokens = view.shown();
  const count = new Map();
  for (const v of tokens) count.set(v, (count.get(v) ?? 0) + 1);
  const answer = sol ? view.answerShown() : null;
  const lineEdges = new Set();
  const moveShown = ex.play && ex.hintMarks()?.to != null ? { from: ex.places, to: ex.hint.places } : null;
  if (moveShown) {
    const i = moveShown.to.findIndex((v, j) => v !== moveShown.from[j]);
    if (i >= 0) lineEdges.add(moveShown.from[i] + ',' + moveShown.to[i]);
  } else if (!hideValues && !ex.play && answer && answer.token !== null && answer.to !== null)
    lineEdges.add(tokens[answer.token] + ',' + answer.to);
  const gammaOf = (v) => (!hideValues && sol && v < sol.gamma.value.length ? gammaLabel(sol.gamma, v) : '');
  const paint = {
    key: 'sum',
    title: '',
    fill: () => '',
    label: gammaOf,
    mark: (v) => (count.get(v) ? (count.get(v) === 1 ? '●' : `●${count.get(v)}`) : ''),
    tip: (v) =>
      [sol && !hideValues ? `γ = ${gammaOf(v)}` : '', count.get(v) ? plural(count.get(v), 'token') : '']
        .filter(Boolean)
        .join(' · '),
    cls: (v) => (count.get(v) ? ' sum-token' : ''),
    click: () => {},
  };
  return {
    paint,
    lineEdges,
    legal: sol ? ex.legal() : null,
    vclass: (v) => (sol && ex.hintedAt(v) ? ' hinted' : ''),
  };
}

// The answer in words for the tokens shown: the outcome, the depth or why it is not known, the move.
/** @param {SumView} view */
export function sumAnswerWords(view) {
  const { model, state, explorer: ex, name } = view;
  const sol = view.current(),
    tokens = view.shown();
  if (state.solving) return { text: 'Solving…', cls: '' };
  if (!sol) return { text: model.n ? 'Not solved yet.' : 'Draw a graph first.', cls: '' };
  if (!tokens.length) return { text: 'No tokens yet: click vertices to put tokens on them.', cls: '' };
  const a = view.answerShown();
  if (!a || ex.pos === null || !ex.here) return { text: 'Asking the solver…', cls: '' };
  const k = tokens.length;
  const who = ex.mover === 0 ? 'the first player' : 'the second player';
  const fits = view.productFits(k);
  const depth =
    a.outcome === 0
      ? ''
      : ex.here.depth !== null && ex.here.depth !== undefined
        ? ` in ${depthWords(ex.here.depth)}`
        : fits
          ? ' (finding the depth…)'
          : ` (in how many ${depthUnitName()} is not known for sums this large: ${plural(k, 'token')} on ${plural(model.n, 'vertex', 'vertices')}` +
            ` — the product graph of ${fmt(model.n)}^${k} positions is past what the page solves)`;
  const move =
    a.token !== null && a.to !== null ? `move token ${a.token + 1} from ${name(tokens[a.token])} to ${name(a.to)}` : '';
  const text =
    a.outcome === 1
      ? `${cap(who)} (to move) wins${depth}: ${move}.`
      : a.outcome === 2
        ? `${cap(who)} (to move) loses${depth}: every move can be answered.`
        : `A draw: neither player can force a win. ${move ? cap(move) + ' keeps it.' : ''}`;
  return { text, cls: `o-${LETTERS[a.outcome]}` };
}

// The CLI's answer for the tokens shown, as `whowins sum` prints it: γ, then W i v / L / D i v (1-based).
/** @param {SumView} view */
export function sumCliLines(view) {
  const { model, state } = view;
  const sol = view.current(),
    tokens = view.shown();
  if (!sol) return '';
  const g = Array.from({ length: model.n }, (_, v) => gammaLabel(sol.gamma, v).replace('∞', 'inf')).join(' ');
  const a = state.answer?.key.endsWith('|' + tokens.join(',')) ? state.answer.value : null;
  if (!tokens.length || !a) return g;
  const line = a.outcome === 2 ? 'L' : `${LETTERS[a.outcome]} ${a.token + 1} ${a.to + 1}`;
  return `${g}\n${line}`;
}

// The explorer's words (kit/explorer.js ExplorerGame): the players, and a token per place.
/** @param {SumView} view */
export function sumWords(view) {
  const { name } = view;
  const current = view.current;
  const k = view.shown().length;
  return {
    sides: ['first player', 'second player'],
    tokens: Array.from({ length: k }, (_, i) => ({ label: `token ${i + 1}`, side: -1 })),
    where: (v) => name(v),
    moveText(from, to) {
      const i = to.findIndex((v, j) => v !== from[j]);
      return i < 0 ? 'no move' : `token ${i + 1} to ${name(to[i])}`;
    },
    endText: (places) =>
      current() && places.every((v) => !current().successors[v]?.length)
        ? 'No token can move: the player to move loses.'
        : null,
  };
}

// The session's answer for the tokens shown (kept per tokens; asked when missing).
/** @param {SumView} view */
export function sumAnswerShown(view) {
  const { state } = view;
  const sol = view.current(),
    tokens = view.shown();
  if (!sol || !tokens.length) return null;
  const key = `${sol.result.session}|${tokens.join(',')}`;
  if (state.answer?.key === key) return state.answer.value;
  if (state.answer?.asking !== key) {
    state.answer = { key: '', asking: key, value: null };
    sol.game.answer(tokens).then((value) => {
      if (state.answer?.asking !== key) return;
      state.answer = { key, asking: '', value };
      view.onChange();
    });
  }
  return null;
}

/** Why? in words (lib/sum.js sumWhy): the rule that decides the sum from the tokens' values, and the move. */
export function sumWhyWords(view) {
  const { state, explorer: ex, name } = view;
  const sol = view.current(),
    tokens = view.shown();
  if (!sol || ex.pos === null) return null;
  const a = state.answer?.key === `${sol.result.session}|${tokens.join(',')}` ? state.answer.value : null;
  return sumWhy(sol.gamma, tokens, a, name);
}
