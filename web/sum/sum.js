// Many tokens on the drawn graph (the registry's sum, docs/rules.md#sums): the tokens the user put
// on vertices, the sum's session (γ of every vertex, the outcome and move of any tokens: solver/
// client.js solveSum, sumQuery), the product graph of k ≤ 3 tokens solved as the generic game for
// the exact depth where it fits, and the kit's explorer over the sum's positions (sum/game.js).
// This module turns them into decorations for the graph views and the answer card.

import { createExplorer } from '../kit/explorer.js';
import { $, esc, fmt, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { gameForFeature } from '../lib/games.js';
import { plural, depthWords, depthUnitName } from '../lib/words.js';
import { gammaLabel, sumWhy, productGraph, productSize } from '../lib/sum.js';
import { createSumGame, SUM_POSITIONS } from './game.js';

// The product graph of k tokens is solved for the depth while k ≤ 3 and it has at most this
// many positions and moves (its arrays are built here and copied to the worker).
export const PRODUCT_LIMITS = { tokens: 3, positions: 1_000_000, edges: 8_000_000 };

const LETTERS = ['D', 'W', 'L'];

/**
 * @param {{ model: import('../lib/graph-model.js').GraphModel, base: () => number, onChange: () => void }} options
 */
export function createSum({ model, base, onChange }) {
  const state = {
    tokens: /** @type {number[]} */ ([]), // the tokens put on the graph (vertices), in order
    solution: null, // { version, result, gamma, successors, game }
    solving: false,
    products: new Map(), // k → { k, outcomes, depths } of the product graph, for the solution's version
    productAsked: new Set(), // k asked (or refused) for the solution's version
    productQueue: Promise.resolve(),
    answer: null, // { key, value: the session's answer for the tokens shown }
    pendingMover: 0, // a share link's side to move, used once the solve is in
  };
  const name = (v) => `vertex ${v + base()}`;
  const current = () => (state.solution && state.solution.version === model.version ? state.solution : null);

  // The explorer's words (kit/explorer.js ExplorerGame): the players, and a token per place.
  const words = () => {
    const k = shown().length;
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
  };
  const ex = createExplorer({
    solver: { ask: (_session, q) => (current() ? current().game.ask(q) : Promise.resolve({})) },
    game: words,
    onChange: () => onChange(),
    setStatus,
  });

  // The tokens on screen: the explorer's position once solved, else the user's.
  function shown() {
    return current() && ex.pos !== null ? ex.places : state.tokens;
  }
  const mover = () => (current() && ex.pos !== null ? ex.mover : 0);

  async function solve() {
    const version = model.version;
    if (model.n === 0) return;
    const { from, to } = model.edgeArrays();
    state.solving = true;
    ex.clear();
    onChange();
    await solveWithProgress({
      ask: (update) => solver.solveSum({ n: model.n, from, to }, update),
      fresh: () => version === model.version,
      async take(result) {
        const successors = Array.from({ length: model.n }, () => []);
        for (let i = 0; i < from.length; i++) successors[from[i]].push(to[i]);
        const solution = { version, result, gamma: result.gamma, successors, game: null };
        solution.game = createSumGame(solver, result.session, { n: model.n, successors }, (k) =>
          productFor(solution, k),
        );
        state.solution = solution;
        state.products = new Map();
        state.productAsked = new Set();
        state.tokens = state.tokens.filter((v) => v < model.n);
        await showTokens(state.tokens, state.pendingMover);
        state.pendingMover = 0;
      },
      settle(last) {
        if (last) state.solving = solver.busy;
        onChange();
      },
    });
  }

  // The product graph's table for k tokens, when it was solved for this solution.
  const productFor = (solution, k) => (solution === state.solution ? (state.products.get(k) ?? null) : null);
  // Whether the product graph of k tokens fits (the depth is then solved for, once).
  function productFits(k) {
    const { positions, edges } = productSize(model.n, model.edgeCount, k);
    return (
      k >= 1 && k <= PRODUCT_LIMITS.tokens && positions <= PRODUCT_LIMITS.positions && edges <= PRODUCT_LIMITS.edges
    );
  }
  // Solves the product graph of k tokens (one at a time: a new open would cancel the one running).
  function askProduct(k) {
    const solution = current();
    if (!solution || state.productAsked.has(k) || !productFits(k)) return;
    state.productAsked.add(k);
    state.productQueue = state.productQueue.then(async () => {
      if (solution !== current()) return;
      const { from, to } = model.edgeArrays();
      const graph = productGraph(model.n, from, to, k);
      try {
        const r = await solver.solve({ game: gameForFeature('graph'), ...graph });
        if (solution !== current()) return;
        state.products.set(k, { k, outcomes: r.outcomes, depths: r.depths });
        ex.update();
      } catch (e) {
        if (e.kind !== 'cancelled') setStatus(`The depth could not be found: ${esc(e.message)}`, 'error');
      }
    });
  }

  // Shows these tokens (the explorer's position, mover to move) and asks for what it needs.
  async function showTokens(tokens, side = mover()) {
    state.tokens = tokens.slice();
    const sol = current();
    if (!sol) {
      onChange();
      return;
    }
    if (!tokens.length) {
      ex.clear();
      onChange();
      return;
    }
    askProduct(tokens.length);
    if (ex.pos === null) {
      const start = sol.game.encode(tokens, side);
      await ex.load({ session: sol.result.session, positions: SUM_POSITIONS, info: { tokens: [] }, start });
    } else await ex.goPlaces(tokens, side, { record: false });
  }

  // A click on a vertex outside play: a token more there (Shift: one fewer).
  function clickVertex(v, shift) {
    if (ex.play) {
      const why = ex.playAt(
        v,
        'Not a legal move: pick one of the highlighted vertices (a token moves one step along an edge).',
      );
      if (why) setStatus(why);
      return true;
    }
    const tokens = shown().slice();
    if (shift) {
      const i = tokens.lastIndexOf(v);
      if (i < 0) {
        setStatus(`No token on ${esc(name(v))} to take away.`);
        return true;
      }
      tokens.splice(i, 1);
    } else tokens.push(v);
    ex.stopAnim();
    showTokens(tokens, 0);
    return true;
  }
  function clearTokens() {
    ex.stopPlay();
    showTokens([], 0);
    setStatus('Tokens cleared: click vertices to put tokens on them.');
  }

  // The session's answer for the tokens shown (kept per tokens; asked when missing).
  function answerShown() {
    const sol = current(),
      tokens = shown();
    if (!sol || !tokens.length) return null;
    const key = `${sol.result.session}|${tokens.join(',')}`;
    if (state.answer?.key === key) return state.answer.value;
    if (state.answer?.asking !== key) {
      state.answer = { key: '', asking: key, value: null };
      sol.game.answer(tokens).then((value) => {
        if (state.answer?.asking !== key) return;
        state.answer = { key, asking: '', value };
        onChange();
      });
    }
    return null;
  }

  // What the graph views draw: γ on every vertex (the badge), the tokens (a mark with their
  // count), the sum's move as the accent edge, the legal moves in play. hideValues (a puzzle): no γ
  // and no move of the sum's, which would give the answer away.
  function decor({ hideValues = false } = {}) {
    const sol = current();
    const tokens = shown();
    const count = new Map();
    for (const v of tokens) count.set(v, (count.get(v) ?? 0) + 1);
    const answer = sol ? answerShown() : null;
    const lineEdges = new Set();
    const moveShown = ex.play ? ex.hint && { from: ex.places, to: ex.hint.places } : null;
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
      vclass: (v) => (sol && ex.hint && ex.hint.dest === v ? ' hinted' : ''),
    };
  }

  // The answer in words for the tokens shown: the outcome, the depth or why it is not known, the move.
  function answerWords() {
    const sol = current(),
      tokens = shown();
    if (state.solving) return { text: 'Solving…', cls: '' };
    if (!sol) return { text: model.n ? 'Not solved yet.' : 'Draw a graph first.', cls: '' };
    if (!tokens.length) return { text: 'No tokens yet: click vertices to put tokens on them.', cls: '' };
    const a = answerShown();
    if (!a || ex.pos === null || !ex.here) return { text: 'Asking the solver…', cls: '' };
    const k = tokens.length;
    const who = ex.mover === 0 ? 'the first player' : 'the second player';
    const fits = productFits(k);
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
      a.token !== null && a.to !== null
        ? `move token ${a.token + 1} from ${name(tokens[a.token])} to ${name(a.to)}`
        : '';
    const text =
      a.outcome === 1
        ? `${cap(who)} (to move) wins${depth}: ${move}.`
        : a.outcome === 2
          ? `${cap(who)} (to move) loses${depth}: every move can be answered.`
          : `A draw: neither player can force a win. ${move ? cap(move) + ' keeps it.' : ''}`;
    return { text, cls: `o-${LETTERS[a.outcome]}` };
  }

  // The CLI's answer for the tokens shown, as `whowins sum` prints it: γ, then W i v / L / D i v (1-based).
  function cliLines() {
    const sol = current(),
      tokens = shown();
    if (!sol) return '';
    const g = Array.from({ length: model.n }, (_, v) => gammaLabel(sol.gamma, v).replace('∞', 'inf')).join(' ');
    const a = state.answer?.key.endsWith('|' + tokens.join(',')) ? state.answer.value : null;
    if (!tokens.length || !a) return g;
    const line = a.outcome === 2 ? 'L' : `${LETTERS[a.outcome]} ${a.token + 1} ${a.to + 1}`;
    return `${g}\n${line}`;
  }

  return {
    state,
    explorer: ex,
    words,
    solve,
    decor,
    shown,
    mover,
    clickVertex,
    clearTokens,
    showTokens,
    answerWords,
    cliLines,
    productFits,
    get solution() {
      return current();
    },
    // Why? in words: the rule that decides the sum from the tokens' values, and the move.
    why() {
      const sol = current(),
        tokens = shown();
      if (!sol || ex.pos === null) return null;
      const a = state.answer?.key === `${sol.result.session}|${tokens.join(',')}` ? state.answer.value : null;
      return sumWhy(sol.gamma, tokens, a, name);
    },
    stop() {
      ex.stopPlay();
      ex.stopAnim();
    },
  };
}

const cap = (x) => x[0].toUpperCase() + x.slice(1);
